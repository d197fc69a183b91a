/**
 * The words transliteration does not spell out letter by letter: titles (each language's own
 * honorific), the letters of initials, and the English words common in Indian venue and
 * organisation names, written as Indians say them (in Devanagari; moved to the other scripts).
 */
import type { IndicLanguage } from './transliterate';

type PerLanguage = { Hindi: string } & Partial<Record<IndicLanguage, string>>;

const SMT: PerLanguage = { Hindi: 'श्रीमती', Kannada: 'ಶ್ರೀಮತಿ', Tamil: 'திருமதி', Telugu: 'శ్రీమతి', Malayalam: 'ശ്രീമതി' };

/** Titles, by the language's own usage (Mr → श्री, திரு.; Mrs → श्रीमती, திருமதி). */
export const TITLES: Record<string, PerLanguage> = {
  mr: { Hindi: 'श्री', Tamil: 'திரு.' },
  shri: { Hindi: 'श्री', Tamil: 'ஸ்ரீ' },
  sri: { Hindi: 'श्री', Tamil: 'ஸ்ரீ' },
  shree: { Hindi: 'श्री', Tamil: 'ஸ்ரீ' },
  sree: { Hindi: 'श्री', Tamil: 'ஸ்ரீ' },
  thiru: { Hindi: 'श्री', Tamil: 'திரு.' },
  mrs: SMT,
  smt: SMT,
  shrimati: SMT,
  srimati: SMT,
  thirumathi: SMT,
  tmt: SMT,
  ms: { Hindi: 'सुश्री', Kannada: 'ಕುಮಾರಿ', Tamil: 'செல்வி', Telugu: 'కుమారి', Malayalam: 'കുമാരി' },
  miss: { Hindi: 'कुमारी', Kannada: 'ಕುಮಾರಿ', Tamil: 'செல்வி', Telugu: 'కుమారి', Malayalam: 'കുമാരി' },
  master: { Hindi: 'मास्टर', Kannada: 'ಮಾಸ್ಟರ್', Tamil: 'மாஸ்டர்', Telugu: 'మాస్టర్', Malayalam: 'മാസ്റ്റർ' },
  kum: { Hindi: 'कु.', Kannada: 'ಕು.', Tamil: 'செல்வி', Telugu: 'కు.', Malayalam: 'കു.' },
  kumari: { Hindi: 'कुमारी', Kannada: 'ಕುಮಾರಿ', Tamil: 'செல்வி', Telugu: 'కుమారి', Malayalam: 'കുമാരി' },
  selvi: { Hindi: 'कुमारी', Kannada: 'ಕುಮಾರಿ', Tamil: 'செல்வி', Telugu: 'కుమారి', Malayalam: 'കുമാരി' },
  selvan: { Hindi: 'चि.', Kannada: 'ಚಿ.', Tamil: 'செல்வன்', Telugu: 'చి.', Malayalam: 'ചി.' },
  chi: { Hindi: 'चि.', Kannada: 'ಚಿ.', Tamil: 'செல்வன்', Telugu: 'చి.', Malayalam: 'ചി.' },
  dr: { Hindi: 'डॉ.', Kannada: 'ಡಾ.', Tamil: 'டாக்டர்', Telugu: 'డా.', Malayalam: 'ഡോ.', Sanskrit: 'डॉ.' },
  prof: { Hindi: 'प्रो.', Kannada: 'ಪ್ರೊ.', Tamil: 'பேராசிரியர்', Telugu: 'ప్రొ.', Malayalam: 'പ്രൊഫ.' },
  // The clergy's and the Muslim honorifics, as each language's press prints them before a name.
  rev: { Hindi: 'रेव.', Kannada: 'ರೆ.', Tamil: 'அருட்திரு', Telugu: 'రెవ.', Malayalam: 'റവ.' },
  fr: { Hindi: 'फादर', Kannada: 'ಫಾದರ್', Tamil: 'அருட்தந்தை', Telugu: 'ఫాదర్', Malayalam: 'ഫാ.' },
  father: { Hindi: 'फादर', Kannada: 'ಫಾದರ್', Tamil: 'அருட்தந்தை', Telugu: 'ఫాదర్', Malayalam: 'ഫാ.' },
  // 'St.' of a church or a school is the word itself, which these languages write without a stop.
  st: { Hindi: 'सेंट', Kannada: 'ಸೇಂಟ್', Tamil: 'செயின்ட்', Telugu: 'సెయింట్', Malayalam: 'സെന്റ്' },
  adv: { Hindi: 'अधिवक्ता', Kannada: 'ವಕೀಲ', Tamil: 'வழக்கறிஞர்', Telugu: 'న్యాయవాది', Malayalam: 'അഡ്വ.' },
  janab: { Hindi: 'जनाब', Kannada: 'ಜನಾಬ್', Tamil: 'ஜனாப்', Telugu: 'జనాబ్', Malayalam: 'ജനാബ്' },
  and: { Hindi: 'एवं', Kannada: 'ಮತ್ತು', Tamil: 'மற்றும்', Telugu: 'మరియు', Malayalam: ',', Sanskrit: 'तथा' },
};

