/**
 * What the main thread asks a reading worker, and what comes back: plain data, since it crosses
 * a thread boundary (errors travel as their class name and message, and are rebuilt).
 */
import type { Language } from '@shared/limits';
import type { ExtractedData } from '@shared/schemas/invitations';
import type { ExtractedIdCard } from '@shared/schemas/contacts';
import type { PageReading } from './read-page';

/** One photo to read, by path: the worker decodes it, so a queued job holds no pixels. */
export type ReadingJob =
  | { kind: 'invitation'; path: string; language: Language }
  | { kind: 'card'; path: string; language: Language }
  /** The page's text and lines alone, without field rules (benchmarks, diagnostics). */
  | { kind: 'page'; path: string; language: Language };

/** What each kind of job yields. */
export interface ReadingResults {
  invitation: ExtractedData;
  card: ExtractedIdCard;
  page: PageReading;
}

/** Main thread → worker. */
export type ToWorker =
  | { type: 'read'; id: number; job: ReadingJob }
  /**
   * Stop the read asked in message `read`: no step of it starts after this, and the tesseract
   * worker reading it now is ended. That read then answers with an error.
   */
  | { type: 'stop'; id: number; read: number }
  /** Start the OCR for these languages now, so the first photo does not wait for it. */
  | { type: 'warm'; id: number; languages: Language[] }
  /** End tesseract's own threads; the pool then terminates the worker. */
  | { type: 'close'; id: number }
  /** The answer to the worker's `detect`: each pixel's text probability, or why not. Not answered. */
  | { type: 'detected'; detect: number; prob: Float32Array }
  | { type: 'detected'; detect: number; error: string };

/** An error as it crossed the thread boundary. */
export interface SentError {
  /** The class name: `UnreadableInputError` is rebuilt as one, anything else as a plain Error. */
  name: string;
  message: string;
}

/** Worker → main thread: the answer to message `id`. */
export type FromWorker = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SentError };

/** Worker → main thread: run the text detector's model on this input (the pool's one detector thread). */
export interface DetectAsk {
  type: 'detect';
  detect: number;
  input: Float32Array;
  width: number;
  height: number;
}

/** Options every worker starts with (its `workerData`). */
export interface WorkerSetup {
  /** The thread's body, for worker-boot.mjs. */
  body: './reading-worker.ts';
  /** Folder holding every language's `<code>.traineddata.gz` (already gathered). */
  langPath: string;
  /** Tesseract workers (language sets) a reading worker keeps warm. */
  languageSets: number;
}
