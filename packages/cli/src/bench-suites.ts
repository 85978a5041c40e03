/**
 * The benchmark suites of `kitchen-table bench <suite>`: one list, from which the command dispatches and
 * both usages (`kitchen-table --help`, `kitchen-table bench`) are written, so a suite cannot run without
 * being listed.
 */
export interface BenchSuite {
  name: string;
  /** Its main flags, as the usage shows them after `bench <name>`. */
  flags: string;
  /** One line on what it measures. */
  summary: string;
}

export const BENCH_SUITES = [
  { name: 'engine', flags: '[--json] [--seconds S] [--game ID]', summary: 'engine throughput: random legal play on one core' },
  { name: 'load', flags: '[--json] [--rooms 100,500,1000] [--seconds S] [--processes P] …', summary: 'rooms driven over socket.io against the server, beside a bare socket.io echo' },
  { name: 'crash', flags: '[--json] [--rooms N] [--kills K] …', summary: 'SIGKILL the server while rooms play; acknowledged vs restored moves' },
  { name: 'failover', flags: '[--json] [--processes P] [--rooms N] [--kills K | --fault redis|postgres [--outage MS]] …', summary: 'a cluster on PostgreSQL and Redis: kill processes, count rooms lost and the time to resume' },
  { name: 'fairness', flags: '[--json] [--seconds S] [--threads N] [--bots player|shared] …', summary: "a quiet room's normal-bot latency, alone and beside rooms of strong bots" },
  { name: 'bots', flags: '[--json] [--quick] [--games IDS] [--deals N] [--threads N] …', summary: 'duplicate bot tournament per game and level (--quick for a short run)' },
  { name: 'web', flags: '[--json]', summary: 'gzipped JavaScript of the TV and phone screens' },
] as const satisfies readonly BenchSuite[];

export type BenchSuiteName = (typeof BENCH_SUITES)[number]['name'];

/** `kitchen-table bench <suite> <flags>` lines, for the bench command's own usage. */
export function benchUsage(): string {
  return BENCH_SUITES.map((s, i) => `${i === 0 ? 'usage:' : '      '} kitchen-table bench ${s.name} ${s.flags}`).join('\n');
}

/** `bench <suite>  <summary>` lines, for the top-level usage. */
export function benchHelpLines(width: number): string[] {
  return BENCH_SUITES.map((s) => `  ${`bench ${s.name} [--json]`.padEnd(width)}${s.summary}`);
}
