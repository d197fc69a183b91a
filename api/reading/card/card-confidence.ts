/** The OCR's doubt on a card: fields read off shaky lines are marked for checking (see `read-lines`). */
import type { ExtractedIdCard, IdCardField } from '@shared/schemas/contacts';
import { lowerForShakyLines, type ReadLine } from '../text/read-lines';

export type { ReadLine } from '../text/read-lines';

const FIELDS: IdCardField[] = ['name', 'email', 'phone', 'company', 'position', 'address', 'website'];

/** `card` with the confidence of each field read off a shaky line lowered; the fields stay as read. */
export function withLineConfidence(card: ExtractedIdCard, lines: readonly ReadLine[]): ExtractedIdCard {
  if (lines.length === 0) return card;
  const values = Object.fromEntries(FIELDS.map((f) => [f, card[f]])) as Record<IdCardField, string>;
  const considered = Object.fromEntries(FIELDS.filter((f) => card.confidence?.[f] !== undefined).map((f) => [f, card.confidence![f]]));
  return { ...card, confidence: { ...card.confidence, ...lowerForShakyLines(values, considered, lines, ['phone']) } };
}
