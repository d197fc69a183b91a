import { z } from 'zod';
import { parseExtractedData } from '../helpers/extracted-data';
import { Invitation } from './invitations';

/**
 * An item of GET /api/invitations: what a History card shows (spec §2), not the letters, the
 * extracted details or the deliveries; the full record is GET /api/invitations/{id}.
 */
export const InvitationSummary = Invitation.pick({
  id: true,
  fileName: true,
  status: true,
  language: true,
  createdAt: true,
  updatedAt: true,
  inviterEmail: true,
  errorMessage: true,
  imageUrl: true,
  forReview: true,
}).extend({
  /** The event's name as read off the card, when it was. */
  eventName: z.string().nullable(),
  /** The event's date as read off the card ('12 March 2026'), when it was. */
  eventDate: z.string().nullable(),
  /** A response letter was written ('Response letter ready'). */
  hasLetter: z.boolean(),
});
export type InvitationSummary = z.infer<typeof InvitationSummary>;

/** The card's fields of a full invitation (the server's list, and the client's cached list after an edit). */
export function summaryOfInvitation(invitation: Invitation): InvitationSummary {
  const { id, fileName, status, language, createdAt, updatedAt, inviterEmail, errorMessage, imageUrl, forReview } = invitation;
  const details = parseExtractedData(invitation.extractedData);
  return {
    id,
    fileName,
    status,
    language,
    createdAt,
    updatedAt,
    inviterEmail,
    errorMessage,
    imageUrl,
    forReview,
    eventName: details?.eventName || null,
    eventDate: details?.date || null,
    hasLetter: !!invitation.generatedLetter,
  };
}
