import { basename } from 'node:path';
import { apiPaths } from '@shared/api-paths';
import type { Delivery, Invitation } from '@shared/schemas/invitations';
import type { Language } from '@shared/limits';
import type { DeliveryRow, InvitationRow } from './invitations.repo';

export function presentDelivery(row: DeliveryRow): Delivery {
  // A mail kept as an .eml file is named, never located: server paths stay on the server.
  const detail = row.status === 'written' && row.detail ? `Saved in the mail outbox as ${basename(row.detail)}` : row.detail;
  return { id: row.id, channel: row.channel, recipient: row.recipient, status: row.status, detail, createdAt: row.created_at };
}

/** Row → the shared Invitation: no file paths, no internal columns. */
export function presentInvitation(row: InvitationRow, deliveries: DeliveryRow[]): Invitation {
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
  };
}
