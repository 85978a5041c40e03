/**
 * Tests that need an outside service (PostgreSQL now, Redis later) skip with a printed reason when it
 * cannot be reached, unless REQUIRE_SERVICES=1 (CI), where a missing service is a failure.
 *
 * Use at the top of a test file:
 *   const pgUrl = await postgresUrlOrSkip();
 *   describe.skipIf(!pgUrl)('...', () => { ... });
 */
import { Socket } from 'node:net';
import pg from 'pg';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

export function servicesRequired(): boolean {
  return process.env.REQUIRE_SERVICES === '1';
}

/**
 * True when the service is there. Otherwise: throws when REQUIRE_SERVICES=1 (the test file fails with
 * the reason), else warns and answers false (the caller skips).
 */
export function requireService(name: string, available: boolean, reason: string): boolean {
  if (available) return true;
  const message = `${name} unavailable: ${reason}`;
  if (servicesRequired()) throw new Error(`${message} (REQUIRE_SERVICES=1, so this is a failure, not a skip)`);
  console.warn(`skipping ${name} tests — ${message} (set REQUIRE_SERVICES=1 to make this fail)`);
  return false;
}

/** Null when a TCP connection to host:port opens within the timeout, else why not. */
export function tcpUnreachable(host: string, port: number, timeoutMs = 2000): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (reason: string | null) => {
      socket.destroy();
      resolve(reason);
    };
    socket.setTimeout(timeoutMs, () => done(`no answer from ${host}:${port} within ${timeoutMs} ms`));
    socket.once('error', (error) => done(`${host}:${port}: ${error.message}`));
    socket.connect(port, host, () => done(null));
  });
}

/** The PostgreSQL URL tests use: TEST_DATABASE_URL, else DATABASE_URL, else the machine's local one. */
export function testPostgresUrl(): string {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
}

const postgresProbes = new Map<string, Promise<string | null>>();

/** Null when a client can connect and run a query, else why not (probed once per test process). */
export function postgresUnreachable(url = testPostgresUrl()): Promise<string | null> {
  const known = postgresProbes.get(url);
  if (known) return known;
  const probe = (async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.query('select 1');
      return null;
    } catch (error) {
      return `${redactUrl(url)}: ${(error as Error).message || String(error)}`;
    } finally {
      await client.end().catch(() => {});
    }
  })();
  postgresProbes.set(url, probe);
  return probe;
}

/** The URL to test against, or null (after a printed reason) when PostgreSQL is out of reach. */
export async function postgresUrlOrSkip(): Promise<string | null> {
  const url = testPostgresUrl();
  const reason = await postgresUnreachable(url);
  return requireService('PostgreSQL', reason === null, reason ?? '') ? url : null;
}

/** A URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable URL)';
  }
}

export const DEFAULT_TEST_REDIS_URL = 'redis://127.0.0.1:6379';

/** The Redis URL tests use: TEST_REDIS_URL, else REDIS_URL, else the machine's local one. */
export function testRedisUrl(): string {
  return process.env.TEST_REDIS_URL || process.env.REDIS_URL || DEFAULT_TEST_REDIS_URL;
}

/** Null when Redis answers a PING, else why not. */
export async function redisUnreachable(url = testRedisUrl()): Promise<string | null> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (error) {
    return `${redactUrl(url)}: ${(error as Error).message || String(error)}`;
  } finally {
    client.disconnect();
  }
}

/** The URL to test against, or null (after a printed reason) when Redis is out of reach. */
export async function redisUrlOrSkip(): Promise<string | null> {
  const url = testRedisUrl();
  const reason = await redisUnreachable(url);
  return requireService('Redis', reason === null, reason ?? '') ? url : null;
}
