/**
 * The family's statistics over HTTP (issue 18, part 4): a person's page, a game's page, the evening's
 * table and a finished match's awards. Every list of games derives from the registry (`deps.games`);
 * measures are shown as each game defines them (its `stats.measures`: a sum, or the best single match).
 *
 * Treat every caller as hostile: ids are checked by shape first (400 with the reason), then looked up
 * (404). A person is identified by their public profile id — the random UUID the ranking already
 * shows — never by a device token; no answer carries a token or a token's hash.
 *
 * Who may see what (docs/statistics.md, issue 26): a room's evening table and the game tables of the
 * TV's board name the people of one room, so they answer only the room's own TV and phones — the
 * caller sends its room token as `Authorization: Bearer <token>`. The evening table answers anyone
 * else exactly as a room that never played (404), so it tells nobody which codes are in use; a game's
 * table lists only the people of the caller's room's matches. A person's page is open to whoever
 * knows their public profile id (the room's tables and the ranking show it).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { chooseAwards, measureMatch, type GameDefinition, type OptionValue } from '@kitchen-table/engine';
import type { EveningResponse, GameStatsResponse, MatchAwardsResponse, PersonStatsResponse, StatsMeasures, StatsRating } from '@kitchen-table/protocol';
import type { FastifyRequest } from 'fastify';
import type { MeasureAggregate, RatingRecord, Store } from '../storage/store.ts';
import { normaliseRoomCode } from '../rooms/room-codes.ts';
import type { RoomScope } from '../rooms/room-manager.ts';

export interface StatsApiDeps {
  store: Store;
  games: readonly GameDefinition[];
  /** The server's clock (epoch ms), for "tonight". */
  now?: () => number;
  /** The room a TV's or phone's token opens now (null: none, or a kicked phone's). */
  roomOfToken(token: string): Promise<RoomScope | null>;
}

/** `Authorization: Bearer <token>`, the token a TV or phone holds for its room. */
const BEARER = /^Bearer ([0-9a-f]{32})$/i;

export const PROFILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MATCH_ID = /^[0-9a-f]{32}$/;
/** "Tonight": the room's matches finished in the last this many hours, unless the caller asks for 1–24. */
export const EVENING_HOURS = 6;
const eveningQuery = z.object({ hours: z.coerce.number().int().min(1).max(24).optional() });

type ErrorBody = { error: string };

function ratingOf(r: RatingRecord | null): StatsRating | null {
  return r ? { rating: r.rating, matches: r.matches, wins: r.wins } : null;
}

/** The game's measures, each as the game combines it; a measure the game no longer has is left out. */
function measuresOf(game: GameDefinition, stored: Record<string, MeasureAggregate>): StatsMeasures {
  return Object.fromEntries(game.stats.measures.map((m) => [m.id, m.combine === 'max' ? (stored[m.id]?.max ?? 0) : (stored[m.id]?.sum ?? 0)]));
}

