/**
 * Reads the fields of a business or ID card out of its OCR text, without any model: the
 * embedded counterpart of asking an LLM to read the card.
 *
 * Contact details come off first (see `card-contacts`). Every other printed line (or part of a
 * line) is then told to be an address, a company, a job title, a line of degrees, or none of
 * those (see `card-parts`); the name is the most name-like of the rest. Bilingual cards print the
 * name and company twice: the English line is kept and the name in the other script goes to the
 * notes.
 *
 * Each filled field says how sure the rule that found it is (`confidence`): a labelled email or
 * 'Name:' is sure; a line taken for the name only by its shape is not, and the form asks the
 * user to check it.
 */
import type { Language } from '@shared/limits';
import { LOW_CONFIDENCE } from '@shared/schemas/confidence';
import type { ExtractedIdCard, IdCardField } from '@shared/schemas/contacts';
import { joinAddress, addressRuns } from './card-address';
import { brandOverCompany, companyAboveServices, companyFromContacts, companySpelledByContacts, departmentOfGovernment, firmAboveTrade, serviceListLines, spelledByAddress, stackCompanyNames } from './card-company';
import { findCardContacts } from './card-contacts';
import { spellAsPrinted } from './card-email';
import { bestPhone, isMobile, type CardPhone, type PhoneKind } from './card-phones';
import { CITY, PIN_CODE, cityAtEnd, hasLegalForm, kindOf, partsOf, type Part } from './card-parts';
import { TITLE_AT_START, bestName, lettersForDigits, bestNativeName, isLatin, languageOf, latinNameParts, nativeNameLike, tidyName, withoutStrayEnds } from './card-names';
import { inferProfession } from './card-profession';
import { cardLines } from './card-text';
import { withLineConfidence, type ReadLine } from './card-confidence';
import { SURE } from '../text/confidence-scale';
import { keywordPattern } from '../text/keyword-pattern';
import { BADGE_ROLES } from '../languages/card-words';

/**
 * Extracts name, contact details, company, job, profession, address and notes from a card's
 * text. With the OCR's `lines` (their word confidence), a field read off a line the OCR doubted
 * is marked for checking too.
 */
export function extractCardFields(text: string, language: Language, lines: readonly ReadLine[] = []): ExtractedIdCard {
  return withLineConfidence(fieldsOf(text, language), lines);
}

