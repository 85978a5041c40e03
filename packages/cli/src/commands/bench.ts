import { parseArgs } from 'node:util';

const usage = `usage: kitchen-table bench engine [--json] [--seconds S] [--game ID]`;

export async function run(args: string[]): Promise<number> {
  const [suite, ...rest] = args;
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
  if (suite === 'engine') {
    const { runEngineBenchmarks } = await import('../bench/engine.ts');
    const engine = runEngineBenchmarks(seconds * 1000, values.game);
    for (const [id, figures] of Object.entries(engine)) {
      const text = Object.entries(figures).map(([k, v]) => `${k} ${v.toLocaleString('en')}`).join(', ');
      process.stdout.write(`${id.padEnd(14)} ${text}\n`);
    }
    if (values.json) process.stdout.write(JSON.stringify({ engine }) + '\n');
    return 0;
  }
  process.stderr.write(usage + '\n');
  return 2;
}
