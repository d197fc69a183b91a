import { basename } from 'node:path';
import type { Db } from '../../db/connection';
import type { DataFiles } from '../../storage/files';
import { conflict, forbidden, notFound } from '../../errors';
import { acceptImage } from '../../images';
import type { SignedInUser } from '../../middleware/session';
import { jobsRepo } from './pipeline/jobs.repo';
import { STAGES } from './pipeline/stages';
import type { StorageQuota } from '../../storage/storage-quota';
import { ExtractedData, type RegenerateBody, type SaveEditBody } from '@shared/schemas/invitations';
import type { Language } from '@shared/limits';
import { phoneDigits } from '@shared/helpers/phone';
import { invitationsRepo, type InvitationRow, type Viewer } from './invitations.repo';

const BUSY = new Set(['uploaded', 'extracting', 'generating']);

/** Keeps what a person would recognise of the uploaded name, never a path. */
function cleanFileName(name: string): string {
  const base = basename(name.replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f<>]/g, '').trim();
  return (base || 'invitation.jpg').slice(0, 200);
}

const isUniqueViolation = (err: unknown) => err instanceof Error && /UNIQUE constraint failed/.test(err.message);

export interface InvitationsServiceDeps {
  db: Db;
  files: DataFiles;
  /** Starts queued work at once instead of at the next poll. */
  wake: () => void;
  quota: StorageQuota;
}

/** Letters are private to the user who captured them; an admin also reads those sent for review. */
export const viewerOf = (user: SignedInUser): Viewer => ({ orgId: user.org_id, userId: user.id, isAdmin: user.role === 'admin' });

/** Upload = store photo + insert invitation + queue the first stage; reads and edits, always within the user's organization. */
export function invitationsService({ db, files, wake, quota }: InvitationsServiceDeps) {
  const repo = invitationsRepo(db);
  const jobs = jobsRepo(db);

  function mustGet(user: SignedInUser, id: number): InvitationRow {
    const row = repo.get(viewerOf(user), id);
    if (!row) throw notFound('Invitation not found');
    return row;
  }

  return {
    /**
     * Deletes an invitation, with its photo, jobs and deliveries, for its writer only: an admin who
     * can read a letter sent for review is refused (403); anyone else gets 404. The photo's bytes
     * leave the quota with the row; a job under way finds no invitation and stops.
     */
    async remove(user: SignedInUser, id: number) {
      const row = mustGet(user, id);
      // Read before the row goes: the deliveries (and their PDFs and .eml files) go with it.
      const sent = repo.deliveryFilesOf(id);
      if (repo.removeByWriter(user.org_id, user.id, id) === 0) throw forbidden('Only the person who wrote this letter can delete it');
      await Promise.all([row.image_path, ...sent].map((path) => files.remove(path)));
    },

    /** A repeated client id answers the original invitation (`created: false`), never a second one. */
    async upload(user: SignedInUser, input: { clientId: string | null; bytes: Buffer; originalName: string; language: Language }) {
      if (input.clientId) {
        const existing = repo.byClientId(user.org_id, input.clientId);
        if (existing) return { row: existing, created: false };
      }
      const normalised = await acceptImage(input.bytes);
      const imagePath = files.newPath('uploads', '.jpg');
      await files.write(imagePath, normalised);
      try {
        const id = db.tx(() => {
          quota.assertRoom(user.org_id, normalised.length);
          const newId = repo.insert({
            orgId: user.org_id, userId: user.id, clientId: input.clientId, fileName: cleanFileName(input.originalName),
            imagePath, imageBytes: normalised.length, language: input.language,
          });
          jobs.enqueue(newId, STAGES[0]!.name);
          return newId;
        });
        wake();
        return { row: repo.get(viewerOf(user), id)!, created: true };
      } catch (err) {
        await files.remove(imagePath);
        // Two requests with one key raced: the other one won, answer its invitation.
        if (input.clientId && isUniqueViolation(err)) {
          const winner = repo.byClientId(user.org_id, input.clientId);
          if (winner) return { row: winner, created: false };
        }
        throw err;
      }
    },

    /** Two queries whatever the number of invitations; deliveries are grouped once, not filtered per row. */
    listVersion: (user: SignedInUser) => repo.listVersion(user.org_id),

    /** The invitations the user may see, newest first, without their deliveries (the list's cards). */
    listRows: (user: SignedInUser) => repo.list(viewerOf(user)),

    isVisible: (user: SignedInUser, id: number) => repo.isVisible(viewerOf(user), id),

    get: (user: SignedInUser, id: number) => {
      const row = mustGet(user, id);
      return { row, deliveries: repo.deliveriesFor(row.id) };
    },

    mustGet,

    updateEmail(user: SignedInUser, id: number, email: string) {
      mustGet(user, id);
      repo.setInviterEmail(user.org_id, id, email || null);
    },

    updatePhone(user: SignedInUser, id: number, phone: string) {
      mustGet(user, id);
      repo.setInviterPhone(user.org_id, id, phoneDigits(phone) || null);
    },

    saveEdit(user: SignedInUser, id: number, body: SaveEditBody) {
      const row = mustGet(user, id);
      const stored = body.tab === 'normal' ? row.generated_letter : row.generated_letter_finetuned;
      // An edit equal to the stored letter is no edit at all.
      repo.saveEdit(user.org_id, id, body.tab, body.text === null || body.text === stored ? null : body.text);
    },

    /** Corrected event details → both letters written again (edits of the old letters are dropped). */
    regenerate(user: SignedInUser, id: number, body: RegenerateBody) {
      const row = mustGet(user, id);
      if (BUSY.has(row.status)) throw conflict('This invitation is still being processed. Try again in a moment.');
      const previous = ExtractedData.safeParse(JSON.parse(row.extracted_data ?? 'null'));
      const base = previous.success
        ? previous.data
        : { hosts: [], eventName: '', eventType: 'other' as const, date: '', time: '', venue: '', inviterEmail: '', inviterPhone: '', rawText: '' };
      // Optional parts left out of the body (event type, honoree, reply) keep their stored values.
      const given = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
      // The user has seen and sent these fields: the reader's doubt about them no longer applies.
      const confidence = Object.fromEntries(Object.entries(base.confidence ?? {}).filter(([field]) => !(field in given)));
      const corrected = { ...base, ...given, hosts: body.hosts.filter(Boolean), confidence };
      const generate = STAGES.find((s) => s.name === 'generate')!;
      db.tx(() => {
        repo.saveExtracted(id, JSON.stringify(corrected), '', '');
        repo.setStatus(id, 'extracted');
        jobs.enqueue(id, generate.name);
      });
      wake();
      return repo.get(viewerOf(user), id)!;
    },
  };
}
export type InvitationsService = ReturnType<typeof invitationsService>;
