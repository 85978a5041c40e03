/** Players, ages, duration and tags of a game, as the box and the TV lobby show them. */
import type { JSX } from 'preact';
import type { GameMeta } from '@kitchen-table/engine';
import { useT } from '../i18n.ts';

export function Facts({ meta }: { meta: GameMeta }): JSX.Element {
  const { t, local } = useT();
  const players = meta.minPlayers === meta.maxPlayers
    ? t('playersExact', { n: meta.minPlayers })
    : t('playersValue', { min: meta.minPlayers, max: meta.maxPlayers });
  return (
    <dl class="facts">
      <div><dt>{t('players')}</dt><dd>{players}</dd></div>
      <div><dt>{t('ages')}</dt><dd>{t('agesValue', { n: meta.minAge })}</dd></div>
      <div><dt>{t('duration')}</dt><dd>{t('durationValue', { n: meta.durationMinutes })}</dd></div>
      <div><dt>{t('family')}</dt><dd>{local(meta.family)}</dd></div>
    </dl>
  );
}

export function Tags({ meta }: { meta: GameMeta }): JSX.Element {
  const { local } = useT();
  return (
    <ul class="tags">
      {meta.tags.map((tag) => <li key={tag.en}>{local(tag)}</li>)}
    </ul>
  );
}
