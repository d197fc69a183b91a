import type { Context, Next } from 'koa';

/**
 * Headers every answer carries: no MIME sniffing, no framing, and a Content-Security-Policy.
 * Pages (the app, its files) get the policy the app works under (scripts only from us; inline
 * styles are needed by the toaster and the map) and the other document headers. An API answer is
 * never a page the browser renders, so it gets the short policy that forbids everything: the
 * long one cost a third of the bytes a 304 or a small answer writes, on every request.
 */
export function securityHeaders(tileUrl?: string) {
  const tileOrigin = tileUrl ? originOf(tileUrl) : '';
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${tileOrigin}`.trim(),
    `connect-src 'self' ${tileOrigin}`.trim(),
    "font-src 'self' data:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  const forPages = {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(self), geolocation=(self), microphone=()',
  };
  const forApi = {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
  };
  return (ctx: Context, next: Next) => {
    ctx.set(ctx.path.startsWith('/api/') ? forApi : forPages);
    return next();
  };
}

/** 'https://{s}.tile.example.org/{z}/{x}/{y}.png' → 'https://*.tile.example.org'. */
function originOf(template: string): string {
  try {
    const url = new URL(template.replace(/\{s\}/g, 'a').replace(/\{[xyz]\}/g, '0'));
    return template.includes('{s}') ? `${url.protocol}//*.${url.host.split('.').slice(1).join('.')}` : url.origin;
  } catch {
    return '';
  }
}
