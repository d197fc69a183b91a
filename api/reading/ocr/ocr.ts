/**
 * The embedded OCR engine: tesseract.js workers kept warm between jobs.
 *
 * Starting a worker costs far more than switching a warm one to other models, and each worker
 * holds its own memory (its tesseract heap grows to the largest page it has read, 100–300 MB,
 * and never shrinks). So a worker is made the first time a language set is needed and reused;
 * at `maxWorkers`, an idle worker loads the new set's models instead (about 0.1 s: the trained
 * data stays in the worker once read). A worker runs one job at a time (tesseract.js would
 * otherwise interleave two images on one instance); each is its own thread, so while one set's
 * worker is busy a second one is started for it, up to `workersPerSet`, and jobs queue behind
 * the least busy.
 */
import os from 'node:os';
import { createWorker, type Worker } from 'tesseract.js';
import type { Language } from '@shared/limits';
import { offlineWorkerOptions, tesseractLanguages, type TesseractCode } from './tessdata';
import { normalizeOcrText } from './ocr-normalize';
import { textFromBlocks, type OcrBlock } from './ocr-layout';
import { readPage, type PageReading, type TesseractPage } from './read-page';
import { PROBE_LANGUAGES } from './page-scripts';

const PROBE_SET = PROBE_LANGUAGES.join('+');

// Tesseract's page segmentation modes: 3 finds blocks and columns itself, 6 takes the image as
// one block (what an image cut to one card's text needs).
const AUTO_LAYOUT = '3';
const SINGLE_BLOCK = '6';

/** What OCR accepts: a file path or the encoded image bytes (PNG, JPEG…). */
export type OcrImage = string | Buffer;

export interface OcrEngineOptions {
  /** Folder holding `<code>.traineddata.gz` for every language (see `gatherTessdata`). */
  langPath: string;
  /**
   * Warm workers kept at most; past it an idle worker switches to the set needed, else the least
   * recently used is ended. Default 2.
   */
  maxWorkers?: number;
  /** Workers one language set may have at once. Default: one per core. */
  workersPerSet?: number;
}

interface WarmWorker {
  /** The language set, e.g. 'kan+eng'. */
  languages: string;
  /** Jobs given to this worker and not finished yet. */
  pending: number;
  worker: Promise<Worker>;
  /** Tail of this worker's job queue; never rejects, so one failure doesn't block the next. */
  tail: Promise<unknown>;
  lastUsed: number;
  /** Ends the thread at once, failing the job it runs and those queued on it. */
  kill: (reason: Error) => void;
  /** Rejects once `kill` is called: what every job races. */
  killed: Promise<never>;
}

/** Reads text off images with warm tesseract.js workers, up to one per core for a language set. */
export class OcrEngine {
  /** Warm workers by `<languages>#<slot>`. */
  private readonly workers = new Map<string, WarmWorker>();
  private readonly maxWorkers: number;
  private readonly perSet: number;
  private started = 0;

  constructor(private readonly options: OcrEngineOptions) {
    this.maxWorkers = Math.max(1, options.maxWorkers ?? 2);
    this.perSet = Math.max(1, Math.min(this.maxWorkers, options.workersPerSet ?? os.availableParallelism()));
  }

  /**
   * Reads a photo of a card or sheet: finds its lines whatever their colours and angle, levels
   * the page and reads it in the scripts printed on it (`hint` only where the page can't tell).
   */
  async readPage(image: OcrImage, hint: Language, signal?: AbortSignal): Promise<PageReading> {
    try {
      return await readPage(image, hint, (png, languages, mode) => this.read(png, languages, mode, signal), signal);
    } finally {
      // The worker with every script's model serves only the probes of a doubtful page: beside
      // other workers it would be one more heap kept for the few pages that need it, so it is
      // ended. A lone worker is kept: the next page switches it back.
      if (this.maxWorkers > 1) for (const [key, entry] of this.workers) if (entry.languages === PROBE_SET) void this.retire(key, entry);
    }
  }

  /**
   * Recognises the text of an image already prepared for OCR, in `language` (plus English),
   * as one block of text, normalised.
   */
  async recognize(image: OcrImage, language: Language): Promise<string> {
    const page = await this.read(image, tesseractLanguages(language), SINGLE_BLOCK);
    return normalizeOcrText(page.blocks ? textFromBlocks(page.blocks) : page.text);
  }

  /**
   * Tesseract's words and lines for `image` with the models `languages`; by default with its
   * own layout analysis, which keeps the columns of a card apart.
   *
   * When `signal` aborts, the job fails at once with the signal's reason, and the worker reading
   * it is ended there and then: tesseract cannot be stopped in the middle of an image, and an
   * abandoned photo must not hold a core (a fresh worker starts for the next job).
   */
  async read(image: OcrImage, languages: TesseractCode[], pageSegMode = AUTO_LAYOUT, signal?: AbortSignal): Promise<TesseractPage> {
    signal?.throwIfAborted();
    const [key, entry] = this.workerFor(languages);
    entry.lastUsed = Date.now();
    entry.pending += 1;
    const job = entry.tail.then(async () => {
      const worker = await entry.worker;
      // Parameters given with one job are set for it alone, then put back.
      const options = { tessedit_pageseg_mode: pageSegMode } as Record<string, string>;
      const { data } = await Promise.race([worker.recognize(image, options, { text: true, blocks: true }), entry.killed]);
      return { text: data.text, blocks: data.blocks as OcrBlock[] | null };
    });
    entry.tail = job.catch(() => undefined).finally(() => (entry.pending -= 1));
    const stop = () => {
      if (this.workers.get(key) === entry) this.workers.delete(key);
      entry.kill(signal!.reason instanceof Error ? signal!.reason : new Error('The reading was stopped'));
    };
    signal?.addEventListener('abort', stop, { once: true });
    try {
      return await job;
    } catch (error) {
      // A worker that failed may be in a bad state (e.g. out of memory): start afresh next time.
      if (this.workers.get(key) === entry) void this.retire(key, entry);
      throw error;
    } finally {
      signal?.removeEventListener('abort', stop);
    }
  }

