/**
 * `kitchen-table serve`: runs the platform (web app + rooms) and prints where to open it on the TV,
 * with a QR code. Settings by flag or environment variable (flags win):
 *   --port N        PORT          default 8080 (0 = any free port)
 *   --host H        HOST          default 0.0.0.0 (every interface)
 *   --data DIR      DATA_DIR      SQLite file DIR/kitchen-table.sqlite (default ./data); or SQLITE_PATH
 *                   DATABASE_URL  PostgreSQL instead of SQLite
 *                   REDIS_URL     join a cluster of processes on this Redis (with DATABASE_URL; docs/scaling.md)
 *                   REDIS_PREFIX  prefix of the cluster's Redis keys (default kt:)
 *   --bot-delay MS  BOT_DELAY_MS  default bot delay of new rooms (default 1200)
 *   --bot-threads N BOT_THREADS   worker threads of the bots' pool (default: the machine's cores)
 *   --log-level L   LOG_LEVEL     pino level (default info)
 *                   WEB_ROOT      the built web app (default packages/web/dist)
 *                   ALLOWED_ORIGINS  origins allowed to open sockets besides the page's own (comma-separated)
 *   --public-url U  PUBLIC_URL    the address phones use when the server is behind a proxy (also an allowed origin)
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createBotPlayer } from '@kitchen-table/bots';
import { RELAUNCHED } from '../relaunch.ts';
import { DEFAULT_BOT_DELAY_MS, DEFAULT_PORT, lanBaseUrls, parseAllowedOrigins, parsePublicUrl, startServer, terminalQr, type LogLevel, type RunningServer } from '@kitchen-table/server';

const usage = `usage: kitchen-table serve [--port N] [--host H] [--data DIR] [--bot-delay MS] [--bot-threads N] [--log-level LEVEL] [--public-url URL]
environment: PORT, HOST, DATA_DIR, SQLITE_PATH, DATABASE_URL, REDIS_URL, REDIS_PREFIX, BOT_DELAY_MS, BOT_THREADS, LOG_LEVEL, WEB_ROOT, ALLOWED_ORIGINS, PUBLIC_URL`;

const LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function integer(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

/** The base URLs to print: PUBLIC_URL, else every LAN address, else this machine only. */
function bases(port: number, host: string, publicUrl: string | null): { urls: string[]; lan: boolean } {
  if (publicUrl) return { urls: [publicUrl], lan: true };
  const lan = lanBaseUrls(port, host);
  return lan.length > 0 ? { urls: lan, lan: true } : { urls: [`http://localhost:${port}`], lan: false };
}

/** The start page (join by code, open the table): what the terminal's QR code opens. */
export function startPage(port: number, host: string, publicUrl: string | null): string {
  return `${bases(port, host, publicUrl).urls[0]}/`;
}

/** The start-up banner: what each address is for. */
export function banner(port: number, host: string, publicUrl: string | null, storage: string): string {
  const { urls, lan } = bases(port, host, publicUrl);
  return [
    '',
    `Kitchen Table is running on port ${port} (${storage}).`,
    '',
    'On the TV, open the table (it shows a room code and a QR code for the phones):',
    ...urls.map((u) => `  ${u}/tv`),
    '',
    'On a phone, open the start page to join with the TV\'s code (or scan the TV\'s QR code):',
    ...urls.map((u) => `  ${u}/`),
    ...(lan ? [] : ['', 'No network address found: only this machine can open these. Phones need the same Wi-Fi as this machine.']),
    '',
    'The QR code below opens the start page:',
    '',
  ].join('\n');
}

