/**
 * Malayalam's case endings joined to a noun (ജന്മദിനാഘോഷം → ജന്മദിനാഘോഷത്തിന്, തൃശ്ശൂർ → തൃശ്ശൂരിൽ,
 * എറണാകുളം → എറണാകുളത്ത്), for the letter (malayalam.ts) and its reply sentences alike.
 */
import { finalLetter } from './common';

const SCRIPT = /[\u0D00-\u0D7F]/;
const VIRAMA = '\u0D4D';
/** Chillu letters and the consonant each stands for. */
const CHILLU: Readonly<Record<string, string>> = { 'ൽ': 'ല', 'ർ': 'ര', 'ൾ': 'ള', 'ൺ': 'ണ', 'ൻ': 'ന', 'ൿ': 'ക' };

/** Old-style chillu (consonant + virama + ZWJ) as the atomic chillu letter. */
function atomicChillu(s: string): string {
  return s.replace(/([ലരളണനക])\u0D4D\u200D/gu, (_, c: string) => Object.keys(CHILLU).find((k) => CHILLU[k] === c) ?? c);
}

/** The consonant a chillu is written as before an ending. ർ is ര after i, u and e (തൃശ്ശൂരിൽ,
 *  ജയ്പൂരിൽ) but റ after a, ā and o, as the press writes localities and loanwords (ജയനഗറിൽ,
 *  സെന്ററിൽ, കുമാറിന്). */
function chilluConsonant(before: string, chillu: string): string {
  if (chillu === 'ർ') return /[ിീുൂെേ]$/u.test(before) ? 'ര' : 'റ';
  return CHILLU[chillu]!;
}

/** Attaches a case ending to a Malayalam noun with a regular ending, or returns null. The
 *  locative of a one-word place name is the adverbial -ത്ത് / -ട്ട് (എറണാകുളത്ത്, പാലക്കാട്ട്);
 *  of a building, -ത്തിൽ / -ട്ടിൽ (ഓഡിറ്റോറിയത്തിൽ, വീട്ടിൽ). */
export function malayalamCase(input: string, kind: 'dative' | 'locative'): string | null {
  const noun = atomicChillu(input);
  const last = finalLetter(noun);
  if (!SCRIPT.test(last)) return null;
  const dat = kind === 'dative';
  const chars = [...noun];
  const stem = (drop: number) => chars.slice(0, chars.length - drop).join('');
  const placeName = !/\s/.test(noun.split(',').pop()!.trim());
  if (last === 'ം') return stem(1) + (dat ? 'ത്തിന്' : placeName ? 'ത്ത്' : 'ത്തിൽ');
  // A name in -ൻ takes -ന് (അർജുൻ → അർജുന്, മേനോൻ → മേനോന്); -യർ, -ക്കർ keep the chillu (നായർക്ക്).
  if (dat && last === 'ൻ') return stem(1) + 'ന്';
  if (dat && /(?:യ|ക്ക)ർ$/u.test(noun)) return noun + 'ക്ക്';
  if (CHILLU[last]) return stem(1) + chilluConsonant(stem(1), last) + (dat ? 'ിന്' : 'ിൽ');
  if (last === VIRAMA) {
    const c = chars[chars.length - 2];
    if (!dat && c === 'ട' && chars[chars.length - 3] !== VIRAMA) {
      return stem(1) + VIRAMA + 'ട' + (placeName ? VIRAMA : 'ിൽ');
    }
    return stem(1) + (dat ? 'ിന്' : 'ിൽ'); // ചടങ്ങ് → ചടങ്ങിന് / ചടങ്ങിൽ
  }
  if ('ിീെേൈ'.includes(last)) return noun + (dat ? 'ക്ക്' : 'യിൽ'); // പരിപാടിക്ക്, കൊച്ചിയിൽ
  if ('ുൂോ'.includes(last)) return noun + (dat ? 'വിന്' : 'വിൽ');
  if (last === 'ാ' || /[\u0D15-\u0D39]/.test(last)) return noun + (dat ? 'യ്ക്ക്' : 'യിൽ'); // പൂജയ്ക്ക്, ആലപ്പുഴയിൽ
  return null;
}

/** The genitive ("of"), from the dative: -ന് takes -റെ (ട്രസ്റ്റിന് → ട്രസ്റ്റിന്റെ, മേനോന് → മേനോന്റെ),
 *  -ക്ക് gives -യുടെ (സമിതിക്ക് → സമിതിയുടെ, സഭയ്ക്ക് → സഭയുടെ) and -ർക്ക് -രുടെ (നായർക്ക് → നായരുടെ); null as the dative. */
export function malayalamGenitive(noun: string): string | null {
  const dative = malayalamCase(noun, 'dative');
  if (!dative) return null;
  if (dative.endsWith('ന്')) return `${dative}റെ`;
  if (dative.endsWith('ർക്ക്')) return dative.replace(/ർക്ക്$/u, 'രുടെ');
  return dative.replace(/(?:യ്)?ക്ക്$/u, 'യുടെ');
}
