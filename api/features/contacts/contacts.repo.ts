import type { Db } from '../../db/connection';
import { keptUntilWrite } from '../../db/kept-until-write';
import type { ListPosition } from '../../db/list-position';
import { CONTACT_VALUE_KEYS, contactValuesOf, type ContactValues } from '@shared/helpers/contact-values';
import { phoneDigits } from '@shared/helpers/phone';

export interface ContactRow {
  id: number;
  org_id: number;
  user_id: number;
  client_id: string | null;
  name: string;
  phone: string;
  email: string | null;
  company: string | null;
  position: string | null;
  profession: string | null;
  address: string | null;
  latitude: string | null;
  longitude: string | null;
  location_name: string | null;
  notes: string | null;
  /** The event the contact was met at (migration 0012). */
  event_tag: string | null;
  /** The phone's digits alone (migration 0011), for duplicate checks and search by number. */
  phone_digits: string;
  profile_image_path: string | null;
  /** Size of the stored photo, counted against ORG_STORAGE_QUOTA_MB. */
  image_bytes: number;
  created_at: string;
  updated_at: string;
}

/** The columns a user edits (the SQL below lists them in this order). */
export type { ContactValues };

/** A stored profile photo: its file name under profile-images/ and its size. */
export interface StoredImage {
  name: string;
  bytes: number;
}

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";
/** The values in the SQL's column order, then the phone's digits. */
const columnsOf = (v: ContactValues) => [...CONTACT_VALUE_KEYS.map((key) => v[key]), phoneDigits(v.phone)];

/** A row's editable values (snake_case columns → the shared names; a stored '' reads as null). */
export const valuesOfRow = (row: ContactRow): ContactValues =>
  contactValuesOf({
    name: row.name,
    phone: row.phone,
    email: row.email ?? '',
    company: row.company ?? '',
    position: row.position ?? '',
    profession: row.profession ?? '',
    address: row.address ?? '',
    latitude: row.latitude ?? '',
    longitude: row.longitude ?? '',
    locationName: row.location_name ?? '',
    notes: row.notes ?? '',
    eventTag: row.event_tag ?? '',
  });

/** Which rows a page of the list holds (see `page`). */
interface PageOptions {
  limit: number;
  after: ListPosition | null;
  search: string;
  event?: string;
}

/** A row of the contacts list as JSON text, and its place in the list's order. */
export interface SummaryJsonRow {
  json: string;
  created_at: string;
  id: number;
}

/**
 * A row of the contacts list as JSON text, made by SQLite: the same keys, in the same order and
 * with the same values as `presentContactSummary` (an empty optional value is null), which
 * contact-summary-json.test.ts checks field by field. Building it here costs about a third of
 * reading every column into a JS object, presenting it and serializing it.
 */
const SUMMARY_JSON = `json_object('id', id, 'name', name, 'phone', phone, 'email', nullif(email, ''), 'company', nullif(company, ''),
  'position', nullif(position, ''), 'profession', nullif(profession, ''), 'locationName', nullif(location_name, ''),
  'latitude', nullif(latitude, ''), 'longitude', nullif(longitude, ''), 'eventTag', nullif(event_tag, ''),
  'profileImagePath', nullif(profile_image_path, ''), 'createdAt', created_at, 'updatedAt', updated_at)`;