function fieldsOf(text: string, language: Language): ExtractedIdCard {
  const lines = cardLines(text);
  const contacts = findCardContacts(lines);
  // The address as the card spells its words elsewhere (a name's letter read as its look-alike).
  const emails = contacts.emails.map((e) => spellAsPrinted(e.address, contacts.rest));
  const stacked = stackCompanyNames(contacts.rest.flatMap((rest, line) => partsOf(rest, line)));
  // The shop's name spelled by its address, over the lines its logo stacks it on, is the company.
  const spelled = companySpelledByContacts(stacked, { emails, websites: contacts.websites });
  const parts = spelled?.parts ?? stacked;
  const used = new Set<Part>();
  const take = (p: Part | undefined) => {
    if (p) used.add(p);
    return p;
  };
  const confidence: Partial<Record<IdCardField, number>> = {};

  // A line that spells the card's own domain is the brand, not a person ('Rajwada Thal' of rajwadathal.com).
  const spelledBrand = spelled && !spelled.trade ? spelled.company : undefined;
  const brand = spelledBrand ?? companyFromContacts(parts.filter((p) => p.kind === 'other' && p.latin), { emails, websites: contacts.websites }, {});
  const labelledName = parts.find((p) => p.kind === 'name');
  // Nor is a line that starts with the brand ('Sanmarg Bhawan', the company's building).
  const brandWord = brand?.text.toLowerCase().replace(/[^a-z]/g, '') ?? '';
  // Nor is a word of the services a shop lists ('CATERING | DECORATION').
  const services = serviceListLines(parts);
  const notBrand = (p: Part) => p !== brand && !(brandWord.length >= 4 && p.text.toLowerCase().startsWith(brandWord)) && !services.has(p.line);
  const latin = labelledName?.latin ? { part: labelledName, sure: SURE.labelled } : pickLatinName(parts.filter(notBrand), contacts.phones);
  const latinName = take(latin?.part);
  const nativeCandidates = parts.filter((p) => !p.latin && p.kind === 'other' && nativeNameLike(p.text));
  // The line just above a designation or a phone number names whom they belong to.
  const placedLines = new Set([...parts.filter((p) => p.kind === 'position').map((p) => p.line), ...contacts.phones.map((p) => p.line)]);
  const nativeName = take(labelledName && !labelledName.latin ? labelledName : bestNativeName(nativeCandidates, latinName, (p) => placedLines.has(p.line + 1)));
  const name = latinName ?? nativeName;
  if (name) confidence.name = latinName ? latin!.sure : labelledName ? SURE.labelled : SURE.shapeOnly;
  const title = name ? (TITLE_AT_START.exec(name.text)?.[0].trim() ?? '') : '';

  // English first; then a name with its legal form ('MANALI LUBRICANTS Pvt. Ltd') over a logo's words.
  const companies = preferLatin(parts.filter((p) => p.kind === 'company' && !services.has(p.line))).sort((a, b) => Number(b.latin) - Number(a.latin) || Number(hasLegalForm(b.text)) - Number(hasLegalForm(a.text)));
  const fromContacts = companies.length
    ? undefined
    : (companyFromContacts(parts.filter((p) => !used.has(p) && p.kind === 'other'), { emails, websites: contacts.websites }) ??
      companyAboveServices(parts.filter((p) => !used.has(p))) ??
      firmAboveTrade(parts.filter((p) => !used.has(p))));
  const branded = brand && brandOverCompany(brand, companies[0], spelledBrand ? spelled!.atTop : undefined);
  const chosen = spelled?.trade ? spelled.company : branded ? branded.company : (companies[0] ?? spelledBrand ?? fromContacts);
  const company = take(departmentOfGovernment(chosen, parts));
  if (branded?.stacked) used.add(companies[0]!);
  if (company) confidence.company = company.labelled ? SURE.labelled : fromContacts ? SURE.shapeOnly : company.latin ? SURE.keyword : SURE.placed;
  // On a line listing several people with their numbers ('Sathish 98407… Raji 95663… Mechanic'),
  // a job belongs to one of them, not surely to the person taken for the card's name.
  const listLines = contactListLines(contacts.phones);
  // A trade printed above the person, under the firm ('चार्टर्ड अकाउंटेंट्स', 'Advocates & Solicitors'),
  // is the firm's; the designation is printed with the name or below it.
  const aboveName = (p: Part) => (name && p.line < name.line ? 1 : 0);
  const positions = parts
    .filter((p) => p.kind === 'position' && !listLines.has(p.line))
    .sort((a, b) => Number(b.latin) - Number(a.latin) || aboveName(a) - aboveName(b) || a.line - b.line);
  // No designation printed: an ID card's role badge ('PRESS', 'VISITOR') says what the bearer is.
  const position = take(positions[0] ?? parts.find((p) => !used.has(p) && isBadgeRole(p.text)));
  if (position) confidence.position = position.labelled ? SURE.labelled : position.kind === 'position' ? SURE.keyword : SURE.placed;
  const addresses = addressRuns(parts);
  const run = addresses[0];
  run?.forEach((p) => used.add(p));
  // A bilingual card prints its address twice: the field takes the English lines, the notes the others.
  const address = run?.some((p) => p.latin) ? run.filter((p) => p.latin || !/\p{L}/u.test(p.text)) : run;
  const nativeAddress = run?.filter((p) => !address!.includes(p)) ?? [];
  if (address) confidence.address = address.some((p) => PIN_CODE.test(p.text) || p.text.search(CITY) >= 0) ? SURE.keyword : SURE.shapeOnly;
  // No address printed, but the organisation's line ends with its town ('… College of
  // Engineering, NAGPUR'): the town is where the contact is, and what the map needs.
  const town = !address && company ? cityAtEnd(company.text) : '';
  if (town) confidence.address = SURE.placed;
  const phone = bestPhone(contacts.phones);
  if (phone) confidence.phone = phoneSureness(phone);
  if (contacts.emails[0]) confidence.email = contacts.emails[0].sure;
  if (contacts.websites[0]) confidence.website = SURE.keyword;

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
  notes.push(...emails.slice(1).map((e) => `Email: ${e}`));
  notes.push(...contacts.websites.slice(1).map((w) => `Website: ${w}`));
  notes.push(...contacts.ids);
  if (nativeAddress.length) notes.push(`Address in ${languageOf(nativeAddress[0].text, language)}: ${joinAddress(nativeAddress)}`);
  notes.push(...addresses.slice(1).map((other) => `Address: ${joinAddress(other)}`));

  const profession = inferProfession({
    title,
    qualifications: parts.filter((p) => p.kind === 'qualification').map((p) => p.text),
    positions: positions.map((p) => p.text),
    companies: companies.map((p) => p.text),
  });
  if (profession) confidence.profession = SURE.placed;

  return {
    name: name ? tidyName(name.text) : '',
    email: emails[0] ?? '',
    phone: phone?.digits ?? '',
    company: company ? spelledByAddress(company.text, { emails, websites: contacts.websites }) : '',
    position: position?.text ?? '',
    profession,
    address: address ? joinAddress(address) : town,
    website: contacts.websites[0] ?? '',
    notes: [...new Set(notes)].join('\n'),
    confidence,
  };
}

