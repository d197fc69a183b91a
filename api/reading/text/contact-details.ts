/**
 * Finds the inviter's email address and phone number on a card.
 *
 * Phone numbers are returned as digits with the country code and no plus ('919845012345'),
 * the form the rest of the app stores. Indian numbers are printed many ways: '98450 12345',
 * '+91 98450-12345', '098450 12345', '080-2345 6789' (a landline with its trunk 0). Numbers
 * with another country code are kept as printed. Expects `canonicalText` input.
 */
import { PERFORMER_WORDS, PHONE_MARKERS, PRINTER_WORDS } from '../languages/invitation-words';
import { wordsPattern } from './script-text';
import { findNearWord, hasNearAksharaWord } from './near-words';

const EMAIL = /[A-Za-z0-9._%+&-]+ ?@ ?[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const PHONE_LABEL = wordsPattern(PHONE_MARKERS);
// Digit groups of a printed number and what stands between them.
const DIGIT_GROUP = /(\+|00)?\d+/g;
const JOINER = /^[\s\-–().]*$/;
const PRINTER = wordsPattern(PRINTER_WORDS, { inCompounds: true });
const INDIC_PRINTER_WORDS = PRINTER_WORDS.filter((w) => !/[A-Za-z]/.test(w));
const PERFORMER = wordsPattern(PERFORMER_WORDS, { wholeIndic: true });

/**
 * A line crediting someone who is not the inviter: the printer (its word in an Indian script
 * misread by one letter, 'ಡಿಜಟಲ್', or one akshara, 'ಡಿಆಟಲ್', too), or a singer or caterer of the
 * event ('Bhajan Samrat : … & Party (Mob. …)'). Its number is theirs, and its name no host.
 */
export function isCreditLine(line: string): boolean {
  return PRINTER.test(line) || PERFORMER.test(line) || (/[^\x00-\x7F]/.test(line) && (findNearWord(line, INDIC_PRINTER_WORDS) !== null || hasNearAksharaWord(line, INDIC_PRINTER_WORDS)));
}

/** The first email address on the card, lower-cased, or ''. */
export function findEmail(text: string): string {
  const match = repairEmailSlips(text).match(EMAIL)?.[0] ?? '';
  return match.replace(/ /g, '').toLowerCase();
}

// Free mail providers, whose spelling is known, so a misread one can be put right.
const PROVIDERS = ['gmail', 'yahoo', 'ymail', 'hotmail', 'outlook', 'rediffmail', 'icloud', 'protonmail'];
// What OCR makes of '.com' and '.co.in': a comma or a space for the dot, 'rn' for 'm', 'n' for 'm'.
const COM = String.raw`(?:\s?[.,]\s?|\s)(?:com|corn|con|c0m|cam|comn)(?![A-Za-z])`;
const CO_IN = String.raw`(?:\s?[.,]\s?|\s)co(?:\s?[.,]\s?|\s)in(?![A-Za-z])`;
const PROVIDER_AFTER_AT = new RegExp(String.raw`@\s?([A-Za-z0-9]{3,12})(${CO_IN}|${COM})?`, 'g');

/**
 * Puts right OCR's usual slips in email addresses, only where the right form is certain: the
 * domain of a free mail provider one letter off ('@gmall.com', '@grnail com', '@yahoo co in'),
 * its dot read as a comma or a space, or dropped at the end ('@gmail'); '.com' read as ',com'.
 * Anything else is left as printed: a wrong guess would send mail to a stranger.
 */
export function repairEmailSlips(text: string): string {
  return text
    .replace(/([A-Za-z0-9]),(com|in|org|net|co)\b/g, '$1.$2')
    .replace(PROVIDER_AFTER_AT, (whole, word: string, tld: string | undefined) => {
      // '@gmailcom': the dot lost between the provider and its '.com'.
      const glued = !tld && /com$/i.test(word) ? nearestProvider(word.slice(0, -3)) : null;
      if (glued) return `@${glued}.com`;
      const provider = nearestProvider(word);
      if (!provider) return whole;
      if (tld) return `@${provider}${/in\s*$/i.test(tld) ? '.co.in' : '.com'}`;
      // '@gmail' at a word's end: the provider's own '.com' was lost.
      return provider === 'gmail' && /^gm/i.test(word) ? `@gmail.com` : whole;
    });
}

/**
 * The provider `word` is a misreading of: the same, or one letter changed, added or dropped
 * after the first ('mail.com' and 'email.com' are domains of their own, not a slip of 'gmail').
 */
function nearestProvider(word: string): string | null {
  const w = word.toLowerCase().replace(/rn/g, 'm');
  if (PROVIDERS.includes(w)) return w;
  return PROVIDERS.find((p) => p[0] === w[0] && withinOneEdit(p, w)) ?? null;
}

function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a.length < 5) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return a.slice(i + 1) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i) || a.slice(i) === b.slice(i + 1);
}

interface PhoneCandidate {
  digits: string;
  index: number;
  score: number;
  mobile: boolean;
}

/** The inviter's phone number as digits with country code ('919845012345'), or ''. */
export function findPhone(text: string): string {
  return bestPhoneIn(text)?.digits ?? '';
}

