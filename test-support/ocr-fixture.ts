import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { OcrEngine } from '../api/reading/ocr/ocr';
import { gatherTessdata } from '../api/reading/ocr/tessdata';
import { closeCardRenderer } from './render-card';

/** Real OCR on rendered cards: a few seconds per card on a shared CPU. */
export const OCR_TIMEOUT_MS = 90_000;

/**
 * A warm OCR engine and a scratch folder for a test file's rendered photos, made before its
 * tests and put away after them. Read `fixture.ocr` and `fixture.dir` inside tests.
 */
export function ocrFixture(prefix: string): { ocr: OcrEngine; dir: string } {
  const fixture = {} as { ocr: OcrEngine; dir: string };
  beforeAll(async () => {
    fixture.dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
    // Shared between runs: gathering is idempotent and skips files already there.
    fixture.ocr = new OcrEngine({ langPath: await gatherTessdata(path.join(os.tmpdir(), 'sahayak-test-tessdata')), maxWorkers: 3 });
  });
  afterAll(async () => {
    await fixture.ocr?.terminate();
    await closeCardRenderer();
    if (fixture.dir) await fs.rm(fixture.dir, { recursive: true, force: true });
  });
  return fixture;
}
