import type { Context, Next } from 'koa';
import { badRequest } from '../errors';

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * Reads `Idempotency-Key` into `ctx.state.idempotencyKey`. The service stores it with the new
 * row (unique per organization) and answers a repeat with the original record.
 */
export async function idempotencyKey(ctx: Context, next: Next): Promise<void> {
  const key = ctx.get('Idempotency-Key');
  if (key) {
    if (!KEY.test(key)) throw badRequest('Idempotency-Key must be 8 to 100 letters, digits, - or _');
    ctx.state.idempotencyKey = key;
  }
  await next();
}
