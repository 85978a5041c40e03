/**
 * `kitchen-table soak [--minutes N] [--lanes 8] [--sample 10] [--json]`: bots-only matches of every
 * game at full speed against the server for N minutes; reports heap and handle slopes and the errors
 * logged. Exit 1 when an error was logged.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { runSoak } from './run.ts';

export async function main(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      minutes: { type: 'string', default: '5' },
      lanes: { type: 'string', default: '8' },
      sample: { type: 'string', default: '10' },
      json: { type: 'boolean', default: false },
    },
  });
  const minutes = Number(values.minutes);
  const lanes = Number(values.lanes);
  const sample = Number(values.sample);
  if (!(minutes > 0) || !Number.isInteger(lanes) || lanes < 1 || !(sample > 0)) {
    process.stderr.write('usage: kitchen-table soak [--minutes N] [--lanes L] [--sample SECONDS] [--json]\n');
    return 2;
  }
  const result = await runSoak({ minutes, lanes, sampleSeconds: sample, log: (line) => process.stdout.write(line + '\n') });
  const { samples: _samples, errorLines, ...summary } = result;
  for (const line of errorLines) process.stdout.write(`error: ${line}\n`);
  process.stdout.write(
    `soak ${minutes} min: ${result.matches} matches (${JSON.stringify(result.matchesByGame)}), ${result.moves} moves; ` +
      `heap slope ${result.heapSlopeKBPerMin} KB/min (${result.heapMB.first} → ${result.heapMB.last} MB), ` +
      `handles slope ${result.handlesSlopePerMin}/min (${result.handles.first} → ${result.handles.last}), rss slope ${result.rssSlopeKBPerMin} KB/min, errors ${result.errors}\n`,
  );
  if (values.json) process.stdout.write(JSON.stringify({ soak: summary }) + '\n');
  return result.errors === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
