/**
 * Which games the room benchmarks (load, crash, failover, fairness) play: derived from the engine's
 * registry at the time they ask, never a list of ids here (packages/cli/test/game-ids.test.ts scans
 * `bench/` too), so a game added to the registry is benchmarked without touching this folder.
 */
import { GAMES, type GameDefinition } from '@kitchen-table/engine';

function seatsAll(game: GameDefinition, seats: readonly number[]): boolean {
  return seats.every((n) => n >= game.meta.minPlayers && n <= game.meta.maxPlayers);
}

/** The ids of every registered game a room of `seats` can play, in the registry's (catalogue) order. */
export function benchGames(seats: number): string[] {
  const games = GAMES.filter((g) => seatsAll(g, [seats])).map((g) => g.meta.id);
  if (games.length === 0) throw new Error(`no registered game seats ${seats} players`);
  return games;
}

/**
 * The one game a benchmark plays when it needs a single one for all its rooms: the first registered game
 * (the catalogue's headline) that seats every count in `seats`.
 */
export function headlineGame(seats: readonly number[]): string {
  const game = GAMES.find((g) => seatsAll(g, seats));
  if (!game) throw new Error(`no registered game seats ${seats.join(' and ')} players`);
  return game.meta.id;
}
