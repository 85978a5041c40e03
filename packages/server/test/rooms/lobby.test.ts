import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROOM_CODE_ALPHABET } from '@kitchen-table/protocol';
import { arrangeSlots, fillWithBots, nextBotName, placeNewcomer, renumberBots, resize, seatOf, vacate, withBotLevel, type Slot } from '../../src/rooms/lobby-slots.ts';
import { cleanName, uniqueName } from '../../src/rooms/names.ts';
import { normaliseRoomCode, randomRoomCode, uniqueRoomCode } from '../../src/rooms/room-codes.ts';
import { hashToken, newMemberId, newToken } from '../../src/rooms/tokens.ts';
import { RoomError } from '../../src/rooms/room-error.ts';

const human = (memberId: string): Slot => ({ kind: 'human', memberId });
const code = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    if (e instanceof RoomError) return e.code;
    throw e;
  }
  return 'ok';
};

describe('room codes', () => {
  it('are 4 letters from an alphabet without look-alikes (no I, L, O, Q, no digits)', () => {
    for (let i = 0; i < 200; i++) expect(randomRoomCode()).toMatch(/^[BCDFGHJKMNPRSTVWXZ]{4}$/);
    for (const ch of 'ILOQ01AEIOU') expect(ROOM_CODE_ALPHABET).not.toContain(ch);
  });

  it('are unique among live rooms', () => {
    const seq = ['BBBB', 'BBBB', 'CCCC'];
    expect(uniqueRoomCode((c) => c === 'BBBB', () => seq.shift()!)).toBe('CCCC');
  });

  it('are read in any case with spaces around; anything else is not a code', () => {
    expect(normaliseRoomCode(' bcdf ')).toBe('BCDF');
    expect(normaliseRoomCode('BCD')).toBeNull();
    expect(normaliseRoomCode('BCDA')).toBeNull();
  });
});

describe('tokens', () => {
  it('are 128 random bits as 32 hex digits; only their hash is kept', () => {
    const a = newToken();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newToken()).not.toBe(a);
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(a)).toBe(hashToken(a));
    expect(newMemberId()).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('names', () => {
  it('have 1 to 20 characters after trimming; whitespace collapses', () => {
    expect(cleanName('  Anna   Maria ')).toBe('Anna Maria');
    expect(cleanName('x'.repeat(20))).toBe('x'.repeat(20));
    expect(cleanName('x'.repeat(21))).toBeNull();
    expect(cleanName('   ')).toBeNull();
    expect(cleanName('👩‍🍳 Chef')).toBe('👩‍🍳 Chef');
  });

  it('refuse control and bidi-override characters', () => {
    expect(cleanName('a\u0007b')).toBeNull();
    expect(cleanName('evil\u202Eeman')).toBeNull();
  });

  it('a duplicate gets a suffix, within 20 characters', () => {
    expect(uniqueName('Anna', ['anna'])).toBe('Anna 2');
    expect(uniqueName('Anna', ['Anna', 'Anna 2'])).toBe('Anna 3');
    expect(uniqueName('x'.repeat(20), ['x'.repeat(20)])).toBe('x'.repeat(18) + ' 2');
  });

  it('property: a cleaned name is 1–20 characters and a unique name is never taken', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.array(fc.string({ maxLength: 20 }), { maxLength: 8 }), (raw, taken) => {
        const name = cleanName(raw);
        if (name === null) return;
        expect([...name].length).toBeGreaterThanOrEqual(1);
        expect([...name].length).toBeLessThanOrEqual(20);
        const unique = uniqueName(name, taken);
        expect(taken.map((t) => t.toLowerCase())).not.toContain(unique.toLowerCase());
        expect([...unique].length).toBeLessThanOrEqual(20);
      }),
    );
  });
});

