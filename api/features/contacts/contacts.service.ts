import { readFile } from 'node:fs/promises';
import { fieldsOfCardCode, mergeCardCode, scanQrCode, type CardCodeFields } from '../../reading/code/card-code';
import type { Db } from '../../db/connection';
import type { DataFiles } from '../../storage/files';
import type { Ports } from '../../adapters/ports';
import { UnreadableInputError, UpstreamError } from '../../adapters/ports';
import { notFound, tooLarge, unprocessable, upstream } from '../../errors';
import { acceptImage } from '../../images';
import { ContactFields, type ExtractedIdCard, type SkippedCard } from '@shared/schemas/contacts';
import { countVCards, parseVCards, toVCard } from './vcard';
import { toContactsCsv } from './contacts-csv';
import { MAX_IMPORT_BYTES, MAX_IMPORT_CONTACTS, type Language } from '@shared/limits';
import type { SignedInUser } from '../../middleware/session';
import type { StorageQuota } from '../../storage/storage-quota';
import { contactTextOf, contactValuesOf } from '@shared/helpers/contact-values';
import { phoneMatchKey } from '@shared/helpers/phone';
import type { ContactExportQuery, ContactPageQuery } from '@shared/schemas/contact-pages';
import { decodePosition, pageFrom } from '../../db/list-position';
import { contactsRepo, valuesOfRow, type ContactRow, type ContactValues, type StoredImage } from './contacts.repo';

const PROFILE_IMAGE_SIDE = 800;
const EMPTY_CARD: ExtractedIdCard = { name: '', email: '', phone: '', company: '', position: '', profession: '', address: '', website: '', notes: '', confidence: {} };
const isUniqueViolation = (err: unknown) => err instanceof Error && /UNIQUE constraint failed/.test(err.message);

const valuesOf = contactValuesOf;

/**
 * What makes two contacts the same person for an import: the same name (case and spacing aside)
 * with the same phone (phoneMatchKey, as the duplicate check) or the same email.
 */
function duplicateKeys(c: { name: string; phone: string; email: string | null }): string[] {
  const name = c.name.trim().replace(/\s+/g, ' ').toLowerCase();
  const phone = phoneMatchKey(c.phone);
  const keys: string[] = [];
  if (phone) keys.push(`${name}\u0000phone\u0000${phone}`);
  if (c.email) keys.push(`${name}\u0000email\u0000${c.email.trim().toLowerCase()}`);
  return keys;
}

export interface ContactsServiceDeps {
  db: Db;
  files: DataFiles;
  ports: Ports;
  quota: StorageQuota;
}

/** The import's size limit, said the way a person can act on. */
export const IMPORT_TOO_LARGE = `The file is too large to import: at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB. Please split it into smaller files.`;

/**
 * Contacts of an organization. A photo is written before its row and removed if the row is
 * not written, so a failure leaves neither a row without its photo nor a stray file.
 */
