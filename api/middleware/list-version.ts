import { hash } from 'node:crypto';
import type { Context, Next } from 'koa';
import { currentUser, sessionUserOf, type SignedInUser } from './session';
import { JSON_CACHE_CONTROL, JsonText } from './conditional-json';
import { taggedAnswerOf } from './answer-cache';

/**
 * A list, or one of its records, whose every write bumps its version (migration 0007): what its
 * tag names, and who may read it.
 */
export interface VersionedList {
  /** What the tag covers: the viewer too when what they see depends on who they are, the record's id for a record. */
  name: (user: SignedInUser, ctx: Context) => string;
  versionOf: (user: SignedInUser) => number;
  /** The route's own access rule, when it has one beyond being signed in: nobody refused it gets a 304 or a kept answer. */
  readableBy?: (user: SignedInUser, ctx: Context) => boolean;
}

/** The route's own rule refuses this viewer: they get no 304 and no kept answer, whatever tag they send. */
const refuses = (list: VersionedList, user: SignedInUser, ctx: Context) => list.readableBy !== undefined && !list.readableBy(user, ctx);

/**
 * Answers 304 at once when the client already holds this list at this version: the tag names the
 * organization, the list's version and the query (page, search), so nothing is read or serialized
 * for an unchanged list. Returns true when it answered; otherwise the tag stays set for the answer
 * the route builds.
 */
function answeredUnchanged(ctx: Context, list: VersionedList, user: SignedInUser): boolean {
  const query = hash('sha1', ctx.querystring, 'base64url').slice(0, 16);
  const tag = `W/"${list.name(user, ctx)}-${user.org_id}-${list.versionOf(user)}-${query}"`;
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
 * query then, and the data is the same), else the route builds it.
 */
export function unchangedList(list: VersionedList) {
  return (ctx: Context, next: Next) => {
    const user = currentUser(ctx);
    // Refused (a record not theirs): the route answers as it would for anyone.
    if (refuses(list, user, ctx)) return next();
    if (answeredUnchanged(ctx, list, user)) return;
    const tagged = taggedAnswerOf(ctx);
    const kept = tagged?.answers.recall(tagged.tag, 'identity');
    if (kept) {
      ctx.body = new JsonText(kept);
      return;
    }
    return next();
  };
}

/**
 * The same 304, early in the app, for a list asked by its exact path with a tag: the polling and
 * refetches that are most of the server's requests then skip compression, body parsing and routing,
 * which cost twice what the 304 itself does. Whatever it does not answer (no tag, no session, a
 * changed list, someone the route refuses) goes on to the routes, which decide as before.
 */
export function unchangedListsFirst(lists: Record<string, VersionedList>, userForToken: (token: string) => SignedInUser | undefined) {
  return (ctx: Context, next: Next) => {
    const list = (ctx.method === 'GET' || ctx.method === 'HEAD') && ctx.headers['if-none-match'] ? lists[ctx.path] : undefined;
    const user = list && sessionUserOf(ctx, userForToken)?.user;
    if (!list || !user || refuses(list, user, ctx) || !answeredUnchanged(ctx, list, user)) return next();
    // What the full answer would carry (conditionalJson, compression): a 304 stands in for it.
    ctx.set('Cache-Control', JSON_CACHE_CONTROL);
    // Nothing before it here set a Vary to add to.
    ctx.set('Vary', 'Accept-Encoding');
  };
}
