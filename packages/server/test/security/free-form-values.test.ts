/**
 * Issue 26, part 1: a seated phone's *selected* move (`match:select`) is stored and judged later, when
 * the seat's clock runs out. It had no size bound: an 8,000-deep move was stored, the clock's judging
 * recursed into it (JSON.stringify) outside any guard, the stack overflowed, the rejection went
 * unhandled and the process exited with every room on it. Now the selection passes the same bound as
 * `match:move` (BAD_MESSAGE, nothing stored), and the clock plays on. The packets are written by hand,
 * as a hostile client would: the client library's own binary check would recurse through the move.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_EVENTS, MOVE_MAX_VALUES, parseClientPayload } from '@kitchen-table/protocol';
import { startTestServer, waitFor, type TestClient, type TestServer } from '../support/harness.ts';

let server: TestServer;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown): void => void unhandled.push(reason);

afterEach(async () => {
  process.off('unhandledRejection', onUnhandled);
  await server?.closeAll();
});

/** `{"play":[[[ … depth … "AH"]]]}`, built as text (JSON.stringify itself would recurse). */
export function deepMoveText(depth: number, key = 'play'): string {
  return `{"${key}":${'['.repeat(depth)}"AH"${']'.repeat(depth)}}`;
}

let ackId = 900;
/** Sends the socket.io EVENT packet `2<id>[event, <payload text>]` on the raw engine and resolves with the server's answer. */
export function rawRequest(client: TestClient, event: string, payloadText: string): Promise<{ ok: boolean; error?: { code: string } }> {
  const id = ackId++;
  const engine = client.socket.io.engine;
  return new Promise((resolve) => {
    const onPacket = (data: unknown): void => {
      if (typeof data !== 'string' || !data.startsWith(`3${id}[`)) return;
      engine.off('message', onPacket);
      resolve((JSON.parse(data.slice(`3${id}`.length)) as [{ ok: boolean; error?: { code: string } }])[0]);
    };
    engine.on('message', onPacket);
    engine.write(`2${id}["${event}",${payloadText}]`);
  });
}

describe('security: free-form values (moves, selections, options)', () => {
  for (const game of ['fahrstuhl', 'fuenfzehnern', 'elevator']) {
    it(`${game}: an 8,000-deep selected move is BAD_MESSAGE; the clock runs out and plays for the seat; the process goes on`, async () => {
      process.on('unhandledRejection', onUnhandled);
      unhandled.length = 0;
      // A clock second lasts 5 ms: the 20 s clock runs out after 100 ms.
      server = await startTestServer({ timings: { clockSecondMs: 5 } });
      const { tv, code } = await server.tv();
      const anna = await server.phone(code, 'Anna');
      await anna.configure({ game, seats: 3, clockSeconds: 20 });
      await anna.start();
      await waitFor(tv, () => tv.state.room?.phase === 'playing', 'the match');
      const text = deepMoveText(8000);
      expect(text.length).toBeGreaterThan(16_000);
      expect(text.length).toBeLessThan(16_384 - 100);
      const answer = await rawRequest(anna, 'match:select', `{"move":${text}}`);
      expect(answer.ok ? 'ok' : answer.error!.code).toBe('BAD_MESSAGE');
      // Anna does not play: her clock runs out (more than once) and plays for her, and the server answers.
      await waitFor(tv, () => tv.updates.filter((u) => u.byClock).length >= 2, 'the clock to play for Anna twice');
      expect((await anna.request('rules:close', {})).ok).toBe(true);
      expect(unhandled).toEqual([]);
    });
  }

  it('every event that carries a free-form value (move, selection, options) refuses one over the bound, by the one schema', () => {
    const deep = JSON.parse(deepMoveText(5000)) as Record<string, unknown>;
    const wide = Object.fromEntries(Array.from({ length: MOVE_MAX_VALUES }, (_, i) => [`k${i}`, 1]));
    const longKey = { play: { ['k'.repeat(41)]: 'AH' } };
    const longString = { play: 'x'.repeat(41) };
    const carriers = {
      [CLIENT_EVENTS.move]: (value: Record<string, unknown>) => ({ seq: 0, move: value }),
      [CLIENT_EVENTS.select]: (value: Record<string, unknown>) => ({ move: value }),
      [CLIENT_EVENTS.configure]: (value: Record<string, unknown>) => ({ options: value }),
    };
    for (const [event, payload] of Object.entries(carriers) as [keyof typeof carriers, (v: Record<string, unknown>) => unknown][]) {
      for (const [what, bad] of Object.entries({ deep, wide, longKey, longString })) expect(parseClientPayload(event, payload(bad)).ok, `${event}: ${what}`).toBe(false);
      expect(parseClientPayload(event, payload({ play: 'AH' })).ok, event).toBe(true);
    }
    // Options are flat as well: a nested value passes the bound but not the options' own shape.
    expect(parseClientPayload(CLIENT_EVENTS.configure, { options: { deals: [1] } }).ok).toBe(false);
    expect(parseClientPayload(CLIENT_EVENTS.configure, { options: { deals: 3, packs: 'auto', zwang: true } }).ok).toBe(true);
  });

  it('host:configure: options over the bound are BAD_MESSAGE over a real socket, and the room keeps its options', async () => {
    server = await startTestServer();
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    await anna.configure({ game: 'fahrstuhl', seats: 3 });
    await waitFor(tv, () => tv.state.room?.config.game === 'fahrstuhl', 'the game chosen');
    const before = JSON.stringify(tv.state.room!.config.options);
    const many = `{${Array.from({ length: 900 }, (_, i) => `"o${i}":1`).join(',')}}`;
    for (const options of [many, `{"${'k'.repeat(41)}":1}`, `{"deals":"${'x'.repeat(41)}"}`]) {
      const answer = await rawRequest(anna, 'host:configure', `{"options":${options}}`);
      expect(answer.ok ? 'ok' : answer.error!.code, options.slice(0, 30)).toBe('BAD_MESSAGE');
    }
    expect((await anna.request('rules:close', {})).ok).toBe(true);
    expect(JSON.stringify(tv.state.room!.config.options)).toBe(before);
  });
});