/** The WHERE of a page: the organization, the event, after the cursor, the search. */
function pageWhere(orgId: number, { after, search, event = '' }: PageOptions): { where: string; params: Array<string | number> } {
  const where = ['org_id = ?'];
  const params: Array<string | number> = [orgId];
  if (event) {
    where.push('event_tag = ?');
    params.push(event);
  }
  if (after) {
    where.push('(created_at, id) < (?, ?)');
    params.push(after.createdAt, after.id);
  }
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, '\\$&')}%`;
    const columns = ['name', 'email', 'company', 'location_name', 'phone', 'event_tag'];
    const matches = columns.map((column) => `${column} LIKE ? ESCAPE '\\'`);
    params.push(...columns.map(() => like));
    // A number typed without its spaces or plus still finds the contact.
    const digits = /^[\d\s+()-]+$/.test(search) ? phoneDigits(search) : '';
    if (digits.length >= 3) {
      matches.push('phone_digits LIKE ?');
      params.push(`%${digits}%`);
    }
    where.push(`(${matches.join(' OR ')})`);
  }
  return { where: where.join(' AND '), params };
}

/** SQL for contacts; every query is scoped to an organization. */
export function contactsRepo(db: Db) {
  return {
    insert: (orgId: number, userId: number, clientId: string | null, v: ContactValues, image: StoredImage | null) =>
      db.run(
        `INSERT INTO contacts (org_id, user_id, client_id, name, phone, email, company, position, profession, address, latitude, longitude, location_name, notes, event_tag, phone_digits, profile_image_path, image_bytes)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        orgId, userId, clientId, ...columnsOf(v), image?.name ?? null, image?.bytes ?? 0,
      ).lastInsertRowid,

    update: (orgId: number, id: number, v: ContactValues, image: StoredImage | null) =>
      db.run(
        `UPDATE contacts SET name = ?, phone = ?, email = ?, company = ?, position = ?, profession = ?, address = ?, latitude = ?, longitude = ?,
           location_name = ?, notes = ?, event_tag = ?, phone_digits = ?, profile_image_path = ?, image_bytes = ?, updated_at = ${NOW} WHERE org_id = ? AND id = ?`,
        ...columnsOf(v), image?.name ?? null, image?.bytes ?? 0, orgId, id,
      ),

    /** Removes one contact of the organization; 0 changes when it is not theirs. */
    remove: (orgId: number, id: number) => db.run('DELETE FROM contacts WHERE org_id = ? AND id = ?', orgId, id).changes,

    /** Bytes of the organization's stored contact photos. */

    list: (orgId: number) => db.all<ContactRow>('SELECT * FROM contacts WHERE org_id = ? ORDER BY created_at DESC, id DESC', orgId),

    /**
     * At most `limit` contacts after `after` in the list's order (newest first), met at `event` when
     * given, whose name, phone, email, company, place or event holds `search`. Keyset paging: a page costs the same at row 10,000 as
     * at row 1, on the (org_id, created_at, id) index.
     */
    page: (orgId: number, options: PageOptions) => {
      const { where, params } = pageWhere(orgId, options);
      return db.all<ContactRow>(`SELECT * FROM contacts WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ?`, ...params, options.limit);
    },

    /**
     * The same page as `page`, each row already the JSON text of its list row (SUMMARY_JSON), with
     * the sort values the cursor is made of: no row object is built in JS nor serialized again.
     */
    summaryPage: (orgId: number, options: PageOptions) => {
      const { where, params } = pageWhere(orgId, options);
      return db.all<SummaryJsonRow>(`SELECT ${SUMMARY_JSON} AS json, created_at, id FROM contacts WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ?`, ...params, options.limit);
    },

    /**
     * At most `limit` changes after `since` (migration 0009), oldest first, each with its contact's
     * row (none for a deletion). From 0 a device is empty, so deletions are left out.
     */
    changes: (orgId: number, since: number, limit: number) =>
      db.all<{ seq: number; contact_id: number; deleted: number } & Partial<ContactRow>>(
        `SELECT c.*, ch.seq, ch.contact_id, ch.deleted FROM contact_changes ch
           LEFT JOIN contacts c ON c.id = ch.contact_id AND c.org_id = ch.org_id
         WHERE ch.org_id = ? AND ch.seq > ? AND (ch.deleted = 0 OR ? > 0)
         ORDER BY ch.seq LIMIT ?`,
        orgId, since, since, limit,
      ),

    /** The events the organization's contacts were met at, with how many each, the latest first. */
    events: (orgId: number) =>
      db.all<{ name: string; contacts: number }>(
        `SELECT event_tag AS name, count(*) AS contacts FROM contacts WHERE org_id = ? AND event_tag IS NOT NULL
         GROUP BY event_tag ORDER BY max(created_at) DESC LIMIT 500`,
        orgId,
      ),

    /** The contacts list's version (bumped by every write to it, by triggers); 0 before the first. */
    listVersion: (orgId: number) =>
      keptUntilWrite(db, `contacts-version-${orgId}`, () =>
        db.get<{ version: number }>("SELECT version FROM list_versions WHERE org_id = ? AND list = 'contacts'", orgId)?.version ?? 0),

    get: (orgId: number, id: number) => db.get<ContactRow>('SELECT * FROM contacts WHERE org_id = ? AND id = ?', orgId, id),

    byClientId: (orgId: number, clientId: string) => db.get<ContactRow>('SELECT * FROM contacts WHERE org_id = ? AND client_id = ?', orgId, clientId),

    /**
     * Matches on the phone's key (its last 10 digits: `phoneMatchKey`, the same expression as the
     * index of migration 0011) or the email, case-insensitively.
     */
    duplicates: (orgId: number, phoneKey: string, email: string, excludeId: number) =>
      db.all<ContactRow>(
        `SELECT * FROM contacts WHERE org_id = ? AND id != ? AND (
           (? != '' AND substr(phone_digits, -10) = ?)
           OR (? != '' AND lower(email) = lower(?))
         ) LIMIT 5`,
        orgId, excludeId, phoneKey, phoneKey, email, email,
      ),

    /** Whether a stored photo name belongs to this organization (for GET /profile-images). */
    ownsImage: (orgId: number, file: string) =>
      !!db.get('SELECT 1 FROM contacts WHERE org_id = ? AND profile_image_path = ? LIMIT 1', orgId, file),

  };
}
export type ContactsRepo = ReturnType<typeof contactsRepo>;
