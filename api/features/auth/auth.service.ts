import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/connection';
import { conflict, forbidden, tooManyRequests, unauthorized } from '../../errors';
import { LOGIN_THROTTLE, SESSION_TTL_MS } from '@shared/limits';
import type { LoginBody, OrganizationUpdateBody, ProfileUpdateBody, RegisterBody } from '@shared/schemas/auth';
import { authRepo, type UserRow } from './auth.repo';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { senderFor } from './sender';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;

export interface AuthServiceOptions {
  senderNameDefault?: string;
  now?: () => number;
}

/** Registration, sign-in with throttling, sessions, profile and organization settings. */
export function authService(db: Db, options: AuthServiceOptions = {}) {
  const repo = authRepo(db);
  const now = options.now ?? Date.now;

  /** Refuses while the account or the address has too many recent failures. */
  function assertNotThrottled(keys: Array<{ key: string; failures: number; windowMs: number }>) {
    for (const { key, failures, windowMs } of keys) {
      const { n, oldest } = repo.countFailures(key, now() - windowMs);
      if (n >= failures) {
        const retryAfter = Math.max(1, Math.ceil(((oldest ?? now()) + windowMs - now()) / 1000));
        throw tooManyRequests(
          `Too many failed sign-in attempts. Please wait ${Math.ceil(retryAfter / 60)} minute(s) and try again.`,
          retryAfter,
        );
      }
    }
  }

  return {
    async register(body: RegisterBody): Promise<{ organizationId: number }> {
      if (body.adminEmail.toLowerCase() === body.assistantEmail.toLowerCase()) {
        throw conflict('The admin and the assistant need different email addresses');
      }
      // Hash outside the transaction: scrypt is slow and async, SQLite transactions are sync.
      const [adminHash, assistantHash] = await Promise.all([hashPassword(body.adminPassword), hashPassword(body.assistantPassword)]);
      return db.tx(() => {
        const taken = repo.emailTaken([body.adminEmail, body.assistantEmail]);
        if (taken) throw conflict(`An account with the email ${taken.email} already exists`);
        const orgId = repo.insertOrganization(body.organizationName);
        repo.insertUser({ orgId, email: body.adminEmail, name: body.adminName, firstName: firstNameOf(body.adminName), role: 'admin', phone: body.adminPhone, passwordHash: adminHash });
        repo.insertUser({ orgId, email: body.assistantEmail, name: body.assistantName, firstName: firstNameOf(body.assistantName), role: 'assistant', phone: body.assistantPhone, passwordHash: assistantHash });
        return { organizationId: orgId };
      });
    },

    /** Returns a fresh session token; the same 401 whichever part was wrong. */
    async login(body: LoginBody, address: string): Promise<{ token: string; user: UserRow }> {
      const accountKey = `email:${body.email.toLowerCase()}`;
      const addressKey = `ip:${address}`;
      assertNotThrottled([
        { key: accountKey, ...LOGIN_THROTTLE.account },
        { key: addressKey, ...LOGIN_THROTTLE.address },
      ]);
      const user = repo.userByEmail(body.email);
      const ok = await verifyPassword(body.password, user?.password_hash ?? (await dummyPasswordHash()));
      if (!user || !ok) {
        db.tx(() => {
          repo.recordFailure(accountKey, now());
          repo.recordFailure(addressKey, now());
        });
        throw unauthorized('Invalid email or password');
      }
      const token = randomBytes(32).toString('base64url');
      db.tx(() => {
        repo.clearFailures(accountKey);
        repo.insertSession(hashToken(token), user.id, now() + SESSION_TTL_MS);
        repo.deleteExpiredSessions(now());
        repo.pruneFailures(now() - LOGIN_THROTTLE.address.windowMs);
      });
      return { token, user };
    },

    logout: (token: string) => void repo.deleteSession(hashToken(token)),

    userForToken: (token: string) => repo.userBySession(hashToken(token), now()),

    updateProfile(user: UserRow, body: ProfileUpdateBody): UserRow {
      repo.updateProfile(user.id, body.name, firstNameOf(body.name), body.phone);
      return repo.userById(user.id)!;
    },

    organizationSettings(user: UserRow) {
      const org = repo.organization(user.org_id)!;
      const assistant = user.role === 'admin' ? repo.orgUser(user.org_id, 'assistant') : undefined;
      return { org, defaultSenderName: senderFor(db, user.org_id, options.senderNameDefault).defaultSenderName, assistant };
    },

    updateOrganization(user: UserRow, body: OrganizationUpdateBody) {
      if (user.role !== 'admin') throw forbidden('Only the organization admin can change these settings');
      db.tx(() => {
        if (body.senderName !== undefined) repo.setSenderName(user.org_id, body.senderName || null);
        if (body.assistantSamparkOnly !== undefined) repo.setSamparkOnly(user.org_id, 'assistant', body.assistantSamparkOnly);
      });
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
