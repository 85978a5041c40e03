/**
 * What each client is sent. Hidden information is decided here and only here: a seat holder gets its
 * own seat's view; the TV and the audience get the table view; nobody ever gets another seat's view.
 * The room state carries no view at all (names, seats, clock, pause), so it goes to everyone alike.
 */
import type { MatchUpdate, RoomState, Snapshot, You } from '@kitchen-table/protocol';
import type { SeatViewBase, ViewHeader } from '@kitchen-table/engine';
import type { Link, Member, Speaker } from './link.ts';
import { seatOf } from './lobby-slots.ts';
import { pauseEndsAt, pausingReaders } from './pause-rules.ts';
import type { RoomCore } from './room-core.ts';

export function roomState(room: RoomCore): RoomState {
  const now = room.timers.now();
  const members = [...room.members.values()];
  return {
    code: room.code,
    phase: room.phase,
    hostId: room.hostId,
    tvConnected: room.tvLinks.size > 0,
    members: members.map((m) => {
      const seat = seatOf(room.slots, m.id);
      return { id: m.id, name: m.name, role: seat === null ? 'audience' : 'player', seat, connected: m.links.size > 0, readingRules: m.readingRules, ...(m.outside ? { outside: true } : {}) };
    }),
    config: { ...room.config, options: { ...room.config.options } },
    slots: room.slots.map((s) => {
      if (s.kind !== 'human') return { ...s };
      const m = room.members.get(s.memberId);
      return { kind: 'human', memberId: s.memberId, name: m?.name ?? '?', connected: (m?.links.size ?? 0) > 0, ...(m?.outside ? { outside: true } : {}) };
    }),
    claims: [...room.claims].map(([seat, memberId]) => ({ seat, memberId, approved: !room.unapprovedClaims.has(seat) })),
    summary: room.summary && {
      deal: room.summary.deal,
      remainingMs: Math.max(0, summaryDeadline(room, room.summary) - now),
      // Issue 30: the end as a time on the server's clock (as the seat clocks' deadlines), valid in every state sent.
      deadline: summaryDeadline(room, room.summary),
      ready: [...room.summary.ready],
      waiting: summaryWaiting(room),
    },
    finishing: room.finishing,
    paused: room.pausedSince === null
      ? null
      : {
          readers: pausingReaders(room).map((m) => ({ id: m.id, name: m.name })),
          by: pauserOf(room),
          since: room.pausedSince,
          autoResumeInMs: Math.max(0, (pauseEndsAt(room) ?? now) - now),
        },
    suspended: room.suspended,
    hold: room.hold,
    kicked: [...room.kicked.values()].reverse().map((k) => ({ memberId: k.memberId, name: k.name })),
    clock: room.match ? room.clocks.info() : null,
    result: room.result,
    endedEarly: room.endedEarly,
    // issue 18 part 3
    lesson: room.match?.isLesson === true,
    coach: { seats: room.coachedSeats(), match: room.phase !== 'lobby' && room.matchCoached },
    // issue 28 §1: who played each finished deal (history names them, not a later holder)
    ...(room.phase === 'lobby' ? {} : { dealNames: room.dealSeats.map((seats) => seats.map((h) => h.name)) }),
    // issue 30 part 4: seats with an outside bot's invitation waiting (never the code)
    invites: room.invites.pending(),
  };
}

function summaryDeadline(room: RoomCore, summary: { startedAt: number }): number {
  return summary.startedAt + room.config.summarySeconds * room.timings.clockSecondMs;
}

function pauserOf(room: RoomCore): { id: string; name: string } | null {
  const m = room.pausedBy === null ? undefined : room.members.get(room.pausedBy);
  return m ? { id: m.id, name: m.name } : null;
}

/** Connected phones holding a seat that have not yet tapped "next deal" in the summary. */
export function summaryWaiting(room: RoomCore): string[] {
  const summary = room.summary;
  if (!summary) return [];
  return room.slots.flatMap((s) => {
    if (s.kind !== 'human' || summary.ready.has(s.memberId)) return [];
    const m = room.members.get(s.memberId);
    return m && m.links.size > 0 ? [m.id] : [];
  });
}

export function youOf(room: RoomCore, speaker: Speaker): You {
  if (speaker.kind === 'tv') return { role: 'tv', memberId: null, seat: null, isHost: false };
  const seat = seatOf(room.slots, speaker.memberId);
  // profileId (issue 18, part 4): the phone's own public profile id, for "my statistics".
  const profileId = room.members.get(speaker.memberId)?.profileId || null;
  return { role: seat === null ? 'audience' : 'player', memberId: speaker.memberId, seat, isHost: room.hostId === speaker.memberId, profileId };
}

/** The seat whose view a speaker may see during a match, or null for the table view. */
function viewSeat(room: RoomCore, speaker: Speaker): number | null {
  if (speaker.kind === 'tv' || !room.match) return null;
  const seat = seatOf(room.slots, speaker.memberId);
  return seat !== null && seat < room.match.seats ? seat : null;
}

