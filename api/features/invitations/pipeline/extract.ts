import type { Language } from '@shared/limits';
import { invitationsRepo } from '../invitations.repo';
import type { StageContext } from './stage';

/** Stage 1: the stored photo → ExtractedData (and the printed email/phone pre-fill the inviter's). */
export async function extractStage({ invitation, ports, signal }: StageContext) {
  const data = await ports.ai.extractInvitation({ path: invitation.image_path, mime: 'image/jpeg' }, invitation.language as Language, { signal });
  return (db: Parameters<typeof invitationsRepo>[0]) =>
    void invitationsRepo(db).saveExtracted(invitation.id, JSON.stringify(data), data.inviterEmail, data.inviterPhone);
}
