/**
 * Reads the free-text date and time of an invitation's details into calendar values. The reader
 * writes dates one way ('12 March 2026') and times as '7:30 PM' or '9:00', but users correct them
 * by hand, so the common typed forms are read too ('2026-02-14', '14/02/2026', 'Feb 14, 2026').
 * The reader's own parser lives in the API (it knows the month names in seven scripts); the
 * stored text is English by then, so this small one is enough for the device's calendar file and
 * for the letter writer's "is the reply date still ahead".
 */

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export interface CalendarTime {
  hour: number;
  minute: number;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function valid(year: number, month: number, day: number): CalendarDate | null {
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? { year, month, day } : null;
}

const monthOf = (word: string) => MONTHS.indexOf(word.slice(0, 3).toLowerCase()) + 1;

/** The date in `text`, or null when none with a year can be read. Digits are read day first, as in India. */
export function parseEventDate(text: string): CalendarDate | null {
  const iso = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/.exec(text);
  if (iso) return valid(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const digits = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/.exec(text);
  if (digits) return valid(Number(digits[3]), Number(digits[2]), Number(digits[1]));
  const dayFirst = /\b(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]{3,9})\.?,?\s+(\d{4})\b/i.exec(text);
  if (dayFirst && monthOf(dayFirst[2]!)) return valid(Number(dayFirst[3]), monthOf(dayFirst[2]!), Number(dayFirst[1]));
  const monthFirst = /\b([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/i.exec(text);
  if (monthFirst && monthOf(monthFirst[1]!)) return valid(Number(monthFirst[3]), monthOf(monthFirst[1]!), Number(monthFirst[2]));
  return null;
}

/** The time in `text` ('7:30 PM', '7 pm', '19:30', '9.00 AM'), or null. */
export function parseEventTime(text: string): CalendarTime | null {
  const match = /\b(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s*m\b\.?|\b(\d{1,2})[:.](\d{2})\b/i.exec(text);
  if (!match) return null;
  let hour = Number(match[1] ?? match[4]);
  const minute = Number(match[2] ?? match[5] ?? 0);
  const meridiem = match[3]?.toLowerCase();
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'p' ? 12 : 0);
  }
  return hour < 24 && minute < 60 ? { hour, minute } : null;
}
