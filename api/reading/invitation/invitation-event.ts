/**
 * Decides what kind of event a card is for and what the card calls it.
 *
 * Cards mention more than their event: a housewarming card invites to the Satyanarayan puja
 * that goes with it, a wedding card opens with a prayer. So each kind scores its keywords,
 * counting more for a heading (a short line) than for a mention in a sentence, and religious
 * words count least: a puja is more often part of another event than the event itself.
 */
import type { Language } from '@shared/limits';
import type { EventType } from '@shared/schemas/invitations';
import { BRIDE_TITLES, CEREMONY_WORDS, EVENT_KEYWORDS, EVENT_QUALIFIERS, HONORIFICS, INVITATION_WORDS, RECEPTION_WORDS, WEDDING_RITE_WORDS } from '../languages/invitation-words';
import { isInScriptOf, trimPunctuation, wordsPattern } from '../text/script-text';
import { findFarPhrase, findNearPhrase, findNearWord } from '../text/near-words';
import { otherSpellings, spellingTable } from '../text/latin-spellings';

// Ties go to the first: the more specific event wins over the wedding or puja it goes with
// ('വിവാഹനിശ്ചയം' is an engagement, 'व्रतबंध' a thread ceremony, not a vrata).
const PRIORITY: EventType[] = [
  'engagement', 'thread-ceremony', 'naming', 'wedding', 'housewarming', 'birthday', 'inauguration', 'other', 'religious',
];
const WEIGHT: Record<EventType, number> = {
  wedding: 1, engagement: 1, housewarming: 1.2, naming: 1.2, 'thread-ceremony': 1.2, inauguration: 1, birthday: 1,
  other: 1, religious: 0.6,
};
// '<deity>-utsava' is a temple festival in every Indic script ('ಶಾರದೋತ್ಸವ', 'गणेशोत्सव', 'బ్రహ్మోత్సవం');
// 'mahotsava' only means "great celebration" and goes with any event.
// 'pravesh-utsava' is the housewarming ('ಪ್ರವೇಶೋತ್ಸವ'), 'kalyan-utsava' a wedding.
// It starts where a word starts, which is where it matched anyway: tried from every letter, its
// run of letters made each line cost its length squared.
const FESTIVAL_COMPOUND =
  /(?<![\p{L}\p{M}])[\p{L}\p{M}]*(?<!मह|ಮಹ|మహ|മഹ|प्रवेश|ಪ್ರವೇಶ|ప్రవేశ|പ്രവേശ|कल्याण|ಕಲ್ಯಾಣ|కళ్యాణ|కల్యాణ|കല്യാണ)(?:ोत्सव|ೋತ್ಸವ|ోత్సవ|ോത്സവ)[\p{L}\p{M}]*/u;
const SHORT_WORD = 5;
const KEYWORD = Object.fromEntries(
  PRIORITY.map((type) => {
    // Short words only whole: 'ಪೂಜಾ' is inside the surname 'ಪೂಜಾರಿ', 'होम' inside 'होमनाथ'.
    const long = EVENT_KEYWORDS[type].filter((w) => [...w].length >= SHORT_WORD);
    const short = EVENT_KEYWORDS[type].filter((w) => [...w].length < SHORT_WORD);
    const words = [
      ...(long.length ? [wordsPattern(long, { inCompounds: true }).source] : []),
      ...(short.length ? [wordsPattern(short, { wholeIndic: true }).source] : []),
    ].join('|');
    const source = type === 'religious' ? `${words}|${FESTIVAL_COMPOUND.source}` : words;
    return [type, new RegExp(source, 'giu')];
  }),
) as Record<EventType, RegExp>;
// The Latin keywords by their consonants: 'Gruhapravesam' is the 'griha pravesh' of the list.
const SPELLINGS = spellingTable(PRIORITY.flatMap((type) => EVENT_KEYWORDS[type].filter((w) => /^[a-z ]+$/i.test(w)).map((w) => [w, type] as const)));

interface KeywordHit {
  type: EventType;
  index: number;
  text: string;
}

/** The event keywords in `line`: as listed, and Latin ones spelled another way where none is. */
function keywordHits(line: string): KeywordHit[] {
  const listed = PRIORITY.flatMap((type) => [...line.matchAll(KEYWORD[type])].map((m) => ({ type, index: m.index, text: m[0] })));
  const spelled = otherSpellings(line, SPELLINGS)
    .filter((o) => !listed.some((h) => h.index < o.end && h.index + h.text.length > o.start))
    .map((o) => ({ type: o.value, index: o.start, text: line.slice(o.start, o.end) }));
  return [...listed, ...spelled];
}

