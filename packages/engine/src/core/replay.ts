/**
 * A match's replay, derived from (game, options, seats, seed, generator version, log) alone (issue 18):
 * every deal with every hand face up at its start, cut into steps by the game's own `replay.closesStep`
 * (a trick, Fahrstuhl's calls, an Elevator run), each with who played what, who took it and why. Pure:
 * the server builds it for a deal just scored, the browser for a finished match's `/replay/<id>` page.
 *
 * Positions of a replay are (deal, step): step 0 is the deal as dealt, step k the moment the k-th step
 * is complete. `replayPosition` clamps any asked position into the replay, so stepping can never fall
 * off either end.
 */
import type { CardCode } from './cards.ts';
import type { DealGeneratorVersion } from './deal-generator.ts';
import { fail, ok, type GameDefinition, type GameEvent, type LocalText, type ReplayNote, type Result, type Seat } from './game.ts';
import { walkLog, type LogEntry } from './log-walk.ts';

/** One entry of a stored match log: a seat's move, or a system entry (seat null). */
export type ReplayLogEntry = LogEntry;

export interface ReplayPlay {
  seat: Seat;
  /** The move as the game parsed it (`{ play: "AH" }`, `{ call: 2 }`, `{ pass: true }` …). */
  move: Record<string, unknown>;
}

export interface ReplayStep extends ReplayNote {
  /** The moves of the step, in order. */
  plays: ReplayPlay[];
  /** Every seat's hand just before the step's first move (face up: the deal is over). */
  hands: CardCode[][];
  /** For a trick: its cards in play order, from `leader` on (the engine's `trickTaken`). */
  trick?: { leader: Seat; cards: CardCode[] };
}

export interface ReplayDeal {
  /** 1-based deal number. */
  deal: number;
  dealer: Seat;
  /** Every seat's hand as dealt. */
  hands: CardCode[][];
  /** The game's note on the deal as dealt (`ReplaySupport.dealNote`: the trump, the starter), or null. */
  note: LocalText | null;
  steps: ReplayStep[];
  /** The match points the deal gave and the totals after it (`dealScored`); null if the log ends inside it. */
  score: number[] | null;
  totals: number[] | null;
}

export interface MatchReplay {
  game: string;
  seats: number;
  /** Complete deals only: a deal still being played is not part of the replay (its hands are secret). */
  deals: ReplayDeal[];
  finished: boolean;
  /** Totals and placements at the end of the log. */
  totals: number[];
  placements: number[];
}

export interface ReplaySource {
  options: Record<string, unknown>;
  seats: number;
  seed: string | number;
  generator: number;
  log: readonly ReplayLogEntry[];
}

/**
 * Replays a log. `BAD_RECORD` when the record does not replay: options the game refuses, an unknown
 * generator version, a move the game does not accept at its place in the log.
 */
export function buildReplay(game: GameDefinition, source: ReplaySource): Result<MatchReplay> {
  const options = game.resolveOptions(source.options, source.seats);
  if (!options.ok) return fail('BAD_RECORD', `the record's options do not resolve: ${options.error.message}`);
  if (source.generator !== 1 && source.generator !== 2) return fail('BAD_RECORD', `unknown deal generator version ${String(source.generator)}`);
  let state: unknown;
  try {
    state = game.setup(options.value, source.seats, source.seed, source.generator as DealGeneratorVersion);
  } catch (error) {
    return fail('BAD_RECORD', `the record does not set up: ${(error as Error).message}`);
  }
  const seats = source.seats;
  const handsOf = (s: unknown): CardCode[][] => Array.from({ length: seats }, (_, seat) => [...game.seatView(s, seat).hand]);
  const deals: ReplayDeal[] = [];
  const startDeal = (s: unknown): ReplayDeal => {
    const view = game.tableView(s);
    return { deal: view.deal, dealer: view.dealer, hands: handsOf(s), note: game.replay.dealNote(s), steps: [], score: null, totals: null };
  };
  let current = startDeal(state);
  let open: ReplayPlay[] = [];
  let openHands: CardCode[][] | null = null;

  const walked = walkLog(game, state, source.log, ({ seat, move, before, after, events }) => {
    openHands ??= handsOf(before);
    open.push({ seat, move });
    const note = game.replay.closesStep(before, seat, move, events);
    // A deal ends when it is scored; a game without the common events is read from its progress.
    const scored = events.find((e) => e.type === 'dealScored');
    const ended = scored !== undefined || game.isMatchOver(after) || game.progress(after).deal !== current.deal;
    if (note || ended) {
      current.steps.push(stepOf(note ?? unexplained(), open, openHands, events));
      open = [];
      openHands = null;
    }
    if (ended) {
      const totals = scored ? (scored.totals as number[]) : game.matchResult(after).totals;
      current.totals = [...totals];
      current.score = scored ? [...(scored.score as number[])] : totals.map((t, s) => t - (deals[deals.length - 1]?.totals?.[s] ?? 0));
      deals.push(current);
      if (!game.isMatchOver(after)) current = startDeal(after);
    }
  });
  if (!walked.ok) {
    const { failure } = walked;
    const at = `entry ${failure.entry + 1}`;
    if (failure.kind === 'system') return fail('BAD_RECORD', `${at}: unknown system entry`);
    return fail('BAD_RECORD', failure.kind === 'parse' ? `${at}: ${failure.error.message}` : `${at} does not replay: ${failure.error.code}`);
  }
  state = walked.state;
  const result = game.matchResult(state);
  return ok({ game: game.meta.id, seats, deals, finished: game.isMatchOver(state), totals: result.totals, placements: result.placements });
}

