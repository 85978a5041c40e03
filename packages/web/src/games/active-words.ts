/** The table's game sets the words of the shared strings (games/words.ts) on every screen of it. */
import { gameWordsStore } from '../i18n.ts';
import { webGame } from './registry.ts';

/**
 * Called while a screen renders, before its parts translate anything: the parts drawn now and every
 * component that translates later (they listen to the store) use the game's words — "Next hand" for
 * Lusti-Kartl'n, "Next round" for Fahrstuhl. No game (the start page, a lobby before the choice): none.
 */
export function useGameWords(id: string | null | undefined): void {
  gameWordsStore.set((id ? webGame(id)?.words : undefined) ?? null);
}
