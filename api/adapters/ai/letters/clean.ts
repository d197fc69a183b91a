/** Normalising one extracted field before it goes into a letter (shared by the writer and the host reader). */
/** Single-spaced, one line (a multi-line venue becomes comma-separated), without wrapping quotes
 *  or trailing separators. */
export function clean(s: string): string {
  let out = s
    .replace(/\s*[\r\n]+\s*/g, ', ')
    .replace(/\s+/g, ' ')
    // Telugu and Kannada cards mark an abbreviated title with '||' (చి|| కిరణ్): its full stop; Sri
    // is a whole word and takes none (శ్రీ|| రామ్ → శ్రీ రామ్).
    .replace(/(?<=శ్రీ|ಶ್ರೀ|श्री|ஸ்ரீ|ശ്രീ)\|\|/gu, '')
    .replace(/(?<=[\p{L}\p{M}])\|\|/gu, '.')
    .trim()
    .replace(/^["'“‘«]+|["'”’»]+$/gu, '')
    .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/gu, '')
    .replace(/,\s*,+/g, ',')
    .trim();
  // A final full stop, unless it ends an abbreviation or initial ("Dr.", "K.", "Ltd.").
  if (/\.$/.test(out) && !/(^|[\s.])\p{L}{1,3}\.$/u.test(out)) out = out.slice(0, -1).trim();
  if (/^(undefined|null|n\/a|-+)$/i.test(out)) return '';
  return out;
}


/**
 * A field printed in capitals ('DASARI RAJESHWARI', 'SV FUNCTION HALL, GATTUPPAL') in the case a
 * letter writes names: each word of four letters or more capitalised, shorter ones and words
 * without a vowel kept as printed (SV, MG, KSRTC: initials and acronyms) but titles ('MRS.' Mrs.).
 * Mixed-case text is kept.
 */
const TITLES = new Set(['mr', 'mrs', 'ms', 'dr', 'smt', 'sri', 'shri', 'tmt', 'no']);
// Small English words a title writes in lower case ('Wedding of Priya', 'Join us for').
const SMALL_WORDS = new Set(['of', 'the', 'and', 'for', 'to', 'at', 'in', 'on', 'by', 'us', 'our', 'your', 'with', 'a', 'an']);

export function readableCase(s: string): string {
  const letters = s.replace(/[^A-Za-z]/g, '');
  const upper = letters.replace(/[^A-Z]/g, '').length;
  if (letters.length < 4 || upper / letters.length < 0.7) return s;
  return s.replace(/[A-Za-z]+/g, (word, at: number) => {
    const lower = word.toLowerCase();
    if (at > 0 && SMALL_WORDS.has(lower)) return lower;
    return (word.length >= 4 && /[AEIOUYaeiouy]/.test(word)) || TITLES.has(lower) ? word[0]!.toUpperCase() + lower.slice(1) : word;
  });
}

/** A name's titles and initials spaced as a letter writes them ('Smt.Boorgu' → 'Smt. Boorgu', 'Mrs.B.Bavani' → 'Mrs. B. Bavani'). */
export function spacedName(s: string): string {
  return s.replace(/(?<![A-Za-z])([A-Za-z]{1,3}|selvi|selvan|shri|shree|sree|kumari|thiru|prof)\.(?=[A-Za-z]{2}|[A-Za-z]\.)/gi, '$1. ');
}

/** An event "name" that is the card's sentence of invitation ('Please join us for the engagement'), not a name. */
export const isInvitingSentence = (name: string): boolean => /\b(?:please|join us|invites?|inviting|request|cordially|solicit)\b/i.test(name);
