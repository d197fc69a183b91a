/**
 * Finds the time of the event on a card and writes it one way: '7:30 PM'.
 *
 * English cards print '7:30 PM' or '7 pm onwards'; Indian languages name the part of the day
 * before the number and 'o'clock' after it: 'सायं 7 बजे', 'ಸಂಜೆ 7 ಗಂಟೆಗೆ', 'மாலை 6 மணிக்கு',
 * 'రాత్రి 8:15 గంటలకు', 'വൈകുന്നേരം 6 മണിക്ക്', Sanskrit 'सायं 5 वादने'. Muhurtham times are
 * often '10.30' with a dot. Expects `canonicalText` input.
 */
import { withTimeSlipsMended } from './time-slips';
import { nearestWord, wordsPattern } from './script-text';
import { MONTH_SPELLINGS } from '../languages/date-words';
import { findDates, type FoundDate, type LabelMark } from './dates';

type DayPart = 'morning' | 'noon' | 'day' | 'evening' | 'night';

const DAY_PARTS: Record<DayPart, readonly string[]> = {
  morning: [
    'morning', 'सकाळी', 'सकाळ', 'प्रातः', 'प्रात:', 'प्रातःकाल', 'सुबह', 'प्रात', 'ಬೆಳಿಗ್ಗೆ', 'ಬೆಳಗ್ಗೆ', 'ಬೆಳಗಿನ', 'ಪ್ರಾತಃ', 'காலை', 'ఉదయం', 'ఉదయము', 'രാവിലെ', 'പ്രഭാത',
    // Dawn ('తెల్లవారుజామున 4 గం॥'), and Telugu's 'ఉ॥' for ఉదయం.
    'तड़के', 'भोर', 'पहाटे', 'ಮುಂಜಾನೆ', 'அதிகாலை', 'తెల్లవారుజామున', 'తెల్లవారు', 'ఉ॥', 'ఉ||', 'പുലർച്ചെ',
  ],
  noon: ['noon', 'afternoon', 'दुपारी', 'दुपार', 'दोपहर', 'दोप', 'मध्याह्न', 'अपराह्न', 'अपरान्ह', 'पिछले पहर', 'பிற்பகல்', 'అపరాహ్ణం', 'ಮಧ್ಯಾಹ್ನ', 'மதியம்', 'பகல்', 'మధ్యాహ్నం', 'ഉച്ചയ്ക്ക്', 'ഉച്ച'],
  // In daylight ('ದಿವಾ ಗಂಟೆ 10-15'): morning before noon, afternoon after it.
  day: ['ದಿವಾ', 'दिवा'],
  evening: ['evening', 'सायंकाळी', 'संध्याकाळी', 'सायं', 'शाम', 'सायंकाल', 'संध्या', 'सन्ध्या', 'ಸಂಜೆ', 'ಸಾಯಂಕಾಲ', 'மாலை', 'సాయంత్రం', 'సా॥', 'വൈകുന്നേരം', 'വൈകിട്ട്', 'സായാഹ്നം'],
  night: ['night', 'रात्री', 'रात्रि', 'रात', 'ರಾತ್ರಿ', 'இரவு', 'రాత్రి', 'రా॥', 'രാത്രി'],
};

