import type { Db } from '../../db/connection';
import { keptUntilWrite } from '../../db/kept-until-write';
import type { InvitationStatus } from '@shared/schemas/invitations';

export interface InvitationRow {
  id: number;
  org_id: number;
  user_id: number;
  client_id: string | null;
  file_name: string;
  image_path: string;
  language: string;
  status: InvitationStatus;
  extracted_data: string | null;
  generated_letter: string | null;
  generated_letter_finetuned: string | null;
  edited_letter: string | null;
  edited_letter_finetuned: string | null;
  inviter_email: string | null;
  inviter_phone: string | null;
  error_message: string | null;
  /** Size of the stored photo, counted against ORG_STORAGE_QUOTA_MB. */
  image_bytes: number;
  created_at: string;
  updated_at: string;
}

export interface DeliveryRow {
  id: number;
  invitation_id: number;
  channel: 'email' | 'whatsapp' | 'review';
  recipient: string;
  status: 'sent' | 'written' | 'link' | 'failed';
  detail: string | null;
  created_at: string;
}

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/** Who is reading: letters are private to their writer; an admin also sees those sent to them for review. */
export interface Viewer {
  orgId: number;
  userId: number;
  isAdmin: boolean;
}

// The rows a viewer may see: parameters (orgId, userId, isAdmin ? 1 : 0).
const VISIBLE = `org_id = ? AND (user_id = ? OR (? = 1 AND EXISTS
  (SELECT 1 FROM deliveries d WHERE d.invitation_id = invitations.id AND d.channel = 'review')))`;
const visibleTo = (v: Viewer) => [v.orgId, v.userId, v.isAdmin ? 1 : 0] as const;

