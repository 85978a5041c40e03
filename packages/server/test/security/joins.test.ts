/**
 * Issue 15, "Phantom players": joins that add a member (a seat or a watcher's place) are limited per
 * address — a burst of 8, then one every 5 s; the same device coming back is not limited, nor is any
 * other address. A kick bans the kicked phone's address from the room for 10 minutes, so a script
 * cannot take back the seat the host opened; a real phone (another address) takes it. A refused join
 * writes no profile row.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createClient, memoryStorage } from '@kitchen-table/protocol';
import { highCard } from '../support/test-game.ts';
import { refusal, startTestServer, waitFor, type TestClient, type TestServer } from '../support/harness.ts';
import { DEFAULT_JOIN_RATE } from '../../src/server.ts';
import type { KyselyStore } from '../../src/storage/kysely-store.ts';

let server: TestServer;
const extra: TestClient[] = [];
afterEach(async () => {
  for (const c of extra.splice(0)) c.close();
  await server?.closeAll();
});

/** A client whose connections come from another loopback address (another device on the Wi-Fi). */
function clientFrom(localAddress: string): TestClient {
  const c = createClient(server.url, {
    storage: memoryStorage(),
    socket: { transports: ['websocket'], forceNew: true, reconnection: false, localAddress } as never,
  }) as TestClient;
  extra.push(c);
  return c;
}

async function profileRows(): Promise<number> {
  const row = await (server.store as KyselyStore).db.selectFrom('profiles').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('security: joins', () => {
  it('one address gets a burst of 8 joins that add a member, then RATE_LIMITED; the same device may come back; a refused join leaves no profile', async () => {
    server = await startTestServer({ joinRate: DEFAULT_JOIN_RATE });
    const { code } = await server.tv();
    const phones = [];
    for (let i = 0; i < 8; i++) phones.push(await server.phone(code, `P${i}`));
    const before = await profileRows();
    expect(await refusal(server.client().join(code, 'Ninth'))).toBe('RATE_LIMITED');
    expect(await profileRows()).toBe(before);
    // The same device joining again (a reload without its session) adds no member: not limited.
    const again = await phones[3]!.join(code, 'P3');
    expect(again.snapshot.you.memberId).toBe(phones[3]!.state.you!.memberId);
    // Another address is not slowed by this one.
    const other = clientFrom('127.0.0.3');
    await other.join(code, 'Other');
    expect(server.manager.rooms.get(code)!.members.size).toBe(9);
  });

  it('a script filling the table cannot keep a real phone out of the seat the host opens', async () => {
    server = await startTestServer({ games: [highCard], joinRate: DEFAULT_JOIN_RATE });
    const tv = clientFrom('127.0.0.2');
    const { code } = await tv.createRoom();
    const host = clientFrom('127.0.0.2');
    await host.join(code, 'Host');
    await host.configure({ game: 'highcard', seats: 6 });
    // The script (127.0.0.1) takes the five other seats and watches with three more phones.
    const phantoms = [];
    for (let i = 0; i < 8; i++) phantoms.push(await server.phone(code, `Ghost ${i}`));
    expect(await refusal(server.client().join(code, 'Ghost 8'))).toBe('RATE_LIMITED');
    await waitFor(host, () => host.state.room?.members.length === 9);
    const seatedGhost = host.state.room!.slots.find((s) => s.kind === 'human' && s.name.startsWith('Ghost'))!;
    await host.kick((seatedGhost as { memberId: string }).memberId);
    await waitFor(host, () => host.state.room!.slots.some((s) => s.kind === 'open'), 'the open seat');
    // The script's address is banned from the room now, whatever device token it sends.
    expect(await refusal(server.client().join(code, 'Ghost 9'))).toBe('ADDRESS_BLOCKED');
    const real = clientFrom('127.0.0.4');
    const joined = await real.join(code, 'Real');
    expect(joined.snapshot.you.role).toBe('player');
  });
});
