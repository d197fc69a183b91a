/**
 * The blessing printed above a card's text ('|| Shri Ganeshaya Namah ||', 'ॐ नमः शिवाय', 'ಶ್ರೀ
 * ಮಂಜುನಾಥ ಪ್ರಸನ್ನ'): never whom the card is from or for. Shops and trusts are named for their deity
 * ('Sri Ganesh Enterprises', 'Sai Baba Temple Trust'), and so are people ('Srinivas Rao & Lakshmi
 * Prasanna'): a line with a business's word or names joined is no blessing.
 */
import { INVOCATION_WORDS } from '../languages/invitation-words';
import { hasBusinessWord } from './business-names';
import { joinsNames } from './joined-names';
import { wordsPattern } from './script-text';

const INVOCATION = wordsPattern(INVOCATION_WORDS, { wholeIndic: true });
const EVERY_INVOCATION = new RegExp(INVOCATION.source, `${INVOCATION.flags}g`);
// A blessing set alone is short; a longer line with a deity's name is a sentence about the event.
const BLESSING_WORDS = 4;

/** Whether the line holds a deity's or a blessing's word at all. */
export function hasInvocationWord(line: string): boolean {
  return INVOCATION.test(line);
}

/** Whether the line calls on a deity rather than naming a business or people. */
export function isInvocation(line: string): boolean {
  return INVOCATION.test(line) && !hasBusinessWord(line) && !joinsNames(line);
}

/**
 * Whether the line is a blessing set alone, as a shop's card opens ('|| श्री गणेशाय नमः ||',
 * 'Om Ganeshaya Namah', 'जय माता दी'): a short line of it, between bars, with two of its words or
 * nothing else ('Ganesh Kumar' is a man).
 */
export function isBlessingLine(line: string): boolean {
  const words = line.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  if (!isInvocation(line) || words.length > BLESSING_WORDS) return false;
  // One word in Latin letters is a blessing only as 'Om': 'JAYAM' and 'PRASANNA' alone name a shop or a man.
  if (words.length === 1 && /^[A-Za-z]+$/.test(words[0]!) && !/^om$/i.test(words[0]!)) return false;
  const invocations = [...line.matchAll(EVERY_INVOCATION)].length;
  const onlyInvocation = !/\p{L}/u.test(line.replace(EVERY_INVOCATION, ''));
  return onlyInvocation || invocations >= 2 || /[|॥]/u.test(line);
}
