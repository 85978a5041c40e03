/** Fahrstuhl's web module (registered in games/registry.ts). */
import type { WebGame } from '../web-game.ts';
import { content } from './content.ts';
import { FahrstuhlCover } from './cover.tsx';

export const fahrstuhlWeb: WebGame = {
  id: 'fahrstuhl',
  loadPhone: () => import('../../phone/games/FahrstuhlPhone.tsx').then((m) => m.FahrstuhlPhone),
  loadTv: () => import('../../tv/games/FahrstuhlTv.tsx').then((m) => m.fahrstuhlTv),
  loadDealWhy: () => import('./deal-why.ts').then((m) => m.dealWhy),
  content,
  Cover: FahrstuhlCover,
  sampleCards: ['AH', 'AS', '10D', 'KC', 'QH', 'JS', '9D', '7C'],
  rankOrder: ['A', '10', 'K', 'Q', 'J', '9', '8', '7'],
};
