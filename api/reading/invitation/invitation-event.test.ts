import { describe, expect, it } from 'vitest';
import { canonicalText } from '../text/script-text';
import { findEvent } from './invitation-event';

const eventIn = (text: string, language: Parameters<typeof findEvent>[1] = 'English') => findEvent(canonicalText(text).split('\n'), language);

describe('findEvent', () => {
  it('names a wedding card that also invites to the reception for the wedding (English)', () => {
    const text = 'auspicious occasion of the wedding of our beloved son\nSelvan. Karthik\n\nReception\n13-11-2022';
    expect(eventIn(text)).toMatchObject({ eventType: 'wedding', eventName: 'Wedding' });
  });

  it('names it for the wedding in Kannada too, the reception (ಆರತಕ್ಷತೆ) printed as a heading', () => {
    const text = 'ಇವರ ವಿವಾಹ ಮಹೋತ್ಸವವನ್ನು ಕಲ್ಯಾಣ ಮಂಟಪದಲ್ಲಿ ನೆರವೇರಿಸಲು\nಆರತಕ್ಷತೆ\n08-09-2025';
    expect(eventIn(text, 'Kannada')).toMatchObject({ eventType: 'wedding', eventName: 'ವಿವಾಹ' });
  });

  it('keeps the words that make the event this one: an ordinal, a jubilee above it, its year', () => {
    expect(eventIn('YOU ARE INVITED\nto celebrate the 1st Birthday of\nARJUN').eventName).toBe('1st Birthday');
    expect(eventIn('The 29th Annual General Meeting of the members of the Society will be held on').eventName).toBe('29th Annual General Meeting');
    expect(eventIn('25\nSilver Jubilee\nWedding Anniversary\nof our dear parents').eventName).toBe('Silver Jubilee Wedding Anniversary');
    expect(eventIn('cordially invites you and your family to\nANNUAL DAY 2027\nSaturday, 27th March 2027').eventName).toBe('ANNUAL DAY 2027');
    // A heading over a fuller name in a sentence, or under a line of qualifiers, takes the fuller one.
    expect(eventIn('Housewarming\nYou are invited!\nPlease join us for a Housewarming Party\nFRI | 30 | OCT | 2026').eventName).toBe('Housewarming Party');
    expect(eventIn('Reception\nDr. & Mrs. N. Raghavendra\ncordially invite you to the Wedding Reception of').eventName).toBe('Wedding Reception');
    expect(eventIn('cordially invites you to our\n\nSilver Jubilee\nCelebrations\nON').eventName).toBe('Silver Jubilee Celebrations');
    // A date line is no heading, year or not.
    expect(eventIn('Wedding\n17 January 2027').eventName).toBe('Wedding');
  });

  it("takes a book's or a product's launch for no opening, and names it by its heading", () => {
    expect(eventIn('cordially invites you to the\nProduct Launch\nof\nVoltEdge X1')).toMatchObject({ eventType: 'other', eventName: 'Product Launch' });
    expect(eventIn('invite you to the launch of\n"THE SALT RIVER"\na novel by').eventType).toBe('other');
  });

  it('keeps a reception card without a wedding word a reception', () => {
    expect(eventIn('Reception\non 14 Feb 2026')).toMatchObject({ eventType: 'wedding', eventName: 'Reception' });
  });

  it("reads 'ಪ್ರವೇಶೋತ್ಸವ' as the housewarming, not a temple festival, beside a puja and a priest's surname (Kannada)", () => {
    const text = 'ನವಗ್ರಾಮ ಕಾಲೋನಿ\nಇದರ ಪ್ರವೇಶೋತ್ಸವವನ್ನು ಮಾಡುವುದೆಂದು\nಸತ್ಯನಾರಾಯಣ ಪೂಜೆ ಹಾಗೂ ಭೋಜನ\nಗೌರಿ ಪೂಜಾರಿ\nರಮೇಶ ಪೂಜಾರಿ';
    expect(eventIn(text, 'Kannada').eventType).toBe('housewarming');
  });

  it('reads a heading OCR misread by one letter, spelled right (Kannada ವ read as ಪ)', () => {
    expect(eventIn('ಶುಭಪಿವಾಹ\n\nಸಂಗೀತಾ', 'Kannada')).toMatchObject({ eventType: 'wedding', eventName: 'ಶುಭವಿವಾಹ' });
  });

  it('does not guess an English event from a word one letter away', () => {
    expect(eventIn('LUNCH\nAT 01:30PM').eventType).toBe('other');
  });

  it("names the event by a long English keyword OCR misread by a letter ('Fnniversary'), spelled right, but not a word inside another", () => {
    expect(eventIn('We are inviting you to\n\nCelebrations\n\nFnniversary\n\nON 15 JULY 2026')).toMatchObject({
      eventType: 'other',
      eventName: 'Anniversary',
    });
    expect(eventIn('HOUSEWANMING\nON 15 JULY 2026')).toMatchObject({ eventType: 'housewarming', eventName: 'Housewarming' });
    expect(eventIn('Fnniversaryparty\nON 15 JULY 2026').eventType).toBe('other');
    expect(eventIn('Fnniversaryparty\nON 15 JULY 2026').eventName).toBe('');
  });

  it("names the event by a long English phrase read with two slips in a heading of its own ('Guha Pravesh')", () => {
    expect(eventIn("You're cordially invited to the\n\nGuha Pravesh\n\nCeremony\n\nAUGUST 20")).toMatchObject({
      eventType: 'housewarming',
      eventName: 'Griha Pravesh',
    });
    // A phrase whose own words are short is not guessed: 'candle' is two letters from 'cradle'.
    expect(eventIn('Candle Ceremony\nAUGUST 20').eventType).toBe('other');
  });

  it("reads an English phrase whose last word OCR misread ('OF OUR NEW HOMIE') as its event, naming it by its heading", () => {
    expect(eventIn("You're cordially invited to the\n\nCeremony\n\nOIF OUR NEW HOMIE ON\n\nAUGUST 20")).toMatchObject({
      eventType: 'housewarming',
      eventName: 'Ceremony',
    });
    // Its first words must be printed right: one word near an event's is no event.
    expect(eventIn('A NEW HOPE\nCONCERT\nAUGUST 20').eventType).toBe('other');
    expect(eventIn('OUR NEXT HOMIE\nAUGUST 20').eventType).toBe('other');
  });
});

describe('findEvent: a sentence wrapped short is not a heading', () => {
  it("names the event by its word out of 'to celebrate the wedding of' / 'for the Engagement of'", () => {
    expect(eventIn('The Sharma Family cordially invites you\nto celebrate the wedding of\nNeha and Arjun').eventName).toBe('Wedding');
    expect(eventIn('Together with our families we invite you\nfor the Engagement of\nRahul & Sneha').eventName).toBe('Engagement');
  });

  it('keeps a heading in capitals that leads to the names below', () => {
    expect(eventIn('THE WEDDING OF\nMEERA\n&\nARJUN').eventName).toBe('THE WEDDING OF');
  });

  it("takes a god's wedding for the temple's festival and a mahapuja for a puja", () => {
    expect(eventIn('SRI PATTABHIRAMA BHAKTA SABHA\ncordially invites you to the\nSRI SITA RAMA KALYANAM\nThursday 15.04.2027').eventType).toBe('religious');
    expect(eventIn('You are cordially invited for\nShri Satyanarayan Mahapuja\nat our residence').eventType).toBe('religious');
    expect(eventIn('the wedding ceremony of our daughter\nChi. Sou. Kalyani\nKalyanam on 12th May').eventType).toBe('wedding');
  });
});

