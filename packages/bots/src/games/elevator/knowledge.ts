/**
 * What an Elevator seat knows, from its view alone: its hand, the pile (the starter and every play of
 * the game's public history), every hand's size, the stock's size, the lift and the obligations. The
 * unseen cards — the pack(s) minus its hand and the pile — lie in the other hands and the stock; a
 * determinization deals them anew (hands by their sizes, the stock in a random order) and rebuilds the
 * engine's round so that the engine's own model (model.ts, runs.ts) play it forward.
 */
import type { CardCode } from '@kitchen-table/engine';
import { buildDeck, type ElevatorRound, type ElevatorSeatView } from '@kitchen-table/engine/elevator';
import type { Rng } from '../../util/rng.ts';

const PACK_SIZE = 54;

export interface ElevatorKnowledge {
  seat: number;
  seats: number;
  hand: CardCode[];
  handSizes: number[];
  stockSize: number;
  unseen: CardCode[];
  /** The round's public fields as the view gives them. */
  top: CardCode;
  lift: ElevatorRound['lift'];
  topBy: number | null;
  turn: number;
  opener: number;
  dealer: number;
  lastTurnWasPlay: boolean;
  kopileBound: number | null;
  givesDue: number[];
}

export function readElevatorView(view: Readonly<ElevatorSeatView>): ElevatorKnowledge {
  const total = view.handSizes.reduce((a, b) => a + b, 0) + view.stock + view.pileSize;
  const packs = Math.max(1, Math.round(total / PACK_SIZE));
  const remaining = new Map<CardCode, number>();
  for (const c of buildDeck(packs)) remaining.set(c, (remaining.get(c) ?? 0) + 1);
  const take = (c: CardCode): void => {
    remaining.set(c, (remaining.get(c) ?? 0) - 1);
  };
  for (const c of view.hand) take(c);
  let lastTurnWasPlay = true;
  for (const e of view.history) {
    if (e.type === 'dealStart') take(e.starter as CardCode);
    else if (e.type === 'play') {
      for (const c of e.cards as CardCode[]) take(c);
      lastTurnWasPlay = true;
    } else if (e.type === 'pass') lastTurnWasPlay = false;
  }
  const unseen: CardCode[] = [];
  for (const [c, n] of remaining) for (let i = 0; i < n; i++) unseen.push(c);
  return {
    seat: view.seat,
    seats: view.seats,
    hand: view.hand.slice(),
    handSizes: view.handSizes.slice(),
    stockSize: view.stock,
    unseen,
    top: view.top,
    lift: view.lift,
    topBy: view.topBy,
    turn: view.turn,
    opener: view.opener,
    dealer: view.dealer,
    lastTurnWasPlay: view.obligation === 'pass' ? false : view.obligation === null ? true : lastTurnWasPlay,
    kopileBound: view.kopileSeat,
    givesDue: view.givesDue.slice(),
  };
}

/** The round as the seat sees it, hidden cards dealt from `pool` in order (the caller shuffles it; none when omitted). */
export function roundFrom(k: ElevatorKnowledge, pool?: readonly CardCode[]): ElevatorRound {
  let next = 0;
  const hands: CardCode[][] = [];
  for (let s = 0; s < k.seats; s++) {
    if (s === k.seat) hands.push(k.hand.slice());
    else if (pool) hands.push(pool.slice(next, (next += k.handSizes[s])));
    else hands.push([]);
  }
  return {
    dealer: k.dealer,
    opener: k.opener,
    hands,
    stock: pool ? pool.slice(next, next + k.stockSize) : [],
    pile: [k.top],
    lift: k.lift,
    topBy: k.topBy,
    turn: k.turn,
    lastTurnWasPlay: k.lastTurnWasPlay,
    kopileBound: k.kopileBound,
    givesDue: k.givesDue.slice(),
    drawn: Array.from({ length: k.seats }, () => []),
    history: [],
    winner: null,
  };
}

export function determinizeElevator(k: ElevatorKnowledge, rng: Rng, pool: CardCode[]): ElevatorRound {
  for (let i = 0; i < k.unseen.length; i++) pool[i] = k.unseen[i];
  rng.shuffle(pool, k.unseen.length);
  return roundFrom(k, pool);
}