export function registerStatsApi(app: FastifyInstance, deps: StatsApiDeps): void {
  const now = deps.now ?? Date.now;
  const gameById = (id: string) => deps.games.find((g) => g.meta.id === id);
  /** The room whose TV or phone asks, or null (no token, a made-up one, or a kicked phone's). */
  const callerRoom = async (request: FastifyRequest): Promise<RoomScope | null> => {
    const bearer = BEARER.exec(request.headers.authorization?.trim() ?? '');
    return bearer ? deps.roomOfToken(bearer[1]!.toLowerCase()) : null;
  };

  app.get<{ Params: { id: string } }>('/api/people/:id/stats', async (request, reply): Promise<PersonStatsResponse | ErrorBody> => {
    const id = request.params.id;
    if (!PROFILE_ID.test(id)) return reply.code(400).send({ error: 'a person is identified by their public profile id (a UUID, as in the ranking)' });
    const stats = await deps.store.personStats(id);
    if (!stats) return reply.code(404).send({ error: `no person "${id}"` });
    return {
      profileId: stats.profileId,
      name: stats.name,
      rating: ratingOf(stats.rating),
      games: stats.games.flatMap((g) => {
        const game = gameById(g.game);
        return game ? [{ game: g.game, matches: g.matches, wins: g.wins, rating: ratingOf(g.rating), measures: measuresOf(game, g.measures) }] : [];
      }),
    };
  });

  app.get<{ Params: { id: string } }>('/api/games/:id/stats', async (request, reply): Promise<GameStatsResponse | ErrorBody> => {
    const game = gameById(request.params.id);
    if (!game) return reply.code(404).send({ error: `no game "${request.params.id.slice(0, 40)}"` });
    const room = await callerRoom(request);
    if (!room) return reply.code(401).send({ error: "a game's table is shown to a room: ask with its TV's or a phone's token" });
    const rows = await deps.store.gameStats(game.meta.id, { roomCode: room.code, since: room.createdAt });
    return {
      game: game.meta.id,
      rows: rows.map((r) => ({ name: r.name, isBot: r.isBot, profileId: r.profileId, matches: r.matches, wins: r.wins, rating: ratingOf(r.rating), measures: measuresOf(game, r.measures) })),
    };
  });

  app.get<{ Params: { code: string } }>('/api/rooms/:code/tonight', async (request, reply): Promise<EveningResponse | ErrorBody> => {
    const code = normaliseRoomCode(request.params.code);
    if (!code) return reply.code(400).send({ error: 'a room code is four letters, as on the TV' });
    const query = eveningQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ error: 'hours must be an integer from 1 to 24' });
    const hours = query.data.hours ?? EVENING_HOURS;
    const room = await callerRoom(request);
    // Anyone but the room's own TV and phones: the answer of a code no room has (nothing to probe).
    if (!room || room.code !== code) return reply.code(404).send({ error: `no evening table for room ${code}` });
    // Not before the room was made: its code may have been another room's earlier in the evening.
    const since = Math.max(now() - hours * 3_600_000, room.createdAt);
    const evening = (await deps.store.eveningTable(code, since)) ?? { rows: [], matches: [] };
    return { room: code, hours, since, rows: evening.rows, matches: evening.matches.filter((m) => gameById(m.game)) };
  });

  app.get<{ Params: { id: string } }>('/api/matches/:id/awards', async (request, reply): Promise<MatchAwardsResponse | ErrorBody> => {
    const id = request.params.id;
    const notFound = () => reply.code(404).send({ error: `no finished match "${id.slice(0, 40)}"` });
    // Unknown, malformed and unfinished ids alike, as for the match's record.
    if (!MATCH_ID.test(id)) return notFound();
    const loaded = await deps.store.loadMatch(id);
    const game = loaded ? gameById(loaded.match.game) : undefined;
    if (!loaded || loaded.match.finishedAt === null || !game) return notFound();
    const rows = await deps.store.matchMeasures(id);
    // An award is the seat's, for its whole match (issue 28 §1: a seat that changed hands is named by
    // both holders); its stored measures are per holder, so such a match is measured from its log again.
    const changedHands = rows.some((r) => r.holders > 1);
    const perSeat = changedHands
      ? measureMatch(game, { options: loaded.match.options as Record<string, OptionValue>, seats: loaded.match.seats, seed: loaded.match.seed, generator: loaded.match.generator, entries: loaded.moves.map((m) => ({ seat: m.seat, move: m.move })) })
      : Array.from({ length: loaded.match.seats }, (_, seat) => rows.find((r) => r.seat === seat)?.values ?? {});
    const names = (await deps.store.matchPlayers(id)).map((p) => p.name);
    const awards = rows.length === 0 ? [] : chooseAwards(game.stats.measures, perSeat);
    return { matchId: id, game: game.meta.id, awards: awards.map((a) => ({ ...a, names: a.seats.map((s) => names[s] ?? '') })) };
  });
}
