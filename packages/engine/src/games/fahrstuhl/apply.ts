/**
 * applyMove: judges a move against the rules (coded errors, never exceptions, refusals.ts), lets the
 * model make the transition and returns the new state and the public events. When the last trick of a
 * deal falls, the deal is scored and — unless the match is over — the next deal is dealt in the same
 * call (core/match.ts's deal loop).
 */
import type { ApplyResult, DealStartEvent, Seat } from '../../core/game.ts';
import type { FahrstuhlEvent } from './schemas.ts';
import { closeDeal, dealStart } from '../../core/match.ts';
import { codeOfKind, describeClass, kindOfCode } from './cards.ts';
import { FahrstuhlModel, PHASE_OVER, PHASE_PLAYING } from './model.ts';
import { parseMove, type FahrstuhlMove } from './moves.ts';
import { refusal } from './refusals.ts';
import { perTrickValue } from './scoring.ts';
import { startDeal } from './setup.ts';
import { loadModel, stateOf } from './state-model.ts';
import { positionsOf } from './trick.ts';
import { dealCards, dealTrip, nextSeat, trumpSuitOf, type FahrstuhlState, type TrickRecord } from './state.ts';

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
