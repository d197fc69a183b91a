/**
 * Reads an invitation photo with no network and no key: prepare the image, OCR it in the
 * card's language plus English, then pick the fields out with rules.
 */
import type { Language } from '@shared/limits';
import type { ExtractedData } from '@shared/schemas/invitations';
import { UnreadableInputError, type ImageFile } from '../../adapters/ports';
import { prepareForOcr } from '../ocr/image-prep';
import { extractInvitationFields } from './invitation-rules';
import type { OcrEngine } from '../ocr/ocr';

/** The OCR the reader needs: an `OcrEngine`, or a fake in tests. */
export type TextRecognizer = Pick<OcrEngine, 'recognize'>;

// Fewer letters than this is a blank, blurred or dark photo, not a card: nothing to extract.
const MIN_LETTERS = 20;

/** Extracts the invitation's fields from the photo in `image`; throws if it can't be read. */
export async function readInvitation(image: ImageFile, language: Language, ocr: TextRecognizer): Promise<ExtractedData> {
  const prepared = await prepareForOcr(image.path).catch((error: unknown) => {
    throw new UnreadableInputError('The photo could not be opened: please upload a JPEG or PNG image', { cause: error });
  });
  const text = await ocr.recognize(prepared, language);
  if (letterCount(text) < MIN_LETTERS) {
    throw new UnreadableInputError('The photo could not be read: try a sharper, well-lit photo');
  }
  return extractInvitationFields(text, language);
}

function letterCount(text: string): number {
  return [...text].filter((c) => /\p{L}/u.test(c)).length;
}
