/**
 * The reading development set (`../shared/reading-set`: real invitations and cards made by
 * others, with truth) and its scoring rules, written once for the tests and the benchmark.
 *
 * The rules are the set's own (truth.json → scoring): normalise both sides (NFC, lower case,
 * Malayalam chillus expanded, Indic digits to ASCII, no spaces, punctuation, symbols or control
 * characters), then a field is right when the extraction contains one accepted phrase; phones
 * compare digits; dates compare day and month (and year when printed); a null truth field is
 * right only when nothing was extracted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExtractedIdCard } from '@shared/schemas/contacts';
import type { ExtractedData } from '@shared/schemas/invitations';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Where the set lives: READING_SET_DIR, or `shared/reading-set` beside the checkout. */
export const READING_SET_DIR = process.env.READING_SET_DIR ?? path.resolve(repoRoot, '..', 'shared', 'reading-set');

export const INVITATION_FIELDS = ['hosts', 'eventName', 'eventType', 'date', 'time', 'venue', 'inviterEmail', 'inviterPhone'] as const;
export const CARD_FIELDS = ['name', 'position', 'company', 'email', 'phone', 'address', 'city'] as const;
export type InvitationField = (typeof INVITATION_FIELDS)[number];
export type CardField = (typeof CARD_FIELDS)[number];

export interface ReadingSetItem {
  /** Relative path, e.g. 'invitations/en-reception-bengaluru-01.png'. */
  file: string;
  /** Absolute path of the image. */
  path: string;
  group: 'invitations' | 'cards';
  language: 'english' | 'hindi' | 'kannada' | 'tamil' | 'telugu' | 'malayalam' | 'sanskrit';
  fields: Record<string, unknown>;
  accept: Record<string, string[]>;
  distractors: string[];
  rawOcrHas: Record<string, boolean | null>;
  datePrinted?: Array<string | string[]>;
}

/** Every item of the set, invitations first; [] when the set is not there. */
export function loadReadingSet(dir = READING_SET_DIR): ReadingSetItem[] {
  const truthFile = path.join(dir, 'truth.json');
  if (!fs.existsSync(truthFile)) return [];
  const truth = JSON.parse(fs.readFileSync(truthFile, 'utf8')) as { items: Record<string, Omit<ReadingSetItem, 'file' | 'path' | 'group'>> };
  return Object.entries(truth.items)
    .map(([file, item]) => ({
      ...item,
      file,
      path: path.join(dir, file),
      group: file.startsWith('cards/') ? ('cards' as const) : ('invitations' as const),
      accept: item.accept ?? {},
      distractors: item.distractors ?? [],
    }))
    .sort((a, b) => (a.group === b.group ? a.file.localeCompare(b.file) : a.group === 'invitations' ? -1 : 1));
}

const INDIC_DIGIT_ZEROS = [0x966, 0xce6, 0xc66, 0xbe6, 0xd66]; // Devanagari, Kannada, Telugu, Tamil, Malayalam
const CHILLU: Record<string, string> = { 'ൺ': 'ണ്', 'ൻ': 'ന്', 'ർ': 'ര്', 'ൽ': 'ല്', 'ൾ': 'ള്', 'ൿ': 'ക്' };

/** The set's normal form: what two texts are compared in. */
export function normalizeForScoring(text: string): string {
  let s = text.normalize('NFC').toLowerCase();
  s = s.replace(/[ൺൻർൽൾൿ]/g, (c) => CHILLU[c]!);
  s = s.replace(/\p{Nd}/gu, (d) => {
    const code = d.codePointAt(0)!;
    for (const zero of INDIC_DIGIT_ZEROS) if (code >= zero && code <= zero + 9) return String(code - zero);
    return d;
  });
  return s.replace(/[\p{Z}\p{P}\p{S}\p{C}]/gu, '');
}

function containsPhrase(value: string, phrases: string[]): boolean {
  const v = normalizeForScoring(value);
  return v !== '' && phrases.some((p) => v.includes(normalizeForScoring(p)));
}

