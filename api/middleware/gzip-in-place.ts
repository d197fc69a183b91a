import { gzipSync } from 'node:zlib';
import type { Context, Next } from 'koa';
import { taggedAnswerOf } from './answer-cache';

/**
 * Gzips a JSON answer that is already bytes in memory (every GET's, see conditional-json.ts) and
 * of middling size (a page of a list: 20 kB for 50 contacts, 90 kB for the largest page of 200) in one synchronous call, before koa-compress sees it.
 * koa-compress would pipe it through a zlib stream in the thread pool and send it chunked: for a
 * 20 kB page that costs several times the compression itself (about 0.3 ms against 0.07 ms here).
 * Larger bodies (a whole list of megabytes) are left to koa-compress's stream, so the event loop is
 * never held for long; so are bodies smaller than koa-compress's threshold, which stay as they are.
 * Place it after koa-compress (which still sets Vary and skips an answer already encoded).
 */
export function gzipInPlace({ threshold, maxBytes }: { threshold: number; maxBytes: number }) {
  return async (ctx: Context, next: Next) => {
    await next();
    const body: unknown = ctx.body;
    if (!Buffer.isBuffer(body) || body.length < threshold || body.length > maxBytes) return;
    if (ctx.status !== 200 || ctx.method === 'HEAD' || ctx.res.hasHeader('Content-Encoding') || !ctx.response.is('json')) return;
    if (/no-transform/i.test(String(ctx.res.getHeader('Cache-Control') ?? ''))) return;
    if (ctx.acceptsEncodings('gzip', 'identity') !== 'gzip') return;
    // A list answer with a version tag is compressed once for everyone who asks it (answer-cache.ts).
    const tagged = taggedAnswerOf(ctx);
    let gzipped = tagged?.answers.recall(tagged.tag, 'gzip');
    if (!gzipped) {
      gzipped = gzipSync(body);
      tagged?.answers.remember(tagged.tag, 'gzip', gzipped);
    }
    ctx.body = gzipped;
    ctx.set('Content-Encoding', 'gzip');
  };
}
