/**
 * Error codes → the sentence the phone shows ("You hold trump — you must play trump"). The lobby needs it,
 * so it names no game: a refused move's code comes from refusal.ts, which reads the game's rules.
 */
import { translate, langStore, type Vars } from '../i18n.ts';
import { EN, type StringKey } from '../strings/index.ts';

export function errorText(code: string, vars: Vars = {}): string {
  // "it is ?'s turn" helped nobody: with nobody to act (between deals, paused) the phone says so.
  if (code === 'NOT_YOUR_TURN' && vars.name === undefined) code = 'NOT_YOUR_TURN_NOBODY';
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
