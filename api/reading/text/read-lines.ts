/**
 * What the OCR's own doubt adds to the rules' confidence: a field read off a line tesseract was
 * unsure of ('Rajwacla Thad' for 'Rajwada Thal') is marked for checking however surely the rules
 * placed it. Shared by the card and invitation readers.
 */

/** A read line as the OCR gives it: its text and its mean word confidence, 0–100. */
export interface ReadLine {
  text: string;
  confidence: number;
}

// Below this mean word confidence tesseract has often misread a letter or two.
const SHAKY_LINE = 70;
// A field from a shaky line is shown as "Check this" (below LOW_CONFIDENCE).
const FROM_SHAKY_LINE = 0.6;

/**
 * `confidence` with each filled field read off a shaky line lowered. `values` gives each field's
 * text; `numbers` are the fields compared by their digits (phones).
 */
export function lowerForShakyLines<Field extends string>(
  values: Partial<Record<Field, string>>,
  confidence: Partial<Record<Field, number>>,
  lines: readonly ReadLine[],
  numbers: readonly Field[] = [],
): Partial<Record<Field, number>> {
  if (lines.length === 0) return confidence;
  const lowered = { ...confidence };
  for (const field of Object.keys(confidence) as Field[]) {
    const sure = confidence[field];
    const value = values[field];
    if (sure === undefined || !value) continue;
    const read = linesHolding(value, numbers.includes(field), lines);
    if (read.length && Math.min(...read.map((l) => l.confidence)) < SHAKY_LINE) lowered[field] = Math.min(sure, FROM_SHAKY_LINE);
  }
  return lowered;
}

/** The lines a value was read from: those holding one of its words (for a phone, its last digits). */
function linesHolding(value: string, digits: boolean, lines: readonly ReadLine[]): ReadLine[] {
  const fold = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}@]/gu, '');
  if (digits) {
    const tail = value.replace(/\D/g, '').slice(-6);
    return tail ? lines.filter((l) => l.text.replace(/\D/g, '').includes(tail)) : [];
  }
  const words = value.split(/[\s,]+/).map(fold).filter((w) => [...w].length >= 4);
  return lines.filter((l) => words.some((w) => fold(l.text).includes(w)));
}
