import type { Db } from '../../../db/connection';
import type { Ports } from '../../../adapters/ports';
import { UnreadableInputError, UpstreamError } from '../../../adapters/ports';
import { invitationsRepo } from '../invitations.repo';
import { jobsRepo, type JobRow } from './jobs.repo';
import type { SenderOf } from '../organization-sender';
import { stageAfter, stageNamed, STAGES } from './stages';

const MAX_ATTEMPTS = 3;
const IDLE_POLL_MS = 1000;
const backoffMs = (attempt: number) => Math.min(60_000, 2000 * 2 ** (attempt - 1));

/** What the user reads when a stage fails for a reason that is not theirs to fix. */
const STAGE_FAILURE: Record<string, string> = {
  extract: 'The photo could not be read: try a sharper, well-lit photo',
  generate: 'The letter could not be written. Correct the event details or try again.',
};

/** What the user reads when a stage ran past its time limit, by stage. */
const STAGE_TIMEOUT: Record<string, (time: string) => string> = {
  extract: (time) => `Reading the photo took longer than ${time} and was stopped. Take a sharper photo with the invitation filling the frame, and upload it again.`,
  generate: (time) => `Writing the letter took longer than ${time} and was stopped. Correct the event details and try again.`,
};

/** A stage that ran past STAGE_TIMEOUT_SECONDS. */
class StageTimeoutError extends Error {}

export interface WorkerOptions {
  db: Db;
  ports: Ports;
  senderOf: SenderOf;
  log?: (message: string) => void;
  now?: () => number;
  /** Longest a stage may run; past it the invitation ends in `error` and the worker moves on. */
  stageTimeoutMs?: number;
}

/**
 * The stage's result, or a StageTimeoutError once `ms` have passed. The stage is then told to
 * stop through its signal (the reader frees its core for the next photo), so abandoned work
 * does not run on unseen.
 */
function withTimeout<T>(run: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new StageTimeoutError(`stage ran past ${ms} ms`);
      reject(error);
      controller.abort(error);
    }, ms);
  });
  const work = run(controller.signal);
  // A late failure of abandoned work must not become an unhandled rejection.
  work.catch(() => undefined);
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs the pipeline from the jobs table, one job at a time (OCR takes the CPU). Unfinished jobs
 * are simply still in the table, so a restart — even after kill -9 — takes them up again.
 *
 * Fair between organizations: the worker takes turns, each time picking the organization served
 * least recently, and carries one invitation through all its stages before the next turn. One
 * organization's pile of uploads (blank or noisy photos hold a stage for a long while) then delays
 * another's invitation by at most the one job already running, and a stage never runs past
 * `stageTimeoutMs`.
 */
export function createWorker({ db, ports, senderOf, log = () => {}, now = Date.now, stageTimeoutMs = 45_000 }: WorkerOptions) {
  const jobs = jobsRepo(db);
  const invitations = invitationsRepo(db);
  /** Organization → the turn it was last served at (in memory: after a restart everyone starts even). */
  const lastServed = new Map<number, number>();
  let turn = 0;
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
      const save = await withTimeout((signal) => stage.run({ invitation, ports, db, senderOf, signal }), stageTimeoutMs);
      const next = stageAfter(stage.name);
      db.tx(() => {
        save(db);
        invitations.setStatus(invitation.id, stage.done);
        if (next) jobs.advance(job.id, next.name);
        else jobs.remove(job.id);
      });
      log(`invitation ${invitation.id}: ${stage.name} done in ${now() - started} ms`);
    } catch (err) {
      const seconds = Math.max(1, Math.round(stageTimeoutMs / 1000));
      const time = `${seconds} second${seconds === 1 ? '' : 's'}`;
      const message =
        err instanceof UnreadableInputError || err instanceof UpstreamError
          ? err.message
          : err instanceof StageTimeoutError
            ? (STAGE_TIMEOUT[stage.name]?.(time) ?? `Processing took longer than ${time} and was stopped. Please try again.`)
            : STAGE_FAILURE[stage.name]!;
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

  /** The oldest due job of the organization served least recently (never served counts as longest ago). */
  function nextTurn(): JobRow | undefined {
    let best: (JobRow & { org_id: number | null }) | undefined;
    for (const job of jobs.nextDuePerOrganization(now())) {
      if (job.org_id === null) return job; // its invitation is gone: runJob drops it at once
      if (!best || (lastServed.get(job.org_id) ?? -1) < (lastServed.get(best.org_id!) ?? -1)) best = job;
    }
    if (best) lastServed.set(best.org_id!, ++turn);
    return best;
  }

  /** The same job again when it moved on to a due next stage: an invitation is finished before the next turn. */
  function continued(job: JobRow): JobRow | undefined {
    const after = jobs.byId(job.id);
    return after && after.stage !== job.stage && after.run_after <= now() ? after : undefined;
  }

  async function drain() {
    if (running) return;
    running = true;
    try {
      for (let job = nextTurn(); job && !stopped; job = continued(job) ?? nextTurn()) await runJob(job);
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
