/**
 * The fuzzer's commands (fast-check model-based testing): each sends one kind of message from one
 * client of one live room and checks the answer — a legal move is accepted, every bad message is
 * refused with an error code and changes nothing, in its own room or any other.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { CLIENT_EVENTS, CLIENT_SCHEMAS, ERROR_CODES, type ClientEventName } from '@kitchen-table/protocol';
import { roomInvariantViolations } from '../../src/rooms/room-invariants.ts';
import { connectClient, type TestClient, type TestServer } from '../support/harness.ts';
import { basePayload, deepSelection, hostileValue, oddSelection, positions, rawRequest, withHostile } from './hostile-values.ts';
import { fingerprint, roomOf, seatViewOf, settle, type LiveRoom } from './live-rooms.ts';

export interface FuzzWorld {
  server: TestServer;
  rooms: LiveRoom[];
  /** The last accepted move per room, for the replay command. */
  lastAccepted: Map<string, { matchId: string; payload: { seq: number; move: Record<string, unknown> }; client: TestClient }>;
  /** Clients made by commands (not in any room), closed at the end of the run. */
  strays: TestClient[];
  /** Error codes seen, for the run's summary. */
  codes: Map<string, number>;
}

type Model = Record<string, never>;
type Command = fc.AsyncCommand<Model, FuzzWorld>;

const EVENTS = Object.keys(CLIENT_SCHEMAS) as ClientEventName[];
const HOST_ONLY: ClientEventName[] = ['host:configure', 'host:arrange', 'host:botLevel', 'host:start', 'host:end', 'host:restart', 'host:kick', 'host:readmit', 'host:resume', 'host:startLesson'];
const HOST_PAYLOADS: Record<string, unknown> = {
  'host:configure': { clockSeconds: 20 },
  'host:arrange': { slots: [{ kind: 'bot' }, { kind: 'bot' }, { kind: 'bot' }] },
  'host:botLevel': { seat: 1, level: 'strong' },
  'host:start': {},
  'host:end': { mode: 'abort' },
  'host:restart': {},
  'host:kick': { memberId: '0123456789abcdef' },
  'host:readmit': { memberId: '0123456789abcdef' },
  'host:resume': {},
  'host:startLesson': {},
};

function note(world: FuzzWorld, code: string): void {
  world.codes.set(code, (world.codes.get(code) ?? 0) + 1);
}

/** A refusal: an error reply whose code is a protocol code or an engine code (UPPER_SNAKE). */
function expectRefused(world: FuzzWorld, reply: { ok: boolean; error?: { code: string } }, codes?: readonly string[]): string {
  expect(reply.ok, `expected a refusal, got ${JSON.stringify(reply).slice(0, 200)}`).toBe(false);
  const code = reply.error!.code;
  expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
  if (codes) expect(codes).toContain(code);
  note(world, code);
  return code;
}

/** Runs `act` and checks that no room changed (the target included). */
async function unchanged(world: FuzzWorld, act: () => Promise<void>): Promise<void> {
  const before = world.rooms.map((r) => fingerprint(world.server, r.code));
  await act();
  for (const r of world.rooms) await settle(world.server, r);
  const after = world.rooms.map((r) => fingerprint(world.server, r.code));
  expect(after).toEqual(before);
}

function toActPhone(room: LiveRoom): TestClient | undefined {
  // Between deals nobody is to move (the summary; `nextDeal` ends it).
  if (room.phones.some((p) => p.state.room?.summary)) return undefined;
  return room.phones.find((p) => {
    const v = seatViewOf(p);
    return v !== null && v.toAct.includes(v.seat) && v.legal.length > 0;
  });
}

class Cmd implements Command {
  constructor(
    private readonly label: string,
    private readonly act: (world: FuzzWorld) => Promise<void>,
  ) {}
  check(): boolean {
    return true;
  }
  async run(_m: Model, world: FuzzWorld): Promise<void> {
    await this.act(world);
    // After every command every room's state is consistent (room-core.ts, issue 13 item 7).
    for (const r of world.rooms) expect(roomInvariantViolations(roomOf(world.server, r.code)), `${this.label} in ${r.code}`).toEqual([]);
  }
  toString(): string {
    return this.label;
  }
}

