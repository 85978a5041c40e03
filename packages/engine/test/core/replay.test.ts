/**
 * Replays (issue 18, part 1; core/replay.ts): for random matches of every game in the registry, dealt by
 * both stored deal generator versions, the replay built from (options, seats, seed, generator, log) alone
 * reproduces what the engine did when the match was played: each deal's moves in order, cut into the
 * game's steps; every trick's cards, leader and winners (the engine's `trickTaken`); every hand as it was
 * before each step; each deal's score and totals (`dealScored`); the match's end. Stepping through it
 * forward, back and by jumps lands on those very steps and never falls off either end.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CardCode } from '../../src/core/cards.ts';
import type { GameDefinition, GameEvent, OptionValue, Seat } from '../../src/core/game.ts';
import { buildReplay, creditedSoFar, nextPosition, previousPosition, replayOutline, replayPosition, type ReplayLogEntry, type ReplayPosition } from '../../src/core/replay.ts';
import { nextInt, seedRng } from '../../src/core/rng.ts';
import { GAMES } from '../../src/registry.ts';

/** Short matches per game (a few deals each), so that a run covers many matches. */
const SHORT: Record<string, { seats: number[]; options: Record<string, OptionValue> }> = {
  fahrstuhl: { seats: [3, 4, 5], options: { mode: 'up', startCards: 3 } },
  elevator: { seats: [3, 4], options: { games: 2 } },
  fuenfzehnern: { seats: [3, 4], options: { hands: 2 } },
  lusti: { seats: [4], options: { target: 5 } },
};

/** What the engine did, deal by deal, recorded while the match was played. */
interface Played {
  log: ReplayLogEntry[];
  deals: { moves: ReplayLogEntry[]; tricks: GameEvent[]; handsBefore: CardCode[][][]; scored: GameEvent | null }[];
  totals: number[];
}

function playRandom(game: GameDefinition, options: Record<string, OptionValue>, seats: number, seed: string, generator: 1 | 2, picks: number, finishAt: number | null): Played {
  let state = game.setup(game.resolveOptions(options, seats).ok ? (game.resolveOptions(options, seats) as { value: Record<string, OptionValue> }).value : {}, seats, seed, generator);
  const rng = seedRng(picks);
  const hands = (s: unknown): CardCode[][] => Array.from({ length: seats }, (_, seat) => [...game.seatView(s, seat).hand]);
  const played: Played = { log: [], deals: [{ moves: [], tricks: [], handsBefore: [], scored: null }], totals: [] };
  for (let n = 0; n < 5000 && !game.isMatchOver(state); n++) {
    if (finishAt === n) {
      state = game.finishAfterCurrentDeal(state);
      played.log.push({ seat: null, move: { system: 'finishAfterDeal' } });
    }
    const seat = game.toAct(state)[0];
    const legal = game.legalMoves(state, seat);
    const move = legal[nextInt(rng, legal.length)];
    const deal = played.deals[played.deals.length - 1];
    deal.handsBefore.push(hands(state));
    const applied = game.applyMove(state, seat, move);
    if (!applied.ok) throw new Error(`a legal move was refused: ${applied.error.code}`);
    played.log.push({ seat, move });
    deal.moves.push({ seat, move });
    deal.tricks.push(...applied.events.filter((e) => e.type === 'trickTaken'));
    const scored = applied.events.find((e) => e.type === 'dealScored');
    state = applied.state;
    if (scored) {
      deal.scored = scored;
      if (!game.isMatchOver(state)) played.deals.push({ moves: [], tricks: [], handsBefore: [], scored: null });
    }
  }
  expect(game.isMatchOver(state)).toBe(true);
  played.totals = game.matchResult(state).totals;
  return played;
}

const arbitraryMatch = fc.record({
  seed: fc.string({ minLength: 1, maxLength: 24 }),
  generator: fc.constantFrom(1 as const, 2 as const),
  picks: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  seatPick: fc.nat(),
  finishAt: fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }),
  walk: fc.array(fc.oneof(fc.constant('next' as const), fc.constant('back' as const), fc.record({ deal: fc.integer({ min: -2, max: 12 }), step: fc.integer({ min: -3, max: 40 }) })), { maxLength: 60 }),
});

