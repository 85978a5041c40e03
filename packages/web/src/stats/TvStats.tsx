/**
 * The TV's way into the statistics: a button in the lobby and on the podium, and the board over the
 * whole stage. A match that starts closes it (the table is what matters then).
 */
import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import type { RoomState } from '@kitchen-table/protocol';
import { useT } from '../i18n.ts';
import { Icon } from '../shared/Icon.tsx';
import { createStore, useStore } from '../shared/store.ts';
import { lazyComponent } from '../shared/lazy.tsx';

const StatsBoard = lazyComponent(() => import('./StatsBoard.tsx').then((m) => m.StatsBoard));

export const tvStatsOpenStore = createStore<boolean>(false);

export function StatsButton(): JSX.Element {
  const { t } = useT();
  return (
    <button type="button" class="stats-open" data-action="open-stats" onClick={() => tvStatsOpenStore.set(true)}>
      <Icon name="trophy" /> {t('statistics')}
    </button>
  );
}

export function TvStats({ room }: { room: RoomState }): JSX.Element | null {
  const open = useStore(tvStatsOpenStore);
  useEffect(() => {
    if (room.phase === 'playing') tvStatsOpenStore.set(false);
  }, [room.phase]);
  if (!open || room.phase === 'playing') return null;
  return <StatsBoard room={room.code} game={room.config.game} onClose={() => tvStatsOpenStore.set(false)} />;
}
