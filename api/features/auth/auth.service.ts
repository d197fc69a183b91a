import { hash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/connection';
import { badRequest, conflict, forbidden, tooManyRequests, unauthorized } from '../../errors';
import { LOGIN_THROTTLE, SESSION_TTL_MS, TRUSTED_DEVICE_TTL_MS } from '@shared/limits';
import type { AssistantPasswordBody, LoginBody, OrganizationUpdateBody, PasswordChangeBody, ProfileUpdateBody, RegisterBody } from '@shared/schemas/auth';
import { authRepo, type UserRow } from './auth.repo';
import type { SignedInUser } from '../../middleware/session';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { senderFor } from './sender';

// One-shot: every request hashes its session token, and a Hash object per call costs three times as much.
export const hashToken = (token: string) => hash('sha256', token, 'hex');
const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;

export interface AuthServiceOptions {
  senderNameDefault?: string;
  /** Tells the owner of an address that someone registered with it; not awaited, so the answer takes as long either way. */
  tellOwnerOfTakenEmail?: (email: string) => void;
  now?: () => number;
}

/** Registration, sign-in with throttling, sessions, profile and organization settings. */
export function authService(db: Db, options: AuthServiceOptions = {}) {
  const repo = authRepo(db);
  const now = options.now ?? Date.now;

  /** Refuses with 429 and the seconds to wait. */
  function throttled(retryAfterMs: number, message = (wait: string) => `Too many failed sign-in attempts. Please wait ${wait} and try again.`): never {
    const retryAfter = Math.max(1, Math.ceil(retryAfterMs / 1000));
    const wait = retryAfter < 60 ? `${retryAfter} second(s)` : `${Math.ceil(retryAfter / 60)} minute(s)`;
    throw tooManyRequests(message(wait), retryAfter);
  }

  /** A fixed ceiling: `failures` within `windowMs`, counted from the oldest. */
  function assertUnderCeiling(key: string, { failures, windowMs }: { failures: number; windowMs: number }, message?: (wait: string) => string) {
    const { n, oldest } = repo.countFailures(key, now() - windowMs);
    if (n >= failures) throttled((oldest ?? now()) + windowMs - now(), message);
  }

  /** Backoff for one account from one address or browser: free tries, then a doubling wait after the last failure. */
  function assertPairBackoff(key: string) {
    const { freeFailures, firstDelayMs, maxDelayMs, windowMs } = LOGIN_THROTTLE.pair;
    const { n, newest } = repo.countFailures(key, now() - windowMs);
    if (n < freeFailures || newest === null) return;
    const delay = Math.min(maxDelayMs, firstDelayMs * 2 ** (n - freeFailures));
    if (now() < newest + delay) throttled(newest + delay - now());
  }

  return {
    /**
     * Creates the organization with its two users, or nothing when an address already has an
     * account; either way the caller learns nothing more (the owner is told by mail instead).
     */
    async register(body: RegisterBody): Promise<void> {
      if (body.adminEmail.toLowerCase() === body.assistantEmail.toLowerCase()) {
        throw conflict('The admin and the assistant need different email addresses');
      }
      // Hash outside the transaction: scrypt is slow and async, SQLite transactions are sync.
      const [adminHash, assistantHash] = await Promise.all([hashPassword(body.adminPassword), hashPassword(body.assistantPassword)]);
      const taken = db.tx(() => {
        const taken = repo.emailsTaken([body.adminEmail, body.assistantEmail]);
        if (taken.length > 0) return taken;
        const orgId = repo.insertOrganization(body.organizationName);
        repo.insertUser({ orgId, email: body.adminEmail, name: body.adminName, firstName: firstNameOf(body.adminName), role: 'admin', phone: body.adminPhone, passwordHash: adminHash });
        repo.insertUser({ orgId, email: body.assistantEmail, name: body.assistantName, firstName: firstNameOf(body.assistantName), role: 'assistant', phone: body.assistantPhone, passwordHash: assistantHash });
        return [];
      });
      for (const email of taken) options.tellOwnerOfTakenEmail?.(email);
    },

    /**
     * Returns a fresh session token and the browser's device token; the same 401 whichever part
     * was wrong. A browser that signed in to this account before (its device token) is held back
     * only by its own failures, so failures from anywhere else never lock the owner out; other
     * clients are slowed per account and address, per address, and per account (see LOGIN_THROTTLE).
     */
    async login(body: LoginBody, address: string, deviceToken?: string): Promise<{ token: string; user: UserRow; deviceToken: string }> {
      const email = body.email.toLowerCase();
      const user = repo.userByEmail(body.email);
      const deviceHash = deviceToken && deviceToken.length < 200 ? hashToken(deviceToken) : null;
      const trusted = Boolean(user && deviceHash && repo.trustedDeviceUser(deviceHash, now() - TRUSTED_DEVICE_TTL_MS) === user.id);
      const keys = trusted
        ? { pair: `device:${deviceHash}` }
        : { pair: `pair:${email}|${address}`, address: `ip:${address}`, account: `account:${email}` };
      assertPairBackoff(keys.pair);
      if (keys.address) assertUnderCeiling(keys.address, LOGIN_THROTTLE.address);
      if (keys.account) {
        assertUnderCeiling(
          keys.account,
          LOGIN_THROTTLE.account,
          (wait) => `Too many failed sign-in attempts on this account from new devices. Sign in on a device you have used before, or wait ${wait} and try again.`,
        );
      }
      const ok = await verifyPassword(body.password, user?.password_hash ?? (await dummyPasswordHash()));
      if (!user || !ok) {
        db.tx(() => {
          for (const key of Object.values(keys)) repo.recordFailure(key, now());
        });
        throw unauthorized('Invalid email or password');
      }
      const token = randomBytes(32).toString('base64url');
      const newDeviceToken = trusted && deviceToken ? deviceToken : randomBytes(32).toString('base64url');
      db.tx(() => {
        repo.clearFailures(keys.pair);
        repo.insertSession(hashToken(token), user.id, now() + SESSION_TTL_MS);
        if (!trusted) repo.insertTrustedDevice(hashToken(newDeviceToken), user.id, now());
        repo.deleteExpiredSessions(now());
        repo.pruneFailures(now() - Math.max(LOGIN_THROTTLE.pair.windowMs, LOGIN_THROTTLE.address.windowMs, LOGIN_THROTTLE.account.windowMs));
        repo.pruneTrustedDevices(now() - TRUSTED_DEVICE_TTL_MS);
      });
      return { token, user, deviceToken: newDeviceToken };
    },

    logout: (token: string) => void repo.deleteSession(hashToken(token)),

    /** Ends every session of the user, on every device, this one included. */
    logoutEverywhere: (user: SignedInUser) => void repo.deleteSessionsOfUser(user.id, null),

    /**
     * Changes the user's own password after checking the current one (throttled like a sign-in:
     * a stolen session must not become a way to guess it), and signs out every other session.
     */
    async changePassword(user: SignedInUser, sessionToken: string, body: PasswordChangeBody): Promise<void> {
      const key = `password:${user.id}`;
      assertPairBackoff(key);
      const stored = repo.userById(user.id);
      if (!stored || !(await verifyPassword(body.currentPassword, stored.password_hash))) {
        repo.recordFailure(key, now());
        throw badRequest('The current password is not right', { currentPassword: 'The current password is not right' });
      }
      const hash = await hashPassword(body.newPassword);
      db.tx(() => {
        repo.setPasswordHash(user.id, hash);
        repo.deleteSessionsOfUser(user.id, hashToken(sessionToken));
        repo.clearFailures(key);
      });
    },

    /** The admin sets a new password for the organization's assistant, who is signed out everywhere. */
    async resetAssistantPassword(admin: SignedInUser, body: AssistantPasswordBody): Promise<void> {
      if (admin.role !== 'admin') throw forbidden("Only the organization admin can reset the assistant's password");
      const assistant = repo.orgUser(admin.org_id, 'assistant');
      if (!assistant) throw badRequest('This organization has no assistant');
      const hash = await hashPassword(body.newPassword);
      db.tx(() => {
        repo.setPasswordHash(assistant.id, hash);
        repo.deleteSessionsOfUser(assistant.id, null);
      });
    },

    userForToken: (token: string) => repo.userBySession(hashToken(token), now()),

    updateProfile(user: SignedInUser, body: ProfileUpdateBody): UserRow {
      repo.updateProfile(user.id, body.name, firstNameOf(body.name), body.phone);
      return repo.userById(user.id)!;
    },

    organizationSettings(user: SignedInUser) {
      const org = repo.organization(user.org_id)!;
      const assistant = user.role === 'admin' ? repo.orgUser(user.org_id, 'assistant') : undefined;
      const { defaultSenderName, profile } = senderFor(db, user.org_id, options.senderNameDefault);
      return { org, defaultSenderName, profile, assistant };
    },

    updateOrganization(user: SignedInUser, body: OrganizationUpdateBody) {
      if (user.role !== 'admin') throw forbidden('Only the organization admin can change these settings');
      db.tx(() => {
        if (body.senderName !== undefined) repo.setSenderName(user.org_id, body.senderName || null);
        const { name, address, place, phone, email, senderDesignation: sender_designation } = body;
        repo.updateOrganizationProfile(user.org_id, { name, address, place, phone, email, sender_designation });
        for (const [language, forms] of Object.entries(body.inLanguages ?? {})) {
          if (!forms) continue;
          repo.setOrganizationLanguage(user.org_id, {
            language, name: forms.name, address: forms.address, place: forms.place,
            sender_name: forms.senderName, sender_designation: forms.senderDesignation,
          });
        }
        if (body.assistantSamparkOnly !== undefined) repo.setSamparkOnly(user.org_id, 'assistant', body.assistantSamparkOnly);
      });
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
