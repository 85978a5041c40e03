/**
 * The phone's automatic forced move, where the phone sends its moves: placed once in the play screen,
 * for every game. While the moment runs it says so above the hand.
 */
import type { JSX } from 'preact';
import { useT } from '../i18n.ts';
import { preferencesStore } from '../shared/preferences.ts';
import { useStore } from '../shared/store.ts';
import { useForcedMove } from './forced-move.ts';
import { usePhone } from './context.ts';
import { Icon } from '../shared/Icon.tsx';
import { Notice } from './notices.tsx';

export function AutoForcedMove({ legal, seat, busy, act }: {
  /** This seat's legal moves as the play screen shows them (none between deals). */
  legal: readonly Record<string, unknown>[] | undefined;
  seat: number | null;
  busy: boolean;
  act: (move: Record<string, unknown>) => Promise<boolean>;
}): JSX.Element | null {
  const { t } = useT();
  const { state } = usePhone();
  const { autoForcedMove } = useStore(preferencesStore);
  const room = state.room;
  const waiting = useForcedMove(
    {
      enabled: autoForcedMove && seat !== null,
      legal: legal ?? [],
      summary: !!room?.summary,
      paused: !!room?.paused,
      busy,
      position: `${state.matchId ?? ''}:${state.seq}`,
    },
    act,
  );
  if (!waiting) return null;
  return <Notice id="forced-move" kind="forced-move" role="status" testid="forced-move"><Icon name="clock" /> <span class="notice-text">{t('forcedMoveComing')}</span></Notice>;
}
