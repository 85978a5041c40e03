/**
 * Issue 26: hostile values for the fuzzer — deep, huge and odd — in every field of every client event,
 * including the fields the room stores and uses later (a selected move, a game's options, a name).
 * They are written as JSON text by hand and sent as raw socket.io packets: JSON.stringify (and the
 * client library's binary check) would recurse through an 8,000-deep value before it left the client,
 * and a hostile client need not use either.
 */
import fc from 'fast-check';
import { CLIENT_EVENTS, type ClientEventName } from '@kitchen-table/protocol';
import type { TestClient } from '../support/harness.ts';
import type { LiveRoom } from './live-rooms.ts';

export interface Hostile {
  label: string;
  /** The value as JSON text. */
  text: string;
}

const deepArray = (depth: number): string => `${'['.repeat(depth)}"AH"${']'.repeat(depth)}`;
const deepObject = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const manyKeys = (n: number): string => `{${Array.from({ length: n }, (_, i) => `"k${i}":${i}`).join(',')}}`;

/** Values no schema should pass where a value of a kind is wanted; each under the 16 KiB frame with its payload. */
export const hostileValue: fc.Arbitrary<Hostile> = fc.oneof(
  // Up to 8,000 levels (16 KB, just under the frame limit): issue 26's selection overflowed the stack from ~4,200.
  fc.noBias(fc.integer({ min: 5, max: 8_000 })).map((d) => ({ label: `deepArray${d}`, text: deepArray(d) })),
  fc.noBias(fc.integer({ min: 5, max: 2_000 })).map((d) => ({ label: `deepObject${d}`, text: deepObject(d) })),
  fc.noBias(fc.integer({ min: 41, max: 14_000 })).map((n) => ({ label: `string${n}`, text: JSON.stringify('x'.repeat(n)) })),
  fc.noBias(fc.integer({ min: 65, max: 1_200 })).map((n) => ({ label: `keys${n}`, text: manyKeys(n) })),
  fc.noBias(fc.integer({ min: 65, max: 3_000 })).map((n) => ({ label: `array${n}`, text: `[${Array(n).fill('0').join(',')}]` })),
  fc.constantFrom(
    ...(
      [
        ['null', 'null'],
        ['true', 'true'],
        ['-0', '-0'],
        ['1e308', '1e308'],
        ['-1e308', '-1e308'],
        ['0.5', '0.5'],
        ['2^53+1', '9007199254740993'],
        ['empty', '""'],
        ['nul', '"\\u0000"'],
        ['loneSurrogate', '"\\ud800"'],
        ['rtl', '"\\u202eAH"'],
        ['proto', '"__proto__"'],
        ['protoObject', '{"__proto__":{"polluted":1}}'],
        ['constructor', '{"constructor":{"prototype":{"polluted":1}}}'],
        ['emptyArray', '[]'],
        ['emojis', JSON.stringify('🂡'.repeat(30))],
      ] as const
    ).map(([label, text]) => ({ label, text })),
  ),
);

/** A selected move `{ play: <deep array> }` as deep as the frame allows (issue 26's repro: 8,000 levels). */
export const deepSelection: fc.Arbitrary<Hostile> = fc
  .noBias(fc.integer({ min: 4_000, max: 8_000 }))
  .map((d) => ({ label: `play:deepArray${d}`, text: `{"play":${deepArray(d)}}` }));

/**
 * Selections whose *shape* passes the bound (so the room stores them) but that are odd for every game:
 * what the clock finds when it runs out (`clockRunsOut`).
 */
export const oddSelection: fc.Arbitrary<Hostile> = fc
  .constantFrom(
    '{"play":{"__proto__":{"x":1}}}',
    '{"constructor":"AH"}',
    '{"toString":1,"play":"AH"}',
    '{"valueOf":"x","hasOwnProperty":1}',
    '{"play":[["AH"]]}',
    '{"play":[[[1,2,3]]]}',
    '{"play":1e308}',
    '{"play":null}',
    '{"play":-0}',
    '{"play":""}',
    '{"play":"\\ud800"}',
    '{"give":["AH","AH","AH"]}',
    '{"play":"AH","call":true,"pass":[],"give":{}}',
    `{"play":[${Array(60).fill('"AH"').join(',')}]}`,
    '{}',
  )
  .map((text) => ({ label: text.slice(0, 30), text }));

