import { describe, expect, it } from 'vitest';
import { canonicalText } from '../text/script-text';
import { findVenue } from './invitation-venue';
import { extractInvitationFields } from './invitation-rules';

const venueIn = (text: string) => findVenue(canonicalText(text).split('\n'));

describe('findVenue', () => {
  it("takes no 'the' of a sentence wrapped after 'at the' for the place, and finds the place 'in the' hall", () => {
    const text = 'request the pleasure of your gracious presence\nat the\n21st ANNUAL DAY CELEBRATION\non Saturday, 23rd January 2027 at 4.30 p.m.\nin the School Auditorium\nChief Guest';
    expect(venueIn(text)).toBe('School Auditorium');
  });

  it('skips labels stacked in a column before the place (English)', () => {
    expect(venueIn('SCAN TO REACH\nVENUE\nTHE VENUE\n\nKRISHNA FUNCTION HALL\n\nMain Road,\nBehind Bus Stand,\nNalgonda')).toBe(
      'KRISHNA FUNCTION HALL, Main Road, Behind Bus Stand, Nalgonda',
    );
    expect(venueIn('VENUE\nDINNER AT\nCONTACT\nParadise Hotel,\nSecunderabad')).toBe('Paradise Hotel, Secunderabad');
  });

  it("keeps a two-word hall ('ఫంక్షన్ హాల్') whole and reads on past a blank line to the PIN code (Telugu)", () => {
    expect(venueIn('కళ్యాణ వేధిక\n\nఎస్.ఆర్ ఫంక్షన్ హాల్\nగోదావరిఖని\n\nజ్యోతినగర్ - 505214')).toBe(
      'ఎస్.ఆర్ ఫంక్షన్ హాల్, గోదావరిఖని, జ్యోతినగర్ - 505214',
    );
  });

  it('joins a hall name wrapped onto the line of its hall word (Marathi)', () => {
    expect(venueIn('जायभाये परिवार\n\nअग्रवाल समाज मंगल\n\nकार्यालय पैठण')).toBe('अग्रवाल समाज मंगल कार्यालय');
  });

  it('finds the label among ornaments OCR read around it', () => {
    expect(venueIn('Tq \\ VENUE 7 ~ |\nSRI LAKSHMI CONVENTION HALL\nKukatpally, Hyderabad')).toBe(
      'SRI LAKSHMI CONVENTION HALL, Kukatpally, Hyderabad',
    );
  });

  it("reads the place under an 'at' that stands alone", () => {
    expect(venueIn('THURSDAY 14 AT 11 AM\n\nat\n\n"SHANTHI NILAYAM\nKOTTAYAM"')).toBe('SHANTHI NILAYAM, KOTTAYAM');
  });

  it("does not take 'at the marriage of' for a place", () => {
    expect(venueIn('REQUEST YOUR PRESENCE\nAT THE MARRIAGE OF THEIR SON\nROYAL ORCHID GARDENS\nMYSURU')).toBe(
      'ROYAL ORCHID GARDENS, MYSURU',
    );
  });

  it('reads an address printed without a label, up to the line naming the place', () => {
    const text = 'Sunday, 9th May 2027, 7 pm onwards\nGreen Meadows\nFlat 12, Tower B,\nJP Nagar 6th Phase,\nBengaluru - 560078';
    expect(venueIn(text)).toBe('Green Meadows, Flat 12, Tower B, JP Nagar 6th Phase, Bengaluru - 560078');
  });

  it("skips the inviters' home address printed under their names", () => {
    const text =
      'Mr. & Mrs. K. Suresh\n12, Gandhi Street, Mylapore, Chennai 600004\nrequest the pleasure of your company\non 9.5.2027\nPlot 7, Anna Nagar East,\nChennai 600102';
    expect(venueIn(text)).toBe('Plot 7, Anna Nagar East, Chennai 600102');
  });

  it("reads the Kannada '<place> ಎಂಬಲ್ಲಿ'", () => {
    expect(venueIn('ಉಡುಪಿ ಜಿಲ್ಲೆಯ ಕೋಟ ಎಂಬಲ್ಲಿ ನೂತನವಾಗಿ ನಿರ್ಮಿಸಿರುವ')).toBe('ಉಡುಪಿ ಜಿಲ್ಲೆಯ ಕೋಟ');
  });

  it('leaves the venue empty when only ornaments are read', () => {
    expect(venueIn('Red ట్ట ఫస వ or\napd 3. snes\n| ~ ~ |')).toBe('');
  });

  it("reads past a QR code's prompt printed between the label and the place, and stops at one after it", () => {
    expect(venueIn('VENUE\n\nSCAN TO REACH\nTHE VENUE\n\nSV FUNCTION HALL\n\nGattuppal-Chandur Road,\nGattuppal\nOPEN IN MAPS')).toBe(
      'SV FUNCTION HALL, Gattuppal-Chandur Road, Gattuppal',
    );
  });

  it("finds a hall whose Latin spelling glues its name to the hall's word ('KALABHAVANAM'), with its place", () => {
    expect(venueIn('THURSDAY 20 AT 12 PM\n2026\n\nKALABHAVANAM PANTHAPLAVU\nPATTAZHY\n\nwith regards\nSatheesh kumar')).toBe(
      'KALABHAVANAM PANTHAPLAVU, PATTAZHY',
    );
    expect(venueIn('Sri Vinayaka Kalyanamantapam\nJayanagar')).toBe('Sri Vinayaka Kalyanamantapam, Jayanagar');
  });
});

