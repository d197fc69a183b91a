/**
 * Takes the contact details off the lines of a business or ID card: email addresses, websites,
 * phone numbers (told apart as mobile, office line or fax by their label and shape) and
 * labelled numbers such as a GSTIN or a registration number. What is left of each line (the
 * name, company, address…) is returned for the other rules. Expects `canonicalText` lines.
 *
 * Phone numbers come out as digits with the country code and no plus ('919845012345'), like
 * everywhere else in the app. Indian numbers get 91; numbers printed with another country code
 * keep it.
 */
import { EMAIL_LABELS, ID_LABELS, PHONE_LABELS, WEB_LABELS, keywordPattern } from './card-keywords';
import { trimPunctuation } from '../text/script-text';

export type PhoneKind = 'mobile' | 'phone' | 'fax';

export interface CardPhone {
  /** Digits with the country code, no plus. */
  digits: string;
  kind: PhoneKind;
  /** Whether the card labelled it ('Mob:', 'T:', 'ದೂರವಾಣಿ:') rather than its shape telling. */
  labelled: boolean;
  /** As printed ('+91 80 4123 4567'). */
  printed: string;
}

export interface CardContacts {
  emails: string[];
  websites: string[];
  phones: CardPhone[];
  /** Labelled numbers for the notes ('GSTIN: 08ABCDE1234F1Z5', 'Reg. No: KMC 45678'). */
  ids: string[];
  /** Each line with the details above cut out (one entry per line, '' when nothing is left). */
  rest: string[];
}

