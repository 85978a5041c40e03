/**
 * applyMove: judges a move against the rules (coded errors, never exceptions) and returns the new state
 * and the public events. When the last trick of a deal falls, the deal is scored and — unless the match
 * is over — the next deal is dealt in the same call.
 */
import type { ApplyResult, GameEvent, Seat } from '../../core/game.ts';
import { placementsFromTotals } from '../../core/placements.ts';
import { codeOfKind, describeClass, kindOfCode } from './cards.ts';
import { callAllowed, countTrumps, isShared, playAllowed } from './legality.ts';
import { parseMove, type FahrstuhlMove } from './moves.ts';
import { perTrickValue, roundPoints } from './scoring.ts';
import { startDeal } from './setup.ts';
import { creditedMask, firstTopPosition, positionsOf, trickTopMask } from './trick.ts';
import { dealCards, dealTrip, nextSeat, trumpSuitOf, type FahrstuhlState, type TrickRecord } from './state.ts';

type Applied = ApplyResult<FahrstuhlState>;
const reject = (code: string, message: string): Applied => ({ ok: false, error: { code, message } });

export function applyMove(state: FahrstuhlState, seat: Seat, move: FahrstuhlMove): Applied {
  const parsed = parseMove(move);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  const m = parsed.value;
  if (state.phase === 'over') return reject('DEAL_OVER', 'the deal is over');
  if (seat !== state.turn) return reject('NOT_YOUR_TURN', `it is seat ${state.turn}'s turn, not seat ${seat}'s`);
  if ('call' in m) {
    if (state.phase !== 'calling') return reject('WRONG_PHASE', 'calling is over: play a card');
    if (!callAllowed(m.call, dealCards(state))) return reject('INVALID_CALL', `a call must be from 0 to ${dealCards(state)}`);
    return applyCall(state, seat, m.call);
  }
  if (state.phase !== 'playing') return reject('WRONG_PHASE', 'every seat calls before the first card is played');
  const kind = kindOfCode(m.play);
  const hand = state.hands[seat];
  const at = hand.indexOf(kind);
  if (at < 0) return reject('NOT_IN_HAND', `${m.play} is not in seat ${seat}'s hand`);
  const trumpSuit = trumpSuitOf(state);
  if (!playAllowed(kind, trumpSuit, countTrumps(hand, trumpSuit))) {
    return reject('MUST_PLAY_TRUMP', `seat ${seat} holds trump (${codeOfKind(state.trump).slice(-1)}) and must play one`);
  }
  return applyPlay(state, seat, at);
}

function applyCall(state: FahrstuhlState, seat: Seat, call: number): Applied {
  const calls = state.calls.slice();
  calls[seat] = call;
  const events: GameEvent[] = [{ type: 'call', seat, call }];
  const next = nextSeat(seat, state.seats);
  if (calls.some((c) => c === null)) return { ok: true, state: { ...state, calls, turn: next }, events };
  const sum = (calls as number[]).reduce((a, b) => a + b, 0);
  const shared = isShared(sum, dealCards(state));
  events.push({ type: 'callsDone', shared, sum, tricks: dealCards(state) });
  return { ok: true, state: { ...state, calls, shared, phase: 'playing', turn: state.leader }, events };
}

function applyPlay(state: FahrstuhlState, seat: Seat, at: number): Applied {
  const hand = state.hands[seat];
  const kind = hand[at];
  const hands = state.hands.slice();
  hands[seat] = hand.slice(0, at).concat(hand.slice(at + 1));
  const trick = state.trick.concat(kind);
  const events: GameEvent[] = [{ type: 'play', seat, card: codeOfKind(kind) }];
  if (trick.length < state.seats) {
    return { ok: true, state: { ...state, hands, trick, turn: nextSeat(seat, state.seats) }, events };
  }
  const n = state.seats;
  const top = trickTopMask(trick, 0, n, trumpSuitOf(state));
  const credited = creditedMask(top, state.shared === true);
  const winners = positionsOf(credited).map((p) => (state.leader + p) % n);
  const taken = state.taken.slice();
  for (const w of winners) taken[w]++;
  const leader = (state.leader + firstTopPosition(top)) % n;
  const record: TrickRecord = { leader: state.leader, cards: trick, winners };
  events.push({ type: 'trick', seat: winners[0], winners, leader: state.leader, cards: trick.map(codeOfKind), next: leader });
  const after: FahrstuhlState = {
    ...state, hands, trick: [], taken, leader, turn: leader, tricks: state.tricks.concat([record]), lastTrick: record,
  };
  if (after.tricks.length < dealCards(state)) return { ok: true, state: after, events };
  return { ok: true, state: endDeal(after, events), events };
}

/** Scores the finished deal, then ends the match or deals the next deal. Appends the events. */
function endDeal(state: FahrstuhlState, events: GameEvent[]): FahrstuhlState {
  const trip = dealTrip(state);
  const perTrick = perTrickValue(trip);
  const calls = state.calls as number[];
  const score = calls.map((c, s) => roundPoints(c, state.taken[s], perTrick, state.bonus));
  const totals = state.totals.map((t, s) => t + score[s]);
  const deal = state.round + 1;
  events.push({ type: 'dealScored', deal, trip, calls, taken: state.taken, shared: state.shared, score, totals });
  const scored: FahrstuhlState = {
    ...state,
    totals,
    lastDeal: { deal, cards: dealCards(state), trip, calls, taken: state.taken, shared: state.shared === true, score },
  };
  if (deal >= state.floors.length || state.finishAfterDeal) {
    events.push({ type: 'matchOver', totals, placements: placementsFromTotals(totals) });
    return { ...scored, phase: 'over' };
  }
  const next = startDeal(scored, state.round + 1, nextSeat(state.dealer, state.seats));
  events.push({
    type: 'dealStart',
    seat: next.dealer,
    deal: next.round + 1,
    deals: next.floors.length,
    dealer: next.dealer,
    cards: dealCards(next),
    trip: dealTrip(next),
    trump: codeOfKind(next.trump),
    lowest: describeClass(next.classes - 1).label,
  });
  return next;
}
