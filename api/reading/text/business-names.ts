/**
 * A line naming a business or an organisation ('Sri Ganesh Enterprises', 'Sai Baba Temple Trust',
 * 'GUJARATI SAMAJ BENGALURU'): by a company's or an organisation's word, in any language. One
 * pattern for every rule that asks, so the long list is compiled once per reader.
 */
import { BUSINESS_WORDS } from '../languages/invitation-words';
import { wordsPattern } from './script-text';

const BUSINESS = wordsPattern(BUSINESS_WORDS, { wholeIndic: true });

export function hasBusinessWord(line: string): boolean {
  return BUSINESS.test(line);
}
