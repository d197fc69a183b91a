/**
 * Letter PDFs laid out off the event loop. Layout is synchronous CPU work (about 100 ms for a
 * letter of MAX_LETTER_LENGTH characters): on the main thread, a few PDFs at once held every
 * other user's request for as long. One worker thread takes them in turn; it is started on the
 * first PDF, and started again if it ever dies.
 */
import { Worker } from 'node:worker_threads';
import type { LetterPdfInput } from './letter-pdf';

interface Pending {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}
type Answer = { id: number; pdf?: Uint8Array; error?: string };

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

function failAll(error: Error): void {
  for (const p of pending.values()) p.reject(error);
  pending.clear();
}

function thread(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./letter-pdf.worker.mjs', import.meta.url));
  started.on('message', ({ id, pdf, error }: Answer) => {
    const p = pending.get(id);
    if (!p) return;
    pending.delete(id);
    if (pending.size === 0) started.unref();
    if (pdf) p.resolve(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    else p.reject(new Error(error ?? 'The PDF could not be made'));
  });
  started.on('error', (error) => {
    worker = null;
    failAll(error);
  });
  started.on('exit', () => {
    if (worker === started) worker = null;
    failAll(new Error('The PDF thread stopped'));
  });
  worker = started;
  return started;
}

/** Renders the letter as an A4 PDF in the PDF thread (same output as renderLetterPdf). */
export function renderLetterPdfOffThread(input: LetterPdfInput): Promise<Buffer> {
  const id = ++nextId;
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const running = thread();
    // Held while it has work; an idle thread must not keep the process (or a test run) alive.
    running.ref();
    running.postMessage({ id, input });
  });
}

/** Stops the PDF thread (server shutdown); the next PDF starts a new one. */
export async function stopPdfThread(): Promise<void> {
  const running = worker;
  worker = null;
  if (running) await running.terminate();
}
