/**
 * Messages between the cluster's processes over Redis pub/sub: each process listens on its own channel
 * (ClusterKeys.rpc) and on the channel where takeovers are announced to all (ClusterKeys.moved). It publishes on the socket.io adapter's publishing connection and listens on the
 * adapter's subscribing one, so that an answer and the broadcasts the owner sent before it arrive in
 * the order they were sent (one connection each way: Redis keeps the order).
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Ack, ClientEventName } from '@kitchen-table/protocol';
import type { ClusterKeys } from './leases.ts';

export type BusMessage =
  /** An edge forwards a client's message to the room's owner. */
  | { t: 'req'; id: string; from: string; sid: string; address: string; event: ClientEventName; payload: unknown }
  /** The owner's answer to a request. */
  | { t: 'res'; id: string; answer: Ack<unknown> }
  /** The edge's socket went away, or now talks to another room: the owner forgets its connection. */
  | { t: 'bye'; sid: string }
  /** The owner let a room go (lease lost): the edge finds the room's new owner for this socket. */
  | { t: 'reroute'; sid: string }
  /** To the process these rooms belong to: they were let go for it (rebalancing); take them now. */
  | { t: 'take'; codes: string[] }
  /**
   * To every process (ClusterKeys.moved): these rooms were taken over by `owner`, each under the epoch
   * at the same index, and are ready there.
   */
  | { t: 'moved'; owner: string; codes: string[]; epochs: number[] };

export class ForwardTimeout extends Error {
  constructor(readonly to: string) {
    super(`no answer from ${to}`);
  }
}

export class Bus {
  private readonly pending = new Map<
    string,
    { to: string; resolve: (answer: Ack<unknown>) => void; reject: (error: Error) => void; timer: ReturnType<typeof setTimeout>; onAnswer?: (answer: Ack<unknown>) => void }
  >();
  private handler: (message: BusMessage) => void = () => undefined;

  constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly keys: ClusterKeys,
    readonly processId: string,
  ) {}

  async start(handler: (message: BusMessage) => void): Promise<void> {
    this.handler = handler;
    const channel = this.keys.rpc(this.processId);
    const moved = this.keys.moved;
    this.sub.on('message', (from: string, text: string) => {
      if (from !== channel && from !== moved) return;
      let message: BusMessage;
      try {
        message = JSON.parse(text) as BusMessage;
      } catch {
        return;
      }
      if (message.t === 'res') {
        const waiting = this.pending.get(message.id);
        if (!waiting) return;
        this.pending.delete(message.id);
        clearTimeout(waiting.timer);
        waiting.onAnswer?.(message.answer);
        waiting.resolve(message.answer);
      } else this.handler(message);
    });
    await this.sub.subscribe(channel, moved);
  }

  send(to: string, message: BusMessage): void {
    void this.pub.publish(this.keys.rpc(to), JSON.stringify(message)).catch(() => undefined);
  }

  /** Tells every process (this one too) that rooms were taken over here: their edges follow at once. */
  announceMoved(codes: string[], epochs: number[]): void {
    if (codes.length === 0) return;
    const message: BusMessage = { t: 'moved', owner: this.processId, codes, epochs };
    void this.pub.publish(this.keys.moved, JSON.stringify(message)).catch(() => undefined);
  }

  /**
   * Forwards a client's message and waits for the owner's answer (ForwardTimeout when none comes).
   * `onAnswer` runs as soon as the answer arrives, in the order of everything else this process hears
   * from Redis: what it sends the client (a snapshot) then goes out before any update the owner sent
   * after its answer — an awaiting caller would run only after those updates were delivered.
   */
  request(to: string, sid: string, address: string, event: ClientEventName, payload: unknown, timeoutMs: number, onAnswer?: (answer: Ack<unknown>) => void): Promise<Ack<unknown>> {
    const id = randomUUID();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new ForwardTimeout(to));
      }, timeoutMs);
      this.pending.set(id, { to, resolve, reject, timer, ...(onAnswer ? { onAnswer } : {}) });
      this.send(to, { t: 'req', id, from: this.processId, sid, address, event, payload });
    });
  }

  /** The processes that owe this one an answer. */
  targets(): Set<string> {
    return new Set([...this.pending.values()].map((p) => p.to));
  }

  /** Fails every request waiting on a process that died (null: on any), so that the callers retry elsewhere. */
  abandon(to: string | null): void {
    for (const [id, waiting] of this.pending) {
      if (to !== null && waiting.to !== to) continue;
      clearTimeout(waiting.timer);
      this.pending.delete(id);
      waiting.reject(new ForwardTimeout(to ?? 'a process'));
    }
  }

  close(): void {
    this.abandon(null);
  }
}
