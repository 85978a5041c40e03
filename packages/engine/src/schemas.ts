/**
 * `@kitchen-table/engine/schemas`: every game's published contract (core/schemas.ts) — zod schemas of
 * its seat view, table view, move and events, each defined in the game's own folder. An entry point of
 * its own, not a field of GameDefinition, so that the web app (which never validates what the server
 * sends) does not carry zod in its screens' JavaScript budget. `schemasOf` answers for any game of the
 * registry; a registered game without schemas is an error (the schema tests call it for every game).
 */
import type { GameDefinition } from './core/game.ts';
import type { GameSchemas } from './core/schemas.ts';
import { elevatorSchemas } from './games/elevator/schemas.ts';
import { fahrstuhlSchemas } from './games/fahrstuhl/schemas.ts';
import { fuenfzehnernSchemas } from './games/fuenfzehnern/schemas.ts';
import { lustiSchemas } from './games/lusti/schemas.ts';

export type { GameSchemas } from './core/schemas.ts';

const BY_GAME: Readonly<Record<string, GameSchemas>> = {
  fahrstuhl: fahrstuhlSchemas,
  elevator: elevatorSchemas,
  fuenfzehnern: fuenfzehnernSchemas,
  lusti: lustiSchemas,
};

/** The game's schemas (the `game.meta.id` of a registry game); throws for a game that has none. */
export function schemasOf(game: GameDefinition): GameSchemas {
  const schemas = BY_GAME[game.meta.id];
  if (!schemas) throw new Error(`game "${game.meta.id}" has no schemas: add games/${game.meta.id}/schemas.ts to engine/src/schemas.ts`);
  return schemas;
}
