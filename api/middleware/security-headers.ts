import type { Context, Next } from 'koa';

/** Headers every answer carries: no MIME sniffing, no framing, a strict referrer policy. */
export async function securityHeaders(ctx: Context, next: Next): Promise<void> {
  ctx.set({
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
  });
  await next();
}
