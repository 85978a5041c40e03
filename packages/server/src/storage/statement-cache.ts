/**
 * Prepared statements kept for reuse on SQLite. Kysely's SQLite driver calls `db.prepare(sql)` for every
 * query, and preparing (parsing and planning the SQL) cost more than running the statement on the move
 * hot path: in the load benchmark's CPU profile, `prepare` alone was ~4% of the server's time and
 * executing ~6%. The store's queries are a small fixed set of SQL texts (values are parameters), so a
 * small LRU keyed by the SQL text catches all of them. better-sqlite3 statements are reusable; one is
 * never used twice at once here because better-sqlite3 runs each query to completion synchronously
 * (the store never streams rows, the one case where a statement stays busy between calls).
 */
import type { Database, Statement } from 'better-sqlite3';

export const STATEMENT_CACHE_SIZE = 256;

export function cacheStatements(db: Database, max = STATEMENT_CACHE_SIZE): Database {
  const cache = new Map<string, Statement>();
  const prepare = db.prepare.bind(db) as (source: string) => Statement;
  db.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (statement && !statement.busy) {
      // Most recently used last, so that the first key is the one to drop.
      cache.delete(source);
      cache.set(source, statement);
      return statement;
    }
    statement = prepare(source);
    cache.set(source, statement);
    if (cache.size > max) cache.delete(cache.keys().next().value!);
    return statement;
  }) as Database['prepare'];
  return db;
}
