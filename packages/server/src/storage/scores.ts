/** Finished matches: per-seat outcomes (the games' score tables) and the humans' ratings (the ranking). */
import { updateRatings } from '../ranking/ratings.ts';
import { StoreError, type FinishedMatch, type MatchPlayerRow } from './store.ts';
import { toFlag, toNumber, type Db, type Dialect, type MatchOutcomesTable } from './schema.ts';
import { checkMeasures, recordStatistics } from './statistics.ts';
import { competitorKey, competitorOf, competitorTotals } from './competitor.ts';
import { NEW_RATING_VALUES, ratingsBefore } from './rating-rows.ts';
import type { RankingEntry, ScoreEntry } from '@kitchen-table/protocol';

export { competitorKey };

function checkOutcomes(result: FinishedMatch): void {
  const seats = new Set<number>();
  for (const o of result.outcomes) {
    if (!Number.isInteger(o.seat) || o.seat < 0 || seats.has(o.seat)) {
      throw new StoreError('BAD_OUTCOMES', `match ${result.matchId}: seat ${o.seat} is invalid or repeated`);
    }
    seats.add(o.seat);
    if (!Number.isInteger(o.placement) || o.placement < 1) {
      throw new StoreError('BAD_OUTCOMES', `match ${result.matchId}: seat ${o.seat} has placement ${o.placement}`);
    }
    if (!Number.isFinite(o.total)) throw new StoreError('BAD_OUTCOMES', `match ${result.matchId}: seat ${o.seat} has total ${o.total}`);
    if (!o.isBot && o.profileId === null) {
      throw new StoreError('BAD_OUTCOMES', `match ${result.matchId}: human seat ${o.seat} has no profile`);
    }
  }
  const humans = result.outcomes.filter((o) => !o.isBot).map((o) => o.profileId);
  if (new Set(humans).size !== humans.length) {
    throw new StoreError('BAD_OUTCOMES', `match ${result.matchId}: one profile holds two seats`);
  }
}

export async function finishMatch(db: Db, dialect: Dialect, finished: FinishedMatch): Promise<boolean> {
  // A coached match (issue 18, part 2) is stored as such and rates nobody, whatever the caller's `rated`;
  // a seat that changed hands (issue 28 §1) rates nobody either.
  const result: FinishedMatch = {
    ...finished,
    outcomes: finished.outcomes.map((o) => ({ ...o, credited: o.credited !== false, rated: o.rated && o.credited !== false && !finished.coached })),
  };
  checkOutcomes(result);
  checkMeasures(result);
  return db.transaction().execute(async (trx) => {
    const match = await trx.selectFrom('matches').select(['game', 'finished_at']).where('id', '=', result.matchId).executeTakeFirst();
    if (!match) throw new StoreError('MATCH_NOT_FOUND', `match ${result.matchId} does not exist`);
    if (match.game !== result.game) {
      throw new StoreError('BAD_OUTCOMES', `match ${result.matchId} is ${match.game}, not ${result.game}`);
    }
    // Conditional, so that of two racing calls exactly one goes on (PostgreSQL re-checks the row after
    // the first commits; SQLite runs transactions one at a time).
    const marked = await trx
      .updateTable('matches')
      .set({ finished_at: result.finishedAt, ...(result.coached ? { coached: 1 } : {}) })
      .where('id', '=', result.matchId)
      .where('finished_at', 'is', null)
      .executeTakeFirst();
    if (marked.numUpdatedRows !== 1n) return false;

    if (result.outcomes.length > 0) {
      const rows: MatchOutcomesTable[] = result.outcomes.map((o) => ({
        match_id: result.matchId,
        seat: o.seat,
        game: result.game,
        competitor_key: competitorKey(o),
        profile_id: o.isBot ? null : o.profileId,
        name: o.name,
        is_bot: toFlag(o.isBot),
        total: o.total,
        placement: o.placement,
        rated: toFlag(o.rated && !o.isBot),
        credited: toFlag(o.credited !== false),
        finished_at: result.finishedAt,
      }));
      await trx.insertInto('match_outcomes').values(rows).execute();
    }
    // Issue 18, part 4: the match's measures and the per-game ratings (storage/statistics.ts).
    await recordStatistics(trx, dialect, result);

    const humanIds = result.outcomes.filter((o) => !o.isBot && o.rated).map((o) => o.profileId as string);
    if (humanIds.length === 0) return true;
    // FOR UPDATE on PostgreSQL: a player finishing two matches at once must not lose one update.
    // SQLite has no such clause and needs none (one writer at a time).
    const previousRows = await trx
      .selectFrom('ratings')
      .select(['profile_id', 'mu', 'sigma', 'matches', 'wins'])
      .where('profile_id', 'in', humanIds)
      .$if(dialect === 'postgres', (qb) => qb.forUpdate())
      .execute();
    const updates = updateRatings(ratingsBefore(previousRows), result.outcomes);
    if (updates.length === 0) return true;
    await trx
      .insertInto('ratings')
      .values(
        updates.map((u) => ({
          profile_id: u.profileId,
          rating: u.rating,
          mu: u.mu,
          sigma: u.sigma,
          matches: u.matches,
          wins: u.wins,
          updated_at: result.finishedAt,
        })),
      )
      .onConflict((oc) => oc.column('profile_id').doUpdateSet(NEW_RATING_VALUES))
      .execute();
    return true;
  });
}

