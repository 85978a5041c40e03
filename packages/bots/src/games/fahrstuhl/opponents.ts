/**
 * Who the other seats are (issue 31): a seat that plays sensibly and one that plays at random call for
 * different play. Against a sensible seat that still needs tricks, a card that would take the trick may
 * well be beaten; against a random seat, the trick goes where the cards fall, and a random seat's call
 * says nothing about its hand. Modelling three random opponents as heuristic players made the strong bot
 * overshoot its call in long rounds (it expected the others to take tricks they never tried to take);
 * modelling them as random where they are lifted the exact calls against them (78.8 % → 82 % on the
 * bench's 150 rounds).
 *
 * A bot cannot be told who it plays against, so it reads it from the deal: each other seat's calls and
 * plays are scored against the two models — the heuristic (policy.ts; with a share of odd moves, since
 * sensible players differ) and a uniformly random legal move — on sampled deals (the seat's hand at each
 * move is its sampled hand now plus the cards it played since), and the prior share of random seats is
 * updated by the likelihoods (Bayes). The search then draws, per determinization, each seat's model from
 * that posterior.
 */
import { FahrstuhlModel, kindOfCode, MAX_CARDS, PHASE_CALLING, type FahrstuhlSeatView } from '@kitchen-table/engine/fahrstuhl';
import { Rng } from '../../util/rng.ts';
import { Determinizer, type FahrstuhlKnowledge } from './knowledge.ts';
import { heuristicCall, heuristicPlay, trickChances } from './policy.ts';

/** Before any call or card, the chance that another seat plays at random: nothing known, a fair coin. */
export const PRIOR_RANDOM = 0.5;
/** Share of a sensible seat's calls and cards that differ from the heuristic's (people and other bots differ). */
export const SENSIBLE_EPSILON = 0.25;
/** Sampled deals the likelihoods are averaged over. */
const DEALS = 48;

interface Act {
  seat: number;
  /** A call (its number) or a card (its kind). */
  call: boolean;
  value: number;
}

function publicActs(view: Readonly<FahrstuhlSeatView>): Act[] {
  const acts: Act[] = [];
  const n = view.seats;
  const first = (view.dealer + 1) % n;
  for (let i = 0; i < n; i++) {
    const seat = (first + i) % n;
    const c = view.calls[seat];
    if (c === null || c === undefined) break;
    acts.push({ seat, call: true, value: c });
  }
  for (const t of view.tricks) for (const p of t.plays) acts.push({ seat: p.seat, call: false, value: kindOfCode(p.card) });
  for (const p of view.trick.plays) acts.push({ seat: p.seat, call: false, value: kindOfCode(p.card) });
  return acts;
}

/** log(mean(exp(xs))) without overflow. */
function logMeanExp(xs: Float64Array, count: number): number {
  let max = -Infinity;
  for (let i = 0; i < count; i++) if (xs[i] > max) max = xs[i];
  if (max === -Infinity) return max;
  let sum = 0;
  for (let i = 0; i < count; i++) sum += Math.exp(xs[i] - max);
  return max + Math.log(sum / count);
}

/**
 * Per seat, the probability that it plays at random, given its calls and cards so far (0 for the seat
 * itself). Deterministic for a seed.
 */
export function randomShares(view: Readonly<FahrstuhlSeatView>, k: FahrstuhlKnowledge, seed: number, prior = PRIOR_RANDOM): number[] {
  const n = k.base.seats;
  const shares = new Array<number>(n).fill(prior);
  shares[k.seat] = 0;
  const acts = publicActs(view).filter((a) => a.seat !== k.seat || !a.call);
  if (!acts.some((a) => a.seat !== k.seat)) return shares;
  const rng = new Rng(seed);
  const determinizer = new Determinizer(k);
  const sample = new FahrstuhlModel();
  const replay = new FahrstuhlModel();
  const chance = trickChances(k.base, k.deck);
  const seen = new Uint8Array(32);
  const careful = { deck: k.deck, seen };
  const logSensible = Array.from({ length: n }, () => new Float64Array(DEALS));
  const logRandom = Array.from({ length: n }, () => new Float64Array(DEALS));
  const all = publicActs(view);
  const eps = SENSIBLE_EPSILON;
  const base = k.base;
  let deals = 0;
  for (let d = 0; d < DEALS; d++) {
    determinizer.sample(rng, sample);
    // The deal as it was dealt: every hand is its cards now plus those it has played.
    replay.seats = n;
    replay.bonus = base.bonus;
    replay.startDeal(base.cards, base.perTrick, base.dealer, base.trump);
    for (let s = 0; s < n; s++) for (let i = 0; i < sample.handLen[s]; i++) replay.give(s, sample.hands[s * MAX_CARDS + i]);
    for (const a of all) if (!a.call) replay.give(a.seat, a.value);
    seen.fill(0);
    seen[base.trump]++;
    let ok = true;
    for (const a of all) {
      if (replay.turn !== a.seat) { ok = false; break; }
      if (a.call) {
        if (a.seat !== k.seat) {
          const options = base.cards + 1;
          const sensible = (heuristicCall(replay, a.seat, chance) === a.value ? 1 - eps : 0) + eps / options;
          logSensible[a.seat][deals] += Math.log(sensible);
          logRandom[a.seat][deals] += Math.log(1 / options);
        }
        replay.call(a.value);
        continue;
      }
      if (replay.phase === PHASE_CALLING) { ok = false; break; }
      if (a.seat !== k.seat) {
        const options = distinctPlayable(replay, a.seat);
        const sensible = (heuristicPlay(replay, careful) === a.value ? 1 - eps : 0) + eps / options;
        logSensible[a.seat][deals] += Math.log(sensible);
        logRandom[a.seat][deals] += Math.log(1 / options);
      }
      replay.playCard(a.value);
      seen[a.value]++;
    }
    if (!ok) {
      for (let s = 0; s < n; s++) logSensible[s][deals] = logRandom[s][deals] = 0;
      continue;
    }
    deals++;
  }
  if (deals === 0) return shares;
  for (let s = 0; s < n; s++) {
    if (s === k.seat) continue;
    const lr = logMeanExp(logRandom[s], deals) - logMeanExp(logSensible[s], deals);
    const odds = Math.log(prior / (1 - prior)) + lr;
    shares[s] = 1 / (1 + Math.exp(-odds));
  }
  return shares;
}

/** Distinct kinds the seat may play now (copies are the same move). */
function distinctPlayable(d: FahrstuhlModel, seat: number): number {
  const m = d.playable(seat);
  let mask = 0;
  let count = 0;
  for (let i = 0; i < m; i++) {
    const bit = 1 << d.hands[seat * MAX_CARDS + i];
    if ((mask & bit) === 0) { mask |= bit; count++; }
  }
  return count;
}
