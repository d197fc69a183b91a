import type { Db } from '../../db/connection';

/**
 * Signed-in users by session token hash, kept a few seconds. Every API request starts by finding
 * its user, and the 1 s polling of a letter in progress and the lists' 304s cost little else: the
 * three-table lookup was a third of such an answer. Every write to users, sessions or
 * organizations goes through the auth repo, which empties this at once, so a sign-out, a password
 * change or a renamed organization is seen by the next request; the few seconds bound only what
 * another process could change in the file (a script), and no entry outlives its session.
 */
const KEEP_MS = 5_000;
const MAX_ENTRIES = 1_000;

interface Entry<T> {
  user: T;
  /** Until when the entry may answer: KEEP_MS after it was read, or the session's expiry if sooner. */
  until: number;
}

export interface SessionUsers<T> {
  /** The user of a session, from memory or `read`; a copy, so no request changes another's. */
  get(tokenHash: string, now: number, read: () => { user: T; expiresAt: number } | undefined): T | undefined;
  clear(): void;
}

// One per database, whichever repo object asks: a write through one empties it for all.
const byDb = new WeakMap<Db, SessionUsers<object>>();

export function sessionUsersOf<T extends object>(db: Db): SessionUsers<T> {
  let cache = byDb.get(db);
  if (!cache) byDb.set(db, (cache = sessionUsers<object>()));
  return cache as SessionUsers<T>;
}

function sessionUsers<T extends object>(): SessionUsers<T> {
  const entries = new Map<string, Entry<T>>();
  return {
    get(tokenHash, now, read) {
      const kept = entries.get(tokenHash);
      if (kept && kept.until > now) return { ...kept.user };
      entries.delete(tokenHash);
      const found = read();
      if (!found) return undefined;
      // A Map keeps insertion order: the first key is the oldest entry.
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(tokenHash, { user: found.user, until: Math.min(now + KEEP_MS, found.expiresAt) });
      return { ...found.user };
    },
    clear: () => entries.clear(),
  };
}