const roomIndex = fc.nat(7);
const pick = (world: FuzzWorld, i: number): LiveRoom => world.rooms[i % world.rooms.length]!;
const anyClient = (room: LiveRoom, i: number): TestClient => [room.tv, ...room.phones, room.audience][i % 4]!;

/** A seated phone plays a legal move: accepted; other rooms untouched. */
const legalMove = fc.tuple(roomIndex, fc.nat()).map(([r, k]) => new Cmd(`legal(${r},${k})`, async (world) => {
  const room = pick(world, r);
  const phone = toActPhone(room);
  if (!phone) return;
  const others = world.rooms.filter((o) => o !== room).map((o) => [o, fingerprint(world.server, o.code)] as const);
  const view = seatViewOf(phone)!;
  const match = phone.state.match!;
  const payload = { seq: match.seq, move: view.legal[k % view.legal.length]! };
  const reply = await phone.request(CLIENT_EVENTS.move, payload);
  expect(reply, JSON.stringify(reply)).toMatchObject({ ok: true, data: { seq: match.seq + 1 } });
  world.lastAccepted.set(room.code, { matchId: match.matchId, payload, client: phone });
  await settle(world.server, room);
  for (const [o, print] of others) expect(fingerprint(world.server, o.code)).toBe(print);
}));

/** Between deals every phone taps "next deal": accepted (a late or second tap does nothing). */
const nextDeal = roomIndex.map((r) => new Cmd(`nextDeal(${r})`, async (world) => {
  const room = pick(world, r);
  for (const phone of room.phones) {
    const reply = await phone.request(CLIENT_EVENTS.nextDeal, {});
    if (phone.state.you?.seat !== null) expect(reply, JSON.stringify(reply)).toMatchObject({ ok: true });
  }
  await settle(world.server, room);
}));

/** A legal move against an older or a future state: STALE_STATE. */
const staleMove = fc.tuple(roomIndex, fc.integer({ min: -3, max: 3 }).filter((d) => d !== 0), fc.nat()).map(([r, d, k]) => new Cmd(`stale(${r},${d})`, async (world) => {
  const room = pick(world, r);
  const phone = toActPhone(room);
  if (!phone) return;
  const view = seatViewOf(phone)!;
  const seq = phone.state.match!.seq + d;
  if (seq < 0) return;
  await unchanged(world, async () => {
    expectRefused(world, await phone.request(CLIENT_EVENTS.move, { seq, move: view.legal[k % view.legal.length]! }), ['STALE_STATE']);
  });
}));

/** The last accepted move sent again, word for word: STALE_STATE. */
const replayed = roomIndex.map((r) => new Cmd(`replay(${r})`, async (world) => {
  const room = pick(world, r);
  const last = world.lastAccepted.get(room.code);
  if (!last || last.client.state.match?.matchId !== last.matchId) return;
  await unchanged(world, async () => {
    expectRefused(world, await last.client.request(CLIENT_EVENTS.move, last.payload), ['STALE_STATE']);
  });
}));

/** A phone that is not to act sends a move (its own card, or the seat to act's legal move): refused. */
const outOfTurn = fc.tuple(roomIndex, fc.boolean(), fc.nat()).map(([r, steal, k]) => new Cmd(`outOfTurn(${r},${steal})`, async (world) => {
  const room = pick(world, r);
  const mover = toActPhone(room);
  const idle = room.phones.find((p) => p !== mover && seatViewOf(p) !== null && !seatViewOf(p)!.toAct.includes(seatViewOf(p)!.seat));
  if (!idle) return;
  const own = seatViewOf(idle)!;
  const move = steal && mover ? seatViewOf(mover)!.legal[k % seatViewOf(mover)!.legal.length]! : { play: own.hand[k % Math.max(1, own.hand.length)] ?? 'AH' };
  await unchanged(world, async () => {
    expectRefused(world, await idle.request(CLIENT_EVENTS.move, { seq: idle.state.match!.seq, move }));
  });
}));

