import { createHash } from 'node:crypto';
import type { Context, Next } from 'koa';
import { currentUser, type SignedInUser } from './session';
import { JsonText } from './conditional-json';
import { taggedAnswerOf } from './answer-cache';

/**
 * Answers 304 at once when the client already holds this list at this version: the tag names the
 * organization, the list's version (bumped by every write, see migration 0007) and the query
 * (page, search), so nothing is read or serialized for an unchanged list. Returns true when it
 * answered; otherwise the tag stays set for the answer the route builds.
 */
function answeredUnchanged(ctx: Context, list: string, orgId: number, version: number): boolean {
  const query = createHash('sha1').update(ctx.querystring).digest('base64url').slice(0, 16);
  const tag = `W/"${list}-${orgId}-${version}-${query}"`;
  ctx.etag = tag;
  ctx.state.versionTag = tag;
  // Koa judges freshness only for a 2xx status, and the status is 404 until a body is set.
  ctx.status = 200;
  if (!ctx.fresh) return false;
  ctx.status = 304;
  return true;
}

/**
 * A list's first step, before its query is parsed: a 304 when the client holds this version, the
 * answer already sent to someone for this tag when there is one (answer-cache.ts: it was a valid
 * query then, and the data is the same), else the route builds it. `list` names what the tag
 * covers: the viewer too when what they see depends on who they are.
 */
export function unchangedList(list: (user: SignedInUser) => string, versionOf: (user: SignedInUser) => number) {
  return (ctx: Context, next: Next) => {
    const user = currentUser(ctx);
    if (answeredUnchanged(ctx, list(user), user.org_id, versionOf(user))) return;
    const tagged = taggedAnswerOf(ctx);
    const kept = tagged?.answers.recall(tagged.tag, 'identity');
    if (kept) {
      ctx.body = new JsonText(kept);
      return;
    }
    return next();
  };
}
