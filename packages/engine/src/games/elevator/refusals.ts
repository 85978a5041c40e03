/**
 * Why a well-formed Elevator move cannot be played: the closed list of codes `applyMove` refuses one with
 * (a malformed one is `BAD_MOVE`, common to every game) and the one judge behind them, which `applyMove`
 * runs on the state and `explainIllegal` on a seat's view. The web's strings test derives its list from
 * RULE_CODES, so a code added here without an English and a German sentence fails there.
 */
import type { CardCode } from '../../core/cards.ts';
import type { GameError, Seat } from '../../core/game.ts';
import { actor, mustPlayIfAble, passAllowed, type ElevatorMove } from './model.ts';
import { parseMove } from './moves.ts';
import { runFault } from './runs.ts';
import { topCard, type ElevatorState, type Lift } from './state.ts';
import type { ElevatorSeatView } from './views.ts';

export const RULE_CODES = [
  'DEAL_OVER',
  'NOT_YOUR_TURN',
  'WRONG_PHASE',
  'MUST_GIVE',
  'NOT_IN_HAND',
  'WRONG_COLOUR',
  'NOT_HIGHER',
  'NOT_LOWER',
  'NOT_SAME_RANK',
  'MUST_PLAY',
] as const;

export type ElevatorRuleCode = (typeof RULE_CODES)[number];

/** The codes of a run's card-by-card rules (runs.ts). */
export type RunRuleCode = Extract<ElevatorRuleCode, 'NOT_IN_HAND' | 'WRONG_COLOUR' | 'NOT_HIGHER' | 'NOT_LOWER' | 'NOT_SAME_RANK'>;

/** A refusal: its code is one of the closed list (the types keep judge from answering another). */
export interface ElevatorRefusal extends GameError {
  code: ElevatorRuleCode;
}

/**
 * What judging a move reads. The state and the acting seat's view both hold these facts, so the engine
 * (`judgeMove`) and a phone explaining a refused tap (`explainIllegal`) judge with the same code.
 */
interface Judged {
  over: boolean;
  turn: Seat;
  givesDue: readonly Seat[];
  /** The hand of the seat that moves. */
  hand: readonly CardCode[];
  top: CardCode;
  lift: Lift;
  mustPlayIfAble: boolean;
  kopileSeat: Seat | null;
}

/**
 * Judges a move in the order: DEAL_OVER, NOT_YOUR_TURN, WRONG_PHASE / MUST_GIVE, NOT_IN_HAND,
 * the run's codes card by card, MUST_PLAY for a pass that is not allowed. Null when it is legal.
 */
function judge(t: Judged, seat: Seat, move: ElevatorMove): ElevatorRefusal | null {
  if (t.over) return { code: 'DEAL_OVER', message: 'the game is over' };
  const acting = actor(t);
  if (seat !== acting) {
    const why = t.givesDue.length > 0 ? `seat ${acting} gives a card now` : `it is seat ${acting}'s turn`;
    return { code: 'NOT_YOUR_TURN', message: why };
  }
  if ('give' in move) {
    if (t.givesDue.length === 0) return { code: 'WRONG_PHASE', message: 'no give is due' };
    if (!t.hand.includes(move.give)) return { code: 'NOT_IN_HAND', message: `the hand does not hold ${move.give}` };
    return null;
  }
  if (t.givesDue.length > 0) return { code: 'MUST_GIVE', message: `give seat ${t.turn} a card first (Kopile)` };
  if ('play' in move) return runFault(t.hand, t.top, t.lift, move.play);
  if (!passAllowed(t.mustPlayIfAble, t.hand, t.top, t.lift)) {
    const why = t.kopileSeat !== null ? 'after a Kopile nobody may pass while able to play' : 'after a pass the next seat must play if it can';
    return { code: 'MUST_PLAY', message: why };
  }
  return null;
}

/** Judges a move without changing anything: the error, or null when it is legal. */
export function judgeMove(state: ElevatorState, seat: Seat, move: ElevatorMove): GameError | null {
  const r = state.round;
  return judge(
    {
      over: state.matchOver || r.winner !== null,
      turn: r.turn,
      givesDue: r.givesDue,
      hand: r.hands[seat] ?? [],
      top: topCard(r),
      lift: r.lift,
      mustPlayIfAble: mustPlayIfAble(r),
      kopileSeat: r.kopileBound,
    },
    seat,
    move,
  );
}

/**
 * Why `move` cannot be played from this seat's view — the code `applyMove` answers for the same move,
 * read from the view alone — or null when it can.
 */
export function explainIllegal(view: ElevatorSeatView, raw: ElevatorMove): GameError | null {
  const parsed = parseMove(raw);
  if (!parsed.ok) return parsed.error;
  return judge(
    {
      over: view.matchOver || view.winner !== null,
      turn: view.turn,
      givesDue: view.givesDue,
      hand: view.hand,
      top: view.top,
      lift: view.lift,
      mustPlayIfAble: view.mustPlayIfAble,
      kopileSeat: view.kopileSeat,
    },
    view.seat,
    parsed.value,
  );
}
