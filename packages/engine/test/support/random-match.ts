/**
 * A random legal match of any game, played through the game's interface, with its log as the server
 * would store it and the steps (move + public events) seen while playing it — for the statistics'
 * tests (core/stats.ts): what a replay of the log measures must agree with what was seen.
 */
import type { GameDefinition, OptionValue } from '../../src/core/game.ts';
import type { LogEntry, MatchLog, PlayedMove } from '../../src/core/stats.ts';
import { nextInt, seedRng } from '../../src/core/rng.ts';

export interface PlayedMatch {
  log: MatchLog;
  steps: PlayedMove[];
  over: boolean;
}

/**
 * `finishAfter`: after this many moves the host's "finish after this deal" is logged (system entry);
 * `stopAfter`: the log ends there (an unfinished match). Moves are chosen by `seed`.
 */
export function playRandomMatch(
  game: GameDefinition,
  seats: number,
  seed: number,
  opts: { options?: Record<string, unknown>; finishAfter?: number; stopAfter?: number; maxMoves?: number } = {},
): PlayedMatch {
  const resolved = game.resolveOptions(opts.options ?? {}, seats);
  if (!resolved.ok) throw new Error(resolved.error.message);
  const options: Record<string, OptionValue> = resolved.value;
  const rng = seedRng(seed);
  let state = game.setup(options, seats, `stats-${seed}`);
  const entries: LogEntry[] = [];
  const steps: PlayedMove[] = [];
  const max = opts.maxMoves ?? 20_000;
  let moves = 0;
  while (!game.isMatchOver(state) && moves < max && moves !== opts.stopAfter) {
    if (moves === opts.finishAfter) {
      state = game.finishAfterCurrentDeal(state);
      entries.push({ seat: null, move: { system: 'finishAfterDeal' } });
    }
    const seat = game.toAct(state)[0]!;
    const legal = game.legalMoves(state, seat);
    const move = legal[nextInt(rng, legal.length)]!;
    const applied = game.applyMove(state, seat, move);
    if (!applied.ok) throw new Error(`${applied.error.code}: ${applied.error.message}`);
    state = applied.state;
    entries.push({ seat, move: JSON.parse(JSON.stringify(move)) });
    steps.push({ seat, move, events: applied.events });
    moves++;
  }
  return { log: { options, seats, seed: `stats-${seed}`, entries }, steps, over: game.isMatchOver(state) };
}
