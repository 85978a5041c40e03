/**
 * A warm-up before a process takes rooms over. A process that has just started runs every game's code
 * in V8's interpreter: rebuilding a room (replaying its log, every seat's view and the table's, their
 * JSON) costs it about four times what it costs a process that has been playing for a while (measured:
 * 60 rooms rebuilt in 205 ms cold, 41–56 ms after this warm-up). In a cluster a restarted process is
 * handed its share of a dead owner's rooms at the next failover, and a slow taker is a slow resume for
 * every phone of those rooms (docs/scaling.md, "Failover"). So a cluster process plays a few short
 * matches of every game through that code before it listens: about 0.3 s of CPU, once.
 */
import { CURRENT_DEAL_GENERATOR, type GameDefinition, type SeatViewBase } from '@kitchen-table/engine';
import type { MatchRecord, MoveRecord } from '../storage/store.ts';
import { MatchSession } from './match-session.ts';

/** Moves per warm-up match at most: enough to go through several deals of every game. */
const MOVES_PER_MATCH = 300;

/** Plays `rounds` matches of every game with seeded legal moves and replays each from its log. */
export function warmUp(games: readonly GameDefinition[], rounds = 3): { ms: number; moves: number } {
  const started = performance.now();
  let moves = 0;
  // A fixed linear congruential sequence picks the moves: the same warm-up every time, no randomness needed.
  let pick = 12345;
  const next = (n: number): number => {
    pick = (pick * 1103515245 + 12345) % 2147483648;
    return pick % n;
  };
  for (let round = 0; round < rounds; round++) {
    for (const game of games) {
      const seats = Math.min(4, game.meta.maxPlayers);
      const options = game.resolveOptions({}, seats);
      if (!options.ok) continue;
      const params = { id: `warm-up-${round}`, options: options.value, seats, seed: `warm-up-${round}`, generator: CURRENT_DEAL_GENERATOR, startedAt: 0 };
      const session = MatchSession.start(game, params);
      const log: MoveRecord[] = [];
      while (!session.isOver() && log.length < MOVES_PER_MATCH) {
        const seat = session.toAct()[0];
        if (seat === undefined) break;
        const view: SeatViewBase = session.seatView(seat);
        if (view.legal.length === 0) break;
        const judged = session.judge(seat, view.legal[next(view.legal.length)]);
        if (!judged.ok) break;
        session.commit(judged.judged);
        log.push({ matchId: params.id, seq: log.length + 1, seat, move: judged.judged.move, byClock: false, at: 0 });
      }
      const record: MatchRecord = { ...params, game: game.meta.id, roomCode: 'WARM', lineup: null, finishedAt: null };
      const { session: replayed } = MatchSession.replay(game, record, log);
      for (let seat = 0; seat < seats; seat++) JSON.stringify(replayed.seatView(seat));
      JSON.stringify(replayed.tableView());
      moves += log.length;
    }
  }
  return { ms: performance.now() - started, moves };
}
