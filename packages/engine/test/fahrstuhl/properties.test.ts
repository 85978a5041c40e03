import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameEvent, OptionValue } from '../../src/core/game.ts';
import { classOfKind, codeOfKind, COPIES, describeClass, KINDS } from '../../src/games/fahrstuhl/cards.ts';
import { fahrstuhl, type FahrstuhlState } from '../../src/games/fahrstuhl/index.ts';
import { lcg, matchConfig, randomMatch } from './helpers.ts';

const config = matchConfig;
const seed = fc.oneof(fc.integer(), fc.string({ maxLength: 8 }));
const choiceSeed = fc.integer({ min: 1, max: 2 ** 31 - 1 });

const RUNS = { numRuns: 40 };

function start(c: { seats: number; options: Record<string, OptionValue> }, s: number | string): FahrstuhlState {
  return fahrstuhl.setup(c.options, c.seats, s);
}

// ---- an oracle for who takes the trick, written from the rules text and independent of the engine's encoding
const RANK_ORDER = ['A', '10', 'K', 'Q', 'J', '9', '8', '7'];
function oracleStrength(code: string, trumpSuit: string): number {
  const rank = RANK_ORDER.indexOf(code.slice(0, -1));
  const suit = code.slice(-1);
  if (suit === trumpSuit) return 100 - rank;
  return 50 - rank * 2 - (suit === 'S' || suit === 'C' ? 1 : 0);
}
function oracleWinners(cards: string[], leader: number, seats: number, trumpSuit: string, shared: boolean): number[] {
  const strengths = cards.map((c) => oracleStrength(c, trumpSuit));
  const top = Math.max(...strengths);
  const positions = strengths.flatMap((s, p) => (s === top ? [p] : []));
  return (shared ? positions : positions.slice(0, 1)).map((p) => (leader + p) % seats);
}

function strings(x: unknown, out: string[] = []): string[] {
  if (typeof x === 'string') out.push(x);
  else if (Array.isArray(x)) x.forEach((y) => strings(y, out));
  else if (x && typeof x === 'object') Object.values(x).forEach((y) => strings(y, out));
  return out;
}
function keys(x: unknown, out: string[] = []): string[] {
  if (Array.isArray(x)) x.forEach((y) => keys(y, out));
  else if (x && typeof x === 'object') for (const [k, v] of Object.entries(x)) out.push(k), keys(v, out);
  return out;
}

/** The same state with every card in the hands of `seatsToHide` replaced by a different card. */
function scramble(state: FahrstuhlState, seatsToHide: number[], pick: (n: number) => number): FahrstuhlState {
  return {
    ...state,
    hands: state.hands.map((h, s) => (seatsToHide.includes(s) ? h.map((k) => (k + 1 + pick(KINDS - 1)) % KINDS) : h)),
  };
}

/** Codes a view may show without revealing a hand: played cards, the turned-up card, the lowest class's two faces. */
function publicCodes(state: FahrstuhlState): Set<string> {
  const kinds = [state.trump, ...state.trick, ...state.tricks.flatMap((t) => t.cards), ...(state.lastTrick?.cards ?? [])];
  return new Set([...kinds.map(codeOfKind), ...describeClass(state.classes - 1).codes]);
}