/** SQL for invitations and deliveries. Every read is scoped to an organization. */
export function invitationsRepo(db: Db) {
  return {
    insert: (i: { orgId: number; userId: number; clientId: string | null; fileName: string; imagePath: string; imageBytes: number; language: string }) =>
      db.run(
        `INSERT INTO invitations (org_id, user_id, client_id, file_name, image_path, image_bytes, language, status) VALUES (?, ?, ?, ?, ?, ?, ?, 'uploaded')`,
        i.orgId, i.userId, i.clientId, i.fileName, i.imagePath, i.imageBytes, i.language,
      ).lastInsertRowid,

    /** Bytes of the organization's stored invitation photos. */


    byClientId: (orgId: number, clientId: string) =>
      db.get<InvitationRow>('SELECT * FROM invitations WHERE org_id = ? AND client_id = ?', orgId, clientId),

    list: (viewer: Viewer) => db.all<InvitationRow>(`SELECT * FROM invitations WHERE ${VISIBLE} ORDER BY created_at DESC, id DESC`, ...visibleTo(viewer)),

    /** The invitations list's version in the organization (bumped by every write to invitations or deliveries, by triggers). */
    listVersion: (orgId: number) =>
      keptUntilWrite(db, `invitations-version-${orgId}`, () =>
        db.get<{ version: number }>("SELECT version FROM list_versions WHERE org_id = ? AND list = 'invitations'", orgId)?.version ?? 0),

    get: (viewer: Viewer, id: number) => db.get<InvitationRow>(`SELECT * FROM invitations WHERE ${VISIBLE} AND id = ?`, ...visibleTo(viewer), id),
    /** Whether the viewer may read it, without reading it: what a 304 for it is checked against. */
    isVisible: (viewer: Viewer, id: number) => db.get(`SELECT 1 AS one FROM invitations WHERE ${VISIBLE} AND id = ?`, ...visibleTo(viewer), id) !== undefined,

    /**
     * Removes an invitation only for its writer (an admin reading a letter sent for review may
     * not); its jobs and deliveries go with it (ON DELETE CASCADE). 0 changes when not theirs.
     */
    removeByWriter: (orgId: number, userId: number, id: number) =>
      db.run('DELETE FROM invitations WHERE org_id = ? AND user_id = ? AND id = ?', orgId, userId, id).changes,

    /** For the pipeline, which works across organizations. */
    getAny: (id: number) => db.get<InvitationRow>('SELECT * FROM invitations WHERE id = ?', id),

    setStatus: (id: number, status: InvitationStatus, errorMessage: string | null = null) =>
      db.run(`UPDATE invitations SET status = ?, error_message = ?, updated_at = ${NOW} WHERE id = ?`, status, errorMessage, id),

    saveExtracted: (id: number, json: string, email: string, phone: string) =>
      db.run(
        `UPDATE invitations SET extracted_data = ?, inviter_email = COALESCE(NULLIF(inviter_email, ''), NULLIF(?, '')),
           inviter_phone = COALESCE(NULLIF(inviter_phone, ''), NULLIF(?, '')), updated_at = ${NOW} WHERE id = ?`,
        json, email, phone, id,
      ),

    saveLetters: (id: number, normal: string, finetuned: string) =>
      db.run(
        `UPDATE invitations SET generated_letter = ?, generated_letter_finetuned = ?, edited_letter = NULL, edited_letter_finetuned = NULL,
           updated_at = ${NOW} WHERE id = ?`,
        normal, finetuned, id,
      ),

    saveEdit: (orgId: number, id: number, tab: 'normal' | 'finetuned', text: string | null) =>
      db.run(
        `UPDATE invitations SET ${tab === 'normal' ? 'edited_letter' : 'edited_letter_finetuned'} = ?, updated_at = ${NOW} WHERE org_id = ? AND id = ?`,
        text, orgId, id,
      ),

    setInviterEmail: (orgId: number, id: number, email: string | null) =>
      db.run(`UPDATE invitations SET inviter_email = ?, updated_at = ${NOW} WHERE org_id = ? AND id = ?`, email, orgId, id),

    setInviterPhone: (orgId: number, id: number, phone: string | null) =>
      db.run(`UPDATE invitations SET inviter_phone = ?, updated_at = ${NOW} WHERE org_id = ? AND id = ?`, phone, orgId, id),

    deliveriesFor: (invitationId: number) =>
      db.all<DeliveryRow>('SELECT * FROM deliveries WHERE invitation_id = ? ORDER BY created_at DESC, id DESC LIMIT 50', invitationId),

    /** All deliveries of an organization in one query (no query per invitation). */
    deliveriesOfOrg: (orgId: number) =>
      db.all<DeliveryRow>(
        'SELECT d.* FROM deliveries d JOIN invitations i ON i.id = d.invitation_id WHERE i.org_id = ? ORDER BY d.created_at DESC, d.id DESC',
        orgId,
      ),

    insertDelivery: (d: {
      invitationId: number; channel: DeliveryRow['channel']; recipient: string; status: DeliveryRow['status']; detail: string | null;
      storedBytes?: number; storedFiles?: string[];
    }) =>
      db.run(
        'INSERT INTO deliveries (invitation_id, channel, recipient, status, detail, stored_bytes, stored_files) VALUES (?, ?, ?, ?, ?, ?, ?)',
        d.invitationId, d.channel, d.recipient, d.status, d.detail, d.storedBytes ?? 0, JSON.stringify(d.storedFiles ?? []),
      ),

    /** Paths of the files an invitation's sends left on the server (review PDFs, .eml files). */
    deliveryFilesOf: (invitationId: number) =>
      db
        .all<{ stored_files: string }>("SELECT stored_files FROM deliveries WHERE invitation_id = ? AND stored_files <> '[]'", invitationId)
        .flatMap((d) => JSON.parse(d.stored_files) as string[]),

    /** Bytes the organization's sends left on the server (review PDFs, .eml files): part of its storage quota. */
  };
}
export type InvitationsRepo = ReturnType<typeof invitationsRepo>;
