import { describe, expect, it } from 'vitest';
import type { ExtractedIdCard } from '@shared/schemas/contacts';
import { lowConfidenceFields } from '@shared/schemas/confidence';
import { extractCardFields } from './card-rules';

type Fields = Omit<ExtractedIdCard, 'confidence'>;
/** The fields without their confidence, which tests of its own look at. */
const fieldsOf = ({ confidence: _, ...fields }: ExtractedIdCard): Fields => fields;

// Text as the embedded OCR returns it: one printed line per line, blank lines between blocks,
// with the slips tesseract makes on real photos (',' for '.', stray marks, a junk line).
describe('extractCardFields', () => {
  it('reads an English corporate card, taking the mobile over the office line', () => {
    const text = [
      'Ananya Krishnan',
      '',
      'Senior Product Manager',
      '',
      'Bluepeak Technologies Pvt. Ltd.',
      '',
      '4th Floor, Prestige Tech Park, Outer Ring Road,',
      'Marathahalli, Bengaluru 560103',
      '',
      'T: +91 80 4123 4567 M: +91 98860 23456',
      'ananya.k@bluepeak.in www.bluepeak.in',
    ].join('\n');
    expect(fieldsOf(extractCardFields(text, 'English'))).toEqual<Fields>({
      name: 'Ananya Krishnan',
      email: 'ananya.k@bluepeak.in',
      phone: '919886023456',
      company: 'Bluepeak Technologies Pvt. Ltd.',
      position: 'Senior Product Manager',
      profession: '',
      address: '4th Floor, Prestige Tech Park, Outer Ring Road, Marathahalli, Bengaluru 560103',
      website: 'www.bluepeak.in',
      notes: 'Phone: +91 80 4123 4567',
    });
  });

  it("reads a doctor's card: title kept, degrees and registration number in the notes, profession Doctor", () => {
    const text = [
      'Dr. Ramesh Hegde',
      'MBBS, MD (General Medicine)',
      'Consultant Physician',
      'Manipal Hospital',
      '98, HAL Old Airport Road, Bengaluru 560017',
      'Mob: 94481 12345 Reg. No. KMC 45678',
      'ramesh.hegde@manipalhospitals,com',
    ].join('\n');
    expect(fieldsOf(extractCardFields(text, 'English'))).toEqual<Fields>({
      name: 'Dr. Ramesh Hegde',
      email: 'ramesh.hegde@manipalhospitals.com',
      phone: '919448112345',
      company: 'Manipal Hospital',
      position: 'Consultant Physician',
      profession: 'Doctor',
      address: '98, HAL Old Airport Road, Bengaluru 560017',
      website: '',
      notes: 'MBBS, MD (General Medicine)\nReg. No: KMC 45678',
    });
  });

  it("reads an advocate's card printed in capitals, with a landline before the mobile", () => {
    const text = [
      'ADV. PRIYA MENON',
      'B.A., LL.B.',
      'Advocate & Notary',
      'High Court of Kerala',
      '',
      'Menon Law Chambers',
      "Chamber No. 14, Lawyers' Complex,",
      'High Court Road, Ernakulam, Kochi - 682031',
      'Ph: 0484 2371234 Mob: +91 94470 33445',
      'E-mail: priya.menon.adv@gmail.com',
    ].join('\n');
    expect(fieldsOf(extractCardFields(text, 'English'))).toEqual<Fields>({
      name: 'Adv. Priya Menon',
      email: 'priya.menon.adv@gmail.com',
      phone: '919447033445',
      company: 'Menon Law Chambers',
      position: 'Advocate & Notary',
      profession: 'Lawyer',
      address: "Chamber No. 14, Lawyers' Complex, High Court Road, Ernakulam, Kochi - 682031",
      website: '',
      notes: 'B.A., LL.B.\nHigh Court of Kerala\nPhone: 0484 2371234',
    });
  });

  it('reads a bilingual English + Kannada card: English name and company, the Kannada name in the notes', () => {
    const text = [
      'ಮಂಜುನಾಥ್ ಗೌಡ',
      'Manjunath Gowda',
      '',
      'ವ್ಯವಸ್ಥಾಪಕ ನಿರ್ದೇಶಕರು',
      'Managing Director',
      '',
      'ಶ್ರೀ ಲಕ್ಷ್ಮಿ ಎಂಟರ್‌ಪ್ರೈಸಸ್',
      'Sri Lakshmi Enterprises',
      'No. 12, 2nd Cross, Vijayanagar, Mysuru 570017',
      'ಮೊಬೈಲ್: ೯೪೪೮೦ ೨೩೪೫೬ Ph: 0821 2345678',
      'manju.gowda@lakshmient.com',
    ].join('\n');
    expect(fieldsOf(extractCardFields(text, 'Kannada'))).toEqual<Fields>({
      name: 'Manjunath Gowda',
      email: 'manju.gowda@lakshmient.com',
      phone: '919448023456',
      company: 'Sri Lakshmi Enterprises',
      position: 'Managing Director',
      profession: '',
      address: 'No. 12, 2nd Cross, Vijayanagar, Mysuru 570017',
      website: '',
      notes: 'Name in Kannada: ಮಂಜುನಾಥ್ ಗೌಡ\nPhone: 0821 2345678',
    });
  });

  it('reads an English + Hindi card of a chartered accountant, with a GSTIN for the notes', () => {
    const text = [
      'CA Rajesh Gupta',
      '',
      'राजेश गुप्ता',
      '',
      'Chartered Accountant',
      '',
      'Gupta & Associates',
      '',
      'B-42, Civil Lines, Jaipur 302006',
      '',
      'मो, 98290 45678 rajesh@guptaassociates.in',
      'GSTIN: 08ABCDE1234F1Z5',
    ].join('\n');
    expect(fieldsOf(extractCardFields(text, 'Hindi'))).toEqual<Fields>({
      name: 'CA Rajesh Gupta',
      email: 'rajesh@guptaassociates.in',
      phone: '919829045678',
      company: 'Gupta & Associates',
      position: 'Chartered Accountant',
      profession: 'Chartered Accountant',
      address: 'B-42, Civil Lines, Jaipur 302006',
      website: '',
      notes: 'Name in Hindi: राजेश गुप्ता\nGSTIN: 08ABCDE1234F1Z5',
    });
  });

  it("reads a Hindi-first doctor's card with a Jaipur landline", () => {
    const got = extractCardFields(
      [
        'डॉ. सुनीता शर्मा',
        'Dr. Sunita Sharma',
        'M.B.B.S., D.G.O.',
        'स्त्री रोग विशेषज्ञ',
        'Gynaecologist & Obstetrician',
        'Sharma Nursing Home',
        '12, Civil Lines, Jaipur - 302006',
        'मो. 98290 12345 फोन: 0141-2223344',
      ].join('\n'),
      'Hindi',
    );
    expect(got).toMatchObject({
      name: 'Dr. Sunita Sharma',
      phone: '919829012345',
      company: 'Sharma Nursing Home',
      position: 'Gynaecologist & Obstetrician',
      profession: 'Doctor',
      address: '12, Civil Lines, Jaipur - 302006',
    });
    expect(got.notes.split('\n')).toEqual(
      expect.arrayContaining(['Name in Hindi: डॉ. सुनीता शर्मा', 'M.B.B.S., D.G.O.', 'Phone: 0141-2223344']),
    );
  });

  it('reads a Tamil + English card, the name printed with an initial', () => {
    const got = extractCardFields(
      [
        'திரு. க. முருகன்',
        'K. MURUGAN',
        'Proprietor',
        '',
        'ஸ்ரீ லக்ஷ்மி ஜுவல்லர்ஸ்',
        'Sri Lakshmi Jewellers',
        '25, Gandhi Salai, T. Nagar, Chennai - 600017',
        'கைபேசி: 98410 56789',
        'Email: murugan.jewellers@gmail.com',
      ].join('\n'),
      'Tamil',
    );
    expect(got).toMatchObject({
      name: 'K. Murugan',
      email: 'murugan.jewellers@gmail.com',
      phone: '919841056789',
      company: 'Sri Lakshmi Jewellers',
      position: 'Proprietor',
      address: '25, Gandhi Salai, T. Nagar, Chennai - 600017',
    });
    expect(got.notes.split('\n')[0]).toBe('Name in Tamil: திரு. க. முருகன்');
  });

  it('reads a card with only Tamil on it', () => {
    const got = extractCardFields(
      ['முனைவர் இரா. செல்வம்', 'பேராசிரியர்', 'தமிழ்த் துறை', 'மதுரை காமராசர் பல்கலைக்கழகம்', 'அலைபேசி: 94431 22334'].join('\n'),
      'Tamil',
    );
    expect(got).toMatchObject({
      name: 'முனைவர் இரா. செல்வம்',
      phone: '919443122334',
      company: 'மதுரை காமராசர் பல்கலைக்கழகம்',
      position: 'பேராசிரியர்',
      profession: 'Academic',
    });
    expect(got.notes).toContain('தமிழ்த் துறை');
  });

  it('reads through OCR noise: a junk line, a stray mark, a comma for a dot, a fax and a GSTIN', () => {
    const got = extractCardFields(
      [
        '| A EE A Be Ae',
        '~ SHREYA RAO',
        'Head of Marketing',
        'NIMBUS SOFTWARE SOLUTIONS',
        '#301, 3rd Floor, Brigade Towers,',
        'Brigade Road, Bengaluru-560025',
        'Tel: +91-80-2558 1234 | Mob: +91 99000 11223',
        'Fax: +91-80-2558 1235',
        'shreya.rao@nimbus,co.in | www.nimbus.co.in',
        'GSTIN: 29AABCN1234M1Z8',
      ].join('\n'),
      'English',
    );
    expect(fieldsOf(got)).toEqual<Fields>({
      name: 'Shreya Rao',
      email: 'shreya.rao@nimbus.co.in',
      phone: '919900011223',
      company: 'NIMBUS SOFTWARE SOLUTIONS',
      position: 'Head of Marketing',
      profession: '',
      address: '#301, 3rd Floor, Brigade Towers, Brigade Road, Bengaluru-560025',
      website: 'www.nimbus.co.in',
      notes: 'Phone: +91-80-2558 1234\nFax: +91-80-2558 1235\nGSTIN: 29AABCN1234M1Z8',
    });
  });

  it('reads a bilingual Kannada university card: Professor beats Dr. for the profession, the department goes to notes', () => {
    const got = extractCardFields(
      [
        'ಡಾ. ಶ್ರೀನಿವಾಸ ಮೂರ್ತಿ',
        'Dr. Srinivasa Murthy',
        'ಪ್ರಾಧ್ಯಾಪಕರು, ಕನ್ನಡ ವಿಭಾಗ',
        'Professor, Department of Kannada',
        'ಮೈಸೂರು ವಿಶ್ವವಿದ್ಯಾಲಯ',
        'University of Mysore',
        'Manasagangotri, Mysuru - 570006',
        'ದೂರವಾಣಿ: 0821-2419333',
        'srinivasa.murthy@uni-mysore.ac.in',
      ].join('\n'),
      'Kannada',
    );
    expect(got).toMatchObject({
      name: 'Dr. Srinivasa Murthy',
      email: 'srinivasa.murthy@uni-mysore.ac.in',
      phone: '918212419333',
      company: 'University of Mysore',
      position: 'Professor',
      profession: 'Academic',
      address: 'Manasagangotri, Mysuru - 570006',
    });
    expect(got.notes.split('\n')).toEqual(
      expect.arrayContaining(['Name in Kannada: ಡಾ. ಶ್ರೀನಿವಾಸ ಮೂರ್ತಿ', 'Department of Kannada']),
    );
  });

  it('reads a foreign card and keeps its country codes', () => {
    const got = extractCardFields(
      [
        "James O'Connor",
        'Chief Technology Officer',
        'Northwind Analytics Ltd',
        '10 Finsbury Square, London EC2A 1AF, United Kingdom',
        'Office: +44 20 7946 0958 Mobile: +44 7700 900123',
        'james.oconnor@northwind.co.uk',
        'northwind.co.uk',
      ].join('\n'),
      'English',
    );
    expect(got).toMatchObject({
      name: "James O'Connor",
      email: 'james.oconnor@northwind.co.uk',
      phone: '447700900123',
      company: 'Northwind Analytics Ltd',
      position: 'Chief Technology Officer',
      address: '10 Finsbury Square, London EC2A 1AF, United Kingdom',
      website: 'northwind.co.uk',
      notes: 'Phone: +44 20 7946 0958',
    });
  });

  it('reads an employee ID card with labelled fields', () => {
    const got = extractCardFields(
      [
        'INFOSYS',
        'Infosys Limited',
        'Name: VIKRAM SINGH',
        'EMP ID: 123456',
        'Designation: Senior Engineer',
        'Blood Group: B+',
        'Valid till: 31/03/2027',
      ].join('\n'),
      'English',
    );
    expect(fieldsOf(got)).toEqual<Fields>({
      name: 'Vikram Singh',
      email: '',
      phone: '',
      company: 'Infosys Limited',
      position: 'Senior Engineer',
      profession: 'Engineer',
      address: '',
      website: '',
      notes: 'EMP ID: 123456\nBlood Group: B+\nValid till: 31/03/2027',
    });
  });

  it('finds a company printed without a company word through the website', () => {
    const got = extractCardFields(['ZEPHYRLABS', 'Rohan Mehta', 'Founder', 'rohan@zephyrlabs.io', 'www.zephyrlabs.io'].join('\n'), 'English');
    expect(got).toMatchObject({ name: 'Rohan Mehta', company: 'ZEPHYRLABS', position: 'Founder', website: 'www.zephyrlabs.io' });
  });

  it('splits a job and a company printed on one line', () => {
    expect(extractCardFields('Kavya Reddy\nPartner at Reddy & Associates\n+91 90000 12345', 'English')).toMatchObject({
      name: 'Kavya Reddy',
      position: 'Partner',
      company: 'Reddy & Associates',
      phone: '919000012345',
    });
  });

  it('gives empty fields, not guesses, for text that is no card', () => {
    expect(fieldsOf(extractCardFields('~~ | ,,\n\n. ..', 'English'))).toEqual<Fields>({
      name: '',
      email: '',
      phone: '',
      company: '',
      position: '',
      profession: '',
      address: '',
      website: '',
      notes: '',
    });
  });
});

