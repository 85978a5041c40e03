/**
 * Issue 30 part 4: the host invites an outside program into an open or a bot's seat. The server answers
 * `host:invite` with a code it shows nowhere else (it keeps only its hash), so this sheet is the one
 * place a person reads it: the room code, the invitation code in groups of four (the server ignores the
 * dashes), how long it works, and the example bot's command line with both filled in.
 */
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { INVITE_TTL_MS, type InviteResult } from '@kitchen-table/protocol';
import { useT } from '../i18n.ts';
import { createStore, useStore } from '../shared/store.ts';
import { Icon } from '../shared/Icon.tsx';
import { phoneSession, attempt } from './context.ts';

/** The invitation just made, with its room, while its sheet is open (memory only: the code is shown once). */
const shownInvite = createStore<(InviteResult & { room: string }) | null>(null);

/** The code in groups of four for reading aloud or typing: 3f9c-0d1e-…; `bot:join` ignores the dashes. */
export function groupedInvite(code: string): string {
  return code.replace(/(.{4})(?!$)/g, '$1-');
}

export function InviteBotButton({ seat, room }: { seat: number; room: string }): JSX.Element {
  const { t } = useT();
  const invite = () =>
    attempt(async () => {
      const made = await phoneSession().client.invite(seat);
      shownInvite.set({ ...made, room });
    });
  return (
    <button type="button" class="small invite-bot" data-action="invite-bot" data-seat={seat} onClick={() => void invite()}>
      <Icon name="bot" /> {t('inviteBot')}
    </button>
  );
}

export function InviteBotSheet(): JSX.Element | null {
  const { t } = useT();
  const shown = useStore(shownInvite);
  const [copied, setCopied] = useState(false);
  if (!shown) return null;
  const close = () => {
    setCopied(false);
    shownInvite.set(null);
  };
  // The clipboard needs a secure context (not a LAN address over http): the code stays selectable anyway.
  const copy = () => void navigator.clipboard?.writeText(shown.invite).then(() => setCopied(true), () => undefined);
  const server = typeof location === 'undefined' ? '' : location.origin;
  return (
    <div class="prefs-sheet invite-sheet" role="dialog" aria-modal="true" aria-labelledby="invite-title" data-testid="invite-sheet">
      <div class="rules-sheet-top">
        <strong id="invite-title">{t('inviteTitle', { n: shown.seat + 1 })}</strong>
        <button type="button" class="primary" data-action="close-invite" onClick={close}>✕ {t('close')}</button>
      </div>
      <div class="rules-sheet-body invite-body">
        <p>{t('inviteExplain', { minutes: Math.round(INVITE_TTL_MS / 60_000) })}</p>
        <p class="invite-label">{t('inviteRoom')}</p>
        <p class="invite-value room" data-testid="invite-room">{shown.room}</p>
        <p class="invite-label">{t('inviteCode')}</p>
        <p class="invite-value code" data-testid="invite-code">{groupedInvite(shown.invite)}</p>
        {navigator.clipboard && (
          <button type="button" class="small" data-action="copy-invite" onClick={copy}>{copied ? `✓ ${t('inviteCopied')}` : t('inviteCopy')}</button>
        )}
        <p class="invite-label">{t('inviteCommand')}</p>
        <pre class="invite-command">node bot.mjs --server {server} --room {shown.room} --invite {shown.invite}</pre>
      </div>
    </div>
  );
}
