/** `kitchen-table <command>`: the server, the referee, simulations and benchmarks. */
import { benchHelpLines } from './bench-suites.ts';

const [command, ...args] = process.argv.slice(2);

const commands: Record<string, () => Promise<{ run(args: string[]): Promise<number> }>> = {
  referee: () => import('./commands/referee.ts'),
  bench: () => import('./commands/bench.ts'),
  serve: () => import('./commands/serve.ts'),
  soak: () => import('@kitchen-table/server/bench/soak/main.ts').then((m) => ({ run: m.main })),
};

const COLUMN = 30;
const line = (command: string, what: string) => `  ${command.padEnd(COLUMN)}${what}`;
const usage = [
  'usage: kitchen-table <command>',
  line('serve', 'run the platform (web app + rooms) on PORT (default 8080)'),
  line('referee [FILE]', 'judge a scenario (one deal or a whole match, or an array of them) from FILE or stdin; see docs/referee.md'),
  ...benchHelpLines(COLUMN),
  line('soak [--minutes N] [--json]', 'bots-only matches of every game at full speed; heap and handle slopes'),
  line('--help', 'this list'),
  '',
  '`kitchen-table bench` alone lists every suite\'s flags; docs/benchmarks.md says what each measures and what it measured.',
].join('\n');

// The server runs under its own Node flags: `serve` starts itself again with them when it lacks them.
if (command === 'serve') {
  const { relaunchWithServerFlags } = await import('./relaunch.ts');
  const code = await relaunchWithServerFlags();
  if (code !== null) process.exit(code);
}

if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
  process.stdout.write(usage + '\n');
  process.exit(0);
}
const load = Object.hasOwn(commands, command) ? commands[command] : undefined;
if (!load) {
  process.stderr.write(`unknown command "${command}"\n${usage}\n`);
  process.exit(2);
}
const code = await (await load()).run(args);
process.exitCode = code;
