/**
 * Which of the two builds a browser runs, decided by one small inline script in the page.
 *
 * @vitejs/plugin-legacy builds both: the modern chunks (ES modules, syntax up to `MODERN_TARGETS`) and the
 * old-browser chunks (SystemJS, syntax lowered by Babel to the browserslist targets in package.json,
 * core-js polyfills for exactly the features the code uses). Its own loader sends every browser with ES
 * modules, dynamic import and `import.meta` to the modern chunks — which admits Chromium 64–92 and
 * Safari 12–15.3, engines that cannot parse this app's modern (ES2022) code, and a page whose module
 * script has a syntax error (the empty green TV). So this plugin keeps plugin-legacy's build and
 * replaces only its loader: `MODERN_CHECK` (Object.hasOwn: Chromium 93, Firefox 92, Safari 15.4 — the
 * floor of `MODERN_TARGETS`) picks the modern entry, everything else gets the polyfills and the legacy
 * entry (and measures whether flex gap works). One inline script with constant text (the chunk names ride in its data attributes), so the
 * server's CSP allows exactly it by its hash (see packages/server/src/http/security-headers.ts).
 */
import type { Plugin } from 'vite';
import { NO_FLEX_GAP_CLASS } from './flex-gap-fallback.ts';

/** The browsers the modern chunks are compiled for: exactly those that pass `MODERN_CHECK`. */
export const MODERN_TARGETS = 'chrome >= 93, edge >= 93, firefox >= 92, safari >= 15.4, ios_saf >= 15.4';

const MODERN_CHECK = `typeof Object.hasOwn=="function"`;

/**
 * An old browser that ignores flex `gap` (a column with a 1px row gap between two empty items is not
 * 1px high) gets `no-flex-gap` on <html>: the CSS's margin fallbacks apply (flex-gap-fallback.ts).
 * Every browser that passes `MODERN_CHECK` has flex gap, so only the old-browser path measures.
 */
const FLEX_GAP_CHECK = `var f=d.createElement("div");f.style.cssText="display:flex;flex-direction:column;row-gap:1px;position:absolute";`
  + `f.appendChild(d.createElement("div"));f.appendChild(d.createElement("div"));d.body.appendChild(f);`
  + `if(f.scrollHeight!==1)d.documentElement.className+=" ${NO_FLEX_GAP_CLASS}";d.body.removeChild(f);`;

/** ES5, no eval: runs on every browser that can show the page. */
export const LOADER_CODE = `!function(){var d=document,s=d.currentScript,a=function(n){return s.getAttribute("data-"+n)},e;`
  + `if(${MODERN_CHECK}){a("preload").split(" ").forEach(function(h){if(!h)return;var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;d.head.appendChild(l)});`
  + `e=d.createElement("script");e.type="module";e.crossOrigin="";e.src=a("modern");d.head.appendChild(e)}`
  + `else{${FLEX_GAP_CHECK}e=d.createElement("script");e.src=a("polyfills");e.onload=function(){System.import(a("legacy"))};d.head.appendChild(e)}}();`;

const attr = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** Rewrites the page plugin-legacy wrote: its scripts and module preloads out, the one loader in. */
export function replaceLegacyLoader(html: string): string {
  const scripts = [...html.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/g)].map((m) => m[0]);
  const modernEntry = scripts.find((s) => /type="module"/.test(s) && attr(s, 'src'));
  const polyfills = scripts.find((s) => attr(s, 'id') === 'vite-legacy-polyfill');
  const legacyEntry = scripts.find((s) => attr(s, 'id') === 'vite-legacy-entry');
  if (!modernEntry || !polyfills || !legacyEntry) throw new Error('legacy-gate: the page lacks plugin-legacy\'s modern entry, polyfills or legacy entry');
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
  let out = html;
  for (const tag of [...scripts, ...preloads]) out = out.replace(tag, '');
  const loader = `<script data-modern="${attr(modernEntry, 'src')}" data-preload="${preloads.map((l) => attr(l, 'href')).join(' ')}"`
    + ` data-polyfills="${attr(polyfills, 'src')}" data-legacy="${attr(legacyEntry, 'data-src')}">${LOADER_CODE}</script>`;
  return out.replace(/\n\s*\n/g, '\n').replace('</body>', `${loader}\n</body>`);
}

export function legacyGate(): Plugin {
  return {
    name: 'kitchen-table:legacy-gate',
    apply: 'build',
    // After plugin-legacy has injected its tags; the legacy output's own copy of the page is discarded.
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => (ctx.chunk?.fileName.includes('-legacy') ? html : replaceLegacyLoader(html)),
    },
  };
}
