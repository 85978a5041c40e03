/**
 * Issue 13, item 4: the web app's registry is the one list of games' web modules. A fake game added to
 * the engine and to the web registry shows up in the catalogue, the lobbies' game choice and the TV's
 * covers (all `playableGames()`), with its screens, texts, hand order and words for a deal, without any other
 * file naming it. A game the engine has but the web does not stays out of the choice.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { GAMES, registerGame } from '@kitchen-table/engine';
import { playableGames, registerWebGame, webGame } from '../src/games/registry.ts';
import type { WebGame } from '../src/games/web-game.ts';
import { contentOf } from '../src/games/content.ts';
import { dealLabel } from '../src/games/deal-label.ts';
import { sortHand } from '../src/games/order.ts';
import { translate } from '../src/i18n.ts';
import { EN, type StringKey } from '../src/strings/index.ts';
import { HIGH_CARD_ID, highCard } from '../../engine/test/support/test-game.ts';

const tinyWeb: WebGame = {
  id: HIGH_CARD_ID,
  loadPhone: async () => () => null,
  loadTv: async () => ({ pack: 'french', Centre: () => null, Sidebar: () => null }),
  loadDealWhy: async () => () => ({ headline: null, reasons: [], rule: 'A trick is a point.' }),
  content: { explain: { en: 'Play your top card.', de: 'Spiel deine oberste Karte.' }, glance: { en: ['A trick is a point'], de: ['Ein Stich ist ein Punkt'] } },
  strings: { en: { highCardTop: 'Your top card: {card}' }, de: { highCardTop: 'Deine oberste Karte: {card}' } },
  Cover: () => null as never,
  sampleCards: ['AS', '2H'],
  rankOrder: ['2', 'K', 'A'],
  words: { en: { dealOf: 'Turn {n}/{m}' }, de: { dealOf: 'Zug {n}/{m}' } },
};

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

describe('the web registry', () => {
  it('every game of the engine has a web module, in the engine’s order', () => {
    expect(playableGames().map(({ game }) => game.meta.id)).toEqual(GAMES.map((g) => g.meta.id));
  });

  it('a registered game shows up in the catalogue and the lobby’s choice, with its content, hand order and words for a deal', () => {
    cleanups.push(registerGame(highCard));
    expect(playableGames().map(({ game }) => game.meta.id)).not.toContain(HIGH_CARD_ID); // no web module yet
    cleanups.push(registerWebGame(tinyWeb));
    const entry = playableGames().find(({ game }) => game.meta.id === HIGH_CARD_ID);
    expect(entry?.game).toBe(highCard);
    expect(entry?.web).toBe(tinyWeb);
    expect(webGame(HIGH_CARD_ID)?.loadPhone).toBe(tinyWeb.loadPhone);
    expect(contentOf(HIGH_CARD_ID)).toBe(tinyWeb.content);
    expect(sortHand(['AS', '2S', 'KS'], HIGH_CARD_ID, 'french', 'rank')).toEqual(['2S', 'KS', 'AS']); // the default order would give AS KS 2S
    expect(dealLabel({ game: HIGH_CARD_ID, deal: 2, deals: 3 })).toBe('Turn 2/3');
  });

  it('a registered game brings its own strings, in both languages, and takes them along when it goes', () => {
    const key = 'highCardTop' as StringKey;
    expect(translate('en', key, { card: 'AS' })).toBe(key); // not a string yet: the key itself
    const remove = registerWebGame(tinyWeb);
    expect(translate('en', key, { card: 'AS' })).toBe('Your top card: AS');
    expect(translate('de', key, { card: 'AS' })).toBe('Deine oberste Karte: AS');
    remove();
    expect(translate('de', key, { card: 'AS' })).toBe(key);
  });

  it('refuses a game whose string keys are taken (a shared key, or another game’s)', () => {
    const sharedKey = Object.keys(EN)[0]!;
    expect(() => registerWebGame({ ...tinyWeb, strings: { en: { [sharedKey]: 'x' }, de: { [sharedKey]: 'x' } } })).toThrow(/taken already/);
    const otherGamesKey = Object.keys(webGame(GAMES[0].meta.id)!.strings.en)[0]!;
    expect(() => registerWebGame({ ...tinyWeb, strings: { en: { [otherGamesKey]: 'x' }, de: { [otherGamesKey]: 'x' } } })).toThrow(/taken already/);
    expect(webGame(HIGH_CARD_ID)).toBeUndefined();
  });

  it('refuses a second web module for one game', () => {
    expect(() => registerWebGame({ ...tinyWeb, id: GAMES[0].meta.id })).toThrow(/registered already/);
  });
});
