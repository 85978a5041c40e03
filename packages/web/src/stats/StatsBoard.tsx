/**
 * The TV's statistics (lobby → Statistics): the evening's table beside one game's page (a tab per game
 * of the registry, the room's game first), and a person's page when a name is chosen. Read from three
 * metres: big type, one table at a time per column.
 */
import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { CATALOGUE } from '@kitchen-table/engine/catalogue';
import { useT } from '../i18n.ts';
import { LangSwitch } from '../shared/LangSwitch.tsx';
import { EveningTable, GameStats, PersonStats } from './StatsViews.tsx';

type View = { kind: 'home' } | { kind: 'person'; profileId: string };

export function StatsBoard({ room, game, onClose }: { room: string; game: string | null; onClose: () => void }): JSX.Element {
  const { t, local } = useT();
  const games = CATALOGUE.map((g) => g.meta);
  const [view, setView] = useState<View>({ kind: 'home' });
  const [chosen, setChosen] = useState<string>(game ?? games[0]?.id ?? '');
  const person = (profileId: string) => setView({ kind: 'person', profileId });
  // A remote's focus goes into the board when it opens and back to what opened it when it closes.
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    close.current?.focus();
    return () => {
      // The board loads on demand: by the time it is drawn the focus may have left the button that
      // opened it (or the lobby drew that button anew), so the board's own opener is the fallback.
      const opener = before && before !== document.body && before.isConnected ? before : document.querySelector<HTMLElement>('[data-action=open-stats]');
      opener?.focus();
    };
  }, []);
  return (
    <div class="stats-board" role="dialog" aria-modal="true" aria-labelledby="stats-title" data-testid="stats-board">
      <header class="stats-top">
        <h1 id="stats-title">{t('statistics')}</h1>
        {view.kind !== 'home' && <button type="button" data-action="stats-back" onClick={() => setView({ kind: 'home' })}>← {t('statsBack')}</button>}
        <LangSwitch />
        <button type="button" class="primary" data-action="close-stats" ref={close} onClick={onClose}>✕ {t('statsClose')}</button>
      </header>
      {view.kind === 'person' ? (
        <div class="stats-body tv-panel"><PersonStats profileId={view.profileId} onGame={(g) => { setChosen(g); setView({ kind: 'home' }); }} /></div>
      ) : (
        <div class="stats-body stats-home">
          <div class="tv-panel stats-left"><EveningTable room={room} onPerson={person} /></div>
          <div class="tv-panel stats-right">
            <div class="stats-tabs" role="tablist">
              {games.map((g) => (
                <button type="button" role="tab" key={g.id} aria-selected={g.id === chosen} data-game={g.id} onClick={() => setChosen(g.id)}>{local(g.name)}</button>
              ))}
            </div>
            {chosen && <GameStats key={chosen} game={chosen} room={room} onPerson={person} />}
          </div>
        </div>
      )}
    </div>
  );
}