// 'o'clock' after the number, in each language ('बजे', 'वाजता', 'ಗಂಟೆಗೆ', 'மணிக்கு', 'గంటలకు', 'മണിക്ക്', 'वादने'),
// and the minutes mark of '12.53 मि.' that makes a dotted number a time.
const OCLOCK = [
  'बजे', 'बजकर', 'वाजता', 'वा', 'वादने', 'वादनतः', 'वादनम्', 'मि', 'मी', 'ಗಂಟೆ', 'ಕ್ಕೆ', 'மணி', 'గంట', 'ని', 'മണി',
  'hrs', 'hours',
];
// 'o'clock' as OCR gives it: 'OCLOCK', 'O CLOCK', '0'CLOCK', 'OCCLOCK'.
const OCLOCK_WORD = "[o0]['’‘]?\\s?c{1,2}l[o0]ck";
const OCLOCK_AT_START = new RegExp(`^\\s*${OCLOCK_WORD}`, 'i');
// The auspicious moment a ceremony is timed by: its time before that of any other rite on the card.
const MOMENT_WORDS = ['muhurtham', 'muhurat', 'muhurtha', 'muhurt', 'मुहूर्त', 'ಮುಹೂರ್ತ', 'முகூர்த்தம்', 'முகூர்த்த', 'ముహూర్తం', 'ముహూర్త', 'മുഹൂർത്തം', 'മുഹൂര്ത്തം'];
const MOMENT_LABEL = wordsPattern(MOMENT_WORDS, { inCompounds: true });
// Words before a number that make it the event's time ('Time:', 'Muhurtham', 'Between', 'ಮುಹೂರ್ತ', 'ದಿವಾ ಗಂಟೆ').
const TIME_LABELS = [
  'time', 'timing', 'timings', 'between', 'at', 'from', 'समय', 'समयः', 'वेळ', 'ಸಮಯ', 'ಗಂಟೆ', 'ವೇಳೆ', 'நேரம்', 'సమయం', 'గం', 'സമയം',
  ...MOMENT_WORDS,
];
// Times of the meal or the side events on the same card: not the event's own time.
const SIDE_EVENTS = [
  'lunch', 'dinner', 'breakfast', 'snacks', 'high tea', 'haldi', 'mehendi', 'mehandi', 'sangeet', 'reception',
  'followed by', 'भोजन', 'स्नेहभोजन', 'हळद', 'हल्दी', 'मेहंदी', 'ಭೋಜನ', 'ಆರತಕ್ಷತೆ', 'விருந்து', 'வரவேற்பு',
  'భోజనం', 'భోజన', 'విందు', 'సద్య', 'സദ്യ', 'സല്ക്കാര', 'സൽക്കാര',
  // The temple's free meal ('Annadanam on all days from 12.30 pm').
  'annadanam', 'annadhanam', 'anna dhanam', 'prasadam', 'अन्नदान', 'भंडारा', 'ಅನ್ನಸಂತರ್ಪಣೆ', 'ಅನ್ನದಾನ', 'அன்னதானம்', 'అన్నదానం', 'അന്നദാനം',
];

