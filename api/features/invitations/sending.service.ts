import type { Db } from '../../db/connection';
import type { DataFiles } from '../../storage/files';
import type { Ports } from '../../adapters/ports';
import { UpstreamError } from '../../adapters/ports';
import { badRequest, upstream } from '../../errors';
import { parseExtractedData } from '@shared/helpers/extracted-data';
import type { SignedInUser } from '../../middleware/session';
import type { SenderOf } from './organization-sender';
import { invitationsRepo, type DeliveryRow, type InvitationRow } from './invitations.repo';
import { renderLetterPdfOffThread } from './letter-pdf-thread';
import type { StorageQuota } from '../../storage/storage-quota';
import type { Language } from '@shared/limits';
import { phoneDigits } from '@shared/helpers/phone';
import { pdfFileName } from './pdf-file-name';
import { replyMail } from './reply-mail';

export { pdfFileName };

export interface SendingDeps {
  db: Db;
  files: DataFiles;
  ports: Ports;
  senderOf: SenderOf;
  quota: StorageQuota;
}

/**
 * Letters leaving the app: PDF, email to the inviter, WhatsApp, review by the admin. Every send
 * is recorded in `deliveries`, failures too; a failed outside service answers 502 and can be retried.
 */
export function sendingService({ db, files, ports, senderOf, quota }: SendingDeps) {
  const repo = invitationsRepo(db);

  /** The stored letter: the user's edit of the normal letter, else the generated one. */
  const storedLetter = (row: InvitationRow) => {
    const letter = row.edited_letter ?? row.generated_letter;
    if (!letter) throw badRequest('The letter is not ready yet. Wait until processing has finished.');
    return letter;
  };

  /** The mail around a letter, in the letter's language (see reply-mail.ts). */
  const mailFor = (row: InvitationRow, letter: string) => {
    const { organizationName, letterhead } = senderOf(row.org_id);
    return replyMail({
      language: row.language as Language,
      details: parseExtractedData(row.extracted_data),
      letter,
      organizationName,
      localOrganizationName: letterhead(row.language as Language).localName,
      uploadedName: row.file_name,
    });
  };

  async function pdfOf(row: InvitationRow, letter: string, filename = pdfFileName(row.file_name)) {
    const { organizationName, letterhead } = senderOf(row.org_id);
    // Off the event loop: other users' requests are answered while the letter is laid out.
    const content = await renderLetterPdfOffThread({
      letter, organizationName, letterhead: letterhead(row.language as Language), date: new Date(), language: row.language,
    });
    return { content, filename, contentType: 'application/pdf' };
  }

  /**
   * 413 unless the organization's quota has room for what a send will leave on the server:
   * `keptBytes` written by us (the review PDF) and, when the mailer keeps copies, the .eml with
   * the PDF attached in base64 (estimated; the exact size is recorded after the send).
   */
  function assertRoomForSend(row: InvitationRow, keptBytes: number, mail: { pdfBytes: number; text: string }) {
    const eml = ports.mailer.keepsCopies ? Math.ceil(mail.pdfBytes * 1.4) + 2 * Buffer.byteLength(mail.text) + 4096 : 0;
    quota.assertRoom(row.org_id, keptBytes + eml);
  }

  /** Runs one send and records it, whatever the outcome, with what it left on the server (`kept` by us, plus the mailer's copy). */
  async function recorded<T extends { status: DeliveryRow['status']; detail: string | null; storedBytes?: number; storedFile?: string }>(
    row: InvitationRow,
    channel: DeliveryRow['channel'],
    recipient: string,
    send: () => Promise<T>,
    kept: { bytes: number; file: string } | null = null,
  ): Promise<T> {
    const keptFiles = kept ? [kept.file] : [];
    try {
      const result = await send();
      repo.insertDelivery({
        invitationId: row.id, channel, recipient, status: result.status, detail: result.detail,
        storedBytes: (kept?.bytes ?? 0) + (result.storedBytes ?? 0),
        storedFiles: result.storedFile ? [...keptFiles, result.storedFile] : keptFiles,
      });
      return result;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      repo.insertDelivery({ invitationId: row.id, channel, recipient, status: 'failed', detail: message, storedBytes: kept?.bytes ?? 0, storedFiles: keptFiles });
      if (err instanceof UpstreamError) throw upstream(message);
      throw err;
    }
  }

  function inviterEmailOf(row: InvitationRow): string {
    if (!row.inviter_email) throw badRequest("Add the inviter's email address first, then send again.", { inviterEmail: "Add the inviter's email address" });
    return row.inviter_email;
  }

  async function emailInviter(user: SignedInUser, row: InvitationRow, letter: string) {
    const to = inviterEmailOf(row);
    const mail = mailFor(row, letter);
    const attachment = await pdfOf(row, letter, mail.filename);
    assertRoomForSend(row, 0, { pdfBytes: attachment.content.length, text: mail.text });
    return recorded(row, 'email', to, () =>
      ports.mailer.send({ to, replyTo: user.email, fromName: mail.fromName, subject: mail.subject, text: mail.text, attachments: [attachment] }),
    );
  }

  return {
    pdf: (row: InvitationRow, letter: string) => pdfOf(row, letter),

    /** POST /send: the stored letter (with its PDF) to the inviter's email. */
    sendStored: (user: SignedInUser, row: InvitationRow) => emailInviter(user, row, storedLetter(row)),

    /** POST /send-to-inviter: the given text, with the PDF attached. */
    sendToInviter: (user: SignedInUser, row: InvitationRow, letter: string) => emailInviter(user, row, letter),

    /** POST /send-letter-for-review: the PDF is made, kept under DATA_DIR/pdfs, and emailed to the organization's admin. */
    async sendForReview(user: SignedInUser, row: InvitationRow, letter: string) {
      const reviewer = senderOf(row.org_id).reviewerEmail;
      if (!reviewer) throw badRequest('This organization has no admin to review the letter.');
      const mail = mailFor(row, letter);
      const attachment = await pdfOf(row, letter, mail.filename);
      const text = `${user.name} asks you to review the response letter for "${row.file_name}" before it is sent.\n\n---\n\n${letter}`;
      assertRoomForSend(row, attachment.content.length, { pdfBytes: attachment.content.length, text });
      const pdfPath = files.newPath('pdfs', '.pdf');
      await files.write(pdfPath, attachment.content);
      return recorded(
        row,
        'review',
        reviewer,
        () => ports.mailer.send({ to: reviewer, replyTo: user.email, fromName: mail.fromName, subject: `For review: ${mail.subject}`, text, attachments: [attachment] }),
        { bytes: attachment.content.length, file: pdfPath },
      );
    },

    /** POST /send-letter: WhatsApp to the inviter's phone (Cloud API), or a click-to-chat link. */
    async sendWhatsApp(row: InvitationRow, letter: string) {
      const phone = phoneDigits(row.inviter_phone);
      if (phone.length < 10 || phone.length > 15) {
        throw badRequest("Add the inviter's phone number with its country code first, then send again.", { inviterPhone: 'Invalid phone number format' });
      }
      const result = await recorded(row, 'whatsapp', phone, async () => {
        const sent = await ports.messenger.sendText(phone, letter);
        return sent.status === 'sent' ? { status: 'sent' as const, detail: sent.detail, openUrl: undefined } : { status: 'link' as const, detail: null, openUrl: sent.openUrl };
      });
      return { sent: result.status === 'sent', ...(result.openUrl ? { openUrl: result.openUrl } : {}) };
    },
  };
}
export type SendingService = ReturnType<typeof sendingService>;
