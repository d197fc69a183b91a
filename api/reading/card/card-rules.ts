/**
 * Reads the fields of a business or ID card out of its OCR text, without any model: the
 * embedded counterpart of asking an LLM to read the card.
 *
 * Contact details come off first (see `card-contacts`). Every other printed line (or part of a
 * line, where a card prints 'Director, Bluepeak Technologies' or 'Name | Title') is then told to
 * be an address, a company, a job title, a line of degrees, or none of those; the name is the
 * most name-like of the rest. Bilingual cards print the name and company twice: the English line
 * is kept and the name in the other script goes to the notes.
 */
import type { Language } from '@shared/limits';
import type { ExtractedIdCard } from '@shared/schemas/contacts';
import { bestPhone, findCardContacts, type CardPhone, type PhoneKind } from './card-contacts';
import {
  ADDRESS_WORDS,
  CITIES,
  COMPANY_WORDS,
  DEPARTMENT_WORDS,
  EMAIL_LABELS,
  FIELD_LABELS,
  LEGAL_FORMS,
  PHONE_LABELS,
  POSITION_WORDS,
  QUALIFICATIONS,
  WEB_LABELS,
  keywordPattern,
} from './card-keywords';
import { TITLE_AT_START, bestName, bestNativeName, isLatin, languageOf, latinNameParts, nativeNameLike, tidyName } from './card-names';
import { degreeTokens, inferProfession } from './card-profession';
import { canonicalText, trimPunctuation } from '../text/script-text';

type Kind = 'name' | 'address' | 'company' | 'position' | 'qualification' | 'department' | 'other';

/** A printed line, or one part of it, with what it was found to be. */
interface Part {
  text: string;
  /** Index of the printed line it comes from (parts of one line share it). */
  line: number;
  kind: Kind;
  latin: boolean;
}

