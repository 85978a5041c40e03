/**
 * Issue 28 §6: a phone dropped to the lobby by the host's abort is told why (room state `endedEarly`), in
 * English and German; the host who ended it is not told what they did themselves.
 */
import { describe, expect, it } from 'vitest';
import type { EndedEarlyInfo } from '@kitchen-table/protocol';
import { endedEarlyText } from '../src/phone/ended-early.ts';

const byAnna: EndedEarlyInfo = { reason: 'host', game: 'lusti', lesson: false, by: { id: 'm-anna', name: 'Anna' }, at: 1 };

describe('why the match stopped early', () => {
  it('guests are told who ended which match, and that it was not scored', () => {
    expect(endedEarlyText('en', byAnna, 'm-ben', 'Lusti-Kartl’n')).toBe('Anna ended the Lusti-Kartl’n match early — it was not scored.');
    expect(endedEarlyText('de', byAnna, 'm-ben', 'Lusti-Kartl’n')).toBe('Anna hat die Partie Lusti-Kartl’n vorzeitig beendet — sie wird nicht gewertet.');
    expect(endedEarlyText('en', { ...byAnna, lesson: true }, null, 'Elevator')).toBe('Anna ended the Elevator lesson.');
  });

  it('the host who ended it, and a room with nothing to say, get no notice', () => {
    expect(endedEarlyText('en', byAnna, 'm-anna', 'x')).toBeNull();
    expect(endedEarlyText('en', null, 'm-ben', 'x')).toBeNull();
    expect(endedEarlyText('en', undefined, 'm-ben', 'x')).toBeNull();
  });

  it('a match dropped for failing says so, to everyone', () => {
    const failed: EndedEarlyInfo = { reason: 'failure', game: 'fahrstuhl', lesson: false, by: null, at: 2 };
    expect(endedEarlyText('en', failed, 'm-anna', 'Fahrstuhl')).toContain('kept failing');
    expect(endedEarlyText('de', failed, 'm-anna', 'Fahrstuhl')).toContain('nicht gewertet');
  });
});
