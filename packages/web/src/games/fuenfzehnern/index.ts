/** Fünfzehnern's web module (registered in games/registry.ts). */
import { RANK_ORDER } from '@kitchen-table/engine/fuenfzehnern';
import type { GameEvent } from '@kitchen-table/engine';
import type { PhoneScreen, WebGame } from '../web-game.ts';
import type { TvGame } from '../../tv/games/types.ts';
import { content } from './content.ts';
import { de, en } from './strings.ts';
import { Cover } from './cover.tsx';
import { HAND_WORDS } from '../words.ts';

export const fuenfzehnernWeb: WebGame<GameEvent, typeof en> = {
  id: 'fuenfzehnern',
  // The registry holds screens for any view; the server sends this game's views only to this game's screens.
  loadPhone: () => import('./phone.tsx').then((m) => m.Phone as PhoneScreen),
  loadTv: () => import('./tv.tsx').then((m) => m.tv as TvGame),
  loadDealWhy: () => import('./deal-why.ts').then((m) => m.dealWhy),
  content,
  strings: { en, de },
  Cover,
  sampleCards: ['AS', 'KH', 'QC', 'JD', '10S', '9H', '8C', '7D'],
  rankOrder: RANK_ORDER,
  // "Hand 3 of 8" (German: "Spiel 3 von 8").
  words: HAND_WORDS,
};
