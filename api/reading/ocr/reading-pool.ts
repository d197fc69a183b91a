/**
 * The reading pool: photos are read on worker threads, one per core, so the server's main thread
 * never does the heavy part of reading (see reading-worker.ts) and every core reads at once. The
 * workers share one text detector thread (detector-thread.ts), whose requests pass through here.
 *
 * Memory stays bounded: a worker reads one photo at a time, and jobs waiting for a worker hold
 * only a path, never pixels. Past `maxWaiting` waiting jobs, a new one is refused with
 * `ReaderBusyError` at once rather than piling up without end.
 *
 * Workers start lazily on the first job (tests that never read start none) or all at once with
 * `warm()` (the server at boot, so the first photo does not pay for loading models); an idle
 * worker does not keep the process alive, and `close()` ends them all.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Language } from '@shared/limits';
import { UnreadableInputError } from '../../adapters/ports';
import { DetectorThread } from './detector-thread';
import type { DetectAsk, FromWorker, ReadingJob, ReadingResults, SentError, ToWorker, WorkerSetup } from './reading-job';

export interface ReadingPoolOptions {
  /** Folder holding every language's `<code>.traineddata.gz`, gathered before the first job. */
  langPath: () => Promise<string>;
  /** Worker threads. Default: one per core. */
  size?: number;
  /** Jobs that may wait for a free worker; beyond this `run` throws `ReaderBusyError`. Default 200. */
  maxWaiting?: number;
  /**
   * Tesseract instances each worker keeps. Default 1: it switches between language sets (e.g.
   * 'eng' and 'kan+eng') in about 0.1 s, where a second instance would hold 100–300 MB more.
   */
  languageSets?: number;
  /**
   * Longest the caller waits for one photo; past it the job fails with `ReadingTimeoutError`
   * and its worker stops reading it (see `run`). Default 90 s.
   */
  jobTimeoutMs?: number;
  /**
   * How long a worker told to stop a read may take to answer before it is ended and replaced.
   * Default 15 s.
   */
  stopGraceMs?: number;
}

export interface RunOptions {
  /** Aborted when the caller no longer wants the photo read (a pipeline stage ran out of time). */
  signal?: AbortSignal;
}

// A worker's new objects (each page's tesseract blocks, copied in from its tesseract thread)
// live in a young generation V8 sizes for a server's main thread and keeps committed once grown.
// Capped at 8 MB, a 30-card burst peaked 718–748 MiB against 755–789 without the cap (pairs at
// the same load), for the same CPU time and fields.
const WORKER_YOUNG_GENERATION_MB = 8;

/** The pool's queue is full: the photo was not read; trying again later may work. */
export class ReaderBusyError extends Error {}

/** A photo took longer than the pool's `jobTimeoutMs`. */
export class ReadingTimeoutError extends Error {}

/** Numbers for tests and diagnostics. */
export interface PoolStats {
  /** Worker threads running. */
  workers: number;
  /** Workers reading a photo now. */
  busy: number;
  /** Jobs waiting for a free worker. */
  waiting: number;
  /** Reads stopped by their worker before they finished, because their caller gave up on them. */
  stopped: number;
}

interface Waiting {
  job: ReadingJob;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  signal?: AbortSignal;
}

interface Thread {
  /** Set once the worker is started (the trained data gathered first). */
  worker: Worker | null;
  started: Promise<Worker>;
  /** Answers awaited from this worker, by message id. */
  replies: Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>;
  /** The read job it runs now, if any. */
  reading: Promise<unknown> | null;
}

/** Worker threads reading photos, with a bounded queue in front of them. */
export class ReadingPool {
  private readonly threads: Thread[] = [];
  /** The text detector's model, run for every worker in one thread (see detector-thread.ts). */
  private readonly detector = new DetectorThread();
  private readonly waiting: Waiting[] = [];
  private readonly size: number;
  private readonly maxWaiting: number;
  private nextId = 1;
  private closed = false;
  private stopped = 0;
  /** The languages the workers were last warmed with: a replaced worker starts with them too. */
  private warmLanguages: Language[] = [];

  constructor(private readonly options: ReadingPoolOptions) {
    this.size = Math.max(1, options.size ?? os.availableParallelism());
    this.maxWaiting = Math.max(0, options.maxWaiting ?? 200);
  }

