/**
 * Test fixtures: one printed invitation per language, written the way real cards are worded,
 * with what an extractor should find on it. Render one with `renderCard({ body: cardHtml(card) })`.
 */
import type { Language } from '@shared/limits';
import type { ExtractedData } from '@shared/schemas/invitations';

/** One printed line of a card and how it is styled (a class of `render-card.ts`). */
export type CardLine = [style: 'invocation' | 'title' | 'names' | 'lead' | 'text' | 'small', text: string];

export interface InvitationCard {
  language: Language;
  lines: CardLine[];
  /** The fields a reader should extract from this card. */
  expected: Omit<ExtractedData, 'rawText'>;
}

/** The card's printed text, one line per printed line: the reference for OCR accuracy. */
export function cardText(card: InvitationCard): string {
  return card.lines.map(([, text]) => text).join('\n');
}

/** The card as HTML for `renderCard({ body })`. */
export function cardHtml(card: InvitationCard): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return card.lines
    .map(([style, text], i) => {
      const flourish = style === 'title' ? '<div class="flourish"></div>' : '';
      const spaced = i > 0 && card.lines[i - 1][0] !== style ? ' block' : '';
      return `<div class="${style}${spaced}">${escape(text)}</div>${flourish}`;
    })
    .join('\n');
}

