/** Structured logs (pino): JSON lines, one logger per server, children per room and component. */
import { pino, type Logger } from 'pino';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export function createLogger(level: LogLevel = 'info'): Logger {
  return pino({ level, base: { service: 'kitchen-table' } });
}
