/**
 * Why a tapped Fahrstuhl card cannot be played: the engine explains it from this seat's view (the code
 * `applyMove` would answer, without a round trip); the phone adds what its sentence for the code names.
 */
import { fahrstuhl, type FahrstuhlSeatView } from '@kitchen-table/engine/fahrstuhl';
import type { Refusal } from '../../phone/games/common.tsx';

export function fahrstuhlRefusal(view: FahrstuhlSeatView, card: string, names: readonly string[]): Refusal {
  const error = fahrstuhl.explainIllegal(view, { play: card });
  const code = error?.code ?? 'BAD_MOVE';
  if (code === 'NOT_YOUR_TURN') return { code, vars: view.toAct.length > 0 ? { name: names[view.toAct[0]] ?? '?' } : {} };
  if (code === 'INVALID_CALL') return { code, vars: { n: view.cards } };
  return { code };
}
