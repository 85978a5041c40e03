/**
 * The old-browser build's polyfills (issue 27: "polyfills only for what is used"), hand-picked.
 *
 * plugin-legacy's own choice (Babel's `useBuiltIns: 'usage'`) cannot tell a Set from an array or a typed
 * array from a list of cards: every `.filter(` asks for the iterator helpers, every `.sort(` for the
 * typed-array sorts, every `.union(`-looking call for the Set methods — 83 core-js modules, 44 KB gzip,
 * loaded before the TV's first screen on every old TV. The rule here: the modern build (floor
 * `MODERN_TARGETS`: Chromium 93, Safari 15.4, Firefox 92) gets no polyfills, so the code and its
 * libraries can use only what that floor has; the old-browser build polyfills what the code really
 * uses that the floor has and an old-browser target (package.json's browserslist) lacks. Everything
 * Babel's usage scan names on top of that is listed in `NOT_NEEDED` with the reason.
 * legacy-polyfills.test.ts runs that scan over a fresh build and holds both lists to it, so a new use
 * of a feature is decided here, not shipped or missed silently; old-browser.test.ts plays every game
 * in Chromium 64 with the result.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** core-js modules (`core-js/modules/<name>.js`) the old-browser build loads before anything else. */
export const LEGACY_POLYFILLS = [
  'es.object.has-own', // Chromium 93, Safari 15.4, Firefox 92: the engine's rules, marked (the rules docs)
  'es.object.from-entries', // Chromium 73, Safari 12.1: the catalogue's and the engine's option tables
  'es.array.flat', // Chromium 69: the engine, marked
  'es.array.flat-map', // Chromium 69: the engine, the replay frames, the tables of every game
  'es.array.at', // Chromium 92, Safari 15.4, Firefox 90: the TV's Fahrstuhl sidebar, marked (arrays only)
  'es.array.sort', // stable only from Chromium 70: the engine's and the standings' orders must not depend on the browser
  'es.array.reverse', // Safari 12.0's reverse() could keep a literal array reversed across reloads
  'es.global-this', // Chromium 71, Safari 12.1: the protocol's session storage
  'es.string.match-all', // Chromium 73, Safari 13: marked
  'es.string.trim-start', // Chromium 66: marked
  'es.string.trim-end', // Chromium 66: marked
  'web.queue-microtask', // Chromium 71, Safari 12.1: Preact's hooks
] as const;

/**
 * What Babel's usage scan names, an old-browser target lacks by core-js's data and the modern floor
 * has — but the app does not need, and why. (What the modern floor lacks too is never polyfilled: the
 * modern build would already fail on it, so the scan named it for a different object's method.)
 */
export const NOT_NEEDED: Record<string, string> = {
  'es.array.iterator': 'native since Chromium 51, Safari 10; core-js replaces it for spec details the app never meets',
  'web.dom-collections.iterator': 'NodeList and friends are iterable in every target; the fix is for collections the app does not iterate',
  'es.array.reduce': 'the fix is for a bug of Chromium 80–82 only',
  'es.array.unscopables.flat': 'only matters inside `with` blocks, which the app has none of',
  'es.array.unscopables.flat-map': 'only matters inside `with` blocks, which the app has none of',
  'es.array-buffer.slice': 'binary socket.io payloads only; the app sends JSON',
  'es.promise': 'every target has Promise (the fix is for unhandled-rejection events and subclassing)',
  'es.promise.finally': 'every target has finally() (the fix is for non-native promise subclasses)',
  'es.regexp.constructor': 'named groups and dotAll in a RegExp built at run time (Firefox < 78): none is — Babel lowers the literals',
  'es.regexp.dot-all': 'no RegExp built at run time uses the s flag',
  'es.regexp.exec': 'named groups at run time (Firefox < 78): see es.regexp.constructor',
  'es.string.replace': 'named replacements ($<name>) at run time: none',
  'es.string.at-alternative': 'the scan matches the arrays’ at() (es.array.at); no string is indexed with at()',
  'es.string.trim': 'a fix for U+180E as whitespace; irrelevant to names and rules text',
  'es.symbol.description': 'the app reads `description` of errors and games, never of a Symbol',
  'es.typed-array.at': 'the scan matches arrays; no typed array is indexed with at()',
  'es.typed-array.fill': 'native in every target; the fix is for a spec detail',
  'es.typed-array.from': 'native in every target; the fix is for constructors with iterables',
  'es.typed-array.int8-array': 'native in every target; the fix is for constructors with iterables',
  'es.typed-array.int32-array': 'native in every target; the fix is for constructors with iterables',
  'es.typed-array.of': 'native in every target; the fix is for constructors with iterables',
  'es.typed-array.sort': 'the scan matches arrays; no typed array is sorted',
  'es.typed-array.uint8-array': 'native in every target (the hashing of the deal generator uses it as it is)',
  'es.typed-array.uint32-array': 'native in every target (the deal generator’s cipher uses it as it is)',
  'web.self': 'the fix makes `self` writable; the app only reads it',
  'web.url-search-params': 'native in every target; the statistics page only reads one parameter',
};

/** Turns Babel's module name into the import plugin-legacy's `additionalLegacyPolyfills` takes. */
export const polyfillImport = (name: string): string => `core-js/modules/${name}.js`;

/**
 * The core-js modules Babel's usage scan (plugin-legacy's own settings) names for one chunk of code,
 * for the given browserslist targets.
 */
export async function polyfillsBabelFinds(code: string, targets: readonly string[]): Promise<string[]> {
  // Babel ships no types of its own; this is all of it that is used.
  const babel = require('@babel/core') as { transformAsync(code: string, options: object): Promise<{ code?: string | null } | null> };
  const presetEnv = require('@babel/preset-env') as unknown;
  const corejs = (JSON.parse(readFileSync(require.resolve('core-js/package.json'), 'utf8')) as { version: string }).version;
  const result = await babel.transformAsync(code, {
    babelrc: false, configFile: false, compact: true, sourceType: 'module', browserslistConfigFile: false,
    targets: [...targets],
    presets: [[presetEnv, { bugfixes: true, modules: false, useBuiltIns: 'usage', corejs: { version: corejs, proposals: false }, shippedProposals: true }]],
  });
  return [...(result?.code ?? '').matchAll(/import\s*"core-js\/modules\/([\w.-]+)\.js"/g)].map((m) => m[1]!);
}

/** Of `modules`, those core-js's data says the browsers of `targets` need. */
export async function neededBy(targets: string | readonly string[], modules: readonly string[]): Promise<Set<string>> {
  const compat = (await import('core-js-compat')).default;
  return new Set(compat({ targets: typeof targets === 'string' ? targets : [...targets], modules: [...modules] }).list);
}
