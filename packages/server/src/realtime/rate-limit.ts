/**
 * Token buckets: each connection may send `burst` messages at once and `perSecond` on average; an
 * address may fail `burst` joins at once (wrong codes) and `perMinute` afterwards, so that room codes
 * cannot be guessed by brute force. Time comes from the caller (injectable).
 */
export interface BucketSpec {
  /** Largest burst. */
  capacity: number;
  /** Tokens added per second. */
  refillPerSecond: number;
}

export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly spec: BucketSpec,
    now: number,
  ) {
    this.tokens = spec.capacity;
    this.last = now;
  }

  /** Tokens available now (fractional), without taking any. */
  available(now: number): number {
    const elapsed = Math.max(0, now - this.last) / 1000;
    return Math.min(this.spec.capacity, this.tokens + elapsed * this.spec.refillPerSecond);
  }

  /** Takes one token when there is one; false means "over the limit". */
  take(now: number): boolean {
    this.tokens = this.available(now);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Buckets per key (an address), forgetting full ones so the map does not grow without bound. */
export class KeyedBuckets {
  private readonly buckets = new Map<string, TokenBucket>();
  private sweeps = 0;

  constructor(private readonly spec: BucketSpec) {}

  /** Peeks without taking: is there at least one token for this key? */
  allowed(key: string, now: number): boolean {
    const bucket = this.buckets.get(key);
    return !bucket || bucket.available(now) >= 1;
  }

  take(key: string, now: number): boolean {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = new TokenBucket(this.spec, now);
      this.buckets.set(key, bucket);
    }
    if (++this.sweeps % 1000 === 0) this.sweep(now);
    return bucket.take(now);
  }

  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets) if (bucket.available(now) >= this.spec.capacity) this.buckets.delete(key);
  }
}
