/** Fünfzehnern's entry in the bots' registry (games/index.ts): its bots and how the benchmark plays it. */
import { fuenfzehnernBots } from './bot.ts';

export const fuenfzehnernGameBots: typeof fuenfzehnernBots = {
  ...fuenfzehnernBots,
  bench: {
    seats: 4,
    options: () => ({ hands: 1 }),
    deals: { strong: 180, heuristic: 2000 },
    quickDeals: { strong: 8, heuristic: 60 },
  },
};
