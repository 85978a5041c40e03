/**
 * The automatic forced move (issue 18, part 5): when this phone's seat has exactly one legal move, the
 * phone plays it by itself after a short moment — through the same path as a tap, so the server and its
 * clock see an ordinary move (the clock's rules are unchanged: it keeps running during the moment).
 * Never between deals, never while the match is paused, never twice for the same position, and never
 * when the player already sent a move of their own.
 */
import { useEffect, useRef, useState } from 'preact/hooks';

/** How long the phone waits before playing a forced move: long enough to see what happens. */
export const FORCED_MOVE_DELAY_MS = 1000;

export interface ForcedMoveInput {
  enabled: boolean;
  /** The seat's legal moves now (empty when it is not its turn). */
  legal: readonly Record<string, unknown>[];
  /** Between deals: the summary is showing. */
  summary: boolean;
  paused: boolean;
  /** A move of this phone is on its way. */
  busy: boolean;
  /** Identifies the position (match and move number): one forced move per position at most. */
  position: string;
}

/** The move to play by itself, or null: only when it is the seat's single legal move and nothing holds play. */
export function forcedMove(input: Omit<ForcedMoveInput, 'busy' | 'position'>): Record<string, unknown> | null {
  if (!input.enabled || input.summary || input.paused) return null;
  return input.legal.length === 1 ? input.legal[0]! : null;
}

export interface ForcedMovePlayer {
  /** Called with every new state; schedules, keeps or cancels the pending move. */
  update(input: ForcedMoveInput): void;
  /** Whether a forced move is waiting to be played. */
  pending(): boolean;
  dispose(): void;
}

export function createForcedMovePlayer(send: (move: Record<string, unknown>, position: string) => void, delayMs = FORCED_MOVE_DELAY_MS): ForcedMovePlayer {
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** The position a move is waiting for, and the last one a move was sent for (by us or by a tap). */
  let scheduledFor: string | null = null;
  let sentFor: string | null = null;
  let wasBusy = false;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    scheduledFor = null;
  };
  return {
    update(input) {
      // A move leaving this phone (a tap or ours) answers the position it was made at; the answer to it
      // may bring the next position while the phone still waits for the acknowledgement.
      if (input.busy && !wasBusy) sentFor = input.position;
      wasBusy = input.busy;
      const move = forcedMove(input);
      // Paused, between deals, switched off or a choice to make: nothing waits (after a pause the same
      // position is forced again, with the full moment).
      if (!move) return cancel();
      if (sentFor === input.position || input.busy) return cancel();
      if (scheduledFor === input.position) return;
      cancel();
      scheduledFor = input.position;
      timer = setTimeout(() => {
        timer = null;
        scheduledFor = null;
        sentFor = input.position;
        send(move, input.position);
      }, delayMs);
    },
    pending: () => timer !== null,
    dispose: cancel,
  };
}

/**
 * The phone's hook: one player per screen, fed with the view and the room's state on every render.
 * True while a forced move waits to be played (the screen says so). Should sending fail, the position
 * is left to the player's own tap (or the clock): the notice goes, nothing is sent again.
 */
export function useForcedMove(input: ForcedMoveInput, send: (move: Record<string, unknown>) => Promise<boolean>): boolean {
  const sendRef = useRef(send);
  sendRef.current = send;
  const [failedAt, setFailedAt] = useState<string | null>(null);
  const player = useRef<ForcedMovePlayer | null>(null);
  if (!player.current) {
    player.current = createForcedMovePlayer((move, position) => {
      void sendRef.current(move).then((ok) => {
        if (!ok) setFailedAt(position);
      });
    });
  }
  useEffect(() => () => player.current?.dispose(), []);
  useEffect(() => player.current!.update(input));
  return forcedMove(input) !== null && !input.busy && failedAt !== input.position;
}