/**
 * Whether a reading holds anything a person can use: a number, an email or a website to reach
 * them, or a name or company the rules are sure of. A reader refuses a photo that gives less
 * ('The card could not be read…') rather than fill the form with OCR's reading of a picture.
 */
export function readsAsCard(card: ExtractedIdCard): boolean {
  if (card.phone || card.email || card.website) return true;
  const sure = (field: 'name' | 'company') => card[field] !== '' && (card.confidence?.[field] ?? 1) >= LOW_CONFIDENCE;
  return sure('name') || sure('company');
}

/**
 * The person's name in Latin letters, and how sure its place makes it. A name stands just above
 * its designation or degrees on most cards, so such a line is preferred and surer; one word
 * counts as a name only where its place says so: above a designation, or printed beside a phone
 * number ('Sathish 98407 68632', '+91 91333 14441 (Ravindra Rana)').
 */
function pickLatinName(parts: Part[], phones: readonly CardPhone[]): { part: Part; sure: number } | undefined {
  // The next English line (a bilingual card prints the name again in its script in between).
  const describes = (p: Part) => {
    const next = parts.filter((q) => q.line > p.line && q.latin).map((q) => q.line)[0];
    const title = (q: Part) => q.kind === 'position' || q.kind === 'qualification';
    // 'Ravi Shankar | Director', 'Prop. Md. Saleem': the designation on the name's own line.
    return parts.some((q) => title(q) && (q.line === p.line || q.line === p.line + 1 || (q.line === next && next - p.line <= 2)));
  };
  // A line cut by bars or bullets into three or more items is a list ('CBSE • ICSE • State Board'), not a name.
  const perLine = new Map<number, number>();
  for (const p of parts) perLine.set(p.line, (perLine.get(p.line) ?? 0) + 1);
  const candidates = parts
    .filter((p) => p.latin && p.kind === 'other' && (perLine.get(p.line) ?? 0) < 3)
    .map((p) => ({ ...p, text: withoutStrayEnds(lettersForDigits(p.text)), original: p }))
    .filter((p) => latinNameParts(p.text) || (describes(p.original) && latinNameParts(p.text, { oneWord: true })));
  const best = bestName(candidates, (p) => (describes(p.original) ? 3 : 0));
  // 'Contact: +91 91333 14441 (Ravindra Rana)': a name in brackets beside the number says whose
  // it is, surer than a line taken for a name by its shape alone (a slogan such as 'Connecting People').
  const bracketed = phones.map((p) => p.after).find((text) => text && latinNameParts(text));
  if (best && bracketed && !latinNameParts(best.text, { oneWord: true })!.title && !describes(best.original)) {
    const part = parts.find((p) => p.text === bracketed || p.text.endsWith(` ${bracketed}`));
    return { part: part ? { ...part, text: bracketed } : { text: bracketed, line: -1, kind: 'other', latin: true }, sure: SURE.placed };
  }
  if (best) {
    const parsed = latinNameParts(best.text, { oneWord: true })!;
    const sure = parsed.title || describes(best.original) ? SURE.placed : SURE.shapeOnly;
    Object.assign(best.original, { text: best.text });
    return { part: best.original, sure };
  }
  // One word alone on the line just above the numbers: the person they reach ('MUDALIAR' / 'Ph: …').
  const abovePhones = parts.find(
    (p) => p.latin && p.kind === 'other' && phones.some((ph) => ph.line === p.line + 1) && /^[A-Z][A-Za-z]{4,}$/.test(p.text.trim()) && latinNameParts(p.text.trim(), { oneWord: true }),
  );
  if (abovePhones) return { part: abovePhones, sure: SURE.shapeOnly };
  // A contact person printed with their number: the words just before it, or in brackets after it.
  for (const phone of phones) {
    for (const text of [phone.after, lastWords(phone.before)]) {
      if (text && latinNameParts(text, { oneWord: true })) {
        const part = parts.find((p) => p.text === text || p.text.endsWith(` ${text}`));
        return { part: part ? { ...part, text } : { text, line: -1, kind: 'other', latin: true }, sure: SURE.guess };
      }
    }
  }
  return undefined;
}

