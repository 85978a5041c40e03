/**
 * Who takes a room without an owner (cluster/shares.ts): every process computes the same assignee from
 * the same live set, the rooms spread evenly, and a process that joins or leaves moves only its share.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignee } from '../../src/cluster/shares.ts';
import { uniqueRoomCode } from '../../src/rooms/room-codes.ts';

const processIds = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 24 }), { minLength: 1, maxLength: 6 });
const roomCodes = (n: number): string[] => {
  const codes = new Set<string>();
  while (codes.size < n) codes.add(uniqueRoomCode((c) => codes.has(c)));
  return [...codes];
};

describe('the share of each live process (rendezvous hashing)', () => {
  it('is the same answer in any order of the live set, and always one of the live processes', () => {
    fc.assert(
      fc.property(processIds, fc.string({ minLength: 4, maxLength: 4 }), fc.infiniteStream(fc.nat()), (live, code, stream) => {
        const shuffled = live.map((p) => ({ p, key: stream.next().value })).sort((x, y) => x.key - y.key).map((x) => x.p);
        const chosen = assignee(code, live);
        expect(live).toContain(chosen);
        expect(assignee(code, shuffled)).toBe(chosen);
      }),
    );
    expect(assignee('BCDF', [])).toBeNull();
  });

  it('spreads a dead owner’s rooms evenly over the survivors', () => {
    const codes = roomCodes(3000);
    for (const live of [['host-a:101:aa', 'host-a:102:bb'], ['a:1:01', 'a:2:02', 'b:3:03']]) {
      const counts = new Map(live.map((p) => [p, 0]));
      for (const code of codes) counts.set(assignee(code, live)!, counts.get(assignee(code, live)!)! + 1);
      // Each gets its 1/n within 10 % of all rooms (binomial spread at n=3000 is ~1 %).
      for (const count of counts.values()) expect(Math.abs(count / codes.length - 1 / live.length)).toBeLessThan(0.1);
    }
  });

  it('moves only the leaving process’s rooms when one stops, and only the joining one’s when one comes', () => {
    fc.assert(
      fc.property(processIds.filter((l) => l.length >= 2), fc.nat(), (live, pick) => {
        const leaving = live[pick % live.length]!;
        const rest = live.filter((p) => p !== leaving);
        for (const code of roomCodes(40)) {
          const before = assignee(code, live);
          const after = assignee(code, rest);
          if (before !== leaving) expect(after).toBe(before);
        }
      }),
      { numRuns: 50 },
    );
  });
});
