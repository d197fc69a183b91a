/**
 * The top of a printed letter: the letterhead (the organization's name in the letter's script
 * and in Latin, its address, phone and email) and the place and date line, both in the letter's
 * language. The date uses the month names and the digits the letter's body uses, so the line
 * above the salutation reads like the body below it.
 */
import type { Language } from '@shared/limits';
import type { Letterhead } from '@shared/schemas/organization';
import { monthNamesIn } from '@shared/helpers/calendar-names';
import { LANGUAGE_PACKS } from '../../adapters/ai/letters/write-letters';
import { inlines, type Content } from './letter-pdf-text';

const QUIET = '#555555';

/** 'Place' and 'Date' as a letter in each language labels them. */
const LABELS: Record<Language, { place: string; date: string }> = {
  English: { place: 'Place', date: 'Date' },
  Hindi: { place: 'स्थान', date: 'दिनांक' },
  Sanskrit: { place: 'स्थानम्', date: 'दिनाङ्कः' },
  Kannada: { place: 'ಸ್ಥಳ', date: 'ದಿನಾಂಕ' },
  Tamil: { place: 'இடம்', date: 'தேதி' },
  Telugu: { place: 'స్థలం', date: 'తేదీ' },
  Malayalam: { place: 'സ്ഥലം', date: 'തീയതി' },
};

const ENGLISH_MONTHS = monthNamesIn('en');
/** The zero of each Indian digit set a letter may be written with (the body's own digits are kept). */
const NATIVE_ZEROS = [0x966, 0xce6, 0xbe6, 0xc66, 0xd66];

/** The digits the body writes most: Latin unless the letter is written with an Indian digit set. */
function digitZeroOf(body: string): number {
  let best = 0x30;
  let bestCount = (body.match(/[0-9]/g) ?? []).length;
  for (const zero of NATIVE_ZEROS) {
    const count = [...body].filter((c) => c.codePointAt(0)! - zero >= 0 && c.codePointAt(0)! - zero <= 9).length;
    if (count > bestCount) [best, bestCount] = [zero, count];
  }
  return best;
}

/**
 * '21 November 2026', '21 ನವೆಂಬರ್ 2026', '२१ नवंबर २०२६' (when the body is written with
 * Devanagari digits): day, month and year in the order and words the letters' body uses.
 */
export function formatLetterDate(date: Date, language: Language, timeZone = 'Asia/Kolkata', body = ''): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone }).formatToParts(date);
  } catch {
    parts = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' }).formatToParts(date);
  }
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const months = LANGUAGE_PACKS[language]?.months ?? ENGLISH_MONTHS;
  const zero = digitZeroOf(body);
  const digits = (n: number) => String(n).replace(/[0-9]/g, (d) => String.fromCodePoint(zero + Number(d)));
  return `${digits(part('day'))} ${months[part('month') - 1]} ${digits(part('year'))}`;
}

/** The letterhead block, centred: name in the letter's script, the Latin name, address, phone · email; then a rule. */
export function letterheadContent(head: Letterhead, textWidth: number): Content[] {
  const local = head.localName.trim();
  const latin = head.name.trim();
  const content: Content[] = [];
  if (local && local !== latin) content.push({ text: inlines(local, { leading: 1.35, bold: true }), alignment: 'center', fontSize: 15.5, color: '#222222' });
  // The Latin name in letter-spaced small capitals: under the name in the letter's script, or alone (larger).
  if (latin) {
    const alone = local === latin || !local;
    content.push({ text: inlines(latin, { leading: 1.4, smallCaps: true }), alignment: 'center', fontSize: alone ? 12.5 : 10, color: '#333333', margin: [0, alone ? 0 : 1, 0, 0] });
  }
  const contact = [head.phone.trim(), head.email.trim()].filter(Boolean).join('   ·   ');
  for (const line of [head.address.trim(), contact].filter(Boolean)) {
    content.push({ text: inlines(line, { leading: 1.4 }), alignment: 'center', fontSize: 9, color: QUIET, margin: [0, 2, 0, 0] });
  }
  if (content.length === 0) return [];
  content.push({
    canvas: [{ type: 'line', x1: 0, y1: 0, x2: textWidth, y2: 0, lineWidth: 0.6, lineColor: '#9a9a9a' }],
    margin: [0, 8, 0, 20],
  });
  return content;
}

/** 'Place: Bengaluru' on the left, 'Date: 21 November 2026' on the right, in the letter's language. */
export function placeDateLine(language: Language, place: string, dateText: string, leading: number): Content {
  const label = LABELS[language];
  const placeText = place.trim() ? `${label.place}: ${place.trim()}` : '';
  return {
    columns: [
      { text: placeText ? inlines(placeText, { leading }) : '', width: '*' },
      { text: inlines(`${label.date}: ${dateText}`, { leading }), width: 'auto', alignment: 'right' },
    ],
    columnGap: 12,
    margin: [0, 0, 0, 22],
  };
}
