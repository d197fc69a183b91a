/**
 * Finds the hosts: who invites (the people or families a reply letter is addressed to) and
 * whom the event is for (the couple, the child, the committee; see `invitation-celebrants.ts`).
 *
 * In order of how surely a line names the hosts:
 * 1. a sign-off label and what follows it ('With best compliments from', 'निमंत्रक:',
 *    'ಆಹ್ವಾನಿಸುವವರು:', 'அழைப்பவர்:', 'ఆహ్వానించువారు:', 'ക്ഷണിക്കുന്നത്:'),
 * 2. the subject of an inviting sentence ('Mr. & Mrs. Sharma request the pleasure …',
 *    'श्रीमती … एवं श्री … सादर आमंत्रित करते हैं'),
 * 3. a name signed with a dash ('- K. Srinivas Rao & Family'),
 * 4. the name next to 'RSVP' or 'Contact', or signed right above the phone number,
 * 5. the school, society or firm named at the top of its own card,
 * 6. any other line that starts with a title (Shri, Smt., श्रीमती, ಶ್ರೀ, திரு, శ్రీమతి, ശ്രീ…),
 *    leaving out the blessing at the top ('Shri Ganeshaya Namah') and the couple's lines, or the
 *    titled parents before 'their daughter' ('… ಅವರ ಪುತ್ರಿ').
 */
import {
  CONTACT_LABEL,
  HOST_LABEL,
  INVITE_VERB,
  beforeContactDetails,
  isFieldLine,
  labelAtStart,
  labelWithColon,
  startsWithLabel,
} from '../card/card-lines';
import type { EventType } from '@shared/schemas/invitations';
import {
  FAMILY_RELATION_WORDS,
  HONORIFICS,
  NOTE_WORDS,
  PARENTAGE_WORDS,
  POSSESSIVE_WORDS,
  VENUE_WORDS,
  YOU_WORDS,
} from '../languages/invitation-words';
import { findCelebrants, nameIn, readsAsSentence } from './invitation-celebrants';
import { isInvocation } from '../text/invocations';
import { hasBusinessWord } from '../text/business-names';
import { joinsNames, signedWithDash, startsWithJoiner, withoutDash } from '../text/joined-names';
import { hasEventWord } from './invitation-event';
import { aroundSeparators, belowEventHeading, openingNames } from './invitation-name-blocks';
import { CITIES } from '../languages/card-words';
import { trimPunctuation, wordsPattern } from '../text/script-text';
import { findDates } from '../text/dates';
import { findTimes } from '../text/times';
import { findPhone, isCreditLine } from '../text/contact-details';
import { withOrganisationSpelled } from '../text/organisation-spelling';

const HONORIFIC = wordsPattern(HONORIFICS, { wholeIndic: true });
// OCR reads the mark of the late ('కీ॥శే॥', 'स्व.') or a list's number before a title as a few
// stray marks and digits ('$18, శ్రీ …', '2. श्री …'): up to five, closed by a comma, dot or bracket.
const BEFORE_TITLE = /^(?:[^\p{L}\p{N}]*|[^\p{L}]{1,5}?[,.)]\s*)/u;
const STARTS_WITH_HONORIFIC = new RegExp(`${BEFORE_TITLE.source}(?:${HONORIFIC.source})`, 'iu');
const MARKS_BEFORE_TITLE = new RegExp(`${BEFORE_TITLE.source}(?=${HONORIFIC.source})`, 'iu');
const FAMILY_RELATION = wordsPattern(FAMILY_RELATION_WORDS, { wholeIndic: true });
const YOU_WORD = wordsPattern(YOU_WORDS, { wholeIndic: true });
const VENUE_WORD = wordsPattern(VENUE_WORDS);
const CHILD_WORD = wordsPattern(PARENTAGE_WORDS, { wholeIndic: true });
const POSSESSIVE_AT_END = new RegExp(`[\\s,]*(?:${wordsPattern(POSSESSIVE_WORDS, { wholeIndic: true }).source})[\\s,]*$`, 'iu');
// Whole words: 'सपरिवार' is "with your family", said to the guest.
const FAMILY_WORD = /(?<![\p{L}\p{M}])(?:family|families|परिवार|कुटुंब|ಕುಟುಂಬ|குடும்ப|కుటుంబ|കുടുംബ)/iu;
const CITY = wordsPattern(CITIES, { wholeIndic: true });
const CITY_ALONE = new RegExp(`^[^\\p{L}]*(?:${CITY.source})[^\\p{L}]*$`, 'iu');
const NOTE = new RegExp(`^[^\\p{L}]*(?:${wordsPattern(NOTE_WORDS, { wholeIndic: true }).source})`, 'iu');
// Two inviters, the couple and the family that signs.
const MAX_HOSTS = 5;
// Lines read on after a sign-off label that stands alone ('With best compliments from').
const MAX_LINES_AFTER_LABEL = 3;

