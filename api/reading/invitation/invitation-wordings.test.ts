/**
 * Invitations worded as people print them but as the reading set does not: a sign-off under the
 * venue, a meal after it, a shop named for its deity, an anniversary, a time that starts with
 * 'from'. Each card is whole, so every rule sees the lines around the one it is about.
 */
import { describe, expect, it } from 'vitest';
import { extractInvitationFields } from './invitation-rules';

const read = (lines: string[], language: 'English' | 'Hindi' | 'Kannada' = 'English') => extractInvitationFields(lines.join('\n'), language);

describe('the venue ends where the card goes on to something else', () => {
  it('leaves out the meal that follows and the family that signs below it', () => {
    const card = read([
      'We cordially invite you and your family',
      'to the Gruhapravesam of our new house',
      'Date: 05-03-2027, Friday',
      'Address: Plot No. 42, Madhapur, Hyderabad',
      'Breakfast follows',
      '- K. Srinivas Rao & Family',
    ]);
    expect(card.venue).toBe('Plot No. 42, Madhapur, Hyderabad');
  });

  it('leaves out a loving sign-off, which names the hosts', () => {
    const card = read([
      "AARAV'S 1ST BIRTHDAY",
      'Saturday, March 20, 2027',
      '5:00 PM onwards',
      'Little Chefs Party Hall, Koramangala, Bengaluru',
      'Love, Neha & Karthik',
    ]);
    expect(card.venue).toBe('Little Chefs Party Hall, Koramangala, Bengaluru');
    expect(card.hosts).toEqual(['Neha & Karthik']);
  });

  it('leaves out a Hindi line about the meal', () => {
    const card = read(['गृह प्रवेश', 'दिनांक 5 मार्च 2027', 'स्थान: 42, शिवाजी नगर', 'पुणे', 'भोजन की व्यवस्था है'], 'Hindi');
    expect(card.venue).toBe('42, शिवाजी नगर, पुणे');
  });

  it('keeps a town on the line after the street', () => {
    expect(read(['Venue: Sri Krishna Kalyana Mantapa,', 'Saraswathipuram', 'Mysuru']).venue).toBe('Sri Krishna Kalyana Mantapa, Saraswathipuram, Mysuru');
  });
});

describe('who invites', () => {
  it('takes a shop named for its deity as the host, not as the blessing', () => {
    const card = read(['Sri Ganesh Enterprises', 'invites you for the', 'Grand Opening', 'of our new showroom', 'on 25th November 2027 at 10.30 AM']);
    expect(card.hosts).toEqual(['Sri Ganesh Enterprises']);
    // The blessing itself is still no host.
    expect(read(['|| Sri Ganeshaya Namah ||', 'Ramesh & Family', 'invite you to the housewarming']).hosts).toEqual(['Ramesh & Family']);
  });

  it("does not read the lines under 'from 4 PM to 7 PM' as a sign-off's names", () => {
    const card = read(["Myra's Birthday Party", 'on Sunday, 10th October 2027', 'from 4 PM to 7 PM', 'at Fun City, Whitefield', 'RSVP: Pooja - 98860 98860']);
    // The one who answers, then the birthday child whose party it is.
    expect(card.hosts).toEqual(['Pooja', 'Myra']);
  });

  it('takes no inviting sentence that mentions the family for an organisation', () => {
    const card = read(['SATYANARAYANA POOJA', 'You are cordially invited with family to the Sri Satyanarayana Swamy Vratham', 'on Thursday 9th September 2027']);
    expect(card.hosts).toEqual([]);
  });

  it("drops Kannada's 'ಇಂತಿ ನಿಮ್ಮ' (yours) before the names", () => {
    const card = read(['ಗೃಹಪ್ರವೇಶ', 'ದಿನಾಂಕ 05.03.2027', 'ಇಂತಿ ನಿಮ್ಮ, ಮಂಜುನಾಥ ಮತ್ತು ಕುಟುಂಬ'], 'Kannada');
    expect(card.hosts).toEqual(['ಮಂಜುನಾಥ ಮತ್ತು ಕುಟುಂಬ']);
  });
});

