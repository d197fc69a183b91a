import type { Context, Next } from 'koa';
import { unauthorized } from '../errors';
import { SESSION_TTL_MS, TRUSTED_DEVICE_TTL_MS } from '@shared/limits';
import type { Role } from '@shared/schemas/auth';

/** Who a request is from: every feature scopes its work by this user and their organization. */
export interface SignedInUser {
  id: number;
  org_id: number;
  email: string;
  name: string;
  first_name: string;
  role: Role;
  phone: string;
  sampark_only: number;
  organization_name: string;
}

export const SESSION_COOKIE = 'sahayak_session';
/** Marks a browser that signed in before: its sign-ins are not held back by failures from elsewhere. Kept after sign-out. */
export const DEVICE_COOKIE = 'sahayak_device';

/** The request's signed-in user and session token, if its cookie names a live session; `userForToken` is the auth feature's lookup. */
export function sessionUserOf(ctx: Context, userForToken: (token: string) => SignedInUser | undefined): { user: SignedInUser; token: string } | undefined {
  const token = ctx.cookies.get(SESSION_COOKIE);
  if (!token || token.length >= 200) return undefined;
  const user = userForToken(token);
  return user && { user, token };
}

/** Reads the session cookie into `ctx.state.user` (or leaves it unset). */
export function loadSession(userForToken: (token: string) => SignedInUser | undefined) {
  return (ctx: Context, next: Next) => {
    const session = sessionUserOf(ctx, userForToken);
    if (session) {
      ctx.state.user = session.user;
      ctx.state.sessionToken = session.token;
    }
    return next();
  };
}

/** The signed-in user, or a 401. Every org-scoped query starts from here. */
export function currentUser(ctx: Context): SignedInUser {
  const user = ctx.state.user as SignedInUser | undefined;
  if (!user) throw unauthorized();
  return user;
}

export function requireUser(ctx: Context, next: Next): Promise<void> {
  currentUser(ctx);
  return next();
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
