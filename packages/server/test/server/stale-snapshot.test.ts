/**
 * The client SDK keeps the newest position of a match (issue 16): in a cluster a resume is answered by
 * one server process and reaches the phone through another, and a bot's update sent after that answer
 * can overtake it. A snapshot older than the update already shown must not take the position back — the
 * player would not see it is their turn (the failover benchmark's 30 s stragglers). A scripted
 * socket.io server sends exactly that order.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient, memoryStorage, SERVER_EVENTS, type KitchenTableClient } from '@kitchen-table/protocol';

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

const room = (clock: unknown) => ({ code: 'BCDF', phase: 'playing', members: [], hostId: null, clock });
const snapshot = (matchId: string, seq: number, toAct: number[]) => ({ room: room({ seat: toAct[0] }), you: { kind: 'member', memberId: 'm1', seat: 0 }, match: { matchId, seq, view: { seat: 0, toAct, legal: [] } } });
const update = (matchId: string, seq: number, toAct: number[]) => ({ matchId, seq, view: { seat: 0, toAct, legal: [] }, clock: { seat: toAct[0] }, events: [] });

/** A client of a server that sends `script` to it once it connects; resolves after the last message. */
async function scripted(script: [string, unknown][]): Promise<{ client: KitchenTableClient; seen: { event: string; seq: number | undefined }[] }> {
  const http = createServer();
  const io = new Server(http);
  io.on('connection', (socket) => {
    for (const [event, payload] of script) socket.emit(event, payload);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const client = createClient(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, { storage: memoryStorage(), socket: { transports: ['websocket'] } });
  closers.push(() => {
    client.close();
    void io.close();
  });
  const seen: { event: string; seq: number | undefined }[] = [];
  client.on('snapshot', (s) => seen.push({ event: 'snapshot', seq: s.match?.seq }));
  client.on('update', (u) => seen.push({ event: 'update', seq: u.seq }));
  const deadline = Date.now() + 5_000;
  while (seen.length < script.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  return { client, seen };
}

describe('a snapshot that crossed a newer update (client SDK)', () => {
  it('keeps the newer position: the player still sees it is their turn', async () => {
    const { client, seen } = await scripted([
      [SERVER_EVENTS.snapshot, snapshot('m1', 60, [2])],
      [SERVER_EVENTS.update, update('m1', 62, [0])],
      [SERVER_EVENTS.snapshot, snapshot('m1', 61, [3])],
    ]);
    expect(seen.map((s) => s.event)).toEqual(['snapshot', 'update', 'snapshot']);
    expect(client.state.match?.seq).toBe(62);
    expect((client.state.match?.view as { toAct: number[] }).toAct).toEqual([0]);
    // What the page is told with the snapshot is the newer position too.
    expect(seen.at(-1)!.seq).toBe(62);
  });

  it("takes a newer snapshot, and another match's snapshot, as they are", async () => {
    const { client } = await scripted([
      [SERVER_EVENTS.snapshot, snapshot('m1', 60, [2])],
      [SERVER_EVENTS.update, update('m1', 62, [0])],
      [SERVER_EVENTS.snapshot, snapshot('m2', 3, [1])],
    ]);
    expect(client.state.match).toMatchObject({ matchId: 'm2', seq: 3 });
    const { client: later } = await scripted([
      [SERVER_EVENTS.update, update('m1', 62, [0])],
      [SERVER_EVENTS.snapshot, snapshot('m1', 64, [1])],
    ]);
    expect(later.state.match?.seq).toBe(64);
  });
});
