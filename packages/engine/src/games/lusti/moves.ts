/**
 * Moves: parsing untrusted JSON, the legal moves, judging a move and applying it — which also finishes
 * tricks, scores a hand when it ends (played out or by a brand), and deals the next hand or ends the
 * match, all on the model (model.ts).
 * A move is judged by refusals.ts's one judge first.
 */
import { fail, ok, type ApplyResult, type Result, type Seat } from '../../core/game.ts';
import type { LustiEvent } from './schemas.ts';
import { closeDeal, dealStart } from '../../core/match.ts';
import { codesOf, LustiModel } from './model.ts';
import { cardIndex, isLustiCard, rankName, sortHand } from './pack.ts';
import { seatPlacements, seatTotals, teamAtTarget, teamOf } from './scoring.ts';
import { dealHand, nextSeat, startHand, type LustiHandRecord, type LustiMove, type LustiState, type LustiTrick } from './state.ts';
import { refusal } from './refusals.ts';

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

/** The model `applyMove` loads each state into (it is synchronous, and `load` sets every field). */
const scratch = new LustiModel();

/**
 * Judges the move, then plays it on the model (model.ts: the only place a card is played, a trick
 * ends and a hand is scored) loaded from the state, and writes the model's result back as JSON and
 * events. A scored hand goes through the shared deal loop (core/match.ts).
 */
export function applyMove(state: LustiState, seat: Seat, move: LustiMove): ApplyResult<LustiState, LustiEvent> {
  const refused = refusal(state.turn, state.matchOver, seat, state.hands[seat], move);
  if (refused) return { ok: false, error: refused };
  const card = move.play;
  const model = scratch.load(state);
  model.play(cardIndex(card));

  const hands = state.hands.slice();
  hands[seat] = codesOf(model.hands[seat]);
  const plays = state.trick.plays.concat([{ seat, card }]);
  const events: LustiEvent[] = [{ type: 'play', seat, card }];
  if (model.trickLen > 0) {
    return { ok: true, state: { ...state, hands, trick: { leader: state.trick.leader, plays }, turn: model.turn }, events };
  }

  const winner = model.leader;
  const team = teamOf(winner);
  const trickNumber = state.tricks.length + 1;
  const trick: LustiTrick = { leader: state.trick.leader, plays, winner, points: model.lastTrickPoints };
  const trickTaken: Extract<LustiEvent, { type: 'trickTaken' }> = {
    type: 'trickTaken',
    seat: winner,
    leader: trick.leader,
    cards: plays.map((p) => p.card),
    winners: [winner],
    team,
    points: trick.points,
    trick: trickNumber,
  };
  events.push(trickTaken);
  if (model.brandTeam >= 0) events.push({ type: 'brand', seat: winner, team, rank: rankName(plays[0].card) });
  const played: LustiState = {
    ...state,
    hands,
    tricks: state.tricks.concat([trick]),
    trick: { leader: winner, plays: [] },
    turn: winner,
    cardPoints: [model.cardPoints[0], model.cardPoints[1]],
    tricksTaken: [model.tricksTaken[0], model.tricksTaken[1]],
  };
  if (!model.over) return { ok: true, state: played, events };
  return { ok: true, state: closeHand(played, model, events), events };
}

/**
 * Writes the model's scored hand on the score sheet and hands it to the shared deal loop: the match
 * ends (rule 7, or the host's end) or the next hand is dealt, the dealer one seat on (rule 2.2).
 */
function closeHand(state: LustiState, model: LustiModel, events: LustiEvent[]): LustiState {
  const gamePoints: [number, number] = [model.gamePoints[0], model.gamePoints[1]];
  const winner = model.handWinner < 0 ? null : teamOf(model.handWinner);
  const record: LustiHandRecord = {
    deal: state.deal,
    dealer: state.dealer,
    cardPoints: state.cardPoints,
    tricksTaken: state.tricksTaken,
    winner,
    gamePoints: model.handGamePoints,
    brand: model.handOutcome === 'brand',
    outcome: model.handOutcome,
    totals: gamePoints,
  };
  const scoredHands = state.scoredHands.concat([record]);
  const score = [0, 0];
  if (winner !== null) score[winner] = model.handGamePoints;
  return closeDeal<LustiState>(events, {
    deal: state.deal,
    score: seatTotals(score),
    totals: seatTotals(gamePoints),
    // Lusti's own fields: the hand's record, its totals per team under their own name.
    detail: {
      dealer: record.dealer,
      cardPoints: record.cardPoints,
      tricksTaken: record.tricksTaken,
      winner,
      gamePoints: record.gamePoints,
      brand: record.brand,
      outcome: record.outcome,
      teamTotals: gamePoints,
    },
    lastDeal: teamAtTarget(gamePoints, state.target) !== null,
    finishAfterDeal: state.finishAfterDeal,
    placements: seatPlacements(gamePoints),
    matchDetail: { winner: gamePoints[0] === gamePoints[1] ? null : gamePoints[0] > gamePoints[1] ? 0 : 1, gamePoints },
    end: () => ({ ...state, gamePoints, scoredHands, turn: null, matchOver: true }),
    next: () => {
      const dealer = nextSeat(state.dealer);
      const { hands, rng } = dealHand(state, state.deal + 1, dealer);
      const next = startHand({ ...state, rng, gamePoints, scoredHands }, state.deal + 1, dealer, hands);
      return { state: next, start: dealStart(next.deal, dealer, { leader: next.turn }) };
    },
  });
}
