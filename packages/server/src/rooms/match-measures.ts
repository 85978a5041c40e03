/**
 * The game's measures of a match that has just finished (issue 18, part 4), from its stored log: the
 * match is (game, options, seats, seed, generator version, moves), and the engine's `measureMatch`
 * replays exactly that. Reading the log back from the store (every accepted move is stored before it
 * is applied) measures what was recorded, the same way a later replay of the record would.
 */
import { measureMatch, type GameDefinition, type OptionValue } from '@kitchen-table/engine';
import type { Store } from '../storage/store.ts';

export async function measuresOfMatch(store: Store, game: GameDefinition, matchId: string): Promise<Record<string, number>[] | undefined> {
  const loaded = await store.loadMatch(matchId);
  if (!loaded) return undefined;
  const { match, moves } = loaded;
  return measureMatch(game, {
    options: match.options as Record<string, OptionValue>,
    seats: match.seats,
    seed: match.seed,
    generator: match.generator,
    entries: moves.map((m) => ({ seat: m.seat, move: m.move })),
  });
}
