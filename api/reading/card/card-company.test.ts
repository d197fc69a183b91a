/**
 * The company on a card as logos print it (card-company.ts), through the whole card reader: spelled
 * by its own email or website over the lines its logo stacks it on, its initials, its trade
 * printed under it.
 */
import { describe, expect, it } from 'vitest';
import { extractCardFields } from './card-rules';

const company = (text: string) => extractCardFields(text, 'English').company;

describe('the company the card\'s own address spells', () => {
  it('joins a brand word and the trade printed under it', () => {
    expect(company('Amol Jagtap\nService Manager\n98509 64213\nSAHYADRI\nMOTOR WORKS\nMulti-brand Car Service | Denting & Painting\nSurvey No. 112, Hadapsar, Pune - 411013.\nEmail : sahyadrimotorworks@gmail.com')).toBe('SAHYADRI MOTOR WORKS');
    expect(company('a\nKAYAL\nKITCHEN\nSeafood Restaurant\nRinto Paul\nRestaurant Manager\n+91 85474 29016\nkayalkitchenkoch1@grnail.corn')).toBe('KAYAL KITCHEN');
  });

  it('takes the name at the top over a line that describes the trade, with the blessing it opens with', () => {
    expect(company('SREE VARADHA SILK HOUSE\nPure Kanchipuram Silk Sarees - Wholesale & Retail\nV. Muthukrishnan\nProprietor\nCell : 98401 72653\nEmail : varadhasilks@gmail.com')).toBe('SREE VARADHA SILK HOUSE');
    expect(company('Ketan Thakkar 94271 38806\nPartners\nSHREE KHODIYAR\nHARDWARE & SANITARY\nDealers in : Pipes, Fittings, Paints & Tools\nE-mail : khodiyarhardware.rjt@gmail.com')).toBe('SHREE KHODIYAR HARDWARE & SANITARY');
  });

  it('keeps a shop name that is one word a blessing also uses', () => {
    expect(company('P. ARUMUGASAMY\nCell : 94432 85017\nManaging Partner\nJAYAM\nOFFSET PRINTERS\nE-mail : jayamoffset.svks@gmail.com')).toBe('JAYAM OFFSET PRINTERS');
  });

  it('takes no person for the company when the address spells their name', () => {
    const card = extractCardFields('RAJESH KUMAR\nSales Executive\nBLUE STAR TRADERS\n98450 12345\nrajeshkumar@gmail.com', 'English');
    expect(card.name).toBe('Rajesh Kumar');
    expect(card.company).toBe('BLUE STAR TRADERS');
  });
});

describe('the company as a logo prints it', () => {
  it('takes the name the initials stand for', () => {
    expect(company('BIMS\nBhoj Institute of Management Studies\n(Affiliated to Barkatullah University)\nDr. Farheen Qureshi\nAssociate Professor - Finance\nf.qureshi@bims.edu.in')).toBe('Bhoj Institute of Management Studies');
  });

  it('joins a trade word in an Indian script to the name above it', () => {
    const card = extractCardFields('செல் : 90957 44821\nசெட்டிநாடு விருந்து\nஉணவகம்\nஅ. சிதம்பரம்\nஉரிமையாளர்', 'Tamil');
    expect(card.company).toBe('செட்டிநாடு விருந்து உணவகம்');
    expect(card.name).toBe('அ. சிதம்பரம்');
  });

  it('knows a trade word whether or not its letters are joined with a zero-width non-joiner', () => {
    expect(extractCardFields('ಶ್ರೀ ವೀರಭದ್ರೇಶ್ವರ ಹಾರ್ಡ್\u200cವೇರ್ಸ್\nಬಿ. ಶಿವಕುಮಾರ್\nಮಾಲೀಕರು\nಮೊ : 99860 34127', 'Kannada').company).toBe('ಶ್ರೀ ವೀರಭದ್ರೇಶ್ವರ ಹಾರ್ಡ್ವೇರ್ಸ್');
  });
});

describe('a brand at the top its own address spells, with no word of trade', () => {
  it('takes the brand over the line of its trade, and the person below keeps their name', () => {
    const card = extractCardFields('VIDYA PATH\nCLASSES\nA Step Towards Success\nAnurag Srivastava\nDirector\nMob. 94150 27783\nvidyapath.aliganj@gmail.com', 'English');
    expect(card.company).toBe('VIDYA PATH');
    expect(card.name).toBe('Anurag Srivastava');
    expect(company('GSTIN : 07AHKPG4412M1ZQ\nRx\nSANJIVANI\nPharmacy & Surgicals\nRavinder Singh Gill\nProprietor\nsanjivani.karolbagh@gmail.com')).toBe('SANJIVANI');
  });

  it('keeps the company line that names the brand whole, and the name its initials stand for', () => {
    expect(company('SUNRISE\nSunrise Multispeciality Hospital\nDr. Asha Rao\nConsultant\nsunrise.hosp@gmail.com')).toBe('Sunrise Multispeciality Hospital');
    expect(company('VNSB\nVIDARBHA NAGARI SAHAKARI BANK LTD.\nPrashant Deshmukh\nBranch Manager\nvnsb.dharampeth@gmail.com')).toBe('VIDARBHA NAGARI SAHAKARI BANK LTD.');
  });
});

describe("a brand and its trade in an Indian script at the card's top", () => {
  it('joins a brand to the few words of its trade printed under it', () => {
    const card = extractCardFields('ധന്വന്തരി\nആയുർവേദ ചികിത്സാലയം\nവൈദ്യർ കെ. പി. നാരായണൻ നമ്പൂതിരി\nചീഫ് ഫിസിഷ്യൻ\nമൊബൈൽ : 94470 52381', 'Malayalam');
    expect(card.company).toBe('ധന്വന്തരി ആയുർവേദ ചികിത്സാലയം');
    expect(card.name).toBe('വൈദ്യർ കെ. പി. നാരായണൻ നമ്പൂതിരി');
    expect(extractCardFields('శ్రీ వెంకటేశ్వర\nఫర్టిలైజర్స్ & పెస్టిసైడ్స్\nబొల్లా శ్రీనివాసరావు\nప్రొప్రైటర్\nసెల్ : 98490 63218', 'Telugu').company).toBe('శ్రీ వెంకటేశ్వర ఫర్టిలైజర్స్ & పెస్టిసైడ్స్');
  });
});
