/**
 * Issue 30 part 4: the mark of an outside bot (a program the host invited into a seat) wherever a seat's
 * holder is shown — phone lobby, TV lobby, the table: the robot (the app's own bot icon, so it shows
 * without an emoji font) and "outside", with the reason as its title.
 */
import type { JSX } from 'preact';
import type { SlotInfo } from '@kitchen-table/protocol';
import { useT } from '../i18n.ts';
import { Icon } from './Icon.tsx';

export function OutsideBadge(): JSX.Element {
  const { t } = useT();
  return (
    <span class="badge outside" title={t('outsideBotHint')} data-testid="outside-badge">
      <Icon name="bot" /> {t('outsideBot')}
    </span>
  );
}

/** The seat is held by an outside bot. */
export function isOutside(slot: SlotInfo | undefined): boolean {
  return slot?.kind === 'human' && slot.outside === true;
}
