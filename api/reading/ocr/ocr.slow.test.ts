import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OcrEngine } from './ocr';
import { gatherTessdata } from './tessdata';
import { PROBE_LANGUAGES } from './page-scripts';
import { closeCardRenderer, renderCard } from '../../../test-support/render-card';

let ocr: OcrEngine;
let english: Buffer;
let kannada: Buffer;
/** Many lines: tesseract reads it for seconds. */
let dense: Buffer;

beforeAll(async () => {
  ocr = new OcrEngine({ langPath: await gatherTessdata(path.join(os.tmpdir(), 'sahayak-test-tessdata')), maxWorkers: 1 });
  english = await renderCard({ body: '<div class="lead">Venue: Sri Krishna Hall</div>', width: 420 });
  kannada = await renderCard({ body: '<div class="lead">ಸ್ಥಳ: ವಿಜಯನಗರ, ಮೈಸೂರು</div>', width: 420 });
  const lines = Array.from({ length: 60 }, (_, i) => `<div>Line ${i + 1}: Sri Krishna Hall, 4th Cross, Jayanagar, Bengaluru</div>`);
  dense = await renderCard({ body: `<div class="small">${lines.join('')}</div>`, width: 900 });
  await closeCardRenderer();
});

afterAll(() => ocr?.terminate());

describe('OcrEngine', () => {
  it('reads jobs given at the same time one after another on one worker', async () => {
    const texts = await Promise.all([ocr.recognize(english, 'English'), ocr.recognize(english, 'English')]);
    expect(texts).toEqual(['Venue: Sri Krishna Hall', 'Venue: Sri Krishna Hall']);
  }, 60_000);

  it('switches its one worker to another language set at the limit, rather than starting another', async () => {
    const started = ocr.workersStarted();
    expect(await ocr.recognize(kannada, 'Kannada')).toBe('ಸ್ಥಳ: ವಿಜಯನಗರ, ಮೈಸೂರು');
    expect(ocr.warmLanguageSets()).toEqual(['kan+eng']);
    expect(await ocr.recognize(english, 'English')).toBe('Venue: Sri Krishna Hall');
    expect(ocr.warmLanguageSets()).toEqual(['eng']);
    expect(ocr.workersStarted()).toBe(started);
  }, 60_000);

  it('starts a second worker for a busy set while under the limit, and ends the least recently used beyond it', async () => {
    const engine = new OcrEngine({ langPath: await gatherTessdata(path.join(os.tmpdir(), 'sahayak-test-tessdata')), maxWorkers: 2, workersPerSet: 2 });
    try {
      await Promise.all([engine.recognize(english, 'English'), engine.recognize(english, 'English')]);
      expect(engine.workersStarted()).toBe(2);
      // Both idle at the limit: the least recently used loads the new set, none is started.
      expect(await engine.recognize(kannada, 'Kannada')).toBe('ಸ್ಥಳ: ವಿಜಯನಗರ, ಮೈಸೂರು');
      expect(engine.warmLanguageSets().sort()).toEqual(['eng', 'kan+eng']);
      expect(engine.workersStarted()).toBe(2);
    } finally {
      await engine.terminate();
    }
  }, 60_000);

  it('stops a read whose signal aborts in the middle of the image, ending its worker, and reads the next on a fresh one', async () => {
    await ocr.recognize(english, 'English');
    const caller = new AbortController();
    const reading = ocr.read(dense, ['eng'], '3', caller.signal);
    // Let tesseract get going on the image.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const reason = new Error('given up');
    caller.abort(reason);
    // tesseract.js never settles the job of a worker it ends: without the race this would hang.
    await expect(reading).rejects.toBe(reason);
    expect(ocr.warmLanguageSets()).toEqual([]);
    expect(await ocr.recognize(english, 'English')).toBe('Venue: Sri Krishna Hall');
  }, 60_000);

  it('ends the worker with every script\'s model once the page whose probes needed it is read', async () => {
    const engine = new OcrEngine({ langPath: await gatherTessdata(path.join(os.tmpdir(), 'sahayak-test-tessdata')), maxWorkers: 2 });
    try {
      // A Kannada card with an English hint: read poorly in English, probed with every script.
      const page = await engine.readPage(kannada, 'English');
      expect(page.scripts).toContain('kan');
      expect(engine.warmLanguageSets()).not.toContain(PROBE_LANGUAGES.join('+'));
      expect(engine.warmLanguageSets()).toContain(page.scripts.join('+'));
    } finally {
      await engine.terminate();
    }
  }, 60_000);

  it('reads a page whose probes need every script on its one worker, switching its models in place', async () => {
    const engine = new OcrEngine({ langPath: await gatherTessdata(path.join(os.tmpdir(), 'sahayak-test-tessdata')), maxWorkers: 1 });
    try {
      const page = await engine.readPage(kannada, 'English');
      expect(page.scripts).toContain('kan');
      expect(engine.workersStarted()).toBe(1);
      expect(await engine.recognize(english, 'English')).toBe('Venue: Sri Krishna Hall');
      expect(engine.workersStarted()).toBe(1);
    } finally {
      await engine.terminate();
    }
  }, 60_000);

  it('can be used again after terminate', async () => {
    await ocr.terminate();
    expect(ocr.warmLanguageSets()).toEqual([]);
    expect(await ocr.recognize(english, 'English')).toBe('Venue: Sri Krishna Hall');
  }, 60_000);
});
