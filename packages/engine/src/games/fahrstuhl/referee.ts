/**
 * Referee support: a scenario (explicit hands and turned-up card, trip and bonus) becomes a one-deal
 * match; the report lists the tricks and, once the deal is over, its result. A match scenario becomes
 * the engine's own match with its rounds dealt from the given deals. Format: docs/referee.md.
 */
import {
  fail,
  ok,
  type RefereeDealOutcome,
  type RefereeMatchScenario,
  type RefereeReport,
  type RefereeScenario,
  type RefereeSupport,
  type Result,
} from '../../core/game.ts';
import { seedRng } from '../../core/rng.ts';
import { codeOfKind, COPIES, KINDS, kindOfCode } from './cards.ts';
import { classesInPlay } from './deck.ts';
import { MAX_CARDS, resolveOptions } from './options.ts';
import { DEFAULT_BONUS, MAX_BONUS, type Trip } from './scoring.ts';
import { setup, startDeal } from './setup.ts';
import { nextSeat, type DealSummary, type FahrstuhlState, type GivenDeal } from './state.ts';
import type { TrickView } from './views.ts';

const TRIPS: Trip[] = ['outbound', 'return'];

function unknownKey(obj: Record<string, unknown>, known: string[]): string | undefined {
  return Object.keys(obj).find((k) => !known.includes(k));
}

/** Reads an explicit deal: `hands` (equally long, 1–10 cards) and `trump`, within the two packs. Hands come sorted. (The lesson reads its deals with it too.) */
export function parseDeal(deal: Record<string, unknown>, players: number): Result<GivenDeal> {
  const bad = (msg: string): Result<GivenDeal> => fail('MALFORMED', msg);
  const extraDeal = unknownKey(deal, ['hands', 'trump']);
  if (extraDeal !== undefined) return bad(`unknown deal field "${extraDeal}" (fahrstuhl's deal has "hands" and "trump")`);
  const rawHands = deal.hands;
  if (!Array.isArray(rawHands) || !rawHands.every(Array.isArray)) return bad('"deal.hands" must be an array of arrays of card codes');
  if (rawHands.length !== players) return bad(`"players" is ${players} but "deal.hands" has ${rawHands.length} hands`);
  const cards = (rawHands[0] as unknown[]).length;
  if (!(rawHands as unknown[][]).every((h) => h.length === cards)) return bad('every hand must hold the same number of cards');
  if (cards < 1 || cards > MAX_CARDS) return bad(`hands must hold 1 to ${MAX_CARDS} cards`);
  const counts = new Array<number>(KINDS).fill(0);
  const read = (code: unknown): number => {
    const kind = kindOfCode(code);
    if (kind >= 0) counts[kind]++;
    return kind;
  };
  const hands: number[][] = [];
  for (const h of rawHands as unknown[][]) {
    const hand = h.map(read);
    const i = hand.indexOf(-1);
    if (i >= 0) return bad(`${JSON.stringify(h[i])} is not a card of the 32-card pack (A 10 K Q J 9 8 7 of S H D C)`);
    hands.push(hand.sort((a, b) => a - b));
  }
  const trump = read(deal.trump);
  if (trump < 0) return bad(`"deal.trump" ${JSON.stringify(deal.trump)} is not a card of the 32-card pack`);
  const over = counts.findIndex((c) => c > COPIES);
  if (over >= 0) return bad(`${codeOfKind(over)} appears ${counts[over]} times; the two packs hold ${COPIES} (the turned-up card counts)`);
  return ok({ hands, trump });
}

