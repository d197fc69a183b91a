/**
 * Names and designations as shops print them and OCR reads them: a letter read as a digit, a
 * dish, a designation beside a number, trades such as in-charge and surveyor.
 */
import { describe, expect, it } from 'vitest';
import { extractCardFields } from './card-rules';

describe('extractCardFields: what OCR and shops print around the name', () => {
  it("reads a name whose 'l' OCR gave as '1'", () => {
    expect(extractCardFields('KAYAL\nKITCHEN\nSeafood Restaurant\nRinto Pau1\nRestaurant Manager\n+91 85474 29016', 'English').name).toBe('Rinto Paul');
  });

  it("takes no dish for a name ('VEG. GUJARATI THALI')", () => {
    expect(extractCardFields('Gujju Rasoi\nVEG. GUJARATI THALI\n8097412255\nwww.gujjurasoi.in', 'English').name).toBe('');
  });

  it('takes a mutual fund distributor for a designation', () => {
    expect(extractCardFields('PRAVIN D. KHOBRAGADE\nMutual Fund Distributor | Insurance Advisor\nMob -: 94220 31568\nNIDHI WEALTH CARE', 'English').position).toBe('Mutual Fund Distributor');
  });

  it("reads a Marathi address that opens with the shop's number", () => {
    expect(extractCardFields('गजानन इलेक्ट्रिकल्स\nप्रो. सचिन भालेराव\nमो. ९८५०३ ४२७१६\nशॉप नं. ५, सिडको एन-७, छत्रपती संभाजीनगर', 'Hindi').address).toBe('शॉप नं. 5, सिडको एन-7, छत्रपती संभाजीनगर');
  });
});

describe('extractCardFields: designations beside numbers', () => {
  it("reads a designation printed before a number, with the name's number labelled on the line above", () => {
    const card = extractCardFields('CAPITAL\nCABS\nHarpreet Singh Bedi Mob: 98100 56237\nManaging Partner 98183 40912\nSedan * SUV * Tempo Traveller * Luxury Coach', 'English');
    expect(card.name).toBe('Harpreet Singh Bedi');
    expect(card.position).toBe('Managing Partner');
  });

  it('knows a branch in-charge and an insurance surveyor', () => {
    expect(extractCardFields('SWIFTLINE\nCOURIER & CARGO\nNilesh Patankar | Branch In-charge\nM: 98200 71394', 'English').position).toBe('Branch In-charge');
    expect(extractCardFields('K. Venkata Ramana Murthy\nInsurance Surveyor & Loss Assessor\nCell : 98480 23719', 'English').position).toBe('Insurance Surveyor & Loss Assessor');
  });
});
