/**
 * Issue 15, "Amplification": room states are coalesced — at most one per 100 ms per room (so per
 * client), the first at once and the latest winning; a client that stops reading is dropped once its
 * unsent data passes the bound, instead of the server buffering for it without end.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Server, type Socket } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { FakeTimers } from '../support/fake-timers.ts';
import { startTestServer, waitFor, type TestServer } from '../support/harness.ts';
import { sendOrDrop, unsentBytes } from '../../src/realtime/gateway.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.closeAll();
  server = undefined;
});

const states = (received: { event: string }[]): number => received.filter((r) => r.event === 'room:state').length;

describe('security: state fan-out', () => {
  it('thirty lobby changes in one instant reach every client as one state at once and one, the latest, after the interval', async () => {
    const timers = new FakeTimers();
    server = await startTestServer({ timers });
    const { tv, code } = await server.tv();
    const host = await server.phone(code, 'Host');
    const watcher = await server.phone(code, 'Watcher');
    // The watcher's join came within the interval of the host's: its state waits for the fake clock.
    timers.advance(1000);
    await waitFor(tv, () => tv.state.room?.members.length === 2);
    await waitFor(watcher, () => watcher.state.room?.members.length === 2);
    // A quiet interval: the next change goes out at once.
    timers.advance(1000);
    const before = { tv: states(tv.received), watcher: states(watcher.received) };
    const clocks = [20, 30, 45, 60, 90] as const;
    // Thirty rules toggles and option changes while the (fake) clock stands still.
    await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? host.openRules() : host.configure({ clockSeconds: clocks[i % 5] }))));
    await host.closeRules();
    await waitFor(tv, () => states(tv.received) === before.tv + 1, 'the first state');
    await new Promise((r) => setTimeout(r, 100));
    expect(states(tv.received)).toBe(before.tv + 1);
    expect(states(watcher.received)).toBe(before.watcher + 1);
    timers.advance(100);
    await waitFor(tv, () => states(tv.received) === before.tv + 2, 'the coalesced state');
    // The latest wins: the last change (clock 90 s, rules closed) is what the clients hold.
    expect(tv.state.room!.config.clockSeconds).toBe(90);
    expect(tv.state.room!.members.find((m) => m.name === 'Host')!.readingRules).toBe(false);
    await new Promise((r) => setTimeout(r, 100));
    expect(states(watcher.received)).toBe(before.watcher + 2);
  });

  it('a client that stops reading is dropped once its unsent data passes the bound', async () => {
    const http = createServer();
    const io = new Server(http, { transports: ['websocket'], maxHttpBufferSize: 1e6 });
    const serverSocket = new Promise<Socket>((resolve) => io.on('connection', resolve));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const client = connect(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, { transports: ['websocket'], reconnection: false });
    try {
      const socket = await serverSocket;
      await new Promise<void>((resolve) => (client.connected ? resolve() : client.once('connect', () => resolve())));
      // The client stops reading: its TCP socket is paused, so the kernel buffers fill, then the server's.
      (client.io.engine.transport as unknown as { ws: { _socket: { pause(): void } } }).ws._socket.pause();
      const bound = 1024 * 1024;
      const chunk = 'x'.repeat(100_000);
      let sent = 0;
      let peak = 0;
      while (sendOrDrop(socket, bound, 'room:state', { chunk, n: sent }) && sent < 2000) {
        sent++;
        peak = Math.max(peak, unsentBytes(socket));
        await new Promise((r) => setImmediate(r));
      }
      expect(socket.connected).toBe(false);
      expect(sent).toBeLessThan(2000);
      // It buffered at most about the bound (plus the one message that crossed it).
      expect(peak).toBeLessThanOrEqual(bound + 2 * chunk.length);
      expect(peak).toBeGreaterThan(0);
    } finally {
      client.close();
      // socket.io's close also closes `http`, which settles only once its connections are gone (next line).
      const ioClosed = io.close();
      http.closeAllConnections();
      await ioClosed;
    }
  });
});
