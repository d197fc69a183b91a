/**
 * Puts right a letter OCR read for a digit in a printed hour ('1O.30 am', 'l0.30 a.m.', '7.3O pm',
 * 'll AM'), before times are looked for: only where AM/PM follows or 'at' / 'Time' comes before,
 * so words are left alone. The text keeps its length (see date-slips.ts).
 */
import { asDigits } from './date-slips';

const LOOK_ALIKE = '[\\dOoIl|]';
const MERIDIEM = '\\s?[ap]\\.?\\s?(?:m|rn)\\b';
// '1O.30 am', 'Time: 7.3O', 'at l0.30': hours and minutes, one of them read with a letter.
const CLOCK_WITH_LETTERS = new RegExp(`(?<![\\p{L}\\d])${LOOK_ALIKE}{1,2}[:.]${LOOK_ALIKE}{2}(?![\\p{L}\\d])`, 'gu');
const BEFORE_TIME = /(?:\b(?:at|time|from|by)\s*[:\-–]?\s*)$/i;
// 'll AM', '1O pm': an hour alone before AM/PM.
const HOUR_WITH_LETTERS = new RegExp(`(?<![\\p{L}\\d])${LOOK_ALIKE}{1,2}(?=${MERIDIEM})`, 'giu');
const AFTER_TIME = new RegExp(`^${MERIDIEM}`, 'iu');

/** `printed` with its hours' look-alike letters read as digits (see the module's comment). */
export function withTimeSlipsMended(printed: string): string {
  return printed
    .replace(CLOCK_WITH_LETTERS, (clock, at: number) => {
      const hours = asDigits(clock);
      const [hour, minute] = hours.split(/[:.]/).map(Number);
      const placed = AFTER_TIME.test(printed.slice(at + clock.length)) || BEFORE_TIME.test(printed.slice(Math.max(0, at - 12), at));
      return /\D/.test(clock.replace(/[:.]/, '')) && /\d/.test(clock) && placed && hour! <= 23 && minute! <= 59 ? hours : clock;
    })
    .replace(HOUR_WITH_LETTERS, (hour) => {
      const digits = asDigits(hour);
      // A letter alone before 'am' is English ('I am'); 'll' is eleven.
      const surely = /\d/.test(hour) || /^[Il|]{2}$/.test(hour);
      return /\D/.test(hour) && surely && Number(digits) >= 1 && Number(digits) <= 12 ? digits : hour;
    });
}
