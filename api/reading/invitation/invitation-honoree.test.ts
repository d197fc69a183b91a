import { afterAll, describe, expect, it } from 'vitest';
import type { Language } from '@shared/limits';
import { createOfflineAi } from '../../adapters/ai/offline';
import { extractInvitationFields } from './invitation-rules';
import { findAge } from './invitation-honoree';

/** Text as tesseract returns it: border marks, stray letters off ornaments, native digits. */
const WEDDING_EN = `|| Shri Ganeshaya Namah ||
Wedding Invitation
| Selvan. R. Karthikeyan, B.E.,
(Engineer, Chennai)
with
| Selvi. M. Deepika, M.Sc., |
on Sunday, 8th February 2026
With best compliments from:
Smt. Anitha & Sri Prakash Rao`;

const ENGAGEMENT_EN = `Together with our families we
cordially invite you
for the Engagement of
©) Rahul Verma § |(©)
~ &
Neha Kapoor [27
SATURDAY 4th MARCH 2028`;

const WEDDING_HI = `॥ श्री गणेशाय नमः ॥
शुभ विवाह
चि. राहुल शर्मा
(श्रीमती सीमा एवं श्री रमेश शर्मा के सुपुत्र)
संग
सौ. कां. अनीता गुप्ता
(श्रीमती उषा एवं श्री सुरेश गुप्ता की सुपुत्री)
दिनांक : रविवार, १५ मार्च २०२६`;

const WEDDING_KN = `12 ಚಿ.ಸೌ ಅ೦ಜಲಿ ರಾವ್ v
(ಶ್ರೀಮತಿ ಗೀತಾ ಮತ್ತು ಶ್ರೀ ಮೋಹನ ರಾವ್ ರವರ ಪುತ್ರಿ)
ಶುಭ ವಿವಾಹ
ಚಿ. ಸುನೀಲ್ ಕುಮಾರ್
(ಶ್ರೀಮತಿ ಲತಾ ಮತ್ತು ಶ್ರೀ ರಾಜು ರವರ ಪುತ್ರ)
ದಿನಾಂಕ: ೧೨-೦೩-೨೦೨೬`;

const NAMING_KN = `ಶ್ರೀ ಗಣೇಶ ಪ್ರಸನ್ನ
ನಾಮಕರಣ ಮಹೋತ್ಸವ
ಚಿ. ಆದ್ಯಾ
(ಶ್ರೀಮತಿ ಗೀತಾ ಮತ್ತು ಶ್ರೀ ಮೋಹನ ರಾವ್ ರವರ ಪುತ್ರಿ)
ದಿನಾಂಕ: 12-03-2026`;

const BIRTHDAY_HI = `॥ श्री गणेशाय नमः ॥
जन्मदिन समारोह
हमारे सुपुत्र चि. आरव के प्रथम जन्मदिन के शुभ अवसर पर
आप सपरिवार सादर आमंत्रित हैं।
विनीत :
श्रीमती पूजा एवं श्री अमित वर्मा`;

const HOUSEWARMING_EN = `~ || Om Sri Ganeshaya Namah || ~
Griha Pravesh
& Satyanarayan Pooja
on Sunday, 8th February 2026
With best compliments from:
Smt. Anitha & Sri Prakash Rao`;

const FESTIVAL_KN = `|| ಶ್ರೀ ಗಣೇಶ ಪ್ರಸನ್ನ ||
ಶ್ರೀ ಮಾರಿಕಾಂಬಾ ಜಾತ್ರಾ ಮಹೋತ್ಸವ
ವಂದನೆಗಳೊಂದಿಗೆ
| ಶ್ರೀ ಮಾರಿಕಾಂಬಾ ಜಾತ್ರಾ ಸಮಿತಿ, ಸಾಗರ`;

const read = (text: string, language: Language) => extractInvitationFields(text, language);

describe('extractInvitationFields: whom the event honours', () => {
  it.each<[string, string, Language, string[]]>([
    ['an English wedding card, after the titles', WEDDING_EN, 'English', ['R. Karthikeyan', 'M. Deepika']],
    ['an English engagement card, after "the engagement of"', ENGAGEMENT_EN, 'English', ['Rahul Verma', 'Neha Kapoor']],
    ['a Hindi wedding card', WEDDING_HI, 'Hindi', ['चि. राहुल शर्मा', 'सौ. कां. अनीता गुप्ता']],
    ['a Kannada wedding card, mending a zero read for the anusvara', WEDDING_KN, 'Kannada', ['ಚಿ.ಸೌ ಅಂಜಲಿ ರಾವ್', 'ಚಿ. ಸುನೀಲ್ ಕುಮಾರ್']],
  ])('gives the couple of %s', (_, text, language, couple) => {
    expect(read(text, language).honoree).toEqual({ names: couple, age: '', chiefGuest: '' });
  });

  it('gives the child of a Kannada naming ceremony', () => {
    expect(read(NAMING_KN, 'Kannada').honoree).toEqual({ names: ['ಚಿ. ಆದ್ಯಾ'], age: '', chiefGuest: '' });
  });

  it('gives the age of a Hindi first birthday, as digits', () => {
    expect(read(BIRTHDAY_HI, 'Hindi').honoree?.age).toBe('1');
  });

  it.each<[string, string, Language]>([
    ['an English housewarming', HOUSEWARMING_EN, 'English'],
    ['a Kannada temple festival, whose committee is no honoree', FESTIVAL_KN, 'Kannada'],
    ['a text that names nothing', 'Thank you\nfor coming', 'English'],
  ])('gives no honoree for %s', (_, text, language) => {
    expect(read(text, language).honoree).toBeUndefined();
  });

  it('keeps the hosts as they were, the couple among them', () => {
    expect(read(WEDDING_EN, 'English').hosts).toEqual(['Smt. Anitha & Sri Prakash Rao', 'R. Karthikeyan', 'M. Deepika']);
  });
});

describe('findAge', () => {
  it.each([
    ["Aarav's 1st Birthday", '1'],
    ['celebrating the 60th birthday of', '60'],
    ['his first birthday', '1'],
    ['as our father turns 75', '75'],
    ['आरव का 5वें जन्मदिन', '5'],
    ['ಚಿ. ಆರವ್ ನ ಪ್ರಥಮ ವರ್ಷದ ಹುಟ್ಟುಹಬ್ಬ', '1'],
    ['ಚಿ. ಆರವ್ ನ 3ನೇ ಹುಟ್ಟುಹಬ್ಬ', '3'],
  ])('reads "%s" as %s', (line, age) => expect(findAge([line])).toBe(age));

  it('takes no year or date for an age', () => {
    expect(findAge(['Birthday on 2026 March 8', 'Saturday, 8th March 2026'])).toBe('');
  });
});

describe('the embedded letters bless the honoree read off the card', () => {
  // Only writeLetters is called: the reading workers are never started, so this stays fast.
  const ai = createOfflineAi({ tessdataDir: '/nonexistent' });
  afterAll(() => ai.close());

  it('names the couple of an English wedding card', async () => {
    const details = read(WEDDING_EN, 'English');
    const { finetuned } = await ai.writeLetters({ language: 'English', senderName: 'Kavya', organizationName: '', details });
    expect(finetuned).toContain('R. Karthikeyan');
    expect(finetuned).toContain('M. Deepika');
    expect(finetuned).toMatch(/blessings to R\. Karthikeyan and M\. Deepika/);
  });
});
