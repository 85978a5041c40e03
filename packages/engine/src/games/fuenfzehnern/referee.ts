/**
 * Referee support: a scenario is a one-hand match from an explicit deal `{ "hands": [...] }`. The result
 * is `{ cardPoints, score }` once the hand is played out, with `tricks` at the top level as in Fahrstuhl.
 */
import type { CardCode } from '../../core/cards.ts';
import { fail, ok, type RefereeReport, type RefereeScenario, type RefereeSupport, type Result } from '../../core/game.ts';
import { resolveOptions, typedOptions } from './meta.ts';
import { cardIndex, inPackFor, suitsInPlay } from './pack.ts';
import { matchFromDeal, type FuenfzehnernState } from './state.ts';

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
    result: done ? { cardPoints: state.lastHand!.cardPoints.slice(), score: state.lastHand!.score.slice() } : null,
  };
}

export const referee: RefereeSupport<FuenfzehnernState> = { setupScenario, report };
