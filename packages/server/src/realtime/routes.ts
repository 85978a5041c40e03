/**
 * What each client event does. Entry events (create, join, resume) find or make a room; every other
 * event acts on the room this connection is bound to, inside that room's serial queue. Each operation
 * returns what it changed, and `settle` (rooms/room-changes.ts), the rooms' one handler, stores it and
 * then publishes it, before the client is answered.
 */
import type { Logger } from 'pino';
import { CLIENT_EVENTS, type AckData, type ClientEventName, type ClientPayloads } from '@kitchen-table/protocol';
import type { Link, Speaker } from '../rooms/link.ts';
import { checkName, uniqueName } from '../rooms/names.ts';
import { normaliseRoomCode } from '../rooms/room-codes.ts';
import { RoomError } from '../rooms/room-error.ts';
import type { RoomManager } from '../rooms/room-manager.ts';
import { combine, settle, STATE_CHANGED, type RoomChange } from '../rooms/room-changes.ts';
import { snapshotFor } from '../rooms/room-views.ts';
import type { Room } from '../rooms/room.ts';
import { hashToken } from '../rooms/tokens.ts';
import type { KeyedBuckets } from './rate-limit.ts';

export interface Binding {
  room: Room;
  speaker: Speaker;
  link: Link;
}

export interface RouteContext {
  manager: RoomManager;
  log: Logger;
  address: string;
  failedJoins: KeyedBuckets;
  /** Joins that add a member (a seat or a watcher's place) per address. */
  joins: KeyedBuckets;
  now(): number;
  newLink(): Link;
  current(): Binding | null;
  bind(room: Room, speaker: Speaker, link: Link): void;
  release(): void;
}

type Routes = { [E in ClientEventName]: (payload: ClientPayloads[E]) => Promise<AckData[E]> };

const EMPTY = {} as Record<string, never>;