export function contactsService({ db, files, ports, quota }: ContactsServiceDeps) {
  const repo = contactsRepo(db);
  // The list's own search and event, so an export holds what the screen shows (SQLite: LIMIT -1 is no limit).
  const exported = (user: SignedInUser, { q: search, event }: ContactExportQuery) =>
    search || event ? repo.page(user.org_id, { limit: -1, after: null, search, event }) : repo.list(user.org_id);

  async function writePhoto(normalised: Buffer): Promise<StoredImage & { path: string }> {
    const path = files.newPath('profile-images', '.jpg');
    await files.write(path, normalised);
    return { name: path.slice(path.lastIndexOf('/') + 1), path, bytes: normalised.length };
  }

  async function storePhoto(bytes: Buffer | undefined): Promise<(StoredImage & { path: string }) | null> {
    return bytes ? writePhoto(await acceptImage(bytes, PROFILE_IMAGE_SIDE)) : null;
  }

  function mustGet(user: SignedInUser, id: number): ContactRow {
    const row = repo.get(user.org_id, id);
    if (!row) throw notFound('Contact not found');
    return row;
  }

  async function removeStored(name: string | null) {
    const path = name ? files.pathIn('profile-images', name) : null;
    if (path) await files.remove(path);
  }

  return {
    list: (user: SignedInUser) => repo.list(user.org_id),
    listVersion: (user: SignedInUser) => repo.listVersion(user.org_id),

    /**
     * One page of the list (newest first), matching `query.q` and `query.event`, after `query.cursor`:
     * each row the JSON text of its list row, as the route answers it.
     */
    summaryPage(user: SignedInUser, query: ContactPageQuery & { limit: number }) {
      const after = query.cursor ? decodePosition(query.cursor) : null;
      const { rows, nextCursor } = pageFrom(repo.summaryPage(user.org_id, { limit: query.limit + 1, after, search: query.q, event: query.event }), query.limit);
      return { rowsJson: rows.map((row) => row.json), nextCursor };
    },
    events: (user: SignedInUser) => repo.events(user.org_id),
    get: mustGet,

    /**
     * What changed after `since`: contact rows and deleted ids, and the cursor to ask from next.
     * One row more than `limit` is read only to tell whether more follow.
     */
    changes(user: SignedInUser, since: number, limit: number) {
      const rows = repo.changes(user.org_id, since, limit + 1);
      const kept = rows.slice(0, limit);
      const items: ContactRow[] = [];
      const deletedIds: number[] = [];
      for (const row of kept) {
        // A live change whose contact went in the same moment is a deletion still to come.
        if (row.deleted || row.id === null || row.id === undefined) deletedIds.push(row.contact_id);
        else items.push(row as ContactRow);
      }
      return { items, deletedIds, cursor: String(kept.at(-1)?.seq ?? since), more: rows.length > limit };
    },

    async create(user: SignedInUser, fields: ContactFields, clientId: string | null, photo?: Buffer) {
      if (clientId) {
        const existing = repo.byClientId(user.org_id, clientId);
        if (existing) return { row: existing, created: false };
      }
      const stored = await storePhoto(photo);
      try {
        const id = db.tx(() => {
          if (stored) quota.assertRoom(user.org_id, stored.bytes);
          return repo.insert(user.org_id, user.id, clientId, valuesOf(fields), stored);
        });
        return { row: repo.get(user.org_id, id)!, created: true };
      } catch (err) {
        if (stored) await files.remove(stored.path);
        if (clientId && isUniqueViolation(err)) {
          const winner = repo.byClientId(user.org_id, clientId);
          if (winner) return { row: winner, created: false };
        }
        throw err;
      }
    },

    async update(user: SignedInUser, id: number, fields: ContactFields, photo?: Buffer) {
      const before = mustGet(user, id);
      const stored = await storePhoto(photo);
      const kept = before.profile_image_path ? { name: before.profile_image_path, bytes: before.image_bytes } : null;
      const image = stored ?? (fields.removeProfileImage ? null : kept);
      try {
        db.tx(() => {
          if (stored) quota.assertRoom(user.org_id, stored.bytes, before.image_bytes);
          repo.update(user.org_id, id, valuesOf(fields), image);
        });
      } catch (err) {
        if (stored) await files.remove(stored.path);
        throw err;
      }
      if (before.profile_image_path && before.profile_image_path !== image?.name) await removeStored(before.profile_image_path);
      return repo.get(user.org_id, id)!;
    },

    /** Deletes a contact of the organization and its photo; its bytes leave the quota with the row. */
    async remove(user: SignedInUser, id: number) {
      const row = mustGet(user, id);
      repo.remove(user.org_id, id);
      await removeStored(row.profile_image_path);
    },

    duplicates(user: SignedInUser, phone: string, email: string, excludeId = 0) {
      return repo.duplicates(user.org_id, phoneMatchKey(phone), email, excludeId);
    },

    /** The path of a profile photo this organization owns, or null (404) for anything else. */
    imagePath(user: SignedInUser, file: string): string | null {
      const path = files.pathIn('profile-images', file);
      return path && repo.ownsImage(user.org_id, file) ? path : null;
    },

    /** The organization's contacts as one .vcf file, photos included: all, or those `search` finds. */
    async exportVCards(user: SignedInUser, query: ContactExportQuery): Promise<string> {
      const cards = await Promise.all(
        exported(user, query).map(async (row) => {
          const photoPath = row.profile_image_path ? files.pathIn('profile-images', row.profile_image_path) : null;
          const photo = photoPath ? await readFile(photoPath).catch(() => null) : null;
          return toVCard({ ...contactTextOf(valuesOfRow(row)), photo });
        }),
      );
      return cards.join('');
    },

    /** The organization's contacts as CSV, newest first as the list shows them: all, or those `search` finds. */
    exportCsv(user: SignedInUser, query: ContactExportQuery): string {
      return toContactsCsv(exported(user, query).map((row) => contactTextOf(valuesOfRow(row))));
    },

    /**
     * Adds every valid card of a .vcf file; a card without name and phone, or with bad fields, is
     * skipped, and an unreadable photo is left out. All or nothing: the cards go in one
     * transaction, after the storage quota has room for all their photos.
     */
    async importVCards(user: SignedInUser, text: string) {
      const count = countVCards(text);
      if (count > MAX_IMPORT_CONTACTS) {
        throw tooLarge(
          `This file holds ${count.toLocaleString('en')} contacts; at most ${MAX_IMPORT_CONTACTS.toLocaleString('en')} can be imported at once. Please split it into smaller files.`,
        );
      }
      const cards: Array<{ values: ContactValues; stored: (StoredImage & { path: string }) | null }> = [];
      const skippedCards: SkippedCard[] = [];
      // Same name and the same phone or email: the existing contacts first, then earlier cards of the file.
      const seen = new Map<string, string>();
      const remember = (values: { name: string; phone: string; email: string | null }, where: string) => {
        for (const key of duplicateKeys(values)) if (!seen.has(key)) seen.set(key, where);
      };
      for (const row of repo.list(user.org_id)) remember(row, 'a contact you already have');
      try {
        let place = 0;
        for (const card of parseVCards(text)) {
          place += 1;
          const name = typeof card.name === 'string' ? card.name.trim() : '';
          const fields = ContactFields.safeParse(card);
          if (!fields.success) {
            const first = fields.error.issues[0];
            skippedCards.push({ row: place, name, reason: first ? `${String(first.path[0] ?? 'card')}: ${first.message}` : 'Not a valid contact' });
            continue;
          }
          const values = valuesOf(fields.data);
          const twin = duplicateKeys(values).map((key) => seen.get(key)).find(Boolean);
          if (twin) {
            skippedCards.push({ row: place, name, reason: `Same name and phone or email as ${twin}` });
            continue;
          }
          remember(values, `card ${place} of this file`);
          const photo = card.photo ? await acceptImage(card.photo, PROFILE_IMAGE_SIDE).catch(() => null) : null;
          cards.push({ values, stored: photo ? await writePhoto(photo) : null });
        }
        db.tx(() => {
          quota.assertRoom(user.org_id, cards.reduce((sum, c) => sum + (c.stored?.bytes ?? 0), 0));
          for (const c of cards) repo.insert(user.org_id, user.id, null, c.values, c.stored);
        });
      } catch (err) {
        await Promise.all(cards.map((c) => (c.stored ? files.remove(c.stored.path) : undefined)));
        throw err;
      }
      return { imported: cards.length, skipped: skippedCards.length, skippedCards };
    },

    /**
     * Reads an ID or business card; the photo is kept only while it is read. A QR code on the
     * card (vCard, MeCard, web address) is read at the same time and wins where it has a field.
     */
    async extract(bytes: Buffer, language: Language): Promise<ExtractedIdCard> {
      const normalised = await acceptImage(bytes);
      const path = files.newPath('uploads', '.jpg');
      await files.write(path, normalised);
      try {
        const [printed, code] = await Promise.all([
          ports.ai.extractIdCard({ path, mime: 'image/jpeg' }, language).then(
            (card) => ({ card }),
            (error: unknown) => ({ error }),
          ),
          scanQrCode(normalised).then(
            (text): CardCodeFields => (text ? fieldsOfCardCode(text) : {}),
            (): CardCodeFields => ({}),
          ),
        ]);
        if ('card' in printed) return mergeCardCode(printed.card, code);
        // The print could not be read, but a code said who this is.
        if (code.name || code.phone || code.email) return mergeCardCode(EMPTY_CARD, code);
        throw printed.error;
      } catch (err) {
        if (err instanceof UpstreamError) throw upstream(err.message);
        if (err instanceof UnreadableInputError) throw unprocessable(err.message);
        throw err;
      } finally {
        await files.remove(path);
      }
    },
  };
}
export type ContactsService = ReturnType<typeof contactsService>;
