import { describe, expect, it } from 'vitest';
import { spellAsPrinted } from './card-email';

describe('spellAsPrinted', () => {
  it("puts right a letter of the address read as its look-alike, from the name printed on the card (q read as g)", () => {
    expect(spellAsPrinted('rafigshafikhan@gmail.com', ['ANSA KHAN', 'RAFIQ KHAN', 'Co-Owner'])).toBe('rafiqshafikhan@gmail.com');
    expect(spellAsPrinted('ravi.kumar0l@gmail.com', ['Ravi Kumar'])).toBe('ravi.kumar0l@gmail.com');
    expect(spellAsPrinted('sunii.traders@gmail.com', ['SUNIL TRADERS'])).toBe('sunil.traders@gmail.com');
  });

  it('leaves an address alone when the card prints no such word, or the letters differ by more than a look-alike', () => {
    expect(spellAsPrinted('rafigshafikhan@gmail.com', ['Main Bazar'])).toBe('rafigshafikhan@gmail.com');
    // 'rafik' and 'rafiq' differ in letters OCR does not confuse: another spelling, kept.
    expect(spellAsPrinted('rafikkhan@gmail.com', ['RAFIQ KHAN'])).toBe('rafikkhan@gmail.com');
    // The domain is not the local part's to change.
    expect(spellAsPrinted('info@gmaii.com', ['GMAIL'])).toBe('info@gmaii.com');
  });
});
