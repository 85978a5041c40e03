/**
 * Where the SDK keeps the room session (code + token) and the device token: the browser's localStorage
 * when there is one, otherwise memory. No Node-only API here: the SDK runs in browsers and in Node.
 */
import type { ClientKind } from './types.ts';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface StoredSession {
  kind: ClientKind;
  code: string;
  token: string;
}

export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

/** localStorage when it works (it throws in some private modes), otherwise memory. */
export function defaultStorage(): KeyValueStorage {
  try {
    const ls = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
    if (ls) {
      const probe = '__kitchen_table_probe__';
      ls.setItem(probe, '1');
      ls.removeItem(probe);
      return ls;
    }
  } catch {
    // fall through to memory
  }
  return memoryStorage();
}

/** 128 random bits as 32 hex digits, from the Web Crypto API (browsers and Node ≥ 19 alike). */
export function newToken(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const DEVICE_KEY = 'kitchen-table.device';

/** The phone's device token (its identity in the ranking), created on first use and kept. */
export function deviceToken(storage: KeyValueStorage): string {
  const existing = storage.getItem(DEVICE_KEY);
  if (existing && /^[0-9a-f]{32}$/.test(existing)) return existing;
  const token = newToken();
  storage.setItem(DEVICE_KEY, token);
  return token;
}

export function readSession(storage: KeyValueStorage, key: string): StoredSession | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const s = JSON.parse(raw) as Partial<StoredSession>;
    if ((s.kind === 'tv' || s.kind === 'phone') && typeof s.code === 'string' && typeof s.token === 'string') {
      return { kind: s.kind, code: s.code, token: s.token };
    }
  } catch {
    // a damaged entry is as good as none
  }
  return null;
}

export function writeSession(storage: KeyValueStorage, key: string, session: StoredSession | null): void {
  if (session) storage.setItem(key, JSON.stringify(session));
  else storage.removeItem(key);
}
