/**
 * What the OCR's own doubt adds to the rules' confidence: a field read off a line tesseract was
 * unsure of ('Rajwacla Thad' for 'Rajwada Thal') is marked for checking however surely the rules
 * placed it.
 */
import type { ExtractedIdCard, IdCardField } from '@shared/schemas/contacts';

/** A read line as the OCR gives it: its text and its mean word confidence, 0–100. */
export interface ReadLine {
  text: string;
  confidence: number;
}

// Below this mean word confidence tesseract has often misread a letter or two.
const SHAKY_LINE = 70;
// A field from a shaky line is shown as "Check this" (below LOW_CONFIDENCE).
const FROM_SHAKY_LINE = 0.6;
const FIELDS: IdCardField[] = ['name', 'email', 'phone', 'company', 'position', 'address', 'website'];

/** `card` with the confidence of each field read off a shaky line lowered; the fields stay as read. */
export function withLineConfidence(card: ExtractedIdCard, lines: readonly ReadLine[]): ExtractedIdCard {
  if (lines.length === 0) return card;
  const confidence = { ...card.confidence };
  for (const field of FIELDS) {
    const sure = confidence[field];
    if (sure === undefined || card[field] === '') continue;
    const read = linesHolding(card[field], field === 'phone', lines);
    if (read.length && Math.min(...read.map((l) => l.confidence)) < SHAKY_LINE) confidence[field] = Math.min(sure, FROM_SHAKY_LINE);
  }
  return { ...card, confidence };
}

/** The lines a value was read from: those holding one of its words (for a phone, its last digits). */
function linesHolding(value: string, phone: boolean, lines: readonly ReadLine[]): ReadLine[] {
  const fold = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}@]/gu, '');
  if (phone) {
    const tail = value.slice(-6);
    return lines.filter((l) => l.text.replace(/\D/g, '').includes(tail));
  }
  const words = value.split(/[\s,]+/).map(fold).filter((w) => w.length >= 4);
  return lines.filter((l) => words.some((w) => fold(l.text).includes(w)));
}
