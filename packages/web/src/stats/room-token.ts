/**
 * The token this browser holds for a room: its TV's or its phone's session (the SDK keeps both in
 * local storage). A room's statistics (the evening's table, the game tables of the TV's board) are
 * shown to that room's own TV and phones only: the server asks for this token (docs/statistics.md).
 */
import { defaultStorage, readSession } from '@kitchen-table/protocol';
import { sessionKey } from '../net/session.ts';

export function roomToken(code: string): string | null {
  const storage = defaultStorage();
  for (const kind of ['tv', 'phone'] as const) {
    const session = readSession(storage, sessionKey(kind));
    if (session && session.code.toUpperCase() === code.trim().toUpperCase()) return session.token;
  }
  return null;
}
