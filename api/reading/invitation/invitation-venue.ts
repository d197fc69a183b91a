/**
 * Finds where the event is held: the venue's name and address as printed.
 *
 * Most cards label it ('Venue:', 'स्थान:', 'ಸ್ಥಳ:', 'இடம்:', 'వేదిక:', 'സ്ഥലം:', 'स्थानम्:'), though
 * on designed cards OCR often reads ornaments around the label. Cards without a label say
 * 'at <place>' / '@ <place>' / '<place> ಎಂಬಲ್ಲಿ', print a line naming a hall, mandapam or temple,
 * or simply print an address: lines with a PIN code or words such as 'Colony', 'Road', 'ನಗರ'.
 * An address printed right under a person's name is that person's home, not the venue.
 */
import { CONTACT_LABEL, HOST_LABEL, VENUE_LABEL, beforeContactDetails, isFieldLine, labelAtStart } from '../card/card-lines';
import { ADDRESS_WORDS, EVENT_KEYWORDS, FAMILY_RELATION_WORDS, GUEST_MARKERS, HONORIFICS, MEAL_WORDS, VENUE_WORDS } from '../languages/invitation-words';
import { trimPunctuation, wordsPattern } from '../text/script-text';
import { MONTH_SPELLINGS, WEEKDAY_WORDS } from '../languages/date-words';
import { signedWithDash } from '../text/joined-names';
import { hasBusinessWord } from '../text/business-names';
import { HOUSE_NUMBER, LANDMARK_AT_START } from '../card/card-parts';
import { isCreditLine } from '../text/contact-details';

