/**
 * The lobby's and the results' way into the replay (issue 18, part 1), apart from the remote itself so
 * that those screens do not carry the remote's code (issue 27, part 7: it loads when a replay is shown).
 */
import type { JSX } from 'preact';
import { replayApplies, type ReplayShown } from '@kitchen-table/protocol';
import { useT } from '../i18n.ts';
import { attempt, phoneSession, usePhone } from './context.ts';

/** The replay that applies now, or null. */
export function useShownReplay(): ReplayShown | null {
  const { state } = usePhone();
  return replayApplies(state.room, state.replay, state.matchId) ? state.replay : null;
}

/** Host: opens the replay on the TV (between deals the deal just scored, after a match its first deal). */
export function OpenReplayButton({ match }: { match?: boolean }): JSX.Element | null {
  const { state } = usePhone();
  const { t } = useT();
  // A learning deal is not stored (issue 18, part 3): there is no log to replay.
  if (!state.you?.isHost || state.room?.lesson === true) return null;
  return (
    <button type="button" class="big replay-open" data-action="replay-open" onClick={() => void attempt(() => phoneSession().client.openReplay())}>
      ⟲ {t(match ? 'replayOpenMatch' : 'replayOpen')}
    </button>
  );
}
