import type { Context, Next } from 'koa';
import { forbidden } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site (CSRF): when the browser names an
 * Origin, its scheme and host must be ours (http://host is another origin than https://host). Requests without an Origin (curl, same-origin GET forms) pass;
 * the SameSite=Lax cookie covers the rest.
 */
export function sameOrigin(ctx: Context, next: Next): Promise<void> {
  if (!SAFE_METHODS.has(ctx.method)) {
    const origin = ctx.get('Origin');
    if (origin && origin !== 'null') {
      let url: URL;
      try {
        url = new URL(origin);
      } catch {
        throw forbidden('Cross-site request refused');
      }
      if (url.host !== ctx.host || url.protocol !== `${ctx.protocol}:`) throw forbidden('Cross-site request refused');
    } else if (origin === 'null') {
      throw forbidden('Cross-site request refused');
    }
  }
  return next();
}
