/**
 * Referee support: a one-game match from an explicit deal.
 * `"deal": { "hands": [[…], …], "starter": "7H", "stock": ["…top first…"] }` and an optional top-level
 * `"opener"` (default: the seat after the dealer). `options.packs` decides how many copies of a card the
 * deal may hold (hands, starter and stock counted together). A match scenario gives the deals of every
 * game of the engine's own match.
 */
import { countCards, type CardCode } from '../../core/cards.ts';
import {
  fail,
  ok,
  type RefereeDealOutcome,
  type RefereeMatchScenario,
  type RefereeReport,
  type RefereeScenario,
  type RefereeSupport,
  type Result,
  type Seat,
} from '../../core/game.ts';
import { isElevatorCard, packsFor } from './cards.ts';
import { resolveOptions } from './options.ts';
import { toAct } from './moves.ts';
import { dealGame, HAND_SIZE, isFree, newMatch, roundFromDeal, topCard, type ElevatorState, type GivenDeal } from './state.ts';

const DEAL_KEYS = ['hands', 'starter', 'stock'];

function cardList(value: unknown, what: string): Result<CardCode[]> {
  if (!Array.isArray(value)) return fail('BAD_SCENARIO', `${what} must be an array of cards`);
  for (const c of value) {
    if (!isElevatorCard(c)) return fail('BAD_SCENARIO', `${what}: ${JSON.stringify(c)} is not a card of the Elevator pack`);
  }
  return ok(value.slice() as CardCode[]);
}

/** Reads an explicit deal: `hands` (one per seat, at least one card each), `starter`, `stock`, within `packs` packs. */
function parseDeal(deal: Record<string, unknown>, players: number, packs: number): Result<GivenDeal> {
  const extra = Object.keys(deal).find((k) => !DEAL_KEYS.includes(k));
  if (extra !== undefined) return fail('BAD_SCENARIO', `"deal" has an unknown field "${extra}" (expected hands, starter, stock)`);
  if (!Array.isArray(deal.hands)) return fail('BAD_SCENARIO', '"deal.hands" must be an array of hands');
  if (deal.hands.length !== players) {
    return fail('BAD_SCENARIO', `"players" is ${players} but "deal.hands" holds ${deal.hands.length} hands`);
  }
  const hands: CardCode[][] = [];
  for (let seat = 0; seat < players; seat++) {
    const hand = cardList(deal.hands[seat], `"deal.hands[${seat}]"`);
    if (!hand.ok) return hand;
    if (hand.value.length === 0) return fail('BAD_SCENARIO', `"deal.hands[${seat}]" is empty: a game starts with cards in every hand`);
    hands.push(hand.value);
  }
  if (!isElevatorCard(deal.starter)) return fail('BAD_SCENARIO', '"deal.starter" must be a card of the Elevator pack');
  const starter = deal.starter;
  const stock = cardList(deal.stock ?? [], '"deal.stock"');
  if (!stock.ok) return stock;
  const counts = countCards([...hands.flat(), starter, ...stock.value]);
  for (const [card, n] of counts) {
    if (n > packs) {
      return fail('BAD_SCENARIO', `${card} appears ${n} times, but ${packs === 1 ? 'one pack holds' : 'two packs hold'} ${packs} (hands, starter and stock)`);
    }
  }
  return ok({ hands, starter, stock: stock.value });
}

export function setupScenario(s: RefereeScenario): Result<ElevatorState> {
  const options = resolveOptions(s.options, s.players);
  if (!options.ok) return fail('BAD_SCENARIO', options.error.message);
  const packs = packsFor(options.value.packs, s.players);
  const deal = parseDeal(s.deal, s.players, packs);
  if (!deal.ok) return deal;
  const { hands, starter, stock } = deal.value;
  const opener = s.raw.opener ?? (s.dealer + 1) % s.players;
  if (typeof opener !== 'number' || !Number.isInteger(opener) || opener < 0 || opener >= s.players) {
    return fail('BAD_SCENARIO', `"opener" must be a seat from 0 to ${s.players - 1}`);
  }
  const round = roundFromDeal(hands, starter, stock, s.dealer, opener);
  return ok({
    game: 'elevator',
    seats: s.players,
    packs,
    games: 1,
    rng: [0, 0, 0, 0],
    dealNo: 1,
    totals: new Array(s.players).fill(0),
    results: [],
    finishAfterDeal: false,
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
    result: finished ? gameResult(r.winner as Seat, r.hands.map((h) => h.length)) : null,
  };
}

/** The referee's `result` of a finished game. */
function gameResult(winner: Seat, cardsLeft: number[]): Record<string, unknown> {
  return { winner, cardsLeft };
}

/**
 * A match scenario: the lobby's options (`packs`, `games`) give the match; every game deals 7 cards to
 * each seat (rule 2.1). The match is the engine's own (`newMatch`, `closeGame`): game 1 is opened by the
 * seat after the scenario's dealer, every later game by the previous winner (rule 7.3). A top-level
 * `opener` is refused: in a match the openers follow from the rules.
 */
function setupMatch(sc: RefereeMatchScenario): Result<ElevatorState> {
  const bad = (msg: string): Result<ElevatorState> => fail('BAD_SCENARIO', msg);
  if (sc.raw.opener !== undefined) return bad('"opener" is not a field of a match scenario: game 1 is opened by the seat after the dealer, later games by the previous winner');
  const options = resolveOptions(sc.options, sc.players);
  if (!options.ok) return bad(options.error.message);
  const packs = packsFor(options.value.packs, sc.players);
  const games = options.value.games as number;
  if (sc.deals.length > games) return bad(`the match has ${games} games, but ${sc.deals.length} deals are given`);
  const givenDeals: GivenDeal[] = [];
  for (let i = 0; i < sc.deals.length; i++) {
    const deal = parseDeal(sc.deals[i], sc.players, packs);
    if (!deal.ok) return bad(`deal ${i + 1}: ${deal.error.message}`);
    const short = deal.value.hands.findIndex((h) => h.length !== HAND_SIZE);
    if (short >= 0) return bad(`deal ${i + 1}: every game deals ${HAND_SIZE} cards to each seat; seat ${short} holds ${deal.value.hands[short].length}`);
    givenDeals.push(deal.value);
  }
  const match = { ...newMatch(sc.players, packs, games, 0), givenDeals };
  return ok({ ...match, round: dealGame(match, sc.dealer, (sc.dealer + 1) % sc.players, 1).round });
}

function dealOutcome(state: ElevatorState): RefereeDealOutcome {
  const game = state.results[state.results.length - 1];
  return { result: gameResult(game.winner, game.cardsLeft.slice()), scored: { points: game.points.slice() } };
}

export const referee: RefereeSupport<ElevatorState> = {
  setupScenario,
  report,
  match: { setup: setupMatch, dealOutcome, totals: (state) => state.totals.slice() },
};