/** [Hindi, Dravidian (short e)] names of the Latin letters, for initials. */
export const INITIALS: Record<string, [string, string]> = {
  a: ['ए', 'ए'], b: ['बी', 'बि'], c: ['सी', 'सि'], d: ['डी', 'डि'], e: ['ई', 'इ'], f: ['एफ़', 'ऎफ़्'], g: ['जी', 'जि'],
  h: ['एच', 'ऎच्'], i: ['आई', 'ऐ'], j: ['जे', 'जॆ'], k: ['के', 'कॆ'], l: ['एल', 'ऎल्'], m: ['एम', 'ऎम्'],
  n: ['एन', 'ऎन्'], o: ['ओ', 'ओ'], p: ['पी', 'पि'], q: ['क्यू', 'क्यू'], r: ['आर', 'आर्'], s: ['एस', 'ऎस्'],
  t: ['टी', 'टि'], u: ['यू', 'यू'], v: ['वी', 'वि'], w: ['डब्ल्यू', 'डब्ल्यू'], x: ['एक्स', 'ऎक्स्'], y: ['वाई', 'वै'],
  z: ['ज़ेड', 'ज़ॆड्'],
};

/** English words of venues and organisations, as said in India; ॆ marks the short e of English
 *  (centre, temple) the Dravidian scripts write short (ಸೆಂಟರ್) and Hindi writes as े. */
