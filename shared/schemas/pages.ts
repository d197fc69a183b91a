import { z } from 'zod';

/** The most rows one page of a list answers. */
export const MAX_PAGE_SIZE = 200;

/**
 * ?limit=&cursor=&q= on a list call: a page of at most `limit` rows after `cursor` (the
 * `nextCursor` of the page before), matching the search text `q`. Without `limit` the call
 * answers as the spec describes it (every row).
 */
export const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  cursor: z.string().max(200).regex(/^[A-Za-z0-9_-]*$/, 'Not a cursor this server gave').optional(),
  q: z.string().trim().max(100).optional().default(''),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** An export of a list: all of it, or what the list's search `q` finds. */
export const ExportQuery = PageQuery.pick({ q: true });
export type ExportQuery = z.infer<typeof ExportQuery>;

/** One page of a list; `nextCursor` is null on the last page. */
export const pageOf = <Row extends z.ZodTypeAny>(row: Row) => z.object({ items: z.array(row), nextCursor: z.string().nullable() });