  /** Starts a worker for `languages` now (if none is warm), so the first job finds it ready. */
  async warm(languages: TesseractCode[]): Promise<void> {
    const set = languages.join('+');
    const warm = [...this.workers.values()].find((w) => w.languages === set);
    await (warm ?? this.workerFor(languages)[1]).worker;
  }

  /** The language sets with a warm worker, e.g. ['kan+eng'] (for diagnostics and tests). */
  warmLanguageSets(): string[] {
    return [...new Set([...this.workers.values()].map((w) => w.languages))];
  }

  /** Workers started since the engine was made (switching a worker's models starts none). */
  workersStarted(): number {
    return this.started;
  }

  /** An idle worker of the set, else a new one while the set may have more, else the least busy. */
  private workerFor(languages: readonly string[]): [string, WarmWorker] {
    const set = languages.join('+');
    const own = [...this.workers.entries()].filter(([, w]) => w.languages === set);
    const idle = own.find(([, w]) => w.pending === 0);
    if (idle) return idle;
    if (own.length < this.perSet) {
      const key = this.freeKey(set);
      const spare = this.workers.size >= this.maxWorkers ? this.leastRecentlyUsedIdle() : undefined;
      return [key, spare ? this.switchTo(spare, key, languages) : this.start(key, languages)];
    }
    return own.reduce((a, b) => (b[1].pending < a[1].pending ? b : a));
  }

  private freeKey(set: string): string {
    let slot = 0;
    while (this.workers.has(`${set}#${slot}`)) slot++;
    return `${set}#${slot}`;
  }

  private leastRecentlyUsedIdle(): [string, WarmWorker] | undefined {
    const idle = [...this.workers.entries()].filter(([, w]) => w.pending === 0);
    return idle.sort((a, b) => a[1].lastUsed - b[1].lastUsed)[0];
  }

  /** An idle worker loads `languages` in place of its set, before any job given to it next. */
  private switchTo([oldKey, entry]: [string, WarmWorker], key: string, languages: readonly string[]): WarmWorker {
    this.workers.delete(oldKey);
    entry.languages = languages.join('+');
    entry.worker = Promise.race([entry.worker.then((w) => prepared(w, languages)), entry.killed]);
    entry.tail = entry.worker.catch(() => undefined);
    this.workers.set(key, entry);
    return entry;
  }

  /** Ends every worker; the engine can still be used afterwards (workers start again lazily). */
  async terminate(): Promise<void> {
    const entries = [...this.workers.entries()];
    await Promise.all(entries.map(([key, entry]) => this.retire(key, entry)));
  }

  private start(key: string, langs: readonly string[]): WarmWorker {
    this.started += 1;
    let kill: (reason: Error) => void = () => undefined;
    // Settles only when the worker is killed: every job races it, since tesseract.js never
    // settles the jobs of a worker it terminates.
    const killed = new Promise<never>((_, reject) => (kill = reject));
    killed.catch(() => undefined);
    const starting = createWorker([...langs], 1 /* LSTM only: the best_int models have no legacy engine */, {
      ...offlineWorkerOptions(this.options.langPath),
      // Without a handler a worker error is thrown asynchronously and can crash the process.
      errorHandler: () => undefined,
    }).then((w) => withParameters(w));
    const worker = Promise.race([starting, killed]);
    const entry: WarmWorker = {
      languages: langs.join('+'),
      pending: 0,
      worker,
      tail: worker.catch(() => undefined),
      lastUsed: Date.now(),
      killed,
      kill: (reason) => {
        kill(reason);
        void starting.then((w) => w.terminate()).catch(() => undefined);
      },
    };
    this.workers.set(key, entry);
    this.evictBeyondLimit();
    return entry;
  }

  private evictBeyondLimit(): void {
    while (this.workers.size > this.maxWorkers) {
      const [key, entry] = [...this.workers.entries()].sort((a, b) => a[1].lastUsed - b[1].lastUsed)[0];
      void this.retire(key, entry);
    }
  }

  /** Forgets the worker now and ends it once the jobs already queued on it are done. */
  private async retire(key: string, entry: WarmWorker): Promise<void> {
    this.workers.delete(key);
    await entry.tail;
    const worker = await entry.worker.catch(() => null);
    await worker?.terminate().catch(() => undefined);
  }
}

/** A warm worker given other models: its own parameters go with the old ones, so they are set again. */
async function prepared(worker: Worker, languages: readonly string[]): Promise<Worker> {
  await worker.reinitialize(languages.join('+'), 1);
  return withParameters(worker);
}

async function withParameters(worker: Worker): Promise<Worker> {
  // Phone photos carry no usable DPI; without a hint tesseract warns and guesses 70 dpi.
  // Every image read is drawn dark on white (page-canvas.ts): tesseract's second reading of a
  // doubtful line with its colours inverted only costs time, and wins only on ornaments.
  await worker.setParameters({ user_defined_dpi: '300', tessedit_do_invert: '0' });
  return worker;
}
