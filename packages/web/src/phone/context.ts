/** The phone's one session, created when the screen mounts. */
import { useStore } from '../shared/store.ts';
import type { Session, SessionState } from '../net/session.ts';
import { codeOf, errorText } from './explain.ts';
import { showToast } from '../shared/toast.ts';

let current: Session | null = null;

export function setPhoneSession(session: Session): void {
  current = session;
}

export function phoneSession(): Session {
  if (!current) throw new Error('phone session not created');
  return current;
}

export function usePhone(): { session: Session; state: SessionState } {
  const session = phoneSession();
  return { session, state: useStore(session.store) };
}

/**
 * Runs a request; a refusal becomes a toast with the human explanation. Resolves true on success. It never
 * rejects (every failure is the toast), so a tap's handler may drop its promise: `onClick={() => void attempt(…)}`.
 */
export async function attempt(run: () => Promise<unknown>, vars: Record<string, string | number> = {}): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    const { code, message } = codeOf(error);
    showToast(errorText(code, { message, ...vars }), 'error');
    return false;
  }
}

/** Leaves the room; the SDK forgets the session, the screen goes back to the join form. */
export async function leaveRoom(): Promise<void> {
  const session = phoneSession();
  const ok = await attempt(() => session.client.leave());
  if (ok) session.store.set({ ...session.store.get(), room: null, you: null, view: null, matchId: null, ended: { reason: 'left' } });
}
