/**
 * Trained data for the embedded OCR, and the only place that knows tesseract's language codes.
 *
 * tesseract.js takes a single `langPath` folder, but every language ships in its own npm package
 * (`@tesseract.js-data/<code>`), so the files are gathered into one folder at start-up. If
 * `langPath` were left unset, tesseract.js would quietly download from a CDN; if `cacheMethod`
 * were left at its default, it would write unpacked copies into the working directory. The
 * options below prevent both, so OCR never touches the network.
 */
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '@shared/limits';
import { READING_LANGUAGES, type TesseractCode } from '../languages';

/** Tesseract codes of every language the app reads, all installed as npm packages. */
export const TESSERACT_CODES: readonly TesseractCode[] = [...new Set(Object.values(READING_LANGUAGES).map((l) => l.tesseract))];
export type { TesseractCode };

// The integer "best" models: as accurate as "best" and about three times faster than float.
const MODEL_FOLDER = '4.0.0_best_int';

const require = createRequire(import.meta.url);

/**
 * The tesseract languages to load for a card in `language`: that script plus English, because
 * Indian invitations mix the local script with English names, addresses and numbers.
 */
export function tesseractLanguages(language: Language): TesseractCode[] {
  const code = READING_LANGUAGES[language].tesseract;
  return code === 'eng' ? ['eng'] : [code, 'eng'];
}

/** Where the installed package keeps `<code>.traineddata.gz`; resolved so any cwd works. */
export function packagedTraineddata(code: TesseractCode): string {
  const pkg = require.resolve(`@tesseract.js-data/${code}/package.json`);
  return path.join(path.dirname(pkg), MODEL_FOLDER, `${code}.traineddata.gz`);
}

/**
 * Copies every language's trained data into `dir` (created if needed) and returns `dir`.
 * Idempotent: a file already there with the same size is left alone. Copies rather than links,
 * so the folder stays valid if node_modules is reinstalled while the server runs.
 */
export async function gatherTessdata(dir: string): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  await Promise.all(
    TESSERACT_CODES.map(async (code) => {
      const source = packagedTraineddata(code);
      const target = path.join(dir, `${code}.traineddata.gz`);
      const [from, to] = await Promise.all([fs.stat(source), fs.stat(target).catch(() => null)]);
      if (to?.size === from.size) return;
      // Copy beside the target and rename: a worker starting meanwhile never sees half a file.
      const partial = `${target}.${randomUUID()}.part`;
      await fs.copyFile(source, partial);
      await fs.rename(partial, target);
    }),
  );
  return dir;
}

/** Worker options that keep tesseract.js off the network and off the working directory. */
export function offlineWorkerOptions(langPath: string) {
  return { langPath, cacheMethod: 'none', gzip: true } as const;
}
