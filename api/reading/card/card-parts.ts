/**
 * What each printed line of a card is, once its contact details are cut out: an address, a
 * company, a job title, a line of degrees, a department, a labelled field, or none of those.
 * A line a card divides ('Name | Title', 'Director, Bluepeak Technologies') gives one part per
 * piece when the pieces are different things.
 */
import { ADDRESS_WORDS, CITIES, COMPANY_WORDS, COUNTRIES_ABROAD, DEPARTMENT_WORDS, EMAIL_LABELS, FIELD_LABELS, ID_LABELS, GLUED_COMPANY_ENDINGS, JOB_AREAS, LANDMARK_WORDS, LEGAL_FORMS, NAME_TITLES, PHONE_LABELS, POSITION_WORDS, QUALIFICATIONS, TEMPLATE_LABELS, WEB_LABELS } from '../languages/card-words';
import { keywordPattern } from '../text/keyword-pattern';
import { degreeTokens } from './card-profession';
import { TITLE_AT_START, isLatin, latinNameParts, nativeNameLike } from './card-names';
import { trimPunctuation } from '../text/script-text';

export type Kind = 'name' | 'address' | 'company' | 'position' | 'qualification' | 'department' | 'other';

/** A printed line, or one part of it, with what it was found to be. */
export interface Part {
  text: string;
  /** Index of the printed line it comes from (parts of one line share it). */
  line: number;
  kind: Kind;
  latin: boolean;
  /** Told by a label printed before it ('Name:', 'Designation:'). */
  labelled?: boolean;
}

