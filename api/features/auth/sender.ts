import type { Db } from '../../db/connection';
import { authRepo } from './auth.repo';

/** The letters' sender line: the organization's setting, else SENDER_NAME, else the admin's name. */
export function senderFor(db: Db, orgId: number, senderNameDefault: string | undefined) {
  const repo = authRepo(db);
  const org = repo.organization(orgId);
  const admin = repo.orgUser(orgId, 'admin');
  const defaultSenderName = senderNameDefault || admin?.name || org?.name || '';
  return {
    senderName: org?.sender_name || defaultSenderName,
    /** What letters are signed with while the organization has not set its own sender line. */
    defaultSenderName,
    organizationName: org?.name ?? '',
  };
}
