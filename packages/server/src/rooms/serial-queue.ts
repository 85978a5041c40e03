/**
 * Runs a room's operations one at a time, in arrival order. A move awaits the database before it is
 * broadcast; without the queue a second message could interleave and judge against a stale state.
 *
 * It is also where a room's failures are contained (issue 26): every operation of a room — a client's
 * message, a clock running out, a bot's answer, the summary's end, a pause's end — runs here, and a task
 * that throws is handed to the room's `onFailure` inside its own slot, before the next task runs, so the
 * room can look at what broke and reload itself before anything else touches it. A failing task rejects
 * its own promise only (a client waiting for it is answered from that); `spawn` is for work no client
 * waits for (timers), and never rejects. The queue goes on either way.
 */
export type QueueFailure = (error: unknown, what: string, clientWaits: boolean) => Promise<void> | void;

export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private pending = 0;

  constructor(private readonly onFailure?: QueueFailure) {}

  /** `what` names the operation in the room's log when it fails. */
  run<T>(task: () => Promise<T> | T, what = 'operation'): Promise<T> {
    return this.enqueue(task, what, true);
  }

  /** Work no client waits for (a timer's): queued like `run`, its failure handed to `onFailure` only. */
  spawn(what: string, task: () => Promise<unknown> | unknown): void {
    this.enqueue(task, what, false).catch(() => undefined);
  }

  private enqueue<T>(task: () => Promise<T> | T, what: string, clientWaits: boolean): Promise<T> {
    this.pending++;
    const result = this.tail.then(async () => {
      try {
        return await task();
      } catch (error) {
        if (this.onFailure) {
          // The room's own recovery must not take the queue down with it.
          await Promise.resolve()
            .then(() => this.onFailure!(error, what, clientWaits))
            .catch(() => undefined);
        }
        throw error;
      }
    });
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