const EMAIL = /[A-Za-z0-9][A-Za-z0-9._%+-]* ?@ ?[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
const TLD = '(?:com|in|org|net|co|io|biz|info|edu|gov|ac|ai|app|dev|tech|health|law|us|uk|ae|sg|au|ca|de|me)';
// A website: 'www.' or 'http', or a bare domain of a few letters ending in a known top-level domain.
const WEBSITE = new RegExp(
  `(?:https?://)?www\\.[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)+(?:/[\\w./-]*)?|(?:https?://)[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)+(?:/[\\w./-]*)?` +
    `|(?<![\\w.@])[A-Za-z0-9][A-Za-z0-9-]{2,}(?:\\.[A-Za-z0-9-]+)*\\.${TLD}(?![\\w])(?:/[\\w./-]*)?`,
  'i',
);
const labelBefore = (labels: readonly string[]) => `(?:(?:${keywordPattern(labels).source})\\s*[:.\\-–]?\\s*)?`;
const LABELLED_EMAIL = new RegExp(labelBefore(EMAIL_LABELS) + EMAIL.source, 'iu');
const LABELLED_WEBSITE = new RegExp(labelBefore(WEB_LABELS) + `(?:${WEBSITE.source})`, 'iu');

// A labelled number: the label, then tokens that look like a code ('KMC 45678', 'KAR/1234/2010', 'O+ve').
const ID_LABEL = new RegExp(`(${keywordPattern(ID_LABELS, { wholeIndic: true }).source})\\s*[:.\\-–#]*\\s*`, 'giu');
const ID_TOKEN = '(?:[A-Z0-9][A-Za-z0-9/+\\-.]*\\d[A-Za-z0-9/+\\-.]*|[A-Z]{2,6}|(?:AB|A|B|O)\\s?[+-](?:\\s?ve)?)';
const ID_VALUE = new RegExp(`^${ID_TOKEN}(?:\\s${ID_TOKEN}(?![a-z]))*`, 'u');
// A GSTIN printed without its label: 2 digits of state, the PAN, an entity digit, 'Z', a check.
const GSTIN = /(?<![A-Z0-9])\d{2}[A-Z]{5}\d{4}[A-Z][0-9A-Z]Z[0-9A-Z](?![A-Z0-9])/;

/** A label of each kind, standing just before a number ('Mob:', 'T.', '(O)', 'ಮೊಬೈಲ್:'). */
const PHONE_LABEL: Record<PhoneKind, RegExp> = {
  mobile: phoneLabel(PHONE_LABELS.mobile),
  phone: phoneLabel(PHONE_LABELS.phone),
  fax: phoneLabel(PHONE_LABELS.fax),
};

function phoneLabel(words: readonly string[]): RegExp {
  // One-letter labels ('M', 'T', 'O') only count with their colon, dot or brackets.
  const single = words.filter((w) => /^[a-z]$/.test(w));
  const multi = words.filter((w) => !/^[a-z]$/.test(w));
  const alternatives = [`(?:${keywordPattern(multi).source})\\)?\\s*[:.,\\-–]?`];
  if (single.length) alternatives.push(`(?<![\\p{L}\\p{N}])\\(?[${single.join('')}](?:\\)|\\s?[:.])`);
  return new RegExp(`(?:${alternatives.join('|')})\\s*(?=[+(\\d])`, 'giu');
}

/** Finds the contact details on `lines` and what is left of each line without them. */
export function findCardContacts(lines: readonly string[]): CardContacts {
  const found: CardContacts = { emails: [], websites: [], phones: [], ids: [], rest: [] };
  for (const original of lines) {
    let line = fixOcrSlips(original);
    line = cutAll(line, LABELLED_EMAIL, (m) => {
      const email = EMAIL.exec(m[0])![0].replace(/ /g, '').toLowerCase();
      if (!found.emails.includes(email)) found.emails.push(email);
    });
    line = cutAll(line, LABELLED_WEBSITE, (m) => {
      const site = new RegExp(WEBSITE.source, 'i').exec(m[0])![0].replace(/[./]+$/, '').toLowerCase();
      if (!found.websites.includes(site)) found.websites.push(site);
    });
    line = cutIds(line, found.ids);
    line = cutAll(line, GSTIN, (m) => found.ids.push(`GSTIN: ${m[0]}`));
    const { phones, rest } = phonesIn(line);
    found.phones.push(...phones);
    found.rest.push(rest);
  }
  return found;
}

/** The phone the card's owner answers: a mobile before an office line; never a fax. */
export function bestPhone(phones: readonly CardPhone[]): CardPhone | null {
  const score = (p: CardPhone) => (p.kind === 'mobile' ? 4 : 0) + (p.labelled ? 1 : 0) + (p.digits.startsWith('91') ? 1 : 0);
  const callable = phones.filter((p) => p.kind !== 'fax');
  return callable.reduce<CardPhone | null>((best, p) => (!best || score(p) > score(best) ? p : best), null);
}

/** OCR's usual slips in contact details: '.com' read as ',com', '@' as '©' or '®' or as '®@'. */
function fixOcrSlips(line: string): string {
  let out = line
    .replace(/([A-Za-z0-9]),(com|in|org|net|co)\b/g, '$1.$2')
    .replace(/\bwww,/gi, 'www.')
    .replace(/[©®]\s?@|@\s?[©®]/g, '@');
  if (!out.includes('@')) out = out.replace(/([A-Za-z0-9])\s?[©®]\s?([A-Za-z0-9-]+\.[A-Za-z]{2,})/, '$1@$2');
  return out;
}

/** Replaces every match of `re` in `line` with a space, calling `take` with each. */
function cutAll(line: string, re: RegExp, take: (m: RegExpMatchArray) => void): string {
  const global = new RegExp(re.source, `${re.flags.replace('g', '')}g`);
  let out = '';
  let from = 0;
  for (const m of line.matchAll(global)) {
    take(m);
    out += `${line.slice(from, m.index)} `;
    from = m.index + m[0].length;
  }
  return out + line.slice(from);
}

/** Cuts labelled numbers ('Reg. No. KMC 45678') out of `line`, adding them to `ids`. */
function cutIds(line: string, ids: string[]): string {
  let out = line;
  const found: string[] = [];
  for (const m of [...line.matchAll(ID_LABEL)].reverse()) {
    const valueStart = m.index + m[0].length;
    const value = ID_VALUE.exec(line.slice(valueStart))?.[0];
    if (!value) continue;
    found.unshift(`${trimPunctuation(m[1]!).replace(/\.$/, '')}: ${value.trim()}`);
    out = `${out.slice(0, m.index)} ${out.slice(valueStart + value.length)}`;
  }
  ids.push(...found);
  return out;
}

interface DigitGroup {
  start: number;
  end: number;
  digits: string;
  plus: boolean;
}

// Digit groups not glued to letters (so '08ABCDE1234F1Z5' and 'B-42' hold no phone).
const DIGIT_GROUP = /(?<![\p{L}\d])(\+\s?|00)?\d+(?![\p{L}\d])/gu;
const JOINER = /^(?:[\s\-–.]|\(0\)|[()])*$/;

/** The phone numbers of one line, each with the kind its label gives, and the line without them. */
function phonesIn(line: string): { phones: CardPhone[]; rest: string } {
  const labels = (Object.keys(PHONE_LABEL) as PhoneKind[])
    .flatMap((kind) => [...line.matchAll(PHONE_LABEL[kind])].map((m) => ({ kind, start: m.index, end: m.index + m[0].length })))
    .sort((a, b) => a.start - b.start);
  const groups: DigitGroup[] = [...line.matchAll(DIGIT_GROUP)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    digits: m[0].replace(/\D/g, '').slice(m[1] === '00' ? 2 : 0),
    plus: Boolean(m[1]),
  }));
  const phones: CardPhone[] = [];
  const cuts: Array<[number, number]> = [];
  for (let i = 0; i < groups.length; i++) {
    if (isPartOfDateOrTime(line, groups[i])) continue;
    let best: { phone: string; landline: boolean; last: number } | null = null;
    let digits = '';
    for (let j = i; j < groups.length; j++) {
      if (j > i && !JOINER.test(line.slice(groups[j - 1].end, groups[j].start))) break;
      digits += groups[j].digits;
      if (digits.length > 15) break;
      const phone = asPhone(digits, groups[i].plus, groups.slice(i, j + 1));
      if (phone) best = { ...phone, last: j };
    }
    if (!best) continue;
    // A label holds for every number after it on the line ('Mob: 98450 12345 / 94480 23456').
    const label = labels.filter((l) => l.end <= groups[i].start).at(-1);
    const start = label && /^[\s(]*$/.test(line.slice(label.end, groups[i].start)) ? label.start : groups[i].start;
    const end = groups[best.last].end;
    phones.push({
      digits: best.phone,
      kind: label?.kind ?? (best.landline ? 'phone' : 'mobile'),
      labelled: Boolean(label),
      printed: line.slice(line[groups[i].start - 1] === '(' ? groups[i].start - 1 : groups[i].start, end).trim(),
    });
    cuts.push([start, end]);
    i = best.last;
  }
  let rest = line;
  for (const [start, end] of cuts.reverse()) rest = `${rest.slice(0, start)} ${rest.slice(end)}`;
  return { phones, rest };
}