/**
 * The hosts named on the card; [] if none is found. The inviters come first, as the letter is
 * addressed to the first host, then whom the event is for, then any other inviter.
 */
export function findHosts(allLines: string[], eventType: EventType = 'other'): string[] {
  return findNamedHosts(allLines, eventType).hosts;
}

/**
 * How the first host was found, most sure first: after a sign-off label, as the subject of an
 * inviting sentence, as the event's celebrants, beside 'RSVP'/'Contact', by a title alone, or
 * only by being set apart in large type.
 */
export type HostRoute = 'label' | 'sentence' | 'celebrant' | 'contact' | 'titled' | 'set-apart';
interface Candidate {
  text: string;
  route: HostRoute;
}

/** The hosts (see `findHosts`) and how the first of them was found. */
export function findNamedHosts(allLines: string[], eventType: EventType = 'other'): { hosts: string[]; route?: HostRoute } {
  const lines = withoutNotes(allLines);
  const inviters = findInviters(lines, eventType);
  const celebrants: Candidate[] = [
    ...findCelebrants(lines, eventType).map((text) => ({ text, route: 'celebrant' as const })),
    ...setApartNames(lines, eventType).map((text) => ({ text, route: 'set-apart' as const })),
  ];
  const hosts: Candidate[] = [];
  const add = ({ text, route }: Candidate) => {
    const host = cleanHost(text, { celebrant: route === 'celebrant' });
    // The printer's credit at the foot ('ಶ್ರೀ ಗುರು ಆಫ್‌ಸೆಟ್ ಪ್ರಿಂಟರ್ಸ್') names no host, whatever found it.
    if (!host || isCreditLine(host)) return;
    const key = sameNameKey(host);
    if (hosts.some((h) => sameNameKey(h.text).includes(key))) return;
    // The fuller form wins in place ('Mr. & Mrs. Ramesh Sharma' over the RSVP's 'Ramesh Sharma').
    const shorter = hosts.findIndex((h) => key.includes(sameNameKey(h.text)));
    if (shorter >= 0) hosts[shorter] = { text: host, route: hosts[shorter].route };
    else hosts.push({ text: host, route });
  };
  [...inviters.slice(0, 2), ...celebrants.slice(0, 2), ...inviters.slice(2), ...celebrants.slice(2)].forEach(add);
  return { hosts: hosts.slice(0, MAX_HOSTS).map((h) => h.text), route: hosts[0]?.route };
}

/**
 * A name compared without its punctuation and case: one name found twice, once as printed
 * ('Kum. Aishwarya Menon') and once from a rule that dropped the dots ('Kum Aishwarya Menon').
 */
function sameNameKey(text: string): string {
  return ` ${text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ').trim()} `;
}

/** The lines with each note ('குறிப்பு: …' and the lines it runs on to) blanked: notes name no host. */
export function withoutNotes(lines: string[]): string[] {
  let inNote = false;
  return lines.map((line) => {
    if (NOTE.test(line)) inNote = true;
    else if (line.trim() === '') inNote = false;
    return inNote ? '' : line;
  });
}

