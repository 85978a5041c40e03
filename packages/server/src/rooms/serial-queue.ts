/**
 * Runs a room's operations one at a time, in arrival order. A move awaits the database before it is
 * broadcast; without the queue a second message could interleave and judge against a stale state.
 * A failing task rejects its own promise only; the queue goes on.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private pending = 0;

  run<T>(task: () => Promise<T> | T): Promise<T> {
    this.pending++;
    const result = this.tail.then(task);
    this.tail = result.then(
      () => this.pending--,
      () => this.pending--,
    );
    return result;
  }

  /** Resolves when every task queued so far has settled. */
  idle(): Promise<void> {
    return this.tail.then(() => undefined);
  }

  get size(): number {
    return this.pending;
  }
}
