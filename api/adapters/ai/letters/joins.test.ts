/**
 * Grammar where the host's name meets the template: the honorific and case ending follow from
 * what the host is (a person, two or more people, a couple, a family, an institution) and are
 * never doubled. One table per language; the examples are named cases.
 */
import { describe, expect, it } from 'vitest';
import type { ExtractedData } from '@shared/schemas/invitations';
import type { Language } from '@shared/limits';
import { addressee, writeTemplateLetters } from './write-letters';
import { hindiOblique } from './hindi';
import { kannadaInstitution } from './kannada';
import { designationIn } from './designations';

function details(over: Partial<ExtractedData> = {}): ExtractedData {
  return { hosts: [], eventName: '', eventType: 'other', date: '', time: '', venue: '', inviterEmail: '', inviterPhone: '', rawText: '', ...over };
}
const salutation = (language: Language, host: string, variant: 'normal' | 'finetuned' = 'normal') =>
  writeTemplateLetters({ language, senderName: 'A', organizationName: '', details: details({ hosts: [host] }) })[variant].split('\n')[0];

/** [language, host as printed, salutation expected]. */
const TABLE: [Language, string, string][] = [
  // English
  ['English', 'Shri Ramesh Kumar', 'Dear Shri Ramesh Kumar ji,'],
  ['English', 'Manjunath and Geetha', 'Dear Manjunath ji and Geetha ji,'],
  ['English', 'Mr. & Mrs. Ramesh Kumar', 'Dear Mr. & Mrs. Ramesh Kumar,'],
  ['English', 'Ramesh Kumar dampati', 'Dear Shri & Smt. Ramesh Kumar,'],
  ['English', 'Ramesh Sharma & family', 'Dear Ramesh Sharma ji & family,'],
  ['English', 'Sri Sharada Vidya Samsthe', 'Dear Members of Sri Sharada Vidya Samsthe,'],
  ['English', 'The Managing Committee', 'Dear Members of the Managing Committee,'],
  ['English', 'Temple Committee, Sri Durgaparameshwari Temple', 'Dear Members of the Temple Committee, Sri Durgaparameshwari Temple,'],
  ['English', 'The Principal, Sharada Vidya Samsthe', 'Dear Sir/Madam,'],
  ['English', 'Suresh Sharma and Family', 'Dear Suresh Sharma ji and family,'],
  ['English', 'K. Pothiraj B.E V. Saranya Bsc', 'Dear K. Pothiraj ji and V. Saranya ji,'],
  ['English', 'Dr. Anil Rao MBBS, M.D.', 'Dear Dr. Anil Rao,'],
  ['English', 'M.S. Ramesh & B.A. Gowri', 'Dear M. S. Ramesh ji and B. A. Gowri ji,'],
  // Hindi
  ['Hindi', 'श्री रमेश कुमार', 'आदरणीय श्री रमेश कुमार जी,'],
  ['Hindi', 'श्री रमेश कुमार जी', 'आदरणीय श्री रमेश कुमार जी,'],
  ['Hindi', 'श्री रमेश कुमार दंपती', 'आदरणीय श्री एवं श्रीमती रमेश कुमार जी,'],
  ['Hindi', 'राजेश गुप्ता एवं परिवार', 'आदरणीय राजेश गुप्ता जी एवं परिवार,'],
  ['Hindi', 'शारदा विद्या संस्थान', 'आदरणीय शारदा विद्या संस्थान के पदाधिकारीगण,'],
  // A body printed before its institution is the institution's, in Hindi's order and gender.
  ['Hindi', 'प्रबंध समिति, आदर्श विद्या मंदिर', 'आदरणीय आदर्श विद्या मंदिर की प्रबंध समिति के पदाधिकारीगण,'],
  ['Hindi', 'ट्रस्टी मंडल, श्री राम सेवा न्यास', 'आदरणीय श्री राम सेवा न्यास के ट्रस्टी मंडल के पदाधिकारीगण,'],
  // An English office or body before its institution, in the letter's own words (one-script.ts).
  ['Hindi', 'The Principal, Sharada Vidya Samsthe', 'आदरणीय शारदा विद्या संस्था के प्रधानाचार्य जी,'],
  ['Hindi', 'Temple Committee, Sri Durgaparameshwari Temple', 'आदरणीय श्री दुर्गापरमेश्वरी मंदिर समिति के पदाधिकारीगण,'],
  ['Hindi', 'The Rao Family', 'आदरणीय राव परिवार,'],
  ['Malayalam', 'The Menon Family', 'ബഹുമാനപ്പെട്ട മേനോൻ കുടുംബാംഗങ്ങളേ,'],
  ['Malayalam', 'ശ്രീനാരായണ ഗ്രന്ഥശാല, വടകര', 'ബഹുമാനപ്പെട്ട വടകര ശ്രീനാരായണ ഗ്രന്ഥശാല ഭാരവാഹികളേ,'],
  ['Hindi', 'श्री राम सेवा न्यास', 'आदरणीय श्री राम सेवा न्यास के पदाधिकारीगण,'],
  ['Hindi', 'The Management, Sharada Vidyalaya', 'आदरणीय शारदा विद्यालय की प्रबंध समिति के पदाधिकारीगण,'],
  ['Hindi', 'The Principal', 'आदरणीय प्रधानाचार्य जी,'],
  ['Kannada', 'The Management, Sharada Vidyalaya', 'ಮಾನ್ಯ ಶಾರದಾ ವಿದ್ಯಾಲಯದ ಆಡಳಿತ ಮಂಡಳಿಯವರೇ,'],
  ['Kannada', 'The Principal', 'ಮಾನ್ಯ ಪ್ರಾಂಶುಪಾಲರೇ,'],
  ['Kannada', 'ಶ್ರೀ ಮತ್ತು ಶ್ರೀಮತಿ ರಮೇಶ್', 'ಮಾನ್ಯ ಶ್ರೀ ರಮೇಶ್ ದಂಪತಿಗಳೇ,'],
  ['Telugu', 'The Management, Sharada Vidyalaya', 'గౌరవనీయులైన శారద విద్యాలయ యాజమాన్యానికి,'],
  ['Telugu', 'శ్రీ మరియు శ్రీమతి రమేష్', 'గౌరవనీయులైన శ్రీ రమేష్ దంపతులకు,'],
  ['Tamil', 'Executive Committee, Rotary Club', 'மதிப்பிற்குரிய ரோட்டரி கிளப் செயற்குழுவினருக்கு,'],
  ['Hindi', 'आदर्श विद्या मंदिर, जयपुर', 'आदरणीय आदर्श विद्या मंदिर, जयपुर के पदाधिकारीगण,'],
  ['Hindi', 'रोटरी क्लब ऑफ़ जयपुर', 'आदरणीय रोटरी क्लब ऑफ़ जयपुर के पदाधिकारीगण,'],
  ['Kannada', 'The Principal, Sharada Vidya Samsthe', 'ಮಾನ್ಯ ಶಾರದಾ ವಿದ್ಯಾ ಸಂಸ್ಥೆಯ ಪ್ರಾಂಶುಪಾಲರೇ,'],
  ['Kannada', 'Temple Committee, Sri Durgaparameshwari Temple', 'ಮಾನ್ಯ ಶ್ರೀ ದುರ್ಗಾಪರಮೇಶ್ವರಿ ದೇವಸ್ಥಾನ ಸಮಿತಿಯವರೇ,'],
  ['Tamil', 'The Principal, Sharada Vidya Samsthe', 'மதிப்பிற்குரிய சாரதா வித்யா சம்ஸ்தே முதல்வர் அவர்களுக்கு,'],
  ['Tamil', 'Temple Committee, Sri Durgaparameshwari Temple', 'மதிப்பிற்குரிய ஸ்ரீ துர்காபரமேஸ்வரி கோயில் குழுவினருக்கு,'],
  ['Telugu', 'The Principal, Sharada Vidya Samsthe', 'గౌరవనీయులైన శారద విద్య సంస్థ ప్రధానాచార్యులకు,'],
  ['Telugu', 'Temple Committee, Sri Durgaparameshwari Temple', 'గౌరవనీయులైన శ్రీ దుర్గాపరమేశ్వరి ఆలయ కమిటీ సభ్యులకు,'],
  ['Malayalam', 'Temple Committee, Sri Durgaparameshwari Temple', 'ബഹുമാനപ്പെട്ട ശ്രീ ദുർഗാപരമേശ്വരി ക്ഷേത്ര കമ്മിറ്റി ഭാരവാഹികളേ,'],
  ['Sanskrit', 'The Principal, Sharada Vidya Samsthe', 'मान्याः शारदा विद्या संस्थायाः प्राचार्यमहोदयाः,'],
  // Kannada
  ['Kannada', 'ಶ್ರೀ ಮಂಜುನಾಥ ಮತ್ತು ಶ್ರೀಮತಿ ಗೀತಾ ಅವರ', 'ಮಾನ್ಯ ಶ್ರೀ ಮಂಜುನಾಥ ಮತ್ತು ಶ್ರೀಮತಿ ಗೀತಾ ಅವರೇ,'],
  ['Kannada', 'ಶ್ರೀ ಮಂಜುನಾಥ್ ಅವರು', 'ಮಾನ್ಯ ಶ್ರೀ ಮಂಜುನಾಥ್ ಅವರೇ,'],
  ['Kannada', 'ಆಡಳಿತ ಮಂಡಳಿ ಅವರೇ', 'ಮಾನ್ಯ ಆಡಳಿತ ಮಂಡಳಿಯವರೇ,'],
  ['Kannada', 'ಶ್ರೀ ಶಾರದಾ ವಿದ್ಯಾ ಸಂಸ್ಥೆ', 'ಮಾನ್ಯ ಶ್ರೀ ಶಾರದಾ ವಿದ್ಯಾ ಸಂಸ್ಥೆಯವರೇ,'],
  ['Kannada', 'ಆಡಳಿತ ಮಂಡಳಿ, ವಿವೇಕಾನಂದ ವಿದ್ಯಾಕೇಂದ್ರ', 'ಮಾನ್ಯ ವಿವೇಕಾನಂದ ವಿದ್ಯಾಕೇಂದ್ರದ ಆಡಳಿತ ಮಂಡಳಿಯವರೇ,'],
  ['Kannada', 'ಶ್ರೀ ರಮೇಶ್ ಕುಮಾರ್ ದಂಪತಿ', 'ಮಾನ್ಯ ಶ್ರೀ ರಮೇಶ್ ಕುಮಾರ್ ದಂಪತಿಗಳೇ,'],
  ['Kannada', 'ಶ್ರೀ ಮಂಜುನಾಥ್ ಮತ್ತು ಕುಟುಂಬ', 'ಮಾನ್ಯ ಶ್ರೀ ಮಂಜುನಾಥ್ ಮತ್ತು ಕುಟುಂಬದವರೇ,'],
  // Tamil
  ['Tamil', 'திரு. ரமேஷ் குமார் தம்பதியினர் அவர்கள்', 'மதிப்பிற்குரிய திரு. ரமேஷ் குமார் தம்பதியினருக்கு,'],
  ['Tamil', 'திரு. ரமேஷ் குமார் தம்பதியினர்', 'மதிப்பிற்குரிய திரு. ரமேஷ் குமார் தம்பதியினருக்கு,'],
  ['Tamil', 'திரு. க. முருகன் அவர்கள்', 'மதிப்பிற்குரிய திரு. க. முருகன் அவர்களுக்கு,'],
  ['Tamil', 'திரு. க. முருகன் மற்றும் குடும்பத்தினர்', 'மதிப்பிற்குரிய திரு. க. முருகன் அவர்களுக்கும் குடும்பத்தினருக்கும்,'],
  ['Tamil', 'ஸ்ரீ சாரதா கல்வி அறக்கட்டளை', 'மதிப்பிற்குரிய ஸ்ரீ சாரதா கல்வி அறக்கட்டளை நிர்வாகத்தினருக்கு,'],
  ['Tamil', 'திரு. க. முருகன் – திருமதி மு. லதா', 'மதிப்பிற்குரிய திரு. க. முருகன் – திருமதி மு. லதா தம்பதியினருக்கு,'],
  ['Tamil', 'Sri Venkatesh Bhat and Smt. Lakshmi', 'மதிப்பிற்குரிய திரு. வெங்கடேஷ் பட் – திருமதி லட்சுமி தம்பதியினருக்கு,'],
  ['Tamil', 'Kiran and Divya Rao', 'மதிப்பிற்குரிய கிரண் – திவ்யா ராவ் தம்பதியினருக்கு,'],
  ['Tamil', 'செந்தில் – மீனா தம்பதியினர்', 'மதிப்பிற்குரிய செந்தில் – மீனா தம்பதியினருக்கு,'],
  ['Tamil', 'அருள்மிகு மீனாட்சி அம்மன் திருக்கோயில் நிர்வாகம்', 'மதிப்பிற்குரிய அருள்மிகு மீனாட்சி அம்மன் திருக்கோயில் நிர்வாகத்தினருக்கு,'],
  ['Tamil', 'தமிழ்ச் சங்கம்', 'மதிப்பிற்குரிய தமிழ்ச் சங்க நிர்வாகத்தினருக்கு,'],
  ['Tamil', 'அருள்மிகு மீனாட்சி அம்மன் திருக்கோயில்', 'மதிப்பிற்குரிய அருள்மிகு மீனாட்சி அம்மன் திருக்கோயில் நிர்வாகத்தினருக்கு,'],
  ['Tamil', 'அரசு மேல்நிலைப் பள்ளி, தஞ்சாவூர்', 'மதிப்பிற்குரிய தஞ்சாவூர் அரசு மேல்நிலைப் பள்ளி நிர்வாகத்தினருக்கு,'],
  // Telugu
  ['Telugu', 'శ్రీ రమేష్ కుమార్ దంపతులు గారు', 'గౌరవనీయులైన శ్రీ రమేష్ కుమార్ దంపతులకు,'],
  ['Telugu', 'శ్రీ రమేష్ కుమార్ దంపతులు', 'గౌరవనీయులైన శ్రీ రమేష్ కుమార్ దంపతులకు,'],
  ['Telugu', 'శ్రీ మంజునాథ్ మరియు శ్రీమతి గీత', 'గౌరవనీయులైన శ్రీ మంజునాథ్, శ్రీమతి గీత గార్లకు,'],
  ['Telugu', 'శ్రీ వెంకట రమణ గారు', 'గౌరవనీయులైన శ్రీ వెంకట రమణ గారికి,'],
  ['Telugu', 'శ్రీ వెంకట రమణ కుటుంబం', 'గౌరవనీయులైన శ్రీ వెంకట రమణ గారి కుటుంబ సభ్యులకు,'],
  ['Telugu', 'శ్రీ సాయి విద్యా సంస్థ', 'గౌరవనీయులైన శ్రీ సాయి విద్యా సంస్థ నిర్వాహకులకు,'],
  // Malayalam
  ['Malayalam', 'ശ്രീ രാജീവ് മേനോൻ', 'ബഹുമാനപ്പെട്ട ശ്രീ രാജീവ് മേനോൻ,'],
  ['Malayalam', 'ശ്രീ രാജീവ് മേനോൻ ദമ്പതികൾ', 'ബഹുമാനപ്പെട്ട ശ്രീ രാജീവ് മേനോൻ ദമ്പതികളേ,'],
  ['Malayalam', 'രാജീവ് മേനോൻ കുടുംബം', 'ബഹുമാനപ്പെട്ട രാജീവ് മേനോനും കുടുംബത്തിനും,'],
  ['Malayalam', 'പ്രിൻസിപ്പൽ, ഗവ. ഹയർ സെക്കൻഡറി സ്കൂൾ', 'ബഹുമാനപ്പെട്ട ഗവ. ഹയർ സെക്കൻഡറി സ്കൂൾ പ്രിൻസിപ്പൽ,'],
  ['Malayalam', 'ശ്രീനാരായണ ട്രസ്റ്റ്', 'ബഹുമാനപ്പെട്ട ശ്രീനാരായണ ട്രസ്റ്റ് ഭാരവാഹികളേ,'],
  ['Malayalam', 'പ്രിൻസിപ്പൽ, ഗവ. ഹയർ സെക്കൻഡറി സ്കൂൾ, ആലുവ', 'ബഹുമാനപ്പെട്ട ആലുവ ഗവ. ഹയർ സെക്കൻഡറി സ്കൂൾ പ്രിൻസിപ്പൽ,'],
  ['Malayalam', 'സെന്റ് തോമസ് കോളേജ്', 'ബഹുമാനപ്പെട്ട സെന്റ് തോമസ് കോളേജ് അധികൃതരേ,'],
  ['Malayalam', 'ജോർജ് കുര്യനും കുടുംബവും', 'ബഹുമാനപ്പെട്ട ജോർജ് കുര്യനും കുടുംബത്തിനും,'],
  ['Malayalam', 'പുത്തൻപുരയിൽ കുടുംബാംഗങ്ങൾ', 'ബഹുമാനപ്പെട്ട പുത്തൻപുരയിൽ കുടുംബാംഗങ്ങളേ,'],
  ['Malayalam', 'ജോസഫ് - മേരി ദമ്പതികൾ', 'ബഹുമാനപ്പെട്ട ജോസഫ് - മേരി ദമ്പതികളേ,'],
  ['Malayalam', 'ശ്രീ. കെ. പി. രാമചന്ദ്രൻ നായർ & ശ്രീമതി ഗീത', 'ബഹുമാനപ്പെട്ട ശ്രീ. കെ. പി. രാമചന്ദ്രൻ നായർക്കും ശ്രീമതി ഗീതയ്ക്കും,'],
  // Sanskrit
  ['Sanskrit', 'श्री रामचन्द्र शास्त्री', 'मान्यवराः श्री रामचन्द्र शास्त्री महोदयाः,'],
  ['Sanskrit', 'श्री सुरेश शर्मा एवं परिवार', 'मान्यवराः श्री सुरेश शर्मा महोदयाः सपरिवाराः,'],
  ['Sanskrit', 'श्री सुरेश शर्मा दम्पती', 'मान्यवराः श्री सुरेश शर्मा महोदयाः सपत्नीकाः,'],
  ['Sanskrit', 'श्री सुरेश शर्मा एवं श्रीमती गीता शर्मा', 'मान्यवराः श्री सुरेश शर्मा तथा श्रीमती गीता शर्मा महोदयाः,'],
  ['Sanskrit', 'वेदविद्या प्रतिष्ठान समिति', 'मान्याः वेदविद्या प्रतिष्ठान समितेः पदाधिकारिणः,'],
];

