/**
 * Engine throughput for Fünfzehnern: one round = one 4-seat hand (deal, 8 tricks, scoring) played with
 * uniformly random legal moves — zwang variants included — on card masks, through the same rule
 * functions applyMove uses (lead obligation, zwang, follow, trick winner, binding, card points).
 */
import { DealStream, matchKey } from '../../core/deal-generator.ts';
import { nextInt, seedRng, type RngState } from '../../core/rng.ts';
import { bindingAfterTrick, legalLeadMask, UNBOUND } from './lead.ts';
import { popCount, pointsOfMask, suitOfIndex } from './pack.ts';
import { handScore } from './scoring.ts';
import { legalFollowMask, trickWinnerPosition } from './trick.ts';
import { zwangQueensMask } from './zwang.ts';

const SEATS = 4;

/** Index of the k-th (0-based) set bit of mask. */
function nthBit(mask: number, k: number): number {
  let m = mask;
  for (let i = 0; i < k; i++) m &= m - 1;
  return 31 - Math.clz32(m & -m);
}

/**
 * Plays one random hand; returns the sum of scores (0 for a full deal) so the work cannot be optimised
 * away. The hand is deal `deal` of the match whose deals come from `deals` (the engine's generator); the
 * moves come from `rng` (sfc32: fast, and they decide nothing secret).
 */
export function playRandomHand(
  deals: DealStream,
  deal: number,
  rng: RngState,
  dealer: number,
  deck: number[],
  hands: Int32Array,
  bound: Int32Array,
  points: Int32Array,
  cards: Int32Array,
): number {
  deals.shuffle(deal, deck);
  for (let s = 0; s < SEATS; s++) {
    let m = 0;
    for (let i = 0; i < 8; i++) m |= 1 << deck[s * 8 + i];
    hands[s] = m;
    bound[s] = UNBOUND;
    points[s] = 0;
  }
  let played = 0;
  let leader = (dealer + 1) % SEATS;
  for (let t = 0; t < 8; t++) {
    // The lead: every legal lead, plus a zwang variant of each zwang queen.
    const hand = hands[leader];
    const leads = legalLeadMask(hand, bound[leader], played);
    const zwangs = zwangQueensMask(hand, leads, played);
    const nLeads = popCount(leads);
    const pick = nextInt(rng, nLeads + popCount(zwangs));
    const zwang = pick >= nLeads;
    const lead = zwang ? nthBit(zwangs, pick - nLeads) : nthBit(leads, pick);
    hands[leader] = hand & ~(1 << lead);
    cards[0] = lead;
    const led = suitOfIndex(lead);
    let trickMask = 1 << lead;
    for (let i = 1; i < SEATS; i++) {
      const seat = (leader + i) % SEATS;
      const allowed = legalFollowMask(hands[seat], led, zwang);
      const card = nthBit(allowed, nextInt(rng, popCount(allowed)));
      hands[seat] &= ~(1 << card);
      cards[i] = card;
      trickMask |= 1 << card;
    }
    const winner = (leader + trickWinnerPosition(cards, SEATS)) % SEATS;
    points[winner] += pointsOfMask(trickMask);
    played |= trickMask;
    const binding = bindingAfterTrick(bound[winner], leader, winner, led);
    if (winner !== leader) bound[leader] = UNBOUND;
    bound[winner] = binding;
    leader = winner;
  }
  let sum = 0;
  for (let s = 0; s < SEATS; s++) sum += handScore(points[s]);
  return sum;
}

export function runFuenfzehnernBenchmark(budgetMs: number): { roundsPerSecond: number } {
  const rng = seedRng('fuenfzehnern-bench');
  const deals = new DealStream(matchKey('fuenfzehnern-bench', 'fuenfzehnern'));
  const deck: number[] = [];
  for (let i = 0; i < 32; i++) deck.push(i);
  const hands = new Int32Array(SEATS);
  const bound = new Int32Array(SEATS);
  const points = new Int32Array(SEATS);
  const cards = new Int32Array(SEATS);
  let rounds = 0;
  let check = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    for (let i = 0; i < 1000; i++, rounds++) check += playRandomHand(deals, rounds + 1, rng, rounds % SEATS, deck, hands, bound, points, cards);
    elapsed = performance.now() - start;
  } while (elapsed < budgetMs);
  if (check !== 0) throw new Error('Fünfzehnern benchmark: a hand was not zero-sum');
  return { roundsPerSecond: (rounds * 1000) / elapsed };
}
