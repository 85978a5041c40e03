/**
 * Moves of Fahrstuhl: `{ call: n }` and `{ play: "AH" }` — parsing, whose turn it is, the legal moves and
 * applyMove: it judges a move (coded errors, never exceptions: refusals.ts's one judge), loads the JSON
 * state into the model, lets the model make the transition and reads the new state and the public events
 * back. Only the JSON's history (the deal's tricks, the last trick and the last deal's summary) is
 * recorded outside the model, here. When the last trick of a deal falls, the deal is scored and — unless
 * the match is over — the next deal is dealt in the same call (core/match.ts's deal loop).
 */
import { fail, ok, type ApplyResult, type DealStartEvent, type Result, type Seat } from '../../core/game.ts';
import type { CardCode } from '../../core/cards.ts';
import type { FahrstuhlEvent } from './schemas.ts';
import { closeDeal, dealStart } from '../../core/match.ts';
import { codeOfKind, describeClass, kindOfCode, KINDS } from './cards.ts';
import { countTrumps, playAllowed } from './legality.ts';
import { FahrstuhlModel, MAX_CARDS, PHASE_CALLING, PHASE_OVER, PHASE_PLAYING } from './model.ts';
import { refusal } from './refusals.ts';
import { perTrickValue } from './scoring.ts';
import { startDeal } from './setup.ts';
import { positionsOf } from './trick.ts';
import { dealCards, dealTrip, nextSeat, trumpSuitOf, type FahrstuhlMove, type FahrstuhlState, type Phase, type TrickRecord } from './state.ts';

export type { CallMove, FahrstuhlMove, PlayMove } from './state.ts';

const MOVE_KINDS = ['call', 'play'];

/** Untrusted JSON → a move, or `BAD_MOVE`: unknown or missing kind, two kinds, non-integer call, bad card. */
export function parseMove(raw: unknown): Result<FahrstuhlMove> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('BAD_MOVE', 'a move must be an object');
  const m = raw as Record<string, unknown>;
  const keys = Object.keys(m);
  const unknown = keys.filter((k) => !MOVE_KINDS.includes(k));
  if (unknown.length > 0) return fail('BAD_MOVE', `unknown move kind "${unknown[0]}" (Fahrstuhl knows "call" and "play")`);
  if (keys.length === 0) return fail('BAD_MOVE', 'a move needs "call" or "play"');
  if (keys.length > 1) return fail('BAD_MOVE', 'a move has one kind: "call" or "play", not both');
  if (keys[0] === 'call') {
    const call = m.call;
    if (typeof call !== 'number' || !Number.isInteger(call)) return fail('BAD_MOVE', '"call" must be an integer');
    return ok({ call });
  }
  if (kindOfCode(m.play) < 0) {
    return fail('BAD_MOVE', `"play" must be a card of the 32-card pack (A 10 K Q J 9 8 7 of S H D C), not ${JSON.stringify(m.play)}`);
  }
  return ok({ play: m.play as CardCode });
}

export function toAct(state: FahrstuhlState): Seat[] {
  return state.phase === 'over' ? [] : [state.turn];
}

/** Every legal move of `seat` now; one entry per distinct card (copies are identical), in kind order. */
export function legalMoves(state: FahrstuhlState, seat: Seat): FahrstuhlMove[] {
  if (state.phase === 'over' || seat !== state.turn) return [];
  if (state.phase === 'calling') {
    const calls = new Array<FahrstuhlMove>(dealCards(state) + 1);
    for (let call = 0; call < calls.length; call++) calls[call] = { call };
    return calls;
  }
  const hand = state.hands[seat];
  const trumpSuit = trumpSuitOf(state);
  const trumps = countTrumps(hand, trumpSuit);
  // Kinds are 0…31, so one bit mask drops the copies, and reading it from bit 0 up gives kind order
  // without a sort.
  let playable = 0;
  for (let i = 0; i < hand.length; i++) if (playAllowed(hand[i], trumpSuit, trumps)) playable |= 1 << hand[i];
  const moves: FahrstuhlMove[] = [];
  for (let kind = 0; kind < KINDS; kind++) if (playable & (1 << kind)) moves.push({ play: codeOfKind(kind) });
  return moves;
}

type Applied = ApplyResult<FahrstuhlState, FahrstuhlEvent>;

// applyMove runs to completion before the next call, so one model serves every call.
const model = new FahrstuhlModel();

export function applyMove(state: FahrstuhlState, seat: Seat, move: FahrstuhlMove): Applied {
  const parsed = parseMove(move);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  const m = parsed.value;
  const situation = { phase: state.phase, turn: state.turn, cards: dealCards(state), hand: state.hands[seat] ?? [], trumpSuit: trumpSuitOf(state) };
  const refused = refusal(situation, seat, m);
  if (refused) return { ok: false, error: refused };
  loadModel(state, model);
  const events: FahrstuhlEvent[] = [];
  if ('call' in m) {
    model.call(m.call);
    events.push({ type: 'call', seat, call: m.call });
    if (model.phase === PHASE_PLAYING) events.push({ type: 'callsDone', shared: model.shared, sum: model.callSum, tricks: model.cards });
    return { ok: true, state: stateOf(model, state), events };
  }
  const kind = kindOfCode(m.play);
  model.playCard(kind);
  events.push({ type: 'play', seat, card: m.play });
  if (model.trickLen > 0) return { ok: true, state: stateOf(model, state), events };
  const record = trickTaken(model, events);
  const after: FahrstuhlState = { ...stateOf(model, state), tricks: state.tricks.concat([record]), lastTrick: record };
  if (model.phase !== PHASE_OVER) return { ok: true, state: after, events };
  return { ok: true, state: endDeal(after, events), events };
}

