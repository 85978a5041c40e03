/**
 * How the benchmark plays one deal of each game: the options that make a match of a single deal, and
 * each seat's score for the deal as the issue defines it (Fahrstuhl: round points; Fünfzehnern:
 * points − 15; Elevator: the game's points; Lusti-Kartl'n: the team's game points).
 */
import type { GameEvent } from '@kitchen-table/engine';

export interface BenchGame {
  id: string;
  seats: number;
  /** Options for the match of deal number `index` (0-based). */
  options(index: number): Record<string, unknown>;
  /** Per-seat scores once the deal is scored (null before). */
  score(events: readonly GameEvent[], seats: number): number[] | null;
  /** Partnerships (Lusti-Kartl'n): rotations swap the teams instead of alternating seats. */
  teams?: boolean;
}

const find = (events: readonly GameEvent[], type: string): GameEvent | undefined => events.find((e) => e.type === type);

export const BENCH_GAMES: Record<string, BenchGame> = {
  fahrstuhl: {
    id: 'fahrstuhl',
    seats: 4,
    // Rounds of 1 … 10 cards in turn, all outbound (10 a trick), bonus 100.
    options: (index) => ({ mode: 'single', cards: 1 + (index % 10) }),
    score: (events) => (find(events, 'dealScored')?.score as number[] | undefined) ?? null,
  },
  fuenfzehnern: {
    id: 'fuenfzehnern',
    seats: 4,
    options: () => ({ hands: 1 }),
    score: (events) => (find(events, 'handScored')?.score as number[] | undefined) ?? null,
  },
  elevator: {
    id: 'elevator',
    seats: 4,
    options: () => ({ games: 1 }),
    score: (events) => (find(events, 'dealScored')?.score as number[] | undefined) ?? null,
  },
  lusti: {
    id: 'lusti',
    seats: 4,
    teams: true,
    options: () => ({}),
    score: (events, seats) => {
      const e = find(events, 'handScored');
      if (!e) return null;
      const winner = e.winner as number | null;
      const points = e.gamePoints as number;
      return Array.from({ length: seats }, (_, s) => (winner !== null && (s & 1) === winner ? points : 0));
    },
  },
};
