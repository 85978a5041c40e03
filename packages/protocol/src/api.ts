/** Shapes of the HTTP API's JSON answers. */
import type { GameMeta, OptionDef } from '@kitchen-table/engine';

export interface HealthResponse {
  ok: true;
  rooms: number;
  uptimeSeconds: number;
}

/** `GET /api/games`: one entry per installed game. */
export interface GameCatalogueEntry {
  id: string;
  meta: GameMeta;
  optionDefs: OptionDef[];
}

/**
 * `GET /api/rankings` answers with this header too: how many rated matches a profile needs before it is
 * listed (5 on a real server), so that an empty or short ranking can say what it waits for (issue 28 §6).
 */
export const RANKING_MIN_MATCHES_HEADER = 'x-ranking-min-matches';

/** `GET /api/rankings`: humans only, best first, each with at least the header's number of rated matches (the store's rows as they are). */
export interface RankingEntry {
  profileId: string;
  name: string;
  /** Display rating (openskill ordinal), with mu and sigma behind it. */
  rating: number;
  mu: number;
  sigma: number;
  matches: number;
  wins: number;
}

/** `GET /api/games/:id/scores[?match=ID]`: the game's score table, bots marked (the store's rows as they are). */
export interface ScoreEntry {
  /** A human's current profile name, or the bot's name (bots are told apart by name). */
  name: string;
  isBot: boolean;
  profileId: string | null;
  matches: number;
  /** Matches finished in place 1 (shared firsts count; partners share their team's win). */
  wins: number;
  /** Sum of match totals. */
  totalPoints: number;
  /**
   * The total of the best-placed match (the latest among equally placed ones). Not max(total): the
   * store does not know whether a game counts up or down, the placement does.
   */
  bestTotal: number;
  /** Best placement reached (for one match: its placement). */
  bestPlacement: number;
}

/**
 * `GET /api/join-info`: where phones can reach this server, for the TV's join link and QR code.
 * `publicUrl` (the PUBLIC_URL setting, a server behind a proxy) wins; otherwise one of `lanUrls`
 * (`http://192.168.1.20:8080`, every LAN address of the server) when the TV itself was opened on a
 * loopback address. Both empty: the TV's own address is all there is.
 */
export interface JoinInfo {
  publicUrl: string | null;
  lanUrls: string[];
}

/**
 * `GET /api/matches/:id`: a finished match's record, enough to replay it exactly with the engine
 * (`setup(options, seats, seed, generator)`, then the moves in order). Before the match has finished
 * the answer is 404, as for an unknown id: the seed deals every card (docs/security.md, threat 5).
 */
export interface MatchReplayRecord {
  id: string;
  game: string;
  options: Record<string, unknown>;
  seats: number;
  seed: string;
  /** The deal generator's version the match was dealt with. */
  generator: number;
  /** Who sat where at the end, by seat (bots marked). */
  players: { seat: number; name: string; isBot: boolean; total: number; placement: number }[];
  /** The match log in order; `seat` null for a system entry (the host's "finish after this deal"). */
  moves: { seq: number; seat: number | null; move: unknown; byClock: boolean; at: number }[];
  startedAt: number;
  finishedAt: number;
}

// ---- the family's statistics (issue 18, part 4) -------------------------------------------------------
// A person is identified by their public profile id (the `profileId` of the ranking: a random UUID the
// server gave their device's profile, never the device token nor anything derived from it).

/** A rating beside its basis: `rating` is the display value (openskill ordinal), as in the ranking. */
export interface StatsRating {
  rating: number;
  matches: number;
  wins: number;
}

/**
 * A game's measures over matches, by measure id (the game's `stats.measures`): a `sum` measure's total,
 * a `max` measure's best single match. Percentages (`percentOf`) are the web's to derive.
 */
export type StatsMeasures = Record<string, number>;

/** `GET /api/people/:profileId/stats`. */
export interface PersonStatsResponse {
  profileId: string;
  name: string;
  /** The overall rating (the ranking's), null before any rated match. */
  rating: StatsRating | null;
  games: { game: string; matches: number; wins: number; rating: StatsRating | null; measures: StatsMeasures }[];
}

/** `GET /api/games/:id/stats`: everybody who finished a match of the game (bots by name, never rated). */
export interface GameStatsResponse {
  game: string;
  rows: { name: string; isBot: boolean; profileId: string | null; matches: number; wins: number; rating: StatsRating | null; measures: StatsMeasures }[];
}

/**
 * `GET /api/rooms/:code/tonight[?hours=H]`: the evening's table. "Tonight" is this room's matches that
 * finished in the last H hours (default 6, 1–24), by the server's clock.
 */
export interface EveningResponse {
  room: string;
  hours: number;
  since: number;
  rows: { name: string; isBot: boolean; profileId: string | null; matches: number; wins: number }[];
  /**
   * `winners`: the seats placed first, a seat that changed hands under both names ("Bot 1 → Emil");
   * empty when `coached` (a seat had the coach: the match counts for nobody's wins).
   */
  matches: { matchId: string; game: string; finishedAt: number; winners: string[]; coached: boolean }[];
}

/** `GET /api/matches/:id/awards`: a finished match's awards (404 until it has finished, as its record). */
export interface MatchAwardsResponse {
  matchId: string;
  game: string;
  awards: { measure: string; value: number; seats: number[]; names: string[] }[];
}