describe('an anniversary', () => {
  it('is no wedding, in English, Hindi and Kannada', () => {
    expect(read(['SILVER JUBILEE WEDDING ANNIVERSARY', 'of Mr. Ravi Kumar & Mrs. Sunita Kumar', 'on 18 December 2027'])).toMatchObject({
      eventType: 'other',
      eventName: 'SILVER JUBILEE WEDDING ANNIVERSARY',
    });
    expect(read(['विवाह वर्षगांठ समारोह', 'दिनांक 18 दिसंबर 2027'], 'Hindi').eventType).toBe('other');
    expect(read(['ವಿವಾಹ ವಾರ್ಷಿಕೋತ್ಸವ', 'ದಿನಾಂಕ 18.12.2027'], 'Kannada').eventType).toBe('other');
  });

  it('leaves a wedding and its reception a wedding', () => {
    expect(read(['Wedding Reception', 'of Amit with Neha', 'on Friday, 12.03.2027']).eventType).toBe('wedding');
  });
});

describe('parents and their child', () => {
  it('takes the titled parents before "their daughter" as the hosts, in Kannada and Tamil', () => {
    const kannada = read(['ಶುಭ ವಿವಾಹ ಆಮಂತ್ರಣ', 'ಶ್ರೀ ರಾಮಕೃಷ್ಣ ಮತ್ತು ಶ್ರೀಮತಿ ಲಕ್ಷ್ಮಿ ಅವರ ಪುತ್ರಿ', 'ಚಿ.ಸೌ. ಅನಿತಾ', 'ಮತ್ತು', 'ಚಿ. ಪ್ರಕಾಶ್'], 'Kannada');
    expect(kannada.hosts).toEqual(['ಶ್ರೀ ರಾಮಕೃಷ್ಣ ಮತ್ತು ಶ್ರೀಮತಿ ಲಕ್ಷ್ಮಿ', 'ಅನಿತಾ', 'ಪ್ರಕಾಶ್']);
  });

  it('takes no line that only says "their daughter" for a name', () => {
    const tamil = extractInvitationFields(['திரு. இராமசாமி திருமதி. கமலா', 'அவர்களின் புதல்வி', 'செல்வி. பிரியா', 'செல்வன். கார்த்திக்', 'திருமணம் 14-02-2027'].join('\n'), 'Tamil');
    expect(tamil.hosts).toEqual(['திரு. இராமசாமி திருமதி. கமலா', 'பிரியா', 'கார்த்திக்']);
  });

  it("drops the word joining the couple ('संग', with) from the groom's name", () => {
    const hindi = read(['शुभ विवाह', 'श्रीमती एवं श्री रमेश चन्द्र शर्मा', 'आपको सपरिवार सादर आमंत्रित करते हैं', 'हमारी सुपुत्री चि. प्रिया', 'संग चि. राहुल', 'दिनांक: 14 फरवरी 2027'], 'Hindi');
    expect(hindi.hosts).toEqual(['श्रीमती एवं श्री रमेश चन्द्र शर्मा', 'चि. राहुल']);
  });
});

describe('an event word spelled another way in English letters', () => {
  it("reads 'Gruhapravesam' as the list's 'griha pravesh', named as printed", () => {
    const card = read(['We cordially invite you', 'to the Gruhapravesam of our new house', 'Date: 05-03-2027']);
    expect(card).toMatchObject({ eventType: 'housewarming', eventName: 'Gruhapravesam' });
    expect(read(['Naamkaran Ceremony', 'of our son', 'on 15/08/2027'])).toMatchObject({ eventType: 'naming', eventName: 'Naamkaran Ceremony' });
  });
});

describe('a housewarming signed below', () => {
  it("takes the family signed with a dash, not the home's name, as the host", () => {
    const card = read([
      'We cordially invite you and your family',
      'to the Gruhapravesam of our new house',
      '"SRI LAKSHMI NILAYAM"',
      'Date: 05-03-2027, Friday',
      'Address: Plot No. 42, Madhapur, Hyderabad',
      '- K. Srinivas Rao & Family',
    ]);
    expect(card.hosts).toEqual(['K. Srinivas Rao & Family']);
  });
});

