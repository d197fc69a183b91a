import type { Language } from '@shared/limits';
import { ExtractedData } from '@shared/schemas/invitations';
import { invitationsRepo } from '../invitations.repo';
import type { StageContext } from './stage';
import type { Db } from '../../../db/connection';

/** Stage 2: ExtractedData + language + the organization's sender → the normal and fine-tuned letters. */
export async function generateStage({ invitation, ports, senderOf }: StageContext) {
  const details = ExtractedData.parse(JSON.parse(invitation.extracted_data ?? '{}'));
  const language = invitation.language as Language;
  const { senderName, organizationName, letterhead } = senderOf(invitation.org_id);
  // Signed in the letter's script: the organization's own forms, else its Latin ones transliterated.
  const local = letterhead(language);
  const inLanguage = { organizationName: local.localName, senderName: local.senderName, senderDesignation: local.senderDesignation };
  // The user's reply choices travel with the corrected details (see RegenerateBody).
  const letters = await ports.ai.writeLetters({
    language, senderName, organizationName, senderDesignation: local.senderDesignation, inLanguage, details, reply: details.reply,
  });
  return (tx: Db) => void invitationsRepo(tx).saveLetters(invitation.id, letters.normal, letters.finetuned);
}
