import type { Db } from './connection';

/**
 * Values read from the database and kept until its next write: the lists' versions, which every
 * 304 and every kept answer starts from, are read once per write instead of once per request.
 * The app is the file's only writer, through its one connection (connection.ts counts the
 * writes); a second at most bounds what a write from outside (an operator's sqlite3) could leave
 * unseen.
 */
const MAX_AGE_MS = 1_000;

interface Kept {
  value: unknown;
  writes: number;
  until: number;
}

const byDb = new WeakMap<Db, Map<string, Kept>>();

export function keptUntilWrite<T>(db: Db, key: string, read: () => T, now = Date.now()): T {
  let kept = byDb.get(db);
  if (!kept) byDb.set(db, (kept = new Map()));
  const entry = kept.get(key);
  const writes = db.writes();
  if (entry && entry.writes === writes && entry.until > now) return entry.value as T;
  const value = read();
  kept.set(key, { value, writes, until: now + MAX_AGE_MS });
  return value;
}
