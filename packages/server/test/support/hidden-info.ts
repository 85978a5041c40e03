/**
 * The hidden-information check: replays each match from the store's log and, for every payload a
 * client received, looks for card codes that were in another seat's hand at that moment (and were not
 * also in the receiver's own hand or public on the table). Any such card is a leak. Once a match is
 * over no hand is anybody's own any more (whoever holds a seat then may not be who played it): the
 * cards left in hands at the end are hidden from every client, the seat's new holder included. And
 * the match's seed (and the deal key derived from it) must be in no payload at all.
 */
import { dealGenerator, isKeyedDeals, type GameDefinition } from '@kitchen-table/engine';
import type { Store } from '../../src/storage/store.ts';
import type { Received } from './harness.ts';

const CARD = /^(?:10|[2-9AKQJOU])[SHDCEG]$|^(?:RJ|BJ)$/;

/** Every string in a JSON value. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

/** The states of a match after 0, 1, 2, … log entries; the seat of each entry (index = seq); its secrets. */
export async function replayStates(
  store: Store,
  games: readonly GameDefinition[],
  matchId: string,
): Promise<{ game: GameDefinition; states: unknown[]; movers: (number | null)[]; secrets: string[] }> {
  const loaded = await store.loadMatch(matchId);
  if (!loaded) throw new Error(`no match ${matchId}`);
  const game = games.find((g) => g.meta.id === loaded.match.game)!;
  let state = game.setup(loaded.match.options as never, loaded.match.seats, loaded.match.seed, loaded.match.generator);
  const states = [state];
  const movers: (number | null)[] = [null];
  for (const entry of loaded.moves) {
    movers.push(entry.seat);
    const move = entry.move as Record<string, unknown>;
    if (entry.seat === null) {
      if (move.system === 'finishAfterDeal') state = game.finishAfterCurrentDeal(state);
    } else {
      const parsed = game.parseMove(move);
      if (!parsed.ok) throw new Error(`log entry ${entry.seq} does not parse`);
      const applied = game.applyMove(state, entry.seat, parsed.value);
      if (!applied.ok) throw new Error(`log entry ${entry.seq} does not apply: ${applied.error.code}`);
      state = applied.state;
    }
    states.push(state);
  }
  return { game, states, movers, secrets: secretsOf(loaded.match.seed, game.meta.id, loaded.match.generator) };
}

/** The forms a match's seed could leak in: its text, its bytes in base64, and version 2's derived key. */
export function secretsOf(seed: string, gameId: string, generator: 1 | 2): string[] {
  const secrets = [seed.toLowerCase()];
  if (/^[0-9a-f]{64}$/i.test(seed)) secrets.push(Buffer.from(seed, 'hex').toString('base64'), Buffer.from(seed, 'hex').toString('base64url'));
  const deals = dealGenerator(seed, gameId, generator);
  if (isKeyedDeals(deals)) secrets.push(deals.key.toLowerCase());
  return secrets;
}

/** Which of `secrets` a JSON value holds anywhere (hex forms compared without case). */
export function secretsIn(value: unknown, secrets: readonly string[]): string[] {
  const text = JSON.stringify(value) ?? '';
  const lower = text.toLowerCase();
  return secrets.filter((s) => (/^[0-9a-f]+$/.test(s) ? lower.includes(s) : text.includes(s)));
}

interface Located {
  matchId: string;
  seq: number;
  /** The seat whose view the payload carries, or null for the table view / no view. */
  seat: number | null;
}

function locate(item: Received): Located | null {
  const p = item.payload as Record<string, unknown> | undefined;
  if (!p || typeof p !== 'object') return null;
  if (item.event === 'match:update') {
    const view = p.view as { seat?: unknown };
    return { matchId: String(p.matchId), seq: Number(p.seq), seat: typeof view?.seat === 'number' ? view.seat : null };
  }
  const match = (p.match ?? null) as { matchId: string; seq: number; view: { seat?: unknown } } | null;
  if ((item.event === 'room:snapshot' || item.event === 'ack:snapshot') && match) {
    return { matchId: match.matchId, seq: match.seq, seat: typeof match.view?.seat === 'number' ? match.view.seat : null };
  }
  return null;
}

