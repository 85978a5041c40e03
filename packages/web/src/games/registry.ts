/**
 * Every game's web module, in the engine's catalogue order: the one place the web app adds a game. The
 * catalogue, the lobbies, the TV table and the phone find a game's screens, texts and cover here, and the
 * shared strings (strings/index.ts) get each game's own strings from here.
 */
import { CATALOGUE, type CatalogueEntry } from '@kitchen-table/engine/catalogue';
import { addGameStrings } from '../strings/index.ts';
import type { WebGame } from './web-game.ts';
import { fahrstuhlWeb } from './fahrstuhl/index.ts';
import { elevatorWeb } from './elevator/index.ts';
import { fuenfzehnernWeb } from './fuenfzehnern/index.ts';
import { lustiWeb } from './lusti/index.ts';

const BUILT_IN = [fahrstuhlWeb, elevatorWeb, fuenfzehnernWeb, lustiWeb] as const;

/** The keys of the built-in games' own strings (games/<id>/strings.ts): part of `StringKey`. */
export type GameStringKey = OwnStringKey<(typeof BUILT_IN)[number]>;
type OwnStringKey<W> = W extends { strings: { en: infer S } } ? keyof S & string : never;

const registered: WebGame[] = [...BUILT_IN];
for (const web of registered) addGameStrings(web.strings);

export const WEB_GAMES: readonly WebGame[] = registered;

export function webGame(id: string): WebGame | undefined {
  return WEB_GAMES.find((g) => g.id === id);
}

/** The games people can pick and play here: the engine's games that have a web module, in the engine's order. */
export function playableGames(): { game: CatalogueEntry; web: WebGame }[] {
  return CATALOGUE.flatMap((game) => {
    const web = webGame(game.meta.id);
    return web ? [{ game, web }] : [];
  });
}

/**
 * Adds a game's web module (and its strings) after the built-in ones and returns the function that removes
 * it (for tests).
 */
export function registerWebGame(web: WebGame): () => void {
  if (webGame(web.id)) throw new Error(`a web module for "${web.id}" is registered already`);
  const removeStrings = addGameStrings(web.strings);
  registered.push(web);
  return () => {
    const at = registered.indexOf(web);
    if (at >= 0) registered.splice(at, 1);
    removeStrings();
  };
}