export function roomRoutes(ctx: RouteContext): Routes {
  /** Refuses early when this address has failed too many joins; counts a failure. */
  const guardJoins = (): void => {
    if (!ctx.failedJoins.allowed(ctx.address, ctx.now())) throw new RoomError('RATE_LIMITED', 'too many failed attempts; wait a minute');
  };
  const failed = (code: 'ROOM_NOT_FOUND' | 'KICKED' | 'INVITE_INVALID', message: string): never => {
    ctx.failedJoins.take(ctx.address, ctx.now());
    throw new RoomError(code, message);
  };

  /** Runs an operation (`what`: the event, for the room's log) on the bound room, in its queue, and checks the binding is still there then. */
  const inRoom = async <T>(what: ClientEventName, op: (room: Room, speaker: Speaker, binding: Binding) => Promise<T> | T): Promise<T> => {
    const bound = ctx.current();
    if (!bound) throw new RoomError('NOT_IN_ROOM', 'create, join or resume a room first');
    return bound.room.queue.run(async () => {
      const now = ctx.current();
      if (!now || now.room !== bound.room || bound.room.closed) throw new RoomError('NOT_IN_ROOM', 'you are no longer in this room');
      bound.room.touch();
      return op(bound.room, now.speaker, now);
    }, what);
  };
  /** An operation that answers nothing but what it changed: settled, then answered `{}`. */
  const changeRoom = (what: ClientEventName, op: (room: Room, speaker: Speaker) => Promise<RoomChange> | RoomChange): Promise<typeof EMPTY> =>
    inRoom(what, async (room, speaker) => {
      await settle(room, await op(room, speaker));
      return EMPTY;
    });
  /** The state goes to everyone but the connection that has its snapshot in its answer. */
  const stateExcept = (link: Link): RoomChange => ({ ...STATE_CHANGED, except: link });

  return {
    [CLIENT_EVENTS.createRoom]: async () => {
      ctx.release();
      const link = ctx.newLink();
      const { room, token } = await ctx.manager.createRoom(link);
      const speaker: Speaker = { kind: 'tv' };
      ctx.bind(room, speaker, link);
      return { code: room.code, token, snapshot: snapshotFor(room, speaker) };
    },

    [CLIENT_EVENTS.join]: async ({ code: rawCode, name: rawName, deviceToken }) => {
      guardJoins();
      const code = normaliseRoomCode(rawCode);
      const room = code ? ctx.manager.rooms.get(code) : undefined;
      if (!room || room.closed) return failed('ROOM_NOT_FOUND', `no room ${rawCode.trim().toUpperCase()}`);
      const checked = checkName(rawName);
      if (!checked.ok) throw new RoomError(checked.code, checked.message);
      const name = checked.name;
      ctx.release();
      return room.queue.run(async () => {
        if (room.closed) throw new RoomError('ROOM_NOT_FOUND', `no room ${room.code}`);
        const deviceHash = hashToken(deviceToken);
        if (room.banned.has(deviceHash)) return failed('KICKED', 'you were removed from this room');
        // Checked before the profile row is written, so that a refused join leaves nothing behind.
        const adds = room.admit(deviceHash, ctx.address);
        // Issue 15 (phantom players): joins that add a member are limited per address; the same device
        // coming back is not, and neither is another address (a real phone is never slowed by a script).
        // Taken before any await, so that joins racing in other rooms' queues cannot pass together.
        if (adds && !ctx.joins.take(ctx.address, ctx.now())) {
          throw new RoomError('RATE_LIMITED', 'too many phones joined from this address; wait a few seconds');
        }
        const others = [...room.members.values()].filter((m) => m.deviceHash !== deviceHash).map((m) => m.name);
        const unique = uniqueName(name, [...others, ...room.slots.flatMap((s) => (s.kind === 'bot' ? [s.name] : []))]);
        const profile = await room.deps.store.profileForToken(deviceToken, unique);
        const link = ctx.newLink();
        const { member, token, change } = room.addMember(unique, deviceToken, profile.id, link, ctx.address);
        await settle(room, combine(change, stateExcept(link)));
        const speaker: Speaker = { kind: 'member', memberId: member.id };
        ctx.bind(room, speaker, link);
        room.log.info({ member: member.id }, 'phone joined');
        room.replay.sendTo(link);
        return { token, snapshot: snapshotFor(room, speaker) };
      }, CLIENT_EVENTS.join);
    },

    // Issue 30 part 4: an outside bot takes the seat the host invited it to. Guarded as a join: a wrong
    // code counts with the address's failed joins (RATE_LIMITED after 20), a seat taken with its joins.
    [CLIENT_EVENTS.joinBot]: async ({ code: rawCode, invite, name: rawName }) => {
      guardJoins();
      const code = normaliseRoomCode(rawCode);
      const room = code ? ctx.manager.rooms.get(code) : undefined;
      if (!room || room.closed) return failed('ROOM_NOT_FOUND', `no room ${rawCode.trim().toUpperCase()}`);
      const checked = checkName(rawName);
      if (!checked.ok) throw new RoomError(checked.code, checked.message);
      ctx.release();
      return room.queue.run(async () => {
        if (room.closed) throw new RoomError('ROOM_NOT_FOUND', `no room ${room.code}`);
        if (room.invites.seatOf(invite) === null) return failed('INVITE_INVALID', 'no such invitation in this room: the code is wrong, used or expired (ask the host for a new one)');
        if (!ctx.joins.take(ctx.address, ctx.now())) throw new RoomError('RATE_LIMITED', 'too many joined from this address; wait a few seconds');
        const names = [...[...room.members.values()].map((m) => m.name), ...room.slots.flatMap((s) => (s.kind === 'bot' ? [s.name] : []))];
        const link = ctx.newLink();
        const { member, token, change } = room.addOutsideBot(invite, uniqueName(checked.name, names), link);
        await settle(room, combine(change, stateExcept(link)));
        const speaker: Speaker = { kind: 'member', memberId: member.id };
        ctx.bind(room, speaker, link);
        room.log.info({ member: member.id }, 'outside bot joined');
        room.replay.sendTo(link);
        return { token, snapshot: snapshotFor(room, speaker) };
      }, CLIENT_EVENTS.joinBot);
    },

    [CLIENT_EVENTS.resume]: async ({ token }) => {
      guardJoins();
      const owner = ctx.manager.byToken(token);
      if (!owner) return failed('ROOM_NOT_FOUND', 'no room knows this token (it may have closed)');
      if (owner.kind === 'kicked') return failed('KICKED', 'you were removed from this room');
      const room = owner.room;
      ctx.release();
      return room.queue.run(async () => {
        const again = ctx.manager.byToken(token);
        if (!again || again.room !== room) throw new RoomError('ROOM_NOT_FOUND', 'no room knows this token');
        if (again.kind === 'kicked') throw new RoomError('KICKED', 'you were removed from this room');
        const link = ctx.newLink();
        let speaker: Speaker;
        let change = stateExcept(link);
        if (again.kind === 'tv') {
          speaker = { kind: 'tv' };
          room.attachTv(link);
        } else {
          speaker = { kind: 'member', memberId: again.member.id };
          change = combine(room.attachMember(again.member, link), change);
        }
        ctx.bind(room, speaker, link);
        await settle(room, change);
        room.replay.sendTo(link);
        return { snapshot: snapshotFor(room, speaker) };
      }, CLIENT_EVENTS.resume);
    },

    [CLIENT_EVENTS.leave]: () =>
      inRoom(CLIENT_EVENTS.leave, async (room, speaker) => {
        const leaving = ctx.current()?.link;
        ctx.release();
        if (speaker.kind === 'member') await settle(room, room.removeMember(speaker.memberId, 'left', leaving));
        return EMPTY;
      }),

    [CLIENT_EVENTS.configure]: (change) => changeRoom(CLIENT_EVENTS.configure, (room, speaker) => room.configure(speaker, change)),
    [CLIENT_EVENTS.arrange]: ({ slots }) => changeRoom(CLIENT_EVENTS.arrange, (room, speaker) => room.arrange(speaker, slots)),
    [CLIENT_EVENTS.botLevel]: ({ seat, level }) => changeRoom(CLIENT_EVENTS.botLevel, (room, speaker) => room.setBotLevel(speaker, seat, level)),
    [CLIENT_EVENTS.start]: () => changeRoom(CLIENT_EVENTS.start, (room, speaker) => room.play.start(speaker)),
    [CLIENT_EVENTS.startLesson]: () => changeRoom(CLIENT_EVENTS.startLesson, (room, speaker) => room.play.startLesson(speaker)),
    [CLIENT_EVENTS.end]: ({ mode }) => changeRoom(CLIENT_EVENTS.end, (room, speaker) => room.play.end(speaker, mode)),
    [CLIENT_EVENTS.restart]: () => changeRoom(CLIENT_EVENTS.restart, (room, speaker) => room.play.restart(speaker)),
    [CLIENT_EVENTS.kick]: ({ memberId }) => changeRoom(CLIENT_EVENTS.kick, (room, speaker) => room.kick(speaker, memberId)),
    [CLIENT_EVENTS.readmit]: ({ memberId }) => changeRoom(CLIENT_EVENTS.readmit, (room, speaker) => room.readmit(speaker, memberId)),
    [CLIENT_EVENTS.resumePlay]: () => changeRoom(CLIENT_EVENTS.resumePlay, (room, speaker) => room.play.hostResume(speaker)),
    [CLIENT_EVENTS.move]: ({ seq, move }) => inRoom(CLIENT_EVENTS.move, async (room, speaker) => ({ seq: await room.play.move(speaker, seq, move) })),
    [CLIENT_EVENTS.openRules]: () => changeRoom(CLIENT_EVENTS.openRules, (room, speaker) => room.play.setReading(speaker, true)),
    [CLIENT_EVENTS.closeRules]: () => changeRoom(CLIENT_EVENTS.closeRules, (room, speaker) => room.play.setReading(speaker, false)),
    [CLIENT_EVENTS.claimSeat]: ({ seat }) =>
      inRoom(CLIENT_EVENTS.claimSeat, async (room, speaker) => {
        const { pending, change } = room.play.claim(speaker, seat);
        await settle(room, change);
        return { pending };
      }),
    [CLIENT_EVENTS.approveClaim]: ({ seat, allow }) => changeRoom(CLIENT_EVENTS.approveClaim, (room, speaker) => room.play.approveClaim(speaker, seat, allow)),
    [CLIENT_EVENTS.nextDeal]: () => changeRoom(CLIENT_EVENTS.nextDeal, (room, speaker) => room.play.nextDeal(speaker)),
    [CLIENT_EVENTS.pause]: ({ paused }) => changeRoom(CLIENT_EVENTS.pause, (room, speaker) => room.play.requestPause(speaker, paused)),
    [CLIENT_EVENTS.select]: ({ move }) => inRoom(CLIENT_EVENTS.select, (room, speaker) => (room.play.select(speaker, move), EMPTY)),
    [CLIENT_EVENTS.invite]: ({ seat }) =>
      inRoom(CLIENT_EVENTS.invite, async (room, speaker) => {
        const { made, change } = room.invite(speaker, seat);
        await settle(room, change);
        return made;
      }),
    [CLIENT_EVENTS.coach]: ({ seat, on }) => changeRoom(CLIENT_EVENTS.coach, (room, speaker) => room.setCoach(speaker, seat, on)),
    // Replays (issue 18, part 1): the host steers, room-replay.ts judges.
    [CLIENT_EVENTS.replayOpen]: ({ deal }) => inRoom(CLIENT_EVENTS.replayOpen, async (room, speaker) => (await room.replay.openReplay(speaker, deal), EMPTY)),
    [CLIENT_EVENTS.replayShow]: ({ deal, step }) => inRoom(CLIENT_EVENTS.replayShow, (room, speaker) => (room.replay.show(speaker, deal, step), EMPTY)),
    [CLIENT_EVENTS.replayClose]: () => inRoom(CLIENT_EVENTS.replayClose, (room, speaker) => (room.replay.close(speaker), EMPTY)),
  };
}
