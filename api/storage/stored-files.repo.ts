import type { Db } from '../db/connection';

/**
 * SQL over every table that names a stored file or counts stored bytes: the start-up sweep and
 * the storage quota look across features, so their queries live here rather than in a feature.
 */
export function storedFilesRepo(db: Db) {
  return {
    /** Every stored photo's file name (invitation photos are kept as paths; compared by name). */
    photoNames: () =>
      db.all<{ name: string }>(
        `SELECT image_path AS name FROM invitations
         UNION ALL SELECT profile_image_path AS name FROM contacts WHERE profile_image_path IS NOT NULL`,
      ),

    /** Bytes an organization keeps: invitation photos, contact pictures, and what its sends left behind. */
    bytesOfOrg: (orgId: number) =>
      db.get<{ n: number }>(
        `SELECT (SELECT coalesce(sum(image_bytes), 0) FROM invitations WHERE org_id = :org)
              + (SELECT coalesce(sum(image_bytes), 0) FROM contacts WHERE org_id = :org)
              + (SELECT coalesce(sum(d.stored_bytes), 0) FROM deliveries d JOIN invitations i ON i.id = d.invitation_id WHERE i.org_id = :org) AS n`,
        { org: orgId },
      )!.n,
  };
}
