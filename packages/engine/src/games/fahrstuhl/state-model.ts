/**
 * Between the JSON state and the model: `applyMove` and the dealing load a state into the model, let it
 * make the transition, and read the state back. Only the JSON's history (the deal's tricks, the last
 * trick and the last deal's summary) is recorded outside the model, by apply.ts.
 */
import { FahrstuhlModel, MAX_CARDS, PHASE_CALLING, PHASE_OVER, PHASE_PLAYING } from './model.ts';
import { perTrickValue } from './scoring.ts';
import { dealCards, dealTrip, type FahrstuhlState, type Phase } from './state.ts';

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
