import type { Db } from '../db/connection';

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

    nextDue: (now: number) => db.get<JobRow>('SELECT * FROM jobs WHERE run_after <= ? ORDER BY run_after, id LIMIT 1', now),

    /** Counted before the stage runs, so a job that crashes the process cannot loop for ever. */
    markAttempt: (id: number) => db.run('UPDATE jobs SET attempts = attempts + 1 WHERE id = ?', id),

    retryLater: (id: number, runAfter: number, error: string) =>
      db.run('UPDATE jobs SET run_after = ?, last_error = ? WHERE id = ?', runAfter, error, id),

    advance: (id: number, stage: string) => db.run('UPDATE jobs SET stage = ?, attempts = 0, run_after = 0, last_error = NULL WHERE id = ?', stage, id),

    remove: (id: number) => db.run('DELETE FROM jobs WHERE id = ?', id),

    count: () => db.get<{ n: number }>('SELECT count(*) AS n FROM jobs')!.n,
  };
}
