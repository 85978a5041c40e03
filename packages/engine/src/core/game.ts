/**
 * The one interface every game implements. The server, the bots, the CLI, the referee and the web app
 * use games only through it, so none of them knows which game it is running.
 *
 * Conventions every game follows:
 * - State is plain JSON data (no classes, Maps or functions) and is never mutated: `applyMove` returns a
 *   new state. All randomness comes from the deal generator inside the state (core/deal-generator.ts),
 *   so a match is fully determined by (options, seats, seed, generator version, moves). The state holds
 *   the secret match key: it never leaves the server; clients get views.
 * - A move is a small JSON object without the seat, shaped like the referee's moves:
 *   `{ call: 2 }`, `{ play: "AH" }`, `{ play: ["8S", "8H"] }`, `{ pass: true }`, `{ give: "5C" }`,
 *   `{ play: "QH", zwang: true }`. `parseMove` turns untrusted JSON into one (or says it is malformed);
 *   `applyMove` judges it against the rules and answers with a coded error, never an exception.
 * - A match runs deal after deal inside one state: when a deal ends, `applyMove` scores it and deals the
 *   next one in the same call (the events say so), until the match is over.
 */
import type { CardCode } from './cards.ts';
import type { DealGeneratorVersion } from './deal-generator.ts';
import type { PlayedMove, SeatMeasures } from './stats.ts';

export type Seat = number;

export interface LocalText {
  en: string;
  de: string;
}