const VENUE_WORD = wordsPattern(VENUE_WORDS);
const ADDRESS_WORD = wordsPattern(ADDRESS_WORDS, { wholeIndic: true });
const EVENT_WORD = wordsPattern(Object.values(EVENT_KEYWORDS).flat(), { inCompounds: true });
const EVERY_VENUE_WORD = new RegExp(VENUE_WORD.source, `${VENUE_WORD.flags}g`);
const EVERY_EVENT_WORD = new RegExp(EVENT_WORD.source, `${EVENT_WORD.flags}g`);
const PERSON_LINE = new RegExp(
  `^[^\\p{L}]*(?:${wordsPattern(HONORIFICS, { wholeIndic: true }).source})|${wordsPattern(FAMILY_RELATION_WORDS, { wholeIndic: true }).source}|\\b[SDW]\\s?/\\s?o\\b`,
  'iu',
);
// 'Lunch follows', 'भोजन की व्यवस्था': printed after the place, never part of it.
const MEAL = wordsPattern(MEAL_WORDS, { wholeIndic: true });
// Names joined ('Neha & Karthik'; signed with a dash, see `signedWithDash`): the inviters
// signing below the place, not a town of it.
const NAMES_AND = /\s(?:&|and)\s/i;
// 'Chief Guest: …', 'by Sri. K. Ramaiah, MLA', 'मुख्य अतिथि …': a dignitary's line, printed
// between the event and its address on inaugurations and functions; never part of the place.
const GUEST_LINE = new RegExp(`^[^\\p{L}]*(?:${wordsPattern(GUEST_MARKERS, { wholeIndic: true }).source})`, 'iu');
// A venue ends with its city and PIN code; a line with a PIN belongs to the address.
const PIN_CODE = /(?<!\d)\d{3} ?\d{3}(?!\d)/;
// 'APRIL', 'Monday': a stacked date's part under the place, no town of its address.
const DATE_WORDS_ONLY = new RegExp(`^[^\\p{L}]*(?:(?:${wordsPattern([...MONTH_SPELLINGS.flat(), ...WEEKDAY_WORDS], { wholeIndic: true }).source})[^\\p{L}]*)+$`, 'iu');
// A lone '@' or '@@' is an ornament OCR read, not 'at': '@' says where only with the place after it.
const AT_PLACE = /^[^\p{L}\p{N}@]*(?:at(?:\s+(?![\d])(.+))?|@\s*(?![\d@])(\p{L}.*))$/iu;
// 'Venue' among ornaments OCR read around it ('TE VENUE Pe \ /'), or any label with a colon.
const LABEL_INSIDE = new RegExp(`(?:\\bVENUE\\b|(?:${VENUE_LABEL.source})\\s*[:：])\\s*(.*)$`, 'u');
// 'Date: Thursday, 10 Dec 2026 Venue: The Chancery Pavilion': two columns read as one line, the label in any case.
const LABEL_WITH_COLON_INSIDE = new RegExp(`(?<=\\s)(?:${VENUE_LABEL.source})\\s*[:：]\\s*(.*)$`, 'iu');
// Kannada names the place before 'ಎಂಬಲ್ಲಿ' ("at the place called …") or 'ಇಲ್ಲಿ' ("here").
const KANNADA_AT = /(\S+(?:\s+\S+){0,3})\s+(?:ಎಂಬಲ್ಲಿ|ಇಲ್ಲಿ)(?![\p{L}\p{M}])/u;
// A line that starts in small Latin letters goes on with a sentence ('new Development Centre' after
// 'the inauguration of our'): a place word in it names what is opened, not where.
const WRAPPED_SENTENCE = /^[^\p{L}]*[a-z]{2,}\s+[A-Za-z]/u;
const MAX_VENUE_LINES = 4;
// 'DINNER AT', 'RECEPTION AT': a side event's label whose place is printed below.
const BARE_AT = /^[^\p{L}]*(?:\p{L}+\s+){0,2}at[^\p{L}]*$/iu;
const MAX_LINES_ABOVE_ADDRESS = 2;
// A QR code's or map link's prompt printed beside the venue ('SCAN TO REACH', 'OPEN IN MAPS'):
// the place is printed next to it, never in it. Such prompts are printed in English whatever
// the card's language, as the apps that make the codes write them.
const MAP_LINK = /^(?:https?:\/\/)?(?:www\.)?(?:maps\.app\.goo\.gl|goo\.gl\/maps|maps\.google\.|g\.co\/|bit\.ly\/)/i;
const LINK_PROMPT = /\b(?:scan|open\s+in\s+(?:google\s+)?maps?|click|tap\s+(?:here|to)|qr\s+code)\b/i;
// Labels, prompts and the blank lines between them skipped before the place itself.
const MAX_LINES_BEFORE_PLACE = 5;
// Latin spellings of Indian halls glue the hall word to its name and may add a case ending
// ('KALABHAVANAM', 'Sivamandapam', 'Sangeethamahal'): found inside a longer word.
const GLUED_VENUE = /\p{L}{2,}(?:bhavan|bhawan|mandap|mantap|mahal|nilay)(?:am|a|u)?(?![\p{L}])/iu;
// Sanskrit glues the place's word onto its name, in the locative or not ('श्रीशारदाकल्याणमण्डपे',
// 'श्रीकामाक्षीदेवीमन्दिरे', 'सभाभवने'); 'भवन्तः' ("you") is no hall.
const GLUED_VENUE_DEVANAGARI = /[\p{L}\p{M}]{2,}(?:मण्डप|मंडप|मन्दिर|मंदिर|भवन|सभागृह|सभागार|देवालय|आश्रम)(?:े|म्|ः|म|ं)?(?![\p{L}\p{M}])/u;

/** The venue as one line ('Sri Krishna Convention Hall, 14 MG Road, Bengaluru 560001'), or ''. */
export function findVenue(lines: string[]): string {
  return findPlacedVenue(lines)?.venue ?? '';
}

/** How a venue was found, most sure first: after 'Venue:', after 'At', by a hall's word, as an address, by a Kannada locative. */
export type VenueRoute = 'labelled' | 'at' | 'venue-word' | 'address' | 'locative';

/** The venue and how it was found, or null. */
export function findPlacedVenue(lines: string[]): { venue: string; route: VenueRoute } | null {
  const routes: Array<[VenueRoute, (lines: string[]) => string]> = [
    ['labelled', labelled], ['at', atPlace], ['venue-word', byVenueWord], ['address', byAddress], ['locative', kannadaLocative],
  ];
  for (const [route, find] of routes) {
    const venue = find(lines);
    if (venue) return { venue: withAddressBelow(venue, lines), route };
  }
  return null;
}

// Lines between a place named without its address and the address ('at our residence' / 'on Sunday …' / '14, Shanti Kunj').
const MAX_LINES_TO_ADDRESS = 3;

