/** `kitchen-table <command>`: the server, the referee, simulations and benchmarks. */
export {};
const [command, ...args] = process.argv.slice(2);

const commands: Record<string, () => Promise<{ run(args: string[]): Promise<number> }>> = {
  referee: () => import('./commands/referee.ts'),
  bench: () => import('./commands/bench.ts'),
  serve: () => import('./commands/serve.ts'),
  soak: () => import('@kitchen-table/server/bench/soak/main.ts').then((m) => ({ run: m.main })),
};

const usage = `usage: kitchen-table <command>
  serve                 run the platform (web app + rooms) on PORT (default 8080)
  referee [FILE]        judge a scenario — one deal or a whole match — (or an array of them) from FILE or stdin; see docs/referee.md
  bench engine [--json] engine throughput benchmark
  bench load [--json]   load benchmark: rooms driven over socket.io against the server (packages/server/bench)
  bench bots [--json]   duplicate bot tournament per game and level (--quick for CI)
  bench web [--json]    gzipped JavaScript of the TV and phone screens
  bench crash [--json]  SIGKILL the server while rooms play; count acknowledged vs restored moves
  soak [--minutes N]    bots-only matches of every game at full speed; heap and handle slopes`;

// The server runs under its own Node flags: `serve` starts itself again with them when it lacks them.
if (command === 'serve') {
  const { relaunchWithServerFlags } = await import('./relaunch.ts');
  const code = await relaunchWithServerFlags();
  if (code !== null) process.exit(code);
}

const load = command ? commands[command] : undefined;
if (!load) {
  process.stderr.write(usage + '\n');
  process.exit(command ? 2 : 0);
}
const code = await (await load()).run(args);
process.exitCode = code;
