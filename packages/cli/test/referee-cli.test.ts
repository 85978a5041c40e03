/**
 * The referee command as a user runs it: a real child process, JSON in, JSON out, exit codes
 * (issue 2 §5: exit 0 when every scenario is judged, exit 2 with a message when any is malformed).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

  // Issue 17: whole matches. Every hand-built match file of the engine's tests, in one run of the binary.
  const matchFiles = ['fahrstuhl', 'elevator', 'fuenfzehnern', 'lusti'].flatMap((game) => {
    const dir = fileURLToPath(new URL(`../../engine/test/${game}/scenarios/matches/`, import.meta.url));
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => {
        // A file is a scenario plus `description`, `rules` and `expected`, which the referee ignores.
        const { description: _d, rules: _r, expected, ...scenario } = JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, unknown>;
        return { name: `${game}/${f}`, path: join(dir, f), scenario, expected: expected as Record<string, unknown> };
      });
  });

  it('judges every hand-built match scenario as the files expect (one array, one run)', () => {
    expect(matchFiles.length).toBeGreaterThanOrEqual(14);
    const r = referee(JSON.stringify(matchFiles.map((f) => f.scenario)));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    const out = JSON.parse(r.stdout) as Record<string, unknown>[];
    out.forEach((result, i) => {
      if (result.error) delete (result.error as Record<string, unknown>).message;
      expect(result, matchFiles[i].name).toEqual(matchFiles[i].expected);
    });
    expect(out.some((x) => (x.error as { code?: string } | undefined)?.code === 'MATCH_OVER')).toBe(true);
  });

  it('reads a match scenario file as it is from a FILE argument', () => {
    const f = matchFiles.find((m) => m.name === 'lusti/target-5-stink-unterm-tisch-brand.json')!;
    const r = referee('', [f.path]);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(f.expected);
  });

  it('exits 2 and judges nothing for a malformed match scenario', () => {
    const base = matchFiles.find((m) => m.name === 'fahrstuhl/up-3-seats.json')!.scenario as { deals: unknown[]; options: Record<string, unknown> };
    const cases = [
      { ...base, deals: [base.deals[1], ...base.deals.slice(1)] }, // deal 1 with 2 cards a seat: round 1 deals 1
      { ...base, deals: [...base.deals, base.deals[3]] }, // 5 deals for 4 rounds
      { ...base, deals: base.deals.slice(0, 2) }, // moves beyond the given deals
      { ...base, options: { ...base.options, speed: 'fast' } }, // an option Fahrstuhl does not know
    ];
    for (const input of cases) {
      const r = referee(JSON.stringify([issueExample, input]));
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/referee: malformed scenario: scenario 1: /);
    }
  });
});
