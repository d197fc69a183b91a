/**
 * The office titles an organization signs with, as each language writes them. Spelled out letter
 * by letter, "Secretary" becomes सेक्रेटरी where a Hindi letter says सचिव; so the common titles
 * are translated and only an unknown one is transliterated. Malayalam letters use the English
 * loan words for most offices (സെക്രട്ടറി, പ്രസിഡന്റ്), as its organizations write them. Telugu
 * takes the respectful -లు forms, which do not mark the signer's gender.
 */
import type { IndicLanguage } from './transliterate';

type Titles = Record<IndicLanguage, string>;

const TITLES: Record<string, Titles> = {
  secretary: { Hindi: 'सचिव', Sanskrit: 'सचिवः', Kannada: 'ಕಾರ್ಯದರ್ಶಿ', Tamil: 'செயலாளர்', Telugu: 'కార్యదర్శి', Malayalam: 'സെക്രട്ടറി' },
  'general secretary': { Hindi: 'महासचिव', Sanskrit: 'महासचिवः', Kannada: 'ಪ್ರಧಾನ ಕಾರ್ಯದರ್ಶಿ', Tamil: 'பொதுச் செயலாளர்', Telugu: 'ప్రధాన కార్యదర్శి', Malayalam: 'ജനറൽ സെക്രട്ടറി' },
  'joint secretary': { Hindi: 'संयुक्त सचिव', Sanskrit: 'संयुक्तसचिवः', Kannada: 'ಜಂಟಿ ಕಾರ್ಯದರ್ಶಿ', Tamil: 'இணைச் செயலாளர்', Telugu: 'సంయుక్త కార్యదర్శి', Malayalam: 'ജോയിന്റ് സെക്രട്ടറി' },
  president: { Hindi: 'अध्यक्ष', Sanskrit: 'अध्यक्षः', Kannada: 'ಅಧ್ಯಕ್ಷರು', Tamil: 'தலைவர்', Telugu: 'అధ్యక్షులు', Malayalam: 'പ്രസിഡന്റ്' },
  chairman: { Hindi: 'अध्यक्ष', Sanskrit: 'अध्यक्षः', Kannada: 'ಅಧ್ಯಕ್ಷರು', Tamil: 'தலைவர்', Telugu: 'అధ్యక్షులు', Malayalam: 'ചെയർമാൻ' },
  'vice president': { Hindi: 'उपाध्यक्ष', Sanskrit: 'उपाध्यक्षः', Kannada: 'ಉಪಾಧ್ಯಕ್ಷರು', Tamil: 'துணைத் தலைவர்', Telugu: 'ఉపాధ్యక్షులు', Malayalam: 'വൈസ് പ്രസിഡന്റ്' },
  treasurer: { Hindi: 'कोषाध्यक्ष', Sanskrit: 'कोषाध्यक्षः', Kannada: 'ಖಜಾಂಚಿ', Tamil: 'பொருளாளர்', Telugu: 'కోశాధికారి', Malayalam: 'ട്രഷറർ' },
  director: { Hindi: 'निदेशक', Sanskrit: 'निदेशकः', Kannada: 'ನಿರ್ದೇಶಕರು', Tamil: 'இயக்குநர்', Telugu: 'సంచాలకులు', Malayalam: 'ഡയറക്ടർ' },
  principal: { Hindi: 'प्रधानाचार्य', Sanskrit: 'प्राचार्यः', Kannada: 'ಪ್ರಾಂಶುಪಾಲರು', Tamil: 'முதல்வர்', Telugu: 'ప్రధానాచార్యులు', Malayalam: 'പ്രിൻസിപ്പൽ' },
  trustee: { Hindi: 'न्यासी', Sanskrit: 'न्यासी', Kannada: 'ಧರ್ಮದರ್ಶಿ', Tamil: 'அறங்காவலர்', Telugu: 'ధర్మకర్త', Malayalam: 'ട്രസ്റ്റി' },
  'managing trustee': { Hindi: 'प्रबंध न्यासी', Sanskrit: 'प्रबन्धन्यासी', Kannada: 'ವ್ಯವಸ್ಥಾಪಕ ಧರ್ಮದರ್ಶಿ', Tamil: 'நிர்வாக அறங்காவலர்', Telugu: 'నిర్వాహక ధర్మకర్త', Malayalam: 'മാനേജിങ് ട്രസ്റ്റി' },
  founder: { Hindi: 'संस्थापक', Sanskrit: 'संस्थापकः', Kannada: 'ಸಂಸ್ಥಾಪಕರು', Tamil: 'நிறுவனர்', Telugu: 'వ్యవస్థాపకులు', Malayalam: 'സ്ഥാപകൻ' },
  manager: { Hindi: 'प्रबंधक', Sanskrit: 'प्रबन्धकः', Kannada: 'ವ್ಯವಸ್ಥಾಪಕರು', Tamil: 'மேலாளர்', Telugu: 'నిర్వాహకులు', Malayalam: 'മാനേജർ' },
  coordinator: { Hindi: 'समन्वयक', Sanskrit: 'समन्वयकः', Kannada: 'ಸಂಯೋಜಕರು', Tamil: 'ஒருங்கிணைப்பாளர்', Telugu: 'సమన్వయకర్త', Malayalam: 'കോർഡിനേറ്റർ' },
  member: { Hindi: 'सदस्य', Sanskrit: 'सदस्यः', Kannada: 'ಸದಸ್ಯರು', Tamil: 'உறுப்பினர்', Telugu: 'సభ్యులు', Malayalam: 'അംഗം' },
  // Public offices, as a chief guest is named ('Sri K. Srinivas, MLA').
  mla: { Hindi: 'विधायक', Sanskrit: 'विधायकः', Kannada: 'ಶಾಸಕರು', Tamil: 'சட்டமன்ற உறுப்பினர்', Telugu: 'శాసనసభ్యులు', Malayalam: 'എം.എൽ.എ.' },
  mp: { Hindi: 'सांसद', Sanskrit: 'सांसदः', Kannada: 'ಸಂಸದರು', Tamil: 'நாடாளுமன்ற உறுப்பினர்', Telugu: 'పార్లమెంటు సభ్యులు', Malayalam: 'എം.പി.' },
  minister: { Hindi: 'मंत्री', Sanskrit: 'मन्त्री', Kannada: 'ಸಚಿವರು', Tamil: 'அமைச்சர்', Telugu: 'మంత్రి', Malayalam: 'മന്ത്രി' },
  mayor: { Hindi: 'महापौर', Sanskrit: 'महापौरः', Kannada: 'ಮಹಾಪೌರರು', Tamil: 'மேயர்', Telugu: 'మేయర్', Malayalam: 'മേയർ' },
  'district collector': { Hindi: 'जिलाधिकारी', Sanskrit: 'जिलाधिकारी', Kannada: 'ಜಿಲ್ಲಾಧಿಕಾರಿಗಳು', Tamil: 'மாவட்ட ஆட்சியர்', Telugu: 'జిల్లా కలెక్టర్', Malayalam: 'ജില്ലാ കളക്ടർ' },
  administrator: { Hindi: 'प्रशासक', Sanskrit: 'प्रशासकः', Kannada: 'ಆಡಳಿತಾಧಿಕಾರಿ', Tamil: 'நிர்வாகி', Telugu: 'నిర్వాహకులు', Malayalam: 'അഡ്മിനിസ്ട്രേറ്റർ' },
};

