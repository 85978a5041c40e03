/**
 * Issue 27, part 6: on the TV, animations and transitions move only `transform` and `opacity` (and the
 * individual `translate`, `scale`, `rotate`), which a weak TV composites without layout or repaint. Read
 * from the style sheets the TV loads (its own, the cards', the replay board's, the statistics', the shared
 * ones).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', 'src');
const TV_STYLES = ['tv', 'cards', 'replay', 'stats', 'coach', 'styles', 'games'];
const MOVING = new Set(['transform', 'opacity', 'translate', 'scale', 'rotate']);

function cssFiles(): { file: string; css: string }[] {
  return TV_STYLES.flatMap((dir) =>
    readdirSync(join(SRC, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.css'))
      .map((f) => ({ file: `${dir}/${f}`, css: readFileSync(join(SRC, dir, f), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '') })),
  );
}

/** The properties each `@keyframes` block sets, by name. */
export function keyframeProperties(css: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const re = /@keyframes\s+([\w-]+)\s*\{/g;
  for (let m = re.exec(css); m; m = re.exec(css)) {
    let depth = 1;
    let i = re.lastIndex;
    while (depth > 0 && i < css.length) depth += css[i] === '{' ? 1 : css[i] === '}' ? -1 : 0, i++;
    const body = css.slice(re.lastIndex, i - 1);
    const props = new Set([...body.matchAll(/([\w-]+)\s*:/g)].map((p) => p[1]));
    out.set(m[1], props);
  }
  return out;
}

/** The properties every `transition` declaration names (`all` counts as a property). */
export function transitionProperties(css: string): string[] {
  return [...css.matchAll(/(?:^|[;{\s])transition\s*:\s*([^;}]+)/g)]
    .flatMap((m) => m[1].split(','))
    .map((part) => part.trim().split(/\s+/)[0])
    .filter((p) => p !== 'none' && !/^\d/.test(p));
}

describe('TV motion: transform and opacity only', () => {
  it('finds the keyframes and transitions it checks (the reader works)', () => {
    expect([...keyframeProperties('@keyframes a { from { transform: none; opacity: 0 } 50% { box-shadow: 0 0 1px red; } }').get('a')!]).toEqual(['transform', 'opacity', 'box-shadow']);
    expect(transitionProperties('.x { transition: border-color 0.2s, transform 1s; } .y{transition:opacity .2s}')).toEqual(['border-color', 'transform', 'opacity']);
  });

  it('every @keyframes on the TV animates only transform, opacity, translate, scale or rotate', () => {
    const bad: string[] = [];
    for (const { file, css } of cssFiles()) {
      for (const [name, props] of keyframeProperties(css)) {
        for (const p of props) if (!MOVING.has(p)) bad.push(`${file} @keyframes ${name}: ${p}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('every transition on the TV names only transform or opacity', () => {
    const bad = cssFiles().flatMap(({ file, css }) => transitionProperties(css).filter((p) => !MOVING.has(p)).map((p) => `${file}: transition ${p}`));
    expect(bad).toEqual([]);
  });
});
