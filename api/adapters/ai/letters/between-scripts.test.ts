import { describe, expect, it } from 'vitest';
import { oneScript } from './one-script';

describe('a name in another Indian script, in the letter’s script', () => {
  it.each([
    ['श्री. विनोद मुकुंद कारेकर', 'Kannada', 'ಶ್ರೀ. ವಿನೋದ್ ಮುಕುಂದ್ ಕಾರೇಕರ್'],
    ['ಶ್ರೀ ಬಿ.ಎಸ್. ರಾಘವೇಂದ್ರ ರಾವ್', 'Hindi', 'श्री बी.एस. राघवेंद्र राव'],
    ['ಶ್ರೀಮತಿ ಗೀತಾ ಮತ್ತು ಶ್ರೀ ಮಂಜುನಾಥ್', 'Hindi', 'श्रीमती गीता एवं श्री मंजुनाथ'],
    ['കൃഷ്ണൻ & ശാന്ത', 'Hindi', 'कृष्णन एवं शान्त'],
    ['శ్రీ రెడ్డిపల్లి శ్రీవాణి', 'Tamil', 'ஸ்ரீ ரெட்டிபல்லி ஸ்ரீவாணி'],
    ['ಸಂಗೀತಾ', 'Telugu', 'సంగీత'],
    ['ಸಂಗೀತಾ', 'Tamil', 'சங்கீதா'],
    ['श्री सुरेश शर्मा एवं श्रीमती गीता शर्मा', 'Telugu', 'శ్రీ సురేశ్ శర్మ మరియు శ్రీమతి గీత శర్మ'],
    ['श्रीमती लक्ष्मी देवी', 'Kannada', 'ಶ್ರೀಮತಿ ಲಕ್ಷ್ಮಿ ದೇವಿ'],
    // English words and known places by their Latin names, as this language spells them.
    ['लोकसेवा ट्रस्ट', 'Kannada', 'ಲೋಕಸೇವಾ ಟ್ರಸ್ಟ್'],
    ['ಟೌನ್ ಹಾಲ್, ಮೈಸೂರು', 'Hindi', 'टाउन हॉल, मैसूरु'],
  ] as const)('%s in %s', (printed, language, expected) => {
    expect(oneScript(language).name(printed)).toBe(expected);
  });

  it('leaves the letter’s own script as it is, and keeps a venue as printed in brackets', () => {
    expect(oneScript('Kannada').name('ಶ್ರೀ ಮಂಜುನಾಥ್')).toBe('ಶ್ರೀ ಮಂಜುನಾಥ್');
    expect(oneScript('Malayalam').venue('टाउन हॉल, बेंगलुरु').text).toBe('ടൗൺ ഹാൾ, ബെംഗളൂരു');
    expect(oneScript('Kannada').venue('पार्कसाईट गणेश मंदिर')).toEqual({ text: 'ಪಾರ್ಕಸಾಈಟ ಗಣೇಶ ಮಂದಿರ', printed: 'पार्कसाईट गणेश मंदिर' });
    // A name keeps its last a after a cluster; an event's Sanskrit words keep theirs.
    expect(oneScript('Kannada').name('चि. आदित्य')).toBe('ಚಿ. ಆದಿತ್ಯ');
    expect(oneScript('Kannada').eventName('उपनयन संस्कार')).toBe('ಉಪನಯನ ಸಂಸ್ಕಾರ');
    // A Hindi sentence for the event ('… का शुभ विवाह') is said in the letter's own words, not spelled with its का.
    expect(oneScript('Telugu').eventName('चि. प्रिया एवं चि. अर्जुन का शुभ विवाह')).toBe('');
    // Malayalam's neuter -am, which its case endings need (സംസ്കാരത്തിന്, not സംസ്കാരയ്ക്ക്).
    expect(oneScript('Malayalam').eventName('उपनयन संस्कार')).toBe('ഉപനയന സംസ്കാരം');
  });
});

describe('a name in an Indian script, in an English letter', () => {
  it.each([
    ['ಶ್ರೀಮತಿ ಸಂಗೀತಾ', 'Smt. Sangeeta'],
    ['श्री. विनोद मुकुंद कारेकर', 'Sri. Vinod Mukund Karekar'],
    ['ಶ್ರೀ ರಾಘವೇಂದ್ರ ರಾವ್ ಮತ್ತು ಕುಟುಂಬ', 'Sri Raghavendra Rao & Family'],
    ['കൃഷ്ണൻ & ശാന്ത', 'Krishnan & Santha'],
    // Titles and initials in their English forms; names as the tables spell them in Latin.
    ['திரு. க. முருகன்', 'Thiru K. Murugan'],
    ['ಶ್ರೀ ಕೆ. ವೆಂಕಟೇಶ್', 'Sri K. Venkatesh'],
    ['श्रीमती सुनीता त्रिपाठी', 'Smt. Sunita Tripathi'],
  ] as const)('%s → %s', (printed, expected) => {
    expect(oneScript('English').name(printed)).toBe(expected);
  });

  it('says an event printed in an Indian script in its own words, and keeps the venue as printed in brackets', () => {
    expect(oneScript('English').eventName('ಶುಭವಿವಾಹ')).toBe('');
    expect(oneScript('English').eventName('ಶುಭವಿವಾಹ', 'wedding')).toBe('');
    // A puja is named, in Latin: its generic word would lose which one.
    expect(oneScript('English').eventName('सुंदरकांड पाठ', 'religious')).toBe('Sundarakand Path');
    expect(oneScript('English').venue('ಕಲ್ಯಾಣ ಮಂಟಪ, ಮೈಸೂರು')).toEqual({ text: 'Kalyana Mantapa, Mysuru', printed: 'ಕಲ್ಯಾಣ ಮಂಟಪ, ಮೈಸೂರು' });
    expect(oneScript('English').venue('टाउन हॉल, बेंगलुरु').text).toBe('Town Hall, Bengaluru');
    expect(oneScript('English').venue('ಟೌನ್ ಹಾಲ್, ಹುಬ್ಬಳ್ಳಿ').text).toBe('Town Hall, Hubballi');
    expect(oneScript('English').venue('శ్రీ సాయి కన్వెన్షన్ హాల్, హైదరాబాద్').text).toBe('Sri Sayi Convention Hall, Hyderabad');
    expect(oneScript('English').venue('ടൗൺ ഹാൾ, കൊച്ചി').text).toBe('Town Hall, Kochi');
    expect(oneScript('English').venue('ஹோட்டல் ராஜ் மஹால்').text).toBe('Hotel Raj Mahal');
  });
});
