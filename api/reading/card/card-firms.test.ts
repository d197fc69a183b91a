/**
 * Cards of firms and shops as OCR reads them: a firm named for its partners, a name with the
 * owner's word after it, a line of what the firm makes under its name, and the words of the
 * trade in the Indian scripts.
 */
import { describe, expect, it } from 'vitest';
import { extractCardFields } from './card-rules';

describe('the firm', () => {
  it('takes partners’ names joined by “&” above a trade in the plural for the firm', () => {
    const text = ['GSTIN : 08AAQFM3382L1Z5', 'MAHESHWARI & JHANWAR', 'CHARTERED ACCOUNTANTS', 'CA Ankit Maheshwari', 'Partner', 'Mob. : 94607 83315'].join('\n');
    expect(extractCardFields(text, 'English')).toMatchObject({ company: 'MAHESHWARI & JHANWAR', position: 'Partner' });
  });

  it('does not take what the firm makes for its name, beside the name in its own script', () => {
    const text = ['శ్రీ వీరభద్ర సిల్క్స్', 'Manufacturers of Pure Silk Sarees', 'K. CHANDRASEKHAR', 'Proprietor', 'veerabhadrasilks.dmm@gmail.com'].join('\n');
    expect(extractCardFields(text, 'Telugu').company).toContain('వీరభద్ర సిల్క్స్');
  });

  it('spells the firm as its own website does where OCR misread a letter or two of it', () => {
    const text = ['Bandra (E), Mumbai - 400 051.', 'Rajwacla That', 'VEG. PREMIUM THALI', 'www.rajwadathal.com Tel: 022 68888 222'].join('\n');
    expect(extractCardFields(text, 'English').company).toBe('Rajwada Thal');
    // A name its website spells with more letters than one or two apart is left as printed.
    expect(extractCardFields('Sunrise Traders\nwww.sunshinetraders.in', 'English').company).toBe('Sunrise Traders');
  });

  it('knows a jeweller, a cloth store and a temple by their words in the Indian scripts', () => {
    expect(extractCardFields('HJ\nഹരിത ജ്വല്ലറി\nJOJI AUGUSTINE\nManaging Director', 'Malayalam').company).toBe('ഹരിത ജ്വല്ലറി');
    expect(extractCardFields('శ్రీ లక్ష్మీ గణపతి వస్త్రాలయం\nబి. అప్పలనాయుడు\nయజమాని\nCell : 94900 11223', 'Telugu').company).toContain('వస్త్రాలయం');
  });
});

describe('the person', () => {
  it('takes two names before the owner’s word on one line for the name', () => {
    const text = ['RAM KISHAN & SONS', 'JEWELLERS', 'Anuj Garg Proprietor', 'Sarafa Bazar, Karnal (Haryana) - 132001'].join('\n');
    expect(extractCardFields(text, 'English')).toMatchObject({ name: 'Anuj Garg', position: 'Proprietor' });
  });

  it('reads the doctor’s name on the line where another column’s number and its label were read', () => {
    const text = ['VATSALYA CHILDREN\'S CLINIC', 'Dr. Shreya Patil Clinic : 0831-246 5128', 'MBBS, MD (Paed) Mob : +91 94808 12376', 'Consultant Paediatrician', 'Sunday Holiday'].join('\n');
    expect(extractCardFields(text, 'English')).toMatchObject({ name: 'Dr. Shreya Patil', company: 'VATSALYA CHILDREN\'S CLINIC' });
  });

  it('reads initials whose dots OCR lost, and a one-word logo above the services, as a photo from a chair gives them', () => {
    const text = ['K RB MUDALIAR', 'Ph: (0) 27660486', 'Cell : 9849373800', 'Vaivee', 'PROCESSING - PRINTING - BINDING', '2, Gyani Complex, 1-9-630/1, Vidyanagar, Beside SBH, Hyderabad - 44.'].join('\n');
    expect(extractCardFields(text, 'English')).toMatchObject({ name: 'K RB Mudaliar', company: 'Vaivee' });
  });

  it('keeps a job that ends in a designation one job', () => {
    expect(extractCardFields('Bluepeak Technologies\nKavya Rao\nArea Business Manager', 'English')).toMatchObject({ name: 'Kavya Rao', position: 'Area Business Manager' });
  });

  it('reads a trustee and a partner in Kannada and Tamil as the designation, not the name', () => {
    const kannada = ['ಶ್ರೀ ಬನಶಂಕರಿ ಅಮ್ಮನವರ ದೇವಸ್ಥಾನ ಟ್ರಸ್ಟ್ (ರಿ.)', 'ಎಂ. ಆರ್. ಶಿವಲಿಂಗಪ್ಪ', 'ಧರ್ಮದರ್ಶಿಗಳು', 'Mob : +91 94481 23076'].join('\n');
    expect(extractCardFields(kannada, 'Kannada')).toMatchObject({ name: expect.stringContaining('ಶಿವಲಿಂಗಪ್ಪ'), position: expect.stringContaining('ಧರ್ಮದರ್ಶಿ') });
    const tamil = ['ஸ்ரீ கணபதி டெக்ஸ்டைல்ஸ்', 'க.ப. செந்தில்குமார்', 'பங்குதாரர்', 'Cell : 94431 57206'].join('\n');
    expect(extractCardFields(tamil, 'Tamil')).toMatchObject({ name: expect.stringContaining('செந்தில்குமார்'), position: 'பங்குதாரர்' });
  });
});
