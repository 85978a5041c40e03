/**
 * The light list of every game on the platform, in catalogue order (the headline game first): what a lobby
 * or a catalogue needs to show and set up a game — its metadata and its host options — without the rules,
 * the learning deals or the deal generator. `@kitchen-table/engine/catalogue`; it imports no game's rules,
 * so a first screen that lists games stays small. This is the one list of games: the full registry
 * (registry.ts) pairs each entry here with its game definition, and `registerGame` adds to this list too.
 */
import type { GameMeta, OptionDef } from './core/game.ts';
import { meta as fahrstuhlMeta } from './games/fahrstuhl/meta.ts';
import { optionDefs as fahrstuhlOptionDefs } from './games/fahrstuhl/options.ts';
import { meta as elevatorMeta } from './games/elevator/meta.ts';
import { optionDefs as elevatorOptionDefs } from './games/elevator/options.ts';
import { meta as fuenfzehnernMeta } from './games/fuenfzehnern/meta.ts';
import { optionDefs as fuenfzehnernOptionDefs } from './games/fuenfzehnern/options.ts';
import { meta as lustiMeta } from './games/lusti/meta.ts';
import { optionDefs as lustiOptionDefs } from './games/lusti/options.ts';

export { optionApplies } from './core/options.ts';

/** A game as a lobby sees it; every `GameDefinition` is one. */
export interface CatalogueEntry {
  meta: GameMeta;
  optionDefs: OptionDef[];
}

const entries: CatalogueEntry[] = [
  { meta: fahrstuhlMeta, optionDefs: fahrstuhlOptionDefs },
  { meta: elevatorMeta, optionDefs: elevatorOptionDefs },
  { meta: fuenfzehnernMeta, optionDefs: fuenfzehnernOptionDefs },
  { meta: lustiMeta, optionDefs: lustiOptionDefs },
];

export const CATALOGUE: readonly CatalogueEntry[] = entries;

export function findEntry(id: string): CatalogueEntry | undefined {
  return CATALOGUE.find((g) => g.meta.id === id);
}

/** Adds an entry after the built-in ones and returns the function that removes it (the registry's `registerGame`). */
export function registerEntry(entry: CatalogueEntry): () => void {
  if (findEntry(entry.meta.id)) throw new Error(`game "${entry.meta.id}" is registered already`);
  entries.push(entry);
  return () => {
    const at = entries.indexOf(entry);
    if (at >= 0) entries.splice(at, 1);
  };
}
