/** Profiles: a name behind a device token. The token is a secret; only its SHA-256 hash is stored. */
import { createHash, randomUUID } from 'node:crypto';
import { StoreError, type ProfileRecord } from './store.ts';
import type { Db } from './schema.ts';

export function hashDeviceToken(deviceToken: string): string {
  return createHash('sha256').update(deviceToken, 'utf8').digest('hex');
}

/**
 * One statement, so two racing calls for a new token cannot make two profiles: the loser of the insert
 * hits the unique hash and renames the winner's row instead; both get the same id back.
 */
export async function profileForToken(db: Db, deviceToken: string, name: string, now: number): Promise<ProfileRecord> {
  if (typeof deviceToken !== 'string' || deviceToken.length === 0) {
    throw new StoreError('BAD_TOKEN', 'a device token must be a non-empty string');
  }
  const row = await db
    .insertInto('profiles')
    .values({ id: randomUUID(), token_hash: hashDeviceToken(deviceToken), name, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('token_hash').doUpdateSet({ name, updated_at: now }))
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  return { id: row.id, name: row.name };
}

/**
 * Issue 15: every join with a fresh device token adds a row; rows of tokens that never finished a match
 * go once they are old. Chunks of ids, so that no statement grows past the drivers' parameter limits.
 */
export async function pruneProfiles(db: Db, olderThan: number, keep: readonly string[]): Promise<number> {
  const candidates = await db
    .selectFrom('profiles as p')
    .select('p.id')
    .where('p.updated_at', '<', olderThan)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('match_outcomes as o').select('o.profile_id').whereRef('o.profile_id', '=', 'p.id'))))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('ratings as r').select('r.profile_id').whereRef('r.profile_id', '=', 'p.id'))))
    .execute();
  const kept = new Set(keep);
  const ids = candidates.map((c) => c.id).filter((id) => !kept.has(id));
  let deleted = 0;
  for (let i = 0; i < ids.length; i += 500) {
    // Re-checks the age: a device that joined meanwhile has touched its row and keeps it.
    const result = await db.deleteFrom('profiles').where('id', 'in', ids.slice(i, i + 500)).where('updated_at', '<', olderThan).executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}