/** Names set apart in large type (see invitation-name-blocks.ts), for events held for people. */
function setApartNames(lines: string[], eventType: EventType): string[] {
  if (['religious', 'inauguration', 'housewarming'].includes(eventType)) return [];
  return [...aroundSeparators(lines), ...belowEventHeading(lines), ...openingNames(lines)];
}

/** Who invites, most surely named first. */
function findInviters(lines: string[], eventType: EventType): Candidate[] {
  const as = (route: HostRoute) => (text: string) => ({ text, route });
  return [
    ...hostsAfterLabels(lines, HOST_LABEL).map(as('label')),
    ...hostsAfterSignOffInOrnaments(lines).map(as('label')),
    ...hostsOfInvitingSentences(lines).map(as('sentence')),
    ...dashSignatures(lines).map(as('label')),
    ...hostsAfterLabels(lines, CONTACT_LABEL).map(as('contact')),
    ...signedAbovePhone(lines).map(as('contact')),
    // A family's event: a temple's or a firm's foot lists its rites or its people.
    ...(['religious', 'inauguration', 'other'].includes(eventType) ? [] : coupleAtTheFoot(lines)).map(as('titled')),
    ...bodyAtTheTop(lines).map(as('titled')),
    ...lines.map((line) => (isTitledNameLine(line) ? line : parentsBeforeTheirChild(line)).replace(MARKS_BEFORE_TITLE, '')).filter(Boolean).map(as('titled')),
  ].filter((h) => cleanHost(h.text) !== '');
}

// A sign-off among ornaments OCR read ('O with regards ¢', 'ee re विनीत EE', '… ತಮ್ಮ ಆಗಮನಾಭಿಲಾಷಿಗಳು ದಂ').
const SIGN_OFF_INSIDE = new RegExp(`(?:${HOST_LABEL.source})(.*)$`, 'iu');

/** The names below a sign-off that is not at the start of its line. */
function hostsAfterSignOffInOrnaments(lines: string[]): string[] {
  const found: string[] = [];
  lines.forEach((line, i) => {
    if (labelAtStart(line, HOST_LABEL) || labelWithColon(line, HOST_LABEL)) return;
    const signOff = SIGN_OFF_INSIDE.exec(line);
    // 'from' and 'host' inside a sentence are no sign-off; the rest of a sign-off line is ornaments.
    if (!signOff || /^(?:from|host|hosts)$/i.test(signOff[0].slice(0, signOff[0].length - signOff[1].length).trim())) return;
    if (nameIn(signOff[1])) return;
    for (let j = i + 1, taken = 0; j < lines.length && j <= i + 3 && taken < 2; j++) {
      if (startsWithLabel(lines[j]) || INVITE_VERB.test(lines[j])) break;
      const name = nameIn(lines[j]) ? lines[j] : '';
      if (name) {
        found.push(name);
        taken++;
      }
    }
  });
  return found;
}

/** The names signed with a dash at the start of their line. */
function dashSignatures(lines: string[]): string[] {
  return lines.filter((line) => signedWithDash(line) && !isFieldLine(line) && !/\d/.test(line)).map(withoutDash);
}

/**
 * The school, society or firm whose card it is, printed at its top ('VIDYA NIKETAN PUBLIC
 * SCHOOL', 'GUJARATI SAMAJ BENGALURU (Regd.)' under its blessing): the first printed line that
 * is not the blessing, when it holds an organisation's or a business's word.
 */
function bodyAtTheTop(lines: string[]): string[] {
  const first = lines.find((line) => /\p{L}{2}/u.test(line) && !isInvocation(line));
  if (!first || !hasBusinessWord(first) || /\d/.test(first) || isFieldLine(first) || hasEventWord(first) || readsAsSentence(first)) return [];
  return [first];
}

// The lines read upwards from a phone number for the names signed above it.
const MAX_SIGNATURE_LINES = 3;

