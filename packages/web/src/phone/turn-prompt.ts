/**
 * What the phone's turn bar says (issue 28 §6): "▶ Your turn!" only when a tap would be taken. While the
 * match is paused or on hold the server refuses every move (PAUSED, STORAGE_UNAVAILABLE), so the bar says
 * that the game stands still and whose turn comes next, and the play screen offers no live control.
 */
import type { RoomState } from '@kitchen-table/protocol';
import type { ViewHeader } from '@kitchen-table/engine';

/** The server refuses a move now: the match is paused (rules, pause button) or the room is on hold. */
export function moveRefused(room: Pick<RoomState, 'paused' | 'hold'> | null | undefined): boolean {
  return !!room && (room.paused !== null || !!room.hold);
}

export type TurnKind = 'mine' | 'theirs' | 'paused-mine' | 'paused-theirs';

export interface TurnPrompt {
  actor: number;
  kind: TurnKind;
  /** The match stands still: the clock is frozen and a tap would be refused. */
  halted: boolean;
}

/** Null when nobody is to move (between deals, after the match). */
export function turnPrompt(view: Pick<ViewHeader, 'toAct' | 'matchOver'>, room: Pick<RoomState, 'paused' | 'hold'> | null | undefined, seat: number | null): TurnPrompt | null {
  if (view.matchOver) return null;
  const actor = view.toAct[0];
  if (actor === undefined) return null;
  const mine = seat !== null && actor === seat;
  const halted = moveRefused(room);
  return { actor, halted, kind: halted ? (mine ? 'paused-mine' : 'paused-theirs') : mine ? 'mine' : 'theirs' };
}
