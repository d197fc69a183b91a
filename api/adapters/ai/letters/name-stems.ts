/**
 * The stems Indian names and the names of Indian institutions are built from ('Lokseva',
 * 'Ramakrishna', 'Anandashram', 'Vidyavardhaka'), as Hindi writes each in a compound. English
 * spelling hides their vowel lengths (the a of 'Rama' is long, of 'Krishna' short), so a word
 * made wholly of these is written stem by stem instead of letter by letter.
 */
import { EVENT_WORDS } from './transliterate-words';

const OWN_STEMS: Record<string, string> = {
  // gods and sacred words
  rama: 'राम', ram: 'राम', krishna: 'कृष्ण', shiva: 'शिव', siva: 'शिव', hari: 'हरि', hara: 'हर', deva: 'देव', dev: 'देव',
  narayana: 'नारायण', narayan: 'नारायण', venkata: 'वेंकट', ramana: 'रमण', shankar: 'शंकर', shankara: 'शंकर',
  ganga: 'गंगा', durga: 'दुर्गा', saraswati: 'सरस्वती', saraswathi: 'सरस्वती', vinayaka: 'विनायक', ganapathi: 'गणपति',
  ganapati: 'गणपति', subramanya: 'सुब्रमण्य', lakshmi: 'लक्ष्मी', sai: 'साई', baba: 'बाबा', mata: 'माता',
  annapurna: 'अन्नपूर्णा', guru: 'गुरु', govinda: 'गोविंद', gopala: 'गोपाल', keshava: 'केशव', madhava: 'माधव',
  maha: 'महा', vittal: 'विट्ठल', vithal: 'विट्ठल', basava: 'बसव', basavana: 'बसवन', veera: 'वीर', vira: 'वीर',
  bhadra: 'भद्र', sri: 'श्री', shri: 'श्री', sree: 'श्री', eshwar: 'एश्वर', eshwara: 'एश्वर', eshwari: 'एश्वरी',
  ishwar: 'ईश्वर', ishwara: 'ईश्वर', nath: 'नाथ', natha: 'नाथ', swamy: 'स्वामी', swami: 'स्वामी', appa: 'अप्पा',
  amma: 'अम्मा', raj: 'राज', raja: 'राज', radha: 'राधा', sankar: 'शंकर', sankara: 'शंकर', narasimha: 'नरसिंह',
  subramanian: 'सुब्रमण्यन', subramaniam: 'सुब्रमण्यम', krishnan: 'कृष्णन', eswari: 'एश्वरी', eswara: 'एश्वर', eswaran: 'एश्वरन',
  // qualities and things named
  anand: 'आनंद', ananda: 'आनंद', bala: 'बाल', dhana: 'धन', dhan: 'धन', sekhar: 'शेखर', sekhara: 'शेखर', sekar: 'शेखर',
  chandran: 'चंद्रन', kumar: 'कुमार', kumara: 'कुमार', hema: 'हेम', prema: 'प्रेम', swarna: 'स्वर्ण', bhagya: 'भाग्य',
  latha: 'लता', lata: 'लता', anantha: 'अनंत', ananta: 'अनंत', sundar: 'सुंदर', sundara: 'सुंदर', vasantha: 'वसंत',
  uma: 'उमा', prakash: 'प्रकाश', prakasha: 'प्रकाश', chandra: 'चंद्र', shekhar: 'शेखर',
  shekhara: 'शेखर', mohan: 'मोहन', priya: 'प्रिया', vijay: 'विजय', vijaya: 'विजय', nanda: 'नंद', nandini: 'नंदिनी',
  prasad: 'प्रसाद', prasada: 'प्रसाद', shanti: 'शांति', shanthi: 'शांति', jyothi: 'ज्योति', jyoti: 'ज्योति',
  prabha: 'प्रभा', kala: 'कला', sagar: 'सागर', sagara: 'सागर', giri: 'गिरि', teja: 'तेज', tej: 'तेज', surya: 'सूर्य',
  kamala: 'कमला', kamal: 'कमल', padma: 'पद्म', ratna: 'रत्न', mani: 'मणि', deepa: 'दीपा', deep: 'दीप',
  jeevan: 'जीवन', jeevana: 'जीवन', jnana: 'ज्ञान', gnana: 'ज्ञान', vijnana: 'विज्ञान', dharma: 'धर्म',
  bharati: 'भारती', bharathi: 'भारती', bharat: 'भारत', bharath: 'भारत', vasu: 'वसु', bhushan: 'भूषण',
  bhushana: 'भूषण', kripa: 'कृपा', krupa: 'कृपा', sneha: 'स्नेह', jaya: 'जय', jay: 'जय',
  // institutions and places (more in EVENT_WORDS)
  sevak: 'सेवक', sevaka: 'सेवक', lok: 'लोक', loka: 'लोक', vardhaka: 'वर्धक', vardhini: 'वर्धिनी', sangh: 'संघ',
  samiti: 'समिति', samaj: 'समाज', mandir: 'मंदिर', mandali: 'मंडली', mahal: 'महल', bhavan: 'भवन', kalyan: 'कल्याण',
  vihar: 'विहार', vihara: 'विहार', nagar: 'नगर', nagara: 'नगर', pura: 'पुर', pur: 'पुर', halli: 'हल्ली', gudi: 'गुडी',
  dham: 'धाम', dhama: 'धाम', tirtha: 'तीर्थ', teertha: 'तीर्थ', parishad: 'परिषद', parishat: 'परिषत', peetha: 'पीठ',
  sadan: 'सदन', niketan: 'निकेतन', nidhi: 'निधि', vikas: 'विकास', vikasa: 'विकास', arogya: 'आरोग्य', shiksha: 'शिक्षा',
  shikshana: 'शिक्षण', shala: 'शाला',
};

