/**
 * A TCP proxy that can cut a service off (issue 26: `bench failover --fault`, the Redis-outage test).
 * It listens on a port of its own on 127.0.0.1 and pipes every connection to the target. `outage(ms)`
 * closes every proxied connection at once (both sides, with a reset: what a crashed service or a cut
 * cable looks like to its clients) and, for `ms`, takes connections and resets them at once (a client
 * reconnecting meanwhile fails fast and tries again, as against a service that is restarting); then it
 * proxies again. Nothing else: no parsing, no buffering beyond Node's pipes.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface FaultProxy {
  /** The port clients connect to (instead of the target's). */
  readonly port: number;
  /** `url` with its host and port replaced by the proxy's (e.g. redis://127.0.0.1:6379 → redis://127.0.0.1:<port>). */
  via(url: string): string;
  /** Cuts the service off for `ms` (every connection closed now, new ones refused until then); resolves at its end. */
  outage(ms: number): Promise<void>;
  /** Cuts the service off until `restore()`. */
  cut(): void;
  /** Proxies new connections again. */
  restore(): void;
  /** True while the service is cut off. */
  readonly down: boolean;
  /** Connections being proxied now. */
  readonly open: number;
  close(): Promise<void>;
}

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  const pairs = new Set<{ client: Socket; upstream: Socket }>();
  let down = false;
  let ended: (() => void) | null = null;
  let outageTimer: ReturnType<typeof setTimeout> | null = null;

  const reset = (socket: Socket): void => {
    // A reset, not a polite FIN: the client learns at once that the connection is gone.
    if (!socket.destroyed) socket.resetAndDestroy();
  };

  const server: Server = createServer((client) => {
    client.on('error', () => undefined);
    if (down) return reset(client);
    client.setNoDelay(true);
    const upstream = connect({ host: target.host, port: target.port });
    upstream.setNoDelay(true);
    upstream.on('error', () => undefined);
    const pair = { client, upstream };
    pairs.add(pair);
    const close = (): void => {
      pairs.delete(pair);
      reset(client);
      reset(upstream);
    };
    client.once('close', close);
    upstream.once('close', close);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as { port: number }).port;

  const cut = (): void => {
    down = true;
    for (const pair of [...pairs]) {
      pairs.delete(pair);
      reset(pair.client);
      reset(pair.upstream);
    }
  };
  const restore = (): void => {
    down = false;
    if (outageTimer) clearTimeout(outageTimer);
    outageTimer = null;
    const done = ended;
    ended = null;
    done?.();
  };

  return {
    port,
    via(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    outage(ms) {
      cut();
      return new Promise<void>((resolve) => {
        ended = resolve;
        outageTimer = setTimeout(restore, ms);
      });
    },
    cut,
    restore,
    get down() {
      return down;
    },
    get open() {
      return pairs.size;
    },
    async close() {
      restore();
      cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