/** Cards in other seats' hands at `state`, not in the receiver's own hand nor public on the table. */
function hiddenCards(game: GameDefinition, state: unknown, own: number | null, alsoPublic: number | null = null): Set<string> {
  const seats = game.tableView(state).seats;
  const mine = new Set(own === null ? [] : game.seatView(state, own).hand);
  const table = new Set(strings(game.tableView(state)).filter((s) => CARD.test(s)));
  const hidden = new Set<string>();
  for (let s = 0; s < seats; s++) {
    if (s === own || s === alsoPublic) continue;
    for (const card of game.seatView(state, s).hand) if (!mine.has(card) && !table.has(card)) hidden.add(card);
  }
  return hidden;
}

/**
 * Returns a description of every leak found (empty when none). Views are checked against the state
 * they show; an update's events against the state after the move, except when the move ended a deal:
 * then the new deal's hands are fresh and the events (the old deal's last plays) are checked against
 * the state before the move, the mover's hand being public as it played. Payloads without a view are
 * checked against the last match state the client saw.
 */
export async function foreignCards(received: readonly Received[], store: Store, games: readonly GameDefinition[]): Promise<string[]> {
  const cache = new Map<string, Awaited<ReturnType<typeof replayStates>>>();
  const leaks: string[] = [];
  let last: Located | null = null;
  for (const item of received) {
    const located = locate(item);
    const here = located ?? (last ? { ...last, seat: null } : null);
    if (!here) continue;
    if (located) last = located;
    let replay = cache.get(here.matchId);
    if (!replay) cache.set(here.matchId, (replay = await replayStates(store, games, here.matchId)));
    const { game, states, movers } = replay;
    const state = states[here.seq];
    if (state === undefined) {
      leaks.push(`${item.event}: seq ${here.seq} beyond the log`);
      continue;
    }
    // The seed of every match this client has seen, in whatever it received (never sent, not even after
    // the end: docs/security.md).
    for (const [id, seen] of cache) {
      for (const s of secretsIn(item.payload, seen.secrets)) leaks.push(`${item.event} (seq ${here.seq}) contains match ${id}'s seed or deal key ${s.slice(0, 8)}…`);
    }
    // After the end, the hands left are nobody's own: hidden from everyone (the events of the last move
    // are checked against the state before it, below).
    const leftover = here.seq > 0 && game.isMatchOver(state) ? hiddenCards(game, states[here.seq - 1], null, movers[here.seq]) : new Set<string>();
    const report = (value: unknown, hidden: Set<string>, what: string): void => {
      for (const s of strings(value)) if (hidden.has(s)) leaks.push(`${item.event} ${what} (seq ${here.seq}, seat ${here.seat}) contains ${s} from another hand`);
    };
    const withLeftover = (hidden: Set<string>): Set<string> => (leftover.size === 0 ? hidden : new Set([...hidden, ...leftover]));
    const payload = item.payload as Record<string, unknown>;
    if (item.event === 'match:update' && here.seq > 0) {
      const { events, ...rest } = payload;
      report(rest, withLeftover(hiddenCards(game, state, here.seat)), 'view');
      const before = states[here.seq - 1];
      const dealEnded = game.isMatchOver(state) || game.progress(state).deal !== game.progress(before).deal;
      const mover = typeof payload.seat === 'number' ? payload.seat : null;
      report(events, dealEnded ? hiddenCards(game, before, here.seat, mover) : hiddenCards(game, state, here.seat), 'events');
    } else {
      report(payload, withLeftover(hiddenCards(game, state, here.seat)), 'payload');
    }
  }
  return leaks;
}
