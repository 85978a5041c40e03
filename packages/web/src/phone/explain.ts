/** Error codes → the sentence the phone shows ("You hold trump — you must play trump"). */
import { findGame, type SeatViewBase } from '@kitchen-table/engine';
import { translate, langStore, type Vars } from '../i18n.ts';
import { EN, type StringKey } from '../strings/index.ts';

export function errorText(code: string, vars: Vars = {}): string {
  const key = `err_${code}` as StringKey;
  const lang = langStore.get();
  if (key in EN) return translate(lang, key, vars);
  return translate(lang, 'err_unknown', { message: String(vars.message ?? code), ...vars });
}

/** The code and message of anything thrown by the SDK (a ProtocolError) or the network. */
export function codeOf(error: unknown): { code: string; message: string } {
  if (error && typeof error === 'object' && 'code' in error) {
    return { code: String((error as { code: unknown }).code), message: String((error as { message?: unknown }).message ?? '') };
  }
  return { code: 'INTERNAL', message: String(error) };
}

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
  return { code: error.code, vars: { name: actor !== undefined ? names[actor] ?? '?' : '?', message: error.message, ...vars } };
}
