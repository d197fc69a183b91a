/**
 * Rules of how invitations and cards are written that hold whatever the card: each on OCR-like
 * text with the slips tesseract makes.
 */
import { describe, expect, it } from 'vitest';
import { canonicalText } from '../text/script-text';
import { bestDate, findDate } from '../text/dates';
import { findEvent } from './invitation-event';
import { extractCardFields } from '../card/card-rules';

const eventIn = (text: string, language: 'Hindi' | 'Kannada' | 'Telugu' | 'English' = 'Hindi') => findEvent(canonicalText(text).split('\n'), language);

describe('a day mended by its weekday', () => {
  it('takes a one-digit day beside the wrong weekday for the one day of the month ending in it', () => {
    // 6 December 2025 is a Saturday; 26 December 2025, a Friday, lost its '2' to OCR.
    expect(findDate('2025 DECEMBER ) 6 FRIDAY, AT 09 AM')).toBe('26 December 2025');
    expect(bestDate('Friday, 6 December 2025')).toMatchObject({ repaired: true, wrongWeekday: false });
  });

  it('leaves a day that agrees with its weekday, and one no day of the month mends', () => {
    expect(findDate('Saturday, 6 December 2025')).toBe('6 December 2025');
    // 3, 13 and 23 March 2026 are a Tuesday, a Friday and a Monday: no Wednesday to mend it to.
    expect(bestDate('Wednesday, 3 March 2026')).toMatchObject({ date: { day: 3 }, repaired: false, wrongWeekday: true });
    // A two-digit day is mended only to a day one look-alike digit away: 12 could be 13, 72 or 17, none a Wednesday…
    expect(bestDate('Wednesday, 12 March 2026')).toMatchObject({ date: { day: 12 }, repaired: false, wrongWeekday: true });
    // … while 13 could be 18, the one Wednesday among them.
    expect(bestDate('Wednesday, 13 March 2026')).toMatchObject({ date: { day: 18 }, repaired: true, wrongWeekday: false });
  });
});

describe('a wedding told by its words and its bride', () => {
  it('reads Marathi लग्न and शुभमंगल as a wedding', () => {
    expect(eventIn('श्री गणेशाय नमः\nलग्न\nदि. १२/०५/२०२६')).toMatchObject({ eventType: 'wedding', eventName: 'लग्न' });
    expect(eventIn('शुभमंगल सावधान').eventType).toBe('wedding');
  });

  it('takes a card that names a bride by her title for a wedding when its heading was lost', () => {
    expect(eventIn('श्री गणेशाय नमः\nचि.सौ.का. गितांजली\nचिरंजीव तुषार\nदि.२९/०२/२०२४')).toMatchObject({ eventType: 'wedding', found: 'bride' });
    expect(eventIn('చి॥ల॥సౌ॥ శిరీష\nచి॥ సందీప్', 'Telugu')).toMatchObject({ eventType: 'wedding' });
    expect(eventIn('Chi. Sow. Priya\nwith Chi. Arjun', 'English')).toMatchObject({ eventType: 'wedding' });
  });

  it('does not take a groom-or-child title alone, nor a heading of another event, for a bride', () => {
    expect(eventIn('चि. वेदांत\nव्रतबंध').eventType).toBe('thread-ceremony');
    expect(eventIn('Chi. Arjun\nwith blessings', 'English').eventType).toBe('other');
  });
});

describe('a company from the card\'s email', () => {
  it('is a printed name that spells the address, not a lower-case handle OCR broke off the address', () => {
    const card = (line: string) => extractCardFields(['Karthikeyan', 'Cell: 90423 82807', line, 'NO.1, 14 Manai Street, Kumbakonam'].join('\n'), 'English');
    expect(card('dsmkarthikeyan?6@gmail.com').company).toBe('');
    expect(extractCardFields(['Sathish 98407 68632', 'CHAINS & GEARS', 'Two Wheeler Service', 'Email : chainsgears@gmail.com'].join('\n'), 'English').company).toBe('CHAINS & GEARS');
  });
});

