/** Elevator's web module (registered in games/registry.ts): a deal is a "game" (GAME_WORDS); Kopile sounds and toasts. */
import { t } from '../../i18n.ts';
import { play } from '../../shared/sound.ts';
import { showToast } from '../../shared/toast.ts';
import type { WebGame } from '../web-game.ts';
import { content } from './content.ts';
import { ElevatorCover } from './cover.tsx';
import { GAME_WORDS } from '../words.ts';

export const elevatorWeb: WebGame = {
  id: 'elevator',
  loadPhone: () => import('../../phone/games/ElevatorPhone.tsx').then((m) => m.ElevatorPhone),
  loadTv: () => import('../../tv/games/ElevatorTv.tsx').then((m) => m.elevatorTv),
  content,
  Cover: ElevatorCover,
  sampleCards: ['2C', '5H', '9S', 'JD', 'KC', 'AH', 'RJ', 'BJ'],
  rankOrder: ['A', 'K', 'Q', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2'],
  // A match is a few games of Elevator: "Game 2 of 3", "Next game".
  words: GAME_WORDS,
  phoneEvent(e, names) {
    if (e.type !== 'kopile') return;
    play('kopile');
    showToast(t('kopileToast', { name: names[e.seat ?? 0] ?? '?' }));
  },
  // Kopile, and each card it makes the last player give away.
  tableSound: (e) => (e.type === 'kopile' ? 'kopile' : e.type === 'give' ? 'card' : null),
};