/** The audience and the TV cannot move: NOT_SEATED. */
const unseatedMove = fc.tuple(roomIndex, fc.boolean()).map(([r, tv]) => new Cmd(`unseated(${r},${tv})`, async (world) => {
  const room = pick(world, r);
  const client = tv ? room.tv : room.audience;
  const mover = toActPhone(room);
  const move = mover ? seatViewOf(mover)!.legal[0]! : { play: 'AH' };
  await unchanged(world, async () => {
    expectRefused(world, await client.request(CLIENT_EVENTS.move, { seq: client.state.match?.seq ?? 0, move }), ['NOT_SEATED']);
  });
}));

/**
 * The payload as the server receives it: socket.io sends JSON, so `undefined` members vanish, NaN
 * becomes null, a lone `undefined` argument arrives as null. A payload is malformed if *that* fails.
 */
function onTheWire(payload: unknown): unknown {
  return payload === undefined ? null : JSON.parse(JSON.stringify(payload) ?? 'null');
}

/** Any payload that its event's schema refuses, from any client: BAD_MESSAGE. */
const malformed = fc
  .tuple(roomIndex, fc.nat(), fc.constantFrom(...EVENTS), fc.oneof(fc.anything({ maxDepth: 3 }), fc.object({ maxDepth: 2 }), fc.jsonValue({ maxDepth: 3 })))
  .filter(([, , event, payload]) => !CLIENT_SCHEMAS[event].safeParse(onTheWire(payload)).success)
  .map(([r, c, event, payload]) => new Cmd(`malformed(${r},${c},${event},${JSON.stringify(payload)?.slice(0, 80)})`, async (world) => {
    const client = anyClient(pick(world, r), c);
    await unchanged(world, async () => {
      expectRefused(world, await client.request(event, payload), ['BAD_MESSAGE']);
    });
  }));

/** Wrong argument counts, unknown events, and messages without an acknowledgement: BAD_MESSAGE. */
const wrongShape = fc.tuple(roomIndex, fc.nat(), fc.constantFrom(...EVENTS, 'nonsense', 'room:destroy', '__proto__'), fc.constantFrom('none', 'two', 'noAck')).map(([r, c, event, shape]) =>
  new Cmd(`wrongShape(${r},${c},${event},${shape})`, async (world) => {
    const client = anyClient(pick(world, r), c);
    const socket = client.socket as unknown as { timeout(ms: number): { emitWithAck(...a: unknown[]): Promise<unknown> }; emit(...a: unknown[]): void };
    await unchanged(world, async () => {
      if (shape === 'noAck') {
        const got = new Promise<{ code: string }>((resolve) => client.socket.once('server:error', resolve));
        socket.emit(event, {});
        expectRefused(world, { ok: false, error: await got }, ['BAD_MESSAGE']);
        return;
      }
      const args = shape === 'none' ? [] : [{}, {}];
      const isKnown = EVENTS.includes(event as ClientEventName);
      if (!isKnown && shape === 'none') args.push({});
      const reply = (await socket.timeout(5000).emitWithAck(event, ...args)) as { ok: boolean; error?: { code: string } };
      expectRefused(world, reply, ['BAD_MESSAGE']);
    });
  }),
);

/** Host-only actions from the guest, the audience or the TV: NOT_HOST. */
const notHost = fc.tuple(roomIndex, fc.integer({ min: 1, max: 3 }), fc.constantFrom(...HOST_ONLY)).map(([r, c, event]) => new Cmd(`notHost(${r},${c},${event})`, async (world) => {
  const room = pick(world, r);
  const client = [room.tv, room.phones[1]!, room.audience][c - 1]!;
  await unchanged(world, async () => {
    expectRefused(world, await client.request(event, HOST_PAYLOADS[event]), ['NOT_HOST']);
  });
}));

