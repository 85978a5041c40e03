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
