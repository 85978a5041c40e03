/**
 * Issue 15, "Fair bots" (the server's half): every bot request names its room, so that a bot player can
 * serve strong searches room by room, and carries `stillWanted()`, true while the room waits for that
 * move and false once the room no longer wants it (here: the host aborts the match), so that a search
 * nobody wants is not run. The room discards an answer that comes after the fact.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { BotPlayer, BotRequestContext } from '../../src/bots/bot-player.ts';
import { autoPlay, startTestServer, waitFor, type TestServer } from '../support/harness.ts';
import { highCard } from '../support/test-game.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.closeAll();
  server = undefined;
});

/** A bot player that holds every answer until the test releases it. */
function holdingBots(): BotPlayer & { asked: { context: BotRequestContext; release: () => void }[] } {
  const asked: { context: BotRequestContext; release: () => void }[] = [];
  return {
    asked,
    chooseMove(_game, view, context) {
      return new Promise((resolve) => asked.push({ context, release: () => resolve(view.legal[0]!) }));
    },
  };
}

describe('bot requests carry their room and whether the room still wants the move', () => {
  it('room is the room code; stillWanted() holds while the move is due and turns false when the host aborts the match', async () => {
    const bots = holdingBots();
    server = await startTestServer({ games: [highCard], bots });
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    await anna.configure({ game: 'highcard', seats: 2, options: { deals: 1, cards: 2 }, clockSeconds: 0, botDelayMs: 0 });
    await anna.arrange([{ kind: 'human', memberId: anna.state.you!.memberId! }, { kind: 'bot', level: 'strong' }]);
    const player = autoPlay(anna);
    await anna.start();
    for (let i = 0; i < 500 && bots.asked.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    const first = bots.asked[0]!;
    expect(first.context.room).toBe(code);
    expect(first.context.forClock).toBe(false);
    expect(first.context.stillWanted?.()).toBe(true);
    player.stop();
    await anna.end('abort');
    await waitFor(tv, () => tv.state.room?.phase === 'lobby', 'the room back in the lobby');
    expect(first.context.stillWanted?.()).toBe(false);
    // The late answer is discarded: nothing is played into the lobby.
    const updates = tv.updates.length;
    first.release();
    await new Promise((r) => setTimeout(r, 50));
    expect(tv.updates.length).toBe(updates);
    expect(tv.state.room?.phase).toBe('lobby');
  });
});
