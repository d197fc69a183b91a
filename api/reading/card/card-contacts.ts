/**
 * Takes the contact details off the lines of a business or ID card: email addresses, websites,
 * phone numbers (see `card-phones`) and labelled numbers such as a GSTIN or a registration
 * number. What is left of each line (the name, company, address…) is returned for the other
 * rules. Expects `canonicalText` lines.
 */
import { CITIES, COUNTRIES_ABROAD, EMAIL_LABELS, ID_LABELS, WEB_LABELS } from '../languages/card-words';
import { keywordPattern } from '../text/keyword-pattern';
import { phonesIn, type CardPhone } from './card-phones';
import { repairEmailSlips } from '../text/contact-details';
import { trimPunctuation } from '../text/script-text';

export interface CardEmail {
  /** Lower-cased, spaces removed. */
  address: string;
  /** How sure the reading is, 0–1: lower when OCR slips were put right or the start looks cut off. */
  sure: number;
}

export interface CardContacts {
  emails: CardEmail[];
  websites: string[];
  phones: CardPhone[];
  /** Labelled numbers for the notes ('GSTIN: 08ABCDE1234F1Z5', 'Reg. No: KMC 45678'). */
  ids: string[];
  /** Each line with the details above cut out (one entry per line, '' when nothing is left). */
  rest: string[];
}

