/**
 * The organisation on a card when no line names it outright: a trade word printed under the
 * shop's own name ('Sri Murugan' / 'TRADERS'), or a line that spells the website or email.
 */
import { COMPANY_WORDS } from '../languages/card-words';
import { keywordPattern } from '../text/keyword-pattern';
import { editDistance } from '../text/near-words';
import { hasLegalForm, hasRealWords, type Part } from './card-parts';
import { TITLE_AT_START, TRADES_IN_PLURAL, lettersForDigits } from './card-names';

// Free mail providers: their domain says nothing about the company (the name before the @ may).
// OCR reads gmail's 'm' as 'rn' now and then ('grnail').
const FREE_MAIL = /^(?:g(?:m|rn)ail|yahoo|ymail|outlook|hotmail|live|rediffmail|rediff|icloud|proton|protonmail|aol|zoho)$/i;
const COMPANY_WORDS_ONLY = new RegExp(`(?:${keywordPattern(COMPANY_WORDS).source}|&|\\band\\b|\\s)+`, 'giu');

/**
 * Joins a line of trade words alone ('TRADERS', 'Packers & Movers', 'RESTAURANT & WINES') to the
 * short line printed just above it, the shop's own name: logos stack the two. Returns the
 * parts with the pair as one company part.
 */
export function stackCompanyNames(parts: readonly Part[]): Part[] {
  const out = [...parts];
  for (let i = 1; i < out.length; i++) {
    const p = out[i];
    // In an Indian script, one word of trade ('உணவகம்' under 'செட்டிநாடு விருந்து'), or a few under
    // the brand that opens the card ('ధన్వంతరి' / 'ആയുർവേദ ചികിത്സാലയം' is 'ധന്വന്തരി' above it).
    const words = p.text.trim().split(/\s+/).length;
    const atTop = new Set(out.slice(0, i).map((q) => q.line)).size <= 2;
    const tradeAlone = p.latin ? tradeWordsOnly(p.text) || /^[A-Z][A-Za-z]+$/.test(p.text) : words === 1 || (words <= 3 && atTop);
    if (p.kind !== 'company' || !tradeAlone) continue;
    // One item of a line of services ('CATERING | DECORATION') names what the shop does, not the shop.
    if (out.filter((q) => q.line === p.line).length > 1) continue;
    const above = out.filter((q) => q.line === p.line - 1);
    const name = above.length === 1 ? above[0] : undefined;
    if (!name || name.kind !== 'other' || name.latin !== p.latin || /\d/.test(name.text) || !hasRealWords(name.text)) continue;
    if (name.text.split(/\s+/).length > 4) continue;
    out[i] = { ...p, text: `${name.text} ${p.text}`, line: name.line };
    out.splice(out.indexOf(name), 1);
    i--;
  }
  return out;
}

/** 'TRADERS', 'Packers & Movers': nothing but words of trade. */
function tradeWordsOnly(text: string): boolean {
  return text.replace(COMPANY_WORDS_ONLY, '').replace(/[^A-Za-z]/g, '').length <= 1;
}

/**
 * A company line with no company word ('BLUEPEAK'), found through the website, the email's
 * domain, or, for free mail, the name before the @ ('chainsgears@gmail.com' → 'Chains & Gears').
 * OCR may have misread a letter or two of the line ('Rajwacla Thad' for rajwadathal.com).
 */