describe('salutations by host kind', () => {
  for (const [language, host, expected] of TABLE) {
    it(`${language}: ${host}`, () => expect(salutation(language, host)).toBe(expected));
  }

  it('never doubles an honorific or case ending', () => {
    const doubled = /ಅವರ ಅವರೇ|ಅವರೇ ಅವರೇ|ಅವರು ಅವರೇ|ji ji|जी जी|அவர்கள் அவர்களுக்கு|தம்பதியினர் அவர்களுக்கு|దంపతులు గారికి|గారు గారికి|महोदयाः महोदयाः/u;
    for (const [language, host] of TABLE) {
      for (const variant of ['normal', 'finetuned'] as const) expect(salutation(language, host, variant)).not.toMatch(doubled);
    }
  });

  it('an institution is never addressed as a person', () => {
    // An office printed before its institution is its head, one person ('The Principal, …').
    const head = (host: string) => designationIn(host.split(',')[0]!.replace(/^the\s+/i, ''), 'Hindi') !== null;
    for (const [language, host] of TABLE) {
      if (addressee([host])?.kind !== 'institution' || head(host)) continue;
      expect(salutation(language, host)).not.toMatch(/\bji\b|जी,|ಅವರೇ|அவர்களுக்கு|గారికి|महोदयाः,/u);
    }
  });

  it('Sanskrit is not written with Hindi joins', () => {
    expect(salutation('Sanskrit', 'श्री सुरेश शर्मा एवं परिवार')).not.toMatch(/एवं|\sपरिवार/u);
  });
});

