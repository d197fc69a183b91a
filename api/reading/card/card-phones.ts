/**
 * The phone numbers printed on one line of a card, told apart as mobile, office line or fax by
 * their label and shape.
 *
 * Numbers come out as digits with the country code and no plus ('919845012345'), like
 * everywhere else in the app. Indian numbers get 91; numbers printed with another country code
 * keep it; a North American '(555) 123-4567' gets 1. On a card from abroad (it names another
 * country) a number printed without its country code is kept as printed: which code it needs is
 * not on the card, and 91 would be wrong. A labelled local number with no area code
 * ('Res: 2701 8231') is kept as printed too.
 */
import { PHONE_LABELS } from '../languages/card-words';
import { keywordPattern } from '../text/keyword-pattern';
import { withLookAlikeDigits } from '../text/contact-details';

export type PhoneKind = 'mobile' | 'phone' | 'fax';

export interface CardPhone {
  /** Digits with the country code, no plus; as printed when the code is not known (`codeKnown`). */
  digits: string;
  kind: PhoneKind;
  /** Whether the card labelled it ('Mob:', 'T:', 'ದೂರವಾಣಿ:') rather than its shape telling. */
  labelled: boolean;
  /** False for a number kept as printed: a local number, or one on a card from abroad. */
  codeKnown: boolean;
  /** Its shape is a landline's: an area code printed apart ('80 4123 4567') or a local number. */
  landline: boolean;
  /** Read through an OCR slip ('4 91 90000 04331' for '+91 90000 04331'): worth checking. */
  misread?: boolean;
  /** As printed ('+91 80 4123 4567'). */
  printed: string;
  /** The words printed just before it on its line, after any label ('Sathish' of 'Sathish 98407 68632'). */
  before: string;
  /** Words in brackets just after it ('(Ravindra Rana)'). */
  after: string;
  /** Index of the card line it is printed on (set by `findCardContacts`). */
  line?: number;
}

/** What the whole card says that changes how its numbers read. */
export interface PhoneContext {
  /** The card names a country other than India. */
  abroad: boolean;
}

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
  const alternatives = [`(?:${keywordPattern(multi).source})\\)?\\s*[:.,\\-–]*`];
  if (single.length) alternatives.push(`(?<![\\p{L}\\p{N}])\\(?[${single.join('')}](?:\\)|\\s?[:.])`);
  return new RegExp(`(?:${alternatives.join('|')})\\s*(?=[+(\\d])`, 'giu');
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
// After an area code with its trunk 0, a comma may stand too ('08672, 224441').
const AFTER_AREA_CODE = /^[\s\-–.,()]*$/;

