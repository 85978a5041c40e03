/** All strings, merged. Each area keeps its own file; keys are unique across areas. */
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

export const EN = { ...commonEn, ...playEn, ...errorsEn, ...tvEn, ...resultsEn, ...eveningEn, ...preferencesEn, ...lessonEn, ...coachEn, ...replayEn, ...statsEn, ...statesEn, ...outsideEn, ...summaryEn };
export type StringKey = keyof typeof EN;
export const DE: Record<StringKey, string> = { ...commonDe, ...playDe, ...errorsDe, ...tvDe, ...resultsDe, ...eveningDe, ...preferencesDe, ...lessonDe, ...coachDe, ...replayDe, ...statsDe, ...statesDe, ...outsideDe, ...summaryDe };
