import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLIENT_EVENTS, CLIENT_SCHEMAS, ERROR_CODES, parseClientPayload, slotInfoSchema, snapshotSchema, type ClientEventName } from '../src/index.ts';

describe('client message schemas', () => {
  it('accept well-formed payloads', () => {
    expect(parseClientPayload(CLIENT_EVENTS.join, { code: 'bcdf', name: 'Anna', deviceToken: 'a'.repeat(32) }).ok).toBe(true);
    expect(parseClientPayload(CLIENT_EVENTS.move, { seq: 3, move: { play: 'AH' } }).ok).toBe(true);
    expect(parseClientPayload(CLIENT_EVENTS.configure, { game: 'fahrstuhl', clockSeconds: 0, options: { mode: 'up' } }).ok).toBe(true);
    expect(parseClientPayload(CLIENT_EVENTS.arrange, { slots: [{ kind: 'bot' }, { kind: 'human', memberId: '0123456789abcdef' }] }).ok).toBe(true);
  });

  it('refuse unknown keys, wrong types and clock values outside the choices', () => {
    expect(parseClientPayload(CLIENT_EVENTS.start, { now: true }).ok).toBe(false);
    expect(parseClientPayload(CLIENT_EVENTS.move, { seq: 1.5, move: {} }).ok).toBe(false);
    expect(parseClientPayload(CLIENT_EVENTS.configure, { clockSeconds: 25 }).ok).toBe(false);
    expect(parseClientPayload(CLIENT_EVENTS.resume, { token: 'A'.repeat(32) }).ok).toBe(false);
    const bad = parseClientPayload(CLIENT_EVENTS.end, { mode: 'later' });
    expect(bad.ok === false && bad.message).toContain('host:end');
  });

  it('bot levels (issue 6, host-selectable per bot seat): easy, normal or strong, in an arrangement (optional) or per seat (host:botLevel)', () => {
    for (const level of ['easy', 'normal', 'strong']) {
      expect(parseClientPayload(CLIENT_EVENTS.arrange, { slots: [{ kind: 'bot', level }, { kind: 'open' }] }).ok).toBe(true);
      expect(parseClientPayload(CLIENT_EVENTS.botLevel, { seat: 2, level }).ok).toBe(true);
    }
    expect(CLIENT_EVENTS.botLevel).toBe('host:botLevel');
    expect(parseClientPayload(CLIENT_EVENTS.arrange, { slots: [{ kind: 'bot', level: 'random' }] }).ok).toBe(false);
    expect(parseClientPayload(CLIENT_EVENTS.arrange, { slots: [{ kind: 'open', level: 'easy' }] }).ok).toBe(false);
    expect(parseClientPayload(CLIENT_EVENTS.botLevel, { seat: 2 }).ok).toBe(false);
    expect(parseClientPayload(CLIENT_EVENTS.botLevel, { seat: -1, level: 'easy' }).ok).toBe(false);
    expect(parseClientPayload(CLIENT_EVENTS.botLevel, { seat: 1, level: 'hard' }).ok).toBe(false);
    expect(slotInfoSchema.safeParse({ kind: 'bot', name: 'Bot 1', level: 'strong' }).success).toBe(true);
    expect(slotInfoSchema.safeParse({ kind: 'bot', name: 'Bot 1' }).success).toBe(false);
  });

  it('property: any JSON payload for any event is judged without throwing', () => {
    const events = Object.keys(CLIENT_SCHEMAS) as ClientEventName[];
    fc.assert(
      fc.property(fc.constantFrom(...events), fc.jsonValue(), (event, payload) => {
        const r = parseClientPayload(event, payload);
        expect(typeof r.ok).toBe('boolean');
      }),
    );
  });

  it('the error codes include the protocol’s required ones, each once', () => {
    for (const c of ['BAD_MESSAGE', 'STALE_STATE', 'NOT_HOST', 'NOT_SEATED', 'ROOM_NOT_FOUND', 'ROOM_FULL', 'KICKED', 'RATE_LIMITED', 'NAME_INVALID']) {
      expect(ERROR_CODES).toContain(c);
    }
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('the snapshot schema describes what the server sends', () => {
    const snapshot = {
      room: {
        code: 'BCDF', phase: 'lobby', hostId: null, tvConnected: true, members: [],
        config: { game: null, options: {}, seats: 4, clockSeconds: 45, botDelayMs: 0, summarySeconds: 10 },
        slots: [{ kind: 'open' }], claims: [], summary: null, finishing: false, paused: null, suspended: false, clock: null, result: null,
      },
      you: { role: 'tv', memberId: null, seat: null, isHost: false },
      match: null,
    };
    expect(snapshotSchema.safeParse(snapshot).success).toBe(true);
  });
});
