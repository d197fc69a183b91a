import { finalLetter } from './common';

export const SCRIPT = /[\u0B80-\u0BFF]/;
const VIRAMA = '\u0BCD';

type Case = 'dative' | 'locative';

/** Attaches a case ending to a Tamil noun with a regular ending, or returns null. */
export function tamilCase(noun: string, kind: Case): string | null {
  const last = finalLetter(noun);
  if (!SCRIPT.test(last)) return null;
  const dat = kind === 'dative';
  const chars = [...noun];
  const stem = (drop: number) => chars.slice(0, chars.length - drop).join('');
  if (last === VIRAMA) {
    const consonant = chars[chars.length - 2];
    // -ம்: திருமணம் → திருமணத்திற்கு / மண்டபம் → மண்டபத்தில்
    if (consonant === 'ம') return stem(2) + (dat ? 'த்திற்கு' : 'த்தில்');
    // ன ல ள ர ண ழ: கோயில் → கோயிலில், பிறந்தநாள் → பிறந்தநாளுக்கு
    if ('னலளரணழ'.includes(consonant)) return stem(1) + (dat ? 'ுக்கு' : 'ில்');
    return null;
  }
  // -டு / -று after a vowel double: வீடு → வீட்டில், மாநாடு → மாநாட்டுக்கு
  if (last === 'ு' && /[டற]/.test(chars[chars.length - 2] ?? '') && chars[chars.length - 3] !== VIRAMA) {
    const c = chars[chars.length - 2];
    return stem(2) + c + VIRAMA + c + (dat ? 'ுக்கு' : 'ில்');
  }
  // i, ī, e, ē, ai: சென்னை → சென்னையில், பூஜை → பூஜைக்கு
  if ('ிீெேை'.includes(last)) return noun + (dat ? 'க்கு' : 'யில்');
  // u: நிகழ்வு → நிகழ்வுக்கு, பெங்களூரு → பெங்களூருவில்
  if (last === 'ு') return noun + (dat ? 'க்கு' : 'வில்');
  // ā, ū, ō, inherent a: விழா → விழாவிற்கு
  if ('ாூோ'.includes(last) || /[\u0B95-\u0BB9]/.test(last)) return noun + (dat ? 'விற்கு' : 'வில்');
  return null;
}
