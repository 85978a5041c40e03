/** Elevator's web module (registered in games/registry.ts): a deal is a "game" (GAME_WORDS); Kopile sounds and toasts. */
import { langStore } from '../../i18n.ts';
import { kopileToastText } from './kopile-text.ts';
import { play } from '../../shared/sound.ts';
import { showToast } from '../../shared/toast.ts';
import { RANK_ORDER, type ElevatorEvent } from '@kitchen-table/engine/elevator';
import type { PhoneScreen, WebGame } from '../web-game.ts';
import type { TvGame } from '../../tv/games/types.ts';
import { content } from './content.ts';
import { de, en } from './strings.ts';
import { Cover } from './cover.tsx';
import { GAME_WORDS } from '../words.ts';

export const elevatorWeb: WebGame<ElevatorEvent, typeof en> = {
  id: 'elevator',
  // The registry holds screens for any view; the server sends this game's views only to this game's screens.
  loadPhone: () => import('./phone.tsx').then((m) => m.Phone as PhoneScreen),
  loadTv: () => import('./tv.tsx').then((m) => m.tv as TvGame),
  loadDealWhy: () => import('./deal-why.ts').then((m) => m.dealWhy),
  content,
  strings: { en, de },
  Cover,
  sampleCards: ['2C', '5H', '9S', 'JD', 'KC', 'AH', 'RJ', 'BJ'],
  rankOrder: RANK_ORDER,
  // A match is a few games of Elevator: "Game 2 of 3", "Next game".
  words: GAME_WORDS,
  phoneEvent(e, names, seat) {
    if (e.type !== 'kopile') return;
    play('kopile');
    showToast(kopileToastText(langStore.get(), e, names, seat));
  },
  // Kopile, and each card it makes the last player give away.
  tableSound: (e) => (e.type === 'kopile' ? 'kopile' : e.type === 'give' ? 'card' : null),
};