describe('the names signed above the phone number', () => {
  it('takes them as the hosts, in English, Hindi and Tamil', () => {
    expect(read(['Come celebrate', "AARAV's", '1st BIRTHDAY', 'Saturday, 8 May 2027', 'Hotel Royal Orchid, Koramangala, Bengaluru', 'Dinner to follow', 'Ravi & Sneha Menon', 'RSVP 99001 23456']).hosts).toEqual(['Ravi & Sneha Menon']);
    expect(read(['परी', 'के प्रथम जन्मदिवस के शुभ अवसर पर आप सादर आमंत्रित हैं', 'दिनांक: 14.08.2027', 'स्थान: श्याम वाटिका, जयपुर', '', 'प्रतीक्षारत', 'विकास एवं प्रिया जैन', '9829011223'], 'Hindi').hosts[0]).toBe('विकास एवं प्रिया जैन');
    const tamil = extractInvitationFields(['புதுமனை புகுவிழா அழைப்பிதழ்', 'தேதி: 24-01-2027', '', 'அன்புடன்', 'க. செல்வராஜ் - ம. கலா', 'மற்றும் குடும்பத்தினர்', 'தொலைபேசி: 98400 56781'].join('\n'), 'Tamil');
    expect(tamil.hosts[0]).toBe('க. செல்வராஜ் - ம. கலா மற்றும் குடும்பத்தினர்');
  });

  it('takes a person named for a deity when joined to another name', () => {
    expect(read(['GRUHAPRAVESAM', 'on Friday, 04-12-2026', 'Address:', 'Flat 302, Plot 14, Madhapur, Hyderabad - 500081', '', 'Srinivas Rao & Lakshmi Prasanna', 'Ph: 9848022338']).hosts).toEqual(['Srinivas Rao & Lakshmi Prasanna']);
  });

  it('takes neither the address nor a stray word above the number', () => {
    expect(read(['Griha Pravesh', 'Sunday, 4:30 a.m. onwards', 'Ground floor, Phase-2,', 'MANAPAKKAM,', 'CHENNAI -600125', '', 'Phone: 98410 91427']).hosts).toEqual([]);
    expect(read(['ರಥೋತ್ಸವ', 'Nov', '', '8095852006'], 'Kannada').hosts).toEqual([]);
  });
});

describe('a body that invites', () => {
  it("takes 'The Staff of <bank>' and 'The Principal, Staff and Students of <school>' as the hosts", () => {
    expect(read(['FAREWELL & RETIREMENT FUNCTION', 'The Staff of Canara Bank, Malleswaram Branch', 'cordially invite you to the retirement function of', 'Shri M. Nagaraj']).hosts[0]).toBe('Staff of Canara Bank, Malleswaram Branch');
    const school = read(['ANNUAL DAY CELEBRATIONS 2026-27', 'The Principal, Staff and Students of New Horizon Public School', 'request the pleasure of your presence', 'on Saturday, 12th December 2026']);
    expect(school).toMatchObject({ hosts: ['Principal, Staff and Students of New Horizon Public School'], eventType: 'other' });
  });
});

describe('what kind of event', () => {
  it("takes 'Satyanarayana' alone for a man's name, with its puja for the puja", () => {
    const wedding = extractInvitationFields(['శుభ లేఖ', 'శ్రీ కొండపల్లి సత్యనారాయణ, శ్రీమతి అన్నపూర్ణ దంపతుల జ్యేష్ఠ పుత్రిక', 'వివాహము జరిపించుటకు నిశ్చయించితిమి', 'ఆహ్వానించువారు:', 'కొండపల్లి సత్యనారాయణ & బంధుమిత్రులు'].join('\n'), 'Telugu');
    expect(wedding.eventType).toBe('wedding');
    expect(read(['SATYANARAYANA POOJA', 'at our residence on Thursday 9th September 2027']).eventType).toBe('religious');
  });

  it("reads a Telugu opening as an opening, though its '-utsava' ends like a festival's", () => {
    expect(extractInvitationFields(['ప్రారంభోత్సవ ఆహ్వానం', 'శ్రీ సాయి మొబైల్స్', 'ప్రారంభోత్సవము', 'తేది: 14-10-2027'].join('\n'), 'Telugu').eventType).toBe('inauguration');
  });
});

describe('where', () => {
  it("takes the address, not a place word in the sentence's wrapped line", () => {
    const card = read(['INAUGURATION', 'Cyberlinks Technologies Pvt. Ltd.', 'is pleased to invite you to the inauguration of our', 'new Development Centre', 'Tuesday, 19 January 2027', '5th Floor, Prestige Tech Park, Marathahalli,', 'Bengaluru 560103']);
    expect(card.venue).toContain('Prestige Tech Park');
  });

  it("reads the Kannada place before 'ಇಲ್ಲಿ' (here)", () => {
    expect(read(['ಉಪನಯನ ಆಮಂತ್ರಣ', 'ದಿನಾಂಕ 25.04.2027', 'ಶ್ರೀ ಕೃಷ್ಣ ಮಠದ ರಾಜಾಂಗಣ, ಉಡುಪಿ ಇಲ್ಲಿ ನಡೆಯಲಿರುವುದು.'], 'Kannada').venue).toContain('ರಾಜಾಂಗಣ');
  });
});

