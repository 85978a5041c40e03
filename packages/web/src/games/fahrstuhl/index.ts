/** Fahrstuhl's web module (registered in games/registry.ts). */
import { RANK_ORDER } from '@kitchen-table/engine/fahrstuhl';
import type { GameEvent } from '@kitchen-table/engine';
import type { PhoneScreen, WebGame } from '../web-game.ts';
import type { TvGame } from '../../tv/games/types.ts';
import { content } from './content.ts';
import { de, en } from './strings.ts';
import { Cover } from './cover.tsx';
import { ROUND_WORDS } from '../words.ts';

export const fahrstuhlWeb: WebGame<GameEvent, typeof en> = {
  id: 'fahrstuhl',
  // The registry holds screens for any view; the server sends this game's views only to this game's screens.
  loadPhone: () => import('./phone.tsx').then((m) => m.Phone as PhoneScreen),
  loadTv: () => import('./tv.tsx').then((m) => m.tv as TvGame),
  loadDealWhy: () => import('./deal-why.ts').then((m) => m.dealWhy),
  content,
  strings: { en, de },
  Cover,
  sampleCards: ['AH', 'AS', '10D', 'KC', 'QH', 'JS', '9D', '7C'],
  rankOrder: RANK_ORDER,
  // The lift stops at a floor for a round: "Round 3 of 14", "Next round".
  words: ROUND_WORDS,
};