describe('addressee(): what the host is', () => {
  it.each([
    ['Shri Ramesh Kumar', 'person', 1],
    ['Shri Manjunath and Smt. Geetha', 'person', 2],
    ['A, B and C', 'person', 3],
    ['Mr. & Mrs. Ramesh Kumar', 'couple', 2],
    ['திரு. ரமேஷ் குமார் தம்பதியினர்', 'couple', 2],
    ['Ramesh Sharma and family', 'family', 3],
    ['शर्मा परिवार', 'family', 3],
    ['Sri Sharada Vidya Samsthe', 'institution', 1],
    ['ಆಡಳಿತ ಮಂಡಳಿ', 'institution', 1],
  ] as const)('%s → %s (%d)', (host, kind, count) => {
    expect(addressee([host])).toMatchObject({ kind, count });
  });

  it('takes off the ending a card or reader left after the name', () => {
    expect(addressee(['ಶ್ರೀ ಮಂಜುನಾಥ ಮತ್ತು ಶ್ರೀಮತಿ ಗೀತಾ ಅವರ'])?.name).toBe('ಶ್ರೀ ಮಂಜುನಾಥ ಮತ್ತು ಶ್ರೀಮತಿ ಗೀತಾ');
    expect(addressee(['శ్రీ వెంకట రమణ గారు'])?.name).toBe('శ్రీ వెంకట రమణ');
    expect(addressee(['Balaji'])?.name).toBe('Balaji');
  });
});