describe('findVenue: lines that name no place', () => {
  it("leaves out the chief guest's line printed between the event and its address", () => {
    expect(venueIn('Grand Opening\nof our new branch\nSri Ganesh Jewellers\nby Dr. P. Sridhar, IAS\nNo. 12, Station Road, Guntur')).toBe('No. 12, Station Road, Guntur');
    expect(venueIn('Inauguration\nChief Guest: Smt. R. Kavitha\n#8, 2nd Cross, Gandhi Nagar, Tumakuru')).toBe('#8, 2nd Cross, Gandhi Nagar, Tumakuru');
    expect(venueIn('उद्घाटन समारोह\nमुख्य अतिथि श्री आर. के. वर्मा\nप्लॉट 4, सिविल लाइन्स रोड, झांसी')).toBe('प्लॉट 4, सिविल लाइन्स रोड, झांसी');
  });

  it("does not take a heading whose place word qualifies the event ('Temple Festival') for the place", () => {
    expect(venueIn('Annual Church Feast\nSt. Mary’s Church\nPalayamkottai')).toBe('St. Mary’s Church, Palayamkottai');
    expect(venueIn('63rd Temple Festival\n\nArulmigu Kali Amman Temple\nSivakasi')).toBe('Arulmigu Kali Amman Temple, Sivakasi');
  });

  it('still takes a line that ends with the place after the event', () => {
    expect(venueIn('Wedding at Sri Krishna Temple\nUdupi')).toBe('Wedding at Sri Krishna Temple, Udupi');
    expect(venueIn('Gowri Temple Marriage Hall\nMain Road, Hassan')).toBe('Gowri Temple Marriage Hall, Main Road, Hassan');
  });

  it("takes the line before Sanskrit's 'इत्यत्र' for the place", () => {
    expect(venueIn('विवाहमहोत्सवं दिनाङ्के 03-12-2026 गुरुवासरे\nसायं 7:15 वादने\nश्रीरामानुज विवाहमण्डपम्, फ्रीगंज, उज्जयिनी\nइत्यत्र आयोजयन्ति। भवन्तः सपरिवाराः आगत्य')).toBe('श्रीरामानुज विवाहमण्डपम्, फ्रीगंज, उज्जयिनी');
  });

  it("reads a Sanskrit hall glued to its name, and takes no 'भवन्तः' (you) for a 'भवन'", () => {
    expect(venueIn('प्रातः 7:00 वादने आरभ्य\nश्रीकामाक्षीदेवीमन्दिरे, मल्लेश्वरम्, बेङ्गलूरु\nसम्पत्स्यते। तत्र भवन्तः सपरिवारं आगत्य')).toBe('श्रीकामाक्षीदेवीमन्दिरे, मल्लेश्वरम्, बेङ्गलूरु');
    expect(venueIn('सम्पत्स्यते। तत्र भवन्तः सपरिवारं आगत्य\nकृपापात्राणि भवन्तु')).toBe('');
  });

  it("takes no 'at the celebration of' for a place", () => {
    expect(venueIn('REQUEST THE HONOUR OF YOUR PRESENCE\nAT THE CELEBRATION OF THEIR\nHoly Matrimony\nNuptial Mass at 4.00 p.m.\nSt. Sebastian Chapel, Aldona, Bardez, Goa')).toBe('St. Sebastian Chapel, Aldona, Bardez, Goa');
  });

  it("reads the place in the first column under a line of labels read across ('VENUE DINNER AT RSVP')", () => {
    expect(venueIn('VENUE DINNER AT RSVP\nThe Arcadia Banquets, 6:30 PM Ms. Keerthana (HR)\nAvinashi Road, 90030 18264')).toBe('The Arcadia Banquets');
  });
});

describe('an address printed without a label', () => {
  it("takes the address, not the landmark under it, though the landmark names a temple", () => {
    expect(venueIn('MARCH 1, 2026 | TIMING: 6:30AM ONWARDS\nNO.14, 2ND CROSS STREET, KAMARAJ NAGAR\nMADIPAKKAM\nCHENNAI - 600091\n\nLANDMARK: NEAR PONNIAMMAN KOIL')).toContain('KAMARAJ NAGAR');
  });

  it('takes the flat and its building printed a blank line above the rest of the address', () => {
    expect(venueIn('Sunday, 5:15a.m onwards\n\nC-1108, SILVER OAK RESIDENCY\n\nTower C, 11th floor,\nMAHADEVAPURA,\nBENGALURU -560048')).toBe('C-1108, SILVER OAK RESIDENCY, Tower C, 11th floor, MAHADEVAPURA, BENGALURU -560048');
  });
});