const ADDRESS_WORD = keywordPattern(ADDRESS_WORDS, { flags: 'g' });
const CITY = keywordPattern(CITIES, { wholeIndic: true, flags: 'g' });
const COMPANY_WORD = keywordPattern(COMPANY_WORDS, { flags: 'g' });
const LEGAL_FORM = keywordPattern(LEGAL_FORMS);
const POSITION_WORD = keywordPattern(POSITION_WORDS, { flags: 'g' });
const DEGREES = new Set(QUALIFICATIONS.map((q) => q.replace(/\./g, '')));
const DEPARTMENT = keywordPattern(DEPARTMENT_WORDS);
const PIN_CODE = /(?<!\d)[1-9]\d{2} ?\d{3}(?!\d)/;
// 'Name: …', 'Designation: …' on ID cards: the label says what the value is.
const FIELD_LABEL = (Object.keys(FIELD_LABELS) as Array<keyof typeof FIELD_LABELS>).map(
  (kind) => [kind, new RegExp(`^(?:${keywordPattern(FIELD_LABELS[kind], { wholeIndic: true }).source})\\s*[:：\\-–]\\s*(?=\\S)`, 'iu')] as const,
);
// A house or plot number opening an address: '98,', '#12,', 'No. 12,', 'B-42,', '12/3,'.
const HOUSE_NUMBER = /^(?:#|no\.?|plot|flat|door|h\.? ?no\.?)?\s*[A-Z]?-?\d+[A-Z]?(?:[/-]\d+[A-Z]?)*\s*[,/]/i;
const LABEL_ONLY = new RegExp(`^(?:${keywordPattern([...PHONE_LABELS.mobile, ...PHONE_LABELS.phone, ...PHONE_LABELS.fax, ...EMAIL_LABELS, ...WEB_LABELS]).source})$`, 'iu');
// Free mail providers: their domain says nothing about the company.
const FREE_MAIL = /^(?:gmail|yahoo|ymail|outlook|hotmail|live|rediffmail|rediff|icloud|proton|protonmail|aol|zoho)$/i;

/** Extracts name, contact details, company, job, profession, address and notes from a card's text. */
export function extractCardFields(text: string, language: Language): ExtractedIdCard {
  const lines = canonicalText(text)
    .split('\n')
    .filter((l) => l.trim() !== '');
  const contacts = findCardContacts(lines);
  const parts = contacts.rest.flatMap((rest, line) => splitLine(rest).flatMap((p) => classify(p, line)));
  const used = new Set<Part>();
  const take = (p: Part | undefined) => {
    if (p) used.add(p);
    return p;
  };

  const labelledName = parts.find((p) => p.kind === 'name');
  const latinName = take(
    labelledName?.latin ? labelledName : bestName(parts.filter((p) => p.latin && p.kind === 'other' && latinNameParts(p.text))),
  );
  const nativeCandidates = parts.filter((p) => !p.latin && p.kind === 'other' && nativeNameLike(p.text));
  const nativeName = take(labelledName && !labelledName.latin ? labelledName : bestNativeName(nativeCandidates, latinName));
  const name = latinName ?? nativeName;
  const title = name ? (TITLE_AT_START.exec(name.text)?.[0].trim() ?? '') : '';

  const companies = preferLatin(parts.filter((p) => p.kind === 'company'));
  const company = take(companies[0] ?? companyFromDomain(parts.filter((p) => !used.has(p) && p.kind === 'other'), contacts));
  const positions = preferLatin(parts.filter((p) => p.kind === 'position'));
  const position = take(positions[0]);
  const addresses = addressRuns(parts);
  const address = addresses[0];
  address?.forEach((p) => used.add(p));
  const phone = bestPhone(contacts.phones);

  const notes: string[] = [];
  if (latinName && nativeName) notes.push(`Name in ${languageOf(nativeName.text, language)}: ${nativeName.text}`);
  for (const p of parts) {
    if (used.has(p)) continue;
    // The same company or job in the card's other script: the English line already says it.
    if ((p.kind === 'company' && company) || (p.kind === 'position' && position)) {
      if (!p.latin) continue;
    }
    if (p.kind === 'address') continue; // other addresses are added whole below
    if (p.kind === 'other' && !worthKeeping(p.text)) continue;
    notes.push(p.text);
  }
  notes.push(...contacts.phones.filter((p) => p !== phone).map(phoneNote));
  notes.push(...contacts.emails.slice(1).map((e) => `Email: ${e}`));
  notes.push(...contacts.websites.slice(1).map((w) => `Website: ${w}`));
  notes.push(...contacts.ids);
  notes.push(...addresses.slice(1).map((run) => `Address: ${joinAddress(run)}`));

  return {
    name: name ? tidyName(name.text) : '',
    email: contacts.emails[0] ?? '',
    phone: phone?.digits ?? '',
    company: company?.text ?? '',
    position: position?.text ?? '',
    profession: inferProfession({
      title,
      qualifications: parts.filter((p) => p.kind === 'qualification').map((p) => p.text),
      positions: positions.map((p) => p.text),
      companies: companies.map((p) => p.text),
    }),
    address: address ? joinAddress(address) : '',
    website: contacts.websites[0] ?? '',
    notes: [...new Set(notes)].join('\n'),
  };
}

/** The parts of a line a card separates with bars or bullets ('Name | Title'). */
function splitLine(rest: string): string[] {
  return rest
    .split(/\s[|•·]\s|\s{2,}|[|•]/)
    .map(trimPunctuation)
    .filter((p) => /\p{L}/u.test(p) && !LABEL_ONLY.test(p.replace(/[:.]$/, '')));
}

/**
 * What a part is. An address line stays whole (its commas separate the address); other lines
 * are split at commas or ' at ' when their pieces are different things: 'Director, Bluepeak
 * Technologies', 'Partner at Gupta & Associates', 'Dr. Ramesh Hegde, MBBS, MD'.
 */
function classify(text: string, line: number): Part[] {
  const part = (t: string, kind: Kind): Part => ({ text: t, line, kind, latin: isLatin(t) });
  for (const [kind, label] of FIELD_LABEL) {
    const m = label.exec(text);
    if (m) return [part(text.slice(m[0].length).trim(), kind)];
  }
  const whole = kindOf(text);
  if (whole === 'address' || whole === 'qualification') return [part(text, whole)];
  const pieces = text.split(/\s*,\s*|\s+at\s+|\s+[-–—]\s+/).map(trimPunctuation).filter(Boolean);
  if (pieces.length > 1) {
    const kinds = pieces.map(kindOf);
    const meaningful = kinds.every((k, i) => k !== 'other' || latinNameParts(pieces[i]) || nativeNameLike(pieces[i]));
    if (meaningful && new Set(kinds).size > 1) {
      // Neighbouring pieces of one kind stay together ('MBBS, MD').
      const merged: Part[] = [];
      pieces.forEach((piece, i) => {
        const last = merged.at(-1);
        if (last && last.kind === kinds[i] && kinds[i] !== 'other') last.text += `, ${piece}`;
        else merged.push(part(piece, kinds[i]));
      });
      return merged.map((p) => ({ ...p, latin: isLatin(p.text) }));
    }
  }
  return [part(text, whole)];
}

function kindOf(text: string): Kind {
  if (isQualifications(text)) return 'qualification';
  const addressWords = [...text.matchAll(ADDRESS_WORD)];
  const cities = [...text.matchAll(CITY)];
  const strongAddress =
    PIN_CODE.test(text) ||
    HOUSE_NUMBER.test(text) ||
    addressWords.length >= 2 ||
    (addressWords.length >= 1 && cities.length >= 1) ||
    cities.some((c) => isCityOnly(text, c));
  if (strongAddress) return 'address';
  if (LEGAL_FORM.test(text)) return 'company';
  // 'Head of Department' is a job; 'Department of Cardiology' is where it is held.
  if (DEPARTMENT.test(text) && !text.match(POSITION_WORD)) return 'department';
  // Otherwise the last keyword decides: 'Manipal Hospital' is a company, 'Hospital Road' an
  // address, 'Bank Manager' a job.
  const last = (matches: RegExpMatchArray[]) => (matches.length ? matches.at(-1)!.index! : -1);
  const candidates: Array<[number, Kind]> = [
    [last(addressWords), 'address'],
    [last([...text.matchAll(COMPANY_WORD)]), 'company'],
    [last([...text.matchAll(POSITION_WORD)]), 'position'],
  ];
  const [index, kind] = candidates.reduce((a, b) => (b[0] > a[0] ? b : a));
  return index >= 0 ? kind : 'other';
}

/** A city on its own or ending an address ('Bengaluru', '…, Mysuru'), not inside a name ('Ramesh Kota'). */
function isCityOnly(text: string, city: RegExpMatchArray): boolean {
  const before = text.slice(0, city.index);
  const after = text.slice(city.index! + city[0].length);
  return /^[\s\d,.\-–]*$/.test(after) && (/^[\s\d,.\-–]*$/.test(before) || /,\s*$/.test(before));
}

/** A line of degrees ('MBBS, MD (General Medicine)', 'B.E., MBA', 'FCA'). */
function isQualifications(text: string): boolean {
  const printed = text.replace(/\([^)]*\)/g, ' ').split(/[,;/&|]|\s+/).filter((t) => /\p{L}/u.test(t));
  if (printed.length === 0) return false;
  const degree = (t: string) => {
    const bare = t.replace(/\./g, '');
    // Two-letter degrees ('MD', 'BE', 'MA') only in capitals: 'Be', 'Ma', 'Ms.' are words and titles.
    return DEGREES.has(bare.toLowerCase()) && (bare.length > 2 || bare === bare.toUpperCase()) && /[A-Z]/.test(t);
  };
  const degrees = printed.filter(degree).length;
  return degrees >= 1 && degrees / printed.length >= 0.5 && degreeTokens(text).length > 0;
}