describe('seats', () => {
  it('a newcomer takes the first open seat, else a new one up to the maximum, else watches', () => {
    expect(placeNewcomer([human('a'), { kind: 'open' }], 'b', 4)).toEqual([human('a'), human('b')]);
    expect(placeNewcomer([human('a')], 'b', 4)).toEqual([human('a'), human('b')]);
    expect(placeNewcomer([human('a'), human('b')], 'c', 2)).toBeNull();
  });

  it('a leaving player’s seat opens in the lobby and goes to a bot during a match', () => {
    expect(vacate([human('a'), human('b')], 'a', false)).toEqual([{ kind: 'open' }, human('b')]);
    expect(vacate([{ kind: 'bot', name: 'Bot 1', level: 'strong' }, human('b')], 'b', true)).toEqual([
      { kind: 'bot', name: 'Bot 1', level: 'strong' },
      { kind: 'bot', name: 'Bot 2', level: 'normal' },
    ]);
    expect(nextBotName([{ kind: 'bot', name: 'Bot 2', level: 'normal' }])).toBe('Bot 1');
  });

  it('fewer seats send the cut seats’ players to the audience', () => {
    expect(resize([human('a'), human('b'), human('c')], 2)).toEqual({ slots: [human('a'), human('b')], displaced: ['c'] });
    expect(resize([human('a')], 3).slots).toEqual([human('a'), { kind: 'open' }, { kind: 'open' }]);
  });

  it('an arrangement places each member once, within the game’s seat range, with at most 5 bots', () => {
    const members = new Set(['a', 'b']);
    const isMember = (id: string) => members.has(id);
    expect(arrangeSlots([{ kind: 'human', memberId: 'b' }, { kind: 'bot' }, { kind: 'human', memberId: 'a' }], isMember, 3, 6)).toEqual([
      human('b'),
      { kind: 'bot', name: 'Bot 1', level: 'normal' },
      human('a'),
    ]);
    expect(code(() => arrangeSlots([{ kind: 'human', memberId: 'a' }, { kind: 'human', memberId: 'a' }, { kind: 'bot' }], isMember, 3, 6))).toBe('BAD_SEATS');
    expect(code(() => arrangeSlots([{ kind: 'human', memberId: 'z' }, { kind: 'bot' }, { kind: 'bot' }], isMember, 3, 6))).toBe('BAD_SEATS');
    expect(code(() => arrangeSlots([{ kind: 'bot' }, { kind: 'bot' }], isMember, 3, 6))).toBe('BAD_SEATS');
    expect(code(() => arrangeSlots(Array(6).fill({ kind: 'bot' }), isMember, 3, 6))).toBe('TOO_MANY_BOTS');
  });

  it('at the start open seats get bots (the minimum forces them), at most 5', () => {
    expect(fillWithBots([human('a'), { kind: 'open' }, { kind: 'open' }])).toEqual([
      human('a'),
      { kind: 'bot', name: 'Bot 1', level: 'normal' },
      { kind: 'bot', name: 'Bot 2', level: 'normal' },
    ]);
    expect(code(() => fillWithBots(Array(6).fill({ kind: 'open' })))).toBe('TOO_MANY_BOTS');
    expect(seatOf([{ kind: 'open' }, human('x')], 'x')).toBe(1);
  });

  it('bot levels (issue 6, host-selectable per bot seat): an arrangement sets them, `normal` by default, and reordering, renumbering and resizing keep them', () => {
    const slots = arrangeSlots([{ kind: 'bot', level: 'strong' }, human('a'), { kind: 'bot' }, { kind: 'bot', level: 'easy' }], (id) => id === 'a', 2, 6);
    expect(slots.map((s) => (s.kind === 'bot' ? `${s.name}:${s.level}` : s.kind))).toEqual(['Bot 1:strong', 'human', 'Bot 2:normal', 'Bot 3:easy']);
    const reordered = renumberBots([slots[3]!, slots[1]!, slots[0]!]);
    expect(reordered.map((s) => (s.kind === 'bot' ? `${s.name}:${s.level}` : s.kind))).toEqual(['Bot 1:easy', 'human', 'Bot 2:strong']);
    expect(resize(slots, 2).slots[0]).toEqual({ kind: 'bot', name: 'Bot 1', level: 'strong' });
  });

  it('the host sets one bot seat’s level; a seat that is not a bot’s is BAD_SEATS', () => {
    const slots: Slot[] = [human('a'), { kind: 'bot', name: 'Bot 1', level: 'normal' }, { kind: 'open' }];
    expect(withBotLevel(slots, 1, 'strong')).toEqual([human('a'), { kind: 'bot', name: 'Bot 1', level: 'strong' }, { kind: 'open' }]);
    expect(slots[1]).toEqual({ kind: 'bot', name: 'Bot 1', level: 'normal' });
    expect(code(() => withBotLevel(slots, 0, 'easy'))).toBe('BAD_SEATS');
    expect(code(() => withBotLevel(slots, 2, 'easy'))).toBe('BAD_SEATS');
    expect(code(() => withBotLevel(slots, 3, 'easy'))).toBe('BAD_SEATS');
  });
});
