/**
 * A programme printed as a grid: the events' names across one row, their days and hours in the
 * same order on the rows below ('Mehendi  Sangeet Sandhya  Shubh Vivah' / '3rd Feb 2027  4th Feb
 * 2027  5th February 2027' / '4:00 PM  7:30 PM  8:00 PM'). OCR reads each row as one line, so the
 * k-th date of a row is the k-th event's. The main event's column is the one that names the
 * wedding's own rite, or the event's name, where no other column does.
 */
import { EVENT_KEYWORDS, WEDDING_RITE_WORDS } from '../languages/invitation-words';
import { findDates } from '../text/dates';
import { findTimes } from '../text/times';
import { wordsPattern } from '../text/script-text';
import type { FoundEvent } from './invitation-event';

const EVENT_WORD = new RegExp(wordsPattern([...Object.values(EVENT_KEYWORDS).flat(), ...WEDDING_RITE_WORDS]).source, 'giu');
const MAIN_RITE = wordsPattern(WEDDING_RITE_WORDS);
// Two events in one column are joined ('MEHENDI & SANGEET', 'Shubh Vivah (Pheras)'); columns stand apart by their words.
const JOINED = /^[\s]*(?:&|and|\+|\/|\()[\s]*$/i;
// Rows between the events' names and their dates: weekdays, a blank, the hours.
const ROWS_UP = 4;
// The grid's weight beside a label's (1): its column says which event, not only that it is one.
const IN_MAIN_COLUMN = 2;

/** How surely the date or time at `index` is the main event's by its column of a grid: 2, or 0. */
export function gridColumnMark(text: string, event: FoundEvent): (index: number, kind: 'date' | 'time') => number {
  const lines = text.split('\n');
  let at = 0;
  const starts = lines.map((line) => (at += line.length + 1) - line.length - 1);
  return (index, kind) => {
    const row = starts.findLastIndex((start) => start <= index);
    const line = lines[row] ?? '';
    const found = (kind === 'date' ? findDates(line) : findTimes(line)).map((f) => f.index).sort((a, b) => a - b);
    if (found.length < 2) return 0;
    const column = found.findIndex((at) => at >= index - starts[row]!);
    for (let up = row - 1; up >= 0 && up >= row - ROWS_UP; up--) {
      const columns = eventColumns(lines[up]!);
      if (columns.length < 2) continue;
      if (columns.length !== found.length) return 0;
      const main = columns.map((c) => isMain(c, event));
      return main.filter(Boolean).length === 1 && main[column] ? IN_MAIN_COLUMN : 0;
    }
    return 0;
  };
}

/** The events named across a row, those joined by '&' as one column. */
function eventColumns(line: string): string[] {
  const columns: Array<{ text: string; end: number }> = [];
  for (const m of line.matchAll(EVENT_WORD)) {
    const last = columns.at(-1);
    if (last && (m.index <= last.end || JOINED.test(line.slice(last.end, m.index)))) {
      last.text += line.slice(last.end, m.index + m[0].length);
      last.end = m.index + m[0].length;
    } else columns.push({ text: m[0], end: m.index + m[0].length });
  }
  return columns.map((c) => c.text);
}

function isMain(column: string, { eventType, eventName }: FoundEvent): boolean {
  if (eventType === 'wedding') return MAIN_RITE.test(column);
  return eventName.toLowerCase().includes(column.toLowerCase());
}
