/**
 * Issue 28, section 5: one word for one thing. The glossary, docs/players/glossary.md (English) and
 * glossary.de.md (German), has a table per game — what we say and what we never say — and one for every
 * game. Each game's texts are checked against its table and the common one, in both languages:
 * - the players' rules (the phone's rules sheet), the host's explanation and the points at a glance;
 * - the catalogue entry: name, pitch, tags, options and their choices;
 * - the lesson: its rules, every step's line and every move's line;
 * - the statistics' measures and awards;
 * - every string of the TV and the phones as that game's screens show it (with the game's words,
 *   games/words.ts): the strings every game shares and the game's own, but not those only another game's
 *   screens use (found in the sources: a key named in a game's own files and in no shared file belongs
 *   to those games). That includes the summary between deals and the top bars.
 * And every word the glossary says a game uses ("we say") does appear in that game's texts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAMES, type GameDefinition, type LocalText } from '@kitchen-table/engine';
import { REPO_ROOT } from '../scripts/vite-api.ts';
import { contentOf } from '../src/games/content.ts';
import { dealLabel } from '../src/games/deal-label.ts';
import { webGame } from '../src/games/registry.ts';
import { langStore, translate, type Lang } from '../src/i18n.ts';
import { EN, type StringKey } from '../src/strings/index.ts';

const LANGS: Lang[] = ['en', 'de'];
const EVERY_GAME: Record<Lang, string> = { en: 'Every game', de: 'Alle Spiele' };

interface Row {
  thing: string;
  say: string[];
  never: string[];
}

/** The glossary of a language: its tables by section title ("Every game", then each game's name). */
function glossary(lang: Lang): Map<string, Row[]> {
  const text = readFileSync(join(REPO_ROOT, 'docs', 'players', lang === 'de' ? 'glossary.de.md' : 'glossary.md'), 'utf8');
  const sections = new Map<string, Row[]>();
  let rows: Row[] | null = null;
  for (const line of text.split('\n')) {
    const heading = /^## (.+?)\s*$/.exec(line);
    if (heading) sections.set(heading[1]!, (rows = []));
    const cells = /^\|(.*)\|\s*$/.exec(line)?.[1]!.split('|').map((c) => c.trim());
    if (!rows || !cells || cells.length !== 3 || /^-+$/.test(cells[0]!) || cells[1] === 'we say' || cells[1] === 'wir sagen') continue;
    rows.push({
      thing: cells[0]!,
      say: [...cells[1]!.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1]!),
      never: [...cells[2]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!),
    });
  }
  return sections;
}

/**
 * A word of the glossary as a pattern: whole words only (letters and digits around it do not count),
 * `#` any number, exact case when it has a capital letter. A word that starts with a sign ("-#") must not
 * follow a letter, a digit or another sign ("20-30" is no negative number).
 */
function pattern(word: string): RegExp {
  const body = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/#/g, '\\d+');
  const start = /^[\p{L}\d#]/u.test(word) ? '(?<![\\p{L}\\d])' : '(?<![\\p{L}\\d\\-−])';
  const end = /[\p{L}\d#]$/u.test(word) ? '(?![\\p{L}\\d])' : '';
  return new RegExp(start + body + end, /\p{Lu}/u.test(word) ? 'u' : 'iu');
}

// ---- which strings belong to which game's screens ----

const WEB_SRC = join(REPO_ROOT, 'packages', 'web', 'src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(d.name) ? [relative(WEB_SRC, path)] : [];
  });
}

/** A game's own web files: its folder, screens and strings included (the rule of cli/test/game-ids.test.ts). */
function ownerOf(file: string): string | null {
  for (const { meta } of GAMES) if (file.startsWith(`games/${meta.id}/`)) return meta.id;
  return null;
}

const KEYS = Object.keys(EN) as StringKey[];

