import { describe, expect, it } from 'vitest';
import type { Language } from '@shared/limits';
import type { ExtractedData } from '@shared/schemas/invitations';
import { extractInvitationFields } from './invitation-rules';
import { INVITATION_CARDS, cardText } from '../../../test-support/invitation-cards';

/**
 * Text as tesseract returns it from photos of real-looking cards: border marks at line ends,
 * ';' for ':', lines broken where the card wraps, native digits, junk lines from ornaments.
 */
const OCR_TEXTS: Record<Language, { text: string; expected: Omit<ExtractedData, 'rawText'> }> = {
  English: {
    text: `~ || Om Sri Ganeshaya Namah || ~
Griha Pravesh
& Satyanarayan Pooja
| ~~ . ,, ~~ |
With the blessings of the Almighty, we solicit your gracious
presence with family on the auspicious occasion of the
house warming ceremony of our new home
on Sunday, 8th February 2026
Pooja at 9.30 a.m. followed by Lunch

Venue ; "Sai Nilayam", Flat 302, Prestige Lakeside,
Whitefield, Bengaluru - 560066

With best compliments from:
Smt. Anitha & Sri Prakash Rao
Mob: 098450-67890 | prakash.rao@yahoo.co.in`,
    expected: {
      hosts: ['Smt. Anitha & Sri Prakash Rao'],
      eventName: 'Griha Pravesh',
      eventType: 'housewarming',
      date: '8 February 2026',
      time: '9:30 AM',
      venue: 'Sai Nilayam, Flat 302, Prestige Lakeside, Whitefield, Bengaluru - 560066',
      inviterEmail: 'prakash.rao@yahoo.co.in',
      inviterPhone: '919845067890',
    },
  },
  Hindi: {
    text: `॥ श्री गणेशाय नमः ॥
जन्मदिन समारोह
आदरणीय मित्रगण,
हमारे सुपुत्र चि. आरव के प्रथम जन्मदिन के शुभ अवसर पर
आप सपरिवार सादर आमंत्रित हैं।
| ~ ~ |
दिनांक : रविवार, १५ मार्च २०२६
समय : शाम ७:०० बजे से
स्थल : होटल ग्रैंड पैलेस,
एम.जी. रोड, इंदौर (म.प्र.)
विनीत :
श्रीमती पूजा एवं श्री अमित वर्मा
मो. +91-94250 12345`,
    expected: {
      hosts: ['श्रीमती पूजा एवं श्री अमित वर्मा'],
      eventName: 'जन्मदिन समारोह',
      eventType: 'birthday',
      date: '15 March 2026',
      time: '7:00 PM',
      venue: 'होटल ग्रैंड पैलेस, एम.जी. रोड, इंदौर (म.प्र.)',
      inviterEmail: '',
      inviterPhone: '919425012345',
    },
  },
  Kannada: {
    text: `ಶ್ರೀ ಮಂಜುನಾಥ ಸ್ವಾಮಿ ಪ್ರಸನ್ನ
ಶುಭ ವಿವಾಹ ಮಹೋತ್ಸವ
ಶ್ರೀಮತಿ ಸರೋಜ ಮತ್ತು ಶ್ರೀ ಕೆ. ನಾಗರಾಜ್ ಅವರ ಜ್ಯೇಷ್ಠ ಪುತ್ರಿ
ಚಿ.ಸೌ. ಕಾವ್ಯ
ಮತ್ತು
ಚಿ. ಪ್ರಶಾಂತ್
ಇವರ ವಿವಾಹವು ದಿನಾಂಕ ೨೬-೦೪-೨೦೨೬ ಭಾನುವಾರ ಬೆಳಿಗ್ಗೆ ೧೦.೩೦ ರಿಂದ ೧೧.೧೫ ರವರೆಗೆ
ಸಲ್ಲುವ ಶುಭ ಮುಹೂರ್ತದಲ್ಲಿ ನೆರವೇರಲಿದೆ. ತಾವು ಆಗಮಿಸಿ
ವಧೂವರರನ್ನು ಆಶೀರ್ವದಿಸಬೇಕಾಗಿ ವಿನಂತಿ. |
ಸ್ಥಳ : ಶ್ರೀ ಕೃಷ್ಣ ಕಲ್ಯಾಣ ಮಂಟಪ,
ಜಯನಗರ 4ನೇ ಬ್ಲಾಕ್, ಬೆಂಗಳೂರು - 560011
ಇಂತಿ ತಮ್ಮ ವಿಶ್ವಾಸಿಗಳು,
ಕೆ. ನಾಗರಾಜ್ ಮತ್ತು ಕುಟುಂಬದವರು
ದೂ: 98860 54321`,
    expected: {
      hosts: ['ಕೆ. ನಾಗರಾಜ್ ಮತ್ತು ಕುಟುಂಬದವರು', 'ಕಾವ್ಯ', 'ಪ್ರಶಾಂತ್'],
      eventName: 'ಶುಭ ವಿವಾಹ ಮಹೋತ್ಸವ',
      eventType: 'wedding',
      date: '26 April 2026',
      time: '10:30 AM',
      venue: 'ಶ್ರೀ ಕೃಷ್ಣ ಕಲ್ಯಾಣ ಮಂಟಪ, ಜಯನಗರ 4ನೇ ಬ್ಲಾಕ್, ಬೆಂಗಳೂರು - 560011',
      inviterEmail: '',
      inviterPhone: '919886054321',
    },
  },
  Tamil: {
    text: `உ
ஸ்ரீ முருகன் துணை
புதுமனை புகுவிழா அழைப்பிதழ்
அன்புடையீர்,
நிகழும் மங்களகரமான விசுவாவசு வருடம் தை மாதம் 15-ஆம் நாள்
(29.01.2026) வியாழக்கிழமை காலை 6.00 மணி முதல் 7.30 மணிக்குள்
எங்களது புதிய இல்லத்தின் கிரகப்பிரவேசம் நடைபெற உள்ளதால்
தாங்கள் தங்கள் குடும்பத்துடன் வருகை தந்து சிறப்பிக்குமாறு அன்புடன் அழைக்கிறோம்.
இடம்; "ஸ்ரீ நிலயம்", எண் 12, பாரதி நகர் 2வது தெரு,
வேளச்சேரி, சென்னை - 600042
தங்கள் வரவை விரும்பும்
திருமதி. மீனா சுப்ரமணியன்
திரு. ஆர். சுப்ரமணியன்
செல்: 94440 87654`,
    expected: {
      hosts: ['திருமதி. மீனா சுப்ரமணியன்', 'திரு. ஆர். சுப்ரமணியன்'],
      eventName: 'புதுமனை புகுவிழா',
      eventType: 'housewarming',
      date: '29 January 2026',
      time: '6:00 AM',
      venue: 'ஸ்ரீ நிலயம், எண் 12, பாரதி நகர் 2வது தெரு, வேளச்சேரி, சென்னை - 600042',
      inviterEmail: '',
      inviterPhone: '919444087654',
    },
  },
  Telugu: {
    text: `శ్రీ లక్ష్మీ గణపతి ప్రసన్న
ప్రారంభోత్సవ ఆహ్వానం
మా నూతన "శ్రీ సాయి దంత వైద్యశాల" ప్రారంభోత్సవమునకు
తేదీ: 03-05-2026 ఆదివారం ఉదయం 11:00 గంటలకు
మీరు సకుటుంబ సమేతంగా విచ్చేసి ఆశీర్వదించవలసిందిగా కోరుచున్నాము.
వేదిక: ప్లాట్ నం. 8, కె.పి.హెచ్.బి. కాలనీ,
హైదరాబాద్ - 500072
ఆహ్వానించువారు:
డా. శ్రీనివాస్ రెడ్డి
ఫోన్: 9848022338, email: drsrinivas.dental@gmail.com`,
    expected: {
      // The inviter, then the clinic the opening is for (after 'మా నూతన').
      hosts: ['డా. శ్రీనివాస్ రెడ్డి', 'శ్రీ సాయి దంత వైద్యశాల'],
      eventName: 'ప్రారంభోత్సవం',
      eventType: 'inauguration',
      date: '3 May 2026',
      time: '11:00 AM',
      venue: 'ప్లాట్ నం. 8, కె.పి.హెచ్.బి. కాలనీ, హైదరాబాద్ - 500072',
      inviterEmail: 'drsrinivas.dental@gmail.com',
      inviterPhone: '919848022338',
    },
  },
  Malayalam: {
    text: `ഓം ഗണേശായ നമഃ
വിവാഹ ക്ഷണക്കത്ത്
ബഹുമാന്യരേ,
ഞങ്ങളുടെ മകൾ
ആതിര
യും
തൃശ്ശൂർ സ്വദേശി ശ്രീ. മോഹനൻ നായരുടെ മകൻ
അരുൺ
ഉം തമ്മിലുള്ള വിവാഹം 2026 ഓഗസ്റ്റ് 23 ഞായറാഴ്ച രാവിലെ 10.30നും 11.00നും
മദ്ധ്യേയുള്ള ശുഭമുഹൂർത്തത്തിൽ നടത്തുവാൻ തീരുമാനിച്ച വിവരം സന്തോഷപൂർവ്വം അറിയിക്കുന്നു.
സ്ഥലം: ശ്രീകൃഷ്ണ ക്ഷേത്രം ഓഡിറ്റോറിയം, ഗുരുവായൂർ
സ്നേഹപൂർവ്വം,
ശ്രീമതി ലത & ശ്രീ ഗോപിനാഥൻ പിള്ള
ഫോൺ: 0487 2556677, 9447012345`,
    expected: {
      // The parents sign; 'ഞങ്ങളുടെ മകൾ ആതിര' ("our daughter Athira") names the bride, and the
      // line under '… മോഹനൻ നായരുടെ മകൻ' ("Mohanan Nair's son") the groom.
      hosts: ['ശ്രീമതി ലത & ശ്രീ ഗോപിനാഥൻ പിള്ള', 'ആതിര', 'അരുൺ'],
      eventName: 'വിവാഹം',
      eventType: 'wedding',
      date: '23 August 2026',
      time: '10:30 AM',
      venue: 'ശ്രീകൃഷ്ണ ക്ഷേത്രം ഓഡിറ്റോറിയം, ഗുരുവായൂർ',
      inviterEmail: '',
      inviterPhone: '919447012345',
    },
  },
  Sanskrit: {
    text: `॥ श्रीः ॥
॥ उपनयनसंस्कारः ॥
सविनयं निवेदयामः यत् अस्माकं पौत्रस्य चि. वेदव्यासस्य उपनयनसंस्कारः
२०२६ तमे वर्षे मे मासस्य १० दिनाङ्के रविवासरे प्रातः ८:०० वादने
सम्पत्स्यते। भवन्तः सपरिवारं आगत्य वटुं आशीर्भिः अनुगृह्णन्तु।
कार्यक्रमस्थलम् : श्रीशारदामठः, शृङ्गेरी
निमन्त्रकाः
श्री गणपति भट्टः
श्रीमती सरस्वती भट्टः
दूरवाणी : ९४४८१२३४५६`,
    expected: {
      hosts: ['श्री गणपति भट्टः', 'श्रीमती सरस्वती भट्टः'],
      eventName: 'उपनयनसंस्कारः',
      eventType: 'thread-ceremony',
      date: '10 May 2026',
      time: '8:00 AM',
      venue: 'श्रीशारदामठः, शृङ्गेरी',
      inviterEmail: '',
      inviterPhone: '919448123456',
    },
  },
};

