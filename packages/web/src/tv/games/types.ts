/** What each game adds to the generic TV table. */
import type { JSX } from 'preact';
import type { GameEvent, ViewHeader } from '@kitchen-table/engine';
import type { Pack } from '../../cards/names.ts';
import type { SessionState } from '../../net/session.ts';
import type { HeldTrick } from '../pacing.ts';

export interface TvGameProps<V extends ViewHeader = ViewHeader> {
  view: V;
  state: SessionState;
  names: string[];
  /** Who played each finished deal (index deal − 1; room state `dealNames`): history names them. */
  dealNames: readonly (readonly string[])[];
  held: HeldTrick | null;
}

/**
 * A game's TV parts for its table view V and its events E. The registry (games/web-game.ts) holds them
 * as `TvGame` (any view, any event): each game's `loadTv` narrows its own once, where it is registered.
 */
export interface TvGame<V extends ViewHeader = ViewHeader, E extends GameEvent = GameEvent> {
  pack: Pack;
  // Function components (not any ComponentType): a function of its props narrows to the registry's type.
  Centre: (props: TvGameProps<V>) => JSX.Element | null;
  Sidebar: (props: TvGameProps<V>) => JSX.Element | null;
  seatLine?: (view: V, seat: number) => JSX.Element | string | null;
  teamColour?: (view: V, seat: number) => string | undefined;
  /** A big moment worth a banner on the felt. */
  flash?: (event: E, names: string[], view: V) => { kind: string; text: string } | null;
  /** Generic totals panel under the sidebar (team games show their own). */
  showTotals?: boolean;
}
