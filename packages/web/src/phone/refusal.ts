/**
 * Why the engine would refuse a move the player tapped, read from the game's rules without a round trip.
 * Apart from explain.ts because it loads the games' full definitions: only the play screens import it.
 */
import { findGame, type SeatViewBase } from '@kitchen-table/engine';
import type { Vars } from '../i18n.ts';

/** A refusal to put in words: the engine's code and the placeholders its sentence fills. */
export interface Refusal {
  code: string;
  vars?: Vars;
}

/**
 * Why the engine would refuse `move` from this seat's view (the game's `explainIllegal`, the code the
 * server would answer), or null when the move is legal. `{name}` is the seat whose move is due; a game
 * adds or overrides placeholders its own sentences need.
 */
export function refusalOf(view: SeatViewBase, move: Record<string, unknown>, names: readonly string[], vars: Vars = {}): Refusal | null {
  const error = findGame(view.game)?.explainIllegal(view, move);
  if (!error) return null;
  const actor = view.toAct[0];
  // Nobody to act (between deals, paused): no name, so the sentence says nobody plays now (explain.ts).
  return { code: error.code, vars: { ...(actor !== undefined ? { name: names[actor] ?? '?' } : {}), message: error.message, ...vars } };
}