describe('Fahrstuhl properties (random seeds, random legal play)', () => {
  it('no exception: legal play mixed with arbitrary moves; a move is accepted exactly when it is a legal move', () => {
    const junk = fc.array(
      fc.tuple(
        fc.integer({ min: -1, max: 7 }),
        fc.oneof(
          fc.anything(),
          fc.record({ call: fc.integer({ min: -2, max: 12 }) }),
          fc.record({ play: fc.constantFrom(...Array.from({ length: KINDS }, (_, k) => codeOfKind(k)), '6H', 'XX') }),
        ),
      ),
      { maxLength: 300 },
    );
    fc.assert(
      fc.property(config, seed, choiceSeed, junk, (c, s, cs, noise) => {
        let state = start(c, s);
        const pick = lcg(cs);
        for (const [seat, raw] of noise) {
          if (fahrstuhl.isMatchOver(state)) break;
          const parsed = fahrstuhl.parseMove(raw);
          const r = fahrstuhl.applyMove(state, seat, raw as never);
          if (parsed.ok) {
            const legal = fahrstuhl.legalMoves(state, seat).some((m) => JSON.stringify(m) === JSON.stringify(parsed.value));
            expect(r.ok).toBe(legal);
          } else {
            expect(r.ok ? null : r.error.code).toBe('BAD_MOVE');
          }
          if (!r.ok) expect(['BAD_MOVE', 'DEAL_OVER', 'NOT_YOUR_TURN', 'WRONG_PHASE', 'NOT_IN_HAND', 'INVALID_CALL', 'MUST_PLAY_TRUMP']).toContain(r.error.code);
          if (r.ok) state = r.state;
          // then one legal move, so that the match moves on
          const turn = fahrstuhl.toAct(state)[0];
          const legal = fahrstuhl.legalMoves(state, turn);
          const l = fahrstuhl.applyMove(state, turn, legal[pick(legal.length)]);
          expect(l.ok).toBe(true);
          if (l.ok) state = l.state;
        }
      }),
      RUNS,
    );
  });

  it('cards are conserved: hands + cards played this deal + the turned-up card are the deal, within the match deck', () => {
    fc.assert(
      fc.property(config, seed, choiceSeed, (c, s, cs) => {
        const { states } = randomMatch(start(c, s), lcg(cs), 400);
        for (const st of states) {
          const cards = st.floors[st.round];
          const played = st.tricks.flatMap((t) => t.cards).concat(st.trick);
          const all = st.hands.flat().concat(played, st.trump);
          if (st.phase !== 'over') expect(all).toHaveLength(st.seats * cards + 1);
          const counts = new Array(KINDS).fill(0);
          for (const k of all) counts[k]++;
          expect(Math.max(...counts)).toBeLessThanOrEqual(COPIES);
          expect(all.every((k) => classOfKind(k) < st.classes)).toBe(true);
          // each seat: cards in hand + cards it played this deal = the deal's hand size
          const playedBy = new Array(st.seats).fill(0);
          for (const t of st.tricks) t.cards.forEach((_, p) => playedBy[(t.leader + p) % st.seats]++);
          st.trick.forEach((_, p) => playedBy[(st.leader + p) % st.seats]++);
          if (st.phase !== 'over') expect(st.hands.map((h, seat) => h.length + playedBy[seat])).toEqual(new Array(st.seats).fill(cards));
        }
      }),
      RUNS,
    );
  });

  it("a seat's view never contains another seat's hand (every hidden card checked; the view does not depend on them)", () => {
    fc.assert(
      fc.property(config, seed, choiceSeed, (c, s, cs) => {
        const pick = lcg(cs ^ 0x5bd1e995);
        const { states } = randomMatch(start(c, s), lcg(cs), 200);
        for (const st of states) {
          const pub = publicCodes(st);
          for (let seat = 0; seat < st.seats; seat++) {
            const view = fahrstuhl.seatView(st, seat);
            const others = Array.from({ length: st.seats }, (_, i) => i).filter((i) => i !== seat);
            expect(JSON.stringify(fahrstuhl.seatView(scramble(st, others, pick), seat))).toBe(JSON.stringify(view));
            const seen = new Set(strings(view));
            const own = new Set(st.hands[seat].map(codeOfKind));
            const hidden = others.flatMap((o) => st.hands[o].map(codeOfKind)).filter((code) => !own.has(code) && !pub.has(code));
            expect(hidden.filter((code) => seen.has(code))).toEqual([]);
            expect(keys(view).includes('hands')).toBe(false);
          }
        }
      }),
      { numRuns: 20 },
    );
  });

  it('the table view contains no hand', () => {
    fc.assert(
      fc.property(config, seed, choiceSeed, (c, s, cs) => {
        const pick = lcg(cs ^ 0x27d4eb2d);
        const { states } = randomMatch(start(c, s), lcg(cs), 250);
        for (const st of states) {
          const view = fahrstuhl.tableView(st);
          const all = Array.from({ length: st.seats }, (_, i) => i);
          expect(JSON.stringify(fahrstuhl.tableView(scramble(st, all, pick)))).toBe(JSON.stringify(view));
          expect(keys(view).filter((k) => k === 'hand' || k === 'hands' || k === 'legal')).toEqual([]);
          const pub = publicCodes(st);
          const seen = new Set(strings(view));
          expect(st.hands.flat().map(codeOfKind).filter((code) => !pub.has(code) && seen.has(code))).toEqual([]);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('replaying the same (options, seats, seed, moves) gives identical states and events', () => {
    fc.assert(
      fc.property(config, seed, choiceSeed, fc.integer({ min: 0, max: 500 }), (c, s, cs, n) => {
        const first = randomMatch(start(c, s), lcg(cs), n);
        let state = start(c, s);
        const replayStates = [state];
        const replayEvents: GameEvent[][] = [];
        for (const [seat, move] of first.moves) {
          const r = fahrstuhl.applyMove(state, seat, move);
          if (!r.ok) throw new Error(r.error.code);
          state = r.state;
          replayStates.push(state);
          replayEvents.push(r.events);
        }
        expect(JSON.stringify(replayStates)).toBe(JSON.stringify(first.states));
        expect(JSON.stringify(replayEvents)).toBe(JSON.stringify(first.events));
      }),
      RUNS,
    );
  });

  it('points match the formula; tricks, shares and totals match an independent reading of the rules', () => {
    fc.assert(
      fc.property(config, seed, choiceSeed, (c, s, cs) => {
        const st0 = start(c, s);
        const { events } = randomMatch(st0, lcg(cs));
        const bonus = c.options.bonus as number;
        let trumpSuit = codeOfKind(st0.trump).slice(-1);
        let cards = st0.floors[0];
        let calls: number[] = new Array(c.seats).fill(0);
        let taken: number[] = new Array(c.seats).fill(0);
        let shared = false;
        const totals: number[] = new Array(c.seats).fill(0);
        let deals = 0;
        for (const e of events.flat()) {
          if (e.type === 'call') calls[e.seat as number] = e.call as number;
          if (e.type === 'callsDone') {
            shared = calls.reduce((a, b) => a + b, 0) < cards;
            expect(e.shared).toBe(shared);
          }
          if (e.type === 'trickTaken') {
            const w = oracleWinners(e.cards as string[], e.leader as number, c.seats, trumpSuit, shared);
            expect(e.winners).toEqual(w);
            for (const seat of w) taken[seat]++;
            // seed example: the trump ace always takes a trick in a shared round
            if (shared) (e.cards as string[]).forEach((code, p) => code === 'A' + trumpSuit && expect(w).toContain(((e.leader as number) + p) % c.seats));
          }
          if (e.type === 'dealScored') {
            deals++;
            const per = e.trip === 'return' ? 20 : 10;
            expect(e.trip).toBe(c.options.mode === 'hourglass' && deals > (c.options.startCards as number) ? 'return' : 'outbound');
            expect(e.calls).toEqual(calls);
            expect(e.taken).toEqual(taken);
            const score = calls.map((call, seat) => (call === taken[seat] ? bonus + per * taken[seat] : -per * Math.abs(taken[seat] - call)));
            expect(e.score).toEqual(score);
            score.forEach((p, seat) => (totals[seat] += p));
            expect(e.totals).toEqual(totals);
          }
          if (e.type === 'dealStart') {
            trumpSuit = (e.trump as string).slice(-1);
            cards = e.cards as number;
            calls = new Array(c.seats).fill(0);
            taken = new Array(c.seats).fill(0);
          }
        }
        expect(deals).toBe(st0.floors.length);
        expect(fahrstuhl.matchResult(randomMatch(st0, lcg(cs)).states.at(-1)!).totals).toEqual(totals);
      }),
      RUNS,
    );
  });
});