export const ENGLISH_WORDS: Record<string, string> = {
  hall: 'हॉल', hotel: 'होटल', flat: 'फ़्लैट', palace: 'पैलेस', ground: 'ग्राउंड', grounds: 'ग्राउंड्स', convention: 'कन्वॆंशन',
  conventions: 'कन्वॆंशन्स', centre: 'सॆंटर', center: 'सॆंटर', road: 'रोड', cross: 'क्रॉस', main: 'मेन',
  street: 'स्ट्रीट', layout: 'लेआउट', stage: 'स्टेज', block: 'ब्लॉक', phase: 'फ़ेज़', sector: 'सॆक्टर',
  colony: 'कॉलोनी', apartment: 'अपार्ट्मॆंट', apartments: 'अपार्ट्मॆंट्स', society: 'सोसाइटी', club: 'क्लब',
  house: 'हाउस', home: 'होम', garden: 'गार्डन', gardens: 'गार्डन्स', resort: 'रिसॉर्ट', resorts: 'रिसॉर्ट्स',
  residency: 'रॆसिडॆंसी', towers: 'टावर्स', tower: 'टावर', complex: 'कॉम्प्लॆक्स', auditorium: 'ऑडिटोरियम',
  function: 'फंक्शन', banquet: 'बैंक्वॆट', lawn: 'लॉन', lawns: 'लॉन्स', foundation: 'फ़ाउंडेशन', trust: 'ट्रस्ट',
  school: 'स्कूल', college: 'कॉलेज', university: 'यूनिवर्सिटी', institute: 'इंस्टिट्यूट', temple: 'टॆंपल',
  international: 'इंटरनेशनल', system: 'सिस्टम', systems: 'सिस्टम्स', tech: 'टॆक', technologies: 'टॆक्नोलॉजीज़',
  private: 'प्राइवेट', limited: 'लिमिटॆड', ltd: 'लिमिटॆड', pvt: 'प्रा.', company: 'कंपनी', india: 'इंडिया',
  robotic: 'रोबोटिक', family: 'फ़ैमिली', opposite: 'ऑपोज़िट', opp: 'ऑपोज़िट', near: 'नियर', floor: 'फ़्लोर',
  first: 'फ़र्स्ट', second: 'सॆकंड', new: 'न्यू', old: 'ओल्ड', city: 'सिटी', park: 'पार्क', circle: 'सर्कल',
  town: 'टाउन', mission: 'मिशन', community: 'कम्युनिटी', grand: 'ग्रैंड', library: 'लाइब्रेरी', church: 'चर्च', hospital: 'हॉस्पिटल',
  association: 'असोसिएशन', welfare: 'वॆलफ़ेयर', public: 'पब्लिक', memorial: 'मॆमोरियल', heritage: 'हॆरिटेज',
  royal: 'रॉयल', party: 'पार्टी', marriage: 'मैरिज', cultural: 'कल्चरल', academy: 'अकैडमी', studio: 'स्टूडियो',
  residence: 'रॆसिडॆंस', villa: 'विला', enclave: 'ऎन्क्लेव', plaza: 'प्लाज़ा', square: 'स्क्वेयर', avenue: 'ऎवॆन्यू',
  estate: 'ऎस्टेट', farm: 'फ़ार्म', lodge: 'लॉज', inn: 'इन', suites: 'सुइट्स', terrace: 'टॆरेस', pavilion: 'पवेलियन',
  theatre: 'थिएटर', theater: 'थिएटर', stadium: 'स्टेडियम', mall: 'मॉल', nest: 'नॆस्ट', view: 'व्यू', county: 'काउंटी',
  government: 'गवर्नमॆंट', govt: 'गवर्नमॆंट', rotary: 'रोटरी', lions: 'लायंस', dialysis: 'डायलिसिस', medical: 'मॆडिकल',
  clinic: 'क्लिनिक', nursing: 'नर्सिंग', office: 'ऑफ़िस', bank: 'बैंक', branch: 'ब्रांच', hostel: 'हॉस्टल',
  high: 'हाई', higher: 'हायर', secondary: 'सॆकंडरी', primary: 'प्राइमरी', convent: 'कॉन्वॆंट',
  of: 'ऑफ', novotel: 'नोवोटॆल', woodlands: 'वुडलैंड्स', gymkhana: 'जिमखाना', chamber: 'चैंबर', commerce: 'कॉमर्स',
  // Venues' and institutions' English words as said in India ('Sea Queen, Marine Drive' is सी क्वीन, मरीन ड्राइव).
  sea: 'सी', place: 'प्लेस', queen: 'क्वीन', marine: 'मरीन', drive: 'ड्राइव', bay: 'बे', beach: 'बीच', lake: 'लेक', hill: 'हिल',
  hills: 'हिल्स', point: 'पॉइंट', green: 'ग्रीन', greens: 'ग्रीन्स', river: 'रिवर', palm: 'पाम', palms: 'पाम्स',
  orchid: 'ऑर्किड', rose: 'रोज़', golden: 'गोल्डन', gold: 'गोल्ड', silver: 'सिल्वर', star: 'स्टार', sun: 'सन',
  moon: 'मून', crown: 'क्राउन', pearl: 'पर्ल', diamond: 'डायमंड', emerald: 'ऎमरल्ड', paradise: 'पैराडाइज़',
  regency: 'रीजॆंसी', regent: 'रीजॆंट', continental: 'कॉन्टिनॆंटल', imperial: 'इंपीरियल', majestic: 'मैजॆस्टिक',
  central: 'सॆंट्रल', gate: 'गेट', gateway: 'गेटवे', court: 'कोर्ट', manor: 'मैनर', castle: 'कैसल', fort: 'फ़ोर्ट',
  meadows: 'मेडोज़', valley: 'वैली', springs: 'स्प्रिंग्स', harbour: 'हार्बर', marina: 'मरीना', island: 'आइलैंड',
  coast: 'कोस्ट', shore: 'शोर', comfort: 'कम्फ़र्ट', comforts: 'कम्फ़र्ट्स', elite: 'एलीट', classic: 'क्लासिक',
  premier: 'प्रीमियर', prime: 'प्राइम', grace: 'ग्रेस', blue: 'ब्लू', white: 'व्हाइट', mansion: 'मैंशन',
  arena: 'अरीना', galaxy: 'गैलेक्सी', sky: 'स्काई', ocean: 'ओशन', village: 'विलेज', country: 'कंट्री',
  retreat: 'रिट्रीट', holiday: 'हॉलिडे', express: 'ऎक्सप्रेस', fortune: 'फ़ॉर्च्यून', management: 'मैनेजमॆंट',
  executive: 'ऎग्ज़िक्यूटिव', staff: 'स्टाफ़', students: 'स्टूडॆंट्स', alumni: 'एलम्नाई', parents: 'पेरॆंट्स',
  teachers: 'टीचर्स', sports: 'स्पोर्ट्स', arts: 'आर्ट्स', science: 'साइंस', engineering: 'इंजीनियरिंग',
  polytechnic: 'पॉलिटॆक्निक', junior: 'जूनियर', senior: 'सीनियर', english: 'इंग्लिश', medium: 'मीडियम', model: 'मॉडल',
  modern: 'मॉडर्न', national: 'नॆशनल', global: 'ग्लोबल', state: 'स्टेट', district: 'डिस्ट्रिक्ट',
  corporation: 'कॉर्पोरेशन', municipal: 'म्युनिसिपल', cooperative: 'कोऑपरेटिव', taj: 'ताज', marriott: 'मैरियट',
  hyatt: 'हयात', radisson: 'रैडिसन', hilton: 'हिल्टन', sheraton: 'शेरेटन', leela: 'लीला', oberoi: 'ओबेरॉय',
  ramada: 'रमाडा', westin: 'वॆस्टिन',
};

