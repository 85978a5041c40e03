/**
 * The replay on the TV (issue 18, part 1): the host's phone steers, the TV shows, every other phone
 * follows (it sees where the replay is; it cannot move it). Who steers is the host alone because the
 * TV is one screen for the whole table: two remotes fighting over it would help nobody, and the host
 * already runs the table (start, end, pause).
 *
 * A replay comes from the match log and the engine (core/replay.ts), never from the client:
 * - between two deals (the summary is open): the running match's complete deals, the deal just scored
 *   first. Only the derived deal is sent — hands, plays, who took what and why — never the seed, which
 *   would deal every deal still to come (docs/security.md, threat 5);
 * - outside a match (lobby or results): the room's last finished match, as `GET /api/matches/:id` has it.
 * During a deal it is refused (`WRONG_PHASE`), as it is for anyone but the host (`NOT_HOST`); a step
 * outside the replay is `BAD_STEP`, a step with no replay open `NO_REPLAY`. A refusal changes nothing.
 *
 * The replay holds only while its source does (protocol `replayApplies`): once the summary ends or a
 * new match starts it lapses, on every screen and here, without a message of its own.
 */
import { buildReplay, replayOutline, type MatchReplay, type ReplayLogEntry } from '@kitchen-table/engine';
import { replayApplies, type ReplayShown } from '@kitchen-table/protocol';
import type { MatchRecord } from '../storage/store.ts';
import type { Link, Speaker } from './link.ts';
import type { RoomCore } from './room-core.ts';
import { RoomError } from './room-error.ts';
import { audienceOf, roomState } from './room-views.ts';

interface OpenReplay {
  matchId: string;
  source: ReplayShown['source'];
  summaryDeal: number | null;
  game: string;
  names: string[];
  /**
   * Issue 28 §1: who played each deal (index deal − 1) by seat, from the room's record of holders at
   * each deal's end — the bot for the bot's cards, not the late-comer who took its seat later.
   */
  dealNames: readonly (readonly string[])[];
  replay: MatchReplay;
  position: { deal: number; step: number };
}

export class RoomReplay {
  private open: OpenReplay | null = null;

  constructor(private readonly room: RoomCore) {}

  /** Host: opens the replay that fits the room's phase, at `deal` (or the natural first deal), step 0. */
  async openReplay(speaker: Speaker, deal?: number): Promise<void> {
    const room = this.room;
    room.requireHost(speaker);
    const source = await this.sourceNow();
    const game = room.deps.games.find((g) => g.meta.id === source.game);
    if (!game) throw new RoomError('UNKNOWN_GAME', `no game "${source.game}"`);
    const built = buildReplay(game, { ...source.record, log: source.log });
    if (!built.ok) {
      room.log.error({ match: source.matchId, err: built.error }, 'a stored match does not replay');
      throw new RoomError('INTERNAL', 'this match does not replay');
    }
    const replay = built.value;
    if (replay.deals.length === 0) throw new RoomError('NO_REPLAY', 'no deal of this match is over yet');
    const first = deal ?? source.summaryDeal ?? replay.deals[0].deal;
    if (!replay.deals.some((d) => d.deal === first)) throw new RoomError('BAD_STEP', `deal ${first} is not in this replay`);
    const { matchId, source: kind, summaryDeal, names } = source;
    const dealNames = room.match?.id === matchId || room.result?.matchId === matchId ? room.dealSeats.map((seats) => seats.map((h) => h.name)) : [];
    this.open = { matchId, source: kind, summaryDeal, game: source.game, names, dealNames, replay, position: { deal: first, step: 0 } };
    this.broadcast();
  }

  /** What a replay opened now would show: between deals the running match, outside a match the last finished one. */
  private async sourceNow(): Promise<Omit<OpenReplay, 'replay' | 'position' | 'dealNames'> & { record: MatchRecord; log: ReplayLogEntry[] }> {
    const room = this.room;
    if (room.phase === 'playing') {
      const match = room.match;
      const summary = room.summary;
      if (!match || !summary) throw new RoomError('WRONG_PHASE', 'a deal is being played: a replay is shown between deals or after the match');
      const loaded = await room.deps.store.loadMatch(match.id);
      if (!loaded) throw new RoomError('INTERNAL', 'the match log could not be read');
      const names = this.seatNames(match.seats);
      return { matchId: match.id, source: 'summary', summaryDeal: summary.deal, game: match.game.meta.id, names, record: loaded.match, log: loaded.moves };
    }
    const result = room.result;
    if (!result) throw new RoomError('NO_REPLAY', 'no finished match to replay in this room yet');
    const loaded = await room.deps.store.loadMatch(result.matchId);
    if (!loaded || loaded.match.finishedAt === null) throw new RoomError('NO_REPLAY', 'the last match was not finished: nothing to replay');
    const names = [...result.outcomes].sort((a, b) => a.seat - b.seat).map((o) => o.name);
    return { matchId: result.matchId, source: 'match', summaryDeal: null, game: result.game, names, record: loaded.match, log: loaded.moves };
  }

  /** Host: moves the open replay to a deal and step. */
  show(speaker: Speaker, deal: number, step: number): void {
    this.room.requireHost(speaker);
    const open = this.current();
    if (!open) throw new RoomError('NO_REPLAY', 'no replay is open');
    const shown = open.replay.deals.find((d) => d.deal === deal);
    if (!shown) throw new RoomError('BAD_STEP', `deal ${deal} is not in this replay`);
    if (step > shown.steps.length) throw new RoomError('BAD_STEP', `deal ${deal} has ${shown.steps.length} steps`);
    open.position = { deal, step };
    this.broadcast();
  }

  /** Host: closes the replay (a replay already lapsed closes quietly). */
  close(speaker: Speaker): void {
    this.room.requireHost(speaker);
    const wasOpen = this.current() !== null;
    this.open = null;
    if (wasOpen) this.broadcast();
  }

  /** The open replay while its source holds; a lapsed one is dropped. */
  current(): OpenReplay | null {
    const open = this.open;
    if (open && !replayApplies(roomState(this.room), this.message(open), this.room.match?.id ?? null)) this.open = null;
    return this.open;
  }

  /** A client that has just (re)connected gets the replay that is on. */
  sendTo(link: Link): void {
    const open = this.current();
    if (open) link.send('replay:state', { replay: this.message(open) });
  }

  private broadcast(): void {
    const open = this.open;
    const replay = open ? this.message(open) : null;
    for (const { link } of audienceOf(this.room)) link.send('replay:state', { replay });
  }

  private message(open: OpenReplay): ReplayShown {
    const deal = open.replay.deals.find((d) => d.deal === open.position.deal)!;
    return {
      matchId: open.matchId,
      source: open.source,
      summaryDeal: open.summaryDeal,
      game: open.game,
      names: [...(open.dealNames[open.position.deal - 1] ?? open.names)],
      deals: replayOutline(open.replay),
      position: { ...open.position },
      deal,
    };
  }

  private seatNames(seats: number): string[] {
    return Array.from({ length: seats }, (_, seat) => {
      const slot = this.room.slots[seat];
      if (!slot || slot.kind === 'open') return `#${seat + 1}`;
      if (slot.kind === 'bot') return slot.name;
      return this.room.members.get(slot.memberId)?.name ?? `#${seat + 1}`;
    });
  }
}
