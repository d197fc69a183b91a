/** The card rules on kinds of card beyond the plain business card: shops and trades, designations and organisations, bilingual and ID cards. */
import { describe, expect, it } from 'vitest';
import type { ExtractedIdCard } from '@shared/schemas/contacts';
import { extractCardFields } from './card-rules';

type Fields = Omit<ExtractedIdCard, 'confidence'>;
/** The fields without their confidence, which tests of its own look at. */
const fieldsOf = ({ confidence: _, ...fields }: ExtractedIdCard): Fields => fields;

describe('extractCardFields on shop and trade cards', () => {
  it("joins a shop's name to the trade word printed under it, and takes no person from it", () => {
    const got = extractCardFields(['GSTIN: 36ABCPK1234M1Z2', 'SRI LAKSHMI', 'ENTERPRISES', 'Cement & Steel Dealers', '8-2-120, Market Road, Nalgonda - 508001', '94401 23456'].join('\n'), 'English');
    expect(got).toMatchObject({ name: '', company: 'SRI LAKSHMI ENTERPRISES', phone: '919440123456' });
  });

  it('takes the first of several contact persons printed with their numbers, the others to the notes', () => {
    const got = extractCardFields(['Ganesh 98450 11111 Prakash 99002 22222', 'BALAJI AUTO WORKS', 'All Two Wheeler Repairs', '#14, Bazaar Street, Hosur - 635109'].join('\n'), 'English');
    expect(got).toMatchObject({ name: 'Ganesh', phone: '919845011111', company: 'BALAJI AUTO WORKS', address: '#14, Bazaar Street, Hosur - 635109' });
    expect(got.notes).toContain('Mobile: 99002 22222');
    expect(got.confidence?.name).toBeLessThan(0.7);
    // A job printed after the second person's number is theirs.
    expect(extractCardFields('Ganesh 98450 11111 Prakash 99002 22222 Electrician', 'English').position).toBe('');
  });

  it('takes a one-word name printed just above a designation', () => {
    const got = extractCardFields(['+91 97890 12345', 'MAHESWARAN', 'PROPRIETOR', 'Kaveri Packers & Movers', 'maheswaran.kpm@gmail.com'].join('\n'), 'English');
    expect(got).toMatchObject({ name: 'Maheswaran', position: 'PROPRIETOR', company: 'Kaveri Packers & Movers' });
  });

  it('takes a name in brackets after the number it belongs to', () => {
    expect(extractCardFields('NEW STAR MOBILES\nContact : +91 93333 12345 (Arjun Das)', 'English')).toMatchObject({ name: 'Arjun Das', company: 'NEW STAR MOBILES' });
  });

  it('keeps a name followed by degrees without commas, the degrees going to the notes', () => {
    const got = extractCardFields(['Dr. Anil Kumar M.Sc. Ph.D.', 'Associate Professor', 'Department of Botany', 'Osmania University, Hyderabad'].join('\n'), 'English');
    expect(got).toMatchObject({ name: 'Dr. Anil Kumar', position: 'Associate Professor', company: 'Osmania University, Hyderabad', profession: 'Academic' });
    expect(got.notes).toContain('M.Sc. Ph.D.');
  });

  it('reads a name printed after the company on one line, with OCR marks after it', () => {
    const got = extractCardFields(['Orbit Networks Limited Kiran Rao ii ON', 'Regional Head', 'kiran.rao@orbitnet.com'].join('\n'), 'English');
    expect(got).toMatchObject({ name: 'Kiran Rao', company: 'Orbit Networks Limited', position: 'Regional Head' });
  });

  it('never takes a slogan or a company line for the name', () => {
    const got = extractCardFields(['Home Delivery Available', 'Sagar Sweets & Bakery', 'Opp. Bus Stand, Main Road, Tumkur', 'Ph: 0816 2271234'].join('\n'), 'English');
    expect(got).toMatchObject({ name: '', company: 'Sagar Sweets & Bakery', address: 'Opp. Bus Stand, Main Road, Tumkur', phone: '918162271234' });
  });

  it("takes no person from a shop named after a deity ('Sri Ganapathi'), but keeps a titled full name", () => {
    expect(extractCardFields('Sri Ganapathi\nWholesale Dealers\n94433 12345', 'English').name).toBe('');
    expect(extractCardFields('Sri Ramesh Naidu\nProprietor', 'English').name).toBe('Sri Ramesh Naidu');
  });

  it("prefers the company's legal name to the words of its logo", () => {
    const got = extractCardFields(['K. Ramesh', 'Sales Engineer', 'deccan', 'Pumps', 'DECCAN FLUID SYSTEMS Pvt. Ltd'].join('\n'), 'English');
    expect(got.company).toBe('DECCAN FLUID SYSTEMS Pvt. Ltd');
  });

  it("takes a top line that spells the card's website for its brand, not for a person", () => {
    const got = extractCardFields(['Nilgri Spices', 'Premium Tea & Spices', 'www.nilgirispices.com', '+91 94430 77889'].join('\n'), 'English');
    expect(got).toMatchObject({ name: '', company: 'Nilgri Spices' });
  });

  it('keeps an organisation and its town together; with no address printed, the town is the address', () => {
    const got = extractCardFields(['SRI VENKATESWARA COLLEGE OF', 'ENGINEERING, TIRUPATI', 'Name: P. Harika', 'Roll No: 21BF1A0512'].join('\n'), 'English');
    expect(got).toMatchObject({ name: 'P. Harika', company: 'SRI VENKATESWARA COLLEGE OF ENGINEERING, TIRUPATI', address: 'TIRUPATI' });
  });

  it('adds the town printed on its own under the street to the address', () => {
    const got = extractCardFields(['Ravi Textiles', 'No. 7, Big Bazaar Street,', 'Karaikudi', '98942 33445'].join('\n'), 'English');
    expect(got.address).toBe('No. 7, Big Bazaar Street, Karaikudi');
  });

  it('takes nothing from the blank labels of an ID card template', () => {
    const got = extractCardFields(['Employee No', 'Date of Birth', 'Blood Group', 'Date of Issue', 'Authorised Signatory'].join('\n'), 'English');
    expect(fieldsOf(got)).toMatchObject({ name: '', company: '', position: '', phone: '' });
  });

  it("reads numbers labelled 'Mobile No.' or 'Contact No.', the labels a blank template prints alone", () => {
    const got = extractCardFields(['Name: Kiran Patil', 'Mobile No. 98220 12345', 'Contact No.: 020-2567 8901', 'Emergency No'].join('\n'), 'English');
    expect(got).toMatchObject({ name: 'Kiran Patil', phone: '919822012345', notes: 'Phone: 020-2567 8901' });
  });

  it('keeps the numbers of a card from abroad as printed, and asks to check them', () => {
    const got = extractCardFields(['Bilal Ahmed', 'Manager', 'Crescent Traders', 'Shop 4, Anarkali Bazaar, Lahore, Pakistan', 'Cell: 0321 4567890'].join('\n'), 'English');
    expect(got.phone).toBe('03214567890');
    expect(got.confidence?.phone).toBeLessThan(0.7);
  });
});

