import type { Db } from '../db/connection';
import { HttpError } from '../errors';
import { storedFilesRepo } from './stored-files.repo';

const MB = 1024 * 1024;

/**
 * ORG_STORAGE_QUOTA_MB: the bytes an organization may keep on the server: invitation photos and
 * contact pictures (`image_bytes` of each row) and what its sends left behind (review PDFs and
 * .eml files, `stored_bytes` of each delivery). The total is their sum. Call `assertRoom` inside the transaction that records the new bytes: SQLite
 * transactions run one at a time, so two uploads at once cannot both squeeze past the limit.
 */
export function storageQuota(db: Db, quotaMb: number) {
  const stored = storedFilesRepo(db);
  const limit = quotaMb * MB;
  const used = (orgId: number) => stored.bytesOfOrg(orgId);
  return {
    used,
    /** 413 unless `adding` bytes fit, counting `freeing` bytes (a replaced photo) as already gone. */
    assertRoom(orgId: number, adding: number, freeing = 0) {
      if (adding <= freeing) return;
      if (used(orgId) - freeing + adding > limit) {
        throw new HttpError(
          413,
          `Your organization has used its storage (${quotaMb} MB). Delete old invitations or photos, or ask the administrator to raise ORG_STORAGE_QUOTA_MB.`,
          'storage_quota_exceeded',
        );
      }
    },
  };
}
export type StorageQuota = ReturnType<typeof storageQuota>;
