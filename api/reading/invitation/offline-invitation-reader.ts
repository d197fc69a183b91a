/**
 * Reads an invitation photo with no network and no key: read the page (its lines found whatever
 * their colours and angle, in the scripts printed on it), then pick the fields out with rules.
 */
import type { Language } from '@shared/limits';
import type { ExtractedData } from '@shared/schemas/invitations';
import { UnreadableInputError, type ImageFile } from '../../adapters/ports';
import { extractInvitationFields } from './invitation-rules';
import { UndecodableImageError } from '../ocr/read-page';
import type { OcrEngine } from '../ocr/ocr';

/** The OCR the readers need: an `OcrEngine`, or a fake in tests. */
export type TextRecognizer = Pick<OcrEngine, 'readPage'>;

// Fewer letters than this is a blank, blurred or dark photo, not a card: nothing to extract.
const MIN_LETTERS = 20;

/** Extracts the invitation's fields from the photo in `image`; throws if it can't be read. */
export async function readInvitation(image: ImageFile, language: Language, ocr: TextRecognizer): Promise<ExtractedData> {
  const page = await ocr.readPage(image.path, language).catch((error: unknown) => {
    if (error instanceof UndecodableImageError) {
      throw new UnreadableInputError('The photo could not be opened: please upload a JPEG or PNG image', { cause: error });
    }
    throw error;
  });
  if (letterCount(page.text) < MIN_LETTERS) {
    throw new UnreadableInputError('The photo could not be read: try a sharper, well-lit photo');
  }
  return extractInvitationFields(page.text, language, page.lines);
}

function letterCount(text: string): number {
  return [...text].filter((c) => /\p{L}/u.test(c)).length;
}
