import { readdirSync, rmSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Db } from '../db/connection';
import type { DataFiles, FileArea } from './files';
import { storedFilesRepo } from './stored-files.repo';

/** Names we issue (`files.newPath`): anything else in these folders is not ours to delete. */
const ISSUED_NAME = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;
const SWEPT: readonly FileArea[] = ['uploads', 'profile-images'];

/**
 * Removes photos no row refers to: a crash between writing a photo and committing its row (or
 * between replacing a contact's photo and deleting the old one) leaves such files behind. Runs at
 * start-up. Files younger than `minAgeMs` are kept, since another process on the same DATA_DIR
 * may be about to commit their row. Returns how many files were removed.
 */
export function sweepOrphans(
  db: Db,
  files: DataFiles,
  log: (message: string) => void = () => {},
  { now = Date.now(), minAgeMs = 60_000 }: { now?: number; minAgeMs?: number } = {},
): number {
  // Compared by name: names are random UUIDs, and a moved DATA_DIR must not make every photo an orphan.
  const referenced = new Set<string>(storedFilesRepo(db).photoNames().map((r) => basename(r.name)));
  let removed = 0;
  for (const area of SWEPT) {
    const dir = files.folder(area);
    for (const name of readdirSync(dir)) {
      if (!ISSUED_NAME.test(name) || referenced.has(name)) continue;
      const path = join(dir, name);
      try {
        const stat = statSync(path);
        if (!stat.isFile() || now - stat.mtimeMs < minAgeMs) continue;
        rmSync(path, { force: true });
        removed += 1;
      } catch {
        // Gone already (removed by its own request): nothing to sweep.
      }
    }
  }
  if (removed > 0) log(`removed ${removed} orphaned photo file(s) from ${SWEPT.join(' and ')}`);
  return removed;
}

/**
 * Sweeps now, and once more when the files kept as too young have come of age: after an immediate
 * restart (kill -9, then start) those are this process's orphans, and nothing else would remove
 * them before the next start. Returns a function that cancels the second sweep (at shutdown).
 */
export function sweepOrphansNowAndLater(db: Db, files: DataFiles, log: (message: string) => void = () => {}, { minAgeMs = 60_000 }: { minAgeMs?: number } = {}): () => void {
  sweepOrphans(db, files, log, { minAgeMs });
  const later = setTimeout(() => sweepOrphans(db, files, log, { minAgeMs }), minAgeMs + 1000);
  later.unref();
  return () => clearTimeout(later);
}