describe('case endings inside the event name', () => {
  it('Hindi: का turns oblique before the letter\'s postposition (के शुभ विवाह का निमंत्रण)', () => {
    expect(hindiOblique('चि. प्रिया एवं चि. अर्जुन का शुभ विवाह')).toBe('चि. प्रिया एवं चि. अर्जुन के शुभ विवाह');
    const letter = writeTemplateLetters({
      language: 'Hindi', senderName: '', organizationName: '',
      details: details({ eventName: 'चि. प्रिया एवं चि. अर्जुन का शुभ विवाह', eventType: 'wedding' }),
    }).normal;
    expect(letter).toContain('चि. प्रिया एवं चि. अर्जुन के शुभ विवाह का आपका');
    expect(letter).not.toContain('का शुभ विवाह का');
  });

  it('Kannada: an institution takes the ending its last letter needs', () => {
    expect(kannadaInstitution('ಆಡಳಿತ ಮಂಡಳಿ')).toBe('ಆಡಳಿತ ಮಂಡಳಿಯವರೇ');
    expect(kannadaInstitution('ಕನ್ನಡ ಸಂಘ')).toBe('ಕನ್ನಡ ಸಂಘದವರೇ');
    expect(kannadaInstitution('ಸರ್ಕಾರಿ ಕಾಲೇಜು')).toBe('ಸರ್ಕಾರಿ ಕಾಲೇಜಿನವರೇ');
    expect(kannadaInstitution('ಸೇವಾ ಟ್ರಸ್ಟ್')).toBe('ಸೇವಾ ಟ್ರಸ್ಟ್\u200Cನವರೇ');
  });
});

