/**
 * The schema's migrations, in code (no migration folder to ship), the same for SQLite and PostgreSQL.
 * Never edit a migration that has shipped: add the next one (names sort in order: 0001_, 0002_, ...).
 */
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Dialect } from './schema.ts';
import { mendName } from '../rooms/names.ts';

/**
 * A migration sees the schema as it was when the migration shipped, not today's `Database`: a schema-only
 * step needs no table types (`Kysely<unknown>`); a step that reads rows names the columns it reads.
 */
type SchemaOnly = Kysely<unknown>;

/** The rows 0003 mends: stored names (as the tables were at 0003). */
interface NamesAt0003 {
  profiles: { id: string; name: string };
  match_outcomes: { match_id: string; seat: number; name: string; is_bot: number };
}

const migrations: Record<string, Migration> = {
  '0001_initial': {
    async up(db: SchemaOnly) {
      await db.schema
        .createTable('profiles')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('rooms')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('match_id', 'text')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('matches')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('room_code', 'text', (c) => c.notNull())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('options', 'text', (c) => c.notNull())
        .addColumn('seats', 'integer', (c) => c.notNull())
        .addColumn('seed', 'text', (c) => c.notNull())
        .addColumn('lineup', 'text', (c) => c.notNull())
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        .addColumn('finished_at', 'bigint')
        .execute();

      // Append-only: the primary key makes a duplicate seq impossible even between racing writers.
      await db.schema
        .createTable('moves')
        .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('seat', 'integer')
        .addColumn('move', 'text', (c) => c.notNull())
        .addColumn('by_clock', 'integer', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('moves_pk', ['match_id', 'seq'])
        .execute();

      await db.schema
        .createTable('match_outcomes')
        .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id'))
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('competitor_key', 'text', (c) => c.notNull())
        .addColumn('profile_id', 'text', (c) => c.references('profiles.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('is_bot', 'integer', (c) => c.notNull())
        .addColumn('total', 'double precision', (c) => c.notNull())
        .addColumn('placement', 'integer', (c) => c.notNull())
        .addColumn('rated', 'integer', (c) => c.notNull())
        .addColumn('finished_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('match_outcomes_pk', ['match_id', 'seat'])
        .execute();
      await db.schema.createIndex('match_outcomes_game').on('match_outcomes').columns(['game', 'competitor_key']).execute();

      await db.schema
        .createTable('ratings')
        .addColumn('profile_id', 'text', (c) => c.primaryKey().references('profiles.id'))
        .addColumn('rating', 'double precision', (c) => c.notNull())
        .addColumn('mu', 'double precision', (c) => c.notNull())
        .addColumn('sigma', 'double precision', (c) => c.notNull())
        .addColumn('matches', 'integer', (c) => c.notNull())
        .addColumn('wins', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ratings_rating').on('ratings').column('rating').execute();
    },
  },
  // Issue 12: matches say which deal generator dealt them. Rows from before are version 1 (sfc32 over a
  // 32-bit hash of the seed) and keep replaying with it; the server writes version 2 for new matches.
  '0002_deal_generator': {
    async up(db: SchemaOnly) {
      await db.schema
        .alterTable('matches')
        .addColumn('deal_generator', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
    },
  },
  // Issue 15: names with lone surrogates were stored (as invalid UTF-8 on SQLite, U+FFFD on PostgreSQL)
  // and shown as "x���y" in the ranking; invisible names got in too. Mend every stored human name with
  // today's name rule (names.ts): drop what it refuses; an empty result becomes "Player".
  '0003_mend_names': {
    async up(db: Kysely<NamesAt0003>) {
      const profiles = await db.selectFrom('profiles').select(['id', 'name']).execute();
      for (const p of profiles) {
        const mended = mendName(p.name, 'Player');
        if (mended !== p.name) await db.updateTable('profiles').set({ name: mended }).where('id', '=', p.id).execute();
      }
      const outcomes = await db.selectFrom('match_outcomes').select(['match_id', 'seat', 'name']).where('is_bot', '=', 0).execute();
      for (const o of outcomes) {
        const mended = mendName(o.name, 'Player');
        if (mended !== o.name) {
          await db.updateTable('match_outcomes').set({ name: mended }).where('match_id', '=', o.match_id).where('seat', '=', o.seat).execute();
        }
      }
    },
  },
  // Issue 16 (the cluster): each room's owner epoch, the fencing token of its lease. A process that
  // takes a room over increments it; the owner's writes (moves, the room's record) are conditioned on
  // it in the same statement (cluster/fencing.ts), so a stale owner's late write is refused by the
  // database. Rows and single-process servers keep 0 and never look at it.
  '0004_room_epoch': {
    async up(db: SchemaOnly) {
      await db.schema.alterTable('rooms').addColumn('epoch', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
    },
  },
  // Issue 18, part 4 (the family's statistics): each finished match's measures per seat (one row per
  // measure: the games' own measures, core/stats.ts), grouped like the outcomes, and a rating per game
  // beside the overall one (updated by the same rule in the same transaction, ranking/ratings.ts).
  '0005_statistics': {
    async up(db: SchemaOnly) {
      await db.schema
        .createTable('match_measures')
        .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id'))
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('competitor_key', 'text', (c) => c.notNull())
        .addColumn('profile_id', 'text', (c) => c.references('profiles.id'))
        .addColumn('measure', 'text', (c) => c.notNull())
        .addColumn('value', 'integer', (c) => c.notNull())
        .addColumn('finished_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('match_measures_pk', ['match_id', 'seat', 'measure'])
        .execute();
      await db.schema.createIndex('match_measures_game').on('match_measures').columns(['game', 'competitor_key']).execute();
      await db.schema.createIndex('match_measures_profile').on('match_measures').columns(['profile_id', 'game']).execute();
      await db.schema
        .createTable('game_ratings')
        .addColumn('profile_id', 'text', (c) => c.notNull().references('profiles.id'))
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('rating', 'double precision', (c) => c.notNull())
        .addColumn('mu', 'double precision', (c) => c.notNull())
        .addColumn('sigma', 'double precision', (c) => c.notNull())
        .addColumn('matches', 'integer', (c) => c.notNull())
        .addColumn('wins', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('game_ratings_pk', ['profile_id', 'game'])
        .execute();
      await db.schema.createIndex('matches_room').on('matches').columns(['room_code', 'finished_at']).execute();
    },
  },
  // Issue 18, part 2: a match with a coached seat is marked (and is not rated). Rows from before: 0.
  '0006_coached_matches': {
    async up(db: SchemaOnly) {
      await db.schema.alterTable('matches').addColumn('coached', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    },
  },
  // Issue 28 §1: credit only for what a person played. An outcome whose seat changed hands during the
  // match is kept (the podium's "Bot 1 → Emil") but `credited` 0: it counts for nobody's matches, wins
  // or placement. A seat's measures are stored per holder (`part`: 0 for the seat's first holder, 1 for
  // the next, ...), so a late-comer's own deals count for them; the primary key gains `part`, which
  // SQLite cannot alter: the table is rebuilt (rows from before are part 0). Rows from before: credited.
  '0007_seat_credit': {
    async up(db: SchemaOnly) {
      await db.schema.alterTable('match_outcomes').addColumn('credited', 'integer', (c) => c.notNull().defaultTo(1)).execute();
      await db.schema
        .createTable('match_measures_parts')
        .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id'))
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('part', 'integer', (c) => c.notNull())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('competitor_key', 'text', (c) => c.notNull())
        .addColumn('profile_id', 'text', (c) => c.references('profiles.id'))
        .addColumn('measure', 'text', (c) => c.notNull())
        .addColumn('value', 'integer', (c) => c.notNull())
        .addColumn('finished_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('match_measures_part_pk', ['match_id', 'seat', 'part', 'measure'])
        .execute();
      await sql`insert into match_measures_parts (match_id, seat, part, game, competitor_key, profile_id, measure, value, finished_at)
        select match_id, seat, 0, game, competitor_key, profile_id, measure, value, finished_at from match_measures`.execute(db);
      await db.schema.dropTable('match_measures').execute();
      await db.schema.alterTable('match_measures_parts').renameTo('match_measures').execute();
      await db.schema.createIndex('match_measures_game').on('match_measures').columns(['game', 'competitor_key']).execute();
      await db.schema.createIndex('match_measures_profile').on('match_measures').columns(['profile_id', 'game']).execute();
    },
  },
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/**
 * Brings the schema up to date; idempotent. On PostgreSQL the migration bookkeeping tables go into
 * `schema` (or the connection's current schema), so that another schema on the same search path that
 * happens to hold them (an older test run, say) cannot make the migrator believe they exist here.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>, dialect: Dialect, schema?: string): Promise<void> {
  let migrationTableSchema: string | undefined;
  if (dialect === 'postgres') {
    if (schema) {
      await db.schema.createSchema(schema).ifNotExists().execute();
      migrationTableSchema = schema;
    } else {
      const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
      migrationTableSchema = rows[0]?.schema ?? 'public';
    }
  }
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`database migration ${failed ?? ''} failed: ${String((error as Error)?.message ?? error)}`, { cause: error });
  }
}
