/**
 * Issue 28 §6: switching games reset the host's options (Lusti's target 5 went back to 11). The room now
 * remembers the options the host last chose for each game and brings them back with the game — for the
 * room's lifetime, across a restart of the server too (they are stored with the room). Real socket.io
 * clients.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { GAMES } from '@kitchen-table/engine';
import { openStore } from '../../src/storage/open-store.ts';
import { startTestServer, waitFor, type TestServer } from '../support/harness.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.closeAll();
  server = undefined;
});

describe('the host\'s options are remembered per game', () => {
  it('Lusti\'s target 5 and Fahrstuhl\'s mode come back when their game is chosen again, also after a restart', async () => {
    const store = await openStore({ sqlitePath: ':memory:' });
    try {
      server = await startTestServer({ games: GAMES, store });
      const { code } = await server.tv();
      const anna = await server.phone(code, 'Anna');
      const options = () => anna.state.room!.config.options;
      await anna.configure({ game: 'lusti', seats: 4 });
      await anna.configure({ options: { target: 5 } });
      await waitFor(anna, () => options().target === 5, 'target 5');
      await anna.configure({ game: 'fahrstuhl', seats: 4 });
      await waitFor(anna, () => anna.state.room!.config.game === 'fahrstuhl');
      expect(options().target).toBeUndefined();
      await anna.configure({ options: { mode: 'up' } });
      await waitFor(anna, () => options().mode === 'up');
      await anna.configure({ game: 'lusti', seats: 4 });
      await waitFor(anna, () => anna.state.room!.config.game === 'lusti');
      expect(options().target).toBe(5);
      await anna.configure({ game: 'fahrstuhl', seats: 4 });
      await waitFor(anna, () => anna.state.room!.config.game === 'fahrstuhl');
      expect(options().mode).toBe('up');
      // A game never chosen before starts from its defaults.
      await anna.configure({ game: 'fuenfzehnern', seats: 4 });
      await waitFor(anna, () => anna.state.room!.config.game === 'fuenfzehnern');
      const defaults = GAMES.find((g) => g.meta.id === 'fuenfzehnern')!.resolveOptions({}, 4);
      expect(defaults.ok && options()).toEqual(defaults.ok ? defaults.value : null);

      // The server restarts: the room comes back with what the host chose for each game.
      const token = anna.session!.token;
      await server.closeAll();
      server = await startTestServer({ games: GAMES, store });
      const back = server.client();
      await back.resume({ token });
      await back.configure({ game: 'lusti', seats: 4 });
      await waitFor(back, () => back.state.room!.config.game === 'lusti');
      expect(back.state.room!.config.options.target).toBe(5);
    } finally {
      await server?.closeAll();
      server = undefined;
      await store.close();
    }
  });
});
