import type { Language } from '@shared/limits';
import { ExtractedData } from '@shared/schemas/invitations';
import { invitationsRepo } from '../features/invitations/invitations.repo';
import { senderFor } from '../features/auth/sender';
import type { StageContext } from './stages';

/** Stage 2: ExtractedData + language + the organization's sender → the normal and fine-tuned letters. */
export async function generateStage({ invitation, ports, db, senderNameDefault }: StageContext) {
  const details = ExtractedData.parse(JSON.parse(invitation.extracted_data ?? '{}'));
  const { senderName, organizationName } = senderFor(db, invitation.org_id, senderNameDefault);
  // The user's reply choices travel with the corrected details (see RegenerateBody).
  const letters = await ports.ai.writeLetters({ language: invitation.language as Language, senderName, organizationName, details, reply: details.reply });
  return (tx: typeof db) => void invitationsRepo(tx).saveLetters(invitation.id, letters.normal, letters.finetuned);
}
