/** The benchmark's baseline: a uniformly random legal move. Not a host-selectable level. */
import type { SeatViewBase } from '@kitchen-table/engine';
import type { Move } from './api.ts';
import type { Rng } from './util/rng.ts';

export function randomMove(view: Readonly<SeatViewBase>, rng: Rng): Move {
  if (view.legal.length === 0) throw new Error(`seat ${view.seat} has no legal move`);
  return view.legal[rng.int(view.legal.length)] as Move;
}
