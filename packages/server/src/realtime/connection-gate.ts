/**
 * The gate in front of socket.io (issue 15: descriptor exhaustion, cross-site sockets). Three counters
 * and one check, all per address:
 * - every engine.io connection counts against `maxConnectionsPerAddress`, also one that never joins
 *   the socket.io namespace (a bare websocket): a new one past the cap is refused at its handshake
 *   (HTTP 403 for polling, 400 for a websocket upgrade) with `RATE_LIMITED`;
 * - every TCP connection counts against `maxSocketsPerAddress` (the HTTP server's own sockets: API,
 *   pages, polling, websockets, and connections that never send a request): past it, the socket is
 *   destroyed on arrival, before Node parses anything;
 * - a browser's `Origin` must be the page's own origin (the host the request was sent to) or one of
 *   `allowedOrigins`; a request without `Origin` is not from a cross-site page (browsers always send it
 *   on websockets and cross-origin requests) and passes — a script can forge any Origin anyway, and
 *   the per-address caps are what limit scripts.
 * Security headers go on socket.io's HTTP answers too (handshake, polling, errors, the websocket's 101).
 */
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Server } from 'socket.io';
import { securityHeadersMiddleware } from '../http/security-headers.ts';

export interface ConnectionGateOptions {
  maxConnectionsPerAddress: number;
  /** TCP connections per address; default twice the engine.io cap plus 16 (polling needs two). */
  maxSocketsPerAddress?: number;
  /** Extra origins allowed besides the page's own, exactly as a browser sends them ("https://x.org"). */
  allowedOrigins?: readonly string[];
}

export const RATE_LIMITED_CONNECTIONS = 'RATE_LIMITED: too many connections from this address';
export const ORIGIN_NOT_ALLOWED = 'ORIGIN_NOT_ALLOWED: this page may not connect to this server';

/** Counts per key, forgetting keys at zero. */
class Counter {
  private readonly counts = new Map<string, number>();
  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }
  add(key: string): void {
    this.counts.set(key, this.get(key) + 1);
  }
  remove(key: string): void {
    const left = this.get(key) - 1;
    if (left <= 0) this.counts.delete(key);
    else this.counts.set(key, left);
  }
}

/** Is `origin` the origin of the page that served this request, or one the operator allowed? */
export function originAllowed(origin: string | undefined, host: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

export function addressOf(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

/** The engine.io `allowRequest` check; use it as socket.io's option and call `attach` after. */
export function connectionGate(options: ConnectionGateOptions) {
  const engineConnections = new Counter();
  const allowed = options.allowedOrigins ?? [];
  const maxSockets = options.maxSocketsPerAddress ?? 2 * options.maxConnectionsPerAddress + 16;

  const allowRequest = (req: IncomingMessage, callback: (error: string | null | undefined, success: boolean) => void): void => {
    const origin = req.headers.origin;
    if (!originAllowed(origin, req.headers.host, allowed)) return callback(ORIGIN_NOT_ALLOWED, false);
    if (engineConnections.get(addressOf(req)) >= options.maxConnectionsPerAddress) return callback(RATE_LIMITED_CONNECTIONS, false);
    callback(null, true);
  };

  const attach = (io: Server, http: HttpServer): void => {
    io.engine.on('connection', (socket: { remoteAddress?: string; once(event: 'close', fn: () => void): void }) => {
      const address = socket.remoteAddress ?? 'unknown';
      engineConnections.add(address);
      socket.once('close', () => engineConnections.remove(address));
    });
    // Every answer of the engine (polling data, its errors) and the websocket's 101 response: engine.io
    // runs its middleware for upgrades too and puts the headers they set on the 101.
    io.engine.use(securityHeadersMiddleware());

    const sockets = new Counter();
    http.on('connection', (socket) => {
      const address = socket.remoteAddress ?? 'unknown';
      if (sockets.get(address) >= maxSockets) {
        socket.destroy();
        return;
      }
      sockets.add(address);
      socket.once('close', () => sockets.remove(address));
    });
  };

  return { allowRequest, attach, maxSocketsPerAddress: maxSockets, engineConnections: (address: string) => engineConnections.get(address) };
}
