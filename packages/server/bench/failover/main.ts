/**
 * `kitchen-table bench failover [--json] [--processes 3] [--rooms 300] [--kills 3] [--every 2000-5000] [--think 200-800]`
 * Needs PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) and Redis (REDIS_URL,
 * default redis://127.0.0.1:6379); the run keeps to a schema and a key prefix of its own.
 * The last line with --json:
 * {"failover":{"processes":P,"kills":K,"rooms":R,"acknowledged":a,"restored":r,"roomsLost":0,"roomsDuplicated":0,"maxResumeMs":m}}.
 * Exit 1 when a move was lost or a room lost or duplicated.
 *
 * `kitchen-table bench failover --fault redis|postgres [--outage 10000] [--json] [--processes 3] [--rooms 300] [--every …] [--think …]`
 * (issue 26): no kills; the processes reach that service through a TCP proxy the benchmark starts,
 * which cuts it off once for the outage's length (outage.ts). The last line with --json:
 * {"failover":{"processes":P,"kills":0,"rooms":R,"fault":"redis","outageMs":O,"acknowledged":a,"restored":r,"roomsLost":0,"roomsDuplicated":0,"processExits":0,"clockMovesDuringOutage":0,"maxResumeMs":m}}
 * — processExits: server processes that exited by themselves; clockMovesDuringOutage: the clock's moves
 * for a person from the cut until the room moved again; maxResumeMs: from the service's return until
 * the slowest room acknowledged a move again. Exit 1 also when a process exited or the clock moved for
 * a person meanwhile.
 */
import { appendFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { parseRange } from '../support/phone-turns.ts';
import { runFailover } from './run.ts';

const usage =
  'usage: kitchen-table bench failover [--json] [--processes P] [--rooms N] [--kills K] [--every MIN-MAX ms] [--think MIN-MAX ms]\n' +
  '       kitchen-table bench failover --fault redis|postgres [--outage MS] [--json] [--processes P] [--rooms N] [--every MIN-MAX ms] [--think MIN-MAX ms]';


export async function main(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      json: { type: 'boolean', default: false },
      processes: { type: 'string', default: '3' },
      rooms: { type: 'string', default: '300' },
      kills: { type: 'string' },
      fault: { type: 'string' },
      outage: { type: 'string', default: '10000' },
      every: { type: 'string', default: '2000-5000' },
      think: { type: 'string', default: '200-800' },
    },
  });
  const processes = Number(values.processes);
  const rooms = Number(values.rooms);
  const fault = values.fault;
  const kills = Number(values.kills ?? (fault ? '0' : '3'));
  const outageMs = Number(values.outage);
  const every = parseRange(values.every);
  const think = parseRange(values.think);
  const faultOk = fault === undefined ? Number.isInteger(kills) && kills >= 1 : (fault === 'redis' || fault === 'postgres') && kills === 0 && Number.isInteger(outageMs) && outageMs > 0;
  if (!Number.isInteger(processes) || processes < 2 || !Number.isInteger(rooms) || rooms < 1 || !faultOk || !every || !think) {
    process.stderr.write(usage + '\n');
    return 2;
  }
  const result = await runFailover({
    processes,
    rooms,
    kills,
    killAfterMs: every,
    ...(fault ? { fault: fault as 'redis' | 'postgres', outageMs } : {}),
    thinkMs: think,
    databaseUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
    redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    log: (line) => process.stdout.write(line + '\n'),
    // FAILOVER_SERVER_LOG=file: the processes' own logs (info level), one line each, prefixed by the process.
    ...(process.env.FAILOVER_SERVER_LOG ? { serverLog: (i: number, line: string) => appendFileSync(process.env.FAILOVER_SERVER_LOG!, `${i} ${line}\n`) } : {}),
  });
  const { lost, resumeFailures, refusalsDuringOutage, ...figures } = result;
  for (const room of lost) process.stdout.write(`room ${room.code} lost at kill ${room.kill}: ${room.reason}\n`);
  process.stdout.write(`acknowledged ${figures.acknowledged}, restored ${figures.restored}, rooms lost ${figures.roomsLost}, duplicated ${figures.roomsDuplicated}, longest resume ${figures.maxResumeMs} ms, resume failures ${resumeFailures}\n`);
  const { processes: P, kills: K, rooms: R, acknowledged, restored, roomsLost, roomsDuplicated, maxResumeMs, processExits, clockMovesDuringOutage } = figures;
  if (fault) {
    const answered = Object.entries(refusalsDuringOutage).map(([code, n]) => `${code} ${n}`).join(', ') || 'none';
    process.stdout.write(`processes exited ${processExits}, clock moves for a person during the outage ${clockMovesDuringOutage}, error answers to moves during the outage: ${answered}\n`);
    if (values.json) {
      const line = { processes: P, kills: K, rooms: R, fault, outageMs, acknowledged, restored, roomsLost, roomsDuplicated, processExits, clockMovesDuringOutage, maxResumeMs };
      process.stdout.write(JSON.stringify({ failover: line }) + '\n');
    }
    return acknowledged === restored && roomsLost === 0 && roomsDuplicated === 0 && processExits === 0 && clockMovesDuringOutage === 0 ? 0 : 1;
  }
  if (values.json) process.stdout.write(JSON.stringify({ failover: { processes: P, kills: K, rooms: R, acknowledged, restored, roomsLost, roomsDuplicated, maxResumeMs } }) + '\n');
  return acknowledged === restored && roomsLost === 0 && roomsDuplicated === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