/** A place named in a few words and no address ('our residence') with the numbered address printed just below it. */
function withAddressBelow(venue: string, lines: string[]): string {
  if (/[\d,]/.test(venue) || venue.split(/\s+/).length > 3) return venue;
  const at = lines.findIndex((line) => line.includes(venue));
  if (at < 0) return venue;
  for (let j = at + 1; j < lines.length && j <= at + MAX_LINES_TO_ADDRESS; j++) {
    if (HOUSE_NUMBER.test(lines[j])) return clean([venue, readAddress(lines, j, lines[j])]);
  }
  return venue;
}

// A home's name in quotes ('"शिव कुटीर"', '"శ్రీ సాయి నిలయం"'): one to four words of letters.
const QUOTED_NAME = /["“”]\s*([\p{L}\p{M}.]+(?:\s+[\p{L}\p{M}.]+){0,3})\s*["“”]/u;

/**
 * A new home's venue with the home's name: housewarming cards name the house in quotes ('our new
 * home "Sai Nilayam"') and print its address apart; the address alone is where, the name is what
 * the guest will look for on the gate.
 */
export function withHomeName(found: { venue: string; route: VenueRoute } | null, lines: string[]): { venue: string; route: VenueRoute } | null {
  const name = lines.map((line) => QUOTED_NAME.exec(line)?.[1]).find(Boolean) ?? nameUnderNewHome(lines);
  if (!name || found?.venue.includes(name)) return found;
  return found ? { ...found, venue: `${name}, ${found.venue}` } : { venue: name, route: 'venue-word' };
}

// The line saying the house is newly built, ending with the house ('…ನೂತನವಾಗಿ ನಿರ್ಮಿಸಿರುವ ಗೃಹ',
// 'మేము నూతనంగా నిర్మించుకున్న గృహము', 'our newly built home'); its name is printed alone below it.
const NEW_WORD = wordsPattern(['ನೂತನ', 'ಹೊಸ', 'నూతన', 'కొత్త', 'नूतन', 'नव', 'नए', 'नवीन', 'புதிய', 'புது', 'പുതിയ', 'പുതു', 'new', 'newly']);
const HOUSE_AT_END = new RegExp(`(?:${wordsPattern(['ಗೃಹ', 'ಮನೆ', 'గృహము', 'గృహం', 'ఇల్లు', 'गृह', 'घर', 'मकान', 'வீடு', 'இல்லம்', 'വീട്', 'ഭവനം', 'home', 'house']).source})[^\\p{L}\\p{M}]*$`, 'iu');
const MAX_HOME_NAME_WORDS = 4;

/** The name printed alone under the line of the newly built house, or undefined. */
function nameUnderNewHome(lines: string[]): string | undefined {
  const at = lines.findIndex((line) => NEW_WORD.test(line) && HOUSE_AT_END.test(line));
  if (at < 0) return undefined;
  const next = lines.slice(at + 1).find((line) => line.trim() !== '') ?? '';
  const words = next.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return words.length >= 1 && words.length <= MAX_HOME_NAME_WORDS && !/\d/.test(next) && !isFieldLine(next) ? clean([next]) : undefined;
}

/**
 * An opening's venue with the business being opened: the card names the new shop ('ஸ்ரீ லட்சுமி
 * சில்க்ஸ் & ரெடிமேட்ஸ்', 'श्री बालाजी ज्वैलर्स') and prints its address apart, which alone starts
 * with a shop number; guests look for the shop's name.
 */
export function withOpenedBusiness(found: { venue: string; route: VenueRoute } | null, lines: string[]): { venue: string; route: VenueRoute } | null {
  if (!found || !/\d/.test(found.venue.split(',')[0]!)) return found;
  const business = lines.find((line) => hasBusinessWord(line) && !/\d/.test(line) && line.split(/\s+/).length <= 6 && !isFieldLine(line) && !labelAtStart(line, HOST_LABEL));
  return business && !found.venue.includes(business) ? { ...found, venue: clean([business, found.venue]) } : found;
}

