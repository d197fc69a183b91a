import Router from '@koa/router';
import type { Context } from 'koa';
import { AssistantPasswordBody, LoginBody, OrganizationUpdateBody, PasswordChangeBody, ProfileUpdateBody, RegisterBody } from '@shared/schemas/auth';
import type { OrganizationSettings } from '@shared/schemas/auth';
import { validate } from '../../middleware/validate';
import { byAddress, rateLimit } from '../../middleware/rate-limit';
import { currentUser, DEVICE_COOKIE, requireUser, setDeviceCookie, setSessionCookie } from '../../middleware/session';
import type { AuthService } from './auth.service';
import { presentUser } from './user.presenter';

const input = <T>(ctx: Context) => ctx.state.input as T;

/** /api/register, /api/auth/*, /api/user/is-sampark-only and /api/organization. Thin: parse → call → present. */
export function authRoutes(auth: AuthService): Router {
  const router = new Router({ prefix: '/api' });

  const registrations = rateLimit({ limit: 30, windowMs: 60 * 60_000, key: byAddress, message: 'Too many registrations from this address. Please try again later.' });
  router.post('/register', registrations, validate({ body: RegisterBody }), async (ctx) => {
    const { body } = input<{ body: RegisterBody }>(ctx);
    await auth.register(body);
    ctx.status = 201;
    // The same answer when an address was taken: registration must not tell who has an account.
    ctx.body = { message: 'Registration received: sign in with the new accounts. An address that already had an account was told by email instead.' };
  });

  router.post('/auth/login', validate({ body: LoginBody }), async (ctx) => {
    const { body } = input<{ body: LoginBody }>(ctx);
    const { token, user, deviceToken } = await auth.login(body, ctx.ip, ctx.cookies.get(DEVICE_COOKIE));
    setSessionCookie(ctx, token);
    setDeviceCookie(ctx, deviceToken);
    ctx.body = presentUser(user);
  });

  router.post('/auth/logout', async (ctx) => {
    const token = ctx.state.sessionToken as string | undefined;
    if (token) auth.logout(token);
    setSessionCookie(ctx, null);
    forgetCachedAnswers(ctx);
    ctx.body = { message: 'Logged out' };
  });

  router.post('/auth/logout-everywhere', requireUser, (ctx) => {
    auth.logoutEverywhere(currentUser(ctx));
    setSessionCookie(ctx, null);
    forgetCachedAnswers(ctx);
    ctx.body = { message: 'Signed out on every device' };
  });

  router.put('/auth/password', requireUser, validate({ body: PasswordChangeBody }), async (ctx) => {
    const { body } = input<{ body: PasswordChangeBody }>(ctx);
    await auth.changePassword(currentUser(ctx), ctx.state.sessionToken as string, body);
    ctx.body = { message: 'Password changed. Other devices signed in to your account were signed out.' };
  });

  router.get('/auth/user', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = presentUser(currentUser(ctx));
  });

  router.put('/auth/profile', requireUser, validate({ body: ProfileUpdateBody }), (ctx) => {
    const { body } = input<{ body: ProfileUpdateBody }>(ctx);
    ctx.body = presentUser(auth.updateProfile(currentUser(ctx), body));
  });

  router.get('/user/is-sampark-only', (ctx) => {
    ctx.body = currentUser(ctx).sampark_only === 1;
  });

  router.get('/organization', (ctx) => {
    const { org, defaultSenderName, profile, assistant } = auth.organizationSettings(currentUser(ctx));
    const body: OrganizationSettings = {
      name: org.name,
      senderName: org.sender_name ?? '',
      defaultSenderName,
      ...profile,
      assistant: assistant ? { id: assistant.id, name: assistant.name, email: assistant.email, samparkOnly: assistant.sampark_only === 1 } : null,
    };
    ctx.body = body;
  });

  router.put('/organization/assistant/password', requireUser, validate({ body: AssistantPasswordBody }), async (ctx) => {
    await auth.resetAssistantPassword(currentUser(ctx), input<{ body: AssistantPasswordBody }>(ctx).body);
    ctx.body = { message: "The assistant's password was changed and the assistant was signed out everywhere." };
  });

  router.put('/organization', requireUser, validate({ body: OrganizationUpdateBody }), (ctx) => {
    const user = currentUser(ctx);
    auth.updateOrganization(user, input<{ body: OrganizationUpdateBody }>(ctx).body);
    ctx.status = 204;
  });

  return router;
}

/** The browser's HTTP cache keeps revalidatable answers (lists, details): signed out, it drops them. */
function forgetCachedAnswers(ctx: Context) {
  ctx.set('Clear-Site-Data', '"cache"');
}