describe('extractCardFields on designations and organisations', () => {
  it("reads a designation printed as the label of a name ('Prop. Md. Saleem')", () => {
    const got = extractCardFields(['NEW STYLE TAILORS', 'Shop No. 5, Gandhi Market, Warangal', 'Prop. Md. Saleem', 'Cell: 93910 45678'].join('\n'), 'English');
    expect(got).toMatchObject({ name: 'Md. Saleem', position: 'Prop.', company: 'NEW STYLE TAILORS' });
    expect(got.confidence?.name).toBeGreaterThanOrEqual(0.7);
  });

  it("takes '… of India' for an organisation and a club membership for a title, not a company", () => {
    const got = extractCardFields(['BANK OF INDIA', 'R. Lakshmi Narayana', 'Branch Manager', 'Club Member'].join('\n'), 'English');
    expect(got).toMatchObject({ company: 'BANK OF INDIA', name: 'R. Lakshmi Narayana', position: 'Branch Manager' });
  });

  it('ends an American address on its state and ZIP code', () => {
    const got = extractCardFields(['Dana Whitfield', 'Account Executive', 'Harbor Lane Media Inc.', '1200 Market Street, Suite 400', 'San Francisco, CA 94103', 'Tel (415) 555-0134'].join('\n'), 'English');
    expect(got).toMatchObject({ address: '1200 Market Street, Suite 400, San Francisco, CA 94103', phone: '14155550134' });
  });

  it("reads a name whose initials are printed without a space ('K.SRINIVASA RAO', 'P.Balamurugan')", () => {
    expect(extractCardFields('K.SRINIVASA RAO\nSr. Manager - Sales\nVIJAYA DIAGNOSTIC CENTRE', 'English')).toMatchObject({ name: 'K.Srinivasa Rao', position: 'Sr. Manager - Sales' });
    expect(extractCardFields('P.Balamurugan\nBranch Manager', 'English').name).toBe('P.Balamurugan');
  });

  it('is as sure of a name with its designation on the same line as of one above it', () => {
    expect(extractCardFields('Ravi Shankar | Director\nSunrise Solar Pvt Ltd', 'English').confidence?.name).toBeGreaterThanOrEqual(0.7);
  });
});

describe('extractCardFields on bilingual cards and ID cards', () => {
  it('reads a Hindi + English shop card: the trade in Devanagari, the address in English with the Hindi one in the notes', () => {
    const got = extractCardFields(
      ['श्री गणेश ट्रेडर्स', 'SHREE GANESH TRADERS', 'सुरेश अग्रवाल', 'Suresh Agarwal', 'प्रोप्राइटर', 'अनाज मंडी, जयपुर', 'Anaj Mandi, Jaipur - 302001', 'मो. 98290 12345'].join('\n'),
      'Hindi',
    );
    expect(got).toMatchObject({ name: 'Suresh Agarwal', company: 'SHREE GANESH TRADERS', address: 'Anaj Mandi, Jaipur - 302001', phone: '919829012345' });
    expect(got.notes.split('\n')).toEqual(['Name in Hindi: सुरेश अग्रवाल', 'Address in Hindi: अनाज मंडी, जयपुर']);
    expect(got.confidence?.name).toBeGreaterThanOrEqual(0.7);
    expect(extractCardFields('Ram Prasad\nप्रोप्राइटर / Proprietor', 'Hindi').position).toBe('Proprietor');
  });

  it("reads no phone into a student ID card's admission number", () => {
    const got = extractCardFields(['SRI SAI JUNIOR COLLEGE', 'STUDENT IDENTITY CARD', 'Name : M. Sai Teja', 'Adm No : 2024123', "Parent's Ph : 9848012345"].join('\n'), 'English');
    expect(got).toMatchObject({ name: 'M. Sai Teja', phone: '919848012345', company: 'SRI SAI JUNIOR COLLEGE' });
    expect(got.notes).toContain('Adm No: 2024123');
  });
});