/** The phone numbers of one line, each with the kind its label gives, and the line without them. */
export function phonesIn(line: string, context: PhoneContext): { phones: CardPhone[]; rest: string } {
  const labels = (Object.keys(PHONE_LABEL) as PhoneKind[])
    .flatMap((kind) => [...line.matchAll(PHONE_LABEL[kind])].map((m) => ({ kind, start: m.index, end: m.index + m[0].length })))
    .sort((a, b) => a.start - b.start);
  // Found in the line with its look-alike letters read as digits; cut from the line as printed.
  const groups: DigitGroup[] = [...withLookAlikeDigits(line).matchAll(DIGIT_GROUP)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    digits: m[0].replace(/\D/g, '').slice(m[1] === '00' ? 2 : 0),
    plus: Boolean(m[1]),
  }));
  const phones: CardPhone[] = [];
  const cuts: Array<[number, number]> = [];
  for (let i = 0; i < groups.length; i++) {
    if (isPartOfDateOrTime(line, groups[i])) continue;
    // A label holds for every number after it on the line ('Mob: 98450 12345 / 94480 23456').
    const label = labels.filter((l) => l.end <= groups[i].start).at(-1);
    const labelNext = Boolean(label) && /^[\s(]*$/.test(line.slice(label!.end, groups[i].start));
    let best: { phone: Phone; last: number } | null = null;
    let digits = '';
    for (let j = i; j < groups.length; j++) {
      const between = line.slice(groups[j - 1]?.end ?? 0, groups[j].start);
      const areaCode = j === i + 1 && /^0\d{2,4}$/.test(groups[i].digits);
      if (j > i && !(areaCode ? AFTER_AREA_CODE : JOINER).test(between)) break;
      digits += groups[j].digits;
      if (digits.length > 15) break;
      const bracketed = line[groups[i].start - 1] === '(' && line[groups[i].end] === ')';
      // 'Adm No : 2024123', 'Code: 4471203': a number after some other label is no phone.
      const otherLabel = !labelNext && /(?:\bno\.?|#|[:=])\s*$/i.test(line.slice(0, groups[i].start));
      const phone = asPhone(digits, groups.slice(i, j + 1), { ...context, labelled: labelNext, bracketed, otherLabel });
      if (phone) best = { phone, last: j };
    }
    if (!best) continue;
    const start = labelNext ? label!.start : groups[i].start;
    const end = groups[best.last].end;
    const previousEnd = cuts.at(-1)?.[1] ?? 0;
    const after = /^\s*\(([^()\d]{3,40})\)/.exec(line.slice(end));
    phones.push({
      digits: best.phone.digits,
      kind: label?.kind ?? (best.phone.landline ? 'phone' : 'mobile'),
      labelled: Boolean(label),
      codeKnown: best.phone.codeKnown,
      landline: best.phone.landline,
      // A letter read as a digit ('9845O') leaves the number for the user to check.
      ...(best.phone.misread || /[OoIl]/.test(line.slice(groups[i].start, end)) ? { misread: true } : {}),
      printed: line.slice(line[groups[i].start - 1] === '(' ? groups[i].start - 1 : groups[i].start, end).trim(),
      before: line.slice(previousEnd, start).trim(),
      after: after?.[1]?.trim() ?? '',
    });
    cuts.push([start, after ? end + after[0].length : end]);
    i = best.last;
  }
  let rest = line;
  for (const [start, end] of [...cuts].reverse()) rest = `${rest.slice(0, start)}  ${rest.slice(end)}`;
  return { phones, rest };
}

/**
 * The number to call: the first mobile (by its label, or by its shape when the label only says
 * 'Ph'), else the first line that is not a fax. A number whose code is not known comes last.
 */
export function bestPhone(phones: readonly CardPhone[]): CardPhone | null {
  const callable = phones.filter((p) => p.kind !== 'fax');
  const rank = (p: CardPhone) => (isMobile(p) ? 0 : 1) + (p.codeKnown ? 0 : 2);
  return callable.reduce<CardPhone | null>((best, p) => (!best || rank(p) < rank(best) ? p : best), null);
}

/** A mobile by label, or an Indian mobile by shape (a card may label it just 'Ph' or 'Contact'). */
export function isMobile(phone: CardPhone): boolean {
  if (phone.kind === 'fax') return false;
  return phone.kind === 'mobile' || (!phone.landline && /^91[6-9]\d{9}$/.test(phone.digits));
}

/** Dates ('12/05/2026') and times ('10:30') share digits with phone numbers. */
function isPartOfDateOrTime(line: string, group: DigitGroup): boolean {
  if (group.digits.length > 4) return false;
  return /\d[/:]$/.test(line.slice(0, group.start)) || /^[/:]\d/.test(line.slice(group.end));
}

interface Phone {
  digits: string;
  landline: boolean;
  codeKnown: boolean;
  misread?: boolean;
}

interface Shape extends PhoneContext {
  /** A label stands right before the number. */
  labelled: boolean;
  /** The first group is in brackets ('(555) 123-4567', '(040) 2345 6789'). */
  bracketed: boolean;
  /** Another label stands before it ('Adm No:'): a short number there is no local phone. */
  otherLabel: boolean;
}

/**
 * The number with its country code and whether it is a landline, or null if these digits are
 * no phone number. `groups` are the printed digit groups, which tell '80 4123 4567' (Bengaluru's
 * code, then the number) from '98860 23456' (a mobile).
 */
function asPhone(digits: string, groups: DigitGroup[], shape: Shape): Phone | null {
  const international = groups[0].plus;
  let nationalGroups = groups.map((g) => g.digits);
  // OCR reads the '+' of '+91' as a '4' now and then: '49190000 04331' is '+91 90000 04331'.
  if (!international && digits.length === 13 && /^491[6-9]/.test(digits)) {
    return { digits: digits.slice(1), landline: false, codeKnown: true, misread: true };
  }
  if (international) {
    if (!digits.startsWith('91')) return digits.length >= 8 && digits.length <= 15 ? { digits, landline: false, codeKnown: true } : null;
    nationalGroups = [nationalGroups[0].slice(2), ...nationalGroups.slice(1)].filter((g) => g !== '');
  } else if (digits.length === 12 && /^91[1-9]/.test(digits) && groups[0].digits.startsWith('91')) {
    nationalGroups = [nationalGroups[0].slice(2), ...nationalGroups.slice(1)].filter((g) => g !== '');
  } else if (northAmerican(digits, nationalGroups, shape)) {
    return { digits: `1${digits}`, landline: false, codeKnown: true };
  } else if (shape.abroad) {
    // Printed without a country code on a card from abroad: the code is not ours to guess.
    return digits.length >= 7 && digits.length <= 12 ? { digits, landline: false, codeKnown: false } : null;
  }
  let national = nationalGroups.join('');
  const hadTrunk = national.startsWith('0');
  if (hadTrunk) {
    national = national.slice(1);
    nationalGroups = [nationalGroups[0].slice(1), ...nationalGroups.slice(1)].filter((g) => g !== '');
  } else if (!international && digits.length === 11) {
    return null;
  }
  // A local number without its area code ('Res: 2701 8231', '3257779'), kept as printed. Six
  // digits only with a label: unlabelled, they are a PIN code.
  const local = national.length >= (shape.labelled ? 6 : 7) && national.length <= 8 && nationalGroups.length <= 2 && !shape.otherLabel;
  if (local && !international && (hadTrunk ? shape.labelled : true)) {
    return { digits: national, landline: true, codeKnown: false };
  }
  if (national.length !== 10) return null;
  // A number that starts like an area code needs the trunk 0 or +91 printed to be taken for one.
  if (/^[1-5]/.test(national) && !international && !hadTrunk && digits.length === 10) return null;
  // Mobiles start with 6–9; area codes are two to four digits printed apart ('80 4123 4567', '0821 2345678').
  const areaCodeApart = nationalGroups.length > 1 && nationalGroups[0].length >= 2 && nationalGroups[0].length <= 4;
  const landline = !national.startsWith('9') && (areaCodeApart || /^[1-5]/.test(national));
  return { digits: `91${national}`, landline, codeKnown: true };
}

/**
 * '(555) 123-4567' or '555-123-4567': three, three and four digits, the area code in brackets or
 * starting 2–5 (an Indian mobile starts 6–9; an Indian area code is printed with its 0).
 */
function northAmerican(digits: string, groups: string[], shape: Shape): boolean {
  if (digits.length !== 10 || groups.map((g) => g.length).join() !== '3,3,4' || /^[01]/.test(digits)) return false;
  return shape.bracketed || /^[2-5]/.test(digits);
}
