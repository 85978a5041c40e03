/** The TV's one session, created when the screen mounts. */
import { useStore } from '../shared/store.ts';
import type { Session, SessionState } from '../net/session.ts';

let current: Session | null = null;

export function setTvSession(session: Session): void {
  current = session;
}

export function tvSession(): Session {
  if (!current) throw new Error('tv session not created');
  return current;
}

export function useTv(): { session: Session; state: SessionState } {
  const session = tvSession();
  return { session, state: useStore(session.store) };
}
