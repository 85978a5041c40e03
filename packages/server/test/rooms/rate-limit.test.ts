import { describe, expect, it } from 'vitest';
import { KeyedBuckets, TokenBucket } from '../../src/realtime/rate-limit.ts';
import { SerialQueue } from '../../src/rooms/serial-queue.ts';

describe('rate limits', () => {
  it('a connection may send a burst, then as many per second as the refill allows', () => {
    const bucket = new TokenBucket({ capacity: 3, refillPerSecond: 2 }, 0);
    expect([bucket.take(0), bucket.take(0), bucket.take(0), bucket.take(0)]).toEqual([true, true, true, false]);
    expect(bucket.take(400)).toBe(false);
    expect(bucket.take(500)).toBe(true);
  });

  it('failed joins are counted per address; another address is not affected', () => {
    const buckets = new KeyedBuckets({ capacity: 2, refillPerSecond: 0.1 });
    buckets.take('a', 0);
    buckets.take('a', 0);
    expect(buckets.allowed('a', 0)).toBe(false);
    expect(buckets.allowed('b', 0)).toBe(true);
    expect(buckets.allowed('a', 10_000)).toBe(true);
  });
});

describe('the room queue', () => {
  it('runs tasks one at a time in arrival order; a failing task does not stop the queue', async () => {
    const q = new SerialQueue();
    const order: string[] = [];
    const slow = q.run(async () => {
      await new Promise((r) => setTimeout(r, 10));
      order.push('slow');
    });
    const failing = q.run(() => {
      order.push('fail');
      throw new Error('x');
    });
    const fast = q.run(() => order.push('fast'));
    await Promise.allSettled([slow, failing, fast]);
    expect(order).toEqual(['slow', 'fail', 'fast']);
    await expect(failing).rejects.toThrow('x');
  });
});