/** The normal letter's first paragraph, where the event is named. */
const opening = (language: Language, eventName: string, eventType: ExtractedData['eventType']) =>
  writeTemplateLetters({ language, senderName: '', organizationName: '', details: details({ eventName, eventType }) }).normal.split('\n\n')[1];

describe('Sanskrit: the event named once, in Sanskrit', () => {
  it.each([
    ['नामकरण संस्कार', 'naming', 'आयोज्यमाने नामकरणसंस्कारे'],
    ['चि. प्रिया एवं चि. अर्जुन का शुभ विवाह', 'wedding', 'आयोज्यमाने विवाहमहोत्सवे'],
    ['श्रीमद्भागवतसप्ताहः', 'religious', 'श्रीमद्भागवतसप्ताहः इत्यस्मिन् धार्मिकानुष्ठाने'],
  ] as const)('"%s" (%s)', (eventName, type, expected) => expect(opening('Sanskrit', eventName, type)).toContain(expected));
});

describe('English: an event name that is a fragment or a description', () => {
  it.each([
    ['the new home', 'housewarming', 'invitation to the housewarming ceremony.'],
    ['Inauguration of the New', 'inauguration', 'invitation to the inauguration.'],
    ['Griha Pravesham', 'housewarming', 'invitation to the Griha Pravesham.'],
    ['Priya weds Arjun', 'wedding', 'invitation to the wedding of Priya and Arjun.'],
    ['Sharada Pooja', 'religious', 'invitation to the Sharada Pooja.'],
    ['Naming ceremony of our son', 'naming', 'invitation to the naming ceremony of your son.'],
    ['Our Daughter\'s Wedding Reception', 'wedding', 'invitation to your daughter\'s wedding reception.'],
    ['Ganesh puja', 'religious', 'invitation to the Ganesh puja.'],
  ] as const)('"%s" (%s)', (eventName, type, expected) => expect(opening('English', eventName, type)).toContain(expected));
});