/** The trick the model just closed, as the state records it; appends its `trickTaken` event. */
function trickTaken(m: FahrstuhlModel, events: FahrstuhlEvent[]): TrickRecord {
  const n = m.seats;
  const cards = Array.from(m.trick.subarray(0, n));
  const winners = positionsOf(m.lastCredited).map((p) => (m.lastLeader + p) % n);
  events.push({ type: 'trickTaken', seat: winners[0], leader: m.lastLeader, cards: cards.map(codeOfKind), winners, next: m.leader });
  return { leader: m.lastLeader, cards, winners };
}

/** The model has scored the deal: the state records it, then the match ends or the next deal is dealt. */
function endDeal(state: FahrstuhlState, events: FahrstuhlEvent[]): FahrstuhlState {
  const n = state.seats;
  const deal = state.round + 1;
  const trip = dealTrip(state);
  const calls = state.calls as number[];
  const score = Array.from(model.score.subarray(0, n));
  const shared = state.shared === true;
  const scored: FahrstuhlState = { ...state, lastDeal: { deal, cards: dealCards(state), trip, calls, taken: state.taken, shared, score } };
  return closeDeal(events, {
    deal,
    score,
    totals: state.totals,
    // What a trick was worth and the bonus for an exact call: the summary between deals explains the points with them.
    detail: { trip, calls, taken: state.taken, shared: state.shared, perTrick: perTrickValue(trip), bonus: state.bonus },
    lastDeal: deal >= state.floors.length,
    finishAfterDeal: state.finishAfterDeal,
    end: () => ({ ...scored, phase: 'over' }),
    next: () => {
      const next = startDeal(scored, state.round + 1, nextSeat(state.dealer, n));
      return { state: next, start: dealStartOf(next) };
    },
  });
}

/** The `dealStart` event of the deal being played (what `applyMove` emits when it deals it). */
export function dealStartOf(state: FahrstuhlState): DealStartEvent {
  return dealStart(state.round + 1, state.dealer, {
    seat: state.dealer,
    deals: state.floors.length,
    cards: dealCards(state),
    trip: dealTrip(state),
    trump: codeOfKind(state.trump),
    lowest: describeClass(state.classes - 1).label,
  });
}

// Between the JSON state and the model: applyMove and the dealing (setup.ts) load a state into the
// model, let it make the transition, and read the state back.

const PHASES: Phase[] = ['calling', 'playing', 'over'];
const PHASE_OF: Record<Phase, number> = { calling: PHASE_CALLING, playing: PHASE_PLAYING, over: PHASE_OVER };

/** A match on the model with the state's seats, bonus and totals (no deal yet). */
export function loadMatch(state: FahrstuhlState, m: FahrstuhlModel): FahrstuhlModel {
  m.configure(state.seats, state.bonus);
  for (let s = 0; s < state.seats; s++) m.totals[s] = state.totals[s];
  return m;
}

/** The whole state of the running deal on the model. */
export function loadModel(state: FahrstuhlState, m: FahrstuhlModel): FahrstuhlModel {
  loadMatch(state, m);
  const n = state.seats;
  m.startDeal(dealCards(state), perTrickValue(dealTrip(state)), state.dealer, state.trump);
  for (let s = 0; s < n; s++) for (const kind of state.hands[s] ?? []) m.give(s, kind);
  for (let s = 0; s < n; s++) {
    const call = state.calls[s];
    if (call === null || call === undefined) continue;
    m.calls[s] = call;
    m.callSum += call;
    m.callsLeft--;
  }
  for (let s = 0; s < n; s++) m.taken[s] = state.taken[s];
  m.shared = state.shared === true;
  m.phase = PHASE_OF[state.phase];
  m.leader = state.leader;
  m.turn = state.turn;
  for (let p = 0; p < state.trick.length; p++) m.trick[p] = state.trick[p];
  m.trickLen = state.trick.length;
  m.tricksLeft = dealCards(state) - state.tricks.length;
  return m;
}

/** The state's deal fields read back from the model (hands in kind order, as the state keeps them). */
export function stateOf(m: FahrstuhlModel, prev: FahrstuhlState): FahrstuhlState {
  const n = m.seats;
  const hands: number[][] = new Array(n);
  const calls: (number | null)[] = new Array(n);
  for (let s = 0; s < n; s++) {
    hands[s] = sortedHand(m, s);
    calls[s] = m.calls[s] < 0 ? null : m.calls[s];
  }
  return {
    ...prev,
    dealer: m.dealer,
    phase: PHASES[m.phase],
    hands,
    trump: m.trump,
    calls,
    shared: m.phase === PHASE_CALLING ? null : m.shared,
    taken: Array.from(m.taken.subarray(0, n)),
    leader: m.leader,
    turn: m.turn,
    trick: Array.from(m.trick.subarray(0, m.trickLen)),
    totals: Array.from(m.totals.subarray(0, n)),
  };
}

/** A seat's hand in kind order: a counting pass over the 32 kinds (hands hold at most two copies). */
function sortedHand(m: FahrstuhlModel, seat: number): number[] {
  const base = seat * MAX_CARDS;
  const len = m.handLen[seat];
  let once = 0;
  let twice = 0;
  for (let i = 0; i < len; i++) {
    const bit = 1 << m.hands[base + i];
    if (once & bit) twice |= bit;
    else once |= bit;
  }
  const hand: number[] = [];
  for (let kind = 0; kind < 32; kind++) {
    const bit = 1 << kind;
    if (once & bit) hand.push(kind);
    if (twice & bit) hand.push(kind);
  }
  return hand;
}