const ADDRESS_WORD = keywordPattern(ADDRESS_WORDS, { flags: 'g' });
export const CITY = keywordPattern([...CITIES, ...COUNTRIES_ABROAD], { wholeIndic: true, flags: 'g' });
export const COMPANY_WORD = keywordPattern(COMPANY_WORDS, { flags: 'g' });
const LEGAL_FORM = keywordPattern(LEGAL_FORMS);
export const POSITION_WORD = keywordPattern(POSITION_WORDS, { flags: 'g' });
const DEGREES = new Set(QUALIFICATIONS.map((q) => q.replace(/\./g, '')));
const DEPARTMENT = keywordPattern(DEPARTMENT_WORDS);
export const LANDMARK_AT_START = new RegExp(`^(?:${keywordPattern(LANDMARK_WORDS).source})`, 'iu');
const GLUED_ENDING = new RegExp(`(?<=[A-Za-z]{3})(?:${GLUED_COMPANY_ENDINGS.join('|')})$`, 'i');
// The designation ends with a colon or an abbreviation's dot: 'Chief Technology Officer' is one title.
const DESIGNATION_BEFORE_NAME = new RegExp(`^((?:${keywordPattern(POSITION_WORDS).source})(?:\\s*[:\\-–]|(?<=\\.)))\\s+(.+)$`, 'iu');
const DESIGNATION_AFTER_NAME = new RegExp(`^(.+?)\\s*\\(\\s*((?:${keywordPattern(POSITION_WORDS).source})\\.?)\\s*\\)$`, 'iu');
const DESIGNATION_LAST = new RegExp(`^(.+?)\\s+((?:${keywordPattern(POSITION_WORDS).source}))$`, 'iu');
// 'Manufacturers of Pure Silk Sarees', 'Dealers in Hardware': what the firm makes or sells, under its name, not the name.
const TRADE_DESCRIPTION = /^(?:(?:wholesale|retail|authori[sz]ed)\s+)?(?:manufacturers?|dealers?|suppliers?|distributors?|exporters?|importers?|stockists?|traders?|specialists?)\s+(?:of|in|for)\s/i;
const OWNER_WORD = /^(?:proprietor|proprietress|prop\.?|partner|founder|owner|co-founder)$/i;
const POSITION_OF = new RegExp(`^[^\\p{L}]*(?:\\p{L}+\\s+){0,2}(?:${keywordPattern(POSITION_WORDS).source})\\s+of\\s`, 'iu');
// 'Bank of India', 'LIC of India': an organisation of the country.
const OF_INDIA = /\bof\s+india$/i;
// 'Partners: Shalini Rao  Nikhil Kulkarni': the firm's people, not its name; '(A unit of Sunrise Healthcare Pvt. Ltd.)': its owner.
const PEOPLE_LISTED = /^\(?\s*(?:(?:partners|directors|trustees)\s*[:\-–]|an?\s+(?:unit|division|subsidiary|group\s+company|venture)\s+of\b)/i;
// '(Affiliated to VTU, Belagavi)', 'Govt. Recognised Export House': who vouches for the firm, not where it is or what it is called.
const AFFILIATION = /\b(?:affiliated\s+to|approved\s+by|recogni[sz]ed\s+by|accredited\s+by|(?:govt\.?|government)\s+recogni[sz]ed)\b/i;
// 'San Francisco, CA 94103': a US state and ZIP code end an address.
const US_ZIP = /,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?$/;
// '2nd Floor, …', '3rd Cross, …': an ordinal opens only an address line.
const ORDINAL_AT_START = /^\d{1,2}(?:st|nd|rd|th)\b/i;
export const PIN_CODE = /(?<!\d)[1-9]\d{2} ?\d{3}(?!\d)/;
// 'Name: …', 'Designation: …' on ID cards: the label says what the value is.
const FIELD_LABEL = (Object.keys(FIELD_LABELS) as Array<keyof typeof FIELD_LABELS>).map(
  (kind) => [kind, new RegExp(`^(?:${keywordPattern(FIELD_LABELS[kind], { wholeIndic: true }).source})\\s*[:：\\-–]\\s*(?=\\S)`, 'iu')] as const,
);
// A house or plot number opening an address: '98,', '#12,', 'No. 12,', 'B-42,', '12/3,', 'D.No. 27-33-19'.
export const HOUSE_NUMBER = /^(?:#|no\.?|plot|flat|door|d\.? ?no\.?|h\.? ?no\.?|(?:शॉप|दुकान|मकान|प्लॉट|फ्लैट) नं\.?)?\s*[:.]?\s*[A-Z]?-?\d+[A-Z]?(?:[/-]\d+[A-Z]?)*\s*[,/]/iu;
// A label with nothing after it, as a blank ID card template prints them ('Blood Group', 'Date of Issue').
const LABEL_ONLY = new RegExp(
  `^(?:${keywordPattern([
    ...PHONE_LABELS.mobile, ...PHONE_LABELS.phone, ...PHONE_LABELS.fax, ...EMAIL_LABELS, ...WEB_LABELS, ...ID_LABELS,
    ...Object.values(FIELD_LABELS).flat(), ...TEMPLATE_LABELS,
  ]).source})$`,
  'iu',
);
// A legal form ends the company's name: a name printed after it on the same line is someone's.
const AFTER_LEGAL_FORM = /(?<=\b(?:Limited|LIMITED|Ltd\.?|LTD\.?|LLP|Inc\.|GmbH|PLC))\s+(?=[A-Z][a-z]|[A-Z]{2,}\s)/g;

const JOB_IN_AREA = new RegExp(`^(.+?)\\s+[-–—]\\s+(?:${keywordPattern(JOB_AREAS, { wholeIndic: true }).source})(?:\\s*(?:&|and|,)\\s*(?:${keywordPattern(JOB_AREAS, { wholeIndic: true }).source}))*\\.?$`, 'iu');

/** The parts of the line left after contact details (`rest`), found to be what they are. */
export function partsOf(rest: string, line: number): Part[] {
  return splitLine(rest).flatMap((p) => classify(p, line));
}

/** The parts of a line a card separates with bars, bullets or wide gaps ('Name | Title'). */
function splitLine(rest: string): string[] {
  return rest
    .replace(AFTER_LEGAL_FORM, '  ')
    .split(/\s[|•·]\s|\s{2,}|[|•]/)
    .flatMap(splitScripts)
    .flatMap(splitTitledNames)
    .map(trimPunctuation)
    .filter((p) => /\p{L}/u.test(p) && !LABEL_ONLY.test(p.replace(/[:.]$/, '')));
}

// A title that starts a second name on the line ('Dr. Arvind Rao  Dr. Kavya Rao': two columns read as one line).
const SECOND_TITLE = new RegExp(`\\s+(?=(?:${keywordPattern(NAME_TITLES, { wholeIndic: true }).source})(?=[\\s.])\\.?\\s*(?![a-z]))`, 'iu');

/** Two titled names on one line, one part each. */
function splitTitledNames(text: string): string[] {
  const title = TITLE_AT_START.exec(text);
  if (!title) return [text];
  const m = SECOND_TITLE.exec(text.slice(title[0].length));
  if (!m) return [text];
  const cut = title[0].length + m.index;
  return [text.slice(0, cut), text.slice(cut).trim()];
}

/** 'प्रोप्राइटर / Proprietor': the same words in two scripts, one part each. */
function splitScripts(text: string): string[] {
  const m = /^(.+?)\s+\/\s+(.+)$/.exec(text);
  return m && isLatin(m[1]) !== isLatin(m[2]) ? [m[1], m[2]] : [text];
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
    if (!m) continue;
    const value = text.slice(m[0].length).trim();
    // 'Office: BKC FOODS' names the office, not its address: the value says which it is.
    const said = kind === 'address' && kindOf(value) === 'company' ? 'company' : kind;
    return [{ ...part(value, said), labelled: said === kind }];
  }
  const whole = kindOf(text);
  if (whole === 'address' || whole === 'qualification' || isOrganisationInTown(text)) return [part(text, whole)];
  // 'एडवोकेट राजेंद्र प्रसाद यादव': a designation used as a title is the name's, not a job line.
  const title = whole === 'position' ? TITLE_AT_START.exec(text) : null;
  if (title && isPersonName(text.slice(title[0].length).trim())) return [part(text, 'other')];
  // 'M. Prakash Rao Partner': a name with its designation after it, a column's gap read as a space.
  const after = whole === 'position' ? DESIGNATION_LAST.exec(text) : null;
  // Only a name with an initial or a title is surely one ('Area Business Manager' is a job), or
  // two or three names before the owner's word ('Anuj Garg Proprietor'): no job is named 'Partner'.
  const owner = after && OWNER_WORD.test(after[2]!) && (latinNameParts(after[1]!)?.words.length ?? 0) >= 2;
  if (after && isPersonName(after[1]!) && (owner || latinNameParts(after[1]!)?.title || /(?:^|\s)[A-Z]\.\s/.test(after[1]!))) return [part(after[1]!, 'other'), part(after[2]!, 'position')];
  // 'Director - Exports', 'Manager – Sales & Marketing': a job and its area are one designation.
  const area = JOB_IN_AREA.exec(text);
  if (area && kindOf(area[1]!) === 'position') return [part(text, 'position')];
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
  // 'Prop. Md. Saleem', 'Partner: K. Ravi', 'प्रोपराइटर : रमेशचंद्र अग्रवाल': a designation printed
  // as the label of a name, which says whose card it is as surely as 'Name:' does.
  const designated = DESIGNATION_BEFORE_NAME.exec(text);
  if (designated && isPersonName(designated[2])) {
    return [part(trimPunctuation(designated[1]), 'position'), { ...part(designated[2], 'name'), labelled: true }];
  }
  // 'Sunil Wankhede (Proprietor)': the designation in brackets after the name.
  const bracketed = DESIGNATION_AFTER_NAME.exec(text);
  if (bracketed && isPersonName(bracketed[1])) {
    return [{ ...part(bracketed[1], 'name'), labelled: true }, part(bracketed[2], 'position')];
  }
  // 'Dr. Anil Kumar M.Sc. Ph.D.': a name with its degrees after it and no comma between.
  const degrees = trailingDegrees(text);
  if (degrees && latinNameParts(text.slice(0, -degrees.length).trim())) {
    return [part(text.slice(0, -degrees.length).trim(), 'other'), part(degrees.trim(), 'qualification')];
  }
  return [part(text, whole)];
}

/** A person's name, in Latin letters or an Indian script, and nothing the card's other kinds of line hold. */
function isPersonName(text: string): boolean {
  return (latinNameParts(text) !== null || nativeNameLike(text)) && kindOf(text) === 'other';
}

export function kindOf(text: string): Kind {
  if (isQualifications(text)) return 'qualification';
  if (!hasRealWords(text) || AFFILIATION.test(text) || PEOPLE_LISTED.test(text) || TRADE_DESCRIPTION.test(text)) return 'other';
  const addressWords = [...text.matchAll(ADDRESS_WORD)];
  const cities = [...text.matchAll(CITY)];
  const companyWords = [...text.matchAll(COMPANY_WORD)];
  const cityOnlyAtEnd = cities.some((c) => isCityOnly(text, c));
  if (isOrganisationInTown(text) || (OF_INDIA.test(text) && !PIN_CODE.test(text))) return 'company';
  const strongAddress =
    PIN_CODE.test(text) ||
    HOUSE_NUMBER.test(text) ||
    ORDINAL_AT_START.test(text) ||
    US_ZIP.test(text) ||
    LANDMARK_AT_START.test(text) ||
    addressWords.length >= 2 ||
    (addressWords.length >= 1 && cities.length >= 1) ||
    cityOnlyAtEnd;
  if (strongAddress) return 'address';
  if (LEGAL_FORM.test(text)) return 'company';
  // 'Head of Department' is a job; 'Department of Cardiology' is where it is held.
  if (DEPARTMENT.test(text) && !text.match(POSITION_WORD)) return 'department';
  // 'Deputy Commissioner of Police', 'Professor of Physics': a job of an organisation is the job.
  if (POSITION_OF.test(text)) return 'position';
  // Otherwise the last keyword decides: 'Manipal Hospital' is a company, 'Hospital Road' an
  // address, 'Bank Manager' a job.
  // Compared by where each keyword ends: 'Insurance Advisor' is a job, though 'insurance' starts it.
  const last = (matches: RegExpMatchArray[]) => (matches.length ? matches.at(-1)!.index! + matches.at(-1)![0].length : -1);
  const candidates: Array<[number, Kind]> = [
    [last(addressWords), 'address'],
    [last(companyWords), 'company'],
    [last([...text.matchAll(POSITION_WORD)]), 'position'],
  ];
  const [index, kind] = candidates.reduce((a, b) => (b[0] > a[0] ? b : a));
  // A sentence ('In case of loss, inform issuing authority') names no company, however it ends.
  if (index >= 0) return kind === 'company' && isProse(text) ? 'other' : kind;
  // 'AGRISTORE', 'Foodmart': a shop's name with its trade glued on.
  if (text.split(/\s+/).some((w) => GLUED_ENDING.test(w) && /^[A-Z]/.test(w))) return 'company';
  return 'other';
}

/** Three words or more in small letters, not counting the small words names are joined with. */
function isProse(text: string): boolean {
  const small = text.split(/[\s,]+/).filter((w) => /^[a-z]{3,}$/.test(w) && !/^(?:and|the|for|with)$/.test(w));
  return small.length >= 3;
}

/** A company's own name: a legal form ('Pvt. Ltd') says so surely. */
export function hasLegalForm(text: string): boolean {
  return LEGAL_FORM.test(text);
}

/** 'Manipal Hospital, Udupi', 'RV College of Engineering, Bengaluru': an organisation and its town. */
function isOrganisationInTown(text: string): boolean {
  const addressWords = text.match(ADDRESS_WORD) ?? [];
  if (addressWords.length || PIN_CODE.test(text) || HOUSE_NUMBER.test(text) || text.search(COMPANY_WORD) < 0) return false;
  const cities = [...text.matchAll(CITY)];
  // The organisation's own words come first: 'Bengaluru Dental Clinic' is not in a town.
  return cities.some((c) => isCityOnly(text, c) && c.index! > 0);
}

/**
 * Whether a line has words rather than OCR's reading of a picture ('p 3 PTR 7) %' #3'): a word
 * of four letters, or most of its letters in words of three or more. Other scripts pass.
 */
export function hasRealWords(text: string): boolean {
  if (!isLatin(text)) return true;
  const tokens = text.split(/[\s,.;:()/-]+/).filter(Boolean);
  const words = tokens.filter((t) => /^[A-Za-z][a-z]{2,}(?:[A-Z][a-z]+)*$|^[A-Z]{3,}$/.test(t));
  if (words.some((w) => w.length >= 4)) return true;
  return words.length >= 2 && words.length / tokens.length >= 0.5;
}

/** The city that ends a line ('GH Raisoni College of Engineering, NAGPUR' → 'NAGPUR'), or ''. */
export function cityAtEnd(text: string): string {
  const last = [...text.matchAll(CITY)].at(-1);
  return last && isCityOnly(text, last) ? last[0] : '';
}

/** A city on its own or ending an address ('Bengaluru', '…, Mysuru', 'Kasur (Pakistan)'), not inside a name ('Ramesh Kota'). */
function isCityOnly(text: string, city: RegExpMatchArray): boolean {
  const before = text.slice(0, city.index);
  const after = text.slice(city.index! + city[0].length);
  return /^[\s\d,.\-–()]*$/.test(after) && (/^[\s\d,.\-–(]*$/.test(before) || /[,(]\s*$/.test(before));
}

/** A line of degrees ('MBBS, MD (General Medicine)', 'B.E., MBA', 'FCA'). */
function isQualifications(text: string): boolean {
  const printed = text.replace(/\([^)]*\)/g, ' ').split(/[,;/&|]|\s+/).filter((t) => /\p{L}/u.test(t));
  if (printed.length === 0) return false;
  const degrees = printed.filter(isDegree).length;
  // A name among them is no line of degrees ('FarmForce BE'); 'in', 'of', '&' may stand between.
  const names = printed.filter((t) => !isDegree(t) && /^[A-Z][A-Za-z’']{4,}/.test(t)).length;
  return degrees >= 1 && degrees / printed.length >= 0.5 && names === 0 && degreeTokens(text).length > 0;
}

function isDegree(token: string): boolean {
  const bare = token.replace(/\./g, '');
  // Two-letter degrees ('MD', 'BE', 'MA') only in capitals: 'Be', 'Ma', 'Ms.' are words and titles.
  return DEGREES.has(bare.toLowerCase()) && (bare.length > 2 || bare === bare.toUpperCase()) && /[A-Z]/.test(token);
}

/** The degrees at the end of a line ('… M.Sc. Ph.D.'), with the space before them, or ''. */
function trailingDegrees(text: string): string {
  const tokens = text.split(/(?=\s)/);
  let i = tokens.length;
  while (i > 0 && isDegree(tokens[i - 1].trim().replace(/,$/, ''))) i--;
  // Two-letter words end names too ('Rao'): only dotted or long degrees count here.
  const tail = tokens.slice(i).join('');
  return i < tokens.length && /[.]|[A-Z]{3,}/.test(tail) ? tail : '';
}
