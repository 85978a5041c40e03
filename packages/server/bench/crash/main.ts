/**
 * `kitchen-table bench crash [--json] [--rooms 300] [--kills 5] [--every 1000-4000] [--think 300-1500]`
 * The last line with --json: {"crash":{"kills":k,"rooms":n,"acknowledged":a,"restored":r,"roomsLost":0,"roomsDuplicated":0}}.
 * Exit 1 when a move was lost or a room lost, duplicated or stalled.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { parseRange } from '../support/phone-turns.ts';
import { runCrash } from './run.ts';

const usage = 'usage: kitchen-table bench crash [--json] [--rooms N] [--kills K] [--every MIN-MAX ms] [--think MIN-MAX ms]';


export async function main(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      json: { type: 'boolean', default: false },
      rooms: { type: 'string', default: '300' },
      kills: { type: 'string', default: '5' },
      every: { type: 'string', default: '1000-4000' },
      think: { type: 'string', default: '300-1500' },
    },
  });
  const rooms = Number(values.rooms);
  const kills = Number(values.kills);
  const every = parseRange(values.every);
  const think = parseRange(values.think);
  if (!Number.isInteger(rooms) || rooms < 1 || !Number.isInteger(kills) || kills < 1 || !every || !think) {
    process.stderr.write(usage + '\n');
    return 2;
  }
  const result = await runCrash({ rooms, kills, killAfterMs: every, thinkMs: think, log: (line) => process.stdout.write(line + '\n') });
  const { kills: k, rooms: n, acknowledged, restored, roomsLost, roomsDuplicated, ...rest } = result;
  process.stdout.write(`acknowledged ${acknowledged}, restored ${restored}, rooms lost ${roomsLost}, duplicated ${roomsDuplicated}, ${JSON.stringify(rest)}\n`);
  if (values.json) process.stdout.write(JSON.stringify({ crash: { kills: k, rooms: n, acknowledged, restored, roomsLost, roomsDuplicated, ...rest } }) + '\n');
  const ok = acknowledged === restored && roomsLost === 0 && roomsDuplicated === 0 && result.stalledRooms === 0;
  return ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