/**
 * The names signed in the lower half of the card right above a phone number ('Ravi & Sneha Menon'
 * / 'RSVP 99001 23456', 'அருண் - கவிதா' / '+91 90031 45678'), as under a letter; a line that
 * starts with 'and' ('மற்றும் குடும்பத்தினர்') goes on with the one above.
 */
function signedAbovePhone(lines: string[]): string[] {
  for (let i = lines.length - 1; i >= lines.length / 2; i--) {
    if (findPhone(lines[i]) === '') continue;
    const signed: string[] = [];
    for (let j = i - 1; j >= 0 && signed.length < MAX_SIGNATURE_LINES; j--) {
      // Blank lines and a note in brackets ('(Sons, daughters-in-law & grandchildren)') sit between.
      if (lines[j] === '' || /^[^\p{L}]*\(/u.test(lines[j])) {
        if (signed.length > 0 && lines[j] === '') break;
        continue;
      }
      if (!isSignature(lines[j])) break;
      if (signed.length > 0 && startsWithJoiner(signed[0])) signed[0] = `${lines[j]} ${signed[0]}`;
      else signed.unshift(lines[j]);
    }
    if (signed.length > 0) return signed;
  }
  return [];
}

// 'at Fun City, Whitefield': the place, printed above the RSVP.
const AT_PLACE = /^[^\p{L}]*(?:at|@)\s/iu;
// What makes a line of names a signature: names joined ('Ravi & Sneha', 'அருண் - கவிதா'), a
// family, a title, or two capitalised Latin names; a stray word OCR read ('Nov', 'WWW') is none.
// The foot of a card: its last lines, where a couple signs without a label.
const FOOT_LINES = 5;

/**
 * A couple signed at the foot with no label or number beside them ('Bhimavarapu Sreenivas &
 * Padmavathi' above their flat's address, 'KOMMINENI SRAVANTHI & KOMMINENI HARI PRASAD' above
 * 'SCAN FOR LOCATION'): a line of names joined by '&' among the card's last lines.
 */
function coupleAtTheFoot(lines: string[]): string[] {
  const printed = lines.filter((line) => line.trim() !== '');
  // Not the groom's parents ('son of Mrs. Lalitha & Mr. Suresh Iyer') nor a list of what is on ('Keynote • Live Demo • Cocktails & Dinner').
  const couple = (line: string) => joinsNames(line) && isSignature(line) && !hasEventWord(line) && !FAMILY_RELATION.test(line) && !CHILD_WORD.test(line) && !/[•|*·]/.test(line);
  return printed.slice(-FOOT_LINES).filter(couple).slice(0, 1);
}

const SIGNATURE_MARK = new RegExp(`${FAMILY_WORD.source}|${HONORIFIC.source}`, 'iu');

/** Whether the line reads as the names signed under a card. */
function isSignature(line: string): boolean {
  if (/\d/.test(line) || AT_PLACE.test(line) || isFieldLine(line) || startsWithLabel(line) || !nameIn(line) || VENUE_WORD.test(line) || CITY.test(line)) return false;
  if (joinsNames(line)) return true;
  if (isInvocation(line)) return false;
  return SIGNATURE_MARK.test(line) || startsWithJoiner(line) || (line.match(/(?<![A-Za-z])[A-Z][a-z]+/g) ?? []).length >= 2;
}

/** Names after a label: on its line, or on the lines below when the label stands alone. */
function hostsAfterLabels(lines: string[], label: RegExp): string[] {
  const found: string[] = [];
  lines.forEach((line, i) => {
    const labelled = labelAtStart(line, label) ?? labelWithColon(line, label);
    if (!labelled) return;
    if (cleanHost(labelled.rest)) {
      found.push(labelled.rest);
      return;
    }
    // 'from 4 PM to 7 PM' is no sign-off: the label word began a time or a date, not a name below.
    if (isFieldLine(labelled.rest)) return;
    for (let j = i + 1, taken = 0; j < lines.length && taken < MAX_LINES_AFTER_LABEL; j++) {
      const next = lines[j];
      if (next === '') {
        if (taken === 0 && j === i + 1) continue; // the names may start a new paragraph
        break;
      }
      // The printer's credit at the foot ends the names signed above it.
      if (startsWithLabel(next) || INVITE_VERB.test(next) || isCreditLine(next)) break;
      found.push(next);
      taken++;
    }
  });
  return found;
}

/** The people before 'request the pleasure' / 'सादर आमंत्रित' / 'ಆಹ್ವಾನಿಸುತ್ತೇವೆ'. */
function hostsOfInvitingSentences(lines: string[]): string[] {
  const found: string[] = [];
  lines.forEach((line, i) => {
    const verb = INVITE_VERB.exec(line);
    if (!verb) return;
    const subject = line.slice(0, verb.index);
    if (HONORIFIC.test(subject)) {
      found.push(subject);
      return;
    }
    // 'We, Alagu & Valli, cordially invite', 'The Upadhyaya Family cordially invites'.
    const named = subjectNames(subject);
    if (named) {
      found.push(named);
      return;
    }
    // The subject is usually the line (or two) just above, set apart in larger type.
    // OCR may leave a blank line between them.
    const above: string[] = [];
    for (let j = i - 1, seen = 0; j >= 0 && seen < 2; j--) {
      if (lines[j] === '') continue;
      seen++;
      if (isFieldLine(lines[j])) break;
      if (isTitledNameLine(lines[j])) {
        found.push(lines[j]);
        return;
      }
      // 'Sangeeta and Vivek Talmaley' / 'request the pleasure …'; a name may wrap onto two lines.
      const names = subjectNames(lines[j]);
      if (!names || !/^[^\p{L}]*$/u.test(subject.replace(WE, ''))) break;
      above.unshift(names);
    }
    if (above.length) found.push(above.join(' '));
  });
  return found;
}

// 'We', 'We,' and 'The' before the names; 'you' words before an Indic verb ('आपको', 'ನಿಮ್ಮನ್ನು').
const WE = /^[^\p{L}]*(?:we|हम|ನಾವು|நாங்கள்|మేము|ഞങ്ങൾ)(?![\p{L}\p{M}])[\s,]*/iu;
const LEADING_THE = /^[^\p{L}]*the\s+/iu;
const YOU_BEFORE_VERB = /[\s,]*(?:आपको|आप|आपका|ನಿಮ್ಮನ್ನು|ತಮ್ಮನ್ನು|ತಾವು|உங்களை|தங்களை|మిమ్మల్ని|మీకు|നിങ്ങളെ|താങ്കളെ)?[\s,]*$/u;
// Words of a sentence, never of the names that are its subject ('Together with their families').
const NOT_SUBJECT =
  /(?<![A-Za-z])(?:together|with|their|our|your|you|us|are|is|was|to|of|for|in|at|on|please|join|request|presence|blessings|happiness|love|pleasure|honour|honor|occasion|invitation|kindly|all)(?![A-Za-z])/i;

// 'The Staff of Canara Bank, Malleswaram Branch', 'The Principal, Staff and Students of New
// Horizon Public School': the people of a body, in capitals, then the body's capitalised name.
const PEOPLE_OF_BODY = /^(?:[A-Z][a-z]+(?:,\s*|\s+(?:and|&)\s+|\s+))+of\s+(?:the\s+)?[A-Z][\w.'&-]*(?:[\s,]+[A-Z][\w.'&-]*)+[\s,]*$/;