const OTHER_LABELS_ONLY = /^(?:\s*(?:dinner|lunch|breakfast|reception|at|rsvp|r\.?s\.?v\.?p\.?|contact|time|date|day|dress\s+code|&|\|)\s*)+$/i;
const NEXT_COLUMN = /,?\s+(?=\d{1,2}[:.]\d{2}\s*[ap]\.?m|\d{1,2}\s*[ap]\.?m\b|\+?\d[\d ]{7,}|(?:Mr|Mrs|Ms|Dr)\.?\s)/i;

function labelled(lines: string[]): string {
  for (let i = 0; i < lines.length; i++) {
    const atStart = labelAtStart(lines[i], VENUE_LABEL);
    const inside = atStart ? null : (LABEL_INSIDE.exec(lines[i]) ?? LABEL_WITH_COLON_INSIDE.exec(lines[i]));
    const rest = atStart?.rest ?? (inside ? inside[1] : null);
    // 'Location: maps.app.goo.gl/…': a map link says where, in no words a guest or a letter can use.
    if (rest === null || MAP_LINK.test(rest)) continue;
    // Columns read across: 'VENUE DINNER AT RSVP' / 'The Arcadia Banquets, 6:30 PM Ms. Keerthana (HR)'.
    // The place is the next line's first column, up to the other columns' time or number.
    if (OTHER_LABELS_ONLY.test(rest) && lines[i + 1]) {
      const column = lines[i + 1].split(NEXT_COLUMN)[0]!.trim();
      if (hasWord(column) && !isFieldLine(column)) return readAddress(lines, i + 1, column);
    }
    const venue = readAddress(lines, i, hasWord(rest) ? rest : '');
    if (venue) return venue;
  }
  return '';
}

// 'the celebration of', 'the auspicious occasion of': what the guest is asked to, not where.
const OCCASION_AT_START = /^(?:the\s+)?(?:celebrations?|occasion|auspicious|happy|joyous|blessed|joyful)\b/i;
// 'Solemnized at' / 'St. Thomas Orthodox Church': the rite's place on the next line (the
// reception's or the meal's is not the event's).
const HELD_AT_END = /^(?!.*\b(?:reception|lunch|dinner|breakfast|followed)\b)[^\n]{0,40}\b(?:solemni[sz]ed|held|celebrated|conducted|performed|organi[sz]ed)\s+at\s*:?\s*$/i;
// 'in the School Auditorium': a hall named after 'in', not a sentence wrapped from the line above.
const IN_THE_PLACE = /^[^\p{L}]*in\s+(?:the\s+)?(?=\p{Lu})/u;
// 'request the pleasure of your presence / at the / 21st ANNUAL DAY': a sentence wrapped after 'the', no place.
const ONLY_ARTICLES = /^(?:(?:the|a|an|our|your|their|his|her)\s*)+$/i;
// 'at the Ho1y Matrimony of their son': whatever OCR made of the event's word, it is someone's occasion.
const OF_THEIR_CHILD = /\bof\s+(?:their|our|his|her)\s+(?:beloved\s+|dear\s+|only\s+|elder\s+|younger\s+)?(?:son|daughter|grandson|granddaughter|child|children)\b/i;
// Sanskrit names the place, then 'इत्यत्र' ("there, as said") opens the next line: 'श्रीरामानुज विवाहमण्डपम्' / 'इत्यत्र आयोजयन्ति'.
const SANSKRIT_THERE = /^[^\p{L}]*इत्यत्र(?![\p{L}\p{M}])/u;

function atPlace(lines: string[]): string {
  for (let i = 1; i < lines.length; i++) {
    if (!SANSKRIT_THERE.test(lines[i])) continue;
    const place = previousPrinted(lines, i);
    if (place && !isFieldLine(place)) return clean([place]);
  }
  for (let i = 0; i < lines.length; i++) {
    const at = AT_PLACE.exec(lines[i]) ?? HELD_AT_END.exec(lines[i]);
    if (!at) continue;
    const rest = at[1] ?? at[2] ?? '';
    // 'at the marriage of their daughter', 'at the celebration of their …' is the occasion, not the place.
    if (rest && (!hasWord(rest) || isFieldLine(rest) || EVENT_WORD.test(rest) || OCCASION_AT_START.test(rest) || OF_THEIR_CHILD.test(rest) || ONLY_ARTICLES.test(rest))) continue;
    const venue = readAddress(lines, i, rest);
    if (venue) return venue;
  }
  return '';
}

