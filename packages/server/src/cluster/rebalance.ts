/**
 * Rebalancing: a process that owns clearly more rooms than its share (the rooms of the live processes
 * over their number) hands some to the live process that owns the fewest — one that joined, or came back
 * after a restart — a batch at a time: each room between two of its operations (in the room's queue), its
 * lease released, and that process told to take it at once; its clients follow it as after any move of a
 * room. Without this a restarted process got no room back, and the rooms piled up on the oldest process,
 * whose failure then stopped most of them at once. Rooms the rendezvous assigns to that process go first
 * (they stay there when the others fail). Not while rooms are being taken here (a failover comes first),
 * and one step per heartbeat at most (the counts are read from the heartbeats).
 */
import type { Logger } from 'pino';
import type { Room } from '../rooms/room.ts';
import type { Leases } from './leases.ts';
import { assignee } from './shares.ts';

/** Rooms handed over at most per step: a process that (re)joins gets its share in a few steps. */
const HANDOVER_BATCH = 40;

export interface RebalanceDeps {
  leases: Leases;
  /** The rooms' clock (timers.now). */
  now(): number;
  log: Logger;
  /** The rooms this process owns. */
  rooms: ReadonlyMap<string, Room>;
  /** True while rooms are being taken here. */
  takingOver(): boolean;
  liveProcesses(): Promise<string[]>;
  /** Lets a room go on purpose: this process stops acting for it. */
  handOff(code: string): void;
  /** Rooms let go here for `to` to take: it is told to take them now. */
  onHandedOver(to: string, codes: string[]): void;
}

export class Rebalancer {
  /** When this process last handed rooms over: one step per heartbeat. */
  private handedAt = 0;

  constructor(private readonly deps: RebalanceDeps) {}

  async step(): Promise<void> {
    const { leases, rooms } = this.deps;
    if (this.deps.takingOver() || this.deps.now() - this.handedAt < leases.leaseMs / 2) return;
    const [live, loads] = await Promise.all([this.deps.liveProcesses(), leases.loads()]);
    if (live.length < 2) return;
    const me = leases.processId;
    const load = (id: string): number => (id === me ? rooms.size : loads.get(id) ?? 0);
    const fair = live.reduce((sum, id) => sum + load(id), 0) / live.length;
    const slack = Math.max(4, fair / 5);
    const target = live.filter((id) => id !== me).sort((x, y) => load(x) - load(y))[0];
    if (!target || load(me) - fair < slack || fair - load(target) < slack) return;
    const count = Math.min(HANDOVER_BATCH, Math.floor(load(me) - fair), Math.floor(fair - load(target)));
    const codes = [...rooms.keys()];
    const theirs = codes.filter((code) => assignee(code, live) === target);
    const rest = codes.filter((code) => assignee(code, live) !== target);
    this.handedAt = this.deps.now();
    await this.handOver(target, [...theirs, ...rest].slice(0, count));
  }

  private async handOver(to: string, codes: string[]): Promise<void> {
    const { rooms } = this.deps;
    const given = await Promise.all(
      codes.map((code) => {
        const room = rooms.get(code);
        return room?.queue.run(() => {
          if (rooms.get(code) !== room) return null;
          this.deps.handOff(code);
          return code;
        });
      }),
    );
    const handed = given.filter((code): code is string => typeof code === 'string');
    if (handed.length === 0) return;
    await this.deps.leases.release(handed);
    this.deps.onHandedOver(to, handed);
    this.deps.log.info({ to, rooms: handed.length }, 'rooms handed over');
  }
}
