/**
 * The body of one reading worker thread (started by reading-pool.ts through worker-boot.mjs):
 * everything heavy about reading a photo happens here or in the pool's one detector thread, off
 * the server's main thread: decoding, the text detector's input and output, redrawing the page,
 * tesseract, and the field rules with their large Unicode patterns. The main thread only passes
 * paths in and plain fields out (and the detector's arrays, handed over, between the threads), so
 * it keeps answering requests while photos are read.
 *
 * One job at a time per worker: the pool runs one worker per core, and a worker holds at most
 * one decoded photo.
 */
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import sharp from 'sharp';
import { readIdCard } from '../card/offline-card-reader';
import { readInvitation } from '../invitation/offline-invitation-reader';
import { OcrEngine } from './ocr';
import type { DetectAsk, FromWorker, ReadingJob, SentError, ToWorker, WorkerSetup } from './reading-job';
import { tesseractLanguages } from './tessdata';
import { useDetectorModel } from './text-detector';
import { warmFieldRules } from './warm-rules';

const setup = workerData as WorkerSetup;

// Scaling and turning a photo runs on libvips' threads, which sharp limits to one on glibc (for
// its memory; the server caps glibc's arenas instead, scripts/server-env.mjs). A photo read while
// the other core is free is scaled and turned on both: 107 → 75 ms a card on the reading set.
// The setting is the process's: every reading worker sets the same.
sharp.concurrency(os.availableParallelism());

// One tesseract worker per language set: this thread reads one photo at a time, so a second
// worker for the same set would only hold memory.
const ocr = new OcrEngine({ langPath: setup.langPath, maxWorkers: setup.languageSets, workersPerSet: 1 });

/** The reads in progress, by message id, so a `stop` can reach them. */
const reading = new Map<number, AbortController>();

const port = parentPort!;

/** Detections asked of the pool's detector thread, by number. */
const detecting = new Map<number, { resolve: (prob: Float32Array) => void; reject: (error: Error) => void }>();
let nextDetect = 1;
useDetectorModel(
  (input, width, height) =>
    new Promise((resolve, reject) => {
      const detect = nextDetect++;
      detecting.set(detect, { resolve, reject });
      port.postMessage({ type: 'detect', detect, input, width, height } satisfies DetectAsk, [input.buffer as ArrayBuffer]);
    }),
);

async function run(job: ReadingJob, signal: AbortSignal): Promise<unknown> {
  const image = { path: job.path, mime: '' };
  // The readers see only `readPage`; this one carries the signal down to each step.
  const stoppable = { readPage: (path: string, language: typeof job.language) => ocr.readPage(path, language, signal) };
  switch (job.kind) {
    case 'invitation':
      return readInvitation(image, job.language, stoppable);
    case 'card':
      return readIdCard(image, job.language, stoppable);
    case 'page':
      return stoppable.readPage(job.path, job.language);
  }
}

async function answerTo(message: ToWorker): Promise<unknown> {
  switch (message.type) {
    case 'read': {
      const controller = new AbortController();
      reading.set(message.id, controller);
      try {
        return await run(message.job, controller.signal);
      } finally {
        reading.delete(message.id);
      }
    }
    case 'stop':
      reading.get(message.read)?.abort(new ReadingStoppedError('The read was stopped'));
      return null;
    case 'warm':
      // The detector is warmed by the pool, in its own thread.
      await Promise.all(message.languages.map((l) => ocr.warm(tesseractLanguages(l))));
      warmFieldRules(message.languages);
      return null;
    case 'close':
      await ocr.terminate();
      return null;
    case 'detected':
      return null;
  }
}

/** A read ended early because the pool asked (its caller gave up waiting). */
class ReadingStoppedError extends Error {}

function sent(error: unknown): SentError {
  return error instanceof Error ? { name: error.constructor.name, message: error.message } : { name: 'Error', message: String(error) };
}

port.on('message', async (message: ToWorker) => {
  if (message.type === 'detected') {
    const waiting = detecting.get(message.detect);
    detecting.delete(message.detect);
    if ('prob' in message) waiting?.resolve(message.prob);
    else waiting?.reject(new Error(message.error));
    return;
  }
  let answer: FromWorker;
  try {
    answer = { id: message.id, ok: true, value: await answerTo(message) };
  } catch (error) {
    answer = { id: message.id, ok: false, error: sent(error) };
  }
  port.postMessage(answer);
});