// A run of digits with a letter or two OCR read for a digit: 'O'/'o' for 0, 'I'/'l' for 1
// ('9845O 12345', 'I2345'). Not glued to other letters, and with four digits at least, so
// words and codes ('IO', 'GSTIN 32AB…') are left alone.
const DIGITS_WITH_LOOK_ALIKES = /(?<![\p{L}\d])[\dOoIl]*\d[\dOoIl]*(?![\p{L}\d])/gu;
const LOOK_ALIKE: Record<string, string> = { O: '0', o: '0', I: '1', l: '1' };
// A number's groups as printed ('O80-2345 6789', '984S0 12345'): a group's letters are judged
// by the digits of the whole number, so a trunk '0' read as 'O' in a group of three is put back.
const GROUPED_NUMBER = /(?<![\p{L}\d])[\dOoIlS]*\d[\dOoIlS]*(?:[ -][\dOoIlS]*\d[\dOoIlS]*)+(?![\p{L}\d])/gu;

/**
 * `line` with the letters OCR read for digits inside a number put back as digits, letter for
 * letter (the same length, so places found in it are places in `line`).
 */
export function withLookAlikeDigits(line: string): string {
  const grouped = line.replace(GROUPED_NUMBER, (number) => {
    const letters = number.replace(/[\d -]/g, '').length;
    const digits = number.replace(/\D/g, '').length;
    // An 'S' is a 5 only between digits ('984S0'); 'O', 'I', 'l' anywhere in the number.
    return letters > 0 && letters <= 2 && digits >= 7 ? number.replace(/(?<=\d)S(?=\d)/g, '5').replace(/[OoIl]/g, (c) => LOOK_ALIKE[c]) : number;
  });
  return grouped.replace(DIGITS_WITH_LOOK_ALIKES, (run) => {
    const letters = run.replace(/\d/g, '').length;
    const digits = run.length - letters;
    return letters > 0 && letters <= 2 && digits >= 4 ? run.replace(/[OoIl]/g, (c) => LOOK_ALIKE[c]) : run;
  });
}

/** The inviter's phone as found: its digits and whether it is a mobile or labelled. */
export function bestPhoneIn(text: string): { digits: string; mobile: boolean; labelled: boolean } | null {
  const candidates = text.split('\n').flatMap((line, i, lines) => {
    // The printer's credit at the foot of a card, or a singer's line, gives their number, not the inviter's.
    if (isCreditLine(line)) return [];
    const offset = lines.slice(0, i).reduce((sum, l) => sum + l.length + 1, 0);
    const labelled = PHONE_LABEL.test(line);
    return phonesInLine(withLookAlikeDigits(line)).map((c) => ({ ...c, index: c.index + offset, score: c.score + (labelled ? 2 : 0) }));
  });
  candidates.sort((a, b) => b.score - a.score || a.index - b.index);
  const best = candidates[0];
  if (!best) return null;
  // Beside a phone label a candidate scores 2 more than its kind alone (2 a mobile, 1 a landline).
  return { digits: best.digits, mobile: best.mobile, labelled: best.score > (best.mobile ? 2 : 1) };
}

/** Every way a run of digit groups in `line` reads as a phone number. */
function phonesInLine(line: string): PhoneCandidate[] {
  const groups = [...line.matchAll(DIGIT_GROUP)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    digits: m[0].replace(/^\+|^00/, ''),
    international: Boolean(m[1]),
  }));
  const found: PhoneCandidate[] = [];
  for (let i = 0; i < groups.length; i++) {
    // Dates and times share digits with phones: a group glued to '/', ':' or '.' + digit is not one.
    if (/[/:]$/.test(line.slice(0, groups[i].start)) || /^[/:]/.test(line.slice(groups[i].end))) continue;
    let digits = '';
    let best: PhoneCandidate | null = null;
    for (let j = i; j < groups.length; j++) {
      if (j > i && !JOINER.test(line.slice(groups[j - 1].end, groups[j].start))) break;
      digits += groups[j].digits;
      if (digits.length > 13) break;
      const phone = asPhone(digits, groups[i].international);
      const followedByDigits = /^[/:.]\d/.test(line.slice(groups[j].end));
      // '080-2364 1157': a trunk '0' and an STD code before the number make a landline, whatever its first digit.
      const mobile = isMobile(phone ?? '') && !(j > i && STD_CODE.test(groups[i].digits));
      if (phone && !followedByDigits) best = { digits: phone, index: groups[i].start, score: mobile ? 2 : 1, mobile };
    }
    if (best) found.push(best);
  }
  return found;
}

/** The number with its country code, or null if these digits are no phone number. */
function asPhone(digits: string, international: boolean): string | null {
  if (international) {
    if (digits.startsWith('91')) return digits.length === 12 ? digits : null;
    return digits.length >= 8 && digits.length <= 13 ? digits : null;
  }
  if (digits.length === 10 && /^[6-9]/.test(digits)) return `91${digits}`;
  if (digits.length === 11 && digits.startsWith('0')) return `91${digits.slice(1)}`;
  if (digits.length === 12 && /^91[6-9]/.test(digits)) return digits;
  return null;
}

const isMobile = (phone: string) => /^91[6-9]\d{9}$/.test(phone);
const STD_CODE = /^0\d{2,4}$/;