/** Offices and degrees printed as capitals and said letter by letter (an MLA is एम.एल.ए., not म्ला). */
export const ACRONYMS = new Set(['mla', 'mlc', 'mp', 'ias', 'ips', 'ifs', 'irs', 'ceo', 'cm', 'pm', 'mba', 'mbbs', 'vip', 'dcp', 'acp', 'llb', 'bsc', 'msc']);

/** Parts of names whose vowel length English spelling loses (Kumar is कुमार, not कुमर); ॆ marks the
 *  short e the Dravidian scripts write (ರೆಡ್ಡಿ) and Hindi writes as े. */
export const NAME_PARTS: Record<string, string> = {
  kumar: 'कुमार', kumari: 'कुमारी', raj: 'राज', rao: 'राव', iyer: 'अय्यर', iyengar: 'अयंगार', reddy: 'रॆड्डी',
  sai: 'साई', murthy: 'मूर्ति', murty: 'मूर्ति', swamy: 'स्वामी', swami: 'स्वामी', prasad: 'प्रसाद', nath: 'नाथ',
  gowda: 'गौडा', sharma: 'शर्मा', shetty: 'शॆट्टी', nair: 'नायर', menon: 'मेनन', pillai: 'पिल्लै', naidu: 'नायडू',
  devi: 'देवी', bai: 'बाई', gopal: 'गोपाल', anand: 'आनंद', karthik: 'कार्तिक', karthick: 'कार्तिक',
  subramani: 'सुब्रमणि', subramanian: 'सुब्रमण्यन', venkatesh: 'वेंकटेश', sahayak: 'सहायक',
  shivaji: 'शिवाजी', mahipal: 'महीपाल', satheesh: 'सतीश', sathish: 'सतीश', suresh: 'सुरेश', ramesh: 'रमेश',
  mahesh: 'महेश', rajesh: 'राजेश', ganesh: 'गणेश', lakshmi: 'लक्ष्मी', krishna: 'कृष्ण', krishnan: 'कृष्णन',
  saranya: 'शरण्या', gupta: 'गुप्ता', patel: 'पटेल', patil: 'पाटिल', joshi: 'जोशी', kulkarni: 'कुलकर्णी',
  bhat: 'भट', bhatt: 'भट्ट', hegde: 'हॆगडे', kamath: 'कामत', pai: 'पै', acharya: 'आचार्य', pandit: 'पंडित',
  kaur: 'कौर', khan: 'ख़ान', ali: 'अली', thomas: 'थॉमस', joseph: 'जोसेफ़', george: 'जॉर्ज',
  mary: 'मेरी', vinod: 'विनोद', sonali: 'सोनाली', pothiraj: 'पोतिराज', muthu: 'मुत्तु', surender: 'सुरेंदर',
  surendra: 'सुरेंद्र',
  sharada: 'शारदा', samsthe: 'संस्थे', samstha: 'संस्था', geetha: 'गीता', geeta: 'गीता', murugan: 'मुरुगन', balamurugan: 'बालमुरुगन', pradeep: 'प्रदीप', naveen: 'नवीन',
  // Given names whose long vowels, ṣ and ṇ English spelling hides ('Aditya' is not अदित्या, 'Rahul' not रहुल).
  aditya: 'आदित्य', akash: 'आकाश', aakash: 'आकाश', asha: 'आशा', aarti: 'आरती', arati: 'आरती', aarthi: 'आरती', kavya: 'काव्या',
  rahul: 'राहुल', abhishek: 'अभिषेक', ayush: 'आयुष', ashish: 'आशीष', harish: 'हरीश', girish: 'गिरीश', satish: 'सतीश',
  manish: 'मनीष', jagadish: 'जगदीश', jagdish: 'जगदीश', rakesh: 'राकेश', lokesh: 'लोकेश', yogesh: 'योगेश', nilesh: 'नीलेश',
  rajiv: 'राजीव', rajeev: 'राजीव', sanjeev: 'संजीव', sanjiv: 'संजीव', sunil: 'सुनील', kiran: 'किरण', karan: 'करण',
  pranav: 'प्रणव', madhav: 'माधव', raghav: 'राघव', keshav: 'केशव', gaurav: 'गौरव', saurabh: 'सौरभ', vaibhav: 'वैभव',
  akshay: 'अक्षय', sharadha: 'शारदा', sujatha: 'सुजाता', sujata: 'सुजाता', mamatha: 'ममता', mamata: 'ममता', shweta: 'श्वेता',
  shwetha: 'श्वेता', swathi: 'स्वाति', swati: 'स्वाति', preeti: 'प्रीति', preethi: 'प्रीति', revathi: 'रेवती', revati: 'रेवती',
  gayathri: 'गायत्री', gayatri: 'गायत्री', savitri: 'सावित्री', savithri: 'सावित्री', lalitha: 'ललिता', lalita: 'ललिता',
  vanitha: 'वनिता', vanita: 'वनिता', sunita: 'सुनीता', sunitha: 'सुनीता', anitha: 'अनीता', anita: 'अनीता', veena: 'वीणा',
  bhavana: 'भावना', shyamala: 'श्यामला', shobha: 'शोभा', usha: 'उषा', radha: 'राधा', divya: 'दिव्या', ramya: 'रम्या',
  soumya: 'सौम्या', sowmya: 'सौम्या', aishwarya: 'ऐश्वर्या', shreya: 'श्रेया', madhavi: 'माधवी', manasa: 'मानसा',
  pallavi: 'पल्लवी', chaitanya: 'चैतन्य', nithya: 'नित्या', nitya: 'नित्या', ashok: 'अशोक', vivek: 'विवेक',
  prashant: 'प्रशांत', prashanth: 'प्रशांत', nishant: 'निशांत', hemant: 'हेमंत', hemanth: 'हेमंत', vasant: 'वसंत',
  vasanth: 'वसंत', srikanth: 'श्रीकांत', shrikant: 'श्रीकांत', santosh: 'संतोष', santhosh: 'संतोष', subhash: 'सुभाष',
  kailash: 'कैलाश', murali: 'मुरली', balaji: 'बालाजी', nagaraj: 'नागराज', manjunath: 'मंजुनाथ', raghavendra: 'राघवेंद्र',
  narendra: 'नरेंद्र', rajendra: 'राजेंद्र', mahendra: 'महेंद्र', devendra: 'देवेंद्र', jitendra: 'जितेंद्र',
};