// Words that start like a place's word and are none: Sanskrit's 'भवन्तः' ("you") is no 'भवन'.
const NOT_A_PLACE = /भवन्त[\p{L}\p{M}]*/gu;

const LANDMARK_LINE = new RegExp(`^[^\\p{L}]*(?:landmark\\s*[:：-]?\\s*)?(?:${LANDMARK_AT_START.source.replace(/^\^/, '')})`, 'iu');

function byVenueWord(printed: string[]): string {
  const lines = printed.map((line) => line.replace(IN_THE_PLACE, ''));
  for (let i = 0; i < lines.length; i++) {
    // Masked in place, so the words found keep their positions on the line.
    const masked = lines[i].replace(NOT_A_PLACE, (m) => ' '.repeat(m.length));
    const word = VENUE_WORD.exec(masked);
    const glued = word ? null : (GLUED_VENUE.exec(lines[i]) ?? GLUED_VENUE_DEVANAGARI.exec(lines[i]));
    // 'LANDMARK: NEAR PONNIAMMAN KOIL': what the place is near, not the place.
    if ((!word && !glued) || namesEventOfPlace(lines[i]) || WRAPPED_SENTENCE.test(lines[i]) || MEAL.test(lines[i]) || LANDMARK_LINE.test(lines[i])) continue;
    if (isFieldLine(lines[i])) {
      // A place named in an Indian sentence after the hour: the words between them.
      const place = word && /[^\x00-\x7F]/.test(word[0]) ? placeAfterTheHour(masked, [...masked.matchAll(EVERY_VENUE_WORD)].at(-1) ?? word) : '';
      if (place) return place;
      continue;
    }
    // A glued name is a name of its own, not a word in a sentence: its line goes on with the place.
    if (!word) return readAddress(lines, i, lines[i]);
    // 'Gowri Temple Marriage Hall': the place ends with its last place word.
    const place = placeUpTo(lines[i], [...masked.matchAll(EVERY_VENUE_WORD)].at(-1) ?? word);
    // A hall's name too long for one line wraps: 'माहेश्वरी भक्त निवास मंगल' / 'कार्यालय पैठण'.
    const above = word.index === lines[i].search(/\p{L}/u) ? previousPrinted(lines, i) : '';
    return readAddress(lines, i, above && isAddressLine(above) ? `${above} ${place}` : place);
  }
  return '';
}