describe('a Sanskrit date', () => {
  it("reads the civil month as Sanskrit prints it, year first, with its case endings ('अक्टोबर्-मासस्य')", () => {
    expect(findDate(canonicalText('२०२७ तमे वर्षे जनवरि-मासस्य २४ दिनाङ्के रविवासरे'))).toBe('24 January 2027');
    expect(findDate(canonicalText('डिसेम्बर् ५, २०२६'))).toBe('5 December 2026');
  });
});

describe("a card's title, and the main day's own time", () => {
  it('names the event from the first heading that names one, over a rite named further down', () => {
    const found = eventIn('सादर आमंत्रण\nकाव्य संग्रह विमोचन समारोह\nश्री रमेश चंद्र के नवीन ग्रंथ\n"सागर की लहरें"\nका लोकार्पण\nदिनांक: 12 मार्च 2027');
    expect(found).toMatchObject({ eventType: 'other' });
    expect(found.eventName).toContain('विमोचन');
  });

  it("takes the time printed with the event's date over a time dated the day before", async () => {
    const { extractInvitationFields } = await import('./invitation-rules');
    const text = 'शुभ विवाह\nचि. रोहन संग आयु. प्रिया\nका शुभ विवाह शनिवार, 20 फरवरी 2027 को होना निश्चित हुआ है।\nहल्दी: शुक्रवार, 19 फरवरी 2027, प्रातः 11 बजे\nपाणिग्रहण: शनिवार, 20 फरवरी 2027, रात्रि 8:30 बजे\nस्थान: होटल सूर्या पैलेस, जयपुर';
    const fields = extractInvitationFields(text, 'Hindi');
    expect(fields.date).toBe('20 February 2027');
    expect(fields.time).toBe('8:30 PM');
  });
});

describe("a home's venue, and a sentence to the guest", () => {
  it("names a new home by the name printed in quotes, before its address", async () => {
    const { extractInvitationFields } = await import('./invitation-rules');
    const text = 'गृह प्रवेश\nप्रभु कृपा से हमारे नए घर "श्याम निवास" का गृह प्रवेश\nरविवार, 7 मार्च 2027, प्रातः 10 बजे\nपता: 12, गांधी मार्ग, उज्जैन\nविनीत\nश्री महेश जोशी';
    expect(extractInvitationFields(text, 'Hindi').venue).toBe('श्याम निवास, 12, गांधी मार्ग, उज्जैन');
  });

  it("gives 'at our residence' the numbered address printed a line or two below", async () => {
    const { extractInvitationFields } = await import('./invitation-rules');
    const text = 'Ganesh Puja\nPlease join us for the puja\nat our residence\non Friday, 3rd September 2027 at 6 pm\n7, Lake View Apartments, Baner, Pune\nAmit & Rupa Joshi';
    expect(extractInvitationFields(text, 'English').venue).toBe('our residence, 7, Lake View Apartments, Baner, Pune');
  });

  it("takes no sentence that speaks to the guest for the host", async () => {
    const { extractInvitationFields } = await import('./invitation-rules');
    const text = 'ഗൃഹപ്രവേശം\nഞങ്ങളുടെ പുതിയ വീടിന്റെ ഗൃഹപ്രവേശം 2027 മാർച്ച് 7 ഞായറാഴ്ച രാവിലെ 9 മണിക്ക്\nഈ അവസരത്തിൽ താങ്കളുടെ സാന്നിദ്ധ്യം സ്നേഹപൂർവ്വം ക്ഷണിക്കുന്നു.\nസ്നേഹാദരങ്ങളോടെ,\nജോർജ് വർഗീസ് & മേരി ജോർജ്';
    expect(extractInvitationFields(text, 'Malayalam').hosts[0]).toContain('ജോർജ് വർഗീസ്');
  });
});

