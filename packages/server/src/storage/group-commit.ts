/**
 * Group commit of the move log on SQLite. Every accepted move is appended (and waited for) before it
 * is broadcast; under load many rooms append in the same turn of the event loop. Each autocommitted
 * INSERT writes its own WAL frames with its own write() call, and the commit overhead was most of an
 * append's cost (a micro-benchmark: ~34 µs alone, ~12 µs each in a transaction of ten). So the appends
 * that arrive in one turn of the event loop are written in one transaction at the end of that turn
 * (setImmediate), and each caller's promise settles only after that transaction has committed:
 * "stored before broadcast" holds exactly as before.
 *
 * One entry's refusal (out of order, unknown match) is that entry's alone: SQLite aborts only the
 * failing statement and the transaction goes on. Any other error rolls the whole batch back and every
 * entry of it is rejected (none of them was stored). PostgreSQL is not batched: its pool writes
 * concurrently, and an error there aborts the whole transaction.
 */
import type { Db } from './schema.ts';
import { StoreError, type MoveRecord } from './store.ts';

type AppendOne = (db: Db, entry: MoveRecord) => Promise<void>;

interface Pending {
  entry: MoveRecord;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class GroupCommit {
  private queue: Pending[] = [];
  private scheduled = false;
  /** The batch being written, so that closing the store can wait for it. */
  private writing: Promise<void> = Promise.resolve();
  /** Largest batch so far (for tests and benchmarks). */
  largestBatch = 0;

  constructor(
    private readonly db: Db,
    private readonly appendOne: AppendOne,
  ) {}

  append(entry: MoveRecord): Promise<void> {
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
    if (batch.length === 1) {
      const only = batch[0]!;
      return this.appendOne(this.db, only.entry).then(only.resolve, only.reject);
    }
    const refusals = new Map<Pending, StoreError>();
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const pending of batch) {
          try {
            await this.appendOne(trx, pending.entry);
          } catch (error) {
            if (!(error instanceof StoreError)) throw error;
            refusals.set(pending, error);
          }
        }
      });
    } catch (error) {
      for (const pending of batch) pending.reject(error);
      return;
    }
    for (const pending of batch) {
      const refusal = refusals.get(pending);
      if (refusal) pending.reject(refusal);
      else pending.resolve();
    }
  }
}
