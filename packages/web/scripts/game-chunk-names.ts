/**
 * File names for the lazy chunks of a game's folder (`src/games/<id>/tv.tsx`, `phone.tsx`, `deal-why.ts`):
 * every game names its files alike, so the bundler's default (`[name]-[hash].js`) would give four
 * `tv-….js`. Prefixed with the game's folder they read `lusti-tv-….js`, `lusti-phone-….js`: what the
 * network log and the tests that watch what a screen fetches can tell apart. Other chunks keep the default.
 */
const GAME_MODULE = /[\\/]src[\\/]games[\\/]([^\\/]+)[\\/][^\\/]+\.tsx?$/;

export function chunkFileName(chunk: { facadeModuleId: string | null }): string {
  const game = chunk.facadeModuleId ? GAME_MODULE.exec(chunk.facadeModuleId)?.[1] : undefined;
  return game ? `assets/${game}-[name]-[hash].js` : 'assets/[name]-[hash].js';
}