describe('the event among other dates and words', () => {
  it("takes this year's date over the wedding's date an anniversary card recalls", () => {
    const card = read(['Silver Jubilee', 'Wedding Anniversary', 'PRAKASH & SHUBHANGI', '(Married on 05.05.2002)', 'We, their children Aditya & Sneha,', 'Wednesday, 5th May 2027', '7 pm onwards']);
    expect(card.date).toBe('5 May 2027');
    // In one year the first date printed stays: the festival's first day, the nikah before the walima.
    expect(read(['BRAHMOTSAVAM', 'from Saturday, 10th April 2027', 'to Sunday, 18th April 2027']).date).toBe('10 April 2027');
  });

  it('names the ceremonies of every faith it knows', () => {
    expect(read(['Anand Karaj', 'of our son', 'on Sunday, 7th March 2027'])).toMatchObject({ eventType: 'wedding', eventName: 'Anand Karaj' });
    expect(read(['Annaprashan', 'of our daughter', 'on 10.10.2027']).eventType).toBe('other');
    expect(read(['Book Launch', 'of Rivers of Memory', 'on 10.10.2027']).eventType).toBe('other');
    expect(read(['मुंडन संस्कार', 'दिनांक 10.10.2027'], 'Hindi')).toMatchObject({ eventType: 'other', eventName: 'मुंडन संस्कार' });
    expect(extractInvitationFields(['മനസ്സമ്മതം', '10.10.2027'].join('\n'), 'Malayalam').eventType).toBe('engagement');
  });
});

describe('the place under a home named in quotes', () => {
  it('is the address, not a person\u2019s home', () => {
    const card = read(['Shubh Griha Pravesh', 'on Sunday, November 28th 2027', '"Shree Krishna Kripa"', 'A-42, Shanti Kunj, Sector 45, Noida - 201303', 'Smt. Rekha & Shri Anil Agarwal', '+91-98110 45566']);
    expect(card.venue).toContain('Shanti Kunj');
    expect(card.hosts[0]).toBe('Smt. Rekha & Shri Anil Agarwal');
  });

  it("takes 'at the Holy Matrimony of their son' for the event, and the church below for the place", () => {
    const card = read(['Mr. & Mrs. George Mathew', 'request the honour of your presence', 'at the Holy Matrimony of their son', 'JOEL', 'with', 'ANNA MARIA', 'on Saturday, the 22nd of January 2028', 'at 11.00 a.m.', "at St. Mary's Orthodox Cathedral,", 'Manarcaud, Kottayam']);
    expect(card.venue).toContain("St. Mary's Orthodox Cathedral");
    expect(card.eventType).toBe('wedding');
  });
});

describe('a body that prints its own card', () => {
  it('is the host when its name heads the card, and a heading of another kind is not', () => {
    const school = read(['VIDYA NIKETAN PUBLIC SCHOOL', 'Sahakara Nagar, Bengaluru - 560092', 'ANNUAL DAY 2027-28', 'The Management, Principal, Staff & Students', 'cordially invite you to the', '23rd Annual Day Celebrations', 'Saturday, 18th December 2027']);
    expect(school.hosts[0]).toBe('VIDYA NIKETAN PUBLIC SCHOOL');
    expect(read(['KAVERI PUBLICATIONS', '&', 'BANGALORE LITERATURE CIRCLE', 'invite you to the launch of', '"THE SALT RIVER"', 'The book will be released by', 'Prof. H. S. Raghavendra']).hosts[0]).toBe('KAVERI PUBLICATIONS');
    expect(read(['WEDDING INVITATION', 'Mr. & Mrs. Ramesh Sharma', 'request the pleasure of your company']).hosts[0]).toBe('Mr. & Mrs. Ramesh Sharma');
  });
});