/** Places, and the few names the South spells apart from Hindi (Singh is सिंह but ಸಿಂಗ್), as each
 *  language spells them (Bengaluru is ಬೆಂಗಳೂರು, not a letter-by-letter ಬೇಂಗಲುರು); the first key of a
 *  place is its Latin name in an English letter. */
const BENGALURU: PerLanguage = { Hindi: 'बेंगलुरु', Kannada: 'ಬೆಂಗಳೂರು', Tamil: 'பெங்களூரு', Telugu: 'బెంగళూరు', Malayalam: 'ബെംഗളൂരു' };
const MYSURU: PerLanguage = { Hindi: 'मैसूरु', Kannada: 'ಮೈಸೂರು', Tamil: 'மைசூரு', Telugu: 'మైసూరు', Malayalam: 'മൈസൂരു' };
const MANGALURU: PerLanguage = { Hindi: 'मंगलुरु', Kannada: 'ಮಂಗಳೂರು', Tamil: 'மங்களூரு', Telugu: 'మంగళూరు', Malayalam: 'മംഗളൂരു' };
const HUBBALLI: PerLanguage = { Hindi: 'हुबली', Kannada: 'ಹುಬ್ಬಳ್ಳಿ', Tamil: 'ஹுப்ளி', Telugu: 'హుబ్బళ్లి', Malayalam: 'ഹുബ്ബള്ളി' };
const KOCHI: PerLanguage = { Hindi: 'कोच्चि', Kannada: 'ಕೊಚ್ಚಿ', Tamil: 'கொச்சி', Telugu: 'కొచ్చి', Malayalam: 'കൊച്ചി' };
export const PLACES: Record<string, PerLanguage> = {
  bengaluru: BENGALURU, bangalore: BENGALURU, mysuru: MYSURU, mysore: MYSURU, mangaluru: MANGALURU, mangalore: MANGALURU,
  hubballi: HUBBALLI, hubli: HUBBALLI, kochi: KOCHI, cochin: KOCHI,
  singh: { Hindi: 'सिंह', Kannada: 'ಸಿಂಗ್', Tamil: 'சிங்', Telugu: 'సింగ్', Malayalam: 'സിങ്' },
  noida: { Hindi: 'नोएडा', Kannada: 'ನೋಯ್ಡಾ', Tamil: 'நொய்டா', Telugu: 'నోయిడా', Malayalam: 'നോയ്ഡ' },
  udupi: { Hindi: 'उडुपी', Kannada: 'ಉಡುಪಿ', Tamil: 'உடுப்பி', Telugu: 'ఉడుపి', Malayalam: 'ഉഡുപ്പി' },
  ujjain: { Hindi: 'उज्जैन', Sanskrit: 'उज्जयिनी', Kannada: 'ಉಜ್ಜಯಿನಿ', Tamil: 'உஜ்ஜைன்', Telugu: 'ఉజ్జయిని', Malayalam: 'ഉജ്ജയിനി' },
  chennai: { Hindi: 'चेन्नई', Kannada: 'ಚೆನ್ನೈ', Tamil: 'சென்னை', Telugu: 'చెన్నై', Malayalam: 'ചെന്നൈ' },
  hyderabad: { Hindi: 'हैदराबाद', Kannada: 'ಹೈದರಾಬಾದ್', Tamil: 'ஹைதராபாத்', Telugu: 'హైదరాబాద్', Malayalam: 'ഹൈദരാബാദ്' },
  mumbai: { Hindi: 'मुंबई', Kannada: 'ಮುಂಬೈ', Tamil: 'மும்பை', Telugu: 'ముంబై', Malayalam: 'മുംബൈ' },
  delhi: { Hindi: 'दिल्ली', Kannada: 'ದೆಹಲಿ', Tamil: 'தில்லி', Telugu: 'ఢిల్లీ', Malayalam: 'ഡൽഹി' },
  pune: { Hindi: 'पुणे', Kannada: 'ಪುಣೆ', Tamil: 'புனே', Telugu: 'పుణె', Malayalam: 'പൂനെ' },
  kolkata: { Hindi: 'कोलकाता', Kannada: 'ಕೋಲ್ಕತ್ತಾ', Tamil: 'கொல்கத்தா', Telugu: 'కోల్‌కతా', Malayalam: 'കൊൽക്കത്ത' },
  jaipur: { Hindi: 'जयपुर', Kannada: 'ಜೈಪುರ', Tamil: 'ஜெய்ப்பூர்', Telugu: 'జైపూర్', Malayalam: 'ജയ്പൂർ' },
  coimbatore: { Hindi: 'कोयंबटूर', Kannada: 'ಕೊಯಮತ್ತೂರು', Tamil: 'கோயம்புத்தூர்', Telugu: 'కోయంబత్తూరు', Malayalam: 'കോയമ്പത്തൂർ' },
  madurai: { Hindi: 'मदुरै', Kannada: 'ಮಧುರೈ', Tamil: 'மதுரை', Telugu: 'మదురై', Malayalam: 'മധുര' },
  thrissur: { Hindi: 'त्रिशूर', Kannada: 'ತ್ರಿಶೂರ್', Tamil: 'திருச்சூர்', Telugu: 'త్రిస్సూర్', Malayalam: 'തൃശ്ശൂർ' },
  ernakulam: { Hindi: 'एर्णाकुलम', Kannada: 'ಎರ್ನಾಕುಲಂ', Tamil: 'எர்ணாகுளம்', Telugu: 'ఎర్నాకుళం', Malayalam: 'എറണാകുളം' },
};

