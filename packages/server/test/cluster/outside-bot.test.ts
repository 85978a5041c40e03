/**
 * Issue 30 part 4 in a cluster (issue 16): `bot:join` names its room by code, so the edge a bot connects
 * to forwards it to the room's owner exactly as a phone's `room:join`. Two real processes on this
 * machine's PostgreSQL and Redis: the room on one, the host's phone and the outside bot on the other;
 * a wrong code is refused with INVITE_INVALID there too, the bot plays its seat, resumes with its token
 * on the other process, and is never rated. Skipped with a printed reason when PostgreSQL or Redis is
 * absent, unless REQUIRE_SERVICES=1.
 */
import { describe, expect, it } from 'vitest';
import type { Ack, AckData } from '@kitchen-table/protocol';
import { startClusterRun } from '../../bench/support/cluster.ts';
import { autoPlay, waitFor } from '../support/harness.ts';
import { clusterTestContext } from './cluster-play.ts';

const { databaseUrl, redisUrl, runs, client } = await clusterTestContext();

describe.skipIf(!databaseUrl || !redisUrl)('an outside bot in a cluster', () => {
  it('joins through a process that does not own the room, plays its seat, resumes elsewhere, is never rated', async () => {
    const run = await startClusterRun({ processes: 2, databaseUrl: databaseUrl!, redisUrl: redisUrl!, leaseMs: 1000 });
    runs.push(run);
    const [a, b] = run.processes;
    const tv = client(a!.url);
    const { code } = await tv.createRoom();
    const anna = client(b!.url);
    await anna.join(code, 'Anna');
    await anna.configure({ game: 'fahrstuhl', seats: 3, options: { mode: 'single', cards: 3 }, clockSeconds: 0, botDelayMs: 0 });
    const { invite } = await anna.invite(1);

    const bot = client(b!.url);
    const wrong = (await bot.request('bot:join', { code, invite: 'a'.repeat(32), name: 'Robo' })) as Ack<AckData['bot:join']>;
    expect(wrong.ok ? 'ok' : wrong.error.code).toBe('INVITE_INVALID');
    const joined = (await bot.request('bot:join', { code, invite, name: 'Robo' })) as Ack<AckData['bot:join']>;
    if (!joined.ok) throw new Error(joined.error.code);
    expect(joined.data.snapshot.you).toMatchObject({ seat: 1, role: 'player' });
    await waitFor(tv, () => tv.state.room?.slots[1]?.kind === 'human', 'the bot on the TV');
    expect(tv.state.room!.slots[1]).toMatchObject({ name: 'Robo', outside: true });

    // The bot's program lost its connection: its seat token brings it back, here through the other process.
    bot.close();
    const back = client(a!.url);
    await back.resume({ token: joined.data.token, code, kind: 'phone' });
    expect(back.state.you).toMatchObject({ seat: 1, memberId: joined.data.snapshot.you.memberId });

    const players = [autoPlay(anna), autoPlay(back)];
    await anna.start();
    await waitFor(tv, () => tv.state.room?.phase === 'finished', 'the match over', 30_000);
    players.forEach((p) => p.stop());
    expect(players.flatMap((p) => p.errors)).toEqual([]);
    expect(tv.updates.some((u) => u.seat === 1 && !u.byClock && !u.byBot)).toBe(true);
    expect(tv.state.room!.result!.outcomes[1]).toMatchObject({ name: 'Robo', isBot: true, outside: true, rated: false });
  }, 60_000);
});