/** With the words of venue and event names the transliteration already knows ('seva', 'kalyana'), but
 *  not their -am forms, which end a word rather than begin a compound. */
const STEMS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(EVENT_WORDS).filter(([, devanagari]) => !devanagari.endsWith('ं'))),
  ...OWN_STEMS,
};

/**
 * Sanskrit neuter nouns among the stems: Telugu, Tamil and Malayalam end them in -m (సంఘం, மந்திரம்,
 * നിലയം) where Hindi and Kannada end them in a (संघ, ಸಂಘ).
 */
export const NEUTER: ReadonlySet<string> = new Set(['sangha', 'mandira', 'bhavana', 'nilaya', 'kendra', 'kshetra', 'ashrama', 'mantapa', 'mandapa', 'vidyalaya', 'peetha', 'sadana', 'dhama', 'tirtha', 'teertha', 'jnana', 'gnana', 'vijnana']);

// After a consonant a stem's first vowel joins it as a vowel sign (राज + एश्वरी → राजेश्वरी, आनंद + आश्रम → आनंदाश्रम).
const SIGN: Record<string, string> = { अ: '', आ: 'ा', इ: 'ि', ई: 'ी', उ: 'ु', ऊ: 'ू', ए: 'े', ऐ: 'ै', ओ: 'ो', औ: 'ौ' };

function joined(parts: string[]): string {
  return parts.reduce((word, part) => (word && /[क-ह]\u093C?$/u.test(word) && SIGN[part[0]!] !== undefined ? word + SIGN[part[0]!] + part.slice(1) : word + part), '');
}

/**
 * `word` (lower case) in Devanagari when it is wholly made of stems, the fewest parts first, and
 * whether it ends in a neuter noun spelled with its final a; null otherwise, for letter-by-letter
 * spelling.
 */
export function stemsOf(word: string): { devanagari: string; neuter: boolean; parts: number } | null {
  // best[i]: the fewest stems spelling word.slice(0, i), by their Latin spellings.
  const best: Array<string[] | null> = [[], ...Array<null>(word.length).fill(null)];
  for (let end = 1; end <= word.length; end++) {
    for (let start = Math.max(0, end - 12); start < end; start++) {
      const latin = word.slice(start, end);
      const before = best[start];
      if (!STEMS[latin] || !before || (best[end] && best[end]!.length <= before.length + 1)) continue;
      best[end] = [...before, latin];
    }
  }
  const parts = best[word.length];
  if (!parts || parts.length === 0) return null;
  return { devanagari: joined(parts.map((latin) => STEMS[latin]!)), neuter: NEUTER.has(parts.at(-1)!), parts: parts.length };
}
