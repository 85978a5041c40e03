/**
 * The family's statistics (issue 18, part 4): a game's own measures of a finished match, read from its
 * replay. A match is (game, options, seats, seed, generator version, moves), so the measures are too:
 * `replaySteps` plays the log again through the game's interface and hands each game's `stats.measure`
 * the moves with the public events they produced. The contract of `GameStats` is in core/game.ts.
 *
 * Awards are chosen here, once for every game, from the measures a game marks with an award: the seat
 * (or the seats, when equal) with the most of it in the match wins it; nobody wins an award at zero.
 */
import type { DealGeneratorVersion } from './deal-generator.ts';
import type { GameDefinition, GameEvent, MeasureDef, OptionValue, Seat, SeatViewBase, ViewHeader } from './game.ts';
import { walkLog, type LogEntry } from './log-walk.ts';

export type { LogEntry };

/** Everything that determines a match. */
export interface MatchLog {
  options: Record<string, OptionValue>;
  seats: number;
  seed: number | string;
  generator?: DealGeneratorVersion;
  entries: readonly LogEntry[];
}

/** One applied move with the public events it produced. */
export interface PlayedMove<E extends GameEvent = GameEvent> {
  seat: Seat;
  move: Record<string, unknown>;
  events: readonly E[];
}

/** Per seat: measure id → value (every measure of the game present, integers ≥ 0). */
export type SeatMeasures = Record<string, number>;

export class ReplayError extends Error {
  override name = 'ReplayError';
}

/**
 * Plays the log again (core/log-walk.ts): seats' moves through `applyMove`, the host's "finish after this
 * deal" through `finishAfterCurrentDeal`; an abort ends the replay (the match was dropped). Throws
 * ReplayError when an entry no longer applies (a log that does not belong to this game).
 */
export function replaySteps<E extends GameEvent = GameEvent>(game: GameDefinition<unknown, Record<string, unknown>, SeatViewBase, ViewHeader, E>, log: MatchLog): PlayedMove<E>[] {
  const steps: PlayedMove<E>[] = [];
  const walked = walkLog(game, game.setup(log.options, log.seats, log.seed, log.generator), log.entries, ({ seat, move, events }) => {
    steps.push({ seat, move, events });
  });
  if (!walked.ok) {
    const { failure } = walked;
    if (failure.kind === 'system') throw new ReplayError(`entry ${failure.entry + 1}: unknown system entry`);
    throw new ReplayError(`entry ${failure.entry + 1}: ${failure.error.code} ${failure.error.message}`);
  }
  return steps;
}

/** The game's measures of a match, per seat, from its log. */
export function measureMatch(game: GameDefinition, log: MatchLog): SeatMeasures[] {
  const steps = replaySteps(game, log);
  return game.stats.measure({ seats: log.seats, options: log.options, steps });
}

/**
 * The measures of a seat that changed hands, per holder (issue 28 §1): `holders[d]` is who held the
 * seat when deal d+1 ended (deals the list misses: its last entry). Each maximal run of deals one
 * holder held is measured on its own — `measure` over that run's moves only, which every game's fold
 * allows (it reads whole deals' events) — and a holder's runs combine by each measure's `combine`.
 * Answers one entry per holder, in the order they first held the seat.
 */
export function measureHolders<H>(game: GameDefinition, log: MatchLog, seat: Seat, holders: readonly H[], same: (a: H, b: H) => boolean): { holder: H; values: SeatMeasures }[] {
  const byDeal: PlayedMove[][] = [];
  const walked = walkLog(game, game.setup(log.options, log.seats, log.seed, log.generator), log.entries, ({ seat: s, move, events, before }) => {
    const deal = game.progress(before).deal - 1;
    (byDeal[deal] ??= []).push({ seat: s, move, events });
  });
  if (!walked.ok) throw new ReplayError(`entry ${walked.failure.entry + 1}: the log does not replay`);
  const out: { holder: H; values: SeatMeasures }[] = [];
  let run: { holder: H; steps: PlayedMove[] } | null = null;
  const close = () => {
    if (!run) return;
    const values = game.stats.measure({ seats: log.seats, options: log.options, steps: run.steps })[seat]!;
    const known = out.find((o) => same(o.holder, run!.holder));
    if (!known) out.push({ holder: run.holder, values: { ...values } });
    else for (const m of game.stats.measures) known.values[m.id] = combineMeasure(m, known.values[m.id] ?? 0, values[m.id] ?? 0);
  };
  for (let d = 0; d < byDeal.length; d++) {
    const holder = holders[Math.min(d, holders.length - 1)];
    if (holder === undefined) throw new ReplayError('no holders of the seat');
    if (!run || !same(run.holder, holder)) {
      close();
      run = { holder, steps: [] };
    }
    run.steps.push(...(byDeal[d] ?? []));
  }
  close();
  return out;
}

/** A zeroed measure table for `seats` seats: what each game's `measure` starts from. */
export function zeroMeasures(measures: readonly MeasureDef[], seats: number): SeatMeasures[] {
  return Array.from({ length: seats }, () => Object.fromEntries(measures.map((m) => [m.id, 0])));
}

export interface Award {
  /** The measure it is for (its `award` text is the award's title). */
  measure: string;
  value: number;
  /** Every seat with that value (ties share the award). */
  seats: Seat[];
}

/** The awards of one match, in the game's measure order. */
export function chooseAwards(measures: readonly MeasureDef[], perSeat: readonly SeatMeasures[]): Award[] {
  const awards: Award[] = [];
  for (const m of measures) {
    if (!m.award) continue;
    const values = perSeat.map((s) => s[m.id] ?? 0);
    const best = Math.max(0, ...values);
    if (best <= 0) continue;
    awards.push({ measure: m.id, value: best, seats: values.flatMap((v, seat) => (v === best ? [seat] : [])) });
  }
  return awards;
}

/** Adds one match's value of a measure into a running aggregate, by the measure's `combine`. */
export function combineMeasure(def: MeasureDef, aggregate: number, value: number): number {
  return def.combine === 'max' ? Math.max(aggregate, value) : aggregate + value;
}