export async function run(args: string[]): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        data: { type: 'string' },
        'bot-delay': { type: 'string' },
        'bot-threads': { type: 'string' },
        'log-level': { type: 'string' },
        'public-url': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${usage}\n`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(usage + '\n');
    return 0;
  }
  const env = process.env;
  let port: number;
  let botDelayMs: number;
  let botThreads: number;
  let publicUrl: string | null;
  try {
    const rawPublic = (values['public-url'] as string | undefined) ?? env.PUBLIC_URL;
    publicUrl = rawPublic && rawPublic.trim() !== '' ? parsePublicUrl(rawPublic.trim()) : null;
    port = integer((values.port as string | undefined) ?? env.PORT, '--port / PORT', DEFAULT_PORT);
    botDelayMs = integer((values['bot-delay'] as string | undefined) ?? env.BOT_DELAY_MS, '--bot-delay / BOT_DELAY_MS', DEFAULT_BOT_DELAY_MS);
    botThreads = Math.max(1, integer((values['bot-threads'] as string | undefined) ?? env.BOT_THREADS, '--bot-threads / BOT_THREADS', availableParallelism()));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${usage}\n`);
    return 2;
  }
  const logLevel = ((values['log-level'] as string | undefined) ?? env.LOG_LEVEL ?? 'info') as LogLevel;
  if (!LEVELS.includes(logLevel)) {
    process.stderr.write(`--log-level must be one of ${LEVELS.join(', ')}\n`);
    return 2;
  }
  const dataDir = (values.data as string | undefined) ?? env.DATA_DIR;
  const sqlitePath = dataDir ? join(dataDir, 'kitchen-table.sqlite') : undefined;
  const host = (values.host as string | undefined) ?? env.HOST ?? '0.0.0.0';

  // A closed terminal or pipe must not take the rooms down with an EPIPE.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
  // Strong bots search in worker threads, so that a search never holds up the rooms, room by room in
  // turn; easy and normal bots (and the clock's auto-move, always `normal`) answer in-thread at once,
  // so that no search can make them wait (packages/bots/README.md, "Fair sharing"). The server closes
  // the pool when it closes (RunningServer.close); if it does not start, the pool is closed here.
  const bots = createBotPlayer({
    threads: botThreads,
    onWorkerError: (error) => process.stderr.write(`bot worker failed (retried): ${(error as Error).message ?? String(error)}\n`),
  });
  let server: RunningServer;
  try {
    server = await startServer({
      port,
      host,
      sqlitePath,
      bots,
      // The coach (issue 18, part 2) is the strong bots' search with a line why: the same pool.
      coach: bots,
      botDelayMs,
      logLevel,
      publicUrl,
      ...(env.WEB_ROOT ? { webRoot: env.WEB_ROOT } : {}),
      // Phones open the page at PUBLIC_URL: its origin may open sockets too.
      allowedOrigins: [...parseAllowedOrigins(env.ALLOWED_ORIGINS), ...(publicUrl ? [new URL(publicUrl).origin] : [])],
    });
  } catch (error) {
    await bots.close().catch(() => undefined);
    throw error;
  }
  // Signals are taken from here on (a service manager's SIGTERM while the banner prints closes cleanly too).
  const closed = new Promise<void>((resolve) => {
    const stop = (signal: string): void => {
      process.stdout.write(`\n${signal}: closing the rooms, the bots and the database…\n`);
      server.close().then(resolve, (error: unknown) => {
        process.stderr.write(`error while closing: ${(error as Error).message}\n`);
        resolve();
      });
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
    // Started by `serve` itself with the server's Node flags (relaunch.ts): if that process dies, close
    // too. The channel alone does not keep this process alive once the server has closed.
    if (process.env[RELAUNCHED] === '1' && process.channel) {
      process.channel.unref();
      process.once('disconnect', () => stop('the starting process exited'));
    }
  });
  process.stdout.write(banner(server.port, host, publicUrl, env.DATABASE_URL ? `PostgreSQL (DATABASE_URL)${env.REDIS_URL ? ', in a cluster on Redis (REDIS_URL)' : ''}` : `SQLite ${sqlitePath ?? env.SQLITE_PATH ?? './data/kitchen-table.sqlite'}`));
  process.stdout.write((await terminalQr(startPage(server.port, host, publicUrl))) + '\n');
  await closed;
  return 0;
}