/**
 * The names that are the subject of an inviting sentence, without 'We,' and 'The', or '' when
 * it reads as a sentence, a field or ornaments: 'Alagu & Valli', 'Upadhyaya Family'.
 */
function subjectNames(text: string): string {
  const names = trimPunctuation(text.replace(WE, '').replace(LEADING_THE, '').replace(YOU_BEFORE_VERB, ''));
  if (PEOPLE_OF_BODY.test(names)) return names;
  if (!names || NOT_SUBJECT.test(names) || isFieldLine(names) || isInvocation(names)) return '';
  const words = names.split(/\s+/);
  // Ornaments read as short words ('EIN', 'Dry') have no word of four letters.
  if (words.length > 8 || !words.some((w) => [...w.replace(/[^\p{L}]/gu, '')].length >= 4)) return '';
  // Names are capitalised in Latin ('Alagu & Valli'); a family may be named in any script.
  const capitalised = words.filter((w) => /^[A-Z]/.test(w)).length;
  const latin = /[A-Za-z]/.test(names);
  if (latin && capitalised === 0) return '';
  if (FAMILY_WORD.test(names) && !YOU_WORD.test(names)) return names;
  // In the Indian scripts the words before the verb are mostly the sentence's ('सविनयं', 'आप
  // सपरिवार'): only a family named there is taken.
  if (!latin) return '';
  return nameIn(names.replace(/\s*(?:&|and|और|एवं|ಮತ್ತು|மற்றும்|మరియు)\s*/giu, ' ')) ? names : '';
}

