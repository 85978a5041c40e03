/** Fahrstuhl's entry in the bots' registry (games/index.ts): its bots and how the benchmark plays it. */
import { fahrstuhlBots } from './bot.ts';

export const fahrstuhlGameBots: typeof fahrstuhlBots = {
  ...fahrstuhlBots,
  bench: {
    seats: 4,
    // Rounds of 1 … 10 cards in turn, all outbound (10 a trick), bonus 100.
    options: (index) => ({ mode: 'single', cards: 1 + (index % 10) }),
    deals: { strong: 300, heuristic: 2000 },
    quickDeals: { strong: 8, heuristic: 60 },
    calls: (scored) => ({ calls: scored.calls as number[], taken: scored.taken as number[] }),
  },
};
