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
  /** Invitations carried through their stages at once: the reading pool's cores (1 keeps the order strict, as tests want). */
  lanes?: number;
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
 * Runs the pipeline from the jobs table, `lanes` invitations at a time (one per core of the
 * reading pool: a pile of photos synced after the signal returns is read on every core, not one).
 * Unfinished jobs are simply still in the table, so a restart — even after kill -9 — takes them up again.
 *
 * Fair between organizations: a free lane takes turns, each time picking the organization served
 * least recently, and carries one invitation through all its stages before its next turn. One
 * organization's pile of uploads (blank or noisy photos hold a stage for a long while) then delays
 * another's invitation by at most the jobs already running, and a stage never runs past
 * `stageTimeoutMs`.
 */
export function createWorker({ db, ports, senderOf, log = () => {}, now = Date.now, stageTimeoutMs = 45_000, lanes = 1 }: WorkerOptions) {
  const jobs = jobsRepo(db);
  const invitations = invitationsRepo(db);
  /** Organization → the turn it was last served at (in memory: after a restart everyone starts even). */
  const lastServed = new Map<number, number>();
  let turn = 0;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  /** Jobs a lane holds, so no other lane takes the same invitation. */
  const held = new Set<number>();
  const running = new Set<Promise<void>>();

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

  /** The oldest due job not held by a lane, of the organization served least recently (never served counts as longest ago); held from here. */
  function nextTurn(): JobRow | undefined {
    let best: (JobRow & { org_id: number | null }) | undefined;
    for (const job of jobs.nextDuePerOrganization(now(), [...held])) {
      if (job.org_id === null) {
        best = job; // its invitation is gone: runJob drops it at once
        break;
      }
      if (!best || (lastServed.get(job.org_id) ?? -1) < (lastServed.get(best.org_id!) ?? -1)) best = job;
    }
    if (best?.org_id) lastServed.set(best.org_id, ++turn);
    if (best) held.add(best.id);
    return best;
  }

  /** The same job again when it moved on to a due next stage: an invitation is finished before the next turn. */
  function continued(job: JobRow): JobRow | undefined {
    const after = jobs.byId(job.id);
    return after && after.stage !== job.stage && after.run_after <= now() ? after : undefined;
  }

  /** One lane: its invitation through every due stage, then the next turn's, until none is due. */
  async function lane(first: JobRow) {
    let job: JobRow | undefined = first;
    while (job) {
      let next: JobRow | undefined;
      try {
        await runJob(job);
        next = stopped ? undefined : continued(job);
      } catch (err) {
        log(`invitation ${job.invitation_id}: ${err instanceof Error ? err.message : String(err)}`);
      }
      if (next) {
        job = next; // the same invitation, still held
        continue;
      }
      held.delete(job.id);
      job = stopped ? undefined : nextTurn();
    }
  }

  /** Starts lanes while some are free and jobs are due. */
  function fill() {
    while (!stopped && running.size < lanes) {
      const job = nextTurn();
      if (!job) return;
      const run: Promise<void> = lane(job).finally(() => running.delete(run));
      running.add(run);
    }
  }

  /** Fills free lanes now and then every poll (retries become due after their backoff). */
  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      fill();
      schedule(IDLE_POLL_MS);
    }, delay);
  }

  return {
    start() {
      stopped = false;
      schedule(0);
    },
    /** Called after a job is queued, so it starts at once (on a free lane) rather than at the next poll. */
    wake() {
      if (!stopped && running.size < lanes) schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.all([...running]);
    },
  };
}
export type Worker = ReturnType<typeof createWorker>;
