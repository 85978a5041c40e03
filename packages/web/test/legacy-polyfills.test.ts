/**
 * Issue 27: the old-browser build carries polyfills only for what is used. Babel's usage scan (the one
 * plugin-legacy would run) over a fresh production build names every core-js module the code might
 * need on the old-browser targets; of those, what the modern floor has too must be either polyfilled
 * (scripts/legacy-polyfills.ts's `LEGACY_POLYFILLS`) or named not needed with a reason (`NOT_NEEDED`),
 * and nothing is polyfilled that the scan does not find. A new use of a feature thus fails here until
 * someone decides; Chromium 64 plays every game with the result (old-browser.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_POLYFILLS, neededBy, NOT_NEEDED, polyfillsBabelFinds } from '../scripts/legacy-polyfills.ts';
import { MODERN_TARGETS } from '../scripts/legacy-gate.ts';
import { LEGACY_TARGETS } from '../scripts/targets.ts';
import { buildWebForTest } from './support/browser.ts';

describe('the old-browser polyfills (issue 27)', () => {
  let web: { dir: string; remove(): void };
  /** Each core-js module the scan names, with the chunks that asked for it. */
  const found = new Map<string, string[]>();
  let legacyNeeds: Set<string>;
  let modernNeeds: Set<string>;

  beforeAll(async () => {
    web = await buildWebForTest({ production: true });
    const assets = join(web.dir, 'assets');
    for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
      for (const name of await polyfillsBabelFinds(readFileSync(join(assets, file), 'utf8'), LEGACY_TARGETS)) {
        found.set(name, [...(found.get(name) ?? []), file]);
      }
    }
    legacyNeeds = await neededBy(LEGACY_TARGETS, [...found.keys()]);
    modernNeeds = await neededBy(MODERN_TARGETS, [...found.keys()]);
  }, 300_000);

  afterAll(() => web?.remove());

  it('the scan reads the build (it finds what the engine and marked use: Object.hasOwn, String#matchAll)', () => {
    expect(found.get('es.object.has-own')?.some((f) => f.startsWith('engine-'))).toBe(true);
    expect(found.get('es.string.match-all')?.some((f) => f.startsWith('RulesDoc-'))).toBe(true);
  });

  it('every feature the code uses that an old browser lacks and the modern floor has is polyfilled or named not needed', () => {
    const listed = new Set<string>([...LEGACY_POLYFILLS, ...Object.keys(NOT_NEEDED)]);
    const undecided = [...found.keys()].filter((m) => legacyNeeds.has(m) && !modernNeeds.has(m) && !listed.has(m));
    expect(undecided.map((m) => `${m} (${found.get(m)!.join(', ')})`)).toEqual([]);
  });

  it('no polyfill the code does not use, and none for what the modern floor lacks too (the modern build has no polyfills)', () => {
    expect(LEGACY_POLYFILLS.filter((m) => !found.has(m))).toEqual([]);
    expect(LEGACY_POLYFILLS.filter((m) => modernNeeds.has(m) || !legacyNeeds.has(m))).toEqual([]);
  });

  it('structuredClone is not used (Chromium 98: above the modern floor; its polyfill was the old build’s largest)', () => {
    expect(found.has('web.structured-clone')).toBe(false);
  });
});