/** A deal that ends without the game closing its last step breaks the contract; shown, not hidden. */
function unexplained(): ReplayNote {
  return { kind: 'play', winners: [], why: { en: 'The deal ends here.', de: 'Hier endet das Spiel.' } };
}

function stepOf(note: ReplayNote, plays: ReplayPlay[], hands: CardCode[][], events: readonly GameEvent[]): ReplayStep {
  const step: ReplayStep = { kind: note.kind, winners: [...note.winners], why: note.why, plays, hands };
  const taken = events.find((e) => e.type === 'trickTaken');
  if (taken) step.trick = { leader: taken.leader as Seat, cards: [...(taken.cards as CardCode[])] };
  return step;
}

export interface ReplayPosition {
  /** 1-based deal number, as in `ReplayDeal.deal`. */
  deal: number;
  /** 0 = as dealt; k = after the k-th step. */
  step: number;
}

/** A replay's deals by number with how many steps each has: all that stepping needs (phones get only this). */
export type ReplayOutline = readonly { deal: number; steps: number }[];

export function replayOutline(replay: Pick<MatchReplay, 'deals'>): { deal: number; steps: number }[] {
  return replay.deals.map((d) => ({ deal: d.deal, steps: d.steps.length }));
}

/** The position clamped into the replay (deal 1…last, step 0…steps), or null for a replay without deals. */
export function replayPosition(outline: ReplayOutline, wanted: ReplayPosition): ReplayPosition | null {
  if (outline.length === 0) return null;
  const index = Math.min(Math.max(Math.trunc(wanted.deal) - outline[0].deal, 0), outline.length - 1);
  const deal = outline[index];
  return { deal: deal.deal, step: Math.min(Math.max(Math.trunc(wanted.step), 0), deal.steps) };
}

/** The position one step on (into the next deal after a deal's last step), or the same at the end. */
export function nextPosition(outline: ReplayOutline, at: ReplayPosition): ReplayPosition {
  const deal = outline.find((d) => d.deal === at.deal);
  if (!deal) return at;
  if (at.step < deal.steps) return { deal: at.deal, step: at.step + 1 };
  const later = outline.find((d) => d.deal > at.deal);
  return later ? { deal: later.deal, step: 0 } : at;
}

/** The position one step back (to the previous deal's last step from a deal's start), or the same at the start. */
export function previousPosition(outline: ReplayOutline, at: ReplayPosition): ReplayPosition {
  if (at.step > 0) return { deal: at.deal, step: at.step - 1 };
  const earlier = [...outline].reverse().find((d) => d.deal < at.deal);
  return earlier ? { deal: earlier.deal, step: earlier.steps } : at;
}

/** Steps each seat has been credited with in a deal up to `step` (tricks taken so far; runs laid in Elevator). */
export function creditedSoFar(deal: ReplayDeal, step: number, seats: number): number[] {
  const counts = Array<number>(seats).fill(0);
  for (const s of deal.steps.slice(0, step)) if (s.kind !== 'calls') for (const w of s.winners) counts[w]++;
  return counts;
}