/** A valid payload of each event for a client of `room` (values any hostile one replaces). */
export function basePayload(event: ClientEventName, room: LiveRoom, client: TestClient): unknown {
  switch (event) {
    case CLIENT_EVENTS.join:
      return { code: room.code, name: 'Fuzz', deviceToken: client.deviceToken };
    case CLIENT_EVENTS.resume:
      return { token: '0'.repeat(32) };
    case CLIENT_EVENTS.configure:
      return { game: room.game, options: { deals: 1 }, seats: 4, clockSeconds: 0, botDelayMs: 0, summarySeconds: 10 };
    case CLIENT_EVENTS.arrange:
      return { slots: [{ kind: 'human', memberId: '0123456789abcdef' }, { kind: 'bot', level: 'strong' }, { kind: 'open' }] };
    case CLIENT_EVENTS.botLevel:
      return { seat: 2, level: 'strong' };
    case CLIENT_EVENTS.end:
      return { mode: 'abort' };
    case CLIENT_EVENTS.kick:
    case CLIENT_EVENTS.readmit:
      return { memberId: '0123456789abcdef' };
    case CLIENT_EVENTS.move:
      return { seq: client.state.match?.seq ?? 0, move: { play: 'AH' } };
    case CLIENT_EVENTS.select:
      return { move: { play: 'AH' } };
    case CLIENT_EVENTS.claimSeat:
      return { seat: 2 };
    case CLIENT_EVENTS.approveClaim:
      return { seat: 2, allow: false };
    case CLIENT_EVENTS.pause:
      return { paused: false };
    case CLIENT_EVENTS.coach:
      return { seat: 0, on: false };
    case CLIENT_EVENTS.replayOpen:
      return { deal: 1 };
    case CLIENT_EVENTS.replayShow:
      return { deal: 1, step: 0 };
    case CLIENT_EVENTS.invite:
      return { seat: 2 };
    case CLIENT_EVENTS.joinBot:
      return { code: room.code, invite: '0'.repeat(32), name: 'Fuzzbot' };
    default:
      return {};
  }
}

/** Every place a value can go in `base`: the payload itself, each field at any depth, and a new field in each object. */
export function positions(base: unknown): (string | number)[][] {
  const out: (string | number)[][] = [];
  const walk = (value: unknown, path: (string | number)[]): void => {
    out.push(path);
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i]));
    else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
      out.push([...path, 'extra']);
    }
  };
  walk(base, []);
  return out;
}

const SENTINEL = '\u0000hostile\u0000';

/** `base` as JSON text with the value at `path` replaced by `hostile` (the text spliced in, never parsed). */
export function withHostile(base: unknown, path: (string | number)[], hostile: Hostile): string {
  if (path.length === 0) return hostile.text;
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1)!] = SENTINEL;
  return JSON.stringify(copy).replace(JSON.stringify(SENTINEL), hostile.text);
}

let nextAckId = 700_000;
/**
 * Sends `event` with a payload written as text on the client's raw engine (a socket.io EVENT packet
 * with an ack id of its own) and resolves with the server's answer, or null when none came in time.
 */
export function rawRequest(client: TestClient, event: string, payloadText: string, timeoutMs = 5_000): Promise<{ ok: boolean; error?: { code: string } } | null> {
  const id = nextAckId++;
  const engine = client.socket.io.engine;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      engine.off('message', onPacket);
      resolve(null);
    }, timeoutMs);
    const onPacket = (data: unknown): void => {
      if (typeof data !== 'string' || !data.startsWith(`3${id}[`)) return;
      clearTimeout(timer);
      engine.off('message', onPacket);
      resolve((JSON.parse(data.slice(`3${id}`.length)) as [{ ok: boolean; error?: { code: string } }])[0]);
    };
    engine.on('message', onPacket);
    engine.write(`2${id}[${JSON.stringify(event)},${payloadText}]`);
  });
}
