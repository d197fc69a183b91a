import { describe, expect, it } from 'vitest';
import { bestPhone, phonesIn } from './card-phones';
import { extractCardFields } from './card-rules';

const home = { abroad: false };
const digitsOf = (line: string, context = home) => phonesIn(line, context).phones.map((p) => p.digits);

describe('phonesIn', () => {
  it.each([
    ['Mob: 98450 12345', '919845012345'],
    ['Ph: 040-2345 6789', '914023456789'],
    ['Tel: (0821) 241 9333', '918212419333'],
    ['Off. 08672, 224441', '918672224441'],
    ['+91 98 2074 4226', '919820744226'],
    ['+44 20 7946 0958', '442079460958'],
    ['Call (415) 555-0134', '14155550134'],
    ['Office: 312-555-0188', '13125550188'],
    ['+1 646 555 0199', '16465550199'],
  ])('reads %s as %s', (line, digits) => expect(digitsOf(line)).toEqual([digits]));

  it("reads the '+' of '+91' that OCR took for a 4, and says so", () => {
    expect(phonesIn('49198480 12345', home).phones[0]).toMatchObject({ digits: '919848012345', misread: true });
  });

  it('does not give 91 to a number on a card from abroad printed without its country code', () => {
    const [phone] = phonesIn('Cell 0321 4567890', { abroad: true }).phones;
    expect(phone).toMatchObject({ digits: '03214567890', codeKnown: false });
  });

  it('keeps a local number printed without its area code as printed, and never a bare PIN code', () => {
    expect(phonesIn('Res: 2701 8231', home).phones[0]).toMatchObject({ digits: '27018231', codeKnown: false, landline: true });
    expect(digitsOf('Hosur Road, Bengaluru 560068')).toEqual([]);
  });

  it('notes the words printed beside each number: contact persons on a shop card', () => {
    const { phones } = phonesIn('Suresh 98450 11223 Imran 99860 54321', home);
    expect(phones.map((p) => p.before)).toEqual(['Suresh', 'Imran']);
    expect(phonesIn('Contact: +91 94481 22334 (Meena Iyer)', home).phones[0].after).toBe('Meena Iyer');
  });
});

describe('bestPhone', () => {
  it('takes the first mobile, after an office line and before another mobile', () => {
    const { phones } = phonesIn('Ph: 080-4123 4567 / 98480 12345 / 99001 22334', home);
    expect(bestPhone(phones)?.digits).toBe('919848012345');
  });

  it('takes a mobile labelled only "Ph", and never a fax', () => {
    expect(bestPhone(phonesIn('Fax: 98450 00000 Ph: 94480 23456', home).phones)?.digits).toBe('919448023456');
  });

  it('takes a number with its country code over a local one', () => {
    const phones = [...phonesIn('Res: 2701 8231', home).phones, ...phonesIn('Tel: 040-2345 6789', home).phones];
    expect(bestPhone(phones)?.digits).toBe('914023456789');
  });
});

describe('a phone number with a letter OCR read for a digit', () => {
  it("reads 'O' as 0 and 'I' or 'l' as 1 inside a number, and marks it for checking", () => {
    const card = extractCardFields('Sunil Rao\nAdvocate\nMob: 9845O 12345\nMysuru', 'English');
    expect(card.phone).toBe('919845012345');
    expect(card.confidence?.phone).toBeLessThan(0.7);
    expect(extractCardFields('Deepa S\nBeautician\nCell: +91-98450 I2345\nMangaluru', 'English').phone).toBe('919845012345');
  });

  it('leaves words and codes with those letters alone', () => {
    const card = extractCardFields('GSTIN 32CJPPJ2216R1ZS\nSOLO Traders\nOIL & GAS\nPh: 98450 12345', 'English');
    expect(card.phone).toBe('919845012345');
    expect(card.notes).toContain('32CJPPJ2216R1ZS');
  });
});

describe('an Indian card that names a country abroad', () => {
  it("gives its numbers India's code: 'MDRT USA' on an agent's card from Coimbatore", async () => {
    const { extractCardFields } = await import('./card-rules');
    const card = extractCardFields(['T. Ramasamy, B.Com., FIII', 'Insurance Advisor', "Chairman's Club Member (MDRT USA)", 'Branch Office: 7AB, Gandhipuram, Coimbatore - 641012', 'Cell: 98431 56789'].join('\n'), 'English');
    expect(card.phone).toBe('919843156789');
    // A card from abroad keeps a number printed without its code as it is.
    expect(extractCardFields(['John A. Smith', 'Acme Corporation', 'San Francisco, CA 94103, USA', 'Tel: 415 555 0132'].join('\n'), 'English').phone).not.toMatch(/^91/);
  });
});