export function companyFromContacts(
  others: readonly Part[],
  contacts: { emails: string[]; websites: string[] },
  options: { freeMailNames?: boolean } = { freeMailNames: true },
): Part | undefined {
  const domains = [...contacts.websites.map((w) => w.replace(/^https?:\/\//, '').replace(/^www\./, '')), ...contacts.emails.map((e) => e.split('@')[1]!)];
  const stems = domains.map((d) => d.split('.')[0]!.toLowerCase()).filter((s) => s.length >= 4 && !FREE_MAIL.test(s));
  const locals = contacts.emails
    .filter((e) => options.freeMailNames && FREE_MAIL.test(e.split('@')[1]!.split('.')[0]!))
    .map((e) => e.split('@')[0]!.toLowerCase().replace(/[^a-z]/g, ''));
  return others.find((p) => {
    const letters = p.text.toLowerCase().replace(/[^a-z0-9]/g, '');
    if (letters.length < 4) return false;
    // A domain drops the '&' ('SHAH & MEHTA' of shahmehta.co.uk) or spells it out ('LOFT & LINEN' of loftandlinen.in).
    const spelledOut = p.text.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]/g, '');
    const spellsAs = (form: string, s: string) => form.startsWith(s) || s.startsWith(form) || (form.length >= 6 && editDistance([...form], [...s]) <= form.length / 4);
    const spells = (s: string) => spellsAs(letters, s) || (spelledOut !== letters && spellsAs(spelledOut, s));
    // A logo may spell its own domain in lower case ('sanmarg' of sanmarg.in), but a shop's name
    // matched to a free-mail handle is printed capitalised: a lower-case one is the handle itself,
    // broken off its address by OCR ('dsmkarthikeyan?' of 'dsmkarthikeyan?6@gmail.com').
    return stems.some(spells) || (/[A-Z]/.test(p.text) && locals.some((l) => letters.length >= 6 && l.startsWith(letters)));
  });
}

/**
 * The company's name in the letters of the card's own website or email that spells it whole,
 * where OCR misread one or two ('Rajwacla That' of www.rajwadathal.com → 'Rajwada Thal'); else as read.
 */
export function spelledByAddress(company: string, contacts: { emails: string[]; websites: string[] }): string {
  for (const { handle } of addressHandles(contacts)) {
    const spelled = spelledAs(company, handle);
    if (spelled !== company) return spelled;
  }
  return company;
}

/** The letters each address spells a name in: a domain's first part, or for free mail the name before the @. */
function addressHandles(contacts: { emails: string[]; websites: string[] }): Array<{ handle: string; freeMail: boolean }> {
  return [
    ...contacts.emails.map((e) => e.split('@')),
    ...contacts.websites.map((w) => ['', w.replace(/^https?:\/\//, '').replace(/^www\./, '')]),
  ].map(([local, domain]) => {
    const stem = domain!.split('.')[0]!;
    return { handle: letterRun(FREE_MAIL.test(stem) ? local! : stem), freeMail: FREE_MAIL.test(stem) };
  });
}

// A shop's name may open with a word its address leaves out ('SREE VARADHA SILK HOUSE' of
// varadhasilks@…, 'Hotel Godavari Residency' of godavariresidency.com).
const WORD_LEFT_OUT = /^(?:sri|sree|shri|shree|the|hotel|m\/s\.?)\s+/i;
// Letters as an address spells them: OCR's '0' and '1' inside a word are 'o' and 'l' ('Ras0i'),
// and letters compared as OCR may misread them: 'cl' for 'd' ('Rajwacla' of rajwada…), 'rn' for 'm'.
const foldLookAlikes = (letters: string) => letters.replace(/cl/g, 'd').replace(/rn/g, 'm');
const letterRun = (text: string) => foldLookAlikes(lettersForDigits(text).toLowerCase().replace(/[^a-z]/g, ''));
// A number standing as a word: a line with one is no logo's name.
const NUMBER_WORD = /(?<![A-Za-z])\d+(?![A-Za-z])/;

/**
 * The shop's name as its address or website spells it, over the lines a logo stacks it on:
 * 'SAHYADRI' / 'MOTOR WORKS' of sahyadrimotorworks@gmail.com, 'KAYAL' / 'KITCHEN' of
 * kayalkitchenkoch1@…, 'SREE VARADHA SILK HOUSE' of varadhasilks@…. The address spells the first
 * line whole and each further line at least in part; the lines hold a word of trade, so a
 * person's name spelled by their own address is not taken. Returns the parts with those lines as
 * one company part, and that part.
 */
export function companySpelledByContacts(
  parts: readonly Part[],
  contacts: { emails: string[]; websites: string[] },
): { parts: Part[]; company: Part; trade: boolean; atTop: boolean } | undefined {
  const handles = addressHandles(contacts);
  const alone = (p: Part) => p.latin && !NUMBER_WORD.test(p.text) && p.text.split(/\s+/).length <= 5 && parts.filter((q) => q.line === p.line).length === 1;
  // A letter OCR read off an ornament between the logo's lines ('Sri Vinayaga' / 'S' / 'TRADERS').
  const ornament = (p: Part) => p.text.replace(/[^\p{L}]/gu, '').length <= 1;
  // The lines that spell most of an address: 'MANALI LUBRICANTS' of manalilubs@…, not 'manali' / 'Oils'.
  let best: { parts: Part[]; company: Part; letters: number; trade: boolean; atTop: boolean } | undefined;
  for (const { handle, freeMail } of handles.filter((h) => h.handle.length >= 6)) {
    for (let i = 0; i < parts.length; i++) {
      const first = firstLineSpelled(parts[i]!, handle);
      if (!alone(parts[i]!) || parts[i]!.kind === 'position' || !first) continue;
      const run = [parts[i]!];
      let spelled = first;
      let end = i;
      // Each further line spelled at least in its first three letters, while the address lasts.
      for (let j = i + 1; j < parts.length && run.length < 3 && commonPrefix(spelled, handle) === spelled.length; j++) {
        const p = parts[j]!;
        if (ornament(p) && p.line === run.at(-1)!.line + 1 && j + 1 < parts.length) continue;
        if (!alone(p) || p.kind === 'position' || p.line > run.at(-1)!.line + 2) break;
        const letters = letterRun(p.text);
        if (commonPrefix(spelled + letters, handle) < spelled.length + Math.min(3, letters.length)) break;
        run.push(p);
        spelled += letters;
        end = j;
      }
      const trade = run.some((p) => p.kind === 'company' || COMPANY_WORD_IN.test(lettersForDigits(p.text)));
      const atTop = isBrandAtTop(parts, i, end);
      // A logo may spell its domain in small letters ('sanmarg' of sanmarg.in), but a line in small
      // letters that spells a free-mail address is the address itself, broken off by OCR ('srivinayagatraders?é').
      if ((!trade && !atTop) || (freeMail && !/[A-Z]/.test(run.map((p) => p.text).join('')))) continue;
      const letters = commonPrefix(spelled, handle);
      if (best && best.letters >= letters) continue;
      // Without a word of trade it is the brand: the company's line may still name it whole ('SUNRISE' / 'Sunrise Multispeciality Hospital').
      const company: Part = { text: run.map((p) => p.text).join(' '), line: run[0]!.line, kind: trade ? 'company' : 'other', latin: true };
      best = { parts: [...parts.slice(0, i), company, ...parts.slice(end + 1)], company, letters, trade, atTop };
    }
  }
  return best && { parts: best.parts, company: best.company, trade: best.trade, atTop: best.atTop };
}

// At most this many letters of a name OCR misread are put right from the address that spells it.
const MAX_LETTERS_MENDED = 2;

/**
 * `text` in the letters of the address that spells it whole, where OCR misread a letter or two
 * ('Rajwacla That' of www.rajwadathal.com → 'Rajwada Thal'), in the case it was printed in; else
 * `text` as printed.
 */
function spelledAs(text: string, handle: string): string {
  const words = text.split(/\s+/);
  const letters = letterRun(text);
  const differ = [...letters].filter((c, i) => c !== handle[i]).length;
  if (letters.length !== handle.length || differ === 0 || differ > MAX_LETTERS_MENDED || !words.every((w) => /^[A-Za-z]+$/.test(w))) return text;
  let at = 0;
  return words
    .map((word) => {
      const spelled = handle.slice(at, (at += letterRun(word).length));
      if (word === word.toUpperCase()) return spelled.toUpperCase();
      return /^[A-Z]/.test(word) ? spelled[0]!.toUpperCase() + spelled.slice(1) : spelled;
    })
    .join(' ');
}

// Lines printed above a logo at the top of a card: a GSTIN, an 'Rx'.
const MAX_LINES_ABOVE_BRAND = 2;

/**
 * A logo at the top of the card with no word of trade ('SANJIVANI' / 'Pharmacy & Surgicals', 'SMILE
 * ARC' / 'DENTAL CARE'): among its first lines, not followed by a designation (a person's name
 * is, and their address spells it too), and with no title ('Dr.').
 */
function isBrandAtTop(parts: readonly Part[], first: number, last: number): boolean {
  const linesAbove = new Set(parts.slice(0, first).map((p) => p.line)).size;
  const next = parts[last + 1];
  return linesAbove <= MAX_LINES_ABOVE_BRAND && next?.kind !== 'position' && !TITLE_AT_START.test(parts[first]!.text);
}

/**
 * The letters of the line the address spells from its start, with or without a word it leaves
 * out, or '' when it does not: the whole line, or to the end of one of its words ('varadhasilks'
 * of 'VARADHA SILK HOUSE', 'khodiyarhardware.rjt' of 'KHODIYAR HARDWARE & SANITARY'), or to the
 * address's last letter or two; six letters at least.
 */
function firstLineSpelled(part: Part, handle: string): string {
  for (const text of [part.text, part.text.replace(WORD_LEFT_OUT, '')]) {
    const letters = letterRun(text);
    const common = commonPrefix(letters, handle);
    if (common >= 6 && (common >= letters.length || wordEndsOf(text).includes(common) || common >= handle.length - 2)) return letters;
    // A short line spelled whole, followed by more of the address ('JAYAM' of jayamoffset…).
    if (common === letters.length && common >= 4) return letters;
  }
  return '';
}

const COMPANY_WORD_IN = keywordPattern(COMPANY_WORDS);

/** Where each word of the line ends, counted in its letters ('SILK HOUSE': 4, 9). */
function wordEndsOf(text: string): number[] {
  let at = 0;
  return text.split(/\s+/).map((w) => (at += letterRun(w).length));
}

function commonPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/**
 * The company when a line spells the card's own domain (the brand), or undefined to keep the
 * first company line. A lone trade word ('PRESS' on a press card) is the card's kind: the brand
 * names the company. So does a brand printed at the top above a line that only says what it does
 * ('LOFT & LINEN' / 'Interior Design Studio', of loftandlinen.in), unless that line is the firm's
 * registered name or names the brand itself ('SUNRISE' / 'Sunrise Multispeciality Hospital'); set
 * in the same capitals, the two lines are one name stacked ('SMILE ARC' / 'DENTAL CARE').
 */
export function brandOverCompany(brand: Part, first: Part | undefined, atTop = brand.line <= 1): { company: Part; stacked: boolean } | undefined {
  // The brand is the company's initials ('BIMS' / 'Bhoj Institute of Management Studies'): the name says it whole.
  if (first && spellsInitials(first.text, brand.text)) return { company: first, stacked: false };
  if (first && !/\s/.test(first.text.trim())) return { company: brand, stacked: false };
  // The trade is printed just below the brand, or further down as a description ('Manufacturers &
  // Exporters of …' under a line of who recognises the firm); further down, a short name ('BKC FOODS',
  // the office's) is a firm of its own.
  const below = first && (first.line === brand.line + 1 || (first.line > brand.line && first.text.split(/\s+/).length >= 4));
  const trade = first && below && atTop && !hasLegalForm(first.text) && !first.text.toLowerCase().includes(brand.text.toLowerCase().split(/\s+/)[0]!);
  if (!trade) return undefined;
  const stacked = first.line === brand.line + 1 && isCapitals(brand.text) && isCapitals(first.text);
  return stacked ? { company: { ...brand, text: `${brand.text} ${first.text}` }, stacked: true } : { company: brand, stacked: false };
}

// 'GOVERNMENT OF INDIA', 'Govt. of Karnataka', 'भारत सरकार': the government issues the card; its department employs the bearer.
const GOVERNMENT = /^(?:(?:the\s+)?government|govt\.?)\s+of\s+\S|सरकार$/iu;

/** The department printed under a government's name ('DEPARTMENT OF POSTS' under 'GOVERNMENT OF INDIA'), with that government; else the company as it is. */
export function departmentOfGovernment(company: Part | undefined, parts: readonly Part[]): Part | undefined {
  if (!company || !GOVERNMENT.test(company.text.trim())) return company;
  const department = parts.find((p) => p.kind === 'department' && p.line > company.line && p.line <= company.line + 2);
  return department ? { ...company, text: `${department.text}, ${company.text}` } : company;
}

/** Whether `short` is the initials of `name`'s words, its small words left out ('BIMS' of 'Bhoj Institute of Management Studies'). */
function spellsInitials(name: string, short: string): boolean {
  const initials = name
    .split(/[\s-]+/)
    .filter((w) => /^[A-Za-z]/.test(w) && !/^(?:of|and|the|for|in|&)$/i.test(w) && !hasLegalForm(w))
    .map((w) => w[0]!.toLowerCase())
    .join('');
  const letters = letterRun(short);
  return letters.length >= 2 && initials === letters;
}

function isCapitals(text: string): boolean {
  return /[A-Z]{2}/.test(text) && text === text.toUpperCase();
}

// A shop lists what it does under its name: 'PROCESSING - PRINTING - BINDING', 'Catering | Decoration'.
const SERVICE_ITEM = /^[A-Za-z]{2,}(?:ings?|tions?)$/i;
const LIST_SEPARATOR = /\s*(?:[-–|•*,/&+]|\band\b)\s*/i;

/** A line that only lists services, two or more words in -ing or -tion ('Buying & Selling'). */
export function isServiceList(text: string): boolean {
  const items = text.split(LIST_SEPARATOR).map((w) => w.trim()).filter(Boolean);
  return items.length >= 2 && items.every((w) => SERVICE_ITEM.test(w) && w.length >= 5);
}

/**
 * The shop's name when nothing else gives it: the short line in capitals just above the line
 * listing its services ('VAIVEE' / 'PROCESSING - PRINTING - BINDING').
 */
export function companyAboveServices(parts: readonly Part[]): Part | undefined {
  const lineOf = (line: number) => parts.filter((p) => p.line === line);
  for (const line of serviceListLines(parts)) {
    const above = lineOf(line - 1);
    const name = above.length === 1 ? above[0] : undefined;
    if (!name || name.kind !== 'other' || /\d/.test(name.text) || name.text.split(/\s+/).length > 3) continue;
    // In capitals, or one word as OCR may give a logo's capitals ('Vaivee' for 'VAIVEE').
    if (/^(?:[A-Z][A-Z&.' ]{2,}|[A-Z][a-z]{3,})$/.test(name.text.trim()) && hasRealWords(name.text)) return name;
  }
  return undefined;
}

/**
 * A firm named for its partners, just above its trade in the plural: 'MAHESHWARI & JHANWAR' /
 * 'CHARTERED ACCOUNTANTS', 'Rao & Associates' / 'Advocates'. Names joined by '&' are no one
 * person's, and a person's line is not followed by the trade of a whole firm.
 */
export function firmAboveTrade(parts: readonly Part[]): Part | undefined {
  for (const trade of parts) {
    const lastWord = trade.text.trim().split(/\s+/).at(-1)!.toLowerCase();
    if (!trade.latin || !TRADES_IN_PLURAL.has(lastWord)) continue;
    const above = parts.filter((p) => p.line === trade.line - 1);
    const firm = above.length === 1 ? above[0] : undefined;
    if (firm && firm.kind === 'other' && FIRM_OF_PARTNERS.test(firm.text.trim())) return firm;
  }
  return undefined;
}

// Two or three names joined by '&' or 'and', or one with '& Co.' / '& Associates'.
const FIRM_OF_PARTNERS = /^[A-Z][A-Za-z.]+(?:\s+[A-Z][A-Za-z.]+)?(?:\s*(?:&|and|AND)\s*[A-Z][A-Za-z.]+(?:\s+[A-Z][A-Za-z.]+)?){1,2}$/;

/** The lines that only list services; a line a card divides with bars comes as one part per service. */
export function serviceListLines(parts: readonly Part[]): Set<number> {
  const lines = [...new Set(parts.map((p) => p.line))].filter((line) => {
    const onLine = parts.filter((p) => p.line === line);
    return onLine.every((p) => p.latin) && isServiceList(onLine.map((p) => p.text).join(' | '));
  });
  return new Set(lines);
}
