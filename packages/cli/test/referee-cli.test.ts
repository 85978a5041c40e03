/**
 * The referee command as a user runs it: a real child process, JSON in, JSON out, exit codes
 * (issue 2 §5: exit 0 when every scenario is judged, exit 2 with a message when any is malformed).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/kitchen-table.js', import.meta.url));

function referee(input: string, args: string[] = []) {
  const r = spawnSync(process.execPath, [bin, 'referee', ...args], { input, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const issueExample = {
  game: 'fahrstuhl', players: 4, dealer: 0,
  options: { trip: 'outbound', bonus: 100 },
  deal: { hands: [['AH', '9S'], ['10D', 'KC'], ['AS', '7H'], ['QH', 'JD']], trump: '8C' },
  moves: [{ seat: 1, call: 1 }, { seat: 2, call: 0 }, { seat: 3, call: 1 }, { seat: 0, call: 0 }, { seat: 1, play: 'KC' }],
};

describe('kitchen-table referee (CLI)', () => {
  it('judges the issue example from stdin and prints the documented result', () => {
    const r = referee(JSON.stringify(issueExample));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      ok: true, finished: false, next: 2,
      tricks: [{ leader: 1, plays: [{ seat: 1, card: 'KC' }], winners: [] }],
      result: null,
    });
  });

  it('answers an array with an array, in order, and an illegal move is a result (exit 0)', () => {
    const illegal = { ...issueExample, moves: [{ seat: 2, call: 0 }] };
    const r = referee(JSON.stringify([issueExample, illegal]));
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toHaveLength(2);
    expect(out[1].ok).toBe(false);
    expect(out[1].error).toMatchObject({ index: 0, code: 'NOT_YOUR_TURN' });
    expect(out[1].next).toBe(1);
  });

  it('exits 2 with a message and judges nothing when any scenario is malformed', () => {
    const cases = [
      'not json',
      JSON.stringify({ ...issueExample, game: 'poker' }),
      JSON.stringify([issueExample, { ...issueExample, players: 3 }]),
      JSON.stringify({ ...issueExample, moves: [{ seat: 4, call: 1 }] }),
      JSON.stringify({ ...issueExample, moves: [{ seat: 1, call: 1, play: 'KC' }] }),
      JSON.stringify({ ...issueExample, moves: [{ seat: 1, call: 1.5 }] }),
      JSON.stringify({ ...issueExample, moves: [{ seat: 1, bid: 1 }] }),
    ];
    for (const input of cases) {
      const r = referee(input);
      expect(r.code, input).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/referee:/);
    }
  });
});