describe('a programme, a day recalled, and a venue in words', () => {
  const read = async (text: string, language: 'English' | 'Hindi' = 'English') => (await import('./invitation-rules')).extractInvitationFields(text, language);

  it("takes the wedding's own rite in its programme for its day and time", async () => {
    const text = 'Wedding\nof Chi. Varun with Chi. Sau. Neha\nPROGRAMME\nMehendi  Friday, 12 Mar 2027  4:00 PM\nHaldi  Saturday, 13 Mar 2027  10:00 AM\nPheras  Saturday, 13 Mar 2027  8:30 PM\nVenue: Surya Gardens, Ajmer Road, Jaipur';
    const fields = await read(text);
    expect([fields.eventType, fields.date, fields.time]).toEqual(['wedding', '13 March 2027', '8:30 PM']);
    // A haldi card alone is a wedding's too.
    expect((await read('Join us for the\nHaldi Ceremony\nof Ishaan\nSunday, 14 Mar 2027, 11 AM')).eventType).toBe('wedding');
  });

  it('passes over a day the card recalls, and a death notice dated after its words', async () => {
    expect((await read('Shri K. L. Verma\nretired on 31st March 2027\nFarewell Dinner\nSaturday, 3rd April 2027 at 8 pm')).date).toBe('3 April 2027');
    const notice = 'ॐ शान्ति\nहमारे पिताजी का दिनांक 4 मार्च 2027 को निधन हो गया।\nश्रद्धांजलि सभा\nरविवार, 14 मार्च 2027 को अपराह्न 3 बजे';
    const fields = await read(notice, 'Hindi');
    expect([fields.date, fields.time]).toEqual(['14 March 2027', '3:00 PM']);
  });

  it("names a hotel's venue by the words after 'Hotel', and no map link or a second column's label hides it", async () => {
    expect((await read('Engagement Ceremony\nSunday, 7 March 2027, 7 pm\nHotel Shanti Palace\nMG Road, Indore')).venue).toContain('Hotel Shanti Palace');
    expect((await read('Housewarming\nSunday, 7 March 2027, 10 am\nLocation: maps.app.goo.gl/AbC123\nKrishna Banquets\nLaxmi Road, Pune')).venue).toContain('Krishna Banquets');
    expect((await read('Annual Day\nDate: Friday, 5 March 2027 Venue: The Grand Auditorium\nTime: 5 PM')).venue).toBe('The Grand Auditorium');
  });
});

describe("an opening's venue", () => {
  it('names the shop being opened before the address printed apart', async () => {
    const { extractInvitationFields } = await import('./invitation-rules');
    const text = 'शुभ उद्घाटन\nहमारे नए प्रतिष्ठान\nश्री गणेश इलेक्ट्रॉनिक्स\nका शुभ उद्घाटन रविवार, 7 मार्च 2027 को प्रातः 10 बजे\nपता: दुकान नं. 12, सदर बाजार, झांसी\nनिवेदक\nराकेश गुप्ता';
    expect(extractInvitationFields(text, 'Hindi').venue).toBe('श्री गणेश इलेक्ट्रॉनिक्स, दुकान नं. 12, सदर बाजार, झांसी');
  });
});

describe("an ornament read as '@'", () => {
  it("takes no line after a lone '@@' for the venue, and finds the temple by its word", async () => {
    const { extractInvitationFields } = await import('./invitation-rules');
    const text = 'ஓம் சக்தி\n@@\nஅருள்மிகு ஸ்ரீ மாரியம்மன் திருக்கோவில்\nசேலம்\nஆடித் திருவிழா\n2027 ஜூலை 25ஆம் தேதி ஞாயிற்றுக்கிழமை காலை 8 மணி\nவிழாக் குழுவினர்';
    expect(extractInvitationFields(text, 'Tamil').venue).toContain('மாரியம்மன் திருக்கோவில்');
    // '@ The Grand Hotel' still says where.
    expect(extractInvitationFields('Cocktail Night\nSaturday, 6 March 2027, 8 pm\n@ The Grand Hotel, Pune', 'English').venue).toContain('The Grand Hotel');
  });
});
