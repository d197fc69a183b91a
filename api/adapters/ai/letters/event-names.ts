/**
 * English event names a letter in an Indian language can say in its own words: a jubilee, an annual
 * day, the opening of a named building ('Inauguration of the New Library Block' → 'नव लाइब्रेरी
 * ब्लॉक उद्घाटन समारोह'). Any other English name is left to the language's generic word for the event.
 */
import type { IndicLanguage } from './transliterate';

type PerLanguage = Record<IndicLanguage, string>;

const SILVER_JUBILEE: PerLanguage = {
  Hindi: 'रजत जयंती समारोह', Sanskrit: 'रजतजयन्तीमहोत्सव', Kannada: 'ರಜತ ಮಹೋತ್ಸವ', Tamil: 'வெள்ளி விழா', Telugu: 'రజతోత్సవ వేడుక', Malayalam: 'രജത ജൂബിലി ആഘോഷം',
};
const GOLDEN_JUBILEE: PerLanguage = {
  Hindi: 'स्वर्ण जयंती समारोह', Sanskrit: 'स्वर्णजयन्तीमहोत्सव', Kannada: 'ಸುವರ್ಣ ಮಹೋತ್ಸವ', Tamil: 'பொன் விழா', Telugu: 'స్వర్ణోత్సవ వేడుక', Malayalam: 'സുവർണ ജൂബിലി ആഘോഷം',
};
const ANNUAL_DAY: PerLanguage = {
  Hindi: 'वार्षिकोत्सव', Sanskrit: 'वार्षिकोत्सव', Kannada: 'ವಾರ್ಷಿಕೋತ್ಸವ', Tamil: 'ஆண்டு விழா', Telugu: 'వార్షికోత్సవం', Malayalam: 'വാർഷികാഘോഷം',
};
const OPENING: PerLanguage = {
  Hindi: 'उद्घाटन समारोह', Sanskrit: 'उद्घाटनसमारोह', Kannada: 'ಉದ್ಘಾಟನಾ ಸಮಾರಂಭ', Tamil: 'திறப்பு விழா', Telugu: 'ప్రారంభోత్సవం', Malayalam: 'ഉദ്ഘാടനം',
};
/** 'New' before what is opened, in the language's own word (नव भवन, ನೂತನ ಕಟ್ಟಡ). */
const NEW: PerLanguage = { Hindi: 'नव', Sanskrit: 'नूतन', Kannada: 'ನೂತನ', Tamil: 'புதிய', Telugu: 'నూతన', Malayalam: 'പുതിയ' };

const CELEBRATION = String.raw`(?:\s+(?:celebrations?|function|ceremony|programme|program))?`;
const PHRASES: [RegExp, PerLanguage][] = [
  [new RegExp(String.raw`^(?:the\s+)?silver\s+jubilee${CELEBRATION}$`, 'i'), SILVER_JUBILEE],
  [new RegExp(String.raw`^(?:the\s+)?golden\s+jubilee${CELEBRATION}$`, 'i'), GOLDEN_JUBILEE],
  [new RegExp(String.raw`^(?:the\s+)?annual\s+day${CELEBRATION}(?:\s+\d{4})?$`, 'i'), ANNUAL_DAY],
];
const OPENING_OF = /^(?:the\s+)?(?:grand\s+)?(?:inauguration|opening|inaugural\s+ceremony)\s+of\s+(?:the\s+|our\s+)?(.+)$/i;

/**
 * The language's name for an English event name it knows, or null. `spell` writes what is opened
 * in the letter's script (its words as said in India: 'लाइब्रेरी ब्लॉक').
 */
export function eventNameInLanguage(printed: string, language: IndicLanguage, spell: (text: string) => string): string | null {
  const name = printed.trim();
  for (const [pattern, said] of PHRASES) if (pattern.test(name)) return said[language];
  const opened = OPENING_OF.exec(name)?.[1];
  if (!opened || opened.split(/\s+/).length > 5) return null;
  const isNew = /^new\s+/i.test(opened);
  const what = spell(opened.replace(/^new\s+/i, ''));
  return `${isNew ? `${NEW[language]} ` : ''}${what} ${OPENING[language]}`;
}