describe('Telugu: the dative joins the honoree\'s name', () => {
  it('ప్రియ, అర్జున్‌లకు for two; ఆరవ్‌కు for one, the virama kept visible', () => {
    const blessing = (eventType: ExtractedData['eventType'], names: string[]) =>
      writeTemplateLetters({ language: 'Telugu', senderName: '', organizationName: '', details: details({ eventType, honoree: { names, age: '', chiefGuest: '' } }) }).finetuned;
    expect(blessing('wedding', ['ప్రియ', 'అర్జున్'])).toContain('వధూవరులు ప్రియ, అర్జున్\u200Cలకు');
    expect(blessing('naming', ['ఆరవ్'])).toContain('చిన్నారి ఆరవ్\u200Cకు');
    expect(blessing('naming', ['లక్ష్మి'])).toContain('చిన్నారి లక్ష్మికి');
  });
});

describe('Tamil: the dative joins the honoree\'s name', () => {
  it('ஆரவுக்கு, அர்ஜுனுக்கு, பிரியாவிற்கு', () => {
    const blessing = (names: string[]) =>
      writeTemplateLetters({ language: 'Tamil', senderName: '', organizationName: '', details: details({ eventType: 'naming', honoree: { names, age: '', chiefGuest: '' } }) }).finetuned;
    expect(blessing(['ஆரவ்'])).toContain('செல்லக் குழந்தை ஆரவுக்கு');
    expect(blessing(['அர்ஜுன்'])).toContain('செல்லக் குழந்தை அர்ஜுனுக்கு');
    expect(blessing(['பிரியா'])).toContain('செல்லக் குழந்தை பிரியாவிற்கு');
  });
});

describe('titles as Telugu cards print them', () => {
  it("reads '||' after a title as its full stop, none after Sri, and drops a card's గార్ల", () => {
    expect(salutation('Telugu', 'శ్రీ|| రమేష్ గార్ల')).toBe('గౌరవనీయులైన శ్రీ రమేష్ గారికి,');
    expect(salutation('Telugu', 'చి|| కిరణ్ కుమార్')).toContain('చి. కిరణ్ కుమార్');
  });
});
