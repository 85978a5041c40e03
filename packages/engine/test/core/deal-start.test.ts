/**
 * `GameDefinition.dealStart` (issue 30): the `dealStart` of the deal being played, for every game — the
 * very event `applyMove` emitted when it dealt that deal (checked at every deal of whole matches, and at
 * every move within the deal), and for deal 1, which `setup` deals without an event, an event of the
 * same shape (the game's event schema).
 */
import { describe, expect, it } from 'vitest';
import { GAMES, nextInt, seedRng } from '../../src/index.ts';
import type { GameSchemas } from '../../src/index.ts';

describe('dealStart of the deal being played', () => {
  for (const game of GAMES) {
    it(`${game.meta.id}: equals the event that dealt the deal, deal 1 included`, async () => {
      const { schemas } = (await import(`../../src/games/${game.meta.id}/schemas.ts`)) as { schemas: GameSchemas };
      for (const seats of [game.meta.minPlayers, game.meta.maxPlayers]) {
        const options = game.resolveOptions({}, seats);
        if (!options.ok) throw new Error(options.error.message);
        let state = game.setup(options.value, seats, `deal-start-${seats}`);
        let expected = game.dealStart(state);
        expect(expected).toMatchObject({ type: 'dealStart', deal: 1 });
        expect(schemas.event.safeParse(expected).success).toBe(true);
        const rng = seedRng(seats);
        let deals = 1;
        while (!game.isMatchOver(state)) {
          const seat = game.toAct(state)[0]!;
          const legal = game.legalMoves(state, seat);
          const applied = game.applyMove(state, seat, legal[nextInt(rng, legal.length)]!);
          if (!applied.ok) throw new Error(applied.error.message);
          state = applied.state;
          const emitted = applied.events.find((e) => e.type === 'dealStart');
          if (emitted) {
            expected = emitted as typeof expected;
            deals++;
          }
          if (!game.isMatchOver(state)) expect(game.dealStart(state)).toEqual(expected);
        }
        expect(deals).toBeGreaterThan(1);
      }
    });
  }
});
