/**
 * Runs the field rules once on a made-up page, so a reading worker pays for their first run at
 * start rather than on the first photo of a user.
 *
 * The rules' first run on a thread is far slower than later ones (measured on the reading set:
 * 13–38 s for the first invitation on a loaded machine, about 0.1 s for the same page read
 * again), mostly V8 building their large Unicode patterns; each worker thread builds its own.
 * The page is made of the language's own words (every word list the rules read, a few words of
 * each), so the patterns of that language are built too, without a sample text to keep in step
 * with the word lists.
 */
import type { Language } from '@shared/limits';
import { extractCardFields } from '../card/card-rules';
import { extractInvitationFields } from '../invitation/invitation-rules';
import { READING_LANGUAGES } from '../languages';

// Words taken from each word list: enough to reach the rules that read the list.
const WORDS_PER_LIST = 2;
const LINE_HEIGHT = 60;

const COMMON_LINES = [
  'Together with our families we cordially invite you',
  'Sunday, 14 March 2027 at 7:30 PM',
  'Venue: Sri Krishna Hall, 4th Cross, Jayanagar, Bengaluru 560011',
  'Ramesh Kumar, Manager',
  'Ph: +91 98860 12345  ramesh@example.org  www.example.org',
];

/** The made-up page for `language`: common lines, then a line per word list of the language. */
export function warmUpLines(language: Language): string[] {
  const words: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') return;
    if (Array.isArray(value)) {
      if (value.every((v) => typeof v === 'string')) words.push(...value.slice(0, WORDS_PER_LIST));
      else value.forEach(collect);
    } else if (value && typeof value === 'object' && !(value instanceof RegExp)) {
      Object.values(value).forEach(collect);
    }
  };
  collect(READING_LANGUAGES[language]);
  return [...COMMON_LINES, ...words.map((w) => `${w} Ramesh Kumar`)];
}

/** Runs the invitation and card rules once on the made-up page of each language. */
export function warmFieldRules(languages: readonly Language[]): void {
  for (const language of new Set(languages)) {
    const lines = warmUpLines(language);
    const read = lines.map((text, i) => ({
      text,
      box: { x0: 40, y0: 40 + i * LINE_HEIGHT, x1: 640, y1: 80 + i * LINE_HEIGHT },
      confidence: 90,
    }));
    extractInvitationFields(lines.join('\n'), language, read);
    extractCardFields(lines.join('\n'), language, read);
  }
}
