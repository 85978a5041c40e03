/**
 * Group commit of the move log. Every accepted move is appended (and waited for) before it is
 * broadcast; under load many rooms append in the same turn of the event loop. Writing each append on
 * its own costs a commit (SQLite: its own WAL frames and write() call, ~34 µs alone against ~12 µs each
 * in a transaction of ten) or a round trip and a statement (PostgreSQL: a pooled query, a socket write
 * and a WAL flush each — in a cluster's profile a fifth of a process's time). So the appends that
 * arrive in one turn of the event loop are written together at the end of that turn (setImmediate),
 * by the writer the store gives (`WriteBatch`), and each caller's promise settles only after the batch
 * has committed: "stored before broadcast" holds exactly as before.
 *
 * One entry's refusal (out of order, unknown match, fenced) is that entry's alone; any other error
 * fails the whole batch and every entry of it is rejected (none of them was stored).
 */
import type { Db } from './schema.ts';
import { StoreError, type MoveRecord } from './store.ts';

/**
 * Writes one batch in one commit: per entry, null (stored) or its own refusal, in the batch's order.
 * A throw means nothing of the batch was stored.
 */
export type WriteBatch<E> = (batch: readonly E[]) => Promise<(StoreError | null)[]>;

interface Pending<E> {
  entry: E;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class GroupCommit<E = MoveRecord> {
  private queue: Pending<E>[] = [];
  private scheduled = false;
  /** The batch being written, so that closing the store can wait for it. */
  private writing: Promise<void> = Promise.resolve();
  /** Largest batch so far (for tests and benchmarks). */
  largestBatch = 0;

  constructor(private readonly writeBatch: WriteBatch<E>) {}

  append(entry: E): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ entry, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.writing = this.flush();
        });
      }
    });
  }

  /** Resolves once every append made so far has been written (or refused). */
  async drain(): Promise<void> {
    // Queued appends always have a flush scheduled; let it start, then wait for the one writing.
    while (this.scheduled) await new Promise<void>((resolve) => setImmediate(resolve));
    await this.writing;
  }

  private async flush(): Promise<void> {
    const batch = this.queue;
    this.queue = [];
    this.scheduled = false;
    this.largestBatch = Math.max(this.largestBatch, batch.length);
    let outcomes: (StoreError | null)[];
    try {
      outcomes = await this.writeBatch(batch.map((p) => p.entry));
    } catch (error) {
      for (const pending of batch) pending.reject(error);
      return;
    }
    batch.forEach((pending, i) => {
      const refusal = outcomes[i];
      if (refusal) pending.reject(refusal);
      else pending.resolve();
    });
  }
}

/** An append's own refusal as a value (null: stored); any other error is thrown. */
export async function refusalOf(write: Promise<void>): Promise<StoreError | null> {
  try {
    await write;
    return null;
  } catch (error) {
    if (error instanceof StoreError) return error;
    throw error;
  }
}

/**
 * SQLite's batch writer: one transaction, one statement per entry (SQLite aborts only a failing
 * statement, and the transaction goes on); a batch of one is written on its own.
 */
export function sqliteBatches(db: Db, appendOne: (db: Db, entry: MoveRecord) => Promise<void>): WriteBatch<MoveRecord> {
  return async (batch) => {
    if (batch.length === 1) return [await refusalOf(appendOne(db, batch[0]!))];
    return db.transaction().execute(async (trx) => {
      const outcomes: (StoreError | null)[] = [];
      for (const entry of batch) outcomes.push(await refusalOf(appendOne(trx, entry)));
      return outcomes;
    });
  };
}
