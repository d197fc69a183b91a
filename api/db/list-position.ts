import { badRequest } from '../errors';

/** Where a page of a list ends: the last row's sort values (created_at, then id). */
export interface ListPosition {
  createdAt: string;
  id: number;
}

/** An opaque cursor for the client: it only hands it back. */
export function encodePosition({ createdAt, id }: ListPosition): string {
  return Buffer.from(`${createdAt}|${id}`).toString('base64url');
}

/** The position in a cursor this server gave, or a 400 for anything else. */
export function decodePosition(cursor: string): ListPosition {
  const [createdAt = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(createdAt) || !/^\d{1,15}$/.test(id)) {
    throw badRequest('This list position is not one the server gave: load the list again');
  }
  return { createdAt, id: Number(id) };
}

/**
 * One page from a query asked for `limit + 1` rows: the extra row only tells that another page
 * follows, and the cursor points after the last row kept.
 */
export function pageFrom<Row extends { created_at: string; id: number }>(rows: Row[], limit: number): { rows: Row[]; nextCursor: string | null } {
  const more = rows.length > limit;
  const kept = more ? rows.slice(0, limit) : rows;
  const last = kept.at(-1);
  return { rows: kept, nextCursor: more && last ? encodePosition({ createdAt: last.created_at, id: last.id }) : null };
}