export const INVITATION_CARDS: Record<Language, InvitationCard> = {
  English: {
    language: 'English',
    lines: [
      ['invocation', '|| Shri Ganeshaya Namah ||'],
      ['title', 'Wedding Ceremony'],
      ['text', 'Mr. & Mrs. Ramesh Sharma'],
      ['text', 'request the pleasure of your company at the marriage of their daughter'],
      ['names', 'Priya'],
      ['text', 'with'],
      ['names', 'Arjun'],
      ['small', 'son of Mrs. Lalitha & Mr. Suresh Iyer'],
      ['lead', 'on Thursday, 12th March 2026 at 7:30 PM'],
      ['text', 'Venue: Sri Krishna Convention Hall,'],
      ['text', '14 MG Road, Bengaluru 560001'],
      ['small', 'RSVP: Ramesh Sharma, +91 98450 12345, ramesh.sharma@gmail.com'],
    ],
    expected: {
      hosts: ['Mr. & Mrs. Ramesh Sharma', 'Arjun', 'Priya'],
      eventName: 'Wedding Ceremony',
      eventType: 'wedding',
      date: '12 March 2026',
      time: '7:30 PM',
      venue: 'Sri Krishna Convention Hall, 14 MG Road, Bengaluru 560001',
      inviterEmail: 'ramesh.sharma@gmail.com',
      inviterPhone: '919845012345',
    },
  },
  Hindi: {
    language: 'Hindi',
    lines: [
      ['invocation', '॥ श्री गणेशाय नमः ॥'],
      ['title', 'शुभ विवाह'],
      ['text', 'श्रीमती सुनीता एवं श्री राजेश गुप्ता'],
      ['text', 'सादर आमंत्रित करते हैं अपनी सुपुत्री'],
      ['names', 'अंजलि'],
      ['text', 'संग'],
      ['names', 'रोहित'],
      ['small', '(सुपुत्र श्रीमती ममता एवं श्री विनोद अग्रवाल)'],
      ['text', 'के शुभ विवाह के पावन अवसर पर'],
      ['lead', 'दिनांक: शुक्रवार, 20 फरवरी 2026'],
      ['lead', 'समय: सायं 7 बजे'],
      ['text', 'स्थान: होटल राजमहल, सिविल लाइंस, जयपुर'],
      ['small', 'निमंत्रक: राजेश गुप्ता एवं परिवार, मो. 98290 45678'],
    ],
    expected: {
      hosts: ['राजेश गुप्ता एवं परिवार', 'श्रीमती सुनीता एवं श्री राजेश गुप्ता', 'रोहित', 'अंजलि'],
      eventName: 'शुभ विवाह',
      eventType: 'wedding',
      date: '20 February 2026',
      time: '7:00 PM',
      venue: 'होटल राजमहल, सिविल लाइंस, जयपुर',
      inviterEmail: '',
      inviterPhone: '919829045678',
    },
  },
  Kannada: {
    language: 'Kannada',
    lines: [
      ['invocation', 'ಶ್ರೀ ಗಣೇಶಾಯ ನಮಃ'],
      ['title', 'ಗೃಹಪ್ರವೇಶ'],
      ['text', 'ಆತ್ಮೀಯರೇ,'],
      ['text', 'ನಮ್ಮ ನೂತನ ಗೃಹದ ಗೃಹಪ್ರವೇಶ ಹಾಗೂ ಸತ್ಯನಾರಾಯಣ ಪೂಜೆಯನ್ನು'],
      ['lead', 'ದಿನಾಂಕ 15-03-2026 ಭಾನುವಾರ ಬೆಳಿಗ್ಗೆ 9:30 ಗಂಟೆಗೆ'],
      ['text', 'ನೆರವೇರಿಸಲು ಗುರುಹಿರಿಯರು ನಿಶ್ಚಯಿಸಿರುತ್ತಾರೆ.'],
      ['text', 'ತಾವು ಕುಟುಂಬ ಸಮೇತರಾಗಿ ಆಗಮಿಸಬೇಕಾಗಿ ವಿನಂತಿ.'],
      ['lead', 'ಸ್ಥಳ: ನಂ. 42, 3ನೇ ಅಡ್ಡರಸ್ತೆ, ವಿಜಯನಗರ, ಮೈಸೂರು'],
      ['text', 'ಆಹ್ವಾನಿಸುವವರು: ಶ್ರೀಮತಿ ಲಕ್ಷ್ಮಿ ಮತ್ತು ಶ್ರೀ ಮಂಜುನಾಥ್'],
      ['small', 'ದೂರವಾಣಿ: 94480 23456'],
    ],
    expected: {
      hosts: ['ಶ್ರೀಮತಿ ಲಕ್ಷ್ಮಿ ಮತ್ತು ಶ್ರೀ ಮಂಜುನಾಥ್'],
      eventName: 'ಗೃಹಪ್ರವೇಶ',
      eventType: 'housewarming',
      date: '15 March 2026',
      time: '9:30 AM',
      venue: 'ನಂ. 42, 3ನೇ ಅಡ್ಡರಸ್ತೆ, ವಿಜಯನಗರ, ಮೈಸೂರು',
      inviterEmail: '',
      inviterPhone: '919448023456',
    },
  },
  Tamil: {
    language: 'Tamil',
    lines: [
      ['title', 'திறப்பு விழா'],
      ['text', 'அன்புடையீர்,'],
      ['text', 'எங்களது புதிய ஸ்ரீ லக்ஷ்மி ஜுவல்லர்ஸ் கடையின் திறப்பு விழா'],
      ['lead', '2026 ஏப்ரல் 5 ஞாயிற்றுக்கிழமை காலை 10 மணிக்கு'],
      ['text', 'நடைபெறும். தாங்கள் தவறாது வருகை தந்து சிறப்பிக்க வேண்டுகிறோம்.'],
      ['lead', 'இடம்: 25, காந்தி சாலை, தி.நகர், சென்னை 600017'],
      ['text', 'அழைப்பவர்: திரு. க. முருகன் மற்றும் குடும்பத்தினர்'],
      ['small', 'தொடர்புக்கு: 98410 56789'],
    ],
    expected: {
      hosts: ['திரு. க. முருகன் மற்றும் குடும்பத்தினர்'],
      eventName: 'திறப்பு விழா',
      eventType: 'inauguration',
      date: '5 April 2026',
      time: '10:00 AM',
      venue: '25, காந்தி சாலை, தி.நகர், சென்னை 600017',
      inviterEmail: '',
      inviterPhone: '919841056789',
    },
  },
  Telugu: {
    language: 'Telugu',
    lines: [
      ['invocation', 'శ్రీ వేంకటేశ్వర స్వామి ప్రసన్న'],
      ['title', 'శుభ వివాహ ఆహ్వానం'],
      ['text', 'శ్రీమతి & శ్రీ కె. వెంకట రమణ గారు'],
      ['text', 'తమ ప్రథమ పుత్రిక'],
      ['names', 'చి.ల.సౌ. శ్రావణి'],
      ['text', 'ని'],
      ['names', 'చి. సాయి కృష్ణ'],
      ['text', 'తో వివాహము జరిపించుటకు నిశ్చయించినారు.'],
      ['lead', 'ముహూర్తం: 22 మే 2026 శుక్రవారం రాత్రి 8:15 గంటలకు'],
      ['text', 'వేదిక: శ్రీ సాయి కన్వెన్షన్ హాల్, కూకట్పల్లి, హైదరాబాద్'],
      ['text', 'ఆహ్వానించువారు: కె. వెంకట రమణ & బంధుమిత్రులు'],
      ['small', 'ఫోన్: +91 99490 11223'],
    ],
    expected: {
      hosts: ['కె. వెంకట రమణ & బంధుమిత్రులు', 'శ్రీమతి & శ్రీ కె. వెంకట రమణ గారు', 'శ్రావణి', 'సాయి కృష్ణ'],
      eventName: 'శుభ వివాహం',
      eventType: 'wedding',
      date: '22 May 2026',
      time: '8:15 PM',
      venue: 'శ్రీ సాయి కన్వెన్షన్ హాల్, కూకట్పల్లి, హైదరాబాద్',
      inviterEmail: '',
      inviterPhone: '919949011223',
    },
  },
  Malayalam: {
    language: 'Malayalam',
    lines: [
      ['title', 'ജന്മദിനാഘോഷം'],
      ['text', 'പ്രിയ സുഹൃത്തേ,'],
      ['text', 'ഞങ്ങളുടെ മകൾ അനന്യയുടെ ഒന്നാം ജന്മദിനം'],
      ['lead', '2026 ജൂൺ 14 ഞായറാഴ്ച വൈകുന്നേരം 6 മണിക്ക്'],
      ['text', 'ആഘോഷിക്കുന്നു. താങ്കളുടെ സാന്നിധ്യം പ്രതീക്ഷിക്കുന്നു.'],
      ['lead', 'സ്ഥലം: ഹോട്ടൽ സീ ക്വീൻ, മറൈൻ ഡ്രൈവ്, എറണാകുളം'],
      ['text', 'ക്ഷണിക്കുന്നത്: ശ്രീ രാജീവ് മേനോൻ & ശ്രീമതി ദിവ്യ രാജീവ്'],
      ['small', 'ഫോൺ: 94470 33445'],
    ],
    expected: {
      hosts: ['ശ്രീ രാജീവ് മേനോൻ & ശ്രീമതി ദിവ്യ രാജീവ്'],
      eventName: 'ജന്മദിനാഘോഷം',
      eventType: 'birthday',
      date: '14 June 2026',
      time: '6:00 PM',
      venue: 'ഹോട്ടൽ സീ ക്വീൻ, മറൈൻ ഡ്രൈവ്, എറണാകുളം',
      inviterEmail: '',
      inviterPhone: '919447033445',
    },
  },
  Sanskrit: {
    language: 'Sanskrit',
    lines: [
      ['invocation', '॥ श्रीः ॥'],
      ['title', 'श्रीसत्यनारायणपूजा'],
      ['text', 'सविनयं निवेदयामः यत् अस्माकं गृहे श्रीसत्यनारायणव्रतपूजा'],
      ['lead', 'दिनाङ्कः 08-04-2026 बुधवासरे सायं 5 वादने'],
      ['text', 'सम्पत्स्यते। भवन्तः सपरिवारम् आगत्य कार्यक्रमं शोभयन्तु।'],
      ['lead', 'स्थानम्: 12, गङ्गानगरम्, वाराणसी'],
      ['text', 'निमन्त्रकः: श्री रामचन्द्र शास्त्री'],
      ['small', 'दूरवाणी: 9415012345'],
    ],
    expected: {
      hosts: ['श्री रामचन्द्र शास्त्री'],
      eventName: 'श्रीसत्यनारायणपूजा',
      eventType: 'religious',
      date: '8 April 2026',
      time: '5:00 PM',
      venue: '12, गङ्गानगरम्, वाराणसी',
      inviterEmail: '',
      inviterPhone: '919415012345',
    },
  },
};