describe('a place named in a sentence after the hour', () => {
  it('takes the words between the hour and the hall, without the locative (Kannada, Tamil)', () => {
    expect(venueIn('ದಿನಾಂಕ 07-03-2027 ರವಿವಾರ\nಬೆಳಿಗ್ಗೆ 11-00 ಗಂಟೆಗೆ ಮದ್ದೂರಿನ ಶ್ರೀ ಬಸವೇಶ್ವರ ಸಮುದಾಯ ಭವನದಲ್ಲಿ ನೆರವೇರಲಿದೆ')).toBe('ಮದ್ದೂರಿನ ಶ್ರೀ ಬಸವೇಶ್ವರ ಸಮುದಾಯ ಭವನ');
    expect(venueIn('காலை 10.30 மணிக்கு மேல் 12.00 மணிக்குள் சேலம், அம்மாபேட்டை, ஸ்ரீ அங்காளம்மன் கோவிலில்\nகாதணி விழா நடைபெற இருப்பதால்')).toBe('சேலம், அம்மாபேட்டை, ஸ்ரீ அங்காளம்மன் கோவில்');
  });
});

describe('a new home by its name, and the printer apart', () => {
  const kannada = [
    'ಯು ದಿನಾಂಕ 25-06-2026ನೇ ಗುರುವಾರ ಬೆಳಿಗ್ಗೆ 7-20ಕ್ಕೆ ಸಲ್ಲುವ ಕಟಕ ಲಗ್ನ ಸುಮುಹೂರ್ತದಲ್ಲಿ',
    'ಶಿವಮೊಗ್ಗ ನಗರದ ವಿನೋಬನಗರ 3ನೇ ತಿರುವಿನಲ್ಲಿ ನೂತನವಾಗಿ ನಿರ್ಮಿಸಿರುವ ಗೃಹ',
    'ಶ್ರೀನಿಧಿ',
    'ಇದರ ಗೃಹಪ್ರವೇಶ ಮಹೋತ್ಸವವನ್ನು ನೆರವೇರಿಸಲು ಗುರುಹಿರಿಯರು ನಿಶ್ಶಯಿಸಿರುತ್ತಾರೆ.',
    'ತಮ್ಮ ಆಗಮನಾಭಿಲಾಷಿಗಳು',
    'ಶ್ರೀಮತಿ ಸುಮಿತ್ರಾ ಮತ್ತು ಶ್ರೀ ಎಚ್. ಆರ್. ಪ್ರಕಾಶ್',
    'ICY',
    'ಶ್ರೀ ಗುರು ಆಫ್‌ಸೆಟ್ ಪ್ರಿಂಟರ್ಸ್, ಶಿವಮೊಗ್ಗ 08182-222 614',
  ].join('\n');

  it('takes the name printed alone under the line of the newly built house, not the printer\'s address', () => {
    expect(extractInvitationFields(kannada, 'Kannada').venue).toBe('ಶ್ರೀನಿಧಿ');
  });

  it("takes neither the printer nor an ornament's letters for a host", () => {
    expect(extractInvitationFields(kannada, 'Kannada').hosts).toEqual(['ಶ್ರೀಮತಿ ಸುಮಿತ್ರಾ ಮತ್ತು ಶ್ರೀ ಎಚ್. ಆರ್. ಪ್ರಕಾಶ್']);
  });

  it("takes no home's name for a host (Telugu)", () => {
    const got = extractInvitationFields(
      'గృహప్రవేశ మహోత్సవ ఆహ్వానము\nమేము నూతనంగా నిర్మించుకున్న గృహము\nశ్రీ రమా నిలయం\nH.No. 2-4-118, రాంనగర్, హనుమకొండ\nనందు తేది : 10-12-2026 గురువారం ఉదయం గం॥ 6-15 ని॥లకు\nఆహ్వానించువారు\nగుండేటి రమాదేవి - సురేందర్\nసెల్ : 98490 58417',
      'Telugu',
    );
    expect(got.venue.startsWith('శ్రీ రమా నిలయం')).toBe(true);
    expect(got.hosts).toEqual(['గుండేటి రమాదేవి - సురేందర్']);
  });
});


describe('findVenue: the church after the rite', () => {
  it('reads the place under “Solemnized at”, not the occasion after “at the … of their son”, and stops at the stacked month', () => {
    const text = [
      'request the honour of your presence',
      'at the Ho1y Matrimony of their son',
      'Jerin Mathew',
      'with Ann Mariya',
      'D/o Mr. P. J. Kuriakose & Mrs. Leela Kuriakose',
      'Palathinkal House, Ranni',
      'Solemnized at',
      'St. Thomas Orthodox Church, Kadapra',
      'APRIL',
      'Monday 27 at 11.00 am',
      'followed by Reception at',
      'Jubilee Auditorium, Thiruvalla',
    ].join('\n');
    expect(extractInvitationFields(text, 'English').venue).toBe('St. Thomas Orthodox Church, Kadapra');
  });
});
