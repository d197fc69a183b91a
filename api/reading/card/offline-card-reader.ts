/**
 * Reads a business or ID card photo with no network and no key: read the page (its lines found
 * whatever their colours and angle, in the scripts printed on it), then pick the fields out
 * with rules.
 */
import type { Language } from '@shared/limits';
import type { ExtractedIdCard } from '@shared/schemas/contacts';
import { UnreadableInputError, type ImageFile } from '../../adapters/ports';
import { extractCardFields, readsAsCard } from './card-rules';
import { UndecodableImageError } from '../ocr/read-page';
import type { TextRecognizer } from '../invitation/offline-invitation-reader';

// Fewer letters than this is a blank, blurred or dark photo: a card has at least a name and a
// line or two more.
const MIN_LETTERS = 10;

/** Extracts the card's fields from the photo in `image`; throws if it can't be read. */
export async function readIdCard(image: ImageFile, language: Language, ocr: TextRecognizer): Promise<ExtractedIdCard> {
  const page = await ocr.readPage(image.path, language).catch((error: unknown) => {
    if (error instanceof UndecodableImageError) {
      throw new UnreadableInputError('The photo could not be opened: please upload a JPEG or PNG image', { cause: error });
    }
    throw error;
  });
  const card = letterCount(page.text) < MIN_LETTERS ? null : extractCardFields(page.text, language, page.lines);
  // Nothing a person could use (no number, no email, no name or company the rules are sure of):
  // an honest refusal, not a form filled with OCR's reading of a picture.
  if (!card || !readsAsCard(card)) {
    throw new UnreadableInputError('The card could not be read: try a sharper, well-lit photo of the whole card');
  }
  return card;
}

function letterCount(text: string): number {
  return [...text].filter((c) => /\p{L}/u.test(c)).length;
}