function phoneRight(value: string, phrases: string[]): boolean {
  const digits = normalizeForScoring(value).replace(/\D/g, '');
  return digits !== '' && phrases.some((p) => digits.includes(p.replace(/\D/g, '')));
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Day, month and year of a date as the readers write it ('12 March 2026', '2026-03-12', '12/03/2026'). */
export function parseExtractedDate(value: string): { day: number; month: number; year?: number } | null {
  const s = normalizeDigits(value).toLowerCase();
  const iso = /(\d{4})-(\d{1,2})-(\d{1,2})/.exec(s);
  if (iso) return { year: +iso[1]!, month: +iso[2]!, day: +iso[3]! };
  const numeric = /(\d{1,2})[./-](\d{1,2})(?:[./-](\d{2,4}))?/.exec(s);
  const named = /(\d{1,2})(?:st|nd|rd|th)?\s*([a-z]{3})[a-z]*\.?,?\s*(\d{4})?/.exec(s) ?? null;
  const monthFirst = /([a-z]{3})[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s*(\d{4})?/.exec(s) ?? null;
  for (const m of [named, monthFirst]) {
    if (!m) continue;
    const [day, monthName] = m === named ? [m[1]!, m[2]!] : [m[2]!, m[1]!];
    const month = MONTHS.indexOf(monthName) + 1;
    if (month > 0) return { day: +day, month, ...(m[3] ? { year: +m[3] } : {}) };
  }
  if (numeric) {
    const year = numeric[3] ? (numeric[3].length === 2 ? 2000 + +numeric[3] : +numeric[3]) : undefined;
    return { day: +numeric[1]!, month: +numeric[2]!, ...(year ? { year } : {}) };
  }
  return null;
}

function normalizeDigits(s: string): string {
  return s.replace(/\p{Nd}/gu, (d) => normalizeForScoring(d) || d);
}

function dateRight(value: string, accepted: string[]): boolean {
  const got = parseExtractedDate(value);
  if (!got) return false;
  return accepted.some((truth) => {
    const parts = truth.split('-').map(Number);
    const [year, month, day] = parts.length === 3 ? parts : [undefined, parts[0], parts[1]];
    return got.day === day && got.month === month && (year === undefined || got.year === year);
  });
}

export interface FieldScore {
  field: string;
  /** The truth prints this field (false: a null truth field, right when left empty). */
  printed: boolean;
  right: boolean;
  /** Raw native OCR saw the field (the set's `rawOcrHas`), for the ceiling. */
  rawOcrHas: boolean | null;
  value: string;
}

function scoreField(item: ReadingSetItem, field: string, value: string, kind: 'text' | 'phone' | 'date' | 'exact'): FieldScore {
  const printed = item.fields[field] !== null && item.fields[field] !== undefined;
  const accept = item.accept[field] ?? [];
  const isDistractor = item.distractors.some((d) => containsPhrase(value, [d]) || (kind === 'phone' && phoneRight(value, [d]) && d.replace(/\D/g, '').length >= 6));
  let right: boolean;
  if (!printed) right = value.trim() === '' || (kind === 'exact' && value === 'other');
  else if (kind === 'exact') right = value === accept[0];
  else if (kind === 'phone') right = phoneRight(value, accept);
  else if (kind === 'date') right = dateRight(value, accept);
  else right = containsPhrase(value, accept);
  if (isDistractor && kind !== 'exact' && !(printed && right)) right = false;
  return { field, printed, right, rawOcrHas: item.rawOcrHas?.[field] ?? null, value };
}

/** Every field of an invitation's extraction against its truth. */
export function scoreInvitation(item: ReadingSetItem, got: ExtractedData): FieldScore[] {
  return INVITATION_FIELDS.map((field) => {
    switch (field) {
      case 'hosts':
        return scoreField(item, field, got.hosts.join(' '), 'text');
      case 'eventType':
        return scoreField(item, field, got.eventType, 'exact');
      case 'date':
        return scoreField(item, field, got.date, 'date');
      case 'inviterPhone':
        return scoreField(item, field, got.inviterPhone, 'phone');
      default:
        return scoreField(item, field, got[field], 'text');
    }
  });
}

/** Every field of a card's extraction against its truth; the city is looked for in the address. */
export function scoreCard(item: ReadingSetItem, got: ExtractedIdCard): FieldScore[] {
  return CARD_FIELDS.map((field) => {
    if (field === 'phone') return scoreField(item, field, got.phone, 'phone');
    if (field === 'city') return scoreField(item, field, got.address, 'text');
    return scoreField(item, field, got[field], 'text');
  });
}

/**
 * Which printed text fields an OCR text contains (the set's `rawOcrHas` test, for judging an
 * OCR front end apart from the rules): accept phrases, and for dates the printed forms.
 */
export function textHas(item: ReadingSetItem, text: string): Record<string, boolean> {
  const normalized = normalizeForScoring(text);
  const digits = normalized.replace(/\D/g, '');
  const has: Record<string, boolean> = {};
  for (const [field, phrases] of Object.entries(item.accept)) {
    if (field === 'eventType') continue;
    if (field === 'date') {
      const forms = item.datePrinted ?? [];
      has[field] = forms.some((f) => (Array.isArray(f) ? f : [f]).every((part) => normalized.includes(normalizeForScoring(part))));
    } else if (field === 'phone' || field === 'inviterPhone') {
      has[field] = phrases.some((p) => digits.includes(p.replace(/\D/g, '')));
    } else {
      has[field] = phrases.some((p) => normalized.includes(normalizeForScoring(p)));
    }
  }
  return has;
}

/** What a reader that refused the image extracted: nothing. */
export const NOTHING_READ = {
  invitation: { hosts: [], eventName: '', eventType: 'other', date: '', time: '', venue: '', inviterEmail: '', inviterPhone: '', rawText: '' } as ExtractedData,
  card: { name: '', email: '', phone: '', company: '', position: '', profession: '', address: '', website: '', notes: '' } as ExtractedIdCard,
};

/** Scores a reader's answer for `item`, or its refusal (`got` null) as nothing read. */
export function scoreItem(item: ReadingSetItem, got: ExtractedData | ExtractedIdCard | null): FieldScore[] {
  if (item.group === 'cards') return scoreCard(item, (got as ExtractedIdCard | null) ?? NOTHING_READ.card);
  return scoreInvitation(item, (got as ExtractedData | null) ?? NOTHING_READ.invitation);
}

export interface Tally {
  right: number;
  of: number;
  ceiling: number;
}

/** Printed fields right, and the raw-OCR ceiling, grouped by `keyOf`. */
export function tally(scores: Array<{ item: ReadingSetItem; fields: FieldScore[] }>, keyOf: (item: ReadingSetItem, f: FieldScore) => string): Map<string, Tally> {
  const out = new Map<string, Tally>();
  for (const { item, fields } of scores) {
    for (const f of fields) {
      if (!f.printed) continue;
      const key = keyOf(item, f);
      const t = out.get(key) ?? { right: 0, of: 0, ceiling: 0 };
      t.of += 1;
      if (f.right) t.right += 1;
      if (f.rawOcrHas) t.ceiling += 1;
      out.set(key, t);
    }
  }
  return out;
}
