import type { Db } from '../../db/connection';
import { authRepo } from './auth.repo';

/** The letters' sender line: the organization's setting, else SENDER_NAME, else the admin's name. */
export function senderFor(db: Db, orgId: number, senderNameDefault: string | undefined) {
  const repo = authRepo(db);
  const org = repo.organization(orgId);
  const admin = repo.orgUser(orgId, 'admin');
  return {
    senderName: org?.sender_name || senderNameDefault || admin?.name || org?.name || '',
    organizationName: org?.name ?? '',
  };
}
