import type { Db } from '../../../db/connection';

export interface JobRow {
  id: number;
  invitation_id: number;
  stage: string;
  attempts: number;
  run_after: number;
  last_error: string | null;
}

/** SQL on the jobs table: one row per invitation still in the pipeline. */
export function jobsRepo(db: Db) {
  return {
    /** Queues (or re-queues) an invitation at a stage. */
    enqueue: (invitationId: number, stage: string, runAfter = 0) =>
      db.run(
        `INSERT INTO jobs (invitation_id, stage, attempts, run_after) VALUES (?, ?, 0, ?)
         ON CONFLICT (invitation_id) DO UPDATE SET stage = excluded.stage, attempts = 0, run_after = excluded.run_after, last_error = NULL`,
        invitationId, stage, runAfter,
      ),

    /**
     * The oldest due job of each organization, oldest first (the worker takes turns between
     * them), past the jobs `held` by the worker's lanes. A job whose invitation is gone has
     * org_id null, so the worker can drop it.
     */
    nextDuePerOrganization: (now: number, held: readonly number[] = []) =>
      db.all<JobRow & { org_id: number | null }>(
        `SELECT id, invitation_id, stage, attempts, run_after, last_error, org_id FROM (
           SELECT j.*, i.org_id, row_number() OVER (PARTITION BY i.org_id ORDER BY j.run_after, j.id) AS turn
           FROM jobs j LEFT JOIN invitations i ON i.id = j.invitation_id
           WHERE j.run_after <= ? AND j.id NOT IN (SELECT value FROM json_each(?))
         ) WHERE turn = 1 ORDER BY run_after, id`,
        now,
        JSON.stringify(held),
      ),

    byId: (id: number) => db.get<JobRow>('SELECT * FROM jobs WHERE id = ?', id),

    /** Counted before the stage runs, so a job that crashes the process cannot loop for ever. */
    markAttempt: (id: number) => db.run('UPDATE jobs SET attempts = attempts + 1 WHERE id = ?', id),

    retryLater: (id: number, runAfter: number, error: string) =>
      db.run('UPDATE jobs SET run_after = ?, last_error = ? WHERE id = ?', runAfter, error, id),

    advance: (id: number, stage: string) => db.run('UPDATE jobs SET stage = ?, attempts = 0, run_after = 0, last_error = NULL WHERE id = ?', stage, id),

    remove: (id: number) => db.run('DELETE FROM jobs WHERE id = ?', id),

    count: () => db.get<{ n: number }>('SELECT count(*) AS n FROM jobs')!.n,
  };
}
