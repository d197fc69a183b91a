import { z } from 'zod';
import { ContactSummary } from './contact-pages';

/** The most changed contacts one answer carries; the device asks again while `more` is true. */
export const MAX_CHANGES_PAGE = 1000;

/**
 * GET /api/contacts?changedSince=<cursor>&limit=: what changed since the device's last answer.
 * `changedSince` is the `cursor` of that answer ('0' the first time: every contact).
 */
export const ContactChangesQuery = z.object({
  changedSince: z.string().regex(/^\d{1,15}$/, 'Not a cursor this server gave'),
  limit: z.coerce.number().int().min(1).max(MAX_CHANGES_PAGE).optional().default(MAX_CHANGES_PAGE),
});
export type ContactChangesQuery = z.infer<typeof ContactChangesQuery>;

/**
 * Contacts added or edited since the cursor (as list rows), the ids of those deleted since, and
 * the cursor to ask from next time. Apply `deletedIds` first: an id can come back in `items`.
 */
export const ContactChanges = z.object({
  items: z.array(ContactSummary),
  deletedIds: z.array(z.number()),
  cursor: z.string(),
  more: z.boolean(),
});
export type ContactChanges = z.infer<typeof ContactChanges>;
