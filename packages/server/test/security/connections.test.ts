/**
 * Issue 15, "Descriptor exhaustion" and "Smaller": every engine.io connection counts against the
 * per-address cap, also bare websockets that never join the socket.io namespace, and those are closed
 * after `connectTimeoutMs`; a browser page from another origin cannot open a socket (websocket or
 * polling) unless ALLOWED_ORIGINS lists it; socket.io's HTTP answers carry the security headers; the
 * open-files limit is checked at start-up.
 */
import { connect as tcpConnect, type Socket as TcpSocket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { io } from 'socket.io-client';
import { startTestServer, type TestServer } from '../support/harness.ts';
import { originAllowed } from '../../src/realtime/connection-gate.ts';
import { checkOpenFilesLimit, parseOpenFilesLimit, readOpenFilesLimit, requiredOpenFiles } from '../../src/realtime/open-files.ts';

let server: TestServer;
const sockets: WebSocket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.terminate();
  await server?.closeAll();
});

const wsUrl = (): string => `${server.url.replace('http', 'ws')}/socket.io/?EIO=4&transport=websocket`;

/** A bare engine.io websocket: handshake done (the server's "0{…}" open packet), namespace never joined. */
function bareSocket(headers: Record<string, string> = {}): Promise<{ ws: WebSocket; outcome: 'open' | string; upgradeHeaders?: Record<string, unknown> }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(wsUrl(), { headers });
    sockets.push(ws);
    let upgradeHeaders: Record<string, unknown> | undefined;
    ws.once('upgrade', (res) => (upgradeHeaders = res.headers));
    ws.once('message', (data) => resolve({ ws, outcome: String(data).startsWith('0') ? 'open' : String(data), upgradeHeaders }));
    ws.once('unexpected-response', (_req, res) => resolve({ ws, outcome: `refused ${res.statusCode}` }));
    ws.once('error', (e) => resolve({ ws, outcome: `error ${e.message}` }));
  });
}

function socketIo(): Promise<string> {
  const s = io(server.url, { transports: ['websocket'], forceNew: true, reconnection: false });
  return new Promise((resolve) => {
    s.once('connect', () => {
      resolve('connected');
      s.close();
    });
    s.once('connect_error', (e) => {
      resolve(`refused: ${e.message}`);
      s.close();
    });
  });
}

