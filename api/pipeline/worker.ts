import type { Db } from '../db/connection';
import type { Ports } from '../adapters/ports';
import { UnreadableInputError, UpstreamError } from '../adapters/ports';
import { invitationsRepo } from '../features/invitations/invitations.repo';
import { jobsRepo, type JobRow } from './jobs.repo';
import { stageAfter, stageNamed, STAGES } from './stages';

const MAX_ATTEMPTS = 3;
const IDLE_POLL_MS = 1000;
const backoffMs = (attempt: number) => Math.min(60_000, 2000 * 2 ** (attempt - 1));

/** What the user reads when a stage fails for a reason that is not theirs to fix. */
const STAGE_FAILURE: Record<string, string> = {
  extract: 'The photo could not be read: try a sharper, well-lit photo',
  generate: 'The letter could not be written. Correct the event details or try again.',
};

export interface WorkerOptions {
  db: Db;
  ports: Ports;
  senderNameDefault?: string;
  log?: (message: string) => void;
  now?: () => number;
}

/**
 * Runs the pipeline from the jobs table, one job at a time (OCR takes the CPU). Unfinished jobs
 * are simply still in the table, so a restart — even after kill -9 — takes them up again.
 */
export function createWorker({ db, ports, senderNameDefault, log = () => {}, now = Date.now }: WorkerOptions) {
  const jobs = jobsRepo(db);
  const invitations = invitationsRepo(db);
  let running = false;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let idle: Promise<void> = Promise.resolve();

  function fail(job: JobRow, message: string) {
    db.tx(() => {
      invitations.setStatus(job.invitation_id, 'error', message);
      jobs.remove(job.id);
    });
  }

  async function runJob(job: JobRow) {
    const stage = stageNamed(job.stage);
    const invitation = invitations.getAny(job.invitation_id);
    if (!stage || !invitation) {
      jobs.remove(job.id);
      return;
    }
    if (job.attempts >= MAX_ATTEMPTS) {
      fail(job, job.last_error ?? STAGE_FAILURE[stage.name] ?? 'Processing failed. Please try again.');
      return;
    }
    db.tx(() => {
      jobs.markAttempt(job.id);
      invitations.setStatus(invitation.id, stage.running);
    });
    const started = now();
    try {
      const save = await stage.run({ invitation, ports, db, senderNameDefault });
      const next = stageAfter(stage.name);
      db.tx(() => {
        save(db);
        invitations.setStatus(invitation.id, stage.done);
        if (next) jobs.advance(job.id, next.name);
        else jobs.remove(job.id);
      });
      log(`invitation ${invitation.id}: ${stage.name} done in ${now() - started} ms`);
    } catch (err) {
      const message = err instanceof UnreadableInputError || err instanceof UpstreamError ? err.message : STAGE_FAILURE[stage.name]!;
      log(`invitation ${invitation.id}: ${stage.name} failed (attempt ${job.attempts + 1}): ${err instanceof Error ? err.message : String(err)}`);
      // Only an outside service that may come back is worth retrying; a photo that cannot be read will not improve.
      if (err instanceof UpstreamError && job.attempts + 1 < MAX_ATTEMPTS) {
        db.tx(() => {
          jobs.retryLater(job.id, now() + backoffMs(job.attempts + 1), message);
          invitations.setStatus(invitation.id, STAGES[STAGES.indexOf(stage) - 1]?.done ?? 'uploaded');
        });
      } else {
        fail(job, message);
      }
    }
  }

  async function drain() {
    if (running) return;
    running = true;
    try {
      for (let job = jobs.nextDue(now()); job && !stopped; job = jobs.nextDue(now())) await runJob(job);
    } finally {
      running = false;
    }
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      idle = drain().finally(() => schedule(IDLE_POLL_MS));
    }, delay);
  }

  return {
    start() {
      stopped = false;
      schedule(0);
    },
    /** Called after a job is queued, so it starts at once rather than at the next poll. */
    wake() {
      if (!stopped && !running) schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await idle;
    },
    /** Runs every due job now (tests). */
    drain,
  };
}
export type Worker = ReturnType<typeof createWorker>;
