import { GAMES } from '@kitchen-table/engine';
import { MatchSession } from '../packages/server/src/rooms/match-session.ts';
import { randomBytes } from 'node:crypto';
for (const game of GAMES) {
  const moves: any[] = [];
  const s = MatchSession.start(game, { id: 'm', options: game.meta.defaultOptions ?? {}, seats: 4, seed: randomBytes(32).toString('hex'), startedAt: 0 } as any);
  while (!s.isOver() && moves.length < 120) {
    const seat = s.toAct()[0]!;
    const v = s.seatView(seat) as any;
    const move = v.legal[Math.floor(Math.random() * v.legal.length)];
    const r = s.judge(seat, move);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    s.commit(r.judged);
    moves.push({ matchId: 'm', seq: moves.length + 1, seat, move: r.judged.move, byClock: false, at: 0 });
  }
  const record = { id: 'm', roomCode: 'X', game: game.meta.id, options: (s as any).params.options, seats: 4, seed: (s as any).params.seed, generator: undefined, lineup: null, startedAt: 0, finishedAt: null };
  for (let i = 0; i < 20; i++) MatchSession.replay(game, record as any, moves);
  const t = performance.now();
  const N = 50;
  for (let i = 0; i < N; i++) MatchSession.replay(game, record as any, moves);
  const ms = (performance.now() - t) / N;
  console.log(game.meta.id, moves.length, 'moves', ms.toFixed(2), 'ms per replay', (ms / moves.length * 1000).toFixed(1), 'us/move');
}
