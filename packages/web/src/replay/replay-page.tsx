/**
 * A finished match's replay at `/replay/<match id>` (issue 18, part 1), TV-sized: built in the browser
 * from `GET /api/matches/:id` alone — the engine replays (game, options, seats, seed, generator version,
 * moves) exactly as the server did, whichever deal generator dealt it. An unknown or unfinished id
 * (the API's 404) says so. Without a room there is no phone remote: the page's own buttons and the
 * arrow keys step (a TV remote's arrows, a keyboard).
 */
import { render, type JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import '../tv/tv.css';
// Always after tv.css, in every module that imports it: the bundle keeps the two in one chunk in this
// order, and fit.css's overrides win (issue 27's code splitting had put tv.css after fit.css).
import '../tv/fit.css';
import { buildReplay, findGame, nextPosition, previousPosition, replayOutline, type MatchReplay, type ReplayPosition } from '@kitchen-table/engine';
import type { MatchReplayRecord } from '@kitchen-table/protocol';
import { useT } from '../i18n.ts';
import { LangSwitch } from '../shared/LangSwitch.tsx';
import { STAGE_H, STAGE_W } from '../tv/geometry.ts';
import { ReplayBoard } from './ReplayBoard.tsx';
import { useGameWords } from '../games/active-words.ts';

type Loaded =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'broken'; message: string }
  | { state: 'ready'; record: MatchReplayRecord; replay: MatchReplay };

const MATCH_ID = /^\/replay\/([^/]+)\/?$/;

async function load(id: string): Promise<Loaded> {
  const res = await fetch(`/api/matches/${encodeURIComponent(id)}`);
  if (res.status === 404) return { state: 'missing' };
  if (!res.ok) return { state: 'broken', message: `HTTP ${res.status}` };
  const record = (await res.json()) as MatchReplayRecord;
  const game = findGame(record.game);
  if (!game) return { state: 'broken', message: `no game "${record.game}"` };
  const built = buildReplay(game, { options: record.options, seats: record.seats, seed: record.seed, generator: record.generator, log: record.moves });
  if (!built.ok) return { state: 'broken', message: built.error.message };
  if (built.value.deals.length === 0) return { state: 'broken', message: 'no deal' };
  return { state: 'ready', record, replay: built.value };
}

function useScale(): number {
  const fit = () => Math.min(window.innerWidth / STAGE_W, window.innerHeight / STAGE_H);
  const [scale, setScale] = useState(fit());
  useEffect(() => {
    const onResize = () => setScale(fit());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return scale;
}

function ReplayPage({ id }: { id: string }): JSX.Element {
  const { t, local } = useT();
  const scale = useScale();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useGameWords(loaded.state === 'ready' ? loaded.record.game : null);
  const [at, setAt] = useState<ReplayPosition>({ deal: 1, step: 0 });
  useEffect(() => {
    load(id).then(setLoaded, (e: unknown) => setLoaded({ state: 'broken', message: String(e) }));
  }, [id]);
  const outline = loaded.state === 'ready' ? replayOutline(loaded.replay) : [];
  const dealIndex = outline.findIndex((d) => d.deal === at.deal);
  const move = (to: ReplayPosition) => setAt(to);
  useEffect(() => {
    if (loaded.state !== 'ready') return;
    const keys = replayOutline(loaded.replay);
    // Functional updates: key presses quicker than a render each step from the position before them.
    const otherDeal = (from: ReplayPosition, by: number): ReplayPosition => {
      const to = keys[keys.findIndex((d) => d.deal === from.deal) + by];
      return to ? { deal: to.deal, step: 0 } : from;
    };
    const byKey: Record<string, (from: ReplayPosition) => ReplayPosition> = {
      ArrowRight: (from) => nextPosition(keys, from),
      ArrowLeft: (from) => previousPosition(keys, from),
      ArrowDown: (from) => otherDeal(from, 1),
      ArrowUp: (from) => otherDeal(from, -1),
    };
    const onKey = (e: KeyboardEvent) => {
      const step = byKey[e.key];
      if (!step) return;
      e.preventDefault();
      setAt(step);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [loaded]);

  let body: JSX.Element;
  let title = t('replayTitle');
  if (loaded.state === 'loading') body = <div class="tv-wait"><p>{t('replayLoading')}</p></div>;
  else if (loaded.state === 'missing') body = <div class="tv-wait" data-testid="replay-missing"><p>{t('replayNotFound')}</p></div>;
  else if (loaded.state === 'broken') body = <div class="tv-wait" data-testid="replay-broken"><p>{t('replayBroken', { message: loaded.message })}</p></div>;
  else {
    const { record, replay } = loaded;
    const game = findGame(record.game);
    if (game) title = `${t('replayTitle')} · ${local(game.meta.name)}`;
    const names = [...record.players].sort((a, b) => a.seat - b.seat).map((p) => p.name);
    const deal = replay.deals[Math.max(dealIndex, 0)];
    body = (
      <>
        <ReplayBoard matchId={record.id} game={record.game} names={names.length === record.seats ? names : Array.from({ length: record.seats }, (_, i) => `#${i + 1}`)} deals={outline} deal={deal} step={at.step} />
        <nav class="replay-page-keys">
          <button type="button" data-action="replay-prev-deal" disabled={dealIndex <= 0} onClick={() => move({ deal: outline[dealIndex - 1].deal, step: 0 })}>‹ {t('replayPrevDeal')}</button>
          <button type="button" data-action="replay-back" onClick={() => move(previousPosition(outline, at))}>◀ {t('replayBack')}</button>
          <button type="button" data-action="replay-next" onClick={() => move(nextPosition(outline, at))}>{t('replayNext')} ▶</button>
          <button type="button" data-action="replay-next-deal" disabled={dealIndex >= outline.length - 1} onClick={() => move({ deal: outline[dealIndex + 1].deal, step: 0 })}>{t('replayNextDeal')} ›</button>
          <span class="replay-page-hint">{t('replayKeys')}</span>
        </nav>
      </>
    );
  }
  return (
    <div class="tv-viewport replay-page" data-state={loaded.state}>
      <div class="tv-stage" style={{ transform: `scale(${scale})`, width: `${STAGE_W}px`, height: `${STAGE_H}px` }}>
        <header class="tv-top">
          <div class="tv-title"><span class="tv-logo">🃏</span><strong>{title}</strong></div>
          <div class="tv-top-tools"><LangSwitch /></div>
        </header>
        <main class="tv-main">{body}</main>
      </div>
    </div>
  );
}

export function mount(root: HTMLElement): void {
  const id = MATCH_ID.exec(location.pathname)?.[1] ?? '';
  render(<ReplayPage id={decodeURIComponent(id)} />, root);
}