export async function matchPlayers(db: Db, matchId: string): Promise<MatchPlayerRow[]> {
  const rows = await db
    .selectFrom('match_outcomes')
    .select(['seat', 'name', 'is_bot', 'total', 'placement'])
    .where('match_id', '=', matchId)
    .orderBy('seat')
    .execute();
  return rows.map((r) => ({
    seat: Number(r.seat),
    name: r.name,
    isBot: Number(r.is_bot) === 1,
    total: Number(r.total),
    placement: Number(r.placement),
  }));
}

export async function gameScores(db: Db, game: string, matchId?: string): Promise<ScoreEntry[]> {
  const totals = await competitorTotals(db, game)
    .select((eb) => [eb.fn.sum('o.total').as('total_points'), eb.fn.min('o.placement').as('best_placement')])
    .$if(matchId !== undefined, (qb) => qb.where('o.match_id', '=', matchId!))
    .execute();

  // Each competitor's total in its best-placed match, the latest among equals.
  const best = await db
    .selectFrom((qb) =>
      qb
        .selectFrom('match_outcomes')
        .select((eb) => [
          'competitor_key',
          'total',
          eb.fn
            .agg<number>('row_number', [])
            .over((ob) => ob.partitionBy('competitor_key').orderBy('placement', 'asc').orderBy('finished_at', 'desc').orderBy('match_id', 'desc'))
            .as('pick'),
        ])
        .where('game', '=', game)
        .where('credited', '=', 1)
        .$if(matchId !== undefined, (q) => q.where('match_id', '=', matchId!))
        .as('ranked'),
    )
    .select(['ranked.competitor_key', 'ranked.total'])
    .where('ranked.pick', '=', 1)
    .execute();
  const bestTotal = new Map(best.map((b) => [b.competitor_key, toNumber(b.total)]));

  const rows: ScoreEntry[] = totals.map((t) => ({
    ...competitorOf(t),
    totalPoints: toNumber(t.total_points),
    bestTotal: bestTotal.get(t.competitor_key) ?? 0,
    bestPlacement: toNumber(t.best_placement),
  }));
  return rows.sort(
    (a, b) =>
      b.wins - a.wins ||
      a.bestPlacement - b.bestPlacement ||
      b.matches - a.matches ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
      Number(a.isBot) - Number(b.isBot),
  );
}

export async function rankings(db: Db, limit = 50, minMatches = 0): Promise<RankingEntry[]> {
  const rows = await db
    .selectFrom('ratings as r')
    .innerJoin('profiles as p', 'p.id', 'r.profile_id')
    .select(['r.profile_id', 'p.name', 'r.rating', 'r.mu', 'r.sigma', 'r.matches', 'r.wins'])
    .where('r.matches', '>=', Math.max(0, Math.floor(minMatches)))
    .orderBy('r.rating', 'desc')
    .orderBy('r.matches', 'desc')
    .orderBy('p.name')
    .orderBy('r.profile_id')
    .limit(Math.max(0, Math.floor(limit)))
    .execute();
  return rows.map((r) => ({
    profileId: r.profile_id,
    name: r.name,
    rating: toNumber(r.rating),
    mu: toNumber(r.mu),
    sigma: toNumber(r.sigma),
    matches: toNumber(r.matches),
    wins: toNumber(r.wins),
  }));
}
