/**
 * The embedded OCR engine: tesseract.js workers kept warm between jobs.
 *
 * Starting a worker and loading its trained data costs far more than reading one card, so a
 * worker is made the first time a language set is needed and then reused. A worker runs one
 * job at a time (tesseract.js would otherwise interleave two images on one instance), so jobs
 * for the same language set queue behind each other. Each worker holds its models in memory
 * (100–200 MB), so only the most recently used few are kept.
 */
import { createWorker, type Worker } from 'tesseract.js';
import type { Language } from '@shared/limits';
import { offlineWorkerOptions, tesseractLanguages } from './tessdata';
import { normalizeOcrText } from './ocr-normalize';
import { textFromBlocks } from './ocr-layout';

/** What OCR accepts: a file path or the encoded image bytes (PNG, JPEG…). */
export type OcrImage = string | Buffer;

export interface OcrEngineOptions {
  /** Folder holding `<code>.traineddata.gz` for every language (see `gatherTessdata`). */
  langPath: string;
  /** Warm workers kept at most; the least recently used is ended beyond this. Default 2. */
  maxWorkers?: number;
}

interface WarmWorker {
  worker: Promise<Worker>;
  /** Tail of this worker's job queue; never rejects, so one failure doesn't block the next. */
  tail: Promise<unknown>;
  lastUsed: number;
}

/** Reads text off images with one warm tesseract.js worker per language set. */
export class OcrEngine {
  private readonly workers = new Map<string, WarmWorker>();
  private readonly maxWorkers: number;

  constructor(private readonly options: OcrEngineOptions) {
    this.maxWorkers = Math.max(1, options.maxWorkers ?? 2);
  }

  /** Recognises the text of a card printed in `language` (plus English), normalised. */
  async recognize(image: OcrImage, language: Language): Promise<string> {
    const langs = tesseractLanguages(language);
    const key = langs.join('+');
    const entry = this.workers.get(key) ?? this.start(key, langs);
    entry.lastUsed = Date.now();
    const job = entry.tail.then(async () => {
      const worker = await entry.worker;
      const { data } = await worker.recognize(image, {}, { text: true, blocks: true });
      return normalizeOcrText(data.blocks ? textFromBlocks(data.blocks) : data.text);
    });
    entry.tail = job.catch(() => undefined);
    try {
      return await job;
    } catch (error) {
      // A worker that failed may be in a bad state (e.g. out of memory): start afresh next time.
      if (this.workers.get(key) === entry) void this.retire(key, entry);
      throw error;
    }
  }

  /** The language sets with a warm worker, e.g. ['kan+eng'] (for diagnostics and tests). */
  warmLanguageSets(): string[] {
    return [...this.workers.keys()];
  }

  /** Ends every worker; the engine can still be used afterwards (workers start again lazily). */
  async terminate(): Promise<void> {
    const entries = [...this.workers.entries()];
    await Promise.all(entries.map(([key, entry]) => this.retire(key, entry)));
  }

  private start(key: string, langs: string[]): WarmWorker {
    const worker = createWorker(langs, 1 /* LSTM only: the best_int models have no legacy engine */, {
      ...offlineWorkerOptions(this.options.langPath),
      // Without a handler a worker error is thrown asynchronously and can crash the process.
      errorHandler: () => undefined,
    }).then(async (w) => {
      // Phone photos carry no usable DPI; without a hint tesseract warns and guesses 70 dpi.
      await w.setParameters({ user_defined_dpi: '300' });
      return w;
    });
    const entry: WarmWorker = { worker, tail: worker.catch(() => undefined), lastUsed: Date.now() };
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
