/**
 * How cards join and sign names: 'Ravi & Sneha Menon', 'विकास एवं प्रिया जैन', 'அருண் - கவிதா',
 * a couple stacked over a line that is only 'weds' or 'ಮತ್ತು', and a family signed with a dash
 * ('- K. Srinivas Rao & Family').
 */
const JOINERS = 'and|&|weds|with|ಮತ್ತು|और|एवं|व|आणि|மற்றும்|మరియు|ഉം|ಹಾಗೂ|संग|सँग';
const JOINER_LINE = new RegExp(`^[^\\p{L}]*(?:${JOINERS})[^\\p{L}]*$`, 'iu');
// OCR often reads the flourish beside a stacked 'and' as one more letter ('& J').
const JOINER_LINE_WITH_LETTER = new RegExp(`^[^\\p{L}]*(?:${JOINERS})[^\\p{L}]*(?:\\p{L}[^\\p{L}]*)?$`, 'iu');
const JOINER_AT_START = new RegExp(`^[^\\p{L}]*(?:${JOINERS})(?![\\p{L}\\p{M}])[^\\p{L}]*`, 'iu');
const JOINER_BETWEEN = new RegExp(`\\s(?:${JOINERS}|-|–)\\s`, 'iu');
const DASH_AT_START = /^[^\p{L}\p{N}\-–—]*[-–—]\s*(?=\p{L})/u;

/** Whether the line is only a joiner between names stacked above and below it (with a stray letter, if allowed). */
export function isJoinerLine(line: string, { strayLetter = false }: { strayLetter?: boolean } = {}): boolean {
  return (strayLetter ? JOINER_LINE_WITH_LETTER : JOINER_LINE).test(line);
}

/** Whether the line joins two names ('Ravi & Sneha Menon', 'विकास एवं प्रिया जैन', 'அருண் - கவிதா'). */
export function joinsNames(line: string): boolean {
  return JOINER_BETWEEN.test(line);
}

/** Whether the line starts with a word that joins it to the names before ('and', 'மற்றும்'). */
export function startsWithJoiner(line: string): boolean {
  return JOINER_AT_START.test(line);
}

/** The line without the joiner it starts with. */
export function withoutJoinerAtStart(line: string): string {
  return line.replace(JOINER_AT_START, '');
}

/** Whether the line is signed with a dash, as under a letter ('- K. Srinivas Rao & Family'). */
export function signedWithDash(line: string): boolean {
  return DASH_AT_START.test(line);
}

/** The names signed with a dash, without it. */
export function withoutDash(line: string): string {
  return line.replace(DASH_AT_START, '');
}
