import { apiPaths } from '@shared/api-paths';
import type { Delivery, Invitation } from '@shared/schemas/invitations';
import { summaryOfInvitation, type InvitationSummary } from '@shared/schemas/invitation-summaries';
import type { Language } from '@shared/limits';
import type { DeliveryRow, InvitationRow } from './invitations.repo';

/**
 * What a delivery record says beyond its status, no more than what happened: a mail kept in the
 * embedded mail outbox was not sent (and its file stays the server's business: no name, no path);
 * a WhatsApp link only opened WhatsApp on the user's device.
 */
export const WRITTEN_DETAIL = 'Not sent: mail is not set up on this server, so the email was kept in its mail outbox.';
export const LINK_DETAIL = 'WhatsApp was opened with the letter; it is sent only if Send was pressed there.';

export function presentDelivery(row: DeliveryRow): Delivery {
  const detail = row.status === 'written' ? WRITTEN_DETAIL : row.status === 'link' ? LINK_DETAIL : row.detail;
  return { id: row.id, channel: row.channel, recipient: row.recipient, status: row.status, detail, createdAt: row.created_at };
}

/** Row → the shared Invitation as `viewerId` sees it: no file paths, no internal columns. */
export function presentInvitation(row: InvitationRow, deliveries: DeliveryRow[], viewerId: number): Invitation {
  return {
    id: row.id,
    fileName: row.file_name,
    status: row.status,
    language: row.language as Language,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    extractedData: row.extracted_data,
    generatedLetter: row.generated_letter,
    generatedLetterFinetuned: row.generated_letter_finetuned,
    editedLetter: row.edited_letter,
    editedLetterFinetuned: row.edited_letter_finetuned,
    inviterEmail: row.inviter_email,
    inviterPhone: row.inviter_phone,
    errorMessage: row.error_message,
    imageUrl: apiPaths.invitationImage(row.id),
    deliveries: deliveries.map(presentDelivery),
    forReview: row.user_id !== viewerId,
  };
}

/** Row → an item of the list: what a History card shows (issue 12: the list carried every letter). */
export const presentInvitationSummary = (row: InvitationRow, viewerId: number): InvitationSummary => summaryOfInvitation(presentInvitation(row, [], viewerId));
