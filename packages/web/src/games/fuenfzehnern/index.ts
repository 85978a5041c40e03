/** Fünfzehnern's web module (registered in games/registry.ts). */
import type { WebGame } from '../web-game.ts';
import { content } from './content.ts';
import { FuenfzehnernCover } from './cover.tsx';

export const fuenfzehnernWeb: WebGame = {
  id: 'fuenfzehnern',
  loadPhone: () => import('../../phone/games/FuenfzehnernPhone.tsx').then((m) => m.FuenfzehnernPhone),
  loadTv: () => import('../../tv/games/FuenfzehnernTv.tsx').then((m) => m.fuenfzehnernTv),
  loadDealWhy: () => import('./deal-why.ts').then((m) => m.dealWhy),
  content,
  Cover: FuenfzehnernCover,
  sampleCards: ['AS', 'KH', 'QC', 'JD', '10S', '9H', '8C', '7D'],
  rankOrder: ['A', 'K', 'Q', 'J', '10', '9', '8', '7'],
};