const CEREMONY = wordsPattern(CEREMONY_WORDS);
// Words before an event's name that belong to it: '1st', 'Silver Jubilee', 'Wedding' (Anniversary).
const QUALIFIER = new RegExp(`^(?:\\d{1,3}(?:st|nd|rd|th)|(?:${wordsPattern(EVENT_QUALIFIERS).source}))$`, 'iu');
// …and after it: 'Party', 'Celebrations', its year ('Annual Day 2027').
const AFTER_NAME = /^(?:party|celebrations?|(?:19|20)\d{2})$/i;
const WEDS_LINE = /\p{L}\s+weds\s+\p{L}/iu;
const BRIDE_TITLE = wordsPattern(BRIDE_TITLES, { wholeIndic: true });
const RECEPTION = new RegExp(`^(?:${wordsPattern(RECEPTION_WORDS).source})$`, 'iu');
const TRAILING_INVITATION = new RegExp(`\\s*(?:${wordsPattern(INVITATION_WORDS).source})[^\\p{L}\\p{N}]*$`, 'iu');
// A heading: few words, in large type on a line of its own.
const HEADING_MAX_WORDS = 5;
const HEADING_MAX_CHARS = 48;

/** Whether the line names an event of any kind (the compiled keyword patterns, shared). */
export function hasEventWord(line: string): boolean {
  // The patterns are global (for matchAll, which starts at a pattern's lastIndex): a test leaves
  // lastIndex past its match, so it is put back, or the next card's count would start midway.
  return PRIORITY.some((type) => {
    KEYWORD[type].lastIndex = 0;
    const found = KEYWORD[type].test(line);
    KEYWORD[type].lastIndex = 0;
    return found;
  });
}

export interface FoundEvent {
  eventType: EventType;
  eventName: string;
  /**
   * How the event was told: a keyword in a heading, one only in running text, a keyword OCR
   * misread by a letter, a bride's title alone, only a 'Ceremony' heading, or nothing at all
   * ('other' by default).
   */
  found?: 'heading' | 'sentence' | 'misread' | 'bride' | 'ceremony' | 'nothing';
  /** Another kind of event scored nearly as high: the card could be either. */
  contested?: boolean;
}

/**
 * Whether the words before a date or time on its line label the main event's own entry in a
 * programme, with a keyword of the event's kind that its name holds too: 'மகா கும்பாபிஷேகம்:
 * 07-06-2027' under the heading 'மகா கும்பாபிஷேக பெருவிழா', below 'யாகசாலை பூஜைகள்: 04-06-2027'.
 * (A keyword of its kind alone is not enough: a festival's programme lists one rite after another.)
 */
export function mainEventMark({ eventType, eventName }: FoundEvent): (label: string) => number {
  const named = [...eventName.matchAll(KEYWORD[eventType])].map((m) => m[0].toLowerCase());
  if (named.length === 0) return () => 0;
  // One word in another form ('கும்பாபிஷேகம்' of 'கும்பாபிஷேக').
  const sameWord = (a: string, b: string) => a.startsWith(b) || b.startsWith(a);
  return (label) => ([...label.matchAll(KEYWORD[eventType])].some((m) => named.some((n) => sameWord(m[0].toLowerCase(), n))) ? 1 : 0);
}

const MAIN_RITE = wordsPattern(WEDDING_RITE_WORDS);

/**
 * Whether the words before a date or time label a wedding's own rite in its programme ('Shubh
 * Vivah (Pheras)' among the mehendi and the haldi under the heading 'Wedding'): 1 or 0.
 */
export function weddingRiteMark({ eventType }: FoundEvent): (label: string) => number {
  return (label) => (eventType === 'wedding' && MAIN_RITE.test(label) ? 1 : 0);
}

// English keywords of one word, long enough that two halves joined into one are not chance.
const SPLIT_KEYWORDS = new Map(
  PRIORITY.flatMap((type) => EVENT_KEYWORDS[type].filter((w) => /^[a-z]{7,}$/i.test(w)).map((w) => [w.toLowerCase(), type] as const)),
);

const KEYWORD_PHRASES = new Set(PRIORITY.flatMap((type) => EVENT_KEYWORDS[type].map((w) => w.toLowerCase())));

/**
 * The text with an English keyword a script font split in two joined again ('at the Wed ding of
 * their son' → 'Wedding'), so the event is known and the line is not taken for a place.
 */
