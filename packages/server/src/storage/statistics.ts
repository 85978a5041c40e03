/**
 * The family's statistics (issue 18, part 4): each finished match's game measures per seat, a rating
 * per game beside the overall one, and the queries behind the statistics pages.
 *
 * Written in `finishMatch`'s transaction (scores.ts), after the match has been marked finished, so it
 * is exactly as idempotent as the outcomes: a match finished again (a restart replaying its log) writes
 * nothing twice. The per-game rating is the overall rating's method applied to the same outcomes
 * (`updateRatings`, ranking/ratings.ts): the same seats are rated — `rated` humans, which is where the
 * room decided whether the match counts for the ranking at all — so a match that does not count for the
 * ranking does not count for any game's rating either.
 */
import { updateRatings } from '../ranking/ratings.ts';
import { competitorKey, competitorOf, competitorTotals, winCase } from './competitor.ts';
import { NEW_RATING_VALUES, ratingsBefore } from './rating-rows.ts';
import {
  StoreError,
  type EveningRecord,
  type FinishedMatch,
  type GameStatsRow,
  type MatchMeasuresRow,
  type MeasureAggregate,
  type PersonStatsRecord,
  type RatingRecord,
} from './store.ts';
import { toNumber, type Database, type Db, type Dialect } from './schema.ts';
import type { Transaction } from 'kysely';