/** English lines first (the field is for the English form), then in printed order. */
function preferLatin(parts: Part[]): Part[] {
  return [...parts].sort((a, b) => Number(b.latin) - Number(a.latin) || a.line - b.line);
}

/** A company line with no company word ('BLUEPEAK'), found through the website or email domain. */
function companyFromDomain(others: Part[], contacts: { emails: string[]; websites: string[] }): Part | undefined {
  const domains = [...contacts.websites.map((w) => w.replace(/^https?:\/\//, '').replace(/^www\./, '')), ...contacts.emails.map((e) => e.split('@')[1]!)];
  const stems = domains.map((d) => d.split('.')[0]!.toLowerCase()).filter((s) => s.length >= 4 && !FREE_MAIL.test(s));
  return others.find((p) => {
    const letters = p.text.toLowerCase().replace(/[^a-z0-9]/g, '');
    return letters.length >= 4 && stems.some((s) => letters.startsWith(s) || s.startsWith(letters));
  });
}

/**
 * The card's addresses, best first: runs of address lines printed one under another, with a
 * line between two of them counted in ('4th Floor, …' / 'Prestige Tech Park' / 'Bengaluru 560103').
 * An English address comes before one in another script, one with a PIN code before one without.
 */
function addressRuns(parts: Part[]): Part[][] {
  const runs: Part[][] = [];
  parts.forEach((p) => {
    if (p.kind !== 'address') return;
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && p.line - last.line <= 1) run.push(p);
    else if (run && last && p.line - last.line === 2) {
      const between = parts.filter((q) => q.line === last.line + 1);
      if (between.every((q) => q.kind === 'other' && !latinNameParts(q.text))) run.push(...between, p);
      else runs.push([p]);
    } else runs.push([p]);
  });
  const score = (run: Part[]) => (run.some((p) => p.latin) ? 2 : 0) + (run.some((p) => PIN_CODE.test(p.text)) ? 1 : 0);
  return runs.sort((a, b) => score(b) - score(a));
}

function joinAddress(run: Part[]): string {
  return run.map((p) => p.text.replace(/[,\s]+$/, '')).join(', ');
}

function phoneNote(phone: CardPhone): string {
  const label: Record<PhoneKind, string> = { mobile: 'Mobile', phone: 'Phone', fax: 'Fax' };
  return `${label[phone.kind]}: ${phone.printed}`;
}

/** Whether a leftover line is text (a tagline, a branch) rather than OCR noise. */
function worthKeeping(text: string): boolean {
  if (!isLatin(text)) return [...text].filter((c) => /\p{L}/u.test(c)).length >= 4;
  const words = text.split(/\s+/);
  const real = words.filter((w) => /^[A-Za-z][a-z]{2,}[.,]?$|^[A-Z]{3,}[.,]?$/.test(w)).length;
  return real >= 2 && real / words.length >= 0.6;
}