/** The lines of a card that prints two people or more, each beside their number. */
const PHONE_LABEL_AT_END = /(?<![A-Za-z])(?:mob(?:ile)?|ph(?:one)?|cell|tel|fax|whatsapp|off|res|[mtp])[\s.:-]*$/i;

function contactListLines(phones: readonly CardPhone[]): Set<number> {
  const named = phones.filter((p) => p.line !== undefined && lastWords(p.before) !== '');
  return new Set(named.length >= 2 ? named.map((p) => p.line!) : []);
}

/** The last one to three words of `text` that could be a name ('Sathish' of '… Sathish'). */
function lastWords(text: string): string {
  // The number's own label goes first ('Harpreet Singh Bedi Mob:').
  const words = text.replace(PHONE_LABEL_AT_END, '').replace(/[^A-Za-z.'\s]/g, ' ').trim().split(/\s+/);
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    const tail = words.slice(-n).join(' ');
    // 'Clinic: 0891-2754318' names the line's number, not a person; 'Managing Partner 98183…' is a job's.
    if (latinNameParts(tail, { oneWord: true }) && kindOf(tail) !== 'company' && kindOf(tail) !== 'position') return tail;
  }
  return '';
}

const BADGE_ROLE = new RegExp(`^(?:${keywordPattern(BADGE_ROLES, { wholeIndic: true }).source})$`, 'iu');

/** A role alone on its line, in capitals when in Latin letters ('PRESS', not 'Press' in a slogan). */
function isBadgeRole(text: string): boolean {
  return BADGE_ROLE.test(text.trim()) && (!isLatin(text) || text === text.toUpperCase());
}

/** A labelled mobile is sure; a number kept without its country code needs checking. */
function phoneSureness(phone: CardPhone): number {
  if (!phone.codeKnown || phone.misread) return SURE.shapeOnly;
  if (phone.labelled) return SURE.labelled;
  return isMobile(phone) ? SURE.keyword : SURE.placed;
}

/** English lines first (the field is for the English form), then in printed order. */
function preferLatin(parts: Part[]): Part[] {
  return [...parts].sort((a, b) => Number(b.latin) - Number(a.latin) || a.line - b.line);
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
