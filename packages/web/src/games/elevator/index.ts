/** Elevator's web module (registered in games/registry.ts): a deal is a "game"; Kopile sounds and toasts. */
import { t } from '../../i18n.ts';
import { play } from '../../shared/sound.ts';
import { showToast } from '../../shared/toast.ts';
import type { WebGame } from '../web-game.ts';
import { content } from './content.ts';
import { ElevatorCover } from './cover.tsx';

export const elevatorWeb: WebGame = {
  id: 'elevator',
  loadPhone: () => import('../../phone/games/ElevatorPhone.tsx').then((m) => m.ElevatorPhone),
  loadTv: () => import('../../tv/games/ElevatorTv.tsx').then((m) => m.elevatorTv),
  loadDealWhy: () => import('./deal-why.ts').then((m) => m.dealWhy),
  content,
  Cover: ElevatorCover,
  sampleCards: ['2C', '5H', '9S', 'JD', 'KC', 'AH', 'RJ', 'BJ'],
  rankOrder: ['A', 'K', 'Q', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2'],
  // A match is a few games of Elevator.
  dealLabel: (deal, deals) => (deals ? t('gameOfMatch', { n: deal, m: deals }) : null),
  phoneEvent(e, names) {
    if (e.type !== 'kopile') return;
    play('kopile');
    showToast(t('kopileToast', { name: names[e.seat ?? 0] ?? '?' }));
  },
  // Kopile, and each card it makes the last player give away.
  tableSound: (e) => (e.type === 'kopile' ? 'kopile' : e.type === 'give' ? 'card' : null),
};
