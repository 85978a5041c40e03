/**
 * The room's queue contains failures (issue 26): a task that throws is handed to the room's handler in
 * its own slot — before the next task starts — and rejects only its own promise; `spawn` (timers, no
 * client waiting) never rejects at all, and the queue goes on either way.
 */
import { describe, expect, it } from 'vitest';
import { SerialQueue } from '../../src/rooms/serial-queue.ts';

describe('SerialQueue', () => {
  it('hands a failure to the room in the failed task’s slot, before the next task runs; the caller’s promise rejects', async () => {
    const order: string[] = [];
    const queue = new SerialQueue(async (error, what, clientWaits) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(`handled ${String((error as Error).message)} during ${what}, client waits: ${clientWaits}`);
    });
    const failing = queue.run(() => {
      throw new RangeError('boom');
    }, 'match:move');
    const next = queue.run(() => void order.push('next task'));
    await expect(failing).rejects.toThrow('boom');
    await next;
    expect(order).toEqual(['handled boom during match:move, client waits: true', 'next task']);
  });

  it('spawn: a timer’s failure goes to the handler only (no rejection escapes), and the queue goes on', async () => {
    const handled: string[] = [];
    const escaped: unknown[] = [];
    const onEscape = (reason: unknown): void => void escaped.push(reason);
    process.on('unhandledRejection', onEscape);
    try {
      const queue = new SerialQueue((_error, what, clientWaits) => void handled.push(`${what}:${clientWaits}`));
      queue.spawn('the clock', async () => {
        await Promise.resolve();
        throw new RangeError('Maximum call stack size exceeded');
      });
      // A failing handler does not take the queue down either.
      const broken = new SerialQueue(() => {
        throw new Error('the handler itself fails');
      });
      broken.spawn('a bot', () => {
        throw new Error('boom');
      });
      expect(await queue.run(() => 'still serving')).toBe('still serving');
      expect(await broken.run(() => 'still serving')).toBe('still serving');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(handled).toEqual(['the clock:false']);
      expect(escaped).toEqual([]);
      expect(queue.size).toBe(0);
    } finally {
      process.off('unhandledRejection', onEscape);
    }
  });
});
