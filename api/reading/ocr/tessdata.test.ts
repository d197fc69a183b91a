import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TESSERACT_CODES, gatherTessdata, offlineWorkerOptions, tesseractLanguages } from './tessdata';

const dir = path.join(os.tmpdir(), `tessdata-test-${process.pid}`);
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe('tesseractLanguages', () => {
  it('reads a card in its own script plus English', () => {
    expect(tesseractLanguages('Kannada')).toEqual(['kan', 'eng']);
    expect(tesseractLanguages('Sanskrit')).toEqual(['san', 'eng']);
  });

  it('reads an English card in English only', () => expect(tesseractLanguages('English')).toEqual(['eng']));
});

describe('gatherTessdata', () => {
  it('puts every language in one folder, and leaves it alone the second time', async () => {
    await gatherTessdata(dir);
    const files = (await fs.readdir(dir)).sort();
    expect(files).toEqual(TESSERACT_CODES.map((code) => `${code}.traineddata.gz`).sort());
    const before = await fs.stat(path.join(dir, 'kan.traineddata.gz'));

    await gatherTessdata(dir);
    const after = await fs.stat(path.join(dir, 'kan.traineddata.gz'));
    expect(after.mtimeMs).toBe(before.mtimeMs);
  });
});

describe('offlineWorkerOptions', () => {
  it('never lets tesseract.js fetch or cache trained data', () => {
    expect(offlineWorkerOptions('/data/tessdata')).toEqual({ langPath: '/data/tessdata', cacheMethod: 'none', gzip: true });
  });
});
