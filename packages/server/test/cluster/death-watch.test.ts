/**
 * The death watch (cluster/death-watch.ts) scans again after a death until this process's share of the
 * dead process's rooms is taken: one scan may lose its race (a takeover under way asked for the lease a
 * moment before Redis let the dead process go, or the process was settling), and the periodic orphan
 * scan comes only a quarter lease later (30 s by default; the CI once saw a room wait that long).
 */
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { DeathWatch, RESCAN_MS, type OrphanScan } from '../../src/cluster/death-watch.ts';

function watch(scans: OrphanScan[], scanIntervalMs = 30_000) {
  let now = 0;
  let live = ['a', 'b'];
  const log: string[] = [];
  const deathWatch = new DeathWatch({
    liveProcesses: async () => live,
    log: pino({ level: 'silent' }),
    onDied: (ids) => log.push(`died ${ids.join(',')}`),
    settled: async () => void log.push('settled'),
    scan: async () => {
      log.push('scan');
      return scans.shift() ?? { taken: 0, left: 0 };
    },
    now: () => now,
    scanIntervalMs,
  });
  return {
    deathWatch,
    log,
    kill: (id: string) => (live = live.filter((p) => p !== id)),
    advance: (ms: number) => (now += ms),
  };
}

describe('the death watch', () => {
  it('does not scan while nobody dies', async () => {
    const w = watch([]);
    await w.deathWatch.start();
    for (let i = 0; i < 10; i++) {
      await w.deathWatch.look();
      w.advance(RESCAN_MS);
    }
    expect(w.log).toEqual([]);
  });

  it('scans at once after a death, waiting first for the takeovers under way', async () => {
    const w = watch([{ taken: 1, left: 0 }]);
    await w.deathWatch.start();
    w.kill('b');
    await w.deathWatch.look();
    expect(w.log).toEqual(['died b', 'settled', 'scan']);
    w.advance(RESCAN_MS);
    await w.deathWatch.look();
    expect(w.log).toHaveLength(3);
  });

  it('scans again, once per RESCAN_MS, while rooms of its share are left untaken', async () => {
    const w = watch([
      { taken: 0, left: 1 },
      { taken: 0, left: 1 },
      { taken: 1, left: 0 },
    ]);
    await w.deathWatch.start();
    w.kill('b');
    await w.deathWatch.look();
    await w.deathWatch.look(); // too soon
    expect(w.log.filter((l) => l === 'scan')).toHaveLength(1);
    for (let i = 0; i < 5; i++) {
      w.advance(RESCAN_MS);
      await w.deathWatch.look();
    }
    expect(w.log.filter((l) => l === 'scan')).toHaveLength(3);
  });

  it('leaves a room it cannot take to the periodic scan after one scan interval', async () => {
    const w = watch(Array.from({ length: 100 }, () => ({ taken: 0, left: 1 })), 5 * RESCAN_MS);
    await w.deathWatch.start();
    w.kill('b');
    for (let i = 0; i < 20; i++) {
      await w.deathWatch.look();
      w.advance(RESCAN_MS);
    }
    expect(w.log.filter((l) => l === 'scan')).toHaveLength(6);
  });
});