const EMAIL = /[A-Za-z0-9][A-Za-z0-9._%+&-]* ?@ ?[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
const TLD = '(?:com|in|org|net|co|io|biz|info|edu|gov|ac|ai|app|dev|tech|health|law|us|uk|ae|sg|au|ca|de|me)';
// A website: 'www.' or 'http', or a bare domain of a few letters ending in a known top-level domain.
const WEBSITE = new RegExp(
  `(?:https?://)?www\\.[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)+(?:/[\\w./-]*)?|(?:https?://)[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)+(?:/[\\w./-]*)?` +
    `|(?<![\\w.@])[A-Za-z0-9][A-Za-z0-9-]{2,}(?:\\.[A-Za-z0-9-]+)*\\.${TLD}(?![\\w])(?:/[\\w./-]*)?`,
  'i',
);
const labelBefore = (labels: readonly string[]) => `(?:(?:${keywordPattern(labels).source})\\s*[:.\\-–]?\\s*)?`;
const EMAIL_LABEL_END = new RegExp(`(?:${keywordPattern(EMAIL_LABELS).source})\\s*$`, 'iu');
const LABELLED_EMAIL = new RegExp(labelBefore(EMAIL_LABELS) + EMAIL.source, 'iu');
const LABELLED_WEBSITE = new RegExp(labelBefore(WEB_LABELS) + `(?:${WEBSITE.source})`, 'iu');

// A labelled number: the label, then tokens that look like a code ('KMC 45678', 'KAR/1234/2010', 'O+ve').
const ID_LABEL = new RegExp(`(${keywordPattern(ID_LABELS, { wholeIndic: true }).source})\\s*[:.\\-–#]*\\s*`, 'giu');
const ID_TOKEN = '(?:[A-Z0-9][A-Za-z0-9/+\\-.]*\\d[A-Za-z0-9/+\\-.]*|[A-Z]{2,6}|(?:AB|A|B|O)\\s?[+-](?:\\s?ve)?)';
const ID_VALUE = new RegExp(`^${ID_TOKEN}(?:\\s${ID_TOKEN}(?![a-z]))*`, 'u');
// A GSTIN printed without its label: 2 digits of state, the PAN, an entity digit, 'Z', a check.
const GSTIN = /(?<![A-Z0-9])\d{2}[A-Z]{5}\d{4}[A-Z][0-9A-Z]Z[0-9A-Z](?![A-Z0-9])/;

// 'Dr. Shreya Patil Clinic : 0831-…': the number's own label, left behind at the end of the name's line.
const LABEL_LEFT_BEHIND = /\s+[\p{L}\p{M}.]+\s*:\s*$/u;

/** Finds the contact details on `lines` and what is left of each line without them. */
export function findCardContacts(lines: readonly string[]): CardContacts {
  const found: CardContacts = { emails: [], websites: [], phones: [], ids: [], rest: [] };
  const text = lines.join('\n');
  // 'Chairman's Club Member (MDRT USA)' on an agent's card from Coimbatore: the card is Indian.
  const abroad = ABROAD.test(text) && !INDIAN_CITY.test(text) && !INDIAN_MARK.test(text);
  for (const [index, original] of lines.entries()) {
    const slipsFixed = fixOcrSlips(original);
    let line = repairEmailSlips(slipsFixed);
    const repaired = line !== slipsFixed;
    line = cutAll(line, LABELLED_EMAIL, (m) => {
      const start = m.index! + m[0].indexOf(EMAIL.exec(m[0])![0]);
      // Letters glued to the address by a misread character ('karthik?6@…'): keep them, for the
      // user to put right, rather than an address that lost its start ('6@…').
      const glued = /[A-Za-z0-9._-]+[^\s\w:;,|(<>@.-]{1,2}$/.exec(line.slice(0, start))?.[0] ?? '';
      const address = (glued + EMAIL.exec(m[0])![0]).replace(/ /g, '').toLowerCase();
      if (found.emails.some((e) => e.address === address)) return;
      found.emails.push({ address, sure: glued ? 0.4 : emailSureness(line, start, address, repaired) });
    });
    line = cutAll(line, LABELLED_WEBSITE, (m) => {
      const site = new RegExp(WEBSITE.source, 'i').exec(m[0])![0].replace(/[./]+$/, '').toLowerCase();
      if (!found.websites.includes(site)) found.websites.push(site);
    });
    line = cutIds(line, found.ids);
    line = cutAll(line, GSTIN, (m) => found.ids.push(`GSTIN: ${m[0]}`));
    const { phones, rest } = phonesIn(line, { abroad });
    found.phones.push(...phones.map((p) => ({ ...p, line: index })));
    found.rest.push(phones.length > 0 ? rest.replace(LABEL_LEFT_BEHIND, '') : rest);
  }
  // A site printed with 'www.' or 'http' first: a bare domain may be an email whose '@' OCR lost
  // ('infolcwesanmarg.in' beside 'www.sanmarg.in').
  found.websites.sort((a, b) => Number(!MARKED_WEBSITE.test(a)) - Number(!MARKED_WEBSITE.test(b)));
  return found;
}

const MARKED_WEBSITE = /^(?:https?:\/\/|www\.)/i;

const ABROAD = keywordPattern(COUNTRIES_ABROAD);
const INDIAN_CITY = keywordPattern(CITIES);
// 'India', a +91 number, or a six-digit PIN code after a place ('Coimbatore - 641012').
const INDIAN_MARK = /\bindia\b|\+\s?91(?!\d)|\p{L}[\s,.]*-?\s*[1-8]\d{2}\s?\d{3}(?!\d)/iu;
const KNOWN_TLD = new RegExp(`\\.${TLD}$`, 'i');

/**
 * How sure an email reading is. An address glued to a stray mark or a word before it
 * ('karthik?6@gmail.com' read as '6@gmail.com', 'seosrika ntht@…') may have lost its start.
 */
function emailSureness(line: string, start: number, address: string, repaired: boolean): number {
  const before = line.slice(0, start);
  const gluedToMark = /[^\s:;,|(<>\-–]$/.test(before);
  // A small-letter word just before it may be the address's own start, split off by OCR; a
  // label, a name in capitals, a number or a website before it is not.
  const word = / ([a-z0-9._-]*[a-z][a-z0-9._-]*) $/.exec(` ${before}`)?.[1] ?? '';
  const afterAWord = word !== '' && !/\.[a-z]{2,}$/.test(word) && !EMAIL_LABEL_END.test(before);
  const local = address.split('@')[0]!;
  if (gluedToMark || afterAWord || local.length < 3) return 0.4;
  if (repaired) return 0.6;
  return KNOWN_TLD.test(address) ? 0.95 : 0.75;
}

/** OCR's usual slips around the '@': '©' or '®' for it, or beside it ('®@'); ',com' for '.com'. */
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