  /**
   * Reads one photo on a free worker (waiting for one if all are busy).
   *
   * A photo whose caller gives up (its `signal` aborts, or `jobTimeoutMs` passes) is not read on
   * unseen: taken out of the queue if it is waiting, else its worker is told to stop, which it
   * does before its next step (the tesseract thread in the middle of the photo is ended), and
   * the worker takes the next photo. A worker that does not answer within `stopGraceMs` is ended
   * and replaced, so the pool keeps its size.
   */
  run<K extends ReadingJob['kind']>(job: Extract<ReadingJob, { kind: K }>, { signal }: RunOptions = {}): Promise<ReadingResults[K]> {
    if (this.closed) return Promise.reject(new Error('The reading pool is closed'));
    if (signal?.aborted) return Promise.reject(reasonOf(signal));
    // At most `size` photos being read and `maxWaiting` more waiting (a job whose worker is still
    // starting counts as being read).
    const taken = this.threads.filter((t) => t.reading).length + this.waiting.length;
    if (taken >= this.size + this.maxWaiting) {
      return Promise.reject(new ReaderBusyError('The reader has too many photos waiting'));
    }
    return new Promise((resolve, reject) => {
      const entry: Waiting = { job, resolve: resolve as (value: unknown) => void, reject, signal };
      this.waiting.push(entry);
      // Given up while still waiting: it leaves the queue (once started, `start` handles it).
      signal?.addEventListener(
        'abort',
        () => {
          const at = this.waiting.indexOf(entry);
          if (at === -1) return;
          this.waiting.splice(at, 1);
          reject(reasonOf(signal));
        },
        { once: true },
      );
      void this.dispatch();
    });
  }

  /** Starts every worker now with the OCR of `languages` loaded; resolves when they are ready. */
  async warm(languages: Language[]): Promise<void> {
    if (this.closed) return;
    this.warmLanguages = [...languages];
    while (this.threads.length < this.size) this.spawn();
    await Promise.all([this.detector.warm(), ...this.threads.map((t) => this.ask(t, { type: 'warm', id: this.nextId++, languages }))]);
  }

  stats(): PoolStats {
    return {
      workers: this.threads.length,
      busy: this.threads.filter((t) => t.reading).length,
      waiting: this.waiting.length,
      stopped: this.stopped,
    };
  }

