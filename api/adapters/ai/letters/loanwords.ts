/**
 * English words of venues and institutions (from the tables, in Devanagari) as each Dravidian script
 * writes them when it borrows them: the vowels, the doubled t, Malayalam's chillus and alveolar r.
 */
import type { IndicLanguage } from './transliterate';

/**
 * An English word as the Dravidian scripts spell it, where Hindi's spelling does not carry over:
 * the a of 'palace' (Hindi ै) is ್ಯಾ in Kannada and Telugu, ே in Tamil, ാ in Malayalam; Tamil
 * writes the o of 'hall' long (ஹால்), and Tamil and Malayalam double a t between vowels (ஹோட்டல், പാർട്ടി).
 */
export function loanword(devanagari: string, language: IndicLanguage): string {
  return withDiphthong(spokenLoanword(devanagari, language));
}

/** English's long i (drive, high, library) is the Dravidian scripts' ai (ಡ್ರೈವ್, ஹை, లైబ్రరీ), where Hindi writes आइ. */
function withDiphthong(devanagari: string): string {
  return devanagari.replace(/^आइ|^आई/u, 'ऐ').replace(/ाइ|ाई/gu, 'ै');
}

function spokenLoanword(devanagari: string, language: IndicLanguage): string {
  // Kannada and Telugu also write English sh as ಷ/ష (ಕನ್ವೆನ್ಷನ್, మిషన్), with a plain n before it.
  if (language === 'Kannada' || language === 'Telugu') return devanagari.replace(/([क-ह]\u093C?)ै/gu, '$1्या').replace(/ं(?=श)/gu, 'न्').replace(/श/gu, 'ष');
  const doubledT = (s: string) => s.replace(/(?<=[\u093E-\u094C\u0905-\u0914]|र्)ट(?![्\u094D]|$)/gu, 'ट्ट');
  // Malayalam also ends 'hall' and 'town' in its retroflex chillus (ഹാൾ, ടൗൺ) and doubles the t (ഹോട്ടൽ).
  if (language === 'Malayalam') {
    // Its chillus (ൺ, ൻ) pass through the move to its script untouched: Devanagari has none.
    const chillus = devanagari
      .replace(/ंट/gu, 'न्ऱ') // centre: സെന്റർ
      .replace(/न्(?=व)/gu, '\u0D7A') // convention: കൺവെൻഷൻ
      .replace(/ं(?=[शसष])/gu, '\u0D7B')
      .replace(/(?<=स्)ट्$/u, 'ऱ्ऱ्') // trust, east: ട്രസ്റ്റ്, ഈസ്റ്റ്
      .replace(/श/gu, 'ष')
      // English r is Malayalam's alveolar റ where it starts a syllable (റോട്ടറി, റിസോർട്ട്), not in a cluster (ഗ്രാൻഡ്).
      .replace(/(^|[\u093E-\u094C\u0905-\u0914])र(?!\u094D)/gu, '$1ऱ');
    return doubledT(chillus.replace(/ै/gu, 'ा').replace(/(?<=[ाॉू])ल्$/u, 'ळ्').replace(/ॉ(?=ळ्$)/u, 'ा').replace(/(?<=ौ|ाउ)न्$/u, 'ण्'));
  }
  if (language !== 'Tamil') return devanagari;
  return doubledT(devanagari.replace(/ै/gu, 'े').replace(/ॉ/gu, 'ा').replace(/ऑ/gu, 'आ'));
}
