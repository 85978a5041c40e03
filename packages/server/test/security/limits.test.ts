/**
 * Security point 5: message size and rate limits, and floods. A frame over 16 KiB closes only that
 * connection; fields are bounded by the schemas; one connection may send a burst of 40 messages and 20
 * a second; one address may hold 200 connections and open 30 rooms at once (then one every 10 s).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { startTestServer, waitFor, type TestClient, type TestServer } from '../support/harness.ts';

function connected(client: TestClient): Promise<void> {
  return client.socket.connected ? Promise.resolve() : new Promise((resolve) => client.socket.once('connect', () => resolve()));
}

let server: TestServer;
afterEach(async () => {
  await server?.closeAll();
});

describe('security: limits', () => {
  it('a frame over the size limit closes that connection only; the server and the other clients go on', async () => {
    server = await startTestServer();
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    const flooder = server.client();
    await connected(flooder);
    const closed = new Promise<string>((resolve) => flooder.socket.once('disconnect', resolve));
    (flooder.socket as unknown as { emit(...a: unknown[]): void }).emit('room:join', { code, name: 'x'.repeat(20_000), deviceToken: '0'.repeat(32) }, () => undefined);
    expect(await closed).toBeTruthy();
    await anna.configure({ clockSeconds: 20 });
    await waitFor(tv, () => tv.state.room?.config.clockSeconds === 20);
  });

  it('fields are bounded inside the frame: a 5,000-character name or a 500-character option key is BAD_MESSAGE', async () => {
    server = await startTestServer();
    const { code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    const long = await anna.request('room:join', { code, name: 'n'.repeat(5000), deviceToken: anna.deviceToken });
    expect(long.ok ? 'ok' : long.error.code).toBe('BAD_MESSAGE');
    const key = await anna.request('host:configure', { options: { ['k'.repeat(500)]: 1 } });
    expect(key.ok ? 'ok' : key.error.code).toBe('BAD_MESSAGE');
  });

  it('a connection sending faster than its budget gets RATE_LIMITED after its burst of 40', async () => {
    // The default burst, with a refill so slow that the test does not depend on how fast it runs.
    server = await startTestServer({ messageRate: { capacity: 40, refillPerSecond: 0.001 } });
    const client = server.client();
    await connected(client);
    const replies = await Promise.all(Array.from({ length: 50 }, () => client.request('rules:open', {})));
    const codes = replies.map((r) => (r.ok ? 'ok' : r.error.code));
    expect(codes).toEqual([...Array(40).fill('NOT_IN_ROOM'), ...Array(10).fill('RATE_LIMITED')]);
  });

  it('one address cannot hold more connections than the limit; a freed slot can be used again', async () => {
    server = await startTestServer({ maxConnectionsPerAddress: 5 });
    const sockets = Array.from({ length: 6 }, () => io(server.url, { transports: ['websocket'], forceNew: true, reconnection: false }));
    const outcomes = await Promise.all(
      sockets.map((s) => new Promise<string>((resolve) => {
        s.once('connect', () => resolve('connected'));
        s.once('connect_error', (e) => resolve(`refused: ${e.message}`));
      })),
    );
    expect(outcomes.filter((o) => o === 'connected').length).toBe(5);
    // Refused at the websocket's handshake (engine.io answers the upgrade with 400 RATE_LIMITED).
    expect(outcomes.filter((o) => o.startsWith('refused')).length).toBe(1);
    sockets.find((s) => s.connected)!.close();
    await new Promise((r) => setTimeout(r, 100));
    const again = io(server.url, { transports: ['websocket'], forceNew: true, reconnection: false });
    expect(await new Promise<string>((resolve) => {
      again.once('connect', () => resolve('connected'));
      again.once('connect_error', (e) => resolve(e.message));
    })).toBe('connected');
    for (const s of [...sockets, again]) s.close();
  });

  it('one address opening rooms in a loop is RATE_LIMITED after its burst', async () => {
    server = await startTestServer({ roomCreateRate: { capacity: 3, refillPerSecond: 0.001 } });
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      const tv = server.client();
      const reply = await tv.request('room:create', {});
      codes.push(reply.ok ? 'ok' : reply.error.code);
    }
    expect(codes).toEqual(['ok', 'ok', 'ok', 'RATE_LIMITED', 'RATE_LIMITED']);
    expect(server.manager.size).toBe(3);
  });
});