export function snapshotFor(room: RoomCore, speaker: Speaker, state: RoomState = roomState(room)): Snapshot {
  const match = room.match;
  let view: SeatViewBase | ViewHeader | null = null;
  if (match) {
    const seat = viewSeat(room, speaker);
    view = seat === null ? match.tableView() : match.seatView(seat);
  }
  const seat = match ? viewSeat(room, speaker) : null;
  const advice = seat === null ? undefined : room.advice.get(seat);
  return {
    room: state,
    you: youOf(room, speaker),
    match: match && view ? { matchId: match.id, seq: match.seq, view } : null,
    ...(advice && match && advice.matchId === match.id && advice.seq === match.seq ? { advice } : {}),
  };
}

/** Each member's seat now (null: none), to tell after a change who changed seat. */
export function memberSeats(room: RoomCore): Map<string, number | null> {
  const seats = new Map<string, number | null>();
  for (const id of room.members.keys()) seats.set(id, viewSeat(room, { kind: 'member', memberId: id }));
  return seats;
}

/** Every link of the room with who it speaks for. */
export function* audienceOf(room: RoomCore): Generator<{ link: Link; speaker: Speaker; member?: Member }> {
  for (const link of room.tvLinks) yield { link, speaker: { kind: 'tv' } };
  for (const member of room.members.values()) {
    for (const link of member.links) yield { link, speaker: { kind: 'member', memberId: member.id }, member };
  }
}

/** Room states are sent at most once per this interval per room (issue 15: amplification). */
export const STATE_INTERVAL_MS = 100;

const stateSends = new WeakMap<RoomCore, { lastAt: number; flush: ReturnType<RoomCore['timers']['setTimeout']> | null }>();

/**
 * The room changed: everyone gets the new state. Coalesced: at most one state per STATE_INTERVAL_MS per
 * room (so per client), the first at once, later ones folded into one that is sent when the interval
 * is over and is computed then, so the latest state wins. Rules toggles, presence flaps and lobby
 * edits by a hostile phone thus cost each client at most ten states a second. `except` (a phone that
 * has just had a snapshot) only matters for a state sent at once.
 */
export function broadcastState(room: RoomCore, except?: Link): void {
  const interval = room.timings.stateIntervalMs ?? STATE_INTERVAL_MS;
  const now = room.timers.now();
  let sends = stateSends.get(room);
  if (!sends) stateSends.set(room, (sends = { lastAt: -Infinity, flush: null }));
  if (sends.flush !== null) return;
  if (interval <= 0 || now - sends.lastAt >= interval) {
    sends.lastAt = now;
    sendState(room, except);
    return;
  }
  const entry = sends;
  entry.flush = room.timers.setTimeout(() => {
    room.queue.spawn('a room state', () => {
      entry.flush = null;
      if (room.closed) return;
      entry.lastAt = room.timers.now();
      sendState(room);
    });
  }, entry.lastAt + interval - now);
}

/**
 * The room state at once, not coalesced: for a change that must reach every client before the next
 * message (the summary between deals goes out just before the deal's last update, so that no phone
 * plays into it). A coalesced state still pending is sent later as usual.
 */
export function broadcastStateNow(room: RoomCore): void {
  const sends = stateSends.get(room);
  if (sends) sends.lastAt = room.timers.now();
  sendState(room);
}

function sendState(room: RoomCore, except?: Link): void {
  const message = { room: roomState(room) };
  for (const { link } of audienceOf(room)) if (link !== except) link.send('room:state', message);
}

export function broadcastSnapshots(room: RoomCore, only?: (speaker: Speaker) => boolean): void {
  const state = roomState(room);
  for (const { link, speaker } of audienceOf(room)) {
    if (!only || only(speaker)) link.send('room:snapshot', snapshotFor(room, speaker, state));
  }
}

/**
 * One accepted log entry to everyone: each seat holder its own view, the rest the table view.
 * `seatsBefore` (the members' seats before the entry changed them: a claim that happened at the end of
 * the deal): a member whose seat changed gets the table view here, as its last snapshot said; the
 * snapshot that seats it follows, and its first seat view comes with that snapshot (issue 30).
 */
export function broadcastUpdate(
  room: RoomCore,
  base: Omit<MatchUpdate, 'view' | 'matchId' | 'seq' | 'clock'>,
  seatsBefore?: ReadonlyMap<string, number | null>,
): void {
  const match = room.match;
  if (!match) return;
  const clock = room.clocks.info();
  const seatViews = new Map<number, SeatViewBase>();
  let table: ViewHeader | null = null;
  for (const { link, speaker } of audienceOf(room)) {
    let seat = viewSeat(room, speaker);
    if (seat !== null && seatsBefore && speaker.kind === 'member' && (seatsBefore.get(speaker.memberId) ?? null) !== seat) seat = null;
    let view: SeatViewBase | ViewHeader;
    if (seat === null) view = table ??= match.tableView();
    else {
      let sv = seatViews.get(seat);
      if (!sv) seatViews.set(seat, (sv = match.seatView(seat)));
      view = sv;
    }
    link.send('match:update', { ...base, matchId: match.id, seq: match.seq, view, clock });
  }
}
