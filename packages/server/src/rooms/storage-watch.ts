/**
 * The rooms' view of their storage (issue 26). The rooms write through `wrap(store)`: a write (or read)
 * that fails with an outage (storage/unavailable.ts: connection lost or refused, database shut down,
 * disk full, locked) is answered `RoomError STORAGE_UNAVAILABLE` — nothing was changed, since every
 * room operation stores before it commits — and marks the storage unavailable: `onChange(false)`, and
 * RoomManager puts every room on hold (room-hold.ts). From then on one probe (`Store.probeWrite`, a
 * real write) runs with backoff — 250 ms, doubling, at most every 2 s — until it succeeds:
 * `onChange(true)`: RoomManager settles each room in its queue (MatchPlay.storageBack) and ends its
hold, and every room moves again within about 2 s of the database's return. A broken
 * pooled connection (`Store.onConnectionError`) sets off one probe at once, without a hold: a single
 * terminated connection costs nothing, a database that went away holds the rooms before a move fails.
 *
 * Errors that are not outages (a StoreError, a bad query) pass through unchanged.
 */
import type { Logger } from 'pino';
import type { Store } from '../storage/store.ts';
import { isStorageOutage } from '../storage/unavailable.ts';
import type { TimerHandle, Timers } from '../timers.ts';
import { HOLD_REFUSALS } from './room-hold.ts';
import { RoomError } from './room-error.ts';

export const PROBE_FIRST_MS = 250;
export const PROBE_MAX_MS = 2000;

export class StorageWatch {
  #available = true;
  #probeDelayMs = PROBE_FIRST_MS;
  #probeTimer: TimerHandle | null = null;
  #probing = false;
  #closed = false;
  readonly #wrapped = new WeakMap<Store, Store>();

  constructor(
    /** The store probed (the process's own, unfenced). */
    private readonly store: Store,
    private readonly timers: Timers,
    private readonly log: Logger,
    private readonly onChange: (available: boolean) => void,
  ) {
    store.onConnectionError?.((error) => {
      this.log.warn({ err: error }, 'a database connection broke; checking the database');
      this.suspect();
    });
  }

  /** False from an outage until a probe has written again. */
  get available(): boolean {
    return this.#available;
  }

  /** `store` as the rooms use it: outages become STORAGE_UNAVAILABLE and hold the rooms. */
  wrap(store: Store): Store {
    let wrapped = this.#wrapped.get(store);
    if (!wrapped) this.#wrapped.set(store, (wrapped = this.#wrapper(store)));
    return wrapped;
  }

  #wrapper(store: Store): Store {
    return new Proxy(store, {
      get: (target, property, receiver) => {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
          return result instanceof Promise ? result.catch((error: unknown) => this.#refuse(error)) : result;
        };
      },
    });
  }

  #refuse(error: unknown): never {
    if (!isStorageOutage(error)) throw error;
    this.outage(error);
    const { code, message } = HOLD_REFUSALS.storage;
    throw new RoomError(code, message);
  }

  /** An outage was seen: hold the rooms (once) and probe until the storage can be written again. */
  outage(error: unknown): void {
    if (this.#closed) return;
    if (this.#available) {
      this.#available = false;
      this.log.error({ err: error }, 'storage unavailable: rooms on hold until it can be written again');
      this.onChange(false);
    }
    this.#schedule();
  }

  /** A connection broke: probe once now; a failing probe holds the rooms. */
  suspect(): void {
    if (this.#closed || this.#probing || this.#probeTimer !== null) return;
    void this.#probe();
  }

  close(): void {
    this.#closed = true;
    this.timers.clearTimeout(this.#probeTimer);
    this.#probeTimer = null;
  }

  #schedule(): void {
    if (this.#probing || this.#probeTimer !== null) return;
    const delay = this.#probeDelayMs;
    this.#probeDelayMs = Math.min(PROBE_MAX_MS, delay * 2);
    this.#probeTimer = this.timers.setTimeout(() => {
      this.#probeTimer = null;
      void this.#probe();
    }, delay);
  }

  async #probe(): Promise<void> {
    if (this.#closed) return;
    this.#probing = true;
    let failure: unknown = null;
    try {
      await (this.store.probeWrite ? this.store.probeWrite() : this.store.loadRooms());
    } catch (error) {
      failure = error ?? new Error('probe failed');
    } finally {
      this.#probing = false;
    }
    if (this.#closed) return;
    if (failure === null) {
      this.#probeDelayMs = PROBE_FIRST_MS;
      if (!this.#available) {
        this.#available = true;
        this.log.info('storage writable again: rooms go on');
        this.onChange(true);
      }
      return;
    }
    // Any failing probe counts: a database that cannot take this write cannot take the rooms' either.
    if (this.#available) this.outage(failure);
    else {
      this.log.warn({ err: failure }, 'storage still unavailable');
      this.#schedule();
    }
  }
}