// Layouts of small-shop and trade cards, as tesseract reads them off a photo.
describe('extractCardFields confidence', () => {
  it('is sure of labelled and well-formed details, and unsure of a name told only by its shape', () => {
    const got = extractCardFields(['Meera Pillai', 'Lotus Interiors', 'E-mail: meera@lotusinteriors.in', 'Mob: 98470 11223'].join('\n'), 'English');
    expect(got.confidence).toMatchObject({ email: 0.95, phone: 0.95 });
    expect(lowConfidenceFields(got.confidence)).toEqual(['name']);
  });

  it('is surer of a name just above a designation, or with a title', () => {
    expect(extractCardFields('Meera Pillai\nInterior Designer', 'English').confidence?.name).toBeGreaterThanOrEqual(0.7);
    expect(extractCardFields('Dr. Meera Pillai\nLotus Clinic', 'English').confidence?.name).toBeGreaterThanOrEqual(0.7);
  });

  it('marks an email whose OCR slips were put right, or whose start may be lost, for checking', () => {
    expect(extractCardFields('Email: suresh.k@gmall com', 'English')).toMatchObject({ email: 'suresh.k@gmail.com', confidence: { email: 0.6 } });
    const cut = extractCardFields('sureshk?9@gmail.com', 'English');
    expect(cut.email).toBe('sureshk?9@gmail.com');
    expect(cut.confidence?.email).toBeLessThan(0.7);
  });

  it('is sure of an email printed after a number on its line, unsure of one whose start OCR split off', () => {
    expect(extractCardFields('M: 98450 12345 ravi@acme.in', 'English').confidence?.email).toBe(0.95);
    expect(extractCardFields('ravik umar@gmail.com', 'English').confidence?.email).toBeLessThan(0.7);
  });

  it('says nothing for fields it left empty', () => {
    expect(extractCardFields('~~ | ,,\n. ..', 'English').confidence).toEqual({});
  });
});

describe('extractCardFields: labels misread', () => {
  it("takes no ID card label for a name when OCR misread one of its letters ('Employes No')", () => {
    const got = extractCardFields(['sanmarg', 'Employes No', 'Date of Birth', 'Mobile No.', 'Authorised Signatory'].join('\n'), 'English');
    expect(got.name).toBe('');
  });

  it('still takes a name one letter from a common word when it is no label', () => {
    expect(extractCardFields('Ravi Mohile\nSales Manager\n98450 12345', 'English').name).toBe('Ravi Mohile');
  });
});
