/**
 * Issue 18, part 5: "the TV's voice for whose turn it is, trump and calls (switchable)". What the TV
 * says at each moment of the table, in English and German; the switch itself is a stored preference
 * (preferences.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { DE, EN, type StringKey } from '../src/strings/index.ts';
import { tableAnnouncement, type TableMoment, type VoiceMemory } from '../src/tv/voice.ts';

const translator = (table: Record<StringKey, string>) => (key: StringKey, vars: Record<string, string | number> = {}) =>
  table[key].replace(/\{(\w+)\}/g, (_, v: string) => String(vars[v] ?? ''));
const en = translator(EN);
const de = translator(DE);

const NAMES = ['Anna', 'Ben', 'Bot 3', 'Cara'];

function moment(over: Partial<TableMoment> = {}): TableMoment {
  return {
    matchId: 'm1', seq: 0, deal: 1, toAct: [0], trumpSuit: 'C', events: [], names: NAMES,
    isHuman: (s) => s !== 2, summary: false, paused: false, ...over,
  };
}

describe('the TV voice', () => {
  it('a new deal: the trump, then whose turn', () => {
    expect(tableAnnouncement(moment(), {}, en)).toEqual(['Trump is clubs.', 'Anna’s turn.']);
    expect(tableAnnouncement(moment(), {}, de)).toEqual(['Trumpf ist Kreuz.', 'Anna ist dran.']);
  });

  it('a call is said with the next turn, the trump only once per deal', () => {
    const memory: VoiceMemory = {};
    tableAnnouncement(moment(), memory, en);
    const next = moment({ seq: 1, toAct: [1], events: [{ type: 'call', seat: 0, call: 2 }] });
    expect(tableAnnouncement(next, memory, en)).toEqual(['Anna calls 2.', 'Ben’s turn.']);
    expect(tableAnnouncement(moment({ seq: 9, deal: 2, toAct: [1] }), memory, de)).toEqual(['Trumpf ist Kreuz.', 'Ben ist dran.']);
  });

  it('the same position is not said twice (a re-render, a clock message)', () => {
    const memory: VoiceMemory = {};
    tableAnnouncement(moment({ seq: 3, trumpSuit: null }), memory, en);
    expect(tableAnnouncement(moment({ seq: 3, trumpSuit: null }), memory, en)).toEqual([]);
  });

  it('a bot’s turn is not said (it moves by itself), nor a turn shared by several seats', () => {
    expect(tableAnnouncement(moment({ toAct: [2], trumpSuit: null }), {}, en)).toEqual([]);
    expect(tableAnnouncement(moment({ toAct: [0, 1], trumpSuit: null }), {}, en)).toEqual([]);
  });

  it('a game without trump says only the turns', () => {
    expect(tableAnnouncement(moment({ trumpSuit: null, toAct: [3] }), {}, en)).toEqual(['Cara’s turn.']);
  });

  it('nothing between deals or while paused; after the pause the turn is said', () => {
    const memory: VoiceMemory = {};
    expect(tableAnnouncement(moment({ summary: true }), memory, en)).toEqual([]);
    expect(tableAnnouncement(moment({ paused: true }), memory, en)).toEqual([]);
    expect(tableAnnouncement(moment(), memory, en)).toEqual(['Trump is clubs.', 'Anna’s turn.']);
  });
});