/** Indian words of event names ("Griha Pravesham", "Namakarana"), in their Sanskrit spelling with
 *  the -am ending as the anusvara; written as they are, without the English words' final virama. */
export const EVENT_WORDS: Record<string, string> = {
  griha: 'गृह', gruha: 'गृह', pravesh: 'प्रवेश', pravesha: 'प्रवेश', pravesham: 'प्रवेशं', namakarana: 'नामकरण',
  namakaranam: 'नामकरणं', upanayanam: 'उपनयनं', upanayana: 'उपनयन', satyanarayana: 'सत्यनारायण', pooja: 'पूजा',
  puja: 'पूजा', vivaha: 'विवाह', vivaham: 'विवाहं', kalyanam: 'कल्याणं', seemantham: 'सीमंतं', shubha: 'शुभ',
  pravesam: 'प्रवेशं', barasala: 'बारसाल', namkaran: 'नामकरण', samskara: 'संस्कार', samskaram: 'संस्कारं', vrata: 'व्रत',
  vratha: 'व्रत', vratham: 'व्रतं', mahotsava: 'महोत्सव', mahotsav: 'महोत्सव', mahotsavam: 'महोत्सवं', shashtiabdapurthi: 'षष्ट्यब्दपूर्ति',
  shashtipurthi: 'षष्टिपूर्ति',
  // Words of Indian venue and organisation names, whose long vowels English spelling drops.
  kalyana: 'कल्याण', mantapa: 'मंटप', mandapa: 'मंडप', mandapam: 'मंडपं', bhavana: 'भवन', bhavanam: 'भवनं',
  seva: 'सेवा', vidya: 'विद्या', sabha: 'सभा', sangha: 'संघ', samaja: 'समाज', kendra: 'केंद्र', nilaya: 'निलय',
  nilayam: 'निलयं', kshetra: 'क्षेत्र', vidyalaya: 'विद्यालय', mandira: 'मंदिर', mahila: 'महिला', mitra: 'मित्र',
  nivas: 'निवास', nivasa: 'निवास', sadana: 'सदन', ashrama: 'आश्रम', ashram: 'आश्रम',
};
