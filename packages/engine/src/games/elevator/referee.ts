/**
 * Referee support: a one-game match from an explicit deal.
 * `"deal": { "hands": [[…], …], "starter": "7H", "stock": ["…top first…"] }` and an optional top-level
 * `"opener"` (default: the seat after the dealer). `options.packs` decides how many copies of a card the
 * deal may hold (hands, starter and stock counted together).
 */
import { countCards, type CardCode } from '../../core/cards.ts';
import { fail, ok, type RefereeReport, type RefereeScenario, type RefereeSupport, type Result } from '../../core/game.ts';
import { isElevatorCard, packsFor } from './cards.ts';
import { resolveElevatorOptions } from './meta.ts';
import { toAct } from './moves.ts';
import { isFree, roundFromDeal, topCard, type ElevatorState } from './state.ts';

const DEAL_KEYS = ['hands', 'starter', 'stock'];

function cardList(value: unknown, what: string): Result<CardCode[]> {
  if (!Array.isArray(value)) return fail('BAD_SCENARIO', `${what} must be an array of cards`);
  for (const c of value) {
    if (!isElevatorCard(c)) return fail('BAD_SCENARIO', `${what}: ${JSON.stringify(c)} is not a card of the Elevator pack`);
  }
  return ok(value.slice() as CardCode[]);
}

export function setupScenario(s: RefereeScenario): Result<ElevatorState> {
  const options = resolveElevatorOptions(s.options, s.players);
  if (!options.ok) return fail('BAD_SCENARIO', options.error.message);
  const packs = packsFor(options.value.packs, s.players);
  const extra = Object.keys(s.deal).find((k) => !DEAL_KEYS.includes(k));
  if (extra !== undefined) return fail('BAD_SCENARIO', `"deal" has an unknown field "${extra}" (expected hands, starter, stock)`);
  if (!Array.isArray(s.deal.hands)) return fail('BAD_SCENARIO', '"deal.hands" must be an array of hands');
  if (s.deal.hands.length !== s.players) {
    return fail('BAD_SCENARIO', `"players" is ${s.players} but "deal.hands" holds ${s.deal.hands.length} hands`);
  }
  const hands: CardCode[][] = [];
  for (let seat = 0; seat < s.players; seat++) {
    const hand = cardList(s.deal.hands[seat], `"deal.hands[${seat}]"`);
    if (!hand.ok) return hand;
    if (hand.value.length === 0) return fail('BAD_SCENARIO', `"deal.hands[${seat}]" is empty: a game starts with cards in every hand`);
    hands.push(hand.value);
  }
  if (!isElevatorCard(s.deal.starter)) return fail('BAD_SCENARIO', '"deal.starter" must be a card of the Elevator pack');
  const starter = s.deal.starter;
  const stock = cardList(s.deal.stock ?? [], '"deal.stock"');
  if (!stock.ok) return stock;
  const counts = countCards([...hands.flat(), starter, ...stock.value]);
  for (const [card, n] of counts) {
    if (n > packs) {
      return fail('BAD_SCENARIO', `${card} appears ${n} times, but ${packs === 1 ? 'one pack holds' : 'two packs hold'} ${packs} (hands, starter and stock)`);
    }
  }
  const opener = s.raw.opener ?? (s.dealer + 1) % s.players;
  if (typeof opener !== 'number' || !Number.isInteger(opener) || opener < 0 || opener >= s.players) {
    return fail('BAD_SCENARIO', `"opener" must be a seat from 0 to ${s.players - 1}`);
  }
  const round = roundFromDeal(hands, starter, stock.value, s.dealer, opener);
  return ok({
    game: 'elevator',
    seats: s.players,
    packs,
    games: 1,
    rng: [0, 0, 0, 0],
    dealNo: 1,
    totals: new Array(s.players).fill(0),
    results: [],
    finishAfter: false,
    matchOver: false,
    round,
  });
}

export function report(state: ElevatorState): RefereeReport {
  const r = state.round;
  const finished = r.winner !== null;
  const next = toAct(state);
  return {
    finished,
    next: next.length > 0 ? next[0] : null,
    extra: {
      state: {
        top: topCard(r),
        lift: r.lift,
        free: isFree(r),
        stock: r.stock.length,
        handSizes: r.hands.map((h) => h.length),
        givesDue: r.givesDue.slice(),
      },
    },
    result: finished ? { winner: r.winner, cardsLeft: r.hands.map((h) => h.length) } : null,
  };
}

export const elevatorReferee: RefereeSupport<ElevatorState> = { setupScenario, report };