/** Cross-room: the host of one room kicks a member of another (NOT_SEATED) or seats them (WRONG_PHASE/BAD_SEATS). */
const crossRoom = fc.tuple(roomIndex, roomIndex, fc.boolean()).map(([a, b, kick]) => new Cmd(`crossRoom(${a},${b},${kick})`, async (world) => {
  const room = pick(world, a);
  const other = pick(world, b);
  if (room === other) return;
  const victim = other.phones[1]!.state.you!.memberId!;
  await unchanged(world, async () => {
    const reply = kick
      ? await room.phones[0]!.request(CLIENT_EVENTS.kick, { memberId: victim })
      : await room.phones[0]!.request(CLIENT_EVENTS.arrange, { slots: [{ kind: 'human', memberId: victim }, { kind: 'bot' }, { kind: 'bot' }, { kind: 'bot' }] });
    expectRefused(world, reply, kick ? ['NOT_SEATED'] : ['WRONG_PHASE', 'BAD_SEATS']);
  });
}));

/** Fields over their limits (a name, a move key, a huge move value) inside the size limit: refused. */
const oversizedField = fc.tuple(roomIndex, fc.constantFrom('name', 'moveKey', 'moveValue', 'options')).map(([r, kind]) => new Cmd(`oversizedField(${r},${kind})`, async (world) => {
  const room = pick(world, r);
  const phone = room.phones[0]!;
  await unchanged(world, async () => {
    let reply;
    if (kind === 'name') reply = await phone.request(CLIENT_EVENTS.join, { code: room.code, name: 'x'.repeat(5000), deviceToken: phone.deviceToken });
    else if (kind === 'moveKey') reply = await phone.request(CLIENT_EVENTS.move, { seq: phone.state.match!.seq, move: { ['k'.repeat(500)]: 1 } });
    else if (kind === 'options') reply = await phone.request(CLIENT_EVENTS.configure, { options: { deals: 'y'.repeat(5000) } });
    else reply = await phone.request(CLIENT_EVENTS.move, { seq: phone.state.match!.seq, move: { play: 'z'.repeat(12_000) } });
    expectRefused(world, reply);
  });
}));

/**
 * A frame over the 16 KiB limit: socket.io drops that connection (it cannot be answered). The process
 * and every room go on; the phone reconnects and resumes its seat by itself.
 */
const oversizedFrame = fc.tuple(roomIndex, fc.nat(1)).map(([r, c]) => new Cmd(`oversizedFrame(${r},${c})`, async (world) => {
  const room = pick(world, r);
  const phone = room.phones[c]!;
  await unchanged(world, async () => {
    const dropped = new Promise<void>((resolve) => phone.socket.once('disconnect', () => resolve()));
    const back = new Promise<void>((resolve) => {
      const off = phone.on('snapshot', () => {
        off();
        resolve();
      });
    });
    void phone.request(CLIENT_EVENTS.move, { seq: 0, move: { play: 'q'.repeat(64 * 1024) } });
    await dropped;
    await back;
    note(world, 'DISCONNECTED');
  });
}));

/** A connection in no room: NOT_IN_ROOM for room events; unknown codes and tokens: ROOM_NOT_FOUND. */
const stranger = fc.tuple(fc.constantFrom<ClientEventName>('match:move', 'host:start', 'rules:open', 'seat:claim', 'room:leave', 'room:join', 'room:resume'), fc.string({ minLength: 4, maxLength: 8 })).map(([event, text]) =>
  new Cmd(`stranger(${event},${JSON.stringify(text)})`, async (world) => {
    const client = connectClient(world.server.url);
    world.strays.push(client);
    const payloads: Record<string, unknown> = {
      'match:move': { seq: 0, move: { play: 'AH' } },
      'host:start': {},
      'rules:open': {},
      'seat:claim': { seat: 0 },
      'room:leave': {},
      // Digits are not in the code alphabet: this code can never name a live room.
      'room:join': { code: `9${text}`.slice(0, 12), name: 'Stranger', deviceToken: client.deviceToken },
      'room:resume': { token: '0'.repeat(32) },
    };
    await unchanged(world, async () => {
      const expected = event === 'room:join' || event === 'room:resume' ? ['ROOM_NOT_FOUND'] : ['NOT_IN_ROOM'];
      expectRefused(world, await client.request(event, payloads[event]), expected);
    });
  }),
);

