/**
 * Helpers the languages' reply files share: the answer (attending, regret, a representative), the
 * honoree's blessing and the relationship line are worded per language in `<language>-reply.ts`.
 */
import { parseEventDate } from '@shared/helpers/event-date';

/** "A", "A and B", "A, B and C" with the language's "and". */
export function listOf(names: readonly string[], and: string): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;
}

/** Whether a birthday's age is a grown-up's (a sixtieth, a seventy-fifth): no child's title ('చి.', 'ಚಿ.') then. */
export function isGrownUpAge(age: string): boolean {
  return Number.parseInt(age, 10) >= 18;
}

// Titles and one-letter initials say nothing about who a name is.
const NOT_A_NAME = /^(?:mr|mrs|ms|dr|prof|sri|shri|shree|smt|srimati|shrimati|kum|ji|[a-z])$/;
const nameWords = (name: string) =>
  name.toLowerCase().split(/[^\p{L}\p{M}]+/u).filter((w) => w !== '' && !NOT_A_NAME.test(w));

/** Whether the honoree is the person the letter is written to ('Sri K. Subba Rao' to 'Mr. K. Subba Rao'): they are then 'you'. */
export function isAddressee(name: string, addressee: string | undefined): boolean {
  if (!addressee) return false;
  const [own, theirs] = [nameWords(name), new Set(nameWords(addressee))];
  return own.length > 0 && own.every((w) => theirs.has(w));
}

/** The name with `title` before it, unless it already starts with that title as a word ('ಶ್ರೀನಿವಾಸ' has none). */
export function titled(name: string, title: string): string {
  const word = name.startsWith(title) && /^(?:[\s.]|$)/u.test(name.slice(title.length));
  return word || (title.endsWith('.') && name.startsWith(title)) ? name : `${title} ${name}`;
}

/** A number of guests worth saying: more than one (one guest is the sender, who is already "we"). */
export function party(guests: number | undefined): number | null {
  return guests && guests > 1 ? guests : null;
}

/**
 * The date the card asks a reply by, while it is not yet past ('' otherwise): a letter written
 * after it does not claim to answer before it. A date that cannot be read (no year) is kept, as
 * the card printed it.
 */
export function replyDateAhead(replyBy: string, today: Date): string {
  if (!replyBy) return '';
  const date = parseEventDate(replyBy);
  if (!date) return replyBy;
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Date.UTC(date.year, date.month - 1, date.day) >= todayUtc ? replyBy : '';
}
