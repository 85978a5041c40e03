/**
 * `kitchen-table bench load [--json] [--rooms 100,500,1000,2000] [--seconds 20] [--warmup 5]
 *  [--think 1000-3000] [--clock 30] [--bot-delay 1200] [--bots default|normal] [--processes P]`
 * `--processes P` (P > 1): a cluster of P server processes on PostgreSQL and Redis (docs/scaling.md).
 * The last line with --json: {"load":{"steps":[…]}}.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { runLoad } from './run.ts';

const usage = 'usage: kitchen-table bench load [--json] [--rooms 100,500,1000,2000] [--seconds S] [--warmup S] [--think MIN-MAX] [--clock S] [--bot-delay MS] [--bots default|normal] [--profile DIR] [--processes P]';

export async function main(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      json: { type: 'boolean', default: false },
      rooms: { type: 'string', default: '100,500,1000,2000' },
      seconds: { type: 'string', default: '20' },
      warmup: { type: 'string', default: '5' },
      think: { type: 'string', default: '1000-3000' },
      clock: { type: 'string', default: '30' },
      'bot-delay': { type: 'string', default: '1200' },
      bots: { type: 'string', default: 'normal' },
      concurrency: { type: 'string', default: '25' },
      profile: { type: 'string' },
      processes: { type: 'string', default: '1' },
    },
  });
  const rooms = values.rooms.split(',').map((r) => Number(r.trim()));
  const think = values.think.split('-').map(Number) as [number, number];
  const clock = Number(values.clock);
  const bad =
    rooms.some((r) => !Number.isInteger(r) || r < 1) ||
    think.length !== 2 || think.some((t) => !Number.isFinite(t) || t < 0) || think[0] > think[1] ||
    ![0, 20, 30, 45, 60, 90].includes(clock) ||
    !(Number(values.seconds) > 0) || !(Number(values.warmup) >= 0) ||
    !(values.bots === 'default' || values.bots === 'normal') ||
    !(Number.isInteger(Number(values.processes)) && Number(values.processes) >= 1);
  if (bad) {
    process.stderr.write(usage + '\n');
    return 2;
  }
  const result = await runLoad({
    rooms,
    seconds: Number(values.seconds),
    warmupSeconds: Number(values.warmup),
    thinkMs: think,
    clockSeconds: clock as 0 | 20 | 30 | 45 | 60 | 90,
    botDelayMs: Number(values['bot-delay']),
    seats: 4,
    setupConcurrency: Number(values.concurrency) || 25,
    bots: values.bots as 'default' | 'normal',
    profileDir: values.profile,
    processes: Number(values.processes),
    log: (line) => process.stdout.write(line + '\n'),
  });
  if (values.json) {
    const steps = result.steps.map(({ rooms: r, sockets, moveMs, echoMs, loopLagP99Ms, heapPerRoomKB, rssMB, ...rest }) => ({
      rooms: r,
      sockets,
      moveMs,
      echoMs,
      loopLagP99Ms,
      heapPerRoomKB,
      rssMB,
      ...rest,
    }));
    process.stdout.write(JSON.stringify({ load: { steps } }) + '\n');
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
