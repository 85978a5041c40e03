/** The chosen game's options, read-only, for the phones of players who are not the host. */
import type { JSX } from 'preact';
import { findEntry } from '@kitchen-table/engine/catalogue';
import type { RoomState } from '@kitchen-table/protocol';
import { useT } from '../i18n.ts';
import { optionText } from '../games/option-text.ts';

export function OptionsSummary({ room }: { room: RoomState }): JSX.Element | null {
  const { t, local, lang } = useT();
  const game = room.config.game ? findEntry(room.config.game) : undefined;
  if (!game) return null;
  return (
    <section class="options-summary" data-testid="options-summary">
      <h2>{t('optionsTitle')}</h2>
      <dl>
        {game.optionDefs.map((def) => (
          <div key={def.id}><dt>{local(def.label)}</dt><dd>{optionText(def, room.config.options[def.id], lang, [t('on'), t('off')])}</dd></div>
        ))}
        <div><dt>{t('clock')}</dt><dd>{room.config.clockSeconds ? `${room.config.clockSeconds} s` : t('clockOff')}</dd></div>
        <div><dt>{t('summaryTime')}</dt><dd>{room.config.summarySeconds} s</dd></div>
      </dl>
    </section>
  );
}