  /**
   * Refuses the jobs still waiting, lets the photos being read finish, then ends every worker
   * (tesseract's threads inside them first). The pool cannot be used afterwards.
   */
  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.waiting.splice(0)) w.reject(new Error('The reading pool is closed'));
    await Promise.all(
      [...this.threads].map(async (t) => {
        await t.reading?.catch(() => undefined);
        // A worker that does not answer within a few seconds is ended anyway.
        await Promise.race([this.ask(t, { type: 'close', id: this.nextId++ }).catch(() => undefined), delay(5000)]);
        await (await t.started.catch(() => null))?.terminate();
      }),
    );
    await this.detector.close();
  }

  private freeThread(): Thread | undefined {
    return this.threads.find((t) => t.worker && !t.reading);
  }

  /** Gives waiting jobs to free workers, starting workers while there are fewer than `size`. */
  private async dispatch(): Promise<void> {
    while (this.waiting.length > 0 && !this.closed) {
      let thread = this.freeThread();
      if (!thread) {
        if (this.threads.length >= this.size) return;
        try {
          thread = await this.spawn().started.then(() => this.freeThread());
        } catch (error) {
          this.waiting.shift()?.reject(error as Error);
          continue;
        }
        // Another dispatch may have taken it meanwhile.
        if (!thread) continue;
      }
      const next = this.waiting.shift();
      if (!next) return;
      this.start(thread, next);
    }
  }

  private start(thread: Thread, { job, resolve, reject, signal }: Waiting): void {
    const id = this.nextId++;
    const reading = this.ask(thread, { type: 'read', id, job });
    thread.reading = reading;
    let givenUp = false;
    let grace: NodeJS.Timeout | undefined;
    // The caller hears back at once; the worker is asked to stop the photo rather than ended
    // outright: ending a thread in the middle of onnxruntime's or sharp's native work aborts the
    // whole process, so it stops itself between steps. Only a worker that does not answer in
    // time (stuck in its own code) is ended.
    const giveUp = (reason: Error) => {
      if (givenUp) return;
      givenUp = true;
      reject(reason);
      this.ask(thread, { type: 'stop', id: this.nextId++, read: id }).catch(() => undefined);
      grace = setTimeout(() => this.replace(thread), this.options.stopGraceMs ?? 15_000);
    };
    const limit = this.options.jobTimeoutMs ?? 90_000;
    const timer = setTimeout(() => giveUp(new ReadingTimeoutError(`Reading the photo took longer than ${Math.round(limit / 1000)} s`)), limit);
    const onAbort = () => giveUp(reasonOf(signal!));
    signal?.addEventListener('abort', onAbort, { once: true });
    // The worker is counted free before the caller hears back, so the caller sees it free.
    const settled = () => {
      clearTimeout(timer);
      clearTimeout(grace);
      signal?.removeEventListener('abort', onAbort);
      if (thread.reading === reading) thread.reading = null;
      void this.dispatch();
    };
    reading.then(
      (value) => {
        settled();
        resolve(value);
      },
      (error: Error) => {
        if (givenUp && error.name === 'ReadingStoppedError') this.stopped += 1;
        settled();
        reject(error);
      },
    );
  }

  /** Ends a worker that does not answer and starts a fresh one in its place (warm as the others). */
  private replace(thread: Thread): void {
    const at = this.threads.indexOf(thread);
    if (this.closed || at === -1) return;
    this.threads.splice(at, 1);
    // Its 'exit' fails what it owed, which frees the read's place.
    void thread.started.then((worker) => worker.terminate()).catch(() => undefined);
    const fresh = this.spawn();
    if (this.warmLanguages.length > 0) this.ask(fresh, { type: 'warm', id: this.nextId++, languages: this.warmLanguages }).catch(() => undefined);
  }

  /** Starts one worker; it counts at once, so concurrent dispatches never start more than `size`. */
  private spawn(): Thread {
    const thread: Thread = { worker: null, started: undefined as unknown as Promise<Worker>, replies: new Map(), reading: null };
    this.threads.push(thread);
    const forget = () => {
      const at = this.threads.indexOf(thread);
      if (at !== -1) this.threads.splice(at, 1);
    };
    thread.started = this.options.langPath().then((langPath) => {
      const setup: WorkerSetup = { body: './reading-worker.ts', langPath, languageSets: this.options.languageSets ?? 1 };
      const worker = new Worker(new URL('./worker-boot.mjs', import.meta.url), {
        workerData: setup,
        execArgv: [],
        resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
      });
      worker.unref();
      worker.on('message', (answer: FromWorker | DetectAsk) => {
        if ('detect' in answer) return this.detectFor(worker, answer);
        const reply = thread.replies.get(answer.id);
        thread.replies.delete(answer.id);
        if (thread.replies.size === 0) worker.unref();
        if (answer.ok) reply?.resolve(answer.value);
        else reply?.reject(rebuilt(answer.error));
      });
      // A worker that crashed (out of memory, a native fault) fails what it had and is replaced
      // by a fresh one on the next job.
      const lost = (error: Error) => {
        forget();
        for (const reply of thread.replies.values()) reply.reject(error);
        thread.replies.clear();
      };
      worker.on('error', lost);
      worker.on('exit', (code) => {
        lost(new Error(`A reading worker stopped (exit code ${code})`));
        if (!this.closed) void this.dispatch();
      });
      thread.worker = worker;
      return worker;
    });
    thread.started.catch(forget);
    return thread;
  }

  /** Runs the detector for a worker's photo and hands the result back (a worker ended since gets nothing). */
  private detectFor(worker: Worker, { detect, input, width, height }: DetectAsk): void {
    this.detector.run(input, width, height).then(
      (prob) => worker.postMessage({ type: 'detected', detect, prob } satisfies ToWorker, [prob.buffer as ArrayBuffer]),
      (error: Error) => worker.postMessage({ type: 'detected', detect, error: error.message } satisfies ToWorker),
    );
  }

  private async ask(thread: Thread, message: Exclude<ToWorker, { type: 'detected' }>): Promise<unknown> {
    const worker = await thread.started;
    return new Promise((resolve, reject) => {
      thread.replies.set(message.id, { resolve, reject });
      // A worker owing an answer keeps the process alive until it comes; an idle one does not.
      worker.ref();
      worker.postMessage(message);
    });
  }
}

/** The error as the worker threw it: a photo that can't be read keeps its class and message. */
function rebuilt(error: SentError): Error {
  if (error.name === 'UnreadableInputError') return new UnreadableInputError(error.message);
  const plain = new Error(error.message);
  plain.name = error.name;
  return plain;
}

function reasonOf(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('The reading was given up');
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
