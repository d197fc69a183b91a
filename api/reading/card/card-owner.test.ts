/**
 * Whose card it is and whose company: the name and company rules on OCR-like text of cards
 * that print no 'Name:' label (English; Hindi press card with its English lines).
 */
import { describe, expect, it } from 'vitest';
import { extractCardFields } from './card-rules';

describe('the card owner from where a name stands', () => {
  it('takes the name in brackets beside the contact number over a slogan shaped like a name', () => {
    const text = 'GANESH MOBILES\n\nNear Bus Stand, Ward no-4 Egra-721429\nContact : +919133314441 (Suresh Patra)\n\nAll Mobile repaire\nquietly brilliant Connecting People';
    const card = extractCardFields(text, 'English');
    expect(card.name).toBe('Suresh Patra');
    expect(card.phone).toBe('919133314441');
  });

  it('keeps a name above its designation over a bracketed contact', () => {
    const text = 'Ravi Kumar\nProprietor\nContact : +919133314441 (Suresh Patra)';
    expect(extractCardFields(text, 'English').name).toBe('Ravi Kumar');
  });

  it('takes one word alone above the numbers for the person they reach, marked for checking', () => {
    const text = 'MUDALIAR\nPh: (0) 27660486\nCell : 9849373800\n\nVAIVEE\n\nPROCESSING - PRINTING - BINDING';
    const card = extractCardFields(text, 'English');
    expect(card.name).toBe('Mudaliar');
    expect(card.confidence?.name).toBeLessThan(0.7);
  });

  it('does not take one word above a line of services for a name', () => {
    const text = 'VAIVEE\nPROCESSING - PRINTING - BINDING\ninfo@vaivee.in';
    expect(extractCardFields(text, 'English').name).toBe('');
  });
});

describe('the company on an ID card', () => {
  it("names the company from the line spelling the card's domain, not the card's kind ('PRESS')", () => {
    const text = 'sanmarg\n\nEmployee No\nDate of Birth\n\nPRESS\n\nSanmarg Bhawan,\ninfo@sanmarg.in | www.sanmarg.in\nC.R. Avenue, Kolkata 700 007';
    const card = extractCardFields(text, 'Hindi');
    expect(card.company).toBe('sanmarg');
    // The company's building is not a person.
    expect(card.name).toBe('');
  });

  it('keeps a company named with its trade over the domain line', () => {
    const text = 'Rajwada Thal\nBKC Foods Pvt. Ltd.\nwww.rajwadathal.com';
    expect(extractCardFields(text, 'English').company).toBe('BKC Foods Pvt. Ltd.');
  });
});
