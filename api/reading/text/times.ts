/**
 * Finds the time of the event on a card and writes it one way: '7:30 PM'.
 *
 * English cards print '7:30 PM' or '7 pm onwards'; Indian languages name the part of the day
 * before the number and 'o'clock' after it: 'सायं 7 बजे', 'ಸಂಜೆ 7 ಗಂಟೆಗೆ', 'மாலை 6 மணிக்கு',
 * 'రాత్రి 8:15 గంటలకు', 'വൈകുന്നേരം 6 മണിക്ക്', Sanskrit 'सायं 5 वादने'. Muhurtham times are
 * often '10.30' with a dot. Expects `canonicalText` input.
 */
import { nearestWord, wordsPattern } from './script-text';

type DayPart = 'morning' | 'noon' | 'evening' | 'night';

const DAY_PARTS: Record<DayPart, readonly string[]> = {
  morning: ['morning', 'प्रातः', 'प्रात:', 'प्रातःकाल', 'सुबह', 'प्रात', 'ಬೆಳಿಗ್ಗೆ', 'ಬೆಳಗ್ಗೆ', 'ಬೆಳಗಿನ', 'ಪ್ರಾತಃ', 'காலை', 'ఉదయం', 'ఉదయము', 'രാവിലെ', 'പ്രഭാത'],
  noon: ['noon', 'afternoon', 'दोपहर', 'मध्याह्न', 'ಮಧ್ಯಾಹ್ನ', 'மதியம்', 'பகல்', 'మధ్యాహ్నం', 'ഉച്ചയ്ക്ക്', 'ഉച്ച'],
  evening: ['evening', 'सायं', 'शाम', 'सायंकाल', 'ಸಂಜೆ', 'ಸಾಯಂಕಾಲ', 'மாலை', 'సాయంత్రం', 'വൈകുന്നേരം', 'വൈകിട്ട്', 'സായാഹ്നം'],
  night: ['night', 'रात्रि', 'रात', 'ರಾತ್ರಿ', 'இரவு', 'రాత్రి', 'രാത്രി'],
};

// 'o'clock' after the number, in each language ('बजे', 'ಗಂಟೆಗೆ', 'மணிக்கு', 'గంటలకు', 'മണിക്ക്', 'वादने').
const OCLOCK = ['बजे', 'बजकर', 'वादने', 'वादनतः', 'वादनम्', 'ಗಂಟೆ', 'மணி', 'గంట', 'മണി', 'hrs', 'hours', "o'clock", 'oclock'];

const DAY_PART_PATTERNS = Object.entries(DAY_PARTS).map(([part, words]) => ({
  part: part as DayPart,
  pattern: wordsPattern(words),
}));
const DAY_PART_LEXICON = Object.entries(DAY_PARTS).flatMap(([part, words]) =>
  words.map((word) => ({ word: word.normalize('NFC'), value: part as DayPart })),
);
const OCLOCK_AFTER = new RegExp(`^\\s*(?:${OCLOCK.map((w) => w.replace(/'/g, "'?")).join('|')})`, 'iu');
const MERIDIEM_AFTER = /^\s*([ap])\.?\s?m\b\.?/i;
// Hour with optional minutes; not part of a date (12.03.2026), a phone number or a PIN code.
const CLOCK = /(?<![\d./:-])(\d{1,2})(?:\s?([:.])\s?(\d{2}))?(?![\d]|[./-]\d)/g;

/** A time found in the text. */
export interface FoundTime {
  index: number;
  hour: number;
  minute: number;
  /** AM/PM when the card says so (or a part of the day does); null for a bare '7:30'. */
  meridiem: 'AM' | 'PM' | null;
}

/** Every time in `text`, in reading order. */
export function findTimes(text: string): FoundTime[] {
  const found: FoundTime[] = [];
  for (const m of text.matchAll(CLOCK)) {
    const hour = Number(m[1]);
    const minute = m[3] ? Number(m[3]) : 0;
    if (hour > 23 || minute > 59) continue;
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 12);
    const lineStart = text.lastIndexOf('\n', m.index - 1) + 1;
    const before = text.slice(Math.max(lineStart, m.index - 24), m.index);
    const meridiem = MERIDIEM_AFTER.exec(after)?.[1].toUpperCase();
    const part = dayPartBefore(before);
    const oclock = OCLOCK_AFTER.test(after);
    // A bare number is a time only with AM/PM, a part of the day or 'o'clock' next to it;
    // '7:30' with a colon is a time by itself, '10.30' only if the card says it is one.
    const isTime = meridiem || part || oclock || m[2] === ':';
    if (!isTime || (m[2] === undefined && hour === 0)) continue;
    found.push({
      index: m.index,
      hour,
      minute,
      meridiem: meridiem ? (meridiem as 'A' | 'P') === 'A' ? 'AM' : 'PM' : meridiemOf(hour, part),
    });
  }
  return found;
}

/** The event's time as '7:30 PM' (or '7:30' when nothing says AM or PM), or ''. */
export function findTime(text: string): string {
  const time = findTimes(text)[0];
  return time ? formatTime(time) : '';
}

/** '7:30 PM'; 24-hour times are turned into 12-hour ones. */
export function formatTime({ hour, minute, meridiem }: Omit<FoundTime, 'index'>): string {
  const mm = String(minute).padStart(2, '0');
  if (hour > 12) return `${hour - 12}:${mm} PM`;
  if (!meridiem) return `${hour}:${mm}`;
  return `${hour === 0 ? 12 : hour}:${mm} ${meridiem}`;
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

function meridiemOf(hour: number, part: DayPart | null): 'AM' | 'PM' | null {
  if (hour >= 13) return 'PM';
  switch (part) {
    case 'morning':
      return hour === 12 ? 'PM' : 'AM';
    case 'noon':
      return hour >= 10 && hour < 12 ? 'AM' : 'PM';
    case 'evening':
      return 'PM';
    case 'night':
      // 'रात्रि 1 बजे' is one in the morning; 'రాత్రి 8:15' is evening.
      return hour <= 4 || hour === 12 ? 'AM' : 'PM';
    default:
      return null;
  }
}
