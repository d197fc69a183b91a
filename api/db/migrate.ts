import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './connection';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Applies `migrations/NNNN-*.sql` in order, each in a transaction, tracked by PRAGMA user_version. */
export function migrate(db: Db): number {
  const current = readVersion(db);
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{4}-.*\.sql$/.test(f))
    .sort();
  let version = current;
  for (const file of files) {
    const number = Number(file.slice(0, 4));
    if (number <= version) continue;
    const sql = readFileSync(MIGRATIONS_DIR + file, 'utf8');
    db.tx(() => {
      db.exec(sql);
      db.pragma(`user_version = ${number}`);
    });
    version = number;
  }
  return version;
}

function readVersion(db: Db): number {
  const rows = db.pragma('user_version') as Array<{ user_version: number }>;
  return rows[0]?.user_version ?? 0;
}
