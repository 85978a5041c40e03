/**
 * Referee support: a scenario is a one-hand match built from an explicit deal.
 *
 * `deal` is `{ "hands": [...] }`: 4 hands (one per seat, `players` must be 4), all equally long (1 to 8
 * cards), every card one of the 32 Bavarian cards and none twice. With hands shorter than 8 the last
 * trick of the hand is the one that counts the extra 10. The result, team-indexed, is
 * `{ cardPoints, tricksTaken, winner, gamePoints, brand }`, and `tricks` lists every trick begun.
 */
import { fail, ok, type RefereeReport, type RefereeScenario, type Result } from '../../core/game.ts';
import { seedRng } from '../../core/rng.ts';
import type { CardCode } from '../../core/cards.ts';
import { CARDS_PER_HAND, isLustiCard, SEATS } from './pack.ts';
import { resolveLustiOptions } from './meta.ts';
import { startHand, type LustiState } from './state.ts';

const malformed = (message: string): Result<LustiState> => fail('MALFORMED_SCENARIO', message);

export function setupScenario(scenario: RefereeScenario): Result<LustiState> {
  const options = resolveLustiOptions(scenario.options, scenario.players);
  if (!options.ok) return malformed(options.error.message);
  const extra = Object.keys(scenario.deal).filter((k) => k !== 'hands');
  if (extra.length > 0) return malformed(`lusti: unknown deal field "${extra[0]}" (a deal has only "hands")`);
  const raw = scenario.deal.hands;
  if (!Array.isArray(raw) || !raw.every(Array.isArray)) return malformed('lusti: "deal.hands" must be an array of card arrays');
  const hands = raw as unknown[][];
  if (hands.length !== scenario.players) {
    return malformed(`lusti: "players" (${scenario.players}) must equal the number of hands (${hands.length})`);
  }
  if (hands.length !== SEATS) return malformed(`lusti: exactly ${SEATS} hands are needed`);
  const length = hands[0].length;
  if (length < 1 || length > CARDS_PER_HAND) return malformed(`lusti: hands must hold 1 to ${CARDS_PER_HAND} cards`);
  if (hands.some((h) => h.length !== length)) return malformed('lusti: hands must be equally long');
  const seen = new Set<string>();
  for (const hand of hands) {
    for (const card of hand) {
      if (typeof card !== 'string') return malformed('lusti: a card must be a code string');
      if (!isLustiCard(card)) return malformed(`lusti: "${card}" is not a card of the Bavarian pack`);
      if (seen.has(card)) return malformed(`lusti: ${card} is dealt twice (the pack holds one)`);
      seen.add(card);
    }
  }
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
    hands.map((h) => (h as CardCode[]).slice()),
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
    result:
      finished && last
        ? {
            cardPoints: [last.cardPoints[0], last.cardPoints[1]],
            tricksTaken: [last.tricksTaken[0], last.tricksTaken[1]],
            winner: last.winner,
            gamePoints: last.gamePoints,
            brand: last.brand,
          }
        : null,
  };
}
