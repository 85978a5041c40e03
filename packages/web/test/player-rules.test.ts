/**
 * The rules players read (the phone's rules sheet, the catalogue's game pages) are written for players:
 * for every game of the registry, in English and German, no trace of the engineering spec — file paths,
 * "Engine:", card codes like `AH` or `10S`, option keys, error codes, "seat + 1 (mod n)", code spans.
 * The detector is checked against the spec in docs/rules/, so that it demonstrably finds such markers.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAMES } from '@kitchen-table/engine';
import { REPO_ROOT } from '../scripts/vite-api.ts';
import { contentOf } from '../src/games/content.ts';
import { loadRules } from '../src/games/rules.ts';
import { specMarkers } from './support/spec-markers.ts';
import type { Lang } from '../src/i18n.ts';

const LANGS: Lang[] = ['en', 'de'];
const playerDoc = (id: string, lang: Lang) => join(REPO_ROOT, 'docs', 'players', lang === 'de' ? `${id}.de.md` : `${id}.md`);
const specDoc = (id: string, lang: Lang) => join(REPO_ROOT, 'docs', 'rules', lang === 'de' ? `${id}.de.md` : `${id}.md`);

describe('the marker detector', () => {
  it.each(GAMES.map((g) => g.meta.id))('finds the spec markers in docs/rules/%s (so it can fail)', (id) => {
    for (const lang of LANGS) {
      const markers = specMarkers(readFileSync(specDoc(id, lang), 'utf8'));
      expect(markers.length, `${id} ${lang}`).toBeGreaterThan(0);
      expect(markers.some((m) => m.startsWith('file path') || m.startsWith('card code') || m.startsWith('code span')), `${id} ${lang}: ${markers}`).toBe(true);
    }
  });

  it('names each kind of marker', () => {
    expect(specMarkers('Engine: packages/engine/src/games/x/')).toEqual(expect.arrayContaining([expect.stringMatching(/^file path/), expect.stringMatching(/^engine reference/)]));
    expect(specMarkers('lead the AH, then 10S')).toEqual([expect.stringMatching(/^card code: AH/)]);
    expect(specMarkers('"next" is seat + 1 (mod n)')).toEqual([expect.stringMatching(/^modular seat arithmetic/)]);
    expect(specMarkers('set startCards to 9')).toEqual([expect.stringMatching(/^option key startCards/)]);
    expect(specMarkers('an error (MUST_PLAY_TRUMP)')).toEqual([expect.stringMatching(/^error code/)]);
    expect(specMarkers('The ace of hearts beats the ten of spades; the Sau counts 10.')).toEqual([]);
  });
});

describe.each(GAMES.map((g) => g.meta.id))('the players’ rules of %s', (id) => {
  it.each(LANGS)('in %s: written for players, without spec markers', (lang) => {
    const text = readFileSync(playerDoc(id, lang), 'utf8');
    expect(text.startsWith('# '), 'starts with a title').toBe(true);
    expect(text.length, 'is a whole rules page').toBeGreaterThan(2500);
    expect(specMarkers(text)).toEqual([]);
  });

  it.each(LANGS)('in %s: the host’s explanation and the points at a glance shown with them have no spec markers either', (lang) => {
    const content = contentOf(id);
    expect(content, `the web module of ${id} has its content`).toBeDefined();
    expect(specMarkers([content!.explain[lang], ...content!.glance[lang]].join('\n'))).toEqual([]);
  });

  it('the German page has the same sections as the English one, and says the goal and the end', () => {
    const sections = (lang: Lang) => readFileSync(playerDoc(id, lang), 'utf8').split('\n').filter((l) => l.startsWith('## '));
    expect(sections('de').length).toBe(sections('en').length);
    expect(sections('en')).toEqual(expect.arrayContaining(['## The goal', '## Good to know']));
    expect(sections('de')).toEqual(expect.arrayContaining(['## Das Ziel', '## Gut zu wissen']));
  });

  it.each(LANGS)('in %s: is what the web app loads for the rules sheet and the game page', async (lang) => {
    const doc = await loadRules(id, lang);
    expect(doc).toEqual({ text: readFileSync(playerDoc(id, lang), 'utf8'), lang });
  });
});