/** For each string key, the games whose own files name it; null when a shared file names it (or none does). */
function keyOwners(): Map<StringKey, Set<string> | null> {
  const owners = new Map<StringKey, Set<string> | null>(KEYS.map((k) => [k, new Set<string>()]));
  const shared = new Set<StringKey>();
  for (const file of sources(WEB_SRC)) {
    if (file.startsWith('strings/')) continue;
    const game = ownerOf(file);
    const text = readFileSync(join(WEB_SRC, file), 'utf8');
    for (const m of text.matchAll(/['"`]([A-Za-z][A-Za-z0-9_]*)['"`]/g)) {
      const key = m[1] as StringKey;
      if (!owners.has(key)) continue;
      if (game) owners.get(key)!.add(game);
      else shared.add(key);
    }
  }
  // Refusals are worded by code: a code of one game's closed list is that game's (explain.ts builds the key).
  for (const key of KEYS) {
    const code = /^err_(.+)$/.exec(key)?.[1];
    if (!code) continue;
    const games = GAMES.filter((g) => g.ruleCodes.includes(code)).map((g) => g.meta.id);
    if (games.length > 0 && games.length < GAMES.length) games.forEach((g) => owners.get(key)!.add(g));
    else shared.add(key);
  }
  for (const key of KEYS) if (shared.has(key) || owners.get(key)!.size === 0) owners.set(key, null);
  return owners;
}

const OWNERS = keyOwners();

/** Every web string a game's screens may show, in its words, with the placeholders left as they are. */
function screenStrings(id: string, lang: Lang): { key: StringKey; text: string }[] {
  const words = webGame(id)?.words ?? null;
  return KEYS.filter((key) => {
    const owners = OWNERS.get(key);
    return owners === null || owners!.has(id);
  }).map((key) => ({ key, text: translate(lang, key, undefined, words) }));
}

const lessonTexts = (g: GameDefinition): LocalText[] => [
  ...g.lesson.rules.map((r) => r.name),
  ...g.lesson.steps.flatMap((s) => [s.say, s.why, ...s.moves.flatMap((m) => (m.why ? [m.why] : []))]),
];

/** A game's texts in a language, each with where it comes from. */
function gameTexts(g: GameDefinition, lang: Lang): { where: string; text: string }[] {
  const id = g.meta.id;
  const content = contentOf(id)!;
  const doc = readFileSync(join(REPO_ROOT, 'docs', 'players', lang === 'de' ? `${id}.de.md` : `${id}.md`), 'utf8');
  const local = (where: string, texts: (LocalText | undefined)[]) => texts.flatMap((t) => (t ? [{ where, text: t[lang] }] : []));
  return [
    { where: `docs/players/${id}${lang === 'de' ? '.de' : ''}.md`, text: doc },
    { where: 'host explains', text: content.explain[lang] },
    ...content.glance[lang].map((text) => ({ where: 'at a glance', text })),
    ...local('catalogue', [g.meta.name, g.meta.pitch, g.meta.family, ...g.meta.tags]),
    ...local('options', g.optionDefs.flatMap((d) => [d.label, ...(d.kind === 'choice' ? d.choices.map((c) => c.label) : [])])),
    ...local('lesson', lessonTexts(g)),
    ...local('statistics', g.stats.measures.flatMap((m) => [m.label, m.award])),
    ...screenStrings(id, lang).map(({ key, text }) => ({ where: `string ${key}`, text })),
  ];
}

describe('the scan of the screens’ strings', () => {
  it('tells a game’s own strings from the shared ones (so a word of another game is not held against it)', () => {
    expect(OWNERS.get('theLift')).toEqual(new Set(['fahrstuhl']));
    expect(OWNERS.get('stricheOf')).toEqual(new Set(['lusti']));
    expect(OWNERS.get('err_MUST_PLAY_ACE')).toEqual(new Set(['fuenfzehnern']));
    for (const key of ['nextDeal', 'dealScoredTitle', 'thisDeal', 'lessonBadge', 'team', 'err_NOT_YOUR_TURN'] as const) expect(OWNERS.get(key), key).toBeNull();
    expect(screenStrings('lusti', 'de').find((s) => s.key === 'nextDeal')?.text).toBe('Nächstes Spiel');
  });
});

describe.each(LANGS)('the glossary (%s)', (lang) => {
  const sections = glossary(lang);

  it('has a table for every game, and one for every game at once', () => {
    expect([...sections.keys()]).toEqual([EVERY_GAME[lang], ...GAMES.map((g) => g.meta.name[lang])]);
    for (const rows of sections.values()) expect(rows.length).toBeGreaterThan(2);
  });

  it.each(GAMES.map((g) => [g.meta.id, g] as const))('%s: no text says what the glossary never says', (id, g) => {
    const rows = [...sections.get(EVERY_GAME[lang])!, ...sections.get(g.meta.name[lang])!];
    const never = rows.flatMap((r) => r.never.map((word) => ({ word, re: pattern(word), thing: r.thing })));
    expect(never.length).toBeGreaterThan(0);
    const found: string[] = [];
    for (const { where, text } of gameTexts(g, lang)) {
      for (const { word, re, thing } of never) {
        const m = re.exec(text);
        if (m) found.push(`${where}: "${word}" (for ${thing}) in "…${text.slice(Math.max(0, m.index - 40), m.index + 40)}…"`);
      }
    }
    expect(found).toEqual([]);
  });

  it.each(GAMES.map((g) => [g.meta.id, g] as const))('%s: every word the glossary says it uses is used', (id, g) => {
    const all = gameTexts(g, lang).map((t) => t.text).join('\n');
    const missing = sections.get(g.meta.name[lang])!.flatMap((r) => r.say.filter((word) => !pattern(word.replace(/[“”"„]/g, '')).test(all)));
    expect(missing).toEqual([]);
  });
});

describe('the words of a deal on the top bars and the summary (issue 28 §5)', () => {
  const say = (id: string, lang: Lang, key: StringKey, vars: Record<string, number>) => translate(lang, key, vars, webGame(id)?.words ?? null);

  it.each([
    ['fahrstuhl', 'en', 'Round 2 of 14', 'Round 1: the scores', 'Next round'],
    ['elevator', 'en', 'Game 2 of 2', 'Game 1: the scores', 'Next game'],
    ['fuenfzehnern', 'en', 'Hand 2 of 8', 'Hand 1: the scores', 'Next hand'],
    ['lusti', 'en', 'Hand 2 of 8', 'Hand 1: the scores', 'Next hand'],
    ['fahrstuhl', 'de', 'Runde 2 von 14', 'Runde 1: die Punkte', 'Nächste Runde'],
    ['elevator', 'de', 'Spiel 2 von 2', 'Spiel 1: die Punkte', 'Nächstes Spiel'],
    ['fuenfzehnern', 'de', 'Spiel 2 von 8', 'Spiel 1: die Punkte', 'Nächstes Spiel'],
    ['lusti', 'de', 'Spiel 2 von 8', 'Spiel 1: die Striche', 'Nächstes Spiel'],
  ] as const)('%s (%s): the header, the summary and its button name the same thing', (id, lang, header, title, next) => {
    const before = langStore.get();
    langStore.set(lang);
    try {
      const m = id === 'fahrstuhl' ? 14 : id === 'elevator' ? 2 : 8;
      expect(dealLabel({ game: id, deal: 2, deals: m })).toBe(header);
    } finally {
      langStore.set(before);
    }
    expect(say(id, lang, 'dealScoredTitle', { n: 1 })).toBe(title);
    expect(say(id, lang, 'nextDeal', {})).toBe(next);
  });

  it('a negative number in a string gets the minus sign', () => {
    expect(translate('en', 'yourDealPoints', { n: -10 }, null)).toBe('Your points this deal: −10');
    expect(translate('de', 'replayTotal', { n: -3 }, null)).toMatch(/−3$/);
  });

  it('the shared strings fill the same placeholders in every game’s words', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const g of GAMES) {
      const words = webGame(g.meta.id)!.words;
      expect(words, g.meta.id).toBeDefined();
      for (const lang of LANGS) {
        for (const [key, text] of Object.entries(words![lang])) expect(placeholders(text!), `${g.meta.id} ${lang} ${key}`).toEqual(placeholders(EN[key as StringKey]));
      }
    }
  });
});
