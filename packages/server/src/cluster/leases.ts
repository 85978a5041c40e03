/**
 * Room leases and process liveness in Redis (see docs/scaling.md, "Redis keys"):
 *   <prefix>lease:<code>   the owner process's id, set-if-absent with an expiry, renewed while it lives
 *   <prefix>procs          sorted set: process id → time of its last heartbeat (ms)
 *   <prefix>tokens         hash: a token's hash → its room's code (resume on any process)
 *   <prefix>rpc:<process>  pub/sub channel of a process (forwarded commands and their answers)
 *   <prefix>moved          pub/sub channel to all: rooms just taken over, and by whom
 *   <prefix>socket.io…     socket.io's Redis adapter (broadcasts to sockets on other processes)
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

/** SET NX PX for each key: 1 = now ours, 0 = another process holds it. */
const ACQUIRE_SCRIPT = `
local out = {}
for i, key in ipairs(KEYS) do
  if redis.call('SET', key, ARGV[1], 'PX', ARGV[2], 'NX') then out[i] = 1 else out[i] = 0 end
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
  get tokens(): string {
    return `${this.prefix}tokens`;
  }
  rpc(processId: string): string {
    return `${this.prefix}rpc:${processId}`;
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

  /** Acquires each free lease of the given codes in one round trip; answers the codes now ours. */
  async acquireMany(codes: readonly string[]): Promise<string[]> {
    if (codes.length === 0) return [];
    const result = (await this.redis.eval(ACQUIRE_SCRIPT, codes.length, ...codes.map((c) => this.keys.lease(c)), this.processId, String(this.leaseMs))) as number[];
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

  /** This process is alive (and forgets processes silent for ten leases). */
  async heartbeat(now: number): Promise<void> {
    await this.redis.multi().zadd(this.keys.procs, now, this.processId).zremrangebyscore(this.keys.procs, '-inf', now - 10 * this.leaseMs).exec();
  }

  /** The processes that sent a heartbeat within one lease time. */
  async liveProcesses(now: number): Promise<Set<string>> {
    return new Set(await this.redis.zrangebyscore(this.keys.procs, now - this.leaseMs, '+inf'));
  }

  async leave(): Promise<void> {
    await this.redis.zrem(this.keys.procs, this.processId);
  }
}