const DAY_PART_PATTERNS = Object.entries(DAY_PARTS).map(([part, words]) => ({
  part: part as DayPart,
  pattern: wordsPattern(words),
}));
const DAY_PART_LEXICON = Object.entries(DAY_PARTS).flatMap(([part, words]) =>
  words.map((word) => ({ word: word.normalize('NFC'), value: part as DayPart })),
);
const OCLOCK_AFTER = new RegExp(`^\\s*(?:${[...OCLOCK, OCLOCK_WORD].join('|')})`, 'iu');
// Indic labels also at the end of a word: OCR glues 'ದಿವಾ ಗಂಟೆ' ("daytime hour") into 'ದಿವಾಗಂಟೆ'.
const TIME_LABEL_BEFORE = new RegExp(`(?:${wordsPattern(TIME_LABELS, { inCompounds: true }).source})[^\\p{L}\\d]*$`, 'iu');
const SIDE_EVENT = wordsPattern(SIDE_EVENTS);
// OCR reads a small 'm' as 'rn' ('4.00 p.rn.').
const MERIDIEM_AFTER = /^\s*([ap])\.?\s?(?:m|rn)\b\.?/i;
// 'in the evening', 'noon' after the number ('5 o'clock in the evening', '12-25 Noon').
const DAY_PART_AFTER = new RegExp(`^\\s*(?:${OCLOCK_WORD}\\s*)?(?:in\\s+the\\s+)?(morning|afternoon|noon|evening|night)\\b`, 'i');
// A day before its month is a date, not a time ('Morning 09th September').
const MONTH_AFTER = new RegExp(`^(?:st|nd|rd|th)?["”'’\\s.,-]*(?:${wordsPattern(MONTH_SPELLINGS.flat()).source})`, 'iu');
// Hour and minutes with no separator, before AM/PM or 'hrs' ('1030 AM', '1830 hrs').
const GLUED_CLOCK = /(?<![\d./:-])([01]?\d|2[0-3])([0-5]\d)\s?((?:[ap]\.?\s?(?:m|rn)\b\.?)|hrs\b|hours\b)/gi;
// Hour with optional minutes ('7:30', '10.30', '6-00', '7°00' where OCR read the colon as a degree sign);
// not part of a date (12.03.2026), a phone number or a PIN code.
const CLOCK = /(?<![\d./:-])(\d{1,2})(?:\s?([:.°-])\s?(\d{2}))?(?![\d]|[./-]\d)/g;
// Marathi and Hindi print the minutes as a word: '११ वा. ४५ मि.', '11 बजकर 45 मिनट'.
// 'वा.', 'बजकर' and Sanskrit's 'वादने' ('१० वादने ३० निमेषेषु') are 'past the hour': the number
// after them is its minutes even where OCR misread the minutes' mark ('११ वा. ४५ fA.').
const HOUR_AND_MINUTES = /(?<!\d)(\d{1,2})\s?(?:(?:वा\.?|वाजून|बजकर|वादने)\s?(\d{1,2})(?!\d)(?![:./-]\d)|(?:ಗಂಟೆ|గం[.॥|]*)\s?(\d{1,2})\s?(?:ನಿಮಿಷ|ని))/gu;
// Formal English cards spell the hour out: 'at seven o'clock in the evening', 'half past six
// in the evening', 'five thirty o'clock'. (In digits, 'o'clock' is read by CLOCK.)
const HOUR_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const HOUR_WORD = HOUR_WORDS.join('|');
const SPELLED_TIME = new RegExp(
  `(?<![A-Za-z])(?:(half\\s+past|quarter\\s+past)\\s+(${HOUR_WORD})|(${HOUR_WORD})(?:[\\s-]+(fifteen|thirty|forty[\\s-]?five))?\\s+${OCLOCK_WORD})(?![A-Za-z])`,
  'gi',
);
const SPELLED_MINUTES: Record<string, number> = { 'half past': 30, 'quarter past': 15, fifteen: 15, thirty: 30, fortyfive: 45 };
/** A time found in the text. */
export interface FoundTime {
  index: number;
  hour: number;
  minute: number;
  /** AM/PM when the card says so (or a part of the day does); null for a bare '7:30'. */
  meridiem: 'AM' | 'PM' | null;
  /** The card printed the minutes ('7:00 PM', not '7 PM'). */
  minutesPrinted?: boolean;
  /** A label names it the event's time ('Time:', 'Muhurtham'); false beside 'Lunch' or 'Reception'. */
  rank?: number;
}

