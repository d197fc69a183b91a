import type { Context, Next } from 'koa';
import type { AuthService } from '../features/auth/auth.service';
import type { UserRow } from '../features/auth/auth.repo';
import { unauthorized } from '../errors';
import { SESSION_TTL_MS, TRUSTED_DEVICE_TTL_MS } from '@shared/limits';

export const SESSION_COOKIE = 'sahayak_session';
/** Marks a browser that signed in before: its sign-ins are not held back by failures from elsewhere. Kept after sign-out. */
export const DEVICE_COOKIE = 'sahayak_device';

/** Reads the session cookie into `ctx.state.user` (or leaves it unset). */
export function loadSession(auth: AuthService) {
  return async (ctx: Context, next: Next) => {
    const token = ctx.cookies.get(SESSION_COOKIE);
    if (token && token.length < 200) {
      const user = auth.userForToken(token);
      if (user) {
        ctx.state.user = user;
        ctx.state.sessionToken = token;
      }
    }
    await next();
  };
}

/** The signed-in user, or a 401. Every org-scoped query starts from here. */
export function currentUser(ctx: Context): UserRow {
  const user = ctx.state.user as UserRow | undefined;
  if (!user) throw unauthorized();
  return user;
}

export async function requireUser(ctx: Context, next: Next): Promise<void> {
  currentUser(ctx);
  await next();
}

export function setSessionCookie(ctx: Context, token: string | null): void {
  ctx.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    path: '/',
    maxAge: token ? SESSION_TTL_MS : 0,
    overwrite: true,
  });
}

export function setDeviceCookie(ctx: Context, token: string): void {
  ctx.cookies.set(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.secure,
    path: '/api/auth/login',
    maxAge: TRUSTED_DEVICE_TTL_MS,
    overwrite: true,
  });
}