describe.each(GAMES.map((g) => [g.meta.id, g] as const))('replay of %s', (id, game) => {
  const short = SHORT[id] ?? { seats: [game.meta.minPlayers], options: {} };

  it('rebuilds every deal, step, trick, hand and total of a random match, with either generator version', () => {
    fc.assert(
      fc.property(arbitraryMatch, ({ seed, generator, picks, seatPick, finishAt, walk }) => {
        const seats = short.seats[seatPick % short.seats.length];
        const played = playRandom(game, short.options, seats, seed, generator, picks, finishAt);
        const built = buildReplay(game, { options: short.options, seats, seed, generator, log: played.log });
        if (!built.ok) throw new Error(built.error.message);
        const replay = built.value;
        expect(replay.finished).toBe(true);
        expect(replay.totals).toEqual(played.totals);
        expect(replay.deals.length).toBe(played.deals.length);

        replay.deals.forEach((deal, d) => {
          const truth = played.deals[d];
          expect(deal.deal).toBe(d + 1);
          // The steps cut the deal's moves in order, none lost, none doubled.
          expect(deal.steps.flatMap((s) => s.plays)).toEqual(truth.moves.map((m) => ({ seat: m.seat, move: m.move })));
          // Every trick the engine took is a trick step, in order, with the same cards, leader and winners.
          const trickSteps = deal.steps.filter((s) => s.kind === 'trick');
          expect(trickSteps.map((s) => ({ ...s.trick, winners: s.winners }))).toEqual(
            truth.tricks.map((t) => ({ leader: t.leader, cards: t.cards, winners: t.winners })),
          );
          // Each step shows the hands as they were before its first move; step 0 the deal as dealt.
          expect(deal.hands).toEqual(truth.handsBefore[0]);
          let at = 0;
          for (const step of deal.steps) {
            expect(step.hands).toEqual(truth.handsBefore[at]);
            expect(step.why.en.length).toBeGreaterThan(0);
            expect(step.why.de.length).toBeGreaterThan(0);
            at += step.plays.length;
          }
          expect(deal.score).toEqual(truth.scored!.score);
          expect(deal.totals).toEqual(truth.scored!.totals);
        });

        // Stepping: next, back and jumps stay inside the replay and land on the engine's tricks.
        const outline = replayOutline(replay);
        let pos: ReplayPosition = replayPosition(outline, { deal: 1, step: 0 })!;
        for (const op of walk) {
          pos = op === 'next' ? nextPosition(outline, pos) : op === 'back' ? previousPosition(outline, pos) : replayPosition(outline, op)!;
          const deal = replay.deals.find((x) => x.deal === pos.deal)!;
          expect(pos.step).toBeGreaterThanOrEqual(0);
          expect(pos.step).toBeLessThanOrEqual(deal.steps.length);
          const truth = played.deals[pos.deal - 1];
          const tricksSoFar = deal.steps.slice(0, pos.step).filter((s) => s.kind === 'trick').length;
          if (pos.step > 0 && deal.steps[pos.step - 1].kind === 'trick') {
            expect(deal.steps[pos.step - 1].trick!.cards).toEqual(truth.tricks[tricksSoFar - 1].cards);
          }
          // Tricks credited so far equal the engine's trickTaken winners up to here.
          const credited = Array<number>(seats).fill(0);
          for (const t of truth.tricks.slice(0, tricksSoFar)) for (const w of t.winners as Seat[]) credited[w]++;
          if (deal.steps.some((s) => s.kind === 'trick')) expect(creditedSoFar(deal, pos.step, seats)).toEqual(credited);
          // At a deal's last step the totals are the engine's.
          if (pos.step === deal.steps.length) expect(deal.totals).toEqual(truth.scored!.totals);
        }
        // Forward from the start visits every step of every deal exactly once and ends at the last one.
        let walked = replayPosition(outline, { deal: 1, step: 0 })!;
        let visits = 1;
        for (;;) {
          const next = nextPosition(outline, walked);
          if (next.deal === walked.deal && next.step === walked.step) break;
          walked = next;
          visits++;
        }
        expect(visits).toBe(replay.deals.reduce((n, d) => n + d.steps.length + 1, 0));
        expect(previousPosition(outline, replayPosition(outline, { deal: 1, step: 0 })!)).toEqual({ deal: 1, step: 0 });
      }),
      { numRuns: id === 'elevator' ? 15 : 30 },
    );
  });

  it('refuses a record that does not replay, with BAD_RECORD', () => {
    const seats = short.seats[0];
    const played = playRandom(game, short.options, seats, 'replay-bad', 2, 7, null);
    const tampered = played.log.slice();
    const first = tampered.findIndex((e) => e.seat !== null);
    tampered[first] = { seat: (tampered[first].seat! + 1) % seats, move: tampered[first].move };
    for (const source of [
      { options: short.options, seats, seed: 'replay-bad', generator: 3, log: played.log },
      { options: { nope: 1 }, seats, seed: 'replay-bad', generator: 2, log: played.log },
      { options: short.options, seats, seed: 'replay-bad', generator: 2, log: tampered },
      { options: short.options, seats, seed: 'replay-bad', generator: 2, log: [{ seat: null, move: { system: 'reboot' } }] },
    ]) {
      const built = buildReplay(game, source);
      expect(built.ok).toBe(false);
      if (!built.ok) expect(built.error.code).toBe('BAD_RECORD');
    }
  });
});

describe('the two generator versions', () => {
  it('deal differently from the same seed, and each replays only under its own version', () => {
    const game = GAMES[0];
    const short = SHORT[game.meta.id];
    const v1 = playRandom(game, short.options, 4, 'same-seed', 1, 11, null);
    const asV1 = buildReplay(game, { options: short.options, seats: 4, seed: 'same-seed', generator: 1, log: v1.log });
    expect(asV1.ok).toBe(true);
    if (!asV1.ok) return;
    const asV2 = buildReplay(game, { options: short.options, seats: 4, seed: 'same-seed', generator: 2, log: v1.log });
    // Under the other version the hands differ, so the log breaks (or, by luck, replays a different deal).
    if (asV2.ok) expect(asV2.value.deals[0].hands).not.toEqual(asV1.value.deals[0].hands);
    else expect(asV2.error.code).toBe('BAD_RECORD');
  });
});
