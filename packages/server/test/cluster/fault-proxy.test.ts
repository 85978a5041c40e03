/**
 * The fault proxy (bench/support/fault-proxy.ts) against a local echo server: it passes bytes both
 * ways; an outage closes every proxied connection and resets new ones until it ends; afterwards
 * connections work again; a restored proxy proxies at once; closing it leaves nothing open.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from '../../bench/support/fault-proxy.ts';

let echo: Server | null = null;
let proxy: FaultProxy | null = null;
const opened: Socket[] = [];

afterEach(async () => {
  for (const s of opened.splice(0)) s.destroy();
  await proxy?.close();
  proxy = null;
  await new Promise<void>((resolve) => (echo ? echo.close(() => resolve()) : resolve()));
  echo = null;
});

async function startEcho(): Promise<number> {
  echo = createServer((socket) => {
    socket.on('error', () => undefined);
    socket.pipe(socket);
  });
  await new Promise<void>((resolve) => echo!.listen(0, '127.0.0.1', resolve));
  return (echo.address() as { port: number }).port;
}

/** Connects through the proxy: resolves with the socket, or with the error/closure that came first. */
function dial(port: number): Promise<{ socket: Socket; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    opened.push(socket);
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.on('error', () => undefined);
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('close', () => reject(new Error('closed before connecting')));
  });
}

/** Sends `text` and resolves with what comes back, or rejects when the socket closes first. */
function roundTrip(socket: Socket, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let got = '';
    const onData = (chunk: Buffer): void => {
      got += chunk.toString();
      if (got.length >= text.length) {
        socket.off('data', onData);
        resolve(got);
      }
    };
    socket.on('data', onData);
    socket.once('close', () => reject(new Error('closed')));
    socket.write(text);
  });
}

describe('fault proxy', () => {
  it('passes bytes both ways, one connection per client', async () => {
    proxy = await startFaultProxy({ host: '127.0.0.1', port: await startEcho() });
    const a = await dial(proxy.port);
    const b = await dial(proxy.port);
    const big = 'x'.repeat(200_000);
    expect(await roundTrip(a.socket, 'hello')).toBe('hello');
    expect(await roundTrip(b.socket, big)).toBe(big);
    expect(proxy.open).toBe(2);
    expect(proxy.via('redis://localhost:6379/0')).toBe(`redis://127.0.0.1:${proxy.port}/0`);
  });

  it('an outage closes every proxied connection and resets new ones until it ends; then it proxies again', async () => {
    proxy = await startFaultProxy({ host: '127.0.0.1', port: await startEcho() });
    const a = await dial(proxy.port);
    expect(await roundTrip(a.socket, 'before')).toBe('before');
    const outage = proxy.outage(400);
    expect(proxy.down).toBe(true);
    await a.closed;
    expect(proxy.open).toBe(0);
    // During the outage a new connection is closed at once, before a byte comes back.
    const during = await dial(proxy.port).then(
      async ({ socket, closed }) => {
        const echoed = roundTrip(socket, 'during').then(() => 'echoed', () => 'closed');
        await closed;
        return echoed;
      },
      () => 'closed',
    );
    expect(during).toBe('closed');
    await outage;
    expect(proxy.down).toBe(false);
    const b = await dial(proxy.port);
    expect(await roundTrip(b.socket, 'after')).toBe('after');
  });

  it('cut and restore by hand; close leaves no connection open', async () => {
    proxy = await startFaultProxy({ host: '127.0.0.1', port: await startEcho() });
    const a = await dial(proxy.port);
    proxy.cut();
    await a.closed;
    proxy.restore();
    const b = await dial(proxy.port);
    expect(await roundTrip(b.socket, 'again')).toBe('again');
    await proxy.close();
    await b.closed;
    expect(proxy.open).toBe(0);
    proxy = null;
  });
});
