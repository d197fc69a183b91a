import { hash } from 'node:crypto';
import { Stream } from 'node:stream';
import type { Context, Next } from 'koa';
import { taggedAnswerOf } from './answer-cache';

/**
 * A body that is JSON already (a list page SQLite serialized, an answer kept by its version tag):
 * set as `ctx.body`, it is sent as it is, with the same type, tag and caching as any other JSON answer.
 */
export class JsonText {
  constructor(readonly text: string | Buffer) {}

  bytes(): Buffer {
    return typeof this.text === 'string' ? Buffer.from(this.text) : this.text;
  }

  /** Where it is serialized as an object after all (an app without conditionalJson), the same JSON. */
  toJSON(): unknown {
    return JSON.parse(this.text.toString());
  }
}

/** JSON answers may be kept by the browser only for itself, and asked again each time (see below). */
export const JSON_CACHE_CONTROL = 'private, no-cache';

/**
 * Every GET answered with JSON is serialized here, once (compression then knows its length
 * without a second JSON.stringify), and gets an ETag from its bytes: a client that sends it
 * back in If-None-Match while nothing changed gets a 304 with no body. The 1 s polling of a
 * letter in progress and the details refetches then cost a hash instead of a download.
 *
 * `private, no-cache`: the browser may keep the answer only for itself and must ask each time,
 * so nothing stale is ever shown; sign-out clears what it kept (Clear-Site-Data).
 */
export async function conditionalJson(ctx: Context, next: Next) {
  await next();
  const body: unknown = ctx.body;
  // Text already serialized (JsonText) is sent as it is, whatever the method or status.
  const text = body instanceof JsonText ? body.bytes() : null;
  if (text) {
    ctx.body = text;
    ctx.type = 'application/json; charset=utf-8';
  }
  if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.status !== 200) return;
  if (!text && (body === null || typeof body !== 'object' || Buffer.isBuffer(body) || body instanceof Stream)) return;
  const bytes = text ?? Buffer.from(JSON.stringify(body));
  ctx.body = bytes;
  ctx.type = 'application/json; charset=utf-8';
  // Weak: the same data may travel gzip-compressed or not. A route that knows its list's
  // version has set a tag already (list-version.ts), which holds as well and costs nothing.
  // res.hasHeader, not ctx.response.get: Koa's copies every header into a new object per call.
  if (!ctx.res.hasHeader('ETag')) ctx.etag = `W/"${hash('sha1', bytes, 'base64url')}"`;
  if (!ctx.res.hasHeader('Cache-Control')) ctx.set('Cache-Control', JSON_CACHE_CONTROL);
  const tagged = taggedAnswerOf(ctx);
  tagged?.answers.remember(tagged.tag, 'identity', bytes);
  if (ctx.fresh) {
    ctx.status = 304;
    ctx.body = null;
  }
}
