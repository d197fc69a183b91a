/**
 * Native `tesseract` (the Debian command line) with the app's own models, for the reading
 * benchmarks to compare against: the same trained data, unpacked once into a temp folder.
 */
import { execFile, spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGunzip } from 'node:zlib';
import { packagedTraineddata, TESSERACT_CODES, type TesseractCode } from '../api/reading/ocr/tessdata';

export interface NativeTesseract {
  /**
   * Reads `image` as `tesseract <image> - --psm 3 -l <languages>` with at most `threads` OpenMP
   * threads; asynchronous, so the caller's event loop is not blocked while it runs.
   */
  read(image: string, languages: TesseractCode[], threads: number): Promise<{ text: string; seconds: number }>;
  close(): void;
}

/** The native command line with the app's models, or null when `tesseract` is not installed. */
export async function nativeTesseract(): Promise<NativeTesseract | null> {
  if (spawnSync('tesseract', ['--version']).status !== 0) return null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sahayak-native-tessdata-'));
  for (const code of TESSERACT_CODES) {
    await pipeline(createReadStream(packagedTraineddata(code)), createGunzip(), createWriteStream(path.join(dir, `${code}.traineddata`)));
  }
  return {
    async read(image, languages, threads) {
      const started = performance.now();
      const out = await promisify(execFile)('tesseract', [image, '-', '--psm', '3', '-l', languages.join('+'), '--tessdata-dir', dir], {
        encoding: 'utf8',
        env: { ...process.env, OMP_THREAD_LIMIT: String(threads) },
        maxBuffer: 16 * 1024 * 1024,
      });
      return { text: out.stdout ?? '', seconds: (performance.now() - started) / 1000 };
    },
    close: () => rmSync(dir, { recursive: true, force: true }),
  };
}
