/** @kitchen-table/bots: bots for every game at three levels, the worker pool and the tournament benchmark. */
export * from './api.ts';
export { chooseMoveSync, decideSync } from './choose.ts';
export { createBotPool, type BotPool, type BotPoolOptions } from './pool/pool.ts';
export { createBotPlayer, type PooledBotPlayer } from './player.ts';
export { explainMove } from './coach.ts';
export { GAME_BOTS, findGameBots, registerGameBots } from './games/index.ts';
export { moveKey, findLegal } from './util/moves.ts';
