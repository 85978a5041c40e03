/** Lusti-Kartl'n's entry in the bots' registry (games/index.ts): its bots and how the benchmark plays it. */
import { lustiBots } from './bot.ts';

export const lustiGameBots: typeof lustiBots = {
  ...lustiBots,
  bench: {
    seats: 4,
    options: () => ({}),
    deals: { strong: 180, heuristic: 2000 },
    quickDeals: { strong: 8, heuristic: 60 },
  },
};