describe('extractInvitationFields', () => {
  describe.each(Object.entries(OCR_TEXTS))('on OCR text of a %s card', (language, { text, expected }) => {
    const got = extractInvitationFields(text, language as Language);

    it('names the inviting people first', () => expect(got.hosts).toEqual(expected.hosts));
    it('reads the event name and type', () => {
      expect(got.eventName).toBe(expected.eventName);
      expect(got.eventType).toBe(expected.eventType);
    });
    it('reads the date and time', () => {
      expect(got.date).toBe(expected.date);
      expect(got.time).toBe(expected.time);
    });
    it('reads the venue with its address', () => expect(got.venue).toBe(expected.venue));
    it('reads the email and the phone with country code', () => {
      expect(got.inviterEmail).toBe(expected.inviterEmail);
      expect(got.inviterPhone).toBe(expected.inviterPhone);
    });
    it('keeps the text as read', () => expect(got.rawText).toBe(text));
  });

  it.each(Object.values(INVITATION_CARDS))('reads every field of the $language sample card', (card) => {
    const { rawText, honoree, confidence, ...fields } = extractInvitationFields(cardText(card), card.language);
    // The sample cards' expectations name no honoree (invitation-honoree.test.ts checks it); the
    // honoree is read from the same celebrants the hosts fold in, so its names are among them.
    expect({ ...fields, honoree: card.expected.honoree }).toEqual(card.expected);
    expect(fields.hosts).toEqual(expect.arrayContaining(honoree?.names ?? []));
    expect(rawText).toBe(cardText(card));
    // Every field read has a confidence, and none is given for a field left empty.
    const filled = Object.entries(fields).filter(([, v]) => (Array.isArray(v) ? v.length > 0 : v !== '')).map(([k]) => k);
    expect(Object.keys(confidence ?? {}).sort()).toEqual(filled.sort());
  });

  it('leaves fields empty when the text names nothing', () => {
    expect(extractInvitationFields('Thank you\nfor coming', 'English')).toEqual({
      hosts: [],
      eventName: '',
      eventType: 'other',
      date: '',
      time: '',
      venue: '',
      inviterEmail: '',
      inviterPhone: '',
      rawText: 'Thank you\nfor coming',
      // 'other' only because nothing named an event: a guess, to be checked.
      confidence: { eventType: 0.45 },
    });
  });

  it('prefers the event a puja accompanies over the puja', () => {
    const text = 'Gruhapravesham\nand Sri Satyanarayana Swamy Vratham\non 4th June 2026';
    expect(extractInvitationFields(text, 'English').eventType).toBe('housewarming');
  });

  it('finds a venue named in a sentence when no label introduces it', () => {
    const text = 'ಆರತಕ್ಷತೆ\nಶ್ರೀ ರಾಘವೇಂದ್ರ ಕಲ್ಯಾಣ ಮಂಟಪದಲ್ಲಿ ನಡೆಯಲಿದೆ';
    expect(extractInvitationFields(text, 'Kannada').venue).toBe('ಶ್ರೀ ರಾಘವೇಂದ್ರ ಕಲ್ಯಾಣ ಮಂಟಪದಲ್ಲಿ');
  });

  it('finds an unlabelled venue with its address when OCR lost the label', () => {
    const text = 'ജന്മദിനാഘോഷം\nഹോട്ടൽ സീ ക്വീൻ, മറൈൻ ഡ്രൈവ്, എറണാകുളം\nക്ഷണിക്കുന്നത്: ശ്രീ രാജീവ് മേനോൻ';
    expect(extractInvitationFields(text, 'Malayalam').venue).toBe('ഹോട്ടൽ സീ ക്വീൻ, മറൈൻ ഡ്രൈവ്, എറണാകുളം');
  });

  it('finds a label behind a mark OCR read off the border', () => {
    const text = '1 | వేదిక: శ్రీ సాయి కన్వెన్షన్ హాల్, కూకట్పల్లి, హైదరాబాద్';
    expect(extractInvitationFields(text, 'Telugu').venue).toBe('శ్రీ సాయి కన్వెన్షన్ హాల్, కూకట్పల్లి, హైదరాబాద్');
  });

  it("takes the venue after 'at' on a line of its own", () => {
    const text = 'Reception\non 14 Feb 2026, 7 pm onwards\nat The Leela Palace,\nOld Airport Road, Bengaluru';
    const got = extractInvitationFields(text, 'English');
    expect(got.venue).toBe('The Leela Palace, Old Airport Road, Bengaluru');
    expect(got.time).toBe('7 PM');
  });

  it('reads the host from the sentence that invites', () => {
    const text = 'Mr. & Mrs. Joseph Mathew cordially invite you to the wedding of their son';
    expect(extractInvitationFields(text, 'English').hosts).toEqual(['Mr. & Mrs. Joseph Mathew']);
  });
});
