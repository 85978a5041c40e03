/** What a room is built with (RoomManager gives every room the same, the cluster's a fenced store each). */
import type { GameDefinition } from '@kitchen-table/engine';
import { DEFAULT_CLOCK_SECONDS, DEFAULT_SUMMARY_SECONDS, type RoomConfig } from '@kitchen-table/protocol';
import type { Logger } from 'pino';
import type { BotPlayer } from '../bots/bot-player.ts';
import type { CoachAdvisor } from '../coach/advisor.ts';
import type { Store } from '../storage/store.ts';
import type { RoomTimings, Timers } from '../timers.ts';

export interface RoomDeps {
  store: Store;
  bots: BotPlayer;
  timers: Timers;
  timings: RoomTimings;
  log: Logger;
  games: readonly GameDefinition[];
  defaultBotDelayMs: number;
  /** The coach (issue 18, part 2), when the server has one; null or absent: coaching is refused. */
  coach?: CoachAdvisor | null;
  /** The manager's token index: token hashes (seat, TV, banned) → room code. */
  tokens: { register(hash: string, code: string): void; unregister(hash: string): void };
}

/** A new room's configuration: the first game, four seats (as far as it takes four), its default options. */
export function newRoomConfig(deps: Pick<RoomDeps, 'games' | 'defaultBotDelayMs'>): RoomConfig {
  const game = deps.games[0];
  const seats = game ? Math.min(Math.max(4, game.meta.minPlayers), game.meta.maxPlayers) : 4;
  const resolved = game?.resolveOptions({}, seats);
  const options = resolved?.ok ? resolved.value : {};
  return { game: game?.meta.id ?? null, options, seats, clockSeconds: DEFAULT_CLOCK_SECONDS, botDelayMs: deps.defaultBotDelayMs, summarySeconds: DEFAULT_SUMMARY_SECONDS };
}
