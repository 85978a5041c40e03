/**
 * Security point 3: host-only actions are refused to everybody else — another phone, the audience, the
 * TV — with NOT_HOST, and change nothing; the check is the server's, whatever the page shows.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ClientEventName } from '@kitchen-table/protocol';
import { startTestServer, waitFor, type TestServer } from '../support/harness.ts';
import { highCard } from '../support/test-game.ts';

let server: TestServer;
afterEach(async () => {
  await server?.closeAll();
});

describe('security: host-only actions', () => {
  it('configure, arrange, bot level, start, end, restart, kick and resume are NOT_HOST for a guest, the audience and the TV, in the lobby and during a match', async () => {
    server = await startTestServer({ games: [highCard] });
    const { tv, code } = await server.tv();
    const host = await server.phone(code, 'Host');
    const guest = await server.phone(code, 'Guest');
    await host.configure({ game: 'highcard', seats: 2, options: { deals: 3, cards: 3 }, clockSeconds: 0 });
    const audience = await server.phone(code, 'Watcher');
    const hostId = host.state.you!.memberId!;
    const payloads: [ClientEventName, unknown][] = [
      ['host:configure', { clockSeconds: 20 }],
      ['host:arrange', { slots: [{ kind: 'bot' }, { kind: 'bot' }] }],
      ['host:botLevel', { seat: 1, level: 'strong' }],
      ['host:start', {}],
      ['host:end', { mode: 'abort' }],
      ['host:restart', {}],
      ['host:kick', { memberId: hostId }],
      ['host:resume', {}],
    ];
    const room = server.manager.rooms.get(code)!;
    const print = (): string => JSON.stringify({ config: room.config, slots: room.slots, phase: room.phase, host: room.hostId, members: [...room.members.keys()], seq: room.match?.seq });
    for (const phase of ['lobby', 'playing'] as const) {
      if (phase === 'playing') {
        await host.start();
        await waitFor(tv, () => tv.state.room?.phase === 'playing');
      }
      const before = print();
      for (const client of [guest, audience, tv]) {
        for (const [event, payload] of payloads) {
          const reply = await client.request(event, payload);
          expect(reply.ok ? 'ok' : reply.error.code, `${event} in the ${phase}`).toBe('NOT_HOST');
        }
      }
      expect(print()).toBe(before);
    }
  });
});
