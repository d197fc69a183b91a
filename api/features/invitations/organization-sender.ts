import type { Language } from '@shared/limits';
import type { Letterhead } from '@shared/schemas/organization';

/**
 * What letters need of the organization that sends them. The auth feature keeps organizations and
 * answers this (`senderFor` in features/auth/sender.ts); the composition root (app.ts, main.ts)
 * passes the lookup in, so this feature never imports another.
 */
export interface OrganizationSender {
  senderName: string;
  organizationName: string;
  letterhead(language: Language): Letterhead;
  /** The admin's address, for letters sent for review; null when the organization has none. */
  reviewerEmail: string | null;
}

export type SenderOf = (orgId: number) => OrganizationSender;