describe('security: connections', () => {
  it('bare websockets that never join the namespace count against the per-address cap', async () => {
    server = await startTestServer({ maxConnectionsPerAddress: 5 });
    const bare = await Promise.all(Array.from({ length: 5 }, () => bareSocket()));
    expect(bare.map((b) => b.outcome)).toEqual(Array(5).fill('open'));
    expect(await socketIo()).toMatch(/^refused/);
    expect((await bareSocket()).outcome).toBe('refused 400');
    // A freed slot can be used again.
    const closed = new Promise((r) => bare[0]!.ws.once('close', r));
    bare[0]!.ws.close();
    await closed;
    await new Promise((r) => setTimeout(r, 50));
    expect(await socketIo()).toBe('connected');
  });

  it('TCP connections that never send a request count too: past the per-address socket cap they are closed on arrival', async () => {
    server = await startTestServer({ maxConnectionsPerAddress: 2 });
    const port = Number(new URL(server.url).port);
    // The cap is twice the engine.io cap plus 16: 20 sockets here.
    const raw: TcpSocket[] = [];
    const outcomes = await Promise.all(
      Array.from({ length: 25 }, () => new Promise<string>((resolve) => {
        const s = tcpConnect(port, '127.0.0.1');
        raw.push(s);
        s.once('close', () => resolve('closed'));
        s.once('error', () => resolve('closed'));
        setTimeout(() => resolve('open'), 500);
      })),
    );
    for (const s of raw) s.destroy();
    expect(outcomes.filter((o) => o === 'open')).toHaveLength(20);
    expect(outcomes.filter((o) => o === 'closed')).toHaveLength(5);
  });

  it('a connection that does not join the namespace is closed after the connect timeout', async () => {
    server = await startTestServer({ connectTimeoutMs: 200 });
    const { ws, outcome } = await bareSocket();
    expect(outcome).toBe('open');
    const started = Date.now();
    await new Promise((r) => ws.once('close', r));
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('only the page’s own origin (or an allowed one) may open a websocket or a polling session', async () => {
    server = await startTestServer({ allowedOrigins: ['https://cards.example.org'] });
    const host = new URL(server.url).host;
    expect((await bareSocket({ Origin: 'http://evil.example' })).outcome).toBe('refused 400');
    expect((await bareSocket({ Origin: `http://${host}` })).outcome).toBe('open');
    expect((await bareSocket({ Origin: 'https://cards.example.org' })).outcome).toBe('open');
    // No Origin at all: not a cross-site page (scripts are limited by the per-address caps instead).
    expect((await bareSocket()).outcome).toBe('open');

    const poll = (origin?: string) => fetch(`${server.url}/socket.io/?EIO=4&transport=polling`, { headers: origin ? { Origin: origin } : {} });
    const refused = await poll('http://evil.example');
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('ORIGIN_NOT_ALLOWED');
    expect((await poll(`http://${host}`)).status).toBe(200);
    expect(originAllowed('http://192.168.1.5:8080', '192.168.1.5:8080', [])).toBe(true);
    expect(originAllowed('http://evil.example:8080', '192.168.1.5:8080', [])).toBe(false);
    expect(originAllowed('null', '192.168.1.5:8080', [])).toBe(false);
  });

  it('socket.io’s HTTP answers carry the security headers: polling handshake, its errors, the websocket upgrade', async () => {
    server = await startTestServer();
    // The same headers as an HTTP answer of the app (headers.test.ts checks what they say).
    const page = await fetch(`${server.url}/api/health`);
    const names = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'cross-origin-opener-policy', 'cross-origin-resource-policy', 'permissions-policy'];
    const check = (headers: (name: string) => string | null | undefined): void => {
      for (const name of names) {
        expect(page.headers.get(name), name).toBeTruthy();
        expect(headers(name), name).toBe(page.headers.get(name));
      }
    };
    const handshake = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`);
    expect(handshake.status).toBe(200);
    check((n) => handshake.headers.get(n));
    const bad = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling&sid=nonexistent`);
    expect(bad.status).toBe(400);
    check((n) => bad.headers.get(n));
    const { upgradeHeaders } = await bareSocket();
    check((n) => upgradeHeaders?.[n] as string | undefined);
  });

  it('the open-files limit is read from /proc/self/limits and a low one is warned about', () => {
    const text = 'Limit                     Soft Limit           Hard Limit           Units\nMax open files            1024                 1048576              files\n';
    expect(parseOpenFilesLimit(text)).toBe(1024);
    expect(parseOpenFilesLimit(text.replace('1024 ', 'unlimited '))).toBe(Infinity);
    expect(parseOpenFilesLimit('nothing here')).toBeNull();
    const warnings: string[] = [];
    // The default caps: 200 engine.io connections, 416 TCP sockets per address.
    expect(requiredOpenFiles(416)).toBe(1920);
    expect(checkOpenFilesLimit(416, (_d, m) => warnings.push(m), 1024).ok).toBe(false);
    expect(warnings[0]).toMatch(/open-files limit 1024 is below 1920/);
    expect(checkOpenFilesLimit(416, (_d, m) => warnings.push(m), 65_536).ok).toBe(true);
    expect(checkOpenFilesLimit(416, (_d, m) => warnings.push(m), null).ok).toBe(true);
    expect(warnings).toHaveLength(1);
    if (process.platform === 'linux') expect(readOpenFilesLimit()).toBeGreaterThan(0);
  });
});
