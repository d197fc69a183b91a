/**
 * Infers a card owner's field of work from what the card says about them: the title before
 * the name ('Dr.', 'Adv.', 'CA'), the degrees under it ('MBBS, MD', 'LL.B', 'B.E.'), the job
 * title and the organisation. Only when the card says it or clearly implies it: a product
 * manager's card gives no profession.
 */
import { keywordPattern } from '../text/keyword-pattern';

export interface ProfessionEvidence {
  /** The title printed before the name ('Dr.', 'Adv.', 'CA'), or ''. */
  title: string;
  /** Degree and membership lines ('MBBS, MD (General Medicine)'). */
  qualifications: string[];
  /** Job title lines. */
  positions: string[];
  /** Organisation lines. */
  companies: string[];
}

interface Rule {
  profession: string;
  /** Titles before the name that say it on their own. */
  titles?: readonly string[];
  /** Degree tokens (compared without dots, case-insensitively). */
  degrees?: readonly string[];
  /** Words in a job title or organisation line. */
  words?: readonly string[];
}

const MEDICAL_WORDS = [
  'physician', 'surgeon', 'cardiologist', 'dermatologist', 'neurologist', 'oncologist', 'radiologist',
  'paediatrician', 'pediatrician', 'gynaecologist', 'gynecologist', 'obstetrician', 'orthopaedic', 'orthopedic',
  'psychiatrist', 'anaesthetist', 'anesthesiologist', 'nephrologist', 'urologist', 'gastroenterologist',
  'diabetologist', 'pulmonologist', 'ent specialist', 'ophthalmologist', 'pathologist', 'general practitioner',
  'medical officer', 'chief medical officer', 'doctor',
  'चिकित्सक', 'डॉक्टर', 'ವೈದ್ಯ', 'ವೈದ್ಯರು', 'மருத்துவர்', 'டாக்டர்', 'వైద్యుడు', 'వైద్యులు', 'ഡോക്ടർ',
];

/** In order: the first rule with any evidence on the card wins. */
const RULES: readonly Rule[] = [
  { profession: 'Dentist', degrees: ['bds', 'mds'], words: ['dentist', 'dental surgeon', 'orthodontist', 'dental'] },
  {
    profession: 'Doctor',
    degrees: ['mbbs', 'md', 'ms', 'dnb', 'frcs', 'mrcp', 'dm', 'mch', 'bams', 'bhms', 'bums', 'dgo', 'dch', 'fcps'],
    words: MEDICAL_WORDS,
  },
  {
    profession: 'Lawyer',
    titles: ['adv.', 'adv', 'advocate'],
    degrees: ['llb', 'llm', 'bl', 'ballb', 'ba llb'],
    words: [
      'advocate', 'advocates', 'lawyer', 'lawyers', 'solicitor', 'solicitors', 'attorney', 'barrister', 'notary',
      'high court', 'supreme court', 'law chambers', 'law firm', 'legal', 'law associates', 'law offices',
      'अधिवक्ता', 'वकील', 'ವಕೀಲ', 'ನ್ಯಾಯವಾದಿ', 'வழக்கறிஞர்', 'న్యాయవాది', 'അഭിഭാഷക', 'വക്കീൽ',
    ],
  },
  {
    profession: 'Chartered Accountant',
    titles: ['ca'],
    degrees: ['fca', 'aca'],
    words: ['chartered accountant', 'chartered accountants', 'सनदी लेखाकार', 'चार्टर्ड अकाउंटेंट', 'பட்டய கணக்காளர்'],
  },
  { profession: 'Company Secretary', titles: ['cs'], degrees: ['acs', 'fcs'], words: ['company secretary'] },
  {
    profession: 'Academic',
    titles: ['prof.', 'prof'],
    degrees: ['phd', 'mphil'],
    words: [
      'professor', 'lecturer', 'dean', 'reader', 'research scholar', 'researcher', 'vice chancellor', 'registrar',
      'प्राध्यापक', 'प्रोफेसर', 'ಪ್ರಾಧ್ಯಾಪಕ', 'பேராசிரியர்', 'ప్రొఫెసర్', 'ఆచార్యులు', 'പ്രൊഫസർ',
    ],
  },
  {
    profession: 'Teacher',
    degrees: ['bed', 'med'],
    words: ['teacher', 'headmaster', 'headmistress', 'शिक्षक', 'अध्यापक', 'ಶಿಕ್ಷಕ', 'ஆசிரியர்', 'ఉపాధ్యాయుడు', 'അധ്യാപക'],
  },
  {
    profession: 'Engineer',
    titles: ['er.', 'er'],
    degrees: ['be', 'btech', 'mtech', 'me'],
    words: ['engineer', 'अभियंता', 'इंजीनियर', 'ಎಂಜಿನಿಯರ್', 'ಇಂಜಿನಿಯರ್', 'ಅಭಿಯಂತ', 'பொறியாளர்', 'ఇంజనీర్', 'ఇంజినీర్', 'എഞ്ചിനീയർ', 'എൻജിനീയർ'],
  },
  { profession: 'Architect', degrees: ['barch', 'march'], words: ['architect', 'architects'] },
  { profession: 'Pharmacist', degrees: ['bpharm', 'mpharm'], words: ['pharmacist'] },
  { profession: 'Physiotherapist', degrees: ['bpt', 'mpt'], words: ['physiotherapist'] },
  { profession: 'Nurse', words: ['nurse', 'staff nurse', 'nursing officer'] },
  { profession: 'Psychologist', words: ['psychologist', 'counsellor', 'counselor', 'therapist'] },
  { profession: 'Journalist', words: ['journalist', 'reporter', 'correspondent', 'editor'] },
  { profession: 'Photographer', words: ['photographer'] },
  { profession: 'Software Developer', words: ['software developer', 'programmer', 'developer'] },
];

const patterns = new Map(RULES.map((rule) => [rule, rule.words ? keywordPattern(rule.words) : null]));
const DOCTOR_TITLES = ['dr.', 'dr', 'डॉ.', 'डॉ', 'डा.', 'ಡಾ.', 'ಡಾ', 'டாக்டர்', 'டாக்டர்.', 'డా.', 'డా', 'ഡോ.', 'ഡോ'];

/** The profession the card implies ('Doctor', 'Lawyer', 'Chartered Accountant'…), or ''. */
export function inferProfession(evidence: ProfessionEvidence): string {
  const title = evidence.title.toLowerCase();
  const degrees = new Set(evidence.qualifications.flatMap(degreeTokens));
  const lines = [...evidence.positions, ...evidence.companies];
  for (const rule of RULES) {
    if (rule.titles?.includes(title)) return rule.profession;
    if (rule.degrees?.some((d) => degrees.has(d))) return rule.profession;
    const words = patterns.get(rule);
    if (words && lines.some((line) => words.test(line))) return rule.profession;
  }
  // 'Dr.' alone: a physician (a doctorate shows itself above: 'PhD', 'Professor').
  if (DOCTOR_TITLES.includes(title)) return 'Doctor';
  return '';
}

/** The degree tokens of a qualifications line, lower-case without dots ('M.Tech' → 'mtech'). */
export function degreeTokens(line: string): string[] {
  return line
    .replace(/\([^)]*\)/g, ' ')
    .split(/[,;/&|]|\s+/)
    .map((t) => t.toLowerCase().replace(/\./g, '').trim())
    .filter(Boolean);
}
