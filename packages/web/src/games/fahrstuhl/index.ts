/** Fahrstuhl's web module (registered in games/registry.ts). */
import { RANK_ORDER } from '@kitchen-table/engine/fahrstuhl';
import type { PhoneScreen, WebGame } from '../web-game.ts';
import type { TvGame } from '../../tv/games/types.ts';
import { content } from './content.ts';
import { FahrstuhlCover } from './cover.tsx';
import { ROUND_WORDS } from '../words.ts';

export const fahrstuhlWeb: WebGame = {
  id: 'fahrstuhl',
  // The registry holds screens for any view; the server sends this game's views only to this game's screens.
  loadPhone: () => import('../../phone/games/FahrstuhlPhone.tsx').then((m) => m.FahrstuhlPhone as PhoneScreen),
  loadTv: () => import('../../tv/games/FahrstuhlTv.tsx').then((m) => m.fahrstuhlTv as TvGame),
  loadDealWhy: () => import('./deal-why.ts').then((m) => m.dealWhy),
  content,
  Cover: FahrstuhlCover,
  sampleCards: ['AH', 'AS', '10D', 'KC', 'QH', 'JS', '9D', '7C'],
  rankOrder: RANK_ORDER,
  // The lift stops at a floor for a round: "Round 3 of 14", "Next round".
  words: ROUND_WORDS,
};
