/** Lusti-Kartl'n's web module (registered in games/registry.ts): Brand sounds and buzzes. */
import { play } from '../../shared/sound.ts';
import { vibrate } from '../../shared/wake-lock.ts';
import type { WebGame } from '../web-game.ts';
import { content } from './content.ts';
import { LustiCover } from './cover.tsx';

export const lustiWeb: WebGame = {
  id: 'lusti',
  loadPhone: () => import('../../phone/games/LustiPhone.tsx').then((m) => m.LustiPhone),
  loadTv: () => import('../../tv/games/LustiTv.tsx').then((m) => m.lustiTv),
  loadDealWhy: () => import('./deal-why.ts').then((m) => m.dealWhy),
  content,
  Cover: LustiCover,
  sampleCards: ['AE', 'KG', 'OH', 'US', '10E', '9G', '8H', '7S'],
  rankOrder: ['A', 'K', 'O', 'U', '10', '9', '8', '7'],
  phoneEvent(e) {
    if (e.type !== 'brand') return;
    play('brand');
    vibrate(400);
  },
  tableSound: (e) => (e.type === 'brand' ? 'brand' : null),
};
