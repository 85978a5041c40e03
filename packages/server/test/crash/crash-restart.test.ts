/**
 * Crash and restart at small scale (issue 7): rooms of every game play against the server in a child
 * process; it is killed with SIGKILL at random moments, twice, and started again on the same SQLite
 * file; the phones reconnect and resume by themselves. Every move a client had an acknowledgement for
 * is in the restored log at its place, every room comes back (none lost, none duplicated) and goes on.
 * The large-scale run is `npm run bench:crash`.
 */
import { describe, expect, it } from 'vitest';
import { runCrash } from '../../bench/crash/run.ts';

describe('crash and restart (issue 7)', () => {
  it(
    'after SIGKILL at random moments, every acknowledged move is restored and every room continues, none lost or duplicated',
    async () => {
      const result = await runCrash({ rooms: 4, kills: 2, killAfterMs: [300, 1500], thinkMs: [5, 40], log: process.env.CRASH_LOG ? (line) => console.log(line) : undefined });
      expect(result.acknowledged).toBeGreaterThan(0);
      expect(result.restored).toBe(result.acknowledged);
      expect(result.lost).toEqual([]);
      expect(result.roomsLost).toBe(0);
      expect(result.roomsDuplicated).toBe(0);
      expect(result.stalledRooms).toBe(0);
      expect(result.resumeFailures).toBe(0);
      expect(result.serverErrors).toBe(0);
    },
    240_000,
  );
});
