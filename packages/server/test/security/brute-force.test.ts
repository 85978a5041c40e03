/**
 * Security point 2: room codes cannot be brute-forced. 4 letters from 18 give 104,976 codes; failed
 * joins and resumes are limited per address (a burst of 20, then one every 3 s), over all of that
 * address's connections, and the limit holds even for a correct code once it is reached.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '@kitchen-table/protocol';
import { startTestServer, type TestServer } from '../support/harness.ts';

let server: TestServer;
afterEach(async () => {
  await server?.closeAll();
});

describe('security: room codes', () => {
  it('the code space is 18^4 = 104,976 codes', () => {
    expect(ROOM_CODE_ALPHABET.length ** ROOM_CODE_LENGTH).toBe(104_976);
  });

  it('after 20 failed joins from one address every further attempt is RATE_LIMITED, on any connection, even with the right code', async () => {
    server = await startTestServer();
    const { code } = await server.tv();
    const wrong = code === 'BBBB' ? 'CCCC' : 'BBBB';
    const guesser = server.client();
    const answers: string[] = [];
    for (let i = 0; i < 20; i++) {
      const reply = await guesser.request('room:join', { code: wrong, name: 'G', deviceToken: guesser.deviceToken });
      answers.push(reply.ok ? 'ok' : reply.error.code);
    }
    expect(answers).toEqual(Array(20).fill('ROOM_NOT_FOUND'));
    const again = await guesser.request('room:join', { code, name: 'G', deviceToken: guesser.deviceToken });
    expect(again.ok ? 'ok' : again.error.code).toBe('RATE_LIMITED');
    // A fresh connection from the same address is limited too, for joins and for token guesses.
    const other = server.client();
    const join = await other.request('room:join', { code, name: 'H', deviceToken: other.deviceToken });
    expect(join.ok ? 'ok' : join.error.code).toBe('RATE_LIMITED');
    const resume = await other.request('room:resume', { token: 'f'.repeat(32) });
    expect(resume.ok ? 'ok' : resume.error.code).toBe('RATE_LIMITED');
  });

  it('successful joins do not count against the limit', async () => {
    server = await startTestServer();
    const { code } = await server.tv();
    for (let i = 0; i < 25; i++) await server.phone(code, `P${i}`);
    expect(server.manager.rooms.get(code)!.members.size).toBe(25);
  });
});