/** Every time in `printed`, in reading order. */
export function findTimes(printed: string): FoundTime[] {
  const text = withTimeSlipsMended(printed);
  const found: FoundTime[] = [];
  const taken: Array<[number, number]> = [];
  for (const m of text.matchAll(HOUR_AND_MINUTES)) {
    const hour = Number(m[1]);
    const minute = Number(m[2] ?? m[3]);
    if (hour > 23 || minute > 59) continue;
    const before = lineBefore(text, m.index);
    found.push({ index: m.index, hour, minute, meridiem: meridiemOf(hour, dayPartBefore(before)) ?? momentMeridiem(before, hour), minutesPrinted: true, rank: rankOf(text, m.index) });
    taken.push([m.index, m.index + m[0].length]);
  }
  // '1030 AM', '1830 hrs': the hour and minutes with their separator lost, or written so.
  for (const m of text.matchAll(GLUED_CLOCK)) {
    const [hour, minute, hours] = [Number(m[1]), Number(m[2]), /^h/i.test(m[3]!)];
    if (!hours && (hour === 0 || hour > 12)) continue;
    const meridiem = hours ? (hour >= 12 ? 'PM' : 'AM') : /^a/i.test(m[3]!) ? 'AM' : 'PM';
    found.push({ index: m.index, hour, minute, meridiem, minutesPrinted: true, rank: rankOf(text, m.index) });
    taken.push([m.index, m.index + m[0].length]);
  }
  for (const m of text.matchAll(CLOCK)) {
    if (taken.some(([a, b]) => m.index >= a && m.index < b)) continue;
    const hour = Number(m[1]);
    const minute = m[3] ? Number(m[3]) : 0;
    if (hour > 23 || minute > 59) continue;
    const end = m.index + m[0].length;
    const after = text.slice(end, end + 24);
    const before = lineBefore(text, m.index);
    if (MONTH_AFTER.test(after)) continue;
    const meridiem = MERIDIEM_AFTER.exec(after)?.[1].toUpperCase();
    const partAfter = DAY_PART_AFTER.exec(after)?.[1].toLowerCase();
    const part = dayPartBefore(before) ?? (partAfter ? dayPartOfWord(partAfter) : null);
    const oclock = OCLOCK_AFTER.test(after);
    const labelled = TIME_LABEL_BEFORE.test(before);
    // A bare number is a time only with AM/PM, a part of the day or 'o'clock' next to it;
    // '7:30' with a colon is a time by itself, '10.30' or '6-00' only if the card says it is one
    // ('Time:', 'Muhurtham', 'ಗಂಟೆ' before it also do, when it has minutes).
    const separated = m[2] !== undefined;
    const isTime = meridiem || part || oclock || m[2] === ':' || m[2] === '°' || (separated && labelled);
    if (!isTime || (!separated && hour === 0)) continue;
    found.push({
      index: m.index,
      hour,
      minute,
      meridiem: meridiem ? (meridiem as 'A' | 'P') === 'A' ? 'AM' : 'PM' : (meridiemOf(hour, part) ?? momentMeridiem(before, hour)),
      minutesPrinted: separated || !(meridiem || OCLOCK_AT_START.test(after)),
      rank: rankOf(text, m.index),
    });
  }
  for (const m of text.matchAll(SPELLED_TIME)) {
    const hour = HOUR_WORDS.indexOf((m[2] ?? m[3]).toLowerCase()) + 1;
    const minutesWord = (m[1] ?? m[4] ?? '').toLowerCase().replace(/[\s-]+/g, m[1] ? ' ' : '');
    const minute = SPELLED_MINUTES[minutesWord] ?? 0;
    const partAfter = DAY_PART_AFTER.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 24))?.[1].toLowerCase();
    const part = dayPartBefore(lineBefore(text, m.index)) ?? (partAfter ? dayPartOfWord(partAfter) : null);
    found.push({ index: m.index, hour, minute, meridiem: meridiemOf(hour, part), minutesPrinted: minute !== 0, rank: rankOf(text, m.index) });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The event's time as '7:30 PM' ('7 PM' when the card printed no minutes, '7:30' when nothing says AM or PM), or ''. */
export function findTime(text: string): string {
  const best = bestTime(text);
  return best ? formatTime(best) : '';
}

/** The time `findTime` gives, as found, or null. */
export function bestTime(
  text: string,
  mainEvent: LabelMark = () => 0,
  day?: Omit<FoundDate, 'index'>,
  column: (index: number) => number = () => 0,
): FoundTime | null {
  // The labelled time ('Muhurtham 9.00') before the first one read; a lunch or reception time
  // last; the muhurtham and the main event's own line in a programme before other labelled times;
  // a time on a line dated another day than the event's last but one (the eve's rite in a programme).
  const rank = (t: FoundTime) => {
    if ((t.rank ?? 0) < 0) return t.rank!;
    const label = text.slice(text.lastIndexOf('\n', t.index - 1) + 1, t.index);
    return (t.rank ?? 0) + (MOMENT_LABEL.test(label) ? 1 : 0) + mainEvent(label) - (day && onAnotherDay(label, day) ? 1 : 0) + column(t.index);
  };
  return findTimes(text).reduce<FoundTime | null>((a, b) => (a === null || rank(b) > rank(a) ? b : a), null);
}

