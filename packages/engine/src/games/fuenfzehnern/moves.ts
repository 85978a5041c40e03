/**
 * Moves: `{ play: "QH" }` and `{ play: "QH", zwang: true }`. parseMove checks the shape; legalMoves and
 * applyMove load the hand into the model (model.ts) and let it decide: what a seat may do, and what a
 * card does — the JSON state and the events are written from the model after the move. When the last
 * trick is taken the shared deal loop (core/match.ts) scores the hand and deals the next one in the
 * same call, or ends the match.
 */
import type { FrenchSuit } from '../../core/cards.ts';
import { fail, ok, type ApplyResult, type Result, type Seat } from '../../core/game.ts';
import type { FuenfzehnernEvent } from './schemas.ts';
import { closeDeal, dealStart } from '../../core/match.ts';
import { UNBOUND } from './lead.ts';
import { FuenfzehnernModel, ZWANG } from './model.ts';
import { cardCode, cardIndex, codesOf, pointsOfMask, suitIndex, suitLetter } from './pack.ts';
import { judgeCard, modelFacts } from './refusals.ts';
import { handScore, handsPlayedOut } from './scoring.ts';
import { dealHand, freshHand, type CompletedTrick, type FuenfzehnernMove, type FuenfzehnernState, type HandSummary } from './state.ts';

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Turns untrusted JSON into a move; `zwang: false` is the same as no zwang. */
export function parseMove(raw: unknown): Result<FuenfzehnernMove> {
  if (!isObject(raw)) return fail('BAD_MOVE', 'a move must be an object');
  for (const key of Object.keys(raw)) {
    if (key !== 'play' && key !== 'zwang') return fail('BAD_MOVE', `Fünfzehnern has no move field "${key}"`);
  }
  if (!('play' in raw)) return fail('BAD_MOVE', 'a Fünfzehnern move is { "play": card } (optionally with "zwang": true)');
  const card = raw.play;
  if (typeof card !== 'string' || cardIndex(card) < 0) {
    return fail('BAD_MOVE', `"play" must be a card of the 32-card piquet pack (A K Q J 10 9 8 7 of S H D C), got ${JSON.stringify(card)}`);
  }
  if ('zwang' in raw && typeof raw.zwang !== 'boolean') return fail('BAD_MOVE', '"zwang" must be true or false');
  return ok(raw.zwang === true ? { play: card, zwang: true } : { play: card });
}

/** The seat to play, none once the match is over. */
export function toAct(state: FuenfzehnernState): Seat[] {
  return state.matchOver || state.turn === null ? [] : [state.turn];
}

/**
 * Loads the hand being played into `m`: the hands, the trick on the table, the bindings, and from the
 * completed tricks the played cards and each seat's card points.
 */
export function loadModel(state: FuenfzehnernState, m: FuenfzehnernModel): FuenfzehnernModel {
  m.reset(state.seats, state.current.leader);
  m.turn = state.turn ?? -1;
  m.over = state.matchOver;
  for (let s = 0; s < state.seats; s++) {
    for (const c of state.hands[s]) m.hands[s] |= 1 << cardIndex(c);
    const b = state.bound[s];
    if (b !== null) m.bound[s] = suitIndex(b);
  }
  for (const t of state.tricks) {
    let mask = 0;
    for (const p of t.plays) mask |= 1 << cardIndex(p.card);
    m.played |= mask;
    m.points[t.winner] += pointsOfMask(mask);
  }
  const plays = state.current.plays;
  for (let i = 0; i < plays.length; i++) m.trick[i] = cardIndex(plays[i].card);
  m.trickLen = plays.length;
  m.zwang = state.current.zwang;
  return m;
}

/** The model moves and states are judged and played on (one at a time: the engine is single-threaded and nothing here re-enters). */
const scratch = new FuenfzehnernModel();
const moveBuffer = new Int32Array(64);

