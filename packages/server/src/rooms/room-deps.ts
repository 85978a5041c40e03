/** What a room is built with (RoomManager gives every room the same, the cluster's a fenced store each). */
import type { GameDefinition } from '@kitchen-table/engine';
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