/** A rule violation or a malformed input, with a stable code (the referee's and the protocol's). */
export interface GameError {
  code: string;
  message: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: GameError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(code: string, message: string): Result<T> => ({ ok: false, error: { code, message } });

/** A public event: everything the table, the phones' animations and the bots may learn from a move. */
export interface GameEvent {
  type: string;
  seat?: Seat;
  [key: string]: unknown;
}

/**
 * The events every game emits in the same shape (a game may add fields of its own beside them), so that
 * the web, the bots and the server read a trick, a deal's score and the match's end without knowing the
 * game. Scores and totals are per seat; in team games partners carry their team's value.
 */
export interface TrickTakenEvent extends GameEvent {
  type: 'trickTaken';
  /** The first seat credited with the trick (the one who leads next when the game says so). */
  seat: Seat;
  leader: Seat;
  /** The trick's cards in the order they were played, from the leader on. */
  cards: CardCode[];
  /** Every seat credited with the trick (more than one when Fahrstuhl shares it). */
  winners: Seat[];
}

export interface DealStartEvent extends GameEvent {
  type: 'dealStart';
  /** 1-based number of the deal that starts. */
  deal: number;
  dealer: Seat;
}

export interface DealScoredEvent extends GameEvent {
  type: 'dealScored';
  /** 1-based number of the deal that ended. */
  deal: number;
  /** Match points this deal gave, per seat. */
  score: number[];
  /** Running match totals per seat after it. */
  totals: number[];
}

export interface MatchOverEvent extends GameEvent {
  type: 'matchOver';
  totals: number[];
  placements: number[];
}

export type CommonEvent = TrickTakenEvent | DealStartEvent | DealScoredEvent | MatchOverEvent;

/** Narrows an event to one of the common shapes by its type. */
export function isEvent<T extends CommonEvent['type']>(e: GameEvent, type: T): e is Extract<CommonEvent, { type: T }> {
  return e.type === type;
}

export type ApplyResult<S, E extends GameEvent = GameEvent> =
  | { ok: true; state: S; events: E[] }
  | { ok: false; error: GameError };

export interface GameMeta {
  id: string;
  name: LocalText;
  /** One-line pitch for the catalogue. */
  pitch: LocalText;
  minPlayers: number;
  maxPlayers: number;
  minAge: number;
  /** Typical duration of a match, minutes. */
  durationMinutes: number;
  /** Catalogue family, e.g. "Family, Party". */
  family: LocalText;
  tags: LocalText[];
  /** Which card faces the game uses. */
  pack: 'french' | 'bavarian';
  /** Fixed partnerships by seat, when the game has them (Lusti-Kartl'n: [[0, 2], [1, 3]]). */
  teams?: Seat[][];
  /**
   * A match counts for the ranking only with at least this many log entries per seat (moves: calls,
   * cards, passes); the server's default (5) when absent. Keeps one-card matches out of the ranking.
   */
  rankedMovesPerSeat?: number;
}

export type OptionValue = string | number | boolean;

/**
 * An option that only matters when another option has one of the given values (Fahrstuhl's "cards in
 * the single round" only for a single round). Screens hide it otherwise; the engine accepts and ignores it.
 */
export interface OptionCondition {
  option: string;
  values: OptionValue[];
}

export type OptionDef = (
  | { id: string; label: LocalText; kind: 'choice'; choices: { value: string | number; label: LocalText }[]; default: string | number }
  | { id: string; label: LocalText; kind: 'integer'; min: number; max: number; default: number }
  | { id: string; label: LocalText; kind: 'boolean'; default: boolean }
) & { appliesWhen?: OptionCondition };

/** Per-seat and table views share this header, so that generic code (server, web shell) can read it. */
export interface ViewHeader {
  game: string;
  seats: number;
  dealer: Seat;
  /** Seats whose move is due now (empty once the match is over). */
  toAct: Seat[];
  handSizes: number[];
  /** 1-based number of the deal being played, and how many the match has (null when open-ended). */
  deal: number;
  deals: number | null;
  /** Running match totals per seat (what placements are made from). */
  totals: number[];
  matchOver: boolean;
}

export interface SeatViewBase extends ViewHeader {
  seat: Seat;
  hand: CardCode[];
  /** Every legal move for this seat now (empty when it is not its turn). */
  legal: Record<string, unknown>[];
}

export interface DealProgress {
  /** 1-based deal number. */
  deal: number;
  /** Deals in the match, or null when the match ends by points or time. */
  deals: number | null;
}

export interface MatchResult {
  /** Final totals per seat. */
  totals: number[];
  /** 1 = best; ties share a place. In team games partners share their team's place. */
  placements: number[];
}

/** What the referee needs beyond the common interface: build a single deal from an explicit scenario. */
export interface RefereeScenario {
  players: number;
  dealer: Seat;
  options: Record<string, unknown>;
  deal: Record<string, unknown>;
  /** The whole scenario object, for game-specific top-level fields (Elevator's `opener`). */
  raw: Record<string, unknown>;
}

export interface RefereeReport {
  finished: boolean;
  next: Seat | null;
  /** Game-specific extra keys placed at the top level of the result (`tricks`, `state`). */
  extra: Record<string, unknown>;
  result: unknown;
}

/** A match scenario (`"match": true`): lobby options, the first dealer and the explicit deals in match order. */
export interface RefereeMatchScenario {
  players: number;
  /** The dealer of the first deal; later dealers follow the game's rules. */
  dealer: Seat;
  /** The host's match options, untrusted, exactly as the lobby takes them. */
  options: Record<string, unknown>;
  /** The explicit deals, each shaped like a single scenario's `deal` (not yet checked). */
  deals: Record<string, unknown>[];
  raw: Record<string, unknown>;
}

/** A deal of a match that has just ended, as the referee reports it. */
export interface RefereeDealOutcome {
  /** The single-deal referee's `result` object for it. */
  result: Record<string, unknown>;
  /** The match points it gave (`points`, per seat or per team) and any game-specific keys after them. */
  scored: Record<string, unknown>;
}

export interface RefereeSupport<S> {
  /** Builds a one-deal match from the scenario, or says why the scenario is malformed. */
  setupScenario(scenario: RefereeScenario): Result<S>;
  report(state: S): RefereeReport;
  /** Match scenarios; every game of the registry has them (a game without them refuses match scenarios). */
  match?: RefereeMatchSupport<S>;
}

export interface RefereeMatchSupport<S> {
  /**
   * Builds the whole match from lobby options, taking deal n from `deals[n − 1]` instead of shuffling,
   * or says why the scenario is malformed (an unknown option, a deal that does not fit its position,
   * more deals than the match can have).
   */
  setup(scenario: RefereeMatchScenario): Result<S>;
  /** The deal that the last move ended (call only right after a deal ended). */
  dealOutcome(state: S): RefereeDealOutcome;
  /** Match totals as the referee reports them: per seat, per team in team games. */
  totals(state: S): number[];
}

/**
 * A learning deal (issue 18 part 3): a short, fixed match with open hands that shows every rule of the
 * game once. The contract:
 * - `start()` builds the lesson's match through the game's own referee match support
 *   (`referee.match.setup` with explicit deals), so a lesson state is an ordinary state of the game and
 *   `applyMove` plays it.
 * - Every move of the lesson is scripted: `steps` in order, each step's `moves` in order, seat by seat.
 *   Played through `applyMove` from `start()`, the script is legal move by move and ends the match.
 *   Seats without a human are played by the script; a human seat is asked for the script's move and a
 *   different tap is explained and not played (a learner expects the lesson to stay on its path).
 * - `rules` lists every rule of the game (ids as in the game's rules document, section "Learning
 *   deal"); each rule is shown by at least one step (`step.rules`).
 * - Everything in a lesson is public: the deal is the lesson's, not a secret, so a TV may show every hand
 *   and a client may rebuild any position of it from the lesson alone.
 */
export interface LessonRule {
  /** The id the rules document uses for it ("trump-must", "3.2"). */
  id: string;
  name: LocalText;
}

export interface LessonMove {
  seat: Seat;
  move: Record<string, unknown>;
  /** Why this move, where the step's `why` does not fit this seat (a step's leader and followers). */
  why?: LocalText;
}

export interface LessonStep {
  id: string;
  /** What the TV says before each of the step's moves: what to look at. */
  say: LocalText;
  /** The rules (ids of `GameLesson.rules`) this step shows. */
  rules: string[];
  /** The step's moves in the order they are played; the phones highlight them. */
  moves: LessonMove[];
  /** Why the lesson's move is the one to make here: said to a phone that tapped something else. */
  why: LocalText;
}

export interface GameLesson<S = unknown> {
  players: number;
  /** A new lesson match (an ordinary state of the game, built with `referee.match.setup`). */
  start(): S;
  rules: LessonRule[];
  steps: LessonStep[];
}

/**
 * Replays (issue 18, "the deal, once more, on the TV"): a finished deal is stepped through one *step* at
 * a time — a trick in the trick games (and Fahrstuhl's round of calls before the first one), one run laid
 * on the pile in a shedding game. Which moves make a step, who took it and why is rule knowledge, so each
 * game says it here; core/replay.ts does the rest for every game alike.
 */
export interface ReplayNote {
  /** `trick`: a trick was taken; `calls`: the calls of a deal are complete; `play`: a run on the pile. */
  kind: 'trick' | 'calls' | 'play';
  /** Seats credited with the step: a trick's winners (several when Fahrstuhl shares it), the seat that laid a run. */
  winners: Seat[];
  /** The rule that decided it, in one line a family reads from the couch ("red beats black at the same rank"). */
  why: LocalText;
}

/**
 * Contract of `GameDefinition.replay.closesStep` (pure, no I/O; it runs in the browser too):
 * - It is called for every seat's move of a match in log order, with the state *before* the move (so the
 *   deal's trump, lead and pile are still those of the step), the seat, the parsed move and the events
 *   `applyMove` gave for it.
 * - It answers the note of the step this move completes, or null while the step is still open (a card
 *   that does not end a trick, a call before the last, an Elevator pass or give before the next play).
 * - Steps cut each deal's moves into consecutive runs: the move that ends a deal always closes a step.
 * `dealNote` is called with the state just after a deal was dealt: a short public fact of that deal the
 * replay's header keeps in view (Fahrstuhl's trump, Elevator's starter), or null when there is none.
 */
export interface ReplaySupport<S = unknown, M = Record<string, unknown>, E extends GameEvent = GameEvent> {
  closesStep(before: S, seat: Seat, move: M, events: readonly E[]): ReplayNote | null;
  dealNote(dealt: S): LocalText | null;
}

/**
 * One of a game's own measures of a match (issue 18, part 4: the family's statistics), defined in the
 * game's rules document, section "Statistics".
 */
export interface MeasureDef {
  /** Stable id (stored per match and seat: never rename one that has shipped). */
  id: string;
  label: LocalText;
  /**
   * How matches add up in a person's statistics: `sum` (counts) or `max` (the best single match, e.g.
   * a streak). A match's value is always an integer ≥ 0.
   */
  combine: 'sum' | 'max';
  /** Shown also as a percentage of this other (summed) measure: exact calls of rounds played. */
  percentOf?: string;
  /** The title of the end-of-match award for the seat(s) with the most of it (none at zero). */
  award?: LocalText;
}

/**
 * A game's statistics. Contract:
 * - `measure` is a pure fold over the replay of a match (core/stats.ts `replaySteps`: every applied move
 *   with the public events it produced, system entries left out) and returns, per seat, a value for
 *   every measure in `measures` (integers ≥ 0, zeros included).
 * - It reads only the moves and their public events, never a state: a measure can tell nothing that the
 *   table did not see (a give's card, a hand's cards left).
 * - It is meaningful for any prefix of a match too (an ended-early match measures what was played).
 */
export interface GameStats<E extends GameEvent = GameEvent> {
  measures: readonly MeasureDef[];
  measure(match: { seats: number; options: Record<string, OptionValue>; steps: readonly PlayedMove<E>[] }): SeatMeasures[];
}

/**
 * A game over its state S, moves M, seat and table views SV and TV, and events E: the union of the
 * events it emits (each game's `<Game>Event`, exported from its public entry, is its published event
 * schema's type: games/<id>/schemas.ts). Lists of games hold `GameDefinition` (the base types): its
 * members are methods, so every game fits, and code that knows the game reads its own types.
 */
export interface GameDefinition<S = unknown, M extends Record<string, unknown> = Record<string, unknown>, SV extends SeatViewBase = SeatViewBase, TV extends ViewHeader = ViewHeader, E extends GameEvent = GameEvent> {
  meta: GameMeta;
  optionDefs: OptionDef[];
  /** Validates host options (untrusted JSON) for a seat count; fills defaults. Error code `BAD_OPTIONS`. */
  resolveOptions(raw: unknown, seats: number): Result<Record<string, OptionValue>>;
  /**
   * A new match: deals the first deal from the seed. Options must be resolved. `generator` is the deal
   * generator's version (default: the current one); only replays of stored matches pass an older one.
   */
  setup(options: Record<string, OptionValue>, seats: number, seed: number | string, generator?: DealGeneratorVersion): S;
  /** Turns untrusted JSON into a move of this game, or a `BAD_MOVE` error (malformed, not a rule matter). */
  parseMove(raw: unknown): Result<M>;
  /** Seats whose move is due; empty when the match is over. */
  toAct(state: S): Seat[];
  legalMoves(state: S, seat: Seat): M[];
  applyMove(state: S, seat: Seat, move: M): ApplyResult<S, E>;
  /** What one seat may see: its own hand, everything public, the deal's public history. */
  seatView(state: S, seat: Seat): SV;
  /** What the TV and the audience see: no hand at all. */
  tableView(state: S): TV;
  /**
   * The `dealStart` event of the deal being played: the very event `applyMove` emitted when it dealt
   * that deal. Deal 1 is dealt by `setup`, which emits nothing: the server sends this as the match's
   * opening update, so that every deal, the first included, begins with its `dealStart`.
   */
  dealStart(state: S): DealStartEvent;
  progress(state: S): DealProgress;
  isMatchOver(state: S): boolean;
  /** Marks the match to end when the deal being played ends (host's "end the match", time limits). */
  finishAfterCurrentDeal(state: S): S;
  /** Totals and placements; meaningful at any time, final once the match is over. */
  matchResult(state: S): MatchResult;
  /**
   * Every code `applyMove` can refuse a well-formed move with, for this game (a closed list: the web's
   * strings test derives its list from it). `BAD_MOVE` (malformed) is common to all games and not listed.
   */
  ruleCodes: readonly string[];
  /**
   * Why `move` cannot be played from this seat's view (the same code `applyMove` would answer), or null
   * when it can. It reads the view alone, so a phone can explain a refused tap without a round trip.
   */
  explainIllegal(view: SV, move: M): GameError | null;
  /** Who took each step of a deal and why, for replays on the TV (contract above `ReplaySupport`). */
  replay: ReplaySupport<S, M, E>;
  /** The game's own measures of a match, for the statistics and the awards (see GameStats). */
  stats: GameStats<E>;
  referee: RefereeSupport<S>;
  /** The game's learning deal (see `GameLesson`); every game has one. */
  lesson: GameLesson<S>;
}
