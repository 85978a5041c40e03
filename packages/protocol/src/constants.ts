/** Limits and choices shared by the server, the SDK and the web app. */
import type { BotLevel } from '@kitchen-table/engine';

/** Room codes: consonants without look-alikes (no I/L/1, O/Q/0) and no vowels, so no code spells a word. */
export const ROOM_CODE_ALPHABET = 'BCDFGHJKMNPRSTVWXZ';
export const ROOM_CODE_LENGTH = 4;

export const NAME_MIN_LENGTH = 1;
export const NAME_MAX_LENGTH = 20;

/** Seconds per move the host can choose; 0 means the clock is off. */
export const CLOCK_CHOICES = [0, 20, 30, 45, 60, 90] as const;
export type ClockSeconds = (typeof CLOCK_CHOICES)[number];
export const DEFAULT_CLOCK_SECONDS: ClockSeconds = 45;

/**
 * Seconds the summary between two deals lasts at most (the host's choice); it ends earlier when every
 * seated phone has tapped "next deal". Bots and clocks wait during it.
 */
export const SUMMARY_CHOICES = [5, 10, 20, 30, 60] as const;
export type SummarySeconds = (typeof SUMMARY_CHOICES)[number];
export const DEFAULT_SUMMARY_SECONDS: SummarySeconds = 10;

/** At most this many bots fill a table at the start. */
export const MAX_BOTS = 5;
/** Bot levels the host can choose per bot seat: the engine's contract with the bots (core/bot-contract.ts). */
export { BOT_LEVELS, type BotLevel } from '@kitchen-table/engine';
export const DEFAULT_BOT_LEVEL: BotLevel = 'normal';

/** Bot delay the host can set, milliseconds. */
export const MAX_BOT_DELAY_MS = 5000;

/** A pause for reading the rules ends by itself after this long (our addition to the seed's rule). */
export const PAUSE_AUTO_RESUME_MS = 5 * 60_000;
/** With no phone connected for this long, a match is suspended (clocks and bots stop). */
export const SUSPEND_AFTER_MS = 10 * 60_000;
/** A room nobody has touched for this long is closed. */
export const CLOSE_AFTER_MS = 24 * 60 * 60_000;

/**
 * Issue 30 part 4: an outside bot's invitation code (`host:invite`) — 128 random bits, written as 32
 * lowercase hex digits like a token — is good for one `bot:join` within this long (15 minutes).
 */
export const INVITE_TTL_MS = 15 * 60_000;

/** Tokens: 128 random bits, written as 32 lowercase hex digits. */
export const TOKEN_PATTERN = /^[0-9a-f]{32}$/;

// ---- the coach (issue 18, part 2) ----
/**
 * The most the coach may cost a seat's clock, ms. The clock is never stopped or extended for the coach:
 * it runs from the start of the turn as for anyone. The server asks the coach when the turn starts and
 * sends its advice only if it comes within this budget (on the room's clock); otherwise the phone is
 * told that there is no advice this time (`coach:advice` with `move: null`) and the late answer is
 * dropped. So a coached seat waits at most this long and keeps at least its clock minus this budget.
 * (The search itself is the strong bot's, capped at 175 ms; the budget leaves room for a busy pool.)
 */
export const COACH_BUDGET_MS = 2_000;
