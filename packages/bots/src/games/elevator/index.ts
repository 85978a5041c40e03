/** Elevator's entry in the bots' registry (games/index.ts): its bots and how the benchmark plays it. */
import { elevatorBots } from './bot.ts';

export const elevatorGameBots: typeof elevatorBots = {
  ...elevatorBots,
  bench: {
    seats: 4,
    options: () => ({ games: 1 }),
    deals: { strong: 90, heuristic: 1000 },
    quickDeals: { strong: 8, heuristic: 60 },
  },
};
