/** What each game adds to the generic TV table. */
import type { ComponentType, JSX } from 'preact';
import type { GameEvent } from '@kitchen-table/engine';
import type { Pack } from '../../cards/names.ts';
import type { SessionState } from '../../net/session.ts';
import type { HeldTrick } from '../pacing.ts';

export interface TvGameProps<V = any> {
  view: V;
  state: SessionState;
  names: string[];
  /** Who played each finished deal (index deal − 1; room state `dealNames`): history names them. */
  dealNames: readonly (readonly string[])[];
  held: HeldTrick | null;
}

export interface TvGame<V = any> {
  pack: Pack;
  Centre: ComponentType<TvGameProps<V>>;
  Sidebar: ComponentType<TvGameProps<V>>;
  seatLine?: (view: V, seat: number) => JSX.Element | string | null;
  teamColour?: (view: V, seat: number) => string | undefined;
  /** A big moment worth a banner on the felt. */
  flash?: (event: GameEvent, names: string[], view: V) => { kind: string; text: string } | null;
  /** Generic totals panel under the sidebar (team games show their own). */
  showTotals?: boolean;
}
