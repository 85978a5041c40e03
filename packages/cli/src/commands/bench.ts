import { parseArgs } from 'node:util';
import { benchUsage, type BenchSuiteName } from '../bench-suites.ts';

const usage = benchUsage();

/** Each suite's runner; the keys are the suites of bench-suites.ts (the type makes both lists agree). */
const RUNNERS: Record<BenchSuiteName, (args: string[]) => Promise<number>> = {
  // The server's benchmarks take their own flags (packages/server/bench).
  load: async (rest) => (await import('@kitchen-table/server/bench/load/main.ts')).main(rest),
  crash: async (rest) => (await import('@kitchen-table/server/bench/crash/main.ts')).main(rest),
  failover: async (rest) => (await import('@kitchen-table/server/bench/failover/main.ts')).main(rest),
  fairness: async (rest) => (await import('@kitchen-table/server/bench/fairness/main.ts')).main(rest),
  // The bots' duplicate tournament takes its own flags too (packages/bots/src/bench).
  bots: async (rest) => (await import('@kitchen-table/bots/bench')).runBotsBenchCommand(rest),
  web: (rest) => runWebBench(rest),
  engine: (rest) => runEngineBench(rest),
};

export async function run(args: string[]): Promise<number> {
  const [suite, ...rest] = args;
  if (suite !== undefined && Object.hasOwn(RUNNERS, suite)) return RUNNERS[suite as BenchSuiteName](rest);
  process.stderr.write(usage + '\n');
  return 2;
}

async function runEngineBench(rest: string[]): Promise<number> {
  const { values } = parseArgs({
    args: rest,
    options: {
      json: { type: 'boolean', default: false },
      seconds: { type: 'string', default: '3' },
      game: { type: 'string' },
    },
  });
  const seconds = Number(values.seconds);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    process.stderr.write(`${usage}\n--seconds must be a positive number\n`);
    return 2;
  }
  const { runEngineBenchmarks } = await import('../bench/engine.ts');
  const engine = runEngineBenchmarks(seconds * 1000, values.game);
  for (const [id, figures] of Object.entries(engine)) {
    const text = Object.entries(figures).map(([k, v]) => `${k} ${v.toLocaleString('en')}`).join(', ');
    process.stdout.write(`${id.padEnd(14)} ${text}\n`);
  }
  if (values.json) process.stdout.write(JSON.stringify({ engine }) + '\n');
  return 0;
}

/**
 * Builds the web app and reports the gzipped JavaScript each screen may load (budget 150 KB each), what
 * the first screens load (aims 100 and 80 KB) and the TV's long tasks over a deal at a 4× CPU slowdown.
 */
async function runWebBench(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { json: { type: 'boolean', default: false } } });
  const { benchWeb } = await import('@kitchen-table/web/bench');
  const { tvKB, phoneKB, catalogueKB, tvFirstKB, phoneFirstKB, tvLegacyKB, phoneLegacyKB, tvLongTasks, tvLongestTaskMs } = await benchWeb();
  process.stdout.write(`tv ${tvKB} KB, phone ${phoneKB} KB, catalogue ${catalogueKB} KB (gzipped JavaScript; budget 150 KB each)\n`);
  process.stdout.write(`first screens: tv ${tvFirstKB} KB, phone ${phoneFirstKB} KB (aims 100 and 80 KB)\n`);
  process.stdout.write(`old-browser build before interactive: tv ${tvLegacyKB} KB, phone ${phoneLegacyKB} KB\n`);
  process.stdout.write(`tv during a deal at 4x CPU slowdown: ${tvLongTasks} long tasks, longest ${tvLongestTaskMs} ms\n`);
  if (values.json) process.stdout.write(JSON.stringify({ web: { tvKB, phoneKB, tvFirstKB, phoneFirstKB, tvLegacyKB, phoneLegacyKB, tvLongTasks, tvLongestTaskMs } }) + '\n');
  return 0;
}
