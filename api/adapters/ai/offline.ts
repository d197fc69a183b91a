import type { Ai } from '../ports';
import { OcrEngine } from '../../reading/ocr/ocr';
import { gatherTessdata } from '../../reading/ocr/tessdata';
import { writeTemplateLetters } from './letters/write-letters';

/**
 * The embedded AI: on-machine reading (PaddleOCR's text detector on onnxruntime, then
 * tesseract.js; models and trained data from npm) + rules, templates in seven languages for
 * writing. No key, no network.
 */
export function createOfflineAi({ tessdataDir }: { tessdataDir: string }): Ai & { close(): Promise<void>; ocr: OcrEngine } {
  // Gathered on first use: most processes (and tests) never read a photo.
  let ready: Promise<string> | undefined;
  const ocr = new OcrEngine({ langPath: tessdataDir, maxWorkers: 4 });
  return {
    ocr,
    async extractInvitation(image, language) {
      await (ready ??= gatherTessdata(tessdataDir));
      const { readInvitation } = await import('../../reading/invitation/offline-invitation-reader');
      return readInvitation(image, language, ocr);
    },
    async extractIdCard(image, language) {
      await (ready ??= gatherTessdata(tessdataDir));
      const { readIdCard } = await import('../../reading/card/offline-card-reader');
      return readIdCard(image, language, ocr);
    },
    writeLetters: async (input) => writeTemplateLetters(input),
    close: () => ocr.terminate(),
  };
}