// Spellings that name the same office.
const SAME_AS: Record<string, string> = {
  chairperson: 'chairman',
  chair: 'chairman',
  'vice-president': 'vice president',
  'gen. secretary': 'general secretary',
  'hon. secretary': 'secretary',
  'honorary secretary': 'secretary',
  'jt. secretary': 'joint secretary',
  'managing director': 'director',
  'm.l.a.': 'mla',
  'm.l.a': 'mla',
  'm.p.': 'mp',
  collector: 'district collector',
  'deputy commissioner': 'district collector',
  'executive director': 'director',
  'head master': 'principal',
  headmaster: 'principal',
  headmistress: 'principal',
};

/** The office in the language's words, or null when the title is not a common one. */
export function designationIn(title: string, language: IndicLanguage): string | null {
  const key = title.trim().toLowerCase().replace(/\s+/g, ' ').replace(/[.,]$/, '');
  return TITLES[SAME_AS[key] ?? key]?.[language] ?? null;
}

/**
 * An office printed before its institution and already in the language's words ('प्रधानाचार्य,
 * शारदा विद्यालय', as one-script.ts writes 'The Principal, Sharada Vidyalaya'): one person, written
 * to by the office; null for any other name.
 */
export function officeOfInstitution(name: string, language: IndicLanguage): { office: string; institution: string } | null {
  const [, office, institution] = /^([^,]+?)\s*,\s*(.+)$/u.exec(name) ?? [];
  if (!office || !institution) return null;
  return Object.values(TITLES).some((titles) => titles[language] === office) ? { office, institution } : null;
}
