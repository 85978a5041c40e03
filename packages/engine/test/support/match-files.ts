/**
 * The referee's hand-built match scenarios: `test/<game>/scenarios/matches/*.json`, each a match scenario
 * plus `description`, `rules` and `expected` keys (which the referee ignores, so a file also runs as it is:
 * `npx kitchen-table referee FILE`). `rules` names the rules-document points the match
 * exercises (numbered rules such as "7.4", section titles such as "Rounds", or "settled N" for a row of
 * the settled-points table); the expected result is written out by hand from those rules.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface MatchFile {
  game: string;
  file: string;
  description: string;
  rules: string[];
  scenario: Record<string, unknown>;
  expected: Record<string, unknown>;
}

const testRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = join(testRoot, '..', '..', '..');

export function matchDir(game: string): string {
  return join(testRoot, game, 'scenarios', 'matches');
}

export function loadMatchFiles(game: string): MatchFile[] {
  const dir = matchDir(game);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const { description, rules, expected, ...scenario } = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
      return { game, file, description, rules, scenario, expected } as MatchFile;
    });
}

export const MATCH_GAMES = ['fahrstuhl', 'elevator', 'fuenfzehnern', 'lusti'] as const;

/** True when the English rules document of `game` has the cited rule. */
export function rulesDocumentHas(game: string, rule: string): boolean {
  const doc = readFileSync(join(repoRoot, 'docs', 'rules', `${game}.md`), 'utf8');
  const settled = /^settled (\d+)$/.exec(rule);
  if (settled) return doc.includes(`\n| ${settled[1]} |`);
  if (/^\d+\.\d+$/.test(rule)) return doc.includes(`**${rule}**`) || doc.includes(`\n${rule} `);
  return doc.includes(`\n## ${rule}\n`);
}
