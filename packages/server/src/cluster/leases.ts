/**
 * Room leases and process liveness in Redis (see docs/scaling.md, "Redis keys"):
 *   <prefix>lease:<code>   the owner process's id, set-if-absent with an expiry, renewed while it lives
 *   <prefix>procs          sorted set: process id → time of its last heartbeat (ms)
 *   <prefix>load           hash: process id → rooms it owns (rebalancing)
 *   <prefix>tokens         hash: a token's hash → its room's code (resume on any process)
 *   <prefix>rpc:<process>  pub/sub channel of a process (forwarded commands and their answers)
 *   <prefix>moved          pub/sub channel to all: rooms just taken over, and by whom
 *   <prefix>socket.io#/#<socket id>#  socket.io's sharded adapter: a socket's own channel, on its process
 * A lease only says who should act; the database's epoch (fencing.ts) is what refuses a stale owner.
 */
import type { Redis } from 'ioredis';

/** How long a lease lives without renewal; an owner's death is noticed this long after it died at most. */
export const DEFAULT_LEASE_MS = 2_000;

/** Renews each lease still ours; re-takes one that vanished (Redis restarted empty). 1 = ours, 0 = lost. */
const RENEW_SCRIPT = `
local out = {}
for i, key in ipairs(KEYS) do
  local owner = redis.call('GET', key)
  if owner == ARGV[1] then
    redis.call('PEXPIRE', key, ARGV[2])
    out[i] = 1
  elseif not owner then
    redis.call('SET', key, ARGV[1], 'PX', ARGV[2])
    out[i] = 1
  else
    out[i] = 0
  end
end
return out`;

/**
 * For each key: take the lease if it is free (the script runs alone, so a read then a write is
 * set-if-absent), or from a dead owner — one no longer subscribed to its bus channel (ARGV[3] ..
 * owner). A killed process's connections are closed by its kernel at once, so its rooms are taken at
 * the next scan instead of after its leases lapse; a frozen process (still connected) keeps its leases
 * until they lapse. 1 = now ours, 0 = a live process holds it.
 */
const ACQUIRE_SCRIPT = `
local out = {}
for i, key in ipairs(KEYS) do
  local owner = redis.call('GET', key)
  if not owner or (owner ~= ARGV[1] and redis.call('PUBSUB', 'NUMSUB', ARGV[3] .. owner)[2] == 0) then
    redis.call('SET', key, ARGV[1], 'PX', ARGV[2])
    out[i] = 1
  else
    out[i] = 0
  end
end
return out`;

/** The processes that beat since ARGV[1] and are subscribed to their bus channel (ARGV[2] .. id). */
const LIVE_SCRIPT = `
local out = {}
for _, id in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], ARGV[1], '+inf')) do
  if redis.call('PUBSUB', 'NUMSUB', ARGV[2] .. id)[2] > 0 then out[#out + 1] = id end
end
return out`;

const RELEASE_SCRIPT = `
for i, key in ipairs(KEYS) do
  if redis.call('GET', key) == ARGV[1] then redis.call('DEL', key) end
end
return 0`;

export class ClusterKeys {
  constructor(readonly prefix: string) {}
  lease(code: string): string {
    return `${this.prefix}lease:${code}`;
  }
  get procs(): string {
    return `${this.prefix}procs`;
  }
  /** Hash: process id → how many rooms it owns (written with its heartbeat; rebalancing reads it). */
  get load(): string {
    return `${this.prefix}load`;
  }
  get tokens(): string {
    return `${this.prefix}tokens`;
  }
  rpc(processId: string): string {
    return `${this.rpcPrefix}${processId}`;
  }
  get rpcPrefix(): string {
    return `${this.prefix}rpc:`;
  }
  /** Pub/sub channel to every process: rooms a process has just taken over (their edges follow at once). */
  get moved(): string {
    return `${this.prefix}moved`;
  }
  get adapter(): string {
    return `${this.prefix}socket.io`;
  }
}

export class Leases {
  constructor(
    private readonly redis: Redis,
    private readonly keys: ClusterKeys,
    readonly processId: string,
    readonly leaseMs: number = DEFAULT_LEASE_MS,
  ) {}

  /** True when this process now holds the code's lease (it was free). */
  async acquire(code: string): Promise<boolean> {
    return (await this.redis.set(this.keys.lease(code), this.processId, 'PX', this.leaseMs, 'NX')) === 'OK';
  }

  /**
   * Acquires, in one round trip, each lease of the given codes that is free or held by a dead process
   * (not subscribed to its bus channel any more); answers the codes now ours.
   */
  async acquireMany(codes: readonly string[]): Promise<string[]> {
    if (codes.length === 0) return [];
    const keys = codes.map((c) => this.keys.lease(c));
    const result = (await this.redis.eval(ACQUIRE_SCRIPT, codes.length, ...keys, this.processId, String(this.leaseMs), this.keys.rpcPrefix)) as number[];
    return codes.filter((_, i) => result[i] === 1);
  }

  /** Renews the given leases in one round trip; answers the codes whose lease another process holds now. */
  async renew(codes: readonly string[]): Promise<string[]> {
    if (codes.length === 0) return [];
    const result = (await this.redis.eval(RENEW_SCRIPT, codes.length, ...codes.map((c) => this.keys.lease(c)), this.processId, String(this.leaseMs))) as number[];
    return codes.filter((_, i) => result[i] !== 1);
  }

  async release(codes: readonly string[]): Promise<void> {
    if (codes.length === 0) return;
    await this.redis.eval(RELEASE_SCRIPT, codes.length, ...codes.map((c) => this.keys.lease(c)), this.processId);
  }

  /** Each code's owner process id, or null when its lease is free. */
  async owners(codes: readonly string[]): Promise<(string | null)[]> {
    if (codes.length === 0) return [];
    return this.redis.mget(...codes.map((c) => this.keys.lease(c)));
  }

  async owner(code: string): Promise<string | null> {
    return this.redis.get(this.keys.lease(code));
  }

  /** This process is alive and owns `rooms` rooms (and forgets processes silent for ten leases). */
  async heartbeat(now: number, rooms = 0): Promise<void> {
    await this.redis
      .multi()
      // GT: a heartbeat answered late (sent before a Redis outage) does not set the time back.
      .zadd(this.keys.procs, 'GT', now, this.processId)
      .zremrangebyscore(this.keys.procs, '-inf', now - 10 * this.leaseMs)
      .hset(this.keys.load, this.processId, rooms)
      .exec();
  }

  /** How many rooms each process said it owns at its last heartbeat. */
  async loads(): Promise<Map<string, number>> {
    return new Map(Object.entries(await this.redis.hgetall(this.keys.load)).map(([id, n]) => [id, Number(n)]));
  }

  /**
   * The processes alive: a heartbeat within one lease time, and listening on their bus channel. The
   * second is what notices a killed process at once (its kernel closed its connections); the first,
   * one that is frozen or cut off while its connection stays open.
   */
  async liveProcesses(now: number): Promise<Set<string>> {
    return new Set((await this.redis.eval(LIVE_SCRIPT, 1, this.keys.procs, String(now - this.leaseMs), this.keys.rpcPrefix)) as string[]);
  }

  async leave(): Promise<void> {
    await this.redis.multi().zrem(this.keys.procs, this.processId).hdel(this.keys.load, this.processId).exec();
  }
}
