/**
 * All strings, merged: each shared area keeps its own file here, each game its own strings in its folder
 * (games/<id>/strings.ts), which the game registry adds (`addGameStrings`). Keys are unique across all of
 * them: a game's key that is already taken is refused when the game is added.
 */
import type { GameStringKey } from '../games/registry.ts';
import type { GameStrings } from '../games/web-game.ts';
import { en as commonEn, de as commonDe } from './common.ts';
import { en as playEn, de as playDe } from './play.ts';
import { en as errorsEn, de as errorsDe } from './errors.ts';
import { en as tvEn, de as tvDe } from './tv.ts';
import { en as resultsEn, de as resultsDe } from './results.ts';
import { en as eveningEn, de as eveningDe } from './evening.ts';
import { en as preferencesEn, de as preferencesDe } from './preferences.ts';
// issue 18 part 3
import { en as lessonEn, de as lessonDe } from './lesson.ts';
import { en as coachEn, de as coachDe } from './coach.ts';
import { en as replayEn, de as replayDe } from './replay.ts';
// Issue 18, part 4: the family's statistics.
import { en as statsEn, de as statsDe } from './stats.ts';
// Issue 28 §6: states shown truly.
import { en as statesEn, de as statesDe } from './states.ts';
// Issue 30 part 4: outside bots.
import { en as outsideEn, de as outsideDe } from './outside.ts';
// Issue 28, part 4: why the totals changed between deals.
import { en as summaryEn, de as summaryDe } from './summary.ts';

const SHARED_EN = { ...commonEn, ...playEn, ...errorsEn, ...tvEn, ...resultsEn, ...eveningEn, ...preferencesEn, ...lessonEn, ...coachEn, ...replayEn, ...statsEn, ...statesEn, ...outsideEn, ...summaryEn };

/** A shared string's key or a registered game's own. */
export type StringKey = keyof typeof SHARED_EN | GameStringKey;

/** Every string in English, then in German: the shared ones and those of the games the registry added. */
export const EN = SHARED_EN as Record<StringKey, string>;
export const DE = { ...commonDe, ...playDe, ...errorsDe, ...tvDe, ...resultsDe, ...eveningDe, ...preferencesDe, ...lessonDe, ...coachDe, ...replayDe, ...statsDe, ...statesDe, ...outsideDe, ...summaryDe } satisfies Record<keyof typeof SHARED_EN, string> as Record<StringKey, string>;

/**
 * Adds a game's own strings to EN and DE and returns the function that takes them out again (for tests).
 * The game registry calls it for each game it lists; a key the shared strings or another game has is an error.
 */
export function addGameStrings({ en, de }: GameStrings): () => void {
  const taken = Object.keys(en).filter((key) => key in EN);
  if (taken.length > 0) throw new Error(`string keys taken already: ${taken.join(', ')}`);
  Object.assign(EN, en);
  Object.assign(DE, de);
  return () => {
    for (const table of [EN, DE] as Record<string, string>[]) for (const key of Object.keys(en)) delete table[key];
  };
}