/**
 * The parents on a titled line that goes on to their child ('ಶ್ರೀ ರಾಮಕೃಷ್ಣ ಮತ್ತು ಶ್ರೀಮತಿ ಲಕ್ಷ್ಮಿ ಅವರ
 * ಪುತ್ರಿ' → 'ಶ್ರೀ ರಾಮಕೃಷ್ಣ ಮತ್ತು ಶ್ರೀಮತಿ ಲಕ್ಷ್ಮಿ'), or ''.
 */
function parentsBeforeTheirChild(line: string): string {
  if (!STARTS_WITH_HONORIFIC.test(line) || isInvocation(line) || isFieldLine(line)) return '';
  const child = CHILD_WORD.exec(line);
  if (!child) return '';
  const before = line.slice(0, child.index);
  return POSSESSIVE_AT_END.test(before) ? before.replace(POSSESSIVE_AT_END, '') : '';
}

/** A line that starts with a title and is neither the blessing, the couple nor a place. */
function isTitledNameLine(line: string): boolean {
  return (
    STARTS_WITH_HONORIFIC.test(line) &&
    !isInvocation(line) &&
    !FAMILY_RELATION.test(line) &&
    !VENUE_WORD.test(line) &&
    !isFieldLine(line)
  );
}

/** The host as printed, without contact details and punctuation; '' if it names nobody. */
export function cleanHost(text: string, { celebrant = false }: { celebrant?: boolean } = {}): string {
  const host = withOrganisationSpelled(trimPunctuation(beforeContactDetails(text)));
  const letters = [...host].filter((c) => /\p{L}/u.test(c)).length;
  // A groom or bride found by their title may be two Indic letters and their vowel signs ('రవి').
  const fewest = celebrant && /\p{M}/u.test(host) && !/[A-Za-z]/.test(host) ? 2 : 3;
  if (letters < fewest || host.length > 90) return '';
  // Three capitals alone ('ICY', 'QF') are OCR's reading of an ornament, not a name; a town alone is where.
  if (/^[A-Z]{1,3}$/.test(host) || CITY_ALONE.test(host)) return '';
  if (findDates(host).length > 0 || findTimes(host).length > 0) return '';
  // 'തദവസരത്തിൽ താങ്കളുടെ … സാന്നിദ്ധ്യം': a sentence that speaks to the guest names no host.
  if (host.split(/\s+/).length >= 4 && YOU_WORD.test(host)) return '';
  // Titles alone ('ಶ್ರೀಮತಿ/ಶ್ರೀ') are the blank where the addressee's name is written by hand.
  let withoutTitles = host;
  for (let i = 0; i < 4 && HONORIFIC.test(withoutTitles); i++) withoutTitles = withoutTitles.replace(HONORIFIC, '');
  if ([...withoutTitles].filter((c) => /\p{L}/u.test(c)).length < 2) return '';
  return host;
}
