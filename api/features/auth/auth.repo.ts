import type { Db } from '../../db/connection';
import type { Role } from '@shared/schemas/auth';
import type { SignedInUser } from '../../middleware/session';
import { sessionUsersOf } from './session-users';

/** The session's user and, for the password checks alone, the hash. */
export interface UserRow extends SignedInUser {
  password_hash: string;
}

export interface OrganizationRow {
  id: number;
  name: string;
  sender_name: string | null;
  address: string;
  place: string;
  phone: string;
  email: string;
  sender_designation: string;
}

/** One letter language's forms of the organization's details. */
export interface OrganizationLanguageRow {
  language: string;
  name: string;
  address: string;
  place: string;
  sender_name: string;
  sender_designation: string;
}

/** The letterhead columns an admin may change, by their column names. */
export type OrganizationProfileChange = Partial<Pick<OrganizationRow, 'name' | 'address' | 'place' | 'phone' | 'email' | 'sender_designation'>>;
const PROFILE_COLUMNS = ['name', 'address', 'place', 'phone', 'email', 'sender_designation'] as const;

const USER_COLUMNS = `u.id, u.org_id, u.email, u.name, u.first_name, u.role, u.phone, u.password_hash, u.sampark_only,
  o.name AS organization_name`;

/** SQL for organizations, users, sessions and login failures. */
export function authRepo(db: Db) {
  const signedIn = sessionUsersOf<UserRow>(db);
  /** A write to users, sessions or organizations: what a signed-in user is may have changed. */
  const changeUsers = (sql: string, ...params: unknown[]) => {
    signedIn.clear();
    return db.run(sql, ...params);
  };
  return {
    insertOrganization: (name: string) => db.run('INSERT INTO organizations (name) VALUES (?)', name).lastInsertRowid,

    insertUser: (u: { orgId: number; email: string; name: string; firstName: string; role: Role; phone: string; passwordHash: string }) =>
      db.run(
        'INSERT INTO users (org_id, email, name, first_name, role, phone, password_hash) VALUES (?, ?, ?, ?, ?, ?, ?)',
        u.orgId, u.email, u.name, u.firstName, u.role, u.phone, u.passwordHash,
      ).lastInsertRowid,

    /** The stored spelling of each of `emails` that already has an account. */
    emailsTaken: (emails: string[]) =>
      db.all<{ email: string }>(`SELECT email FROM users WHERE lower(email) IN (${emails.map(() => 'lower(?)').join(', ')})`, ...emails).map((r) => r.email),

    userByEmail: (email: string) =>
      db.get<UserRow>(`SELECT ${USER_COLUMNS} FROM users u JOIN organizations o ON o.id = u.org_id WHERE lower(u.email) = lower(?)`, email),

    userById: (id: number) =>
      db.get<UserRow>(`SELECT ${USER_COLUMNS} FROM users u JOIN organizations o ON o.id = u.org_id WHERE u.id = ?`, id),

    userBySession: (tokenHash: string, now: number) =>
      signedIn.get(tokenHash, now, () => {
        const row = db.get<UserRow & { session_expires_at: number }>(
          `SELECT ${USER_COLUMNS}, s.expires_at AS session_expires_at FROM sessions s JOIN users u ON u.id = s.user_id
           JOIN organizations o ON o.id = u.org_id WHERE s.token_hash = ? AND s.expires_at > ?`,
          tokenHash, now,
        );
        if (!row) return undefined;
        const { session_expires_at: expiresAt, ...user } = row;
        return { user, expiresAt };
      }),

    updateProfile: (id: number, name: string, firstName: string, phone: string) =>
      changeUsers('UPDATE users SET name = ?, first_name = ?, phone = ? WHERE id = ?', name, firstName, phone, id),

    insertSession: (tokenHash: string, userId: number, expiresAt: number) =>
      db.run('INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, ?, ?)', tokenHash, userId, expiresAt),

    deleteSession: (tokenHash: string) => changeUsers('DELETE FROM sessions WHERE token_hash = ?', tokenHash),

    /** Every session of a user but the one kept (null: all of them). */
    deleteSessionsOfUser: (userId: number, keepTokenHash: string | null) =>
      changeUsers('DELETE FROM sessions WHERE user_id = ? AND token_hash IS NOT ?', userId, keepTokenHash),

    setPasswordHash: (userId: number, passwordHash: string) => changeUsers('UPDATE users SET password_hash = ? WHERE id = ?', passwordHash, userId),

    deleteExpiredSessions: (now: number) => changeUsers('DELETE FROM sessions WHERE expires_at <= ?', now),

    countFailures: (key: string, since: number) =>
      db.get<{ n: number; oldest: number | null; newest: number | null }>(
        'SELECT count(*) AS n, min(at) AS oldest, max(at) AS newest FROM login_failures WHERE key = ? AND at > ?',
        key,
        since,
      )!,

    recordFailure: (key: string, at: number) => db.run('INSERT INTO login_failures (key, at) VALUES (?, ?)', key, at),

    clearFailures: (key: string) => db.run('DELETE FROM login_failures WHERE key = ?', key),

    pruneFailures: (before: number) => db.run('DELETE FROM login_failures WHERE at <= ?', before),

    insertTrustedDevice: (tokenHash: string, userId: number, at: number) =>
      db.run('INSERT INTO trusted_devices (token_hash, user_id, created_at) VALUES (?, ?, ?)', tokenHash, userId, at),

    trustedDeviceUser: (tokenHash: string, since: number) =>
      db.get<{ user_id: number }>('SELECT user_id FROM trusted_devices WHERE token_hash = ? AND created_at > ?', tokenHash, since)?.user_id,

    pruneTrustedDevices: (before: number) => db.run('DELETE FROM trusted_devices WHERE created_at <= ?', before),

    organization: (orgId: number) =>
      db.get<OrganizationRow>('SELECT id, name, sender_name, address, place, phone, email, sender_designation FROM organizations WHERE id = ?', orgId),

    organizationLanguages: (orgId: number) =>
      db.all<OrganizationLanguageRow>(
        'SELECT language, name, address, place, sender_name, sender_designation FROM organization_languages WHERE org_id = ?',
        orgId,
      ),

    /** Sets only the columns given (names from a fixed list, never from the request). */
    updateOrganizationProfile(orgId: number, change: OrganizationProfileChange) {
      const columns = PROFILE_COLUMNS.filter((c) => change[c] !== undefined);
      if (columns.length === 0) return;
      changeUsers(`UPDATE organizations SET ${columns.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`, ...columns.map((c) => change[c]), orgId);
    },

    setOrganizationLanguage: (orgId: number, row: OrganizationLanguageRow) =>
      db.run(
        `INSERT INTO organization_languages (org_id, language, name, address, place, sender_name, sender_designation) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (org_id, language) DO UPDATE SET name = excluded.name, address = excluded.address, place = excluded.place,
           sender_name = excluded.sender_name, sender_designation = excluded.sender_designation`,
        orgId, row.language, row.name, row.address, row.place, row.sender_name, row.sender_designation,
      ),

    orgUser: (orgId: number, role: Role) =>
      db.get<UserRow>(`SELECT ${USER_COLUMNS} FROM users u JOIN organizations o ON o.id = u.org_id WHERE u.org_id = ? AND u.role = ? ORDER BY u.id LIMIT 1`, orgId, role),

    setSenderName: (orgId: number, senderName: string | null) =>
      changeUsers('UPDATE organizations SET sender_name = ? WHERE id = ?', senderName, orgId),

    setSamparkOnly: (orgId: number, role: Role, value: boolean) =>
      changeUsers('UPDATE users SET sampark_only = ? WHERE org_id = ? AND role = ?', value ? 1 : 0, orgId, role),
  };
}
export type AuthRepo = ReturnType<typeof authRepo>;
