/**
 * The game's measures of a match that has just finished (issue 18, part 4), from its stored log: the
 * match is (game, options, seats, seed, generator version, moves), and the engine's `measureMatch`
 * replays exactly that. Reading the log back from the store (every accepted move is stored before it
 * is applied) measures what was recorded, the same way a later replay of the record would.
 *
 * Issue 28 §1: a seat that changed hands during the match has its measures per holder — each deal's
 * belong to whoever held the seat when that deal ended (the room's per-deal record of holders) — so a
 * late-comer's own deals count for them and the bot's for the bot.
 */
import { measureHolders, measureMatch, type GameDefinition, type MatchLog, type OptionValue } from '@kitchen-table/engine';
import type { MeasurePart, Store } from '../storage/store.ts';
import type { SeatHistory, SeatHolder } from './outcomes.ts';

export interface MatchMeasures {
  /** Per seat, the whole match. */
  measures: Record<string, number>[];
  /** Seats that changed hands: each holder's own deals. */
  parts: MeasurePart[];
}

export async function measuresOfMatch(store: Store, game: GameDefinition, matchId: string, history: SeatHistory = { start: null, deals: [] }): Promise<MatchMeasures | undefined> {
  const loaded = await store.loadMatch(matchId);
  if (!loaded) return undefined;
  const { match, moves } = loaded;
  const log: MatchLog = {
    options: match.options as Record<string, OptionValue>,
    seats: match.seats,
    seed: match.seed,
    generator: match.generator,
    entries: moves.map((m) => ({ seat: m.seat, move: m.move })),
  };
  const measures = measureMatch(game, log);
  const parts: MeasurePart[] = [];
  for (let seat = 0; seat < match.seats; seat++) {
    const holders = history.deals.map((d) => d[seat]).filter((h): h is SeatHolder => h !== undefined);
    const start = history.start?.[seat];
    const changed = holders.some((h) => h.key !== holders[0]!.key) || (start !== undefined && holders.length > 0 && start.key !== holders.at(-1)!.key);
    if (!changed) continue;
    for (const { holder, values } of measureHolders(game, log, seat, holders, (a, b) => a.key === b.key)) {
      parts.push({ seat, profileId: holder.profileId, name: holder.name, isBot: holder.profileId === null, values });
    }
  }
  return { measures, parts };
}
