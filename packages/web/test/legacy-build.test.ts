/**
 * Issue 27's build pieces without a browser: the loader that replaces plugin-legacy's (one inline script,
 * constant text, the chunk names in its attributes) and the flex gap fallback (margins only under
 * html.no-flex-gap, so browsers with flex gap see the CSS as written).
 */
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { flexGapFallback } from '../scripts/flex-gap-fallback.ts';
import { LOADER_CODE, replaceLegacyLoader } from '../scripts/legacy-gate.ts';

/** The page as plugin-legacy 7 writes it (abridged to its tags). */
const PLUGIN_LEGACY_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-AAA.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-BBB.js">
    <link rel="stylesheet" crossorigin href="/assets/index-CCC.css">
    <script type="module">import.meta.url;import("_").catch(()=>1);(async function*(){})().next();window.__vite_is_modern_browser=true</script>
    <script type="module">!function(){if(window.__vite_is_modern_browser)return;console.warn("x")}();</script>
  </head>
  <body>
    <div id="app"></div>
    <script nomodule>!function(){var e=document}();</script>
    <script nomodule crossorigin id="vite-legacy-polyfill" src="/assets/polyfills-legacy-DDD.js"></script>
    <script nomodule crossorigin id="vite-legacy-entry" data-src="/assets/index-legacy-EEE.js">System.import(document.getElementById('vite-legacy-entry').getAttribute('data-src'))</script>
  </body>
</html>`;

describe('the build loader (legacy-gate.ts)', () => {
  it('leaves one script, the loader, with the chunk names as attributes, and the stylesheet', () => {
    const page = replaceLegacyLoader(PLUGIN_LEGACY_PAGE);
    const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const [, attrs, code] = scripts[0]!;
    expect(code).toBe(LOADER_CODE);
    expect(attrs).toContain('data-modern="/assets/index-AAA.js"');
    expect(attrs).toContain('data-preload="/assets/shared-BBB.js"');
    expect(attrs).toContain('data-polyfills="/assets/polyfills-legacy-DDD.js"');
    expect(attrs).toContain('data-legacy="/assets/index-legacy-EEE.js"');
    expect(page).not.toContain('<link rel="modulepreload"');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-CCC.css">');
    expect(page.indexOf('<script')).toBeGreaterThan(page.indexOf('<div id="app">'));
  });

  it('the loader text is the same for every build (its CSP hash is stable) and uses no eval', () => {
    const other = replaceLegacyLoader(PLUGIN_LEGACY_PAGE.replaceAll('AAA', 'ZZZ').replaceAll('EEE', 'YYY'));
    expect(other).toContain(LOADER_CODE);
    expect(LOADER_CODE).not.toMatch(/\beval\b|new Function|=>|\blet\b|\bconst\b|`/);
  });

  it('refuses a page without plugin-legacy\'s scripts rather than serving a page that loads nothing', () => {
    expect(() => replaceLegacyLoader('<html><body></body></html>')).toThrow(/legacy-gate/);
  });
});

async function run(css: string): Promise<string> {
  return (await postcss([flexGapFallback()]).process(css, { from: undefined })).css;
}

describe('the flex gap fallback (flex-gap-fallback.ts)', () => {
  it('a row gets the column gap before each item but the first, under html.no-flex-gap only', async () => {
    const out = await run('.a, .b > i { display: flex; gap: 4px 10px; }');
    expect(out).toContain('.a, .b > i { display: flex; gap: 4px 10px; }');
    expect(out).toContain('html.no-flex-gap .a > * + *, html.no-flex-gap .b > i > * + * { margin-left: 10px; }');
  });

  it('a column gets the row gap above each item but the first; a reversed one below', async () => {
    expect(await run('.c { display: flex; flex-direction: column; gap: 6px; }')).toContain('html.no-flex-gap .c > * + * { margin-top: 6px; }');
    expect(await run('.c { display: flex; flex-direction: column-reverse; row-gap: 6px; }')).toContain('html.no-flex-gap .c > * + * { margin-bottom: 6px; }');
  });

  it('a wrapping row: right and bottom margins, none to the right of the last item', async () => {
    const out = await run('.w { display: inline-flex; flex-wrap: wrap; gap: 4px 8px; }');
    expect(out).toContain('html.no-flex-gap .w > * { margin-right: 8px; margin-bottom: 4px; }');
    expect(out).toContain('html.no-flex-gap .w > *:last-child { margin-right: 0; }');
  });

  it('inside a media query the fallback stays inside it; grid gaps and gap-less flex rules get none', async () => {
    const out = await run('@media (min-width: 9px) { .m { display: flex; gap: 2px; } } .g { display: grid; gap: 3px; } .f { display: flex; }');
    expect(out).toMatch(/@media \(min-width: 9px\) \{[^}]*\}\s*html\.no-flex-gap \.m > \* \+ \* \{ margin-left: 2px;? \} \}/);
    expect(out).not.toContain('.g >');
    expect(out).not.toContain('.f >');
  });

  it('no fallback rule matches without the class: every added selector starts with html.no-flex-gap', async () => {
    const before = '.x { display: flex; gap: 1px; } html .y { display: flex; flex-wrap: wrap; gap: 2px; }';
    const root = postcss.parse(await run(before));
    const added: string[] = [];
    root.walkRules((r) => { if (!before.includes(r.selector)) added.push(...r.selectors); });
    expect(added.length).toBeGreaterThan(0);
    for (const s of added) expect(s).toMatch(/^html\.no-flex-gap[ .]/);
  });
});
