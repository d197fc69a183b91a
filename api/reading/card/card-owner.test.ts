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

  // The shop's name above, in a display font, is what OCR lost.
  it.each([
    ['Hindi', 'डिटरजेंट पाउडर\n8507772670\nnear mohanpur, BE.D college'],
    ['Tamil', 'மளிகை சில்லறை\n98401 23456'],
    ['English', 'DETERGENT POWDER\n8507772670'],
  ])('takes no line of what a shop sells for a name (%s)', (language, text) => {
    const card = extractCardFields(text, language as 'Hindi' | 'Tamil' | 'English');
    expect(card.name).toBe('');
    expect(card.phone).not.toBe('');
  });

  it('does not take one word above a line of services for a name', () => {
    const text = 'VAIVEE\nPROCESSING - PRINTING - BINDING\ninfo@vaivee.in';
    expect(extractCardFields(text, 'English').name).toBe('');
  });
});

describe("a shop's name above the services it lists", () => {
  it('takes the short line in capitals above a list of services for the company, marked for checking', () => {
    const card = extractCardFields('SRI LAKSHMI\nCATERING | DECORATION | LIGHTING\nCell: 94401 23456\n3-4-12, Main Road, Guntur', 'English');
    expect(card.company).toBe('SRI LAKSHMI');
    expect(card.confidence?.company).toBeLessThan(0.7);
    // A service is no one's name.
    expect(card.name).toBe('');
  });

  it('takes no company above a line that is not only services', () => {
    const card = extractCardFields('RAMESH\nSales and Service & Fancy Varieties\nCell: 94401 23456', 'English');
    expect(card.company).toBe('');
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

describe('an ID card that prints no designation or no address', () => {
  it.each([
    ['English', 'CITY TIMES\nEmployee No\nBlood Group\nVISITOR\nwww.citytimes.in\n12, Park Street, Kolkata 700016', 'VISITOR'],
    ['Hindi', 'दैनिक भास्कर\nकर्मचारी क्रमांक\nप्रेस\nwww.bhaskar.com\nMP Nagar, Bhopal 462011', 'प्रेस'],
    ['Kannada', 'ಉದಯವಾಣಿ\nಅತಿಥಿ\nwww.udayavani.com\nManipal 576104', 'ಅತಿಥಿ'],
  ])("takes the bearer's role printed alone for the position (%s)", (language, text, role) => {
    const card = extractCardFields(text, language as 'English');
    expect(card.position).toBe(role);
    expect(card.notes).not.toContain(role);
  });

  it('leaves a role word inside a slogan or a company alone', () => {
    const card = extractCardFields('Sri Ganesh PRESS\nPrinting for every guest\nPh: 98450 12345', 'English');
    expect(card.position).toBe('');
  });

  it("gives the town ending the organisation's line as the address, marked for checking", () => {
    const text = 'Kamaraj Polytechnic College, Madurai\nName: Priya Raman\nPhone: 9440012345';
    const card = extractCardFields(text, 'English');
    expect(card.address).toBe('Madurai');
    expect(card.confidence?.address).toBeLessThan(0.9);
  });

  it('keeps the printed address over the town in the name', () => {
    const text = 'Manipal Hospital, Udupi\nDr. Asha Rao\nTiger Circle, Manipal 576104';
    expect(extractCardFields(text, 'English').address).toBe('Tiger Circle, Manipal 576104');
  });
});

describe('a firm’s trade is no one’s name', () => {
  it("does not take a trade in the plural ('Chartered Accountants', 'Consulting Engineers') for the card owner", () => {
    const card = extractCardFields('Iyer & Associates\nChartered Accountants\nTel: +91 484 2345678\nkochi@iyerassociates.in\nKochi', 'English');
    expect(card.name).toBe('');
    expect(card.company).toBe('Iyer & Associates');
    const firm = extractCardFields('ANAND K. MENON\nPartner\nMenon Builders & Associates\nConsulting Engineers\n98470 12345', 'English');
    expect(firm.name).toBe('Anand K. Menon');
  });

  it("reads a name with 'CPA' after its comma, the letters kept in the notes", () => {
    const card = extractCardFields('Meera Iyer, CPA\nTax Consultant\nIyer Tax Services\n+91 98450 12345\nPune', 'English');
    expect(card.name).toBe('Meera Iyer');
    expect(card.notes).toContain('CPA');
  });
});

describe('a card as shops and offices print them', () => {
  it("takes no blessing between bars for the owner's name, nor what the shop sells", () => {
    const card = extractCardFields(['|| श्री गणेशाय नमः ||', 'शर्मा ज्वैलर्स', 'हॉलमार्क ज्वेलरी', 'राजेश शर्मा', 'प्रोपराइटर', 'दुकान नं. 15, जौहरी बाज़ार, जयपुर - 302003', 'मो.: 98290 12345'].join('\n'), 'Hindi');
    expect(card).toMatchObject({ name: 'राजेश शर्मा', position: 'प्रोपराइटर', company: 'शर्मा ज्वैलर्स' });
    // A man called Ganesh is no blessing.
    expect(extractCardFields(['Ganesh Kumar', 'Proprietor', 'Sri Ganesh Enterprises', 'Cell: 98450 12345'].join('\n'), 'English').name).toBe('Ganesh Kumar');
  });

  it("leaves an officer's service after the name ('Sanjay D. Patil, IAS')", () => {
    expect(extractCardFields(['Government of Maharashtra', 'Shri Sanjay D. Patil, IAS', 'Mob: 94220 11223'].join('\n'), 'English').name).toBe('Shri Sanjay D. Patil');
  });

  it('reads a Hindi company and post named by words of trade', () => {
    const card = extractCardFields(['श्री बालाजी ट्रांसपोर्ट कम्पनी', 'सुनील अग्रवाल', 'प्रबंध निदेशक', 'हेड ऑफिस: 45, ट्रांसपोर्ट नगर, इंदौर - 452014', 'मो.: +91 98260 12345'].join('\n'), 'Hindi');
    expect(card).toMatchObject({ name: 'सुनील अग्रवाल', company: 'श्री बालाजी ट्रांसपोर्ट कम्पनी' });
    expect(extractCardFields(['डॉ. अंजलि वर्मा', 'स्त्री रोग विशेषज्ञ', 'वर्मा नर्सिंग होम', '12, अशोक मार्ग, लखनऊ - 226001', 'मोबाइल: 94150 77889'].join('\n'), 'Hindi')).toMatchObject({
      position: 'स्त्री रोग विशेषज्ञ',
      company: 'वर्मा नर्सिंग होम',
    });
  });
});

describe('a Hindi shop card that opens with a blessing of its own words only', () => {
  it("takes no 'जय माता दी' for a name", () => {
    const card = extractCardFields(['जय माता दी', 'माँ दुर्गा टेंट हाउस', 'रामनिवास कुशवाहा', 'प्रोपराइटर', 'मेन रोड, भोपाल - 462001', 'मो. 98930 12345'].join('\n'), 'Hindi');
    expect(card).toMatchObject({ name: 'रामनिवास कुशवाहा', company: 'माँ दुर्गा टेंट हाउस' });
  });
});

describe('a real-estate card that heads with its firm', () => {
  it("takes the firm for the company and the man below for the name", () => {
    const card = extractCardFields(['SRI SAI PROPERTIES', 'Real Estate | Plots | Flats | Rentals', 'K. VENKATESH', 'Managing Director', 'Cell: 98491 27406'].join('\n'), 'English');
    expect(card).toMatchObject({ company: 'SRI SAI PROPERTIES', name: 'K. Venkatesh' });
  });
});

describe('the owner a shop card names by their designation', () => {
  it.each([
    ['English', 'SAI MOBILE CARE\nChip Level Repairlng | Accessories | Recharge\nProp. Imran Shaikh\nCell: 90000 47813', 'Imran Shaikh', 'Prop.'],
    ['English', 'ANNAPURNA SWEETS & NAMKEEN\nPure Ghee Sweets • Bikaneri Bhujia\nProprietor: Mahendra Kumar Agarwal\nMob.: 94141 38067', 'Mahendra Kumar Agarwal', 'Proprietor'],
    ['English', 'SHREE GANESH HARDWARE & PAINTS\nSunil Wankhede      (Proprietor)\nMob: 98230 61472', 'Sunil Wankhede', 'Proprietor'],
    ['Hindi', 'अग्रवाल किराना स्टोर्स\nथोक एवं फुटकर विक्रेता\nप्रोपराइटर : रमेशचंद्र अग्रवाल\nमो. ९८२६० ४७१३५', 'रमेशचंद्र अग्रवाल', 'प्रोपराइटर'],
  ] as const)('%s: %s', (language, text, name, position) => {
    const card = extractCardFields(text, language);
    expect(card.name).toBe(name);
    expect(card.position).toBe(position);
  });

  it('knows a blessing between bars for what it is, before the bars are cleaned away', () => {
    const card = extractCardFields('|| श्री स्वामी समर्थ ||\nश्री समर्थ साडी सेंटर\nप्रोप्रा. सौ. वैशाली संजय जोशी\nमो. ९४२२२ ७८६१४', 'Hindi');
    expect(card.name).toContain('वैशाली संजय जोशी');
    expect(card.company).toBe('श्री समर्थ साडी सेंटर');
  });

  it('takes the first of two doctors read as one line, and never the label of a number', () => {
    const card = extractCardFields('SMILE CARE DENTAL CLINIC\nDr. Arvind Rao      Dr. Kavya Rao\nBDS, MDS (Orthodontics)\nClinic: 0891-2754318      Mob: 99123 48705', 'English');
    expect(card.name).toBe('Dr. Arvind Rao');
  });
});

describe('what set 5 showed (modern cards)', () => {
  it('takes no item of a list cut by bullets for a name', () => {
    const card = extractCardFields('EXCEL TUITION CENTRE\nClasses VI to XII | CBSE • ICSE • State Board\nM. Ganesh Babu, M.Sc., B.Ed.\nDirector\nCell: 98941 55667', 'English');
    expect(card.name).toBe('M. Ganesh Babu');
  });

  it("takes the titled name under a firm's trade, and the designation below it rather than the trade above", () => {
    const card = extractCardFields('शर्मा एंड एसोसिएट्स\nचार्टर्ड अकाउंटेंट्स\nसीए राजेश कुमार शर्मा\nएफ.सी.ए.\nपार्टनर\nमो.: 94150 23456', 'Hindi');
    expect(card.name).toContain('राजेश कुमार शर्मा');
    expect(card.position).toBe('पार्टनर');
    expect(card.company).toBe('शर्मा एंड एसोसिएट्स');
  });

  it('reads a job of an organisation as the job', () => {
    const card = extractCardFields('Hyderabad City Police\nB. SRINIVAS RAO, IPS\nDeputy Commissioner of Police\nCUG: 94906 16520', 'English');
    expect(card.position).toBe('Deputy Commissioner of Police');
  });

  it.each([
    ['LOFT & LINEN\nInterior Design Studio\nSanya Kapoor\nFounder & Lead Designer\n+91 98111 22334\nhello@loftandlinen.in', 'LOFT & LINEN'],
    ['SMILE ARC\nDENTAL CARE\nDr. Kavita Rao\nBDS\n+91 98111 22334\ninfo@smilearc.in', 'SMILE ARC DENTAL CARE'],
    ['SUNRISE\nSunrise Multispeciality Hospital\nDr. Meera Iyengar\nMBBS\n+91 98860 11223\nmeera@sunrisehospital.in', 'Sunrise Multispeciality Hospital'],
  ])('takes the brand its domain spells over the line of its trade: %s', (text, company) => {
    expect(extractCardFields(text, 'English').company).toBe(company);
  });

  it("takes a priest's temple for his organisation", () => {
    const card = extractCardFields('Subramanya Sharma G.\nChief Archaka & Purohit\nSri Ranganatha Swamy Temple\nMob: 94482 11557\n#34, Temple Street, Basavanagudi,\nBengaluru - 560004', 'English');
    expect(card.company).toBe('Sri Ranganatha Swamy Temple');
    expect(card.address).toContain('Temple Street');
  });
});

describe('visiting cards printed in the Indian scripts, and ID cards of offices', () => {
  it("knows a shop's trade in the card's script, and the person above their designation under the shop's taglines", () => {
    const kannada = 'ಶ್ರೀ ವಿನಾಯಕ ಪ್ರಿಂಟರ್ಸ್\nಲಗ್ನ ಪತ್ರಿಕೆ, ಬಿಲ್ ಪುಸ್ತಕ ಮುದ್ರಣ\nಕೆ. ಪ್ರಕಾಶ್\nಮಾಲೀಕರು\nಮೊ: 98801 23456';
    const card = extractCardFields(kannada, 'Kannada');
    expect(card.name).toBe('ಕೆ. ಪ್ರಕಾಶ್');
    expect(card.company).toContain('ಪ್ರಿಂಟರ್ಸ್');
    const tamil = 'ஸ்ரீ முருகன் கேட்டரிங்\nசைவ விருந்து ஆர்டர் பெறப்படும்\nஆ. செல்வம்\nஉரிமையாளர்\nசெல்: 94431 22334';
    expect(extractCardFields(tamil, 'Tamil').name).toBe('ஆ. செல்வம்');
  });

  it('takes a line of degrees for no one\'s name', () => {
    const text = 'डॉ. सुनील कुमार जैन\nएम.बी.बी.एस., एम.डी.\nविशेषज्ञ\nमो. 98290 11223';
    expect(extractCardFields(text, 'Hindi').name).toBe('डॉ. सुनील कुमार जैन');
  });

  it("keeps a job and its area as one designation ('Manager - Exports')", () => {
    const text = 'ARORA HANDLOOMS\nNeha Arora\nManager - Exports\nMob: 98110 22334\nneha@arorahandlooms.in';
    const card = extractCardFields(text, 'English');
    expect(card.name).toBe('Neha Arora');
    expect(card.position).toBe('Manager - Exports');
  });

  it("takes the labelled address over a college's affiliation, and a government's department for the company", () => {
    const student = 'GOVT. POLYTECHNIC COLLEGE\n(Affiliated to DTE, Mysuru)\nName: ANIL R GOWDA\nAddress: 4th Cross, Vidyanagar, Hassan\nParent Mob: 94480 11223';
    expect(extractCardFields(student, 'English').address).toContain('Vidyanagar');
    const officer = 'GOVERNMENT OF TAMIL NADU\nDEPARTMENT OF FISHERIES\nIDENTITY CARD\nName : R. SENTHIL\nDesignation : Inspector\nMob: 94431 55667';
    expect(extractCardFields(officer, 'English').company).toBe('DEPARTMENT OF FISHERIES, GOVERNMENT OF TAMIL NADU');
  });

  it("takes the brand at the top that spells the card's domain over a line of the trade further down", () => {
    const text = 'KAPOOR OVERSEAS\nGovt. Recognised Export House\nManufacturers & Exporters of Brass Handicrafts\nRohit Kapoor\nDirector\nrohit@kapooroverseas.com';
    const card = extractCardFields(text, 'English');
    expect(card.company).toBe('KAPOOR OVERSEAS');
    expect(card.name).toBe('Rohit Kapoor');
  });
});

describe('what a card lists is no name, and a post keeps its specialty', () => {
  it("takes no list of a shop's goods for a name, and the person just above the phone", () => {
    const text = 'गुप्ता टेंट हाउस\nशादी-ब्याह एवं सभी आयोजनों हेतु\nकुर्सी, मेज़, लाइट, साउंड\nअमित गुप्ता\nमो. 94122 11223\nस्टेशन रोड, बागपत';
    expect(extractCardFields(text, 'Hindi').name).toBe('अमित गुप्ता');
  });

  it("reads an advocate's title before the name, and keeps 'Senior Consultant - Orthopaedics' whole", () => {
    const advocate = 'एडवोकेट सुनील कुमार मिश्रा\nएल.एल.बी.\nजिला न्यायालय, वाराणसी\nमो. 94150 22334';
    expect(extractCardFields(advocate, 'Hindi').name).toBe('एडवोकेट सुनील कुमार मिश्रा');
    const doctor = 'CITY BONE & JOINT CENTRE\n(A unit of Medicity Hospitals Pvt. Ltd.)\nDr. Kiran Patil\nMS (Ortho)\nSenior Consultant - Orthopaedics\nMob: 98220 33445';
    const card = extractCardFields(doctor, 'English');
    expect(card.position).toBe('Senior Consultant - Orthopaedics');
    expect(card.company).toBe('CITY BONE & JOINT CENTRE');
  });

  it("takes a line of a firm's partners for no company", () => {
    const text = 'MEHTA & IYER\nCHARTERED ACCOUNTANTS\nCA Ravi Iyer\nPartner\nravi@mehtaiyer.in\nPartners: Ravi Iyer  Sonal Mehta';
    expect(extractCardFields(text, 'English').company).not.toMatch(/Partners:/);
  });
});

describe('a name and its designation read as one line', () => {
  it("splits 'K. Suresh Babu Proprietor' but keeps 'Area Sales Manager' a job", () => {
    const card = extractCardFields('SRI DURGA TEXTILES\nK. Suresh Babu Proprietor\nMob: 98480 11223', 'English');
    expect([card.name, card.position]).toEqual(['K. Suresh Babu', 'Proprietor']);
    expect(extractCardFields('ACME PAINTS\nRohan Desai\nArea Sales Manager\nMob: 98480 11223', 'English').position).toBe('Area Sales Manager');
  });

  it("knows a Marathi shop's owner ('मालक') and its address by its market", () => {
    const card = extractCardFields('श्री गणेश कृषी सेवा केंद्र\nराजेश पाटील\nमालक\nबस स्टँड जवळ, मुख्य बाजार, सांगली\nमो. 94220 33445', 'Hindi');
    expect([card.name, card.position]).toEqual(['राजेश पाटील', 'मालक']);
    expect(card.company).toContain('कृषी सेवा केंद्र');
  });
});
