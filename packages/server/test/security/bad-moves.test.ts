/**
 * Issue 15, "Bad moves": a move is bounded in depth and size before any game code sees it. A 7,000-deep
 * array as an Elevator move overflowed the engine's stack and was answered INTERNAL; now the schema
 * refuses it with BAD_MESSAGE, and nothing changes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { MOVE_MAX_DEPTH, moveShapeProblem, parseClientPayload } from '@kitchen-table/protocol';
import { startTestServer, waitFor, type TestServer } from '../support/harness.ts';

let server: TestServer;
afterEach(async () => {
  await server?.closeAll();
});

function deepArray(depth: number): unknown {
  let value: unknown = 'AH';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

describe('security: bad moves', () => {
  it('the move schema bounds depth, values and string length, without recursion', () => {
    expect(moveShapeProblem({ play: ['AH', 'AS', 'AD'] })).toBeNull();
    expect(moveShapeProblem({ play: 'AH', zwang: true })).toBeNull();
    expect(moveShapeProblem({ play: deepArray(MOVE_MAX_DEPTH) })).toMatch(/nested/);
    expect(moveShapeProblem({ play: deepArray(1_000_000) })).toMatch(/nested/);
    expect(moveShapeProblem({ play: Array(65).fill('AH') })).toMatch(/values/);
    expect(moveShapeProblem({ play: 'x'.repeat(41) })).toMatch(/40 characters/);
    const parsed = parseClientPayload('match:move', { seq: 0, move: { play: deepArray(7000) } });
    expect(parsed.ok).toBe(false);
  });

  it('a 7,000-deep array as an Elevator move is BAD_MESSAGE, not INTERNAL; the match goes on', async () => {
    server = await startTestServer();
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    await anna.configure({ game: 'elevator', seats: 3, clockSeconds: 0 });
    await anna.start();
    await waitFor(anna, () => anna.state.match !== null, 'the match');
    const seq = anna.state.match!.seq;
    // Written as a raw socket.io packet (EVENT with ack id 99; the answer is ACK 99): the client library's own binary check
    // would recurse through the array before sending it.
    const engine = anna.socket.io.engine;
    // The text is built by hand: JSON.stringify itself recurses (a hostile client need not use it).
    const deepText = `${'['.repeat(7000)}"AH"${']'.repeat(7000)}`;
    for (const key of ['play', 'give', 'pass']) {
      const answer = new Promise<string>((resolve) => {
        const onPacket = (data: unknown): void => {
          if (typeof data !== 'string' || !data.startsWith('399')) return;
          engine.off('message', onPacket);
          resolve(data);
        };
        engine.on('message', onPacket);
      });
      engine.write(`299["match:move",{"seq":${seq},"move":{"${key}":${deepText}}}]`);
      const [reply] = JSON.parse((await answer).slice(3)) as [{ ok: boolean; error?: { code: string } }];
      expect(reply.ok ? 'ok' : reply.error!.code).toBe('BAD_MESSAGE');
    }
    // The room is unharmed: still playing (the bots play on), and it answers.
    expect(tv.state.room?.phase).toBe('playing');
    expect((await anna.request('rules:close', {})).ok).toBe(true);
  });
});