export function withSplitKeywordsJoined(text: string): string {
  return text.replace(/(?<![A-Za-z])([A-Za-z]{2,}) ([A-Za-z]{2,})(?![A-Za-z])/g, (pair, a: string, b: string) => {
    // A split inside a word leaves its second half in small letters ('Wed ding'), or both in
    // capitals ('WED DING'); two words of a phrase printed apart ('Griha Pravesh') stay apart.
    const splitInWord = /^[a-z]/.test(b) || (a === a.toUpperCase() && b === b.toUpperCase());
    const phrase = `${a} ${b}`.toLowerCase();
    return splitInWord && !KEYWORD_PHRASES.has(phrase) && SPLIT_KEYWORDS.has(`${a}${b}`.toLowerCase()) ? `${a}${b}` : pair;
  });
}

// English keywords this long are named by a word one letter off (see nearEvent).
const MIN_NEAR_ENGLISH = 9;
// A rival within this share of the best score makes the kind of event doubtful.
const CONTESTED = 0.8;

/** The kind of event and its name as the card prints it ('Wedding Ceremony', 'ಗೃಹಪ್ರವೇಶ'). */
export function findEvent(lines: string[], language: Language): FoundEvent {
  const perType = scoresOf(lines);
  const scores = PRIORITY.map((type) => ({ type, score: perType[type] }));
  const best = scores.reduce((a, b) => (b.score > a.score ? b : a));
  if (best.score === 0) {
    const near = nearEvent(lines);
    if (near) return { ...near, found: 'misread' };
    // A bride named by her title ('चि.सौ.का.') is only ever on a wedding card.
    if (lines.some((line) => BRIDE_TITLE.test(line))) return { eventType: 'wedding', eventName: '', found: 'bride' };
    // So is a couple joined by 'weds' ('Priya weds Arjun').
    if (lines.some((line) => WEDS_LINE.test(line))) return { eventType: 'wedding', eventName: '', found: 'bride' };
    const eventName = ceremonyHeading(lines);
    return { eventType: 'other', eventName, found: eventName ? 'ceremony' : 'nothing' };
  }
  const eventName = nameOf(best.type, lines, language);
  const contested = scores.some((s) => s !== best && s.score >= best.score * CONTESTED);
  return { eventType: best.type, eventName, found: lines.some((l) => isHeading(l) && l.includes(eventName)) ? 'heading' : 'sentence', contested };
}

/**
 * Each kind's score over the lines. A keyword inside a longer phrase of another kind counts only
 * as that one: a 'Wedding Anniversary' or a 'विवाह वर्षगांठ' is no wedding. (Not inside one word: a
 * festival's '-utsava' compound also spans 'ప్రారంభోత్సవము', an opening.)
 */
function scoresOf(lines: string[]): Record<EventType, number> {
  const scores = Object.fromEntries(PRIORITY.map((type) => [type, 0])) as Record<EventType, number>;
  let titled = false;
  lines.forEach((line, i) => {
    const hits = keywordHits(line).map((h) => ({ type: h.type, start: h.index, end: h.index + h.text.length }));
    if (hits.length === 0) return;
    const heading = isHeading(line) ? 1 : 0;
    // The first heading that names an event is the card's title ('पुस्तक विमोचन समारोह' above '… का लोकार्पण').
    const title = heading && !titled ? 1 : 0;
    titled ||= heading === 1;
    const early = (i < lines.length / 3 ? 0.5 : 0) + title;
    const counted = new Set<EventType>();
    for (const hit of hits) {
      if (namesWhoDoesIt(line, hit)) continue;
      const inside = hits.some((o) => o.type !== hit.type && o.start <= hit.start && o.end >= hit.end && o.end - o.start > hit.end - hit.start && /\s/.test(line.slice(o.start, o.end)));
      if (inside) continue;
      scores[hit.type] += 1;
      counted.add(hit.type);
    }
    for (const type of counted) scores[type] += heading + early;
  });
  for (const type of PRIORITY) scores[type] *= WEIGHT[type];
  return scores;
}

// 'ഉദ്ഘാടനം: ഡോ. കെ. എം. ശ്രീധരൻ', 'Inauguration by: Sri K. Rao': the rite as the label of the
// person who performs it, on a card for a seminar or a function; it is not what the card is for.
const PERSON_AFTER_LABEL = new RegExp(`^\\s*(?:by\\s*)?[:\\-–]\\s*(?:by\\s+)?(?:${wordsPattern(HONORIFICS, { wholeIndic: true }).source})`, 'iu');

function namesWhoDoesIt(line: string, hit: { start: number; end: number }): boolean {
  return !/\p{L}/u.test(line.slice(0, hit.start)) && PERSON_AFTER_LABEL.test(line.slice(hit.end));
}