const MEASURE_ID = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** Refuses measures that are not per seat, not named like a measure or not integers ≥ 0 (a caller's bug). */
export function checkMeasures(result: FinishedMatch): void {
  const measures = result.measures ?? [];
  const seats = new Set(result.outcomes.map((o) => o.seat));
  const checkValues = (seat: number, values: Record<string, number>) => {
    if (!seats.has(seat)) throw new StoreError('BAD_OUTCOMES', `match ${result.matchId}: measures for seat ${seat} without an outcome`);
    for (const [id, v] of Object.entries(values)) {
      if (!MEASURE_ID.test(id) || !Number.isSafeInteger(v) || v < 0) {
        throw new StoreError('BAD_OUTCOMES', `match ${result.matchId}: seat ${seat} has measure ${id.slice(0, 40)} = ${v}`);
      }
    }
  };
  for (const part of result.measureParts ?? []) {
    checkValues(part.seat, part.values);
    if (!part.isBot && part.profileId === null) throw new StoreError('BAD_OUTCOMES', `match ${result.matchId}: a person's measures of seat ${part.seat} have no profile`);
  }
  if (measures.length === 0) return;
  if (measures.length !== seats.size) {
    throw new StoreError('BAD_OUTCOMES', `match ${result.matchId}: measures for ${measures.length} seats, outcomes for ${seats.size}`);
  }
  measures.forEach((values, seat) => checkValues(seat, values));
}

/** One stored measure row's owner: a seat's part (issue 28 §1). */
interface MeasureOwner {
  seat: number;
  part: number;
  competitorKey: string;
  profileId: string | null;
  values: Record<string, number>;
}

/**
 * Whose measures are stored: a seat that changed hands stores each holder's own deals (`measureParts`,
 * grouped with that holder's other matches), any other seat its whole match under its outcome.
 */
function measureOwners(result: FinishedMatch): MeasureOwner[] {
  const parts = result.measureParts ?? [];
  const partSeats = new Set(parts.map((p) => p.seat));
  const next = new Map<number, number>();
  const owners: MeasureOwner[] = parts.map((p) => {
    const part = next.get(p.seat) ?? 0;
    next.set(p.seat, part + 1);
    const key = competitorKey({ seat: p.seat, profileId: p.profileId, name: p.name, isBot: p.isBot, total: 0, placement: 1, rated: false });
    return { seat: p.seat, part, competitorKey: key, profileId: p.isBot ? null : p.profileId, values: p.values };
  });
  (result.measures ?? []).forEach((values, seat) => {
    if (partSeats.has(seat)) return;
    const outcome = result.outcomes.find((o) => o.seat === seat)!;
    owners.push({ seat, part: 0, competitorKey: competitorKey(outcome), profileId: outcome.isBot ? null : outcome.profileId, values });
  });
  return owners;
}

/** Inside finishMatch's transaction, once the match has just been marked finished. */
export async function recordStatistics(trx: Transaction<Database>, dialect: Dialect, result: FinishedMatch): Promise<void> {
  const rows = measureOwners(result).flatMap((owner) =>
    Object.entries(owner.values).map(([measure, value]) => ({
      match_id: result.matchId,
      seat: owner.seat,
      part: owner.part,
      game: result.game,
      competitor_key: owner.competitorKey,
      profile_id: owner.profileId,
      measure,
      value,
      finished_at: result.finishedAt,
    })),
  );
  if (rows.length > 0) await trx.insertInto('match_measures').values(rows).execute();

  const humanIds = result.outcomes.filter((o) => !o.isBot && o.rated).map((o) => o.profileId as string);
  if (humanIds.length === 0) return;
  const previousRows = await trx
    .selectFrom('game_ratings')
    .select(['profile_id', 'mu', 'sigma', 'matches', 'wins'])
    .where('game', '=', result.game)
    .where('profile_id', 'in', humanIds)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .execute();
  const updates = updateRatings(ratingsBefore(previousRows), result.outcomes);
  if (updates.length === 0) return;
  await trx
    .insertInto('game_ratings')
    .values(updates.map((u) => ({ profile_id: u.profileId, game: result.game, rating: u.rating, mu: u.mu, sigma: u.sigma, matches: u.matches, wins: u.wins, updated_at: result.finishedAt })))
    .onConflict((oc) => oc.columns(['profile_id', 'game']).doUpdateSet(NEW_RATING_VALUES))
    .execute();
}

function ratingOf(r: { rating: unknown; mu: unknown; sigma: unknown; matches: unknown; wins: unknown }): RatingRecord {
  return { rating: toNumber(r.rating), mu: toNumber(r.mu), sigma: toNumber(r.sigma), matches: toNumber(r.matches), wins: toNumber(r.wins) };
}

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

export async function personStats(db: Db, profileId: string): Promise<PersonStatsRecord | null> {
  const profile = await db.selectFrom('profiles').select(['id', 'name']).where('id', '=', profileId).executeTakeFirst();
  if (!profile) return null;
  const overall = await db.selectFrom('ratings').selectAll().where('profile_id', '=', profileId).executeTakeFirst();
  // Only matches the person played from the first deal to the end (issue 28 §1); a coached match's
  // first place is no win.
  const games = await db
    .selectFrom('match_outcomes as o')
    .innerJoin('matches as m', 'm.id', 'o.match_id')
    .select((eb) => ['o.game', eb.fn.countAll().as('matches'), eb.fn.sum(winCase).as('wins')])
    .where('o.profile_id', '=', profileId)
    .where('o.is_bot', '=', 0)
    .where('o.credited', '=', 1)
    .groupBy('o.game')
    .execute();
  // A late-comer's own deals count for their measures even in a game they were never credited in.
  const measured = await db.selectFrom('match_measures').select('game').distinct().where('profile_id', '=', profileId).execute();
  for (const { game } of measured) if (!games.some((g) => g.game === game)) games.push({ game, matches: 0, wins: 0 });
  const ratings = await db.selectFrom('game_ratings').selectAll().where('profile_id', '=', profileId).execute();
  const measures = await db
    .selectFrom('match_measures')
    .select((eb) => ['game', 'measure', eb.fn.sum('value').as('sum'), eb.fn.max('value').as('max')])
    .where('profile_id', '=', profileId)
    .groupBy(['game', 'measure'])
    .execute();
  return {
    profileId: profile.id,
    name: profile.name,
    rating: overall ? ratingOf(overall) : null,
    games: games
      .map((g) => {
        const r = ratings.find((x) => x.game === g.game);
        return {
          game: g.game,
          matches: toNumber(g.matches),
          wins: toNumber(g.wins),
          rating: r ? ratingOf(r) : null,
          measures: aggregates(measures.filter((m) => m.game === g.game)),
        };
      })
      .sort((a, b) => b.matches - a.matches || (a.game < b.game ? -1 : 1)),
  };
}

function aggregates(rows: readonly { measure: string; sum: unknown; max: unknown }[]): Record<string, MeasureAggregate> {
  return Object.fromEntries(rows.map((m) => [m.measure, { sum: toNumber(m.sum), max: toNumber(m.max) }]));
}

export async function gameStats(db: Db, game: string, room?: { roomCode: string; since: number }): Promise<GameStatsRow[]> {
  // With a room: its matches only (the code, from the room's creation on: a code is reused later).
  const roomMatches = room
    ? db.selectFrom('matches').select('id').where('room_code', '=', room.roomCode).where('started_at', '>=', room.since)
    : null;
  const totals = await competitorTotals(db, game)
    .$if(roomMatches !== null, (q) => q.where('o.match_id', 'in', roomMatches!))
    .execute();
  const ratings = await db.selectFrom('game_ratings').selectAll().where('game', '=', game).execute();
  const measures = await db
    .selectFrom('match_measures')
    .select((eb) => ['competitor_key', 'measure', eb.fn.sum('value').as('sum'), eb.fn.max('value').as('max')])
    .where('game', '=', game)
    .$if(roomMatches !== null, (q) => q.where('match_id', 'in', roomMatches!))
    .groupBy(['competitor_key', 'measure'])
    .execute();
  return totals
    .map((t) => {
      const competitor = competitorOf(t);
      const r = competitor.profileId ? ratings.find((x) => x.profile_id === competitor.profileId) : undefined;
      return {
        ...competitor,
        rating: r ? ratingOf(r) : null,
        measures: aggregates(measures.filter((m) => m.competitor_key === t.competitor_key)),
      };
    })
    .sort((a, b) => b.wins - a.wins || b.matches - a.matches || byName(a, b) || Number(a.isBot) - Number(b.isBot));
}

export async function eveningTable(db: Db, roomCode: string, since: number): Promise<EveningRecord | null> {
  const any = await db.selectFrom('matches').select('id').where('room_code', '=', roomCode).limit(1).executeTakeFirst();
  if (!any) return null;
  const seats = await db
    .selectFrom('match_outcomes as o')
    .innerJoin('matches as m', 'm.id', 'o.match_id')
    .leftJoin('profiles as p', 'p.id', 'o.profile_id')
    .select(['o.match_id', 'o.game', 'o.finished_at', 'o.competitor_key', 'o.is_bot', 'o.profile_id', 'o.placement', 'o.seat', 'o.credited', 'm.coached', 'o.name as seat_name', 'p.name as profile_name'])
    .where('m.room_code', '=', roomCode)
    .where('o.finished_at', '>=', since)
    .orderBy('o.finished_at')
    .orderBy('o.match_id')
    .orderBy('o.seat')
    .execute();
  const rows = new Map<string, EveningRecord['rows'][number]>();
  const matches = new Map<string, EveningRecord['matches'][number]>();
  for (const s of seats) {
    const isBot = toNumber(s.is_bot) === 1;
    const credited = toNumber(s.credited) === 1;
    const coached = toNumber(s.coached) === 1;
    // A seat that changed hands is named by both ("Bot 1 → Emil", as stored) and counts for nobody.
    const name = (isBot || !credited ? null : s.profile_name) ?? s.seat_name;
    const won = toNumber(s.placement) === 1 && !coached;
    if (credited) {
      const row = rows.get(s.competitor_key) ?? { name, isBot, profileId: isBot ? null : s.profile_id, matches: 0, wins: 0 };
      row.matches++;
      if (won) row.wins++;
      rows.set(s.competitor_key, row);
    }
    const match = matches.get(s.match_id) ?? { matchId: s.match_id, game: s.game, finishedAt: toNumber(s.finished_at), winners: [], coached };
    if (won) match.winners.push(name);
    matches.set(s.match_id, match);
  }
  return {
    rows: [...rows.values()].sort((a, b) => b.wins - a.wins || b.matches - a.matches || byName(a, b) || Number(a.isBot) - Number(b.isBot)),
    matches: [...matches.values()],
  };
}

export async function matchMeasures(db: Db, matchId: string): Promise<MatchMeasuresRow[]> {
  const rows = await db
    .selectFrom('match_measures as m')
    .innerJoin('match_outcomes as o', (join) => join.onRef('o.match_id', '=', 'm.match_id').onRef('o.seat', '=', 'm.seat'))
    .select(['m.seat', 'm.part', 'm.measure', 'm.value', 'o.name', 'o.is_bot'])
    .where('m.match_id', '=', matchId)
    .orderBy('m.seat')
    .orderBy('m.part')
    .execute();
  const bySeat = new Map<number, MatchMeasuresRow>();
  for (const r of rows) {
    const seat = toNumber(r.seat);
    const row = bySeat.get(seat) ?? { seat, name: r.name, isBot: toNumber(r.is_bot) === 1, values: {}, best: {}, holders: 0 };
    row.holders = Math.max(row.holders, toNumber(r.part) + 1);
    const value = toNumber(r.value);
    row.values[r.measure] = (row.values[r.measure] ?? 0) + value;
    row.best[r.measure] = Math.max(row.best[r.measure] ?? 0, value);
    bySeat.set(seat, row);
  }
  return [...bySeat.values()];
}