describe('the address of a shop being opened', () => {
  it("is under the shop's name, not taken for a person's home; an offer of 'flat 20% off' is no flat", () => {
    const card = read(['GRAND OPENING', 'We are delighted to announce the opening of our new showroom', 'SRI LAKSHMI SILKS & SAREES', '#14, Chickpet Main Road, Bengaluru - 560053', 'on Wednesday, 14 Oct 2026 at 10.30 AM', 'Opening offer: flat 20% off on first day']);
    expect(card.venue).toContain('Chickpet Main Road');
  });

  it('leaves out the hall where the lunch is served', () => {
    const card = extractInvitationFields(['மணிவிழா அழைப்பிதழ்', '2027 ஜூன் 20, ஞாயிற்றுக்கிழமை காலை 7.30 மணிக்கு', 'மதிய விருந்து: ஸ்ரீ சாய் மஹால், திருக்கடையூர்'].join('\n'), 'Tamil');
    expect(card.venue).not.toContain('மஹால்');
    expect(card).toMatchObject({ eventType: 'birthday', eventName: 'மணிவிழா' });
  });
});

describe('words of cards the reading set does not have (set 4)', () => {
  it('reads a Marathi card: the parents titled श्री. व सौ., the sign-off आपले नम्र, the place स्थळ', () => {
    const card = read(
      ['मौंजीबंधन', 'श्री. व सौ. मंदार विनायक कुलकर्णी', 'यांचे चिरंजीव', 'बटु चि. ओंकार', 'बुधवार दि. ५ मे २०२७ रोजी', 'स्थळ : श्री गणेश कार्यालय, कर्वे रस्ता, पुणे', 'आपले नम्र : कुलकर्णी परिवार'],
      'Hindi',
    );
    expect(card.hosts).toContain('कुलकर्णी परिवार');
    expect(card.hosts.some((h) => h.includes('मंदार विनायक कुलकर्णी'))).toBe(true);
    expect(card.venue).toBe('श्री गणेश कार्यालय, कर्वे रस्ता, पुणे');
  });

  it('reads a Sanskrit card signed निवेदकौ, and no calendar line (स्वस्ति … शके) for a host', () => {
    const card = extractInvitationFields(
      ['शुभविवाहमहोत्सवः', 'स्वस्ति श्रीमन्नृपशालिवाहनशके १९४९ वैशाखमासे', 'आङ्ग्लदिनाङ्कः १४-०५-२०२७', 'निवेदकौ : श्री रामचन्द्र भट्टः, श्रीमती सावित्री'].join('\n'),
      'Sanskrit',
    );
    expect(card.hosts[0]).toContain('रामचन्द्र भट्ट');
    expect(card.hosts.join(' ')).not.toContain('स्वस्ति');
  });

  it("reads OCR's I for l inside a word ('soIicit your gracious presence')", () => {
    expect(read(['Mr. & Mrs. Thomas Kurian', 'soIicit your gracious presence with family', 'at the Wedding Reception of their son']).hosts[0]).toContain('Thomas Kurian');
  });

  it('knows an urs, a seminar and the library that hosts it', () => {
    expect(read(['ANNUAL URS SHAREEF', 'of Hazrat Syed Shah Noorullah Qadri']).eventType).toBe('religious');
    const seminar = extractInvitationFields(['ശ്രീനാരായണ ഗ്രന്ഥശാല, വടകര', 'സെമിനാർ', 'ഉദ്ഘാടനം: ഡോ. കെ. എം. ശ്രീധരൻ'].join('\n'), 'Malayalam');
    expect(seminar.eventType).toBe('other');
    expect(seminar.eventName).toContain('സെമിനാർ');
    expect(seminar.hosts[0]).toContain('ശ്രീനാരായണ ഗ്രന്ഥശാല');
  });
});

describe('e-invites and other faiths (set 5)', () => {
  it("takes a Sikh couple titled 'S.' and 'Sardarni' as the hosts, not their son and his bride", () => {
    const card = read(['S. Harjeet Singh Bedi & Sardarni Manpreet Kaur', 'cordially invite you to the', 'Anand Karaj', 'of their son', 'Gurpreet Singh', 'with', 'Simran Kaur']);
    expect(card.hosts[0]).toBe('S. Harjeet Singh Bedi & Sardarni Manpreet Kaur');
  });

  it('finds a church without a label as the venue (Malayalam)', () => {
    const card = extractInvitationFields(['മനസമ്മതം', '2027 ഒക്ടോബർ 9 ശനിയാഴ്ച രാവിലെ 11 മണിക്ക്', 'സെന്റ് തോമസ് ഫൊറോന പള്ളി, പാലാ'].join('\n'), 'Malayalam');
    expect(card.venue).toContain('സെന്റ് തോമസ് ഫൊറോന പള്ളി');
  });

  it('takes a chamber of commerce for the host of its awards', () => {
    const card = read(['Madurai Chamber of Commerce & Industry', 'requests the pleasure of your company at the', 'Business Excellence Awards 2027', 'on Friday, 23 April 2027']);
    expect(card.hosts[0]).toContain('Madurai Chamber of Commerce');
    expect(card.eventType).toBe('other');
  });
});

