import type { Context, Next } from 'koa';
import { forbidden } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site (CSRF): when the browser names an
 * Origin, its host must be ours. Requests without an Origin (curl, same-origin GET forms) pass;
 * the SameSite=Lax cookie covers the rest.
 */
export async function sameOrigin(ctx: Context, next: Next): Promise<void> {
  if (!SAFE_METHODS.has(ctx.method)) {
    const origin = ctx.get('Origin');
    if (origin && origin !== 'null') {
      let host: string;
      try {
        host = new URL(origin).host;
      } catch {
        throw forbidden('Cross-site request refused');
      }
      if (host !== ctx.host) throw forbidden('Cross-site request refused');
    } else if (origin === 'null') {
      throw forbidden('Cross-site request refused');
    }
  }
  await next();
}
