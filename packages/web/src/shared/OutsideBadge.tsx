/**
 * Issue 30 part 4: the mark of an outside bot (a program the host invited into a seat) wherever a seat's
 * holder is shown — phone lobby, TV lobby, the table, the podium: "🤖 outside", with the reason as its title.
 */
import type { JSX } from 'preact';
import type { SlotInfo } from '@kitchen-table/protocol';
import { useT } from '../i18n.ts';

export function OutsideBadge(): JSX.Element {
  const { t } = useT();
  return (
    <span class="badge outside" title={t('outsideBotHint')} data-testid="outside-badge">
      <span aria-hidden="true">🤖</span> {t('outsideBot')}
    </span>
  );
}

/** The seat is held by an outside bot. */
export function isOutside(slot: SlotInfo | undefined): boolean {
  return slot?.kind === 'human' && slot.outside === true;
}