/** Whether the line before a time dates it, and only to days other than `day`. */
function onAnotherDay(label: string, day: Omit<FoundDate, 'index'>): boolean {
  const dates = findDates(label);
  return dates.length > 0 && dates.every((d) => d.day !== day.day || d.month !== day.month);
}

/** '7:30 PM'; 24-hour times are turned into 12-hour ones. */
export function formatTime({ hour, minute, meridiem, minutesPrinted = true }: Omit<FoundTime, 'index'>): string {
  const mm = String(minute).padStart(2, '0');
  if (hour > 12) return `${hour - 12}:${mm} PM`;
  if (!meridiem) return `${hour}:${mm}`;
  const h = hour === 0 ? 12 : hour;
  return minutesPrinted || minute !== 0 ? `${h}:${mm} ${meridiem}` : `${h} ${meridiem}`;
}

function lineBefore(text: string, index: number): string {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  const before = text.slice(Math.max(lineStart, index - 24), index);
  if (before.trim() !== '' || lineStart === 0) return before;
  // A time that opens its line: the part of the day may end the line above ('… న మధ్యాహ్నం' / '12.05 ని.లకు').
  const previousStart = text.lastIndexOf('\n', lineStart - 2) + 1;
  return text.slice(Math.max(previousStart, lineStart - 1 - 24), lineStart - 1);
}

/** 1 after a time label, -1 on a line about the meal or a side event, else 0. */
function rankOf(text: string, index: number): number {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  const before = text.slice(lineStart, index);
  if (SIDE_EVENT.test(before.slice(-30))) return -1;
  return TIME_LABEL_BEFORE.test(before.slice(-24)) ? 1 : 0;
}

function dayPartOfWord(word: string): DayPart {
  return word === 'afternoon' ? 'noon' : (word as DayPart);
}

function dayPartBefore(before: string): DayPart | null {
  let best: { part: DayPart; at: number } | null = null;
  for (const { part, pattern } of DAY_PART_PATTERNS) {
    for (const m of before.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
      if (!best || m.index > best.at) best = { part, at: m.index };
    }
  }
  if (best) return best.part;
  // OCR slips a vowel sign now and then ('ಬಿಳಿಗ್ಗೆ' for 'ಬೆಳಿಗ್ಗೆ'): the nearest word decides.
  const words = before.split(/[\s,.:;()]+/).filter(Boolean).reverse();
  for (const word of words.slice(0, 2)) {
    const part = nearestWord(word, DAY_PART_LEXICON);
    if (part) return part;
  }
  return null;
}

/**
 * A muhurtham's bare '11-20' is in the morning: a ceremony timed by one in the evening or at night
 * says so ('ರಾತ್ರಿ', 'இரவு'). Twelve o'clock and later stay bare.
 */
function momentMeridiem(before: string, hour: number): 'AM' | null {
  return hour >= 4 && hour <= 11 && MOMENT_LABEL.test(before) ? 'AM' : null;
}

function meridiemOf(hour: number, part: DayPart | null): 'AM' | 'PM' | null {
  if (hour >= 13) return 'PM';
  switch (part) {
    case 'morning':
      return hour === 12 ? 'PM' : 'AM';
    case 'noon':
      return hour >= 10 && hour < 12 ? 'AM' : 'PM';
    case 'day':
      return hour >= 6 && hour < 12 ? 'AM' : 'PM';
    case 'evening':
      return 'PM';
    case 'night':
      // 'रात्रि 1 बजे' is one in the morning; 'రాత్రి 8:15' is evening.
      return hour <= 4 || hour === 12 ? 'AM' : 'PM';
    default:
      return null;
  }
}