const WEDDING_RITE = /^(?:pheras?|varmala|jaimala)$/i;

/** The heading naming the event, or the keyword phrase out of a sentence. */
function nameOf(type: EventType, lines: string[], language: Language): string {
  const candidates = lines.flatMap((line, i) => {
    const hit = keywordHits(line).find((h) => h.type === type);
    return hit ? [{ line, i, hit }] : [];
  });
  // Prefer a heading, then one in the card's own script, then the first.
  // A wedding card that also invites to its reception is named for the wedding.
  const rank = (c: { line: string; i: number; hit: KeywordHit }) =>
    (isHeading(c.line) ? 4 : 0) + (isInScriptOf(c.line, language) ? 2 : 0) - c.i / lines.length -
    (RECEPTION.test(c.hit.text) ? 5 : 0);
  const best = candidates.reduce((a, b) => (rank(b) > rank(a) ? b : a));
  // 'Pheras at 7 pm', 'Varmala 8 pm onwards': a wedding's rite tells the kind of event, not its name.
  if (WEDDING_RITE.test(best.hit.text)) return '';
  if (isHeading(best.line)) {
    const heading = withQualifiersAbove(withoutInvitationWord(best.line), lines, best.i);
    // A heading 'Housewarming' over 'join us for a Housewarming Party': the fuller name.
    if (heading) return candidates.map((c) => phraseAround(c.line, c.hit)).find((p) => p.length > heading.length && p.toLowerCase().includes(heading.toLowerCase())) ?? heading;
  }
  return phraseAround(best.line, best.hit);
}

/** `heading` with a line of qualifiers set above it ('Silver Jubilee' over 'Wedding Anniversary'). */
function withQualifiersAbove(heading: string, lines: string[], i: number): string {
  const above = i > 0 ? trimPunctuation(lines[i - 1]!) : '';
  return heading && isQualifiers(above) ? `${above} ${heading}` : heading;
}

/** 'marriage' out of '… at the marriage of their daughter', with 'Ceremony'/'समारोह' if it follows. */
function phraseAround(line: string, hit: KeywordHit): string {
  let start = hit.index;
  let end = start + hit.text.length;
  // 'the 1st Birthday of', 'the 29th Annual General Meeting': the words that make it this one.
  for (;;) {
    const before = /(\S+)\s+$/u.exec(line.slice(0, start));
    if (!before || !QUALIFIER.test(trimPunctuation(before[1]!))) break;
    start = before.index;
  }
  // Latin keywords are whole words already; an Indic one may go on with a case ending.
  if (/^[\x00-\x7F]+$/.test(hit.text)) {
    for (;;) {
      const next = /^\s+(\S+)/.exec(line.slice(end));
      if (!next || !(CEREMONY.test(next[1]!) || AFTER_NAME.test(trimPunctuation(next[1]!)))) break;
      end += next[0].length;
    }
  }
  const phrase = trimPunctuation(line.slice(start, end));
  return /^[a-z]/.test(phrase) ? phrase.replace(/\b[a-z]/g, (c) => c.toUpperCase()) : phrase;
}

/**
 * No keyword printed right: an Indic keyword OCR misread by a letter ('ಶುಭಪಿವಾಹ'), in a heading,
 * names the event, spelled right. Short English ones are not: too many English words are one
 * letter apart ('lunch' and 'launch'); a long one is ('Fnniversary', its display capital misread),
 * as a whole word: no English word is one letter from 'anniversary' or 'housewarming'.
 */