// Words after a number that belong to the hour ('11-00 ಗಂಟೆಗೆ', '12.00 மணிக்குள்', '9.24 ని॥లకు').
const HOUR_WORD = /^(?:ಗಂಟೆ|ಕ್ಕೆ|மணி|గం|ని|गं|बजे|वाज|वादन|മണി|o'?clock|hrs|[ap]\.?m\.?)/iu;
const MAX_PLACE_WORDS = 6;
// The locative a sentence puts on the place ('ಭವನದಲ್ಲಿ', 'கோவிலில்', 'மண்டபத்தில்', 'హాలులో', 'मण्डपे'), and the word it leaves.
const LOCATIVES: Array<[RegExp, string]> = [
  [/(?:ದಲ್ಲಿ|ನಲ್ಲಿ|ಯಲ್ಲಿ)$/u, ''],
  // Tamil only after a place's own stem: 'கோவில்' itself ends as 'கோவிலில்' does.
  [/(மண்டப|அரங்க|வளாக)த்தில்$/u, '$1ம்'],
  [/(கோவில|கோயில|மஹால|ஹால)ில்$/u, '$1்'],
  [/(?:లో|యందు)$/u, ''],
  [/ത്തിൽ$/u, 'ം'],
  [/(मण्डप|मंडप|भवन|मन्दिर|मंदिर|सभागृह)े$/u, '$1'],
];

/**
 * The place in a sentence that names the hour first ('… 11-00 ಗಂಟೆಗೆ ಮದ್ದೂರಿನ ಶ್ರೀ ಬಸವೇಶ್ವರ ಸಮುದಾಯ
 * ಭವನದಲ್ಲಿ ನೆರವೇರಲಿದೆ'): the words after the last number and its hour's word, to the place word,
 * without the locative; '' when nothing is left.
 */
function placeAfterTheHour(line: string, word: RegExpExecArray): string {
  const end = word.index + word[0].length + line.slice(word.index + word[0].length).search(/[\s,]|$/u);
  const words = line.slice(0, end).split(/\s+/).filter(Boolean);
  let start = words.findLastIndex((w) => /\d/.test(w)) + 1;
  while (start < words.length - 1 && HOUR_WORD.test(words[start]!)) start++;
  const place = words.slice(Math.max(start, words.length - MAX_PLACE_WORDS));
  if (place.length === 0) return '';
  const last = LOCATIVES.reduce((w, [ending, left]) => (w === place.at(-1) ? w.replace(ending, left) : w), place.at(-1)!);
  return clean([[...place.slice(0, -1), last].join(' ')]);
}

/**
 * A heading whose place word qualifies the event ('Annual Temple Festival', 'ದೇವಸ್ಥಾನದ
 * ವಾರ್ಷಿಕೋತ್ಸವ'): an event word ends the line's words after its last place word. 'Wedding at Sri Krishna Temple' and
 * 'Ganesh Temple Marriage Hall' end with the place.
 */
function namesEventOfPlace(line: string): boolean {
  const place = [...line.matchAll(EVERY_VENUE_WORD)].at(-1);
  const event = [...line.matchAll(EVERY_EVENT_WORD)].at(-1);
  // 'Temple Festival' is one keyword holding the place word: it counts by where it ends.
  return Boolean(place && event && event.index >= place.index && event.index + event[0].length > place.index + place[0].length);
}

/** The nearest printed line above `i` (OCR leaves blank lines between wrapped ones), or ''. */
function previousPrinted(lines: string[], i: number): string {
  for (let j = i - 1; j >= 0 && j >= i - 2; j--) if (lines[j].trim() !== '') return lines[j];
  return '';
}

/** The first address block not printed under a person's name, with the line naming the place above it. */
function byAddress(lines: string[]): string {
  for (let i = 0; i < lines.length; i++) {
    // 'flat 20% off': an offer, not a flat.
    // The printer's credit gives the press's address, not the event's.
    if (!(PIN_CODE.test(lines[i]) || ADDRESS_WORD.test(lines[i])) || isFieldLine(lines[i]) || lines[i].includes('%') || isCreditLine(lines[i])) continue;
    let first = i;
    while (first > i - MAX_LINES_ABOVE_ADDRESS && first > 0 && isAddressLine(lines[first - 1])) first--;
    // The flat and its building a blank line above ('C-1108, SILVER OAK RESIDENCY' / '' / 'Tower C, 11th floor,').
    if (first >= 2 && lines[first - 1] === '' && HOUSE_NUMBER.test(lines[first - 2]!) && !isFieldLine(lines[first - 2]!)) first -= 2;
    if (isPersonHome(lines, first)) continue;
    const venue = readAddress(lines, first, lines[first]);
    if (venue) return venue;
  }
  return '';
}

function kannadaLocative(lines: string[]): string {
  for (const line of lines) {
    const place = KANNADA_AT.exec(line);
    if (place) return clean([place[1]]);
  }
  return '';
}

/** `first` plus the address lines that follow line `i`. */
function readAddress(lines: string[], i: number, first: string): string {
  const parts = first ? [first] : [];
  for (let j = i + 1; j < lines.length && parts.length < MAX_VENUE_LINES; j++) {
    const next = lines[j];
    if (next === '') {
      if (parts.length === 0 && j - i <= MAX_LINES_BEFORE_PLACE) continue; // a label alone, the address below it
      // OCR leaves a blank line inside an address: a line ending in a comma goes on, and so does
      // a line with the PIN code or an address word after the gap.
      const after = lines[j + 1] ?? '';
      if (parts.length > 0 && after && (/,$/.test(parts[parts.length - 1].trim()) || ((PIN_CODE.test(after) || ADDRESS_WORD.test(after)) && !isFieldLine(after)))) continue;
      break;
    }
    // Labels stacked in a column before their values ('VENUE' / 'THE VENUE', 'VENUE' / 'DINNER AT').
    if (parts.length === 0 && j - i <= MAX_LINES_BEFORE_PLACE && (isBareLabel(next) || LINK_PROMPT.test(next))) continue;
    if (LINK_PROMPT.test(next)) break;
    if (isFieldLine(next) || (parts.length > 0 && !continuesAddress(parts[parts.length - 1], next))) break;
    parts.push(next);
  }
  return clean(parts);
}

/** A label with nothing after it: 'THE VENUE', 'DINNER AT', 'CONTACT'. */
function isBareLabel(line: string): boolean {
  const rest = [VENUE_LABEL, CONTACT_LABEL, HOST_LABEL].map((label) => labelAtStart(line, label)?.rest).find((r) => r !== undefined) ?? LABEL_INSIDE.exec(line)?.[1];
  return rest !== undefined ? !hasWord(rest) : BARE_AT.test(line);
}

/** Whether `next` goes on with the address in `previous` rather than starting something new. */
function continuesAddress(previous: string, next: string): boolean {
  return /[,\-–]$/.test(previous.trim()) || isAddressLine(next);
}

/** A line that reads as part of an address: a PIN, an address word, or a few words of one script (a town). */
function isAddressLine(line: string): boolean {
  if (line === '' || isFieldLine(line) || EVENT_WORD.test(line) || PERSON_LINE.test(line) || GUEST_LINE.test(line) || MEAL.test(line) || DATE_WORDS_ONLY.test(line)) return false;
  // 'With warm regards': the sign-off below the place, never a town of it.
  if (labelAtStart(line, HOST_LABEL)) return false;
  if (PIN_CODE.test(line) || ADDRESS_WORD.test(line)) return true;
  if (signedWithDash(line) || NAMES_AND.test(line)) return false;
  const words = line.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w.replace(/\p{M}/gu, '')));
  // Ornaments read as letters mix scripts and leave no word of four letters ('Red ట్ట ఫస వ or').
  const scripts = new Set([...line].filter((c) => /\p{L}/u.test(c)).map((c) => (/[A-Za-z]/.test(c) ? 'latin' : 'indic')));
  return words.length > 0 && words.length <= 4 && scripts.size === 1 && words.some((w) => w.length >= 4);
}

