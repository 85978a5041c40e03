/** Lusti-Kartl'n's web module (registered in games/registry.ts): Brand sounds and buzzes. */
import { play } from '../../shared/sound.ts';
import { vibrate } from '../../shared/wake-lock.ts';
import { RANK_ORDER, type LustiEvent } from '@kitchen-table/engine/lusti';
import type { PhoneScreen, WebGame } from '../web-game.ts';
import type { TvGame } from '../../tv/games/types.ts';
import { content } from './content.ts';
import { de, en } from './strings.ts';
import { Cover } from './cover.tsx';
import { HAND_WORDS, withWords } from '../words.ts';

export const lustiWeb: WebGame<LustiEvent, typeof en> = {
  id: 'lusti',
  // The registry holds screens for any view; the server sends this game's views only to this game's screens.
  loadPhone: () => import('./phone.tsx').then((m) => m.Phone as PhoneScreen),
  loadTv: () => import('./tv.tsx').then((m) => m.tv as TvGame),
  loadDealWhy: () => import('./deal-why.ts').then((m) => m.dealWhy),
  content,
  strings: { en, de },
  Cover,
  sampleCards: ['AE', 'KG', 'OH', 'US', '10E', '9G', '8H', '7S'],
  rankOrder: RANK_ORDER,
  // "Hand 3" (German: "Spiel 3"); a hand scores Striche for a team, card points are only counted in it.
  words: withWords(HAND_WORDS, {
    en: { yourDealPoints: 'Striche for your team this hand: {n}' },
    de: { dealScoredTitle: 'Spiel {n}: die Striche', yourDealPoints: 'Striche für dein Team in diesem Spiel: {n}' },
  }),
  phoneEvent(e) {
    if (e.type !== 'brand') return;
    play('brand');
    vibrate(400);
  },
  tableSound: (e) => (e.type === 'brand' ? 'brand' : null),
};
