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

/** `GET /api/rankings`: humans only, best first. */
export interface RankingEntry {
  profileId: string;
  name: string;
  rating: number;
  mu: number;
  sigma: number;
  matches: number;
  wins: number;
}

/** `GET /api/games/:id/scores[?match=ID]`: the game's score table, bots marked. */
export interface ScoreEntry {
  name: string;
  isBot: boolean;
  profileId: string | null;
  matches: number;
  wins: number;
  totalPoints: number;
  bestTotal: number;
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