/** Whether the line above `i` names a person: their home address follows their name. */
function isPersonHome(lines: string[], i: number): boolean {
  // A name in quotes is the home's own ('"Shree Krishna Kripa"' above 'A-42, Shanti Kunj'), not a person's.
  // Nor is a shop's ('SRI LAKSHMI SILKS & SAREES' above the address of its opening).
  return i > 0 && PERSON_LINE.test(lines[i - 1]) && !/^[^\p{L}]*["“'‘]/u.test(lines[i - 1]) && !hasBusinessWord(lines[i - 1]);
}

/** Some word of three letters or more, not just ornaments OCR read ('4 mv | SA'). */
function hasWord(text: string): boolean {
  return /\p{L}{3}/u.test(text.replace(/[\p{M}]/gu, ''));
}

/**
 * In a sentence ('… ಶ್ರೀ ಕೃಷ್ಣ ಕಲ್ಯಾಣ ಮಂಟಪದಲ್ಲಿ ನಡೆಯಲಿದೆ'), the place ends with the word naming
 * the hall; what follows is the verb. An address ('Hotel Sea Queen, Marine Drive') goes on.
 */
function placeUpTo(line: string, word: RegExpExecArray): string {
  const rest = line.slice(word.index);
  if (rest.includes(',')) return line;
  // The word may be two ('ఫంక్షన్ హాల్'); a case ending may follow it ('ಮಂಟಪದಲ್ಲಿ').
  const end = word.index + word[0].length;
  // A place word that begins a name ('Hotel Clarks Amer', 'Club Cabana'): the name's capitalised words go on.
  if (/^(?:\s+[A-Z][\w'’.&-]*)+\s*$/u.test(line.slice(end))) return line;
  return line.slice(0, end + line.slice(end).search(/\s|$/u));
}

function clean(parts: string[]): string {
  return trimPunctuation(
    parts
      // Quotes around a house name ('"Sai Nilayam", Whitefield') would be left unbalanced.
      .map((p) => trimPunctuation(beforeContactDetails(p).replace(/["“”]/g, '')))
      .filter(Boolean)
      .join(', '),
  );
}