/** An answer came, and it is an acceptance or a refusal with a code: never INTERNAL (issue 26). */
function expectAnswered(world: FuzzWorld, reply: { ok: boolean; error?: { code: string } } | null, what: string): void {
  expect(reply, `${what}: no answer`).not.toBeNull();
  if (reply!.ok) return note(world, 'OK');
  expect(reply!.error!.code, what).toMatch(/^[A-Z][A-Z0-9_]*$/);
  expect(reply!.error!.code, what).not.toBe('INTERNAL');
  note(world, reply!.error!.code);
}

/**
 * Issue 26: a deep, huge or odd value in any field (at any depth, or as the whole payload, or as a
 * field too many) of any event, from any client of a room. The answer is a code, never INTERNAL; the
 * room's invariants hold; what a value that passes leaves behind (a stored selection, a name) is
 * judged later by the rest of the run — the clock (`clockRunsOut`), the replay and the error log.
 */
const hostileField = fc
  .tuple(roomIndex, fc.nat(), fc.constantFrom(...EVENTS), fc.nat(), hostileValue)
  .map(([r, c, event, p, hostile]) => new Cmd(`hostileField(${r},${c},${event},${p},${hostile.label})`, async (world) => {
    const room = pick(world, r);
    // A join is the watcher's own (as any other client it would take that client out of its role).
    const client = event === CLIENT_EVENTS.join ? room.audience : anyClient(room, c);
    const base = basePayload(event, room, client);
    const all = positions(base);
    const path = all[p % all.length]!;
    const reply = await rawRequest(client, event, withHostile(base, path, hostile));
    expectAnswered(world, reply, `${event} at ${path.join('.') || '(payload)'}: ${hostile.label}`);
    for (const r2 of world.rooms) await settle(world.server, r2);
  }));

/**
 * Issue 26: the phone to act selects an odd move (its shape within the bound, so the room keeps it) or
 * an over-bound one (refused: an 8,000-deep one took the process down when the clock judged it), and then its clock runs out: the host turns a 20 s clock on (a clock
 * second lasts 1 ms in the fuzz server), the clock judges the selection and plays for the seat, and
 * the clock goes off again. Other rooms are untouched; the room plays on.
 */
const selection = fc.oneof(
  oddSelection,
  deepSelection,
  hostileValue.map((h) => ({ label: `play:${h.label}`, text: `{"play":${h.text}}` })),
);
const clockRunsOut = fc.tuple(roomIndex, selection).map(([r, selection]) => new Cmd(`clockRunsOut(${r},${selection.label})`, async (world) => {
  const room = pick(world, r);
  const phone = toActPhone(room);
  if (!phone) return;
  const others = world.rooms.filter((o) => o !== room).map((o) => [o, fingerprint(world.server, o.code)] as const);
  expectAnswered(world, await rawRequest(phone, CLIENT_EVENTS.select, `{"move":${selection.text}}`), `select ${selection.label}`);
  const live = roomOf(world.server, room.code);
  const match = live.match!;
  const seq = match.seq;
  const host = room.phones[0]!;
  expect(await host.request(CLIENT_EVENTS.configure, { clockSeconds: 20 })).toMatchObject({ ok: true });
  const deadline = Date.now() + 5_000;
  while (live.match === match && match.seq === seq && live.summary === null && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 2));
  expect(await host.request(CLIENT_EVENTS.configure, { clockSeconds: 0 })).toMatchObject({ ok: true });
  expect(live.match !== match || match.seq > seq || live.summary !== null, 'the clock played for the seat').toBe(true);
  note(world, 'CLOCK_RAN_OUT');
  await settle(world.server, room);
  for (const [o, print] of others) expect(fingerprint(world.server, o.code)).toBe(print);
}));

export const FUZZ_COMMANDS = [legalMove, legalMove, legalMove, nextDeal, staleMove, replayed, outOfTurn, unseatedMove, malformed, malformed, wrongShape, notHost, crossRoom, oversizedField, oversizedFrame, stranger, hostileField, hostileField, clockRunsOut];

/** Every protocol code is known (engine codes pass through too). */
export const KNOWN_CODES: readonly string[] = ERROR_CODES;