export function setupScenario(sc: RefereeScenario): Result<FahrstuhlState> {
  const bad = (msg: string): Result<FahrstuhlState> => fail('MALFORMED', msg);
  const { players, dealer, options, deal } = sc;
  const extraOption = unknownKey(options, ['trip', 'bonus']);
  if (extraOption !== undefined) return bad(`unknown option "${extraOption}" (fahrstuhl knows "trip" and "bonus")`);
  const trip = options.trip ?? 'outbound';
  if (!TRIPS.includes(trip as Trip)) return bad('option "trip" must be "outbound" or "return"');
  const bonus = options.bonus ?? DEFAULT_BONUS;
  if (typeof bonus !== 'number' || !Number.isInteger(bonus) || bonus < 0 || bonus > MAX_BONUS) {
    return bad(`option "bonus" must be an integer from 0 to ${MAX_BONUS}`);
  }
  const parsed = parseDeal(deal, players);
  if (!parsed.ok) return parsed as Result<never>;
  const { hands, trump } = parsed.value;
  const cards = hands[0].length;
  const first = nextSeat(dealer, players);
  return ok({
    game: 'fahrstuhl',
    seats: players,
    mode: 'scenario',
    bonus,
    floors: [cards],
    trips: [trip as Trip],
    classes: classesInPlay(players, cards),
    round: 0,
    dealer,
    phase: 'calling',
    hands,
    trump,
    calls: new Array(players).fill(null),
    shared: null,
    taken: new Array(players).fill(0),
    leader: first,
    turn: first,
    trick: [],
    tricks: [],
    lastTrick: null,
    lastDeal: null,
    totals: new Array(players).fill(0),
    finishAfterDeal: false,
    rng: seedRng(0),
  });
}

export function report(state: FahrstuhlState): RefereeReport {
  const n = state.seats;
  const view = (leader: number, cards: number[], winners: number[]): TrickView => ({
    leader,
    plays: cards.map((k, p) => ({ seat: (leader + p) % n, card: codeOfKind(k) })),
    winners: winners.slice(),
  });
  const tricks = state.tricks.map((t) => view(t.leader, t.cards, t.winners));
  if (state.trick.length > 0) tricks.push(view(state.leader, state.trick, []));
  const finished = state.phase === 'over';
  const d = state.lastDeal;
  return {
    finished,
    next: finished ? null : state.turn,
    extra: { tricks },
    result: finished && d ? dealResult(d) : null,
  };
}

/** The referee's `result` of a finished deal (per seat). */
function dealResult(d: DealSummary): Record<string, unknown> {
  return { calls: d.calls.slice(), taken: d.taken.slice(), shared: d.shared, score: d.score.slice() };
}

/**
 * A match scenario: the lobby's options (`mode`, `startCards`, `cards`, `bonus`) give the rounds; deal n
 * must deal round n's floor to every seat. The match is the engine's own (`setup`), its rounds dealt
 * from the given deals; the first one by the scenario's dealer.
 */
export function setupMatch(sc: RefereeMatchScenario): Result<FahrstuhlState> {
  const bad = (msg: string): Result<FahrstuhlState> => fail('MALFORMED', msg);
  const options = resolveOptions(sc.options, sc.players);
  if (!options.ok) return bad(options.error.message);
  const match = setup(options.value, sc.players, 0);
  const floors = match.floors;
  if (sc.deals.length > floors.length) return bad(`the match has ${floors.length} round${floors.length === 1 ? '' : 's'}, but ${sc.deals.length} deals are given`);
  const givenDeals: GivenDeal[] = [];
  for (let i = 0; i < sc.deals.length; i++) {
    const parsed = parseDeal(sc.deals[i], sc.players);
    if (!parsed.ok) return bad(`deal ${i + 1}: ${parsed.error.message}`);
    const cards = parsed.value.hands[0].length;
    if (cards !== floors[i]) {
      return bad(`deal ${i + 1}: round ${i + 1} of this match deals ${floors[i]} cards to each seat, not ${cards} (rounds: ${floors.join(' ')})`);
    }
    givenDeals.push(parsed.value);
  }
  return ok(startDeal({ ...match, givenDeals }, 0, sc.dealer));
}

/** The deal the last move ended: its result, and its score as the match points it gave. */
function dealOutcome(state: FahrstuhlState): RefereeDealOutcome {
  const d = state.lastDeal as DealSummary;
  return { result: dealResult(d), scored: { points: d.score.slice() } };
}

export const referee: RefereeSupport<FahrstuhlState> = {
  setupScenario,
  report,
  match: { setup: setupMatch, dealOutcome, totals: (state) => state.totals.slice() },
};
