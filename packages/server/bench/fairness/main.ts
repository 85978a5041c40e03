/**
 * `kitchen-table bench fairness [--json] [--seconds 20] [--warmup 3] [--threads 2] [--attack-rooms N]
 *  [--think 100-200] [--bots player|shared] [--nice N]`
 * The last line with --json: {"fairness":{…}} (see FairnessResult in run.ts).
 */
import { parseArgs } from 'node:util';
import { runFairness } from './run.ts';

const usage =
  'usage: kitchen-table bench fairness [--json] [--seconds S] [--warmup S] [--threads N] [--attack-rooms N (default 3 per thread)] [--think MIN-MAX] [--bots player|shared] [--nice 0-19]';

export async function main(args: string[]): Promise<number> {
  let values;
  try {
    values = parseArgs({
      args,
      options: {
        json: { type: 'boolean', default: false },
        seconds: { type: 'string', default: '20' },
        warmup: { type: 'string', default: '3' },
        threads: { type: 'string', default: '2' },
        'attack-rooms': { type: 'string' },
        think: { type: 'string', default: '100-200' },
        bots: { type: 'string', default: 'player' },
        nice: { type: 'string' },
      },
    }).values;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${usage}\n`);
    return 2;
  }
  const threads = Number(values.threads);
  const attackRooms = values['attack-rooms'] === undefined ? 3 * threads : Number(values['attack-rooms']);
  const nice = values.nice === undefined ? undefined : Number(values.nice);
  const think = values.think.split('-').map(Number) as [number, number];
  const bad =
    !Number.isInteger(threads) || threads < 1 ||
    !Number.isInteger(attackRooms) || attackRooms < 0 ||
    think.length !== 2 || think.some((t) => !Number.isFinite(t) || t < 0) || think[0] > think[1] ||
    !(Number(values.seconds) > 0) || !(Number(values.warmup) >= 0) ||
    !(values.bots === 'player' || values.bots === 'shared') ||
    (nice !== undefined && (!Number.isInteger(nice) || nice < 0 || nice > 19));
  if (bad) {
    process.stderr.write(usage + '\n');
    return 2;
  }
  const fairness = await runFairness({
    bots: values.bots as 'player' | 'shared',
    threads,
    nice,
    attackRooms,
    seconds: Number(values.seconds),
    warmupSeconds: Number(values.warmup),
    thinkMs: think,
    log: (line) => process.stdout.write(line + '\n'),
  });
  if (values.json) process.stdout.write(JSON.stringify({ fairness }) + '\n');
  return 0;
}