function nearEvent(lines: string[]): FoundEvent | null {
  for (const type of PRIORITY) {
    const indic = EVENT_KEYWORDS[type].filter((w) => !/[A-Za-z]/.test(w));
    // Only lines in an Indian script can hold a misread Indic keyword.
    for (const line of lines.filter((l) => isHeading(l) && /[^\x00-\x7F]/.test(l))) {
      const near = findNearWord(line, indic);
      if (near) return { eventType: type, eventName: near.corrected };
    }
  }
  for (const type of PRIORITY) {
    const long = EVENT_KEYWORDS[type].filter((w) => /^[a-z]+$/i.test(w) && w.length >= MIN_NEAR_ENGLISH);
    for (const line of lines.filter(isHeading)) {
      const near = findNearWord(line, long);
      if (near && Math.abs(near.word.length - near.keyword.length) <= 1 && near.corrected === near.keyword) {
        return { eventType: type, eventName: near.keyword.replace(/^[a-z]/, (c) => c.toUpperCase()) };
      }
    }
  }
  // A long English phrase read with a slip or two in a heading of its own ('Guha Pravesh' in a
  // script font): the event, named as it is spelled.
  // Only phrases whose own words, 'ceremony' and the like left out, are that long: 'cradle
  // ceremony' is two letters from 'candle ceremony'.
  for (const type of PRIORITY) {
    const phrases = EVENT_KEYWORDS[type].filter((w) => /^[a-z]+(?: [a-z]+)+$/i.test(w) && ownLetters(w) >= MIN_FAR_PHRASE_LETTERS);
    for (const line of lines.filter(isHeading)) {
      const far = findFarPhrase(line, phrases);
      if (far) return { eventType: type, eventName: far.replace(/\b[a-z]/g, (c) => c.toUpperCase()) };
    }
  }
  // An English phrase whose last word OCR misread ('OF OUR NEW HOMIE'): its first words, printed
  // right, make it that phrase. It tells the kind of event; the name is left to a heading.
  for (const type of PRIORITY) {
    const phrases = EVENT_KEYWORDS[type].filter((w) => /^[a-z]+(?: [a-z]+)+$/i.test(w));
    if (lines.some((line) => isHeading(line) && findNearPhrase(line, phrases))) return { eventType: type, eventName: ceremonyHeading(lines) };
  }
  return null;
}

// Letters of a phrase's own words a heading may misspell twice and still name it.
const MIN_FAR_PHRASE_LETTERS = 12;

// Before 'invitation' Tamil, Telugu and Malayalam set the event in its stem ('திருமண அழைப்பிதழ்',
// 'గృహప్రవేశ మహోత్సవ ఆహ్వానం', 'വിവാഹ ക്ഷണക്കത്ത്'); alone it takes its -am back (திருமணம், మహోత్సవం, വിവാഹം).
const STEM_BEFORE_INVITATION: Array<[RegExp, string]> = [
  [/[\u0B95-\u0BB9]$/u, '\u0BAE\u0BCD'],
  [/[\u0C15-\u0C39]$/u, '\u0C02'],
  [/[\u0D15-\u0D39]$/u, '\u0D02'],
];

/** A heading without the word 'invitation' after the event, the event in the form it takes alone. */
function withoutInvitationWord(line: string): string {
  const heading = trimPunctuation(line.replace(TRAILING_INVITATION, ''));
  if (heading === trimPunctuation(line)) return heading;
  const ending = STEM_BEFORE_INVITATION.find(([stem]) => stem.test(heading));
  return ending ? heading + ending[1] : heading;
}

/** The letters of a phrase's words other than 'ceremony', 'celebration', 'function'… */
function ownLetters(phrase: string): number {
  return phrase.split(/\s+/).filter((w) => !CEREMONY.test(w)).join('').length;
}

/** For an event of no known kind: a short line with 'Ceremony', 'समारोह', 'ಸಮಾರಂಭ'… */
function ceremonyHeading(lines: string[]): string {
  const i = lines.findIndex((l) => isHeading(l) && CEREMONY.test(l));
  return i >= 0 ? withQualifiersAbove(withoutInvitationWord(lines[i]!), lines, i) : '';
}

/** A line of only such words ('Silver Jubilee', '25th'): part of the event's name below it. */
function isQualifiers(line: string): boolean {
  const words = line.split(/\s+/).filter(Boolean);
  return words.length > 0 && words.length <= 3 && words.every((w) => QUALIFIER.test(trimPunctuation(w)));
}

function isHeading(line: string): boolean {
  const text = trimPunctuation(line);
  // Digits mean a date or an address line, except in an ordinal ('1st Birthday') or a year ending a name ('Annual Day 2027').
  const digits = /\d/.test(text.replace(/\d+(?:st|nd|rd|th)\b/gi, '').replace(/\s(?:19|20)\d{2}$/, ''));
  return text !== '' && !digits && text.split(/\s+/).length <= HEADING_MAX_WORDS && text.length <= HEADING_MAX_CHARS && !isWrappedSentence(text);
}

// A short line of running text wrapped from the line above ('to celebrate the wedding of'):
// it starts in small letters or ends on the word that leads to the names below.
const WRAPPED_SENTENCE = /^[a-z]|(?<![A-Za-z])(?:of|for|to|at|with|the|and)$/;

function isWrappedSentence(text: string): boolean {
  return WRAPPED_SENTENCE.test(text) && !/^[A-Z\s&'-]+(?:OF|FOR|TO|AT|WITH|THE|AND)$/.test(text);
}
