import type { Context, Next } from 'koa';

/**
 * Headers every answer carries: a Content-Security-Policy the app works under (scripts only
 * from us; inline styles are needed by the toaster and the map), no MIME sniffing, no framing.
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
  return async (ctx: Context, next: Next) => {
    ctx.set({
      'Content-Security-Policy': csp,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Permissions-Policy': 'camera=(self), geolocation=(self), microphone=()',
    });
    await next();
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