export function legalMoves(state: FuenfzehnernState, seat: Seat): FuenfzehnernMove[] {
  if (state.matchOver || seat !== state.turn) return [];
  const n = loadModel(state, scratch).legalMoves(moveBuffer);
  const moves: FuenfzehnernMove[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const move = moveBuffer[i];
    moves[i] = move >= ZWANG ? { play: cardCode(move - ZWANG), zwang: true } : { play: cardCode(move) };
  }
  return moves;
}

export function applyMove(state: FuenfzehnernState, seat: Seat, move: FuenfzehnernMove): ApplyResult<FuenfzehnernState, FuenfzehnernEvent> {
  const m = loadModel(state, scratch);
  const error = judgeCard(modelFacts(m, state.matchOver, seat), seat, move);
  if (error) return { ok: false, error };
  const card = move.play;
  const leading = m.trickLen === 0;
  m.play(cardIndex(card) + (leading && move.zwang ? ZWANG : 0));
  const hands = state.hands.slice();
  hands[seat] = codesOf(m.hands[seat]);
  const plays = state.current.plays.concat({ seat, card });
  const events: FuenfzehnernEvent[] = [{ type: 'play', seat, card, zwang: leading && move.zwang === true }];
  if (m.trickLen > 0) {
    const current = { leader: m.leader, plays, zwang: m.zwang };
    return { ok: true, state: { ...state, hands, current, turn: m.turn }, events };
  }
  // The card took the trick: the model knows its winner, the bindings after it, and whether the hand is over.
  const winner = m.leader;
  const trick: CompletedTrick = { leader: state.current.leader, plays, zwang: state.current.zwang, winner };
  events.push({ type: 'trickTaken', seat: winner, leader: trick.leader, cards: plays.map((p) => p.card), winners: [winner] });
  const next: FuenfzehnernState = {
    ...state,
    hands,
    tricks: state.tricks.concat(trick),
    current: { leader: winner, plays: [], zwang: false },
    turn: winner,
  };
  if (m.over) return { ok: true, state: finishHand(next, m, events), events };
  const bound = state.bound.map((_, s) => (m.bound[s] === UNBOUND ? null : suitLetter(m.bound[s])));
  for (let s = 0; s < state.seats; s++) {
    if (bound[s] !== state.bound[s]) events.push({ type: 'bound', seat: s, suit: bound[s] });
  }
  return { ok: true, state: { ...next, bound }, events };
}

/** The last trick is taken: reveal and score the hand (card points − 15, from the model), then end the match or deal the next hand. */
function finishHand(state: FuenfzehnernState, m: FuenfzehnernModel, events: FuenfzehnernEvent[]): FuenfzehnernState {
  const cardPoints = Array.from(m.points.subarray(0, state.seats));
  const score = cardPoints.map(handScore);
  const tricksTaken = new Array<number>(state.seats).fill(0);
  for (const t of state.tricks) tricksTaken[t.winner]++;
  const summary: HandSummary = { hand: state.hand, dealer: state.dealer, tricksTaken, cardPoints, score };
  const totals = state.totals.map((t, s) => t + score[s]);
  const scored: FuenfzehnernState = { ...state, totals, lastHand: summary, bound: state.bound.map(() => null as FrenchSuit | null) };
  return closeDeal(events, {
    deal: state.hand,
    score,
    totals,
    detail: { cardPoints },
    lastDeal: handsPlayedOut(state),
    finishAfterDeal: state.finishAfterDeal,
    end: () => ({ ...scored, matchOver: true, turn: null }),
    next: () => {
      const dealer = (state.dealer + 1) % state.seats;
      const { hands, rng } = dealHand(state, state.hand + 1);
      const fresh = freshHand(state.seats, dealer, hands);
      return { state: { ...scored, ...fresh, rng, hand: state.hand + 1 }, start: dealStart(state.hand + 1, dealer, { leader: fresh.current.leader }) };
    },
  });
}