/** Dates ('12/05/2026') and times ('10:30') share digits with phone numbers. */
function isPartOfDateOrTime(line: string, group: DigitGroup): boolean {
  if (group.digits.length > 4) return false;
  return /\d[/:]$/.test(line.slice(0, group.start)) || /^[/:]\d/.test(line.slice(group.end));
}

/**
 * The number with its country code and whether it is a landline, or null if these digits are
 * no phone number. `groups` are the printed digit groups, which tell '80 4123 4567' (Bengaluru's
 * code, then the number) from '98860 23456' (a mobile).
 */
function asPhone(digits: string, international: boolean, groups: DigitGroup[]): { phone: string; landline: boolean } | null {
  let national: string;
  let nationalGroups = groups.map((g) => g.digits);
  if (international) {
    if (!digits.startsWith('91')) return digits.length >= 8 && digits.length <= 15 ? { phone: digits, landline: false } : null;
    national = digits.slice(2);
    nationalGroups = [nationalGroups[0].slice(2), ...nationalGroups.slice(1)].filter((g) => g !== '');
  } else if (digits.length === 12 && /^91[1-9]/.test(digits) && groups[0].digits.startsWith('91')) {
    national = digits.slice(2);
    nationalGroups = [nationalGroups[0].slice(2), ...nationalGroups.slice(1)].filter((g) => g !== '');
  } else {
    national = digits;
  }
  const hadTrunk = national.startsWith('0');
  if (hadTrunk) {
    national = national.slice(1);
    nationalGroups = [nationalGroups[0].slice(1), ...nationalGroups.slice(1)].filter((g) => g !== '');
  } else if (!international && digits.length === 11) {
    return null;
  }
  if (national.length !== 10) return null;
  // A number that starts like an area code needs the trunk 0 or +91 printed to be taken for one.
  if (/^[1-5]/.test(national) && !international && !hadTrunk && digits.length === 10) return null;
  // Mobiles start with 6–9; area codes are two to four digits printed apart ('80 4123 4567', '0821 2345678').
  const areaCodeApart = nationalGroups.length > 1 && nationalGroups[0].length >= 2 && nationalGroups[0].length <= 4;
  const landline = !national.startsWith('9') && (areaCodeApart || /^[1-5]/.test(national));
  return { phone: `91${national}`, landline };
}
