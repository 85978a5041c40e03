/**
 * Why the phone is back in the lobby when the match did not finish (issue 28 §6; room state
 * `endedEarly`): "Anna ended the Fahrstuhl match early — it was not scored." The host who ended it is
 * not told what they did themselves.
 */
import type { EndedEarlyInfo } from '@kitchen-table/protocol';
import { translate, type Lang } from '../i18n.ts';

export function endedEarlyText(lang: Lang, ended: EndedEarlyInfo | null | undefined, myId: string | null, gameName: string): string | null {
  if (!ended) return null;
  if (ended.reason === 'host') {
    if (ended.by && ended.by.id === myId) return null;
    return translate(lang, ended.lesson ? 'endedLessonByHost' : 'endedByHost', { name: ended.by?.name ?? '?', game: gameName });
  }
  return translate(lang, ended.lesson ? 'endedLessonByFailure' : 'endedByFailure', { game: gameName });
}
