/**
 * The JSON API: health, where phones reach the server, the game catalogue, the overall ranking, each
 * game's score table and a finished match's record for its replay.
 *
 * Every route under /api is limited per address by @fastify/rate-limit (issue 26: an unthrottled
 * lookup read the whole room-code space in minutes): `apiRate` requests per window, then 429 with
 * `retry-after`. The limit is generous for a family (a TV's board asks a handful of times a minute).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { GameDefinition } from '@kitchen-table/engine';
import { RANKING_MIN_MATCHES_HEADER, type GameCatalogueEntry, type HealthResponse, type JoinInfo, type MatchReplayRecord, type RankingEntry, type ScoreEntry } from '@kitchen-table/protocol';
import type { Store } from '../storage/store.ts';
import type { RoomScope } from '../rooms/room-manager.ts';
import { registerStatsApi } from './stats-api.ts';

/** Requests per address to the JSON API: at most `max` in each `windowMs`. */
export interface ApiRate {
  max: number;
  windowMs: number;
}

/** 300 a minute per address: five a second on average, about 350 times fewer than a script managed. */
export const DEFAULT_API_RATE: ApiRate = { max: 300, windowMs: 60_000 };

export interface ApiDeps {
  store: Store;
  games: readonly GameDefinition[];
  roomCount(): number;
  startedAt: number;
  /** Where phones reach this server (PUBLIC_URL, LAN addresses). */
  joinInfo(): JoinInfo;
  /** A profile shows in the ranking from this many rated (real) matches on (issue 15). */
  rankingMinMatches: number;
  /** The room a TV's or phone's token opens (the room's statistics are for its table only). */
  roomOfToken(token: string): Promise<RoomScope | null>;
  /** Per-address limit of the API (default DEFAULT_API_RATE). */
  apiRate?: ApiRate;
}

/** Rated matches a profile needs before it shows in the ranking: a fresh device token does not rank. */
export const RANKING_MIN_MATCHES = 5;

const rankingsQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).optional() });
const MATCH_ID = /^[0-9a-f]{32}$/;
const scoresQuery = z.object({ match: z.string().regex(MATCH_ID).optional() });

export function catalogue(games: readonly GameDefinition[]): GameCatalogueEntry[] {
  return games.map((g) => ({ id: g.meta.id, meta: g.meta, optionDefs: g.optionDefs }));
}

export async function registerApi(root: FastifyInstance, deps: ApiDeps): Promise<void> {
  root.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    return payload;
  });
  // Its own encapsulation context: the limit covers the API's routes, not the web app's files.
  await root.register(async (app) => {
    const rate = deps.apiRate ?? DEFAULT_API_RATE;
    await app.register(rateLimit, {
      global: true,
      max: rate.max,
      timeWindow: rate.windowMs,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        error: `too many requests from this address; try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} s`,
      }),
    });
    apiRoutes(app, deps);
  });
}

function apiRoutes(app: FastifyInstance, deps: ApiDeps): void {
  app.get('/api/health', async (): Promise<HealthResponse> => ({
    ok: true,
    rooms: deps.roomCount(),
    uptimeSeconds: Math.round((Date.now() - deps.startedAt) / 1000),
  }));

  app.get('/api/join-info', async (): Promise<JoinInfo> => deps.joinInfo());

  app.get('/api/games', async (): Promise<GameCatalogueEntry[]> => catalogue(deps.games));

  app.get('/api/rankings', async (request, reply): Promise<RankingEntry[] | { error: string }> => {
    const query = rankingsQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ error: 'limit must be an integer from 1 to 500' });
    void reply.header(RANKING_MIN_MATCHES_HEADER, String(deps.rankingMinMatches));
    return deps.store.rankings(query.data.limit, deps.rankingMinMatches);
  });

  app.get<{ Params: { id: string } }>('/api/games/:id/scores', async (request, reply): Promise<ScoreEntry[] | { error: string }> => {
    const game = deps.games.find((g) => g.meta.id === request.params.id);
    if (!game) return reply.code(404).send({ error: `no game "${request.params.id}"` });
    const query = scoresQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ error: 'match must be a match id' });
    return deps.store.gameScores(game.meta.id, query.data.match);
  });

  app.get<{ Params: { id: string } }>('/api/matches/:id', async (request, reply): Promise<MatchReplayRecord | { error: string }> => {
    const record = await finishedMatch(deps.store, request.params.id);
    // Unknown, malformed and unfinished ids get the same answer: an unfinished match's seed is secret.
    if (!record) return reply.code(404).send({ error: `no finished match "${request.params.id.slice(0, 40)}"` });
    return record;
  });

  // Issue 18, part 4: the family's statistics (stats-api.ts).
  registerStatsApi(app, { store: deps.store, games: deps.games, roomOfToken: deps.roomOfToken });
}

/** A finished match's replay record, or null (unknown, malformed or not finished yet). */
async function finishedMatch(store: Store, id: string): Promise<MatchReplayRecord | null> {
  if (!MATCH_ID.test(id)) return null;
  const loaded = await store.loadMatch(id);
  const finishedAt = loaded?.match.finishedAt ?? null;
  if (!loaded || finishedAt === null) return null;
  const { match, moves } = loaded;
  return {
    id: match.id,
    game: match.game,
    options: match.options,
    seats: match.seats,
    seed: match.seed,
    generator: match.generator,
    players: await store.matchPlayers(id),
    moves: moves.map(({ seq, seat, move, byClock, at }) => ({ seq, seat, move, byClock, at })),
    startedAt: match.startedAt,
    finishedAt,
  };
}
