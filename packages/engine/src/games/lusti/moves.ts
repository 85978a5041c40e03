/**
 * Moves: parsing untrusted JSON, the legal moves, and applying a move — which also finishes tricks,
 * scores a hand when it ends (played out or by a brand), and deals the next hand or ends the match.
 *
 * Error codes, checked in this order: DEAL_OVER (the match — in the referee the one hand — is over),
 * NOT_YOUR_TURN, NOT_IN_HAND. There is no other rule code: any card in hand may be played (rule 3.1).
 */
import { fail, ok, type ApplyResult, type GameEvent, type Result, type Seat } from '../../core/game.ts';
import type { CardCode } from '../../core/cards.ts';
import { isBrand } from './brand.ts';
import { cardIndex, isLustiCard, rankIndex, rankName, SEATS, sortHand } from './pack.ts';
import { scoreHand, seatPlacements, seatTotals, teamAtTarget, teamOf } from './scoring.ts';
import { dealHand, nextSeat, startHand, type LustiHandRecord, type LustiMove, type LustiState, type LustiTrick } from './state.ts';
import { trickPoints, trickWinnerPosition } from './trick.ts';

/** `{ play: "OE" }` and nothing else; the card must be one of the 32 Bavarian cards. */
export function parseMove(raw: unknown): Result<LustiMove> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('BAD_MOVE', 'a move must be an object');
  const keys = Object.keys(raw);
  const unknown = keys.filter((k) => k !== 'play');
  if (unknown.length > 0) return fail('BAD_MOVE', `unknown move kind "${unknown[0]}" (Lusti-Kartl'n knows only "play")`);
  const card = (raw as Record<string, unknown>).play;
  if (card === undefined) return fail('BAD_MOVE', 'a move must be { "play": card }');
  if (typeof card !== 'string') return fail('BAD_MOVE', '"play" must be one card code');
  if (!isLustiCard(card)) return fail('BAD_MOVE', `"${card}" is not a card of the Bavarian pack`);
  return ok({ play: card });
}

export function toAct(state: LustiState): Seat[] {
  return state.turn === null ? [] : [state.turn];
}

/** Any card in hand may be played (rule 3.1); listed in display order (suit, then rank). */
export function legalMoves(state: LustiState, seat: Seat): LustiMove[] {
  if (state.turn !== seat) return [];
  return sortHand(state.hands[seat]).map((card) => ({ play: card }));
}

function reject(code: string, message: string): ApplyResult<LustiState> {
  return { ok: false, error: { code, message } };
}

export function applyMove(state: LustiState, seat: Seat, move: LustiMove): ApplyResult<LustiState> {
  if (state.matchOver || state.turn === null) return reject('DEAL_OVER', 'the hand is over');
  if (seat !== state.turn) return reject('NOT_YOUR_TURN', `it is seat ${state.turn}'s turn`);
  const card = (move as { play?: unknown } | null)?.play;
  if (typeof card !== 'string' || !isLustiCard(card)) return reject('BAD_MOVE', 'a move must be { "play": card }');
  const hand = state.hands[seat];
  const at = hand.indexOf(card);
  if (at < 0) return reject('NOT_IN_HAND', `${card} is not in seat ${seat}'s hand`);

  const hands = state.hands.slice();
  hands[seat] = hand.slice(0, at).concat(hand.slice(at + 1));
  const plays = state.trick.plays.concat([{ seat, card }]);
  const events: GameEvent[] = [{ type: 'play', seat, card }];
  if (plays.length < SEATS) {
    return { ok: true, state: { ...state, hands, trick: { leader: state.trick.leader, plays }, turn: nextSeat(seat) }, events };
  }
  return { ok: true, state: finishTrick(state, hands, plays, events), events };
}

/** Rules 3–5 on a full trick: who takes it, its points, a brand; then the hand's end or the next lead. */
function finishTrick(state: LustiState, hands: CardCode[][], plays: LustiTrick['plays'], events: GameEvent[]): LustiState {
  const cards = plays.map((p) => cardIndex(p.card));
  const ranks = cards.map(rankIndex);
  const trickNumber = state.tricks.length + 1;
  const isLast = trickNumber === state.cardsPerHand;
  const winner = plays[trickWinnerPosition(ranks, SEATS)].seat;
  const team = teamOf(winner);
  const points = trickPoints(cards, SEATS, isLast);
  const trick: LustiTrick = { leader: state.trick.leader, plays, winner, points };
  const cardPoints: [number, number] = [state.cardPoints[0], state.cardPoints[1]];
  const tricksTaken: [number, number] = [state.tricksTaken[0], state.tricksTaken[1]];
  cardPoints[team] += points;
  tricksTaken[team] += 1;
  events.push({ type: 'trick', seat: winner, winner, team, leader: trick.leader, cards: plays.map((p) => p.card), points, trick: trickNumber });
  const brand = isBrand(ranks, SEATS);
  if (brand) events.push({ type: 'brand', seat: winner, team, rank: rankName(plays[0].card) });

  const played: LustiState = {
    ...state,
    hands,
    tricks: state.tricks.concat([trick]),
    trick: { leader: winner, plays: [] },
    turn: winner,
    cardPoints,
    tricksTaken,
  };
  if (!brand && !isLast) return played;
  return endHand(played, brand ? team : -1, events);
}

/** Scores the hand (rules 5–6), then ends the match (rule 7 or the host's end) or deals the next hand. */
function endHand(state: LustiState, brandTeam: number, events: GameEvent[]): LustiState {
  const scoring = scoreHand(state.cardPoints, state.tricksTaken, brandTeam);
  const gamePoints: [number, number] = [state.gamePoints[0], state.gamePoints[1]];
  if (scoring.winner !== null) gamePoints[scoring.winner] += scoring.gamePoints;
  const record: LustiHandRecord = {
    deal: state.deal,
    dealer: state.dealer,
    cardPoints: state.cardPoints,
    tricksTaken: state.tricksTaken,
    winner: scoring.winner,
    gamePoints: scoring.gamePoints,
    brand: scoring.outcome === 'brand',
    outcome: scoring.outcome,
    totals: gamePoints,
  };
  events.push({ type: 'handScored', ...record });
  const scoredHands = state.scoredHands.concat([record]);
  const reached = teamAtTarget(gamePoints, state.target);
  if (reached !== null || state.finishAfterDeal) {
    events.push({
      type: 'matchOver',
      winner: gamePoints[0] === gamePoints[1] ? null : gamePoints[0] > gamePoints[1] ? 0 : 1,
      gamePoints,
      totals: seatTotals(gamePoints),
      placements: seatPlacements(gamePoints),
    });
    return { ...state, gamePoints, scoredHands, turn: null, matchOver: true };
  }
  const dealer = nextSeat(state.dealer);
  const { hands, rng } = dealHand(state, state.deal + 1, dealer);
  const next = startHand({ ...state, rng, gamePoints, scoredHands }, state.deal + 1, dealer, hands);
  events.push({ type: 'dealStart', deal: next.deal, dealer, leader: next.turn });
  return next;
}
