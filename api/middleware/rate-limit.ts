import type { Context, Next } from 'koa';
import { tooManyRequests } from '../errors';

/**
 * A fixed-window limit per key (user or address), in memory: enough for one process. Login has
 * its own throttle in SQLite (it must survive restarts and count failures only).
 */
export function rateLimit({ limit, windowMs, key, message }: { limit: number; windowMs: number; key: (ctx: Context) => string; message: string }) {
  const windows = new Map<string, { start: number; count: number }>();
  return async (ctx: Context, next: Next) => {
    const now = Date.now();
    const k = key(ctx);
    let w = windows.get(k);
    if (!w || now - w.start >= windowMs) {
      w = { start: now, count: 0 };
      windows.set(k, w);
      if (windows.size > 10_000) for (const [old, v] of windows) if (now - v.start >= windowMs) windows.delete(old);
    }
    w.count += 1;
    if (w.count > limit) throw tooManyRequests(message, Math.ceil((w.start + windowMs - now) / 1000));
    await next();
  };
}

export const byAddress = (ctx: Context) => `ip:${ctx.ip}`;
export const byUser = (ctx: Context) => `user:${(ctx.state.user as { id?: number } | undefined)?.id ?? ctx.ip}`;
