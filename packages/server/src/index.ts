/** @kitchen-table/server: the platform's server (HTTP + realtime rooms), started by `kitchen-table serve`. */
export { startServer, parseAllowedOrigins, DEFAULT_PORT, DEFAULT_BOT_DELAY_MS, type ServerOptions, type RunningServer } from './server.ts';
export { firstLegalBot, chooseBotMove, type BotPlayer, type BotMove, type BotRequestContext } from './bots/bot-player.ts';
export { realTimers, type Timers, type RoomTimings } from './timers.ts';
export { createLogger, type LogLevel } from './log.ts';
export { helmetOptions } from './http/security-headers.ts';
export type { Store } from './storage/store.ts';
export { openStore } from './storage/open-store.ts';
export { lanAddresses, lanBaseUrls, isLoopback, parsePublicUrl, tvUrls, terminalQr } from './lan.ts';