describe('traditional cards in Indian scripts (set 6)', () => {
  it.each([
    ['Tamil', 'திருமண அழைப்பிதழ்', 'திருமணம்'],
    ['Malayalam', 'മനസ്സമ്മത ക്ഷണം', 'മനസ്സമ്മതം'],
    ['Telugu', 'గృహప్రవేశ మహోత్సవ ఆహ్వానం', 'గృహప్రవేశ మహోత్సవం'],
    ['Kannada', 'ಗೃಹಪ್ರವೇಶ ಆಹ್ವಾನ ಪತ್ರಿಕೆ', 'ಗೃಹಪ್ರವೇಶ'],
  ] as const)('names the event in the form it takes alone, without the word for invitation (%s)', (language, heading, name) => {
    expect(extractInvitationFields([heading, '15-02-2026 ஞாயிற்றுக்கிழமை'].join('\n'), language).eventName).toBe(name);
  });

  it.each([
    ['Malayalam', 'ശതാഭിഷേക ക്ഷണം', 'ശതാഭിഷേകം'],
    ['Sanskrit', 'आयुष्यहोमः', 'आयुष्यहोमः'],
    ['Hindi', 'षष्ठ्यब्दीपूर्ती सोहळा', 'षष्ठ्यब्दीपूर्ती सोहळा'],
  ] as const)('knows a sixtieth, an eightieth and a first year\'s homa for birthdays (%s)', (language, heading, name) => {
    const card = extractInvitationFields([heading, 'स्थान: गुरुवायूर'].join('\n'), language);
    expect(card.eventType).toBe('birthday');
    expect(card.eventName).toBe(name);
  });

  it('takes the family signed under വിനീതൻ as the host, not the house named above the parents', () => {
    const card = extractInvitationFields(
      ['വിവാഹ ക്ഷണക്കത്ത്', 'ചങ്ങനാശ്ശേരി, പെരുന്ന "ശ്രീവത്സം" വീട്ടിൽ', 'ശ്രീ കെ. ആർ. ഗോപാലകൃഷ്ണൻ നായരുടെയും ശ്രീമതി ലതാ ദേവിയുടെയും മകൾ', 'ചി. സൗ. അഞ്ജലി', 'വിനീതൻ,', 'കെ. ആർ. ഗോപാലകൃഷ്ണൻ നായർ'].join('\n'),
      'Malayalam',
    );
    expect(card.hosts[0]).toBe('കെ. ആർ. ഗോപാലകൃഷ്ണൻ നായർ');
  });
});

describe('English designed cards (set 7)', () => {
  it('takes a hotel known by its brand alone for the venue', () => {
    expect(read(['Reception Dinner', 'on Sunday, 6th December 2026', 'The Westin Koregaon Park, Pune', 'Regrets only: 98220 61734']).venue).toBe('The Westin Koregaon Park, Pune');
  });

  it("takes a shop's complex for the address of its opening", () => {
    expect(read(['INAUGURATION', 'on Sunday, 25 April 2027', 'Shop No. 3, Vinayak Complex, Ameerpet, Hyderabad', 'Call: 90300 72145']).venue).toContain('Vinayak Complex');
  });

  it("joins a keyword a script font split in two ('Wed ding'), and keeps two words of a phrase apart", () => {
    const card = read(['Mr. & Mrs. Ramesh Agarwal', 'request the pleasure of your company', 'at the Wed ding of their son', 'SAT | 20 | FEB | 2027']);
    expect(card.eventType).toBe('wedding');
    expect(card.eventName).toBe('Wedding');
    expect(card.venue).toBe('');
    expect(read(['GRIHA PRAVESH', 'on 3rd March 2027']).eventName).toBe('GRIHA PRAVESH');
  });

  it("knows a wedding by its pheras or varmala, and names it by neither", () => {
    const card = read(['Aditi & Rohit', 'invite you to join them', 'SAT | 06 | FEB | 2027', 'Varmala 8 pm onwards']);
    expect(card.eventType).toBe('wedding');
    expect(card.eventName).toBe('');
  });
});

