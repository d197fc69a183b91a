import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type Row = Record<string, unknown>;

/**
 * The one wrapper over better-sqlite3 (Actual Budget style): all/get/run/tx.
 * Statements are cached by SQL text, so repos can pass literals without re-preparing.
 */
export interface Db {
  all<T = Row>(sql: string, ...params: unknown[]): T[];
  get<T = Row>(sql: string, ...params: unknown[]): T | undefined;
  run(sql: string, ...params: unknown[]): { changes: number; lastInsertRowid: number };
  tx<T>(fn: () => T): T;
  exec(sql: string): void;
  pragma(sql: string): unknown;
  close(): void;
  /**
   * Writes made through this connection so far (each run and exec, each start and end of a
   * transaction): a value read while it stays the same is still what the file holds.
   */
  writes(): number;
}

/** The only `new Database()` in the app: WAL, foreign keys on, a busy timeout for the worker. */
export function openDb(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const cache = new Map<string, Database.Statement>();
  const prepare = (sql: string) => {
    let statement = cache.get(sql);
    if (!statement) {
      statement = sqlite.prepare(sql);
      cache.set(sql, statement);
    }
    return statement;
  };
  let writes = 0;
  return {
    all: <T>(sql: string, ...params: unknown[]) => prepare(sql).all(...params) as T[],
    get: <T>(sql: string, ...params: unknown[]) => prepare(sql).get(...params) as T | undefined,
    run: (sql, ...params) => {
      writes += 1;
      const info = prepare(sql).run(...params);
      return { changes: info.changes, lastInsertRowid: Number(info.lastInsertRowid) };
    },
    // Counted again at the end: what was read inside a transaction that rolled back is not current.
    tx: (fn) => {
      writes += 1;
      try {
        return sqlite.transaction(fn)();
      } finally {
        writes += 1;
      }
    },
    exec: (sql) => {
      writes += 1;
      sqlite.exec(sql);
    },
    writes: () => writes,
    pragma: (sql) => sqlite.pragma(sql),
    close: () => sqlite.close(),
  };
}
