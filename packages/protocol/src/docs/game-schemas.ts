/**
 * The per-game JSON Schemas (docs/schemas/<game>.view.json, .move.json, .events.json), written from each
 * game's zod schemas (games/<id>/schemas.ts, entry point `@kitchen-table/engine/<id>/schemas`) for every game of the registry.
 * The view file holds both views under `$defs` (`seatView`: a player's phone; `tableView`: the TV and the
 * audience) and accepts either; a seat view is told apart by its `seat`, `hand` and `legal`.
 */
import { GAMES, type GameDefinition, type GameSchemas } from '@kitchen-table/engine';
import { jsonSchemaOf } from './json-schema.ts';

/**
 * A game's published contract: the `schemas` export of its own schemas.ts, loaded by the game's id. Not
 * a GameDefinition field, so that the web app (which never validates what the server sends) does not
 * carry zod in its screens' JavaScript; a registered game without schemas is an error here.
 */
export async function schemasOf(game: GameDefinition): Promise<GameSchemas> {
  let loaded: { schemas?: GameSchemas };
  try {
    loaded = (await import(`@kitchen-table/engine/${game.meta.id}/schemas`)) as { schemas?: GameSchemas };
  } catch (error) {
    throw new Error(`game "${game.meta.id}" has no schemas (engine/src/games/${game.meta.id}/schemas.ts): ${String(error)}`);
  }
  if (!loaded.schemas) throw new Error(`games/${game.meta.id}/schemas.ts exports no \`schemas\``);
  return loaded.schemas;
}

const DRAFT = 'https://json-schema.org/draft/2020-12/schema';

export type GameSchemaKind = 'view' | 'move' | 'events';
export const GAME_SCHEMA_KINDS: readonly GameSchemaKind[] = ['view', 'move', 'events'];

/** The file name of one of a game's schemas, relative to docs/schemas/. */
export function gameSchemaFile(game: string, kind: GameSchemaKind): string {
  return `${game}.${kind}.json`;
}

async function documents(game: GameDefinition): Promise<Record<GameSchemaKind, Record<string, unknown>>> {
  const schemas = await schemasOf(game);
  const id = game.meta.id;
  const name = game.meta.name.en;
  const head = (kind: GameSchemaKind, title: string, description: string) => ({
    $schema: DRAFT,
    $id: `https://kitchen-table.invalid/schemas/${gameSchemaFile(id, kind)}`,
    title,
    description,
  });
  return {
    view: {
      ...head(
        'view',
        `${name}: seat and table views`,
        `The \`view\` of \`room:snapshot\` (match.view) and \`match:update\` for ${name}: a seated client gets its seat's view (#/$defs/seatView), the TV and the audience the table view (#/$defs/tableView).`,
      ),
      anyOf: [{ $ref: '#/$defs/seatView' }, { $ref: '#/$defs/tableView' }],
      $defs: { seatView: jsonSchemaOf(schemas.seatView), tableView: jsonSchemaOf(schemas.tableView) },
    },
    move: {
      ...head('move', `${name}: a move`, `The \`move\` of \`match:move\` (and of \`match:select\`) for ${name}; a seat view's \`legal\` lists the moves allowed now.`),
      ...jsonSchemaOf(schemas.move),
    },
    events: {
      ...head('events', `${name}: events`, `One entry of \`match:update.events\` for ${name} (a union on \`type\`).`),
      ...jsonSchemaOf(schemas.event),
    },
  };
}

/** Every game's schema files, by file name (relative to docs/schemas/), in registry order. */
export async function buildGameSchemas(games: readonly GameDefinition[] = GAMES): Promise<Map<string, Record<string, unknown>>> {
  const files = new Map<string, Record<string, unknown>>();
  for (const game of games) {
    const docs = await documents(game);
    for (const kind of GAME_SCHEMA_KINDS) files.set(gameSchemaFile(game.meta.id, kind), docs[kind]);
  }
  return files;
}
