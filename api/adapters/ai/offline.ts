import type { Language } from '@shared/limits';
import { UpstreamError, type Ai, type ReadOptions } from '../ports';
import { ReaderBusyError, ReadingPool, type ReadingPoolOptions } from '../../reading/ocr/reading-pool';
import type { ReadingJob, ReadingResults } from '../../reading/ocr/reading-job';
import { gatherTessdata } from '../../reading/ocr/tessdata';
import { writeTemplateLetters } from './letters/write-letters';

/** The embedded AI, with the reading pool's controls for the server's start and stop. */
export interface OfflineAi extends Ai {
  /** Starts the reading workers now with these languages' OCR loaded (the server at boot). */
  warm(languages: Language[]): Promise<void>;
  /** The page's text and lines alone, read on the pool (benchmarks, diagnostics). */
  readPage(path: string, language: Language): Promise<ReadingResults['page']>;
  /** Ends the reading workers; photos being read are finished first. */
  close(): Promise<void>;
  readonly pool: ReadingPool;
}

/**
 * The embedded AI: on-machine reading (PaddleOCR's text detector on onnxruntime, then
 * tesseract.js; models and trained data from npm) + rules, templates in seven languages for
 * writing. No key, no network. Photos are read on a pool of worker threads, one per core, so the
 * server keeps answering while it reads (see reading-pool.ts).
 */
export function createOfflineAi({ tessdataDir, pool: poolOptions }: { tessdataDir: string; pool?: Omit<ReadingPoolOptions, 'langPath'> }): OfflineAi {
  // Gathered when the first worker starts: most processes (and tests) never read a photo.
  let ready: Promise<string> | undefined;
  const pool = new ReadingPool({ ...poolOptions, langPath: () => (ready ??= gatherTessdata(tessdataDir)) });
  const read = async <K extends ReadingJob['kind']>(job: Extract<ReadingJob, { kind: K }>, options?: ReadOptions): Promise<ReadingResults[K]> => {
    try {
      return await pool.run(job, options);
    } catch (error) {
      // Too many photos already waiting: like a busy outside service, worth trying again later
      // (the pipeline retries it with backoff; a card read from the form answers 502 with this).
      if (error instanceof ReaderBusyError) throw new UpstreamError('The reader is busy with other photos. Please try again in a minute.', 'reader');
      throw error;
    }
  };
  return {
    pool,
    extractInvitation: (image, language, options) => read({ kind: 'invitation', path: image.path, language }, options),
    extractIdCard: (image, language, options) => read({ kind: 'card', path: image.path, language }, options),
    readPage: (path, language) => read({ kind: 'page', path, language }),
    writeLetters: async (input) => writeTemplateLetters(input),
    warm: (languages) => pool.warm(languages),
    close: () => pool.close(),
  };
}
