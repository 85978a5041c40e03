/**
 * The warm-up a cluster process runs before it takes rooms (rooms/warm-up.ts): it must really go
 * through every game's play, replay and views — a warm-up that silently skipped a game would leave that
 * game's rooms to be rebuilt cold at the next failover.
 */
import { GAMES } from '@kitchen-table/engine';
import { describe, expect, it } from 'vitest';
import { warmUp } from '../../src/rooms/warm-up.ts';

describe('the warm-up before taking rooms', () => {
  it.each(GAMES.map((g) => [g.meta.id, g] as const))('%s: plays moves, replays them and builds every view', (_id, game) => {
    let views = 0;
    let tables = 0;
    const counting = {
      ...game,
      seatView: (state: unknown, seat: number) => {
        views++;
        return game.seatView(state as never, seat);
      },
      tableView: (state: unknown) => {
        tables++;
        return game.tableView(state as never);
      },
    } as typeof game;
    const { moves } = warmUp([counting], 1);
    expect(moves).toBeGreaterThan(20);
    // One view per move played, then every seat's and the table's of the replayed match.
    expect(views).toBeGreaterThan(moves);
    expect(tables).toBe(1);
  });

  it('is the same every time (no randomness)', () => {
    expect(warmUp(GAMES, 1).moves).toBe(warmUp(GAMES, 1).moves);
  });
});
