/**
 * Referee support: a scenario is a one-hand match from an explicit deal `{ "hands": [...] }`. The result
 * is `{ cardPoints, score }` once the hand is played out, with `tricks` at the top level as in Fahrstuhl.
 * A match scenario gives the deals of every hand of the engine's own match.
 */
import type { CardCode } from '../../core/cards.ts';
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
import { resolveOptions, typedOptions } from './options.ts';
import { cardIndex, inPackFor, suitsInPlay } from './pack.ts';
import { dealHand, freshHand, matchFromDeal, newMatch, type FuenfzehnernState, type HandSummary } from './state.ts';

/** Every hand of a match deals the whole pack: 8 cards to each seat (rule 1.2). */
const CARDS_PER_SEAT = 8;

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function packNote(players: number): string {
  return players === 3 ? ' (with 3 players the diamonds are removed)' : '';
}

/** Checks the explicit deal: one equal, non-empty hand per seat, every card of the pack at most once. */
export function validateDeal(deal: Record<string, unknown>, players: number): Result<CardCode[][]> {
  for (const key of Object.keys(deal)) {
    if (key !== 'hands') return fail('MALFORMED', `a Fünfzehnern deal has only "hands", not "${key}"`);
  }
  const hands = deal.hands;
  if (!Array.isArray(hands)) return fail('MALFORMED', '"deal.hands" must be an array of hands');
  if (hands.length !== players) return fail('MALFORMED', `"players" is ${players} but the deal has ${hands.length} hands`);
  const seen = new Set<CardCode>();
  let size = -1;
  for (let s = 0; s < hands.length; s++) {
    const hand = hands[s];
    if (!Array.isArray(hand)) return fail('MALFORMED', `hand ${s} must be an array of cards`);
    if (size >= 0 && hand.length !== size) return fail('MALFORMED', 'all hands must hold the same number of cards');
    size = hand.length;
    for (const card of hand) {
      if (typeof card !== 'string' || cardIndex(card) < 0) {
        return fail('MALFORMED', `hand ${s}: ${JSON.stringify(card)} is not a card of the piquet pack`);
      }
      if (!inPackFor(card, players)) return fail('MALFORMED', `hand ${s}: ${card} is not in the pack${packNote(players)}`);
      if (seen.has(card)) return fail('MALFORMED', `${card} is dealt twice; the pack holds each card once`);
      seen.add(card);
    }
  }
  if (size === 0) return fail('MALFORMED', 'the hands must hold at least one card');
  return ok(hands as CardCode[][]);
}

/** With 3 seats a diamond is not in the game's pack: a move playing one makes the scenario malformed. */
function checkMoveCards(raw: Record<string, unknown>, players: number): Result<true> {
  if (suitsInPlay(players) === 4 || !Array.isArray(raw.moves)) return ok(true);
  for (let i = 0; i < raw.moves.length; i++) {
    const m = raw.moves[i];
    if (isObject(m) && typeof m.play === 'string' && cardIndex(m.play) >= 0 && !inPackFor(m.play, players)) {
      return fail('MALFORMED', `move ${i}: ${m.play} is not in the pack${packNote(players)}`);
    }
  }
  return ok(true);
}

function setupScenario(scenario: RefereeScenario): Result<FuenfzehnernState> {
  const options = resolveOptions(scenario.options, scenario.players);
  if (!options.ok) return options;
  const hands = validateDeal(scenario.deal, scenario.players);
  if (!hands.ok) return hands;
  const moves = checkMoveCards(scenario.raw, scenario.players);
  if (!moves.ok) return moves;
  return ok(matchFromDeal(typedOptions(options.value, scenario.players), scenario.dealer, hands.value));
}

function report(state: FuenfzehnernState): RefereeReport {
  const tricks = state.tricks.map((t) => ({
    leader: t.leader,
    plays: t.plays.map((p) => ({ seat: p.seat, card: p.card })),
    winners: [t.winner],
  }));
  if (state.current.plays.length > 0) {
    tricks.push({
      leader: state.current.leader,
      plays: state.current.plays.map((p) => ({ seat: p.seat, card: p.card })),
      winners: [],
    });
  }
  const done = state.matchOver && state.lastHand !== null;
  return {
    finished: state.matchOver,
    next: state.matchOver ? null : state.turn,
    extra: { tricks },
    result: done ? handResult(state.lastHand!) : null,
  };
}

/** The referee's `result` of a finished hand (per seat). */
function handResult(h: HandSummary): Record<string, unknown> {
  return { cardPoints: h.cardPoints.slice(), score: h.score.slice() };
}

/**
 * A match scenario: the lobby's `hands` (0 = two per seat, rule 6.2) is the number of hands; every hand
 * deals the whole pack, 8 cards to each seat (rule 1.2). A time limit (`minutes`) is the server's clock,
 * not a referee matter, and is refused. The match is the engine's own: the dealer moves one seat each
 * hand (rule 1.3), from the scenario's dealer of hand 1.
 */
function setupMatch(sc: RefereeMatchScenario): Result<FuenfzehnernState> {
  const bad = (msg: string): Result<FuenfzehnernState> => fail('MALFORMED', msg);
  const resolved = resolveOptions(sc.options, sc.players);
  if (!resolved.ok) return bad(resolved.error.message);
  const options = typedOptions(resolved.value, sc.players);
  if (options.minutes > 0) return bad('option "minutes": a time limit is not a referee matter; a match scenario plays a number of hands ("hands")');
  if (sc.deals.length > options.hands) return bad(`the match has ${options.hands} hands, but ${sc.deals.length} deals are given`);
  const givenDeals: CardCode[][][] = [];
  for (let i = 0; i < sc.deals.length; i++) {
    const hands = validateDeal(sc.deals[i], sc.players);
    if (!hands.ok) return bad(`deal ${i + 1}: ${hands.error.message}`);
    if (hands.value[0].length !== CARDS_PER_SEAT) {
      return bad(`deal ${i + 1}: every hand deals the whole pack, ${CARDS_PER_SEAT} cards to each seat, not ${hands.value[0].length}`);
    }
    givenDeals.push(hands.value.map((h) => h.slice()));
  }
  const moves = checkMoveCards(sc.raw, sc.players);
  if (!moves.ok) return moves as Result<never>;
  const match = { ...newMatch(options, sc.players, 0), givenDeals };
  return ok({ ...match, ...freshHand(sc.players, sc.dealer, dealHand(match, 1).hands) });
}

function dealOutcome(state: FuenfzehnernState): RefereeDealOutcome {
  const h = state.lastHand as HandSummary;
  return { result: handResult(h), scored: { points: h.score.slice() } };
}

export const referee: RefereeSupport<FuenfzehnernState> = {
  setupScenario,
  report,
  match: { setup: setupMatch, dealOutcome, totals: (state) => state.totals.slice() },
};
