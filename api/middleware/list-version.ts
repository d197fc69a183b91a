import { createHash } from 'node:crypto';
import type { Context } from 'koa';

/**
 * Answers 304 at once when the client already holds this list at this version: the tag names
 * the organization, the list's version (bumped by every write, see migration 0007) and the
 * query (page, search), so nothing is read or serialized for an unchanged list. Returns true
 * when it answered; otherwise the tag stays set for the answer the route builds.
 */
export function answeredUnchanged(ctx: Context, list: string, orgId: number, version: number): boolean {
  const query = createHash('sha1').update(ctx.querystring).digest('base64url').slice(0, 16);
  ctx.etag = `W/"${list}-${orgId}-${version}-${query}"`;
  // Koa judges freshness only for a 2xx status, and the status is 404 until a body is set.
  ctx.status = 200;
  if (!ctx.fresh) return false;
  ctx.status = 304;
  return true;
}
