/**
 * Referee support: a scenario is a one-hand match built from an explicit deal.
 *
 * `deal` is `{ "hands": [...] }`: 4 hands (one per seat, `players` must be 4), all equally long (1 to 8
 * cards), every card one of the 32 Bavarian cards and none twice. With hands shorter than 8 the last
 * trick of the hand is the one that counts the extra 10. The result, team-indexed, is
 * `{ cardPoints, tricksTaken, winner, gamePoints, brand }`, and `tricks` lists every trick begun. A match
 * scenario gives the deals of every hand of the engine's own match.
 */
import {
  fail,
  ok,
  type RefereeDealOutcome,
  type RefereeMatchScenario,
  type RefereeMatchSupport,
  type RefereeReport,
  type RefereeScenario,
  type RefereeSupport,
  type Result,
} from '../../core/game.ts';
import { seedRng } from '../../core/rng.ts';
import type { CardCode } from '../../core/cards.ts';
import { CARDS_PER_HAND, isLustiCard, SEATS } from './pack.ts';
import { resolveOptions } from './options.ts';
import { dealHand, newMatch, startHand, type LustiHandRecord, type LustiState } from './state.ts';

const malformed = (message: string): Result<LustiState> => fail('MALFORMED_SCENARIO', message);

/** Reads an explicit deal `{ hands }`: 4 equally long hands of 1–8 Bavarian cards, none twice. */
function parseDeal(deal: Record<string, unknown>, players: number): Result<CardCode[][]> {
  const bad = (message: string): Result<CardCode[][]> => fail('MALFORMED_SCENARIO', message);
  const extra = Object.keys(deal).filter((k) => k !== 'hands');
  if (extra.length > 0) return bad(`lusti: unknown deal field "${extra[0]}" (a deal has only "hands")`);
  const raw = deal.hands;
  if (!Array.isArray(raw) || !raw.every(Array.isArray)) return bad('lusti: "deal.hands" must be an array of card arrays');
  const hands = raw as unknown[][];
  if (hands.length !== players) {
    return bad(`lusti: "players" (${players}) must equal the number of hands (${hands.length})`);
  }
  if (hands.length !== SEATS) return bad(`lusti: exactly ${SEATS} hands are needed`);
  const length = hands[0].length;
  if (length < 1 || length > CARDS_PER_HAND) return bad(`lusti: hands must hold 1 to ${CARDS_PER_HAND} cards`);
  if (hands.some((h) => h.length !== length)) return bad('lusti: hands must be equally long');
  const seen = new Set<string>();
  for (const hand of hands) {
    for (const card of hand) {
      if (typeof card !== 'string') return bad('lusti: a card must be a code string');
      if (!isLustiCard(card)) return bad(`lusti: "${card}" is not a card of the Bavarian pack`);
      if (seen.has(card)) return bad(`lusti: ${card} is dealt twice (the pack holds one)`);
      seen.add(card);
    }
  }
  return ok(hands.map((h) => (h as CardCode[]).slice()));
}

export function setupScenario(scenario: RefereeScenario): Result<LustiState> {
  const options = resolveOptions(scenario.options, scenario.players);
  if (!options.ok) return malformed(options.error.message);
  const hands = parseDeal(scenario.deal, scenario.players);
  if (!hands.ok) return hands as Result<never>;
  const state = startHand(
    {
      target: options.value.target as number,
      rng: seedRng('referee'),
      gamePoints: [0, 0],
      scoredHands: [],
      finishAfterDeal: true,
    },
    1,
    scenario.dealer,
    hands.value,
  );
  return ok(state);
}

export function report(state: LustiState): RefereeReport {
  const tricks: unknown[] = state.tricks.map((t) => ({
    leader: t.leader,
    plays: t.plays.map((p) => ({ seat: p.seat, card: p.card })),
    winners: [t.winner],
  }));
  if (state.trick.plays.length > 0) {
    tricks.push({
      leader: state.trick.leader,
      plays: state.trick.plays.map((p) => ({ seat: p.seat, card: p.card })),
      winners: [],
    });
  }
  const last = state.scoredHands[state.scoredHands.length - 1];
  const finished = state.matchOver;
  return {
    finished,
    next: state.turn,
    extra: { tricks },
    result: finished && last ? handResult(last) : null,
  };
}

/** The referee's `result` of a scored hand (team-indexed). */
function handResult(h: LustiHandRecord): Record<string, unknown> {
  return {
    cardPoints: [h.cardPoints[0], h.cardPoints[1]],
    tricksTaken: [h.tricksTaken[0], h.tricksTaken[1]],
    winner: h.winner,
    gamePoints: h.gamePoints,
    brand: h.brand,
  };
}

/**
 * The most hands a match to `target` can have: every hand gives at least one game point to one team
 * (a full deal always has a winner, rule 6.1), so at worst both teams stand at target − 1 before the last.
 */
export function maxHands(target: number): number {
  return 2 * target - 1;
}

/**
 * A match scenario: the lobby's `target`; every hand deals the whole pack, 8 cards to each seat (rule
 * 2.1). The match is the engine's own: the dealer moves one seat each hand (rule 2.2), from the
 * scenario's dealer of hand 1, until a team reaches the target (rule 7.1).
 */
function setupMatch(sc: RefereeMatchScenario): Result<LustiState> {
  const options = resolveOptions(sc.options, sc.players);
  if (!options.ok) return malformed(options.error.message);
  const target = options.value.target as number;
  if (sc.deals.length > maxHands(target)) {
    return malformed(`lusti: a match to ${target} has at most ${maxHands(target)} hands, but ${sc.deals.length} deals are given`);
  }
  const givenDeals: CardCode[][][] = [];
  for (let i = 0; i < sc.deals.length; i++) {
    const hands = parseDeal(sc.deals[i], sc.players);
    if (!hands.ok) return malformed(`deal ${i + 1}: ${hands.error.message}`);
    if (hands.value[0].length !== CARDS_PER_HAND) {
      return malformed(`deal ${i + 1}: lusti: every hand deals the whole pack, ${CARDS_PER_HAND} cards to each seat, not ${hands.value[0].length}`);
    }
    givenDeals.push(hands.value);
  }
  const match = { ...newMatch(target, 0), givenDeals };
  return ok(startHand(match, 1, sc.dealer, dealHand(match, 1, sc.dealer).hands));
}

/** The hand the last move ended: its result, and the game points it gave each team (× the hand's multiplier). */
function dealOutcome(state: LustiState): RefereeDealOutcome {
  const h = state.scoredHands[state.scoredHands.length - 1];
  const points = [0, 0];
  if (h.winner !== null) points[h.winner] = h.gamePoints;
  return { result: handResult(h), scored: { points, multiplier: h.winner === null ? 0 : h.gamePoints } };
}

export const refereeMatch: RefereeMatchSupport<LustiState> = {
  setup: setupMatch,
  dealOutcome,
  totals: (state) => [state.gamePoints[0], state.gamePoints[1]],
};

/** The referee's hooks, as the game definition carries them. */
export const referee: RefereeSupport<LustiState> = { setupScenario, report, match: refereeMatch };
