/**
 * Programmes as north Indian and Christian cards print them: whose number a line gives (a
 * printer's, a singer's), the rite that is the wedding, the words of their events, and the hour
 * written as Sanskrit and OCR give it. OCR-like text, each rule on its own.
 */
import { describe, expect, it } from 'vitest';
import { extractInvitationFields } from './invitation-rules';
import { findTimes } from '../text/times';

describe('numbers that are not the inviter’s', () => {
  it('passes over a singer’s number, labelled as it is, for the family’s under their sign-off', () => {
    const text = [
      'माता की चौकी',
      'दिनांक 17 अक्टूबर 2026, शनिवार',
      'स्थान : सामुदायिक भवन, सेक्टर-15, फरीदाबाद',
      'भजन सम्राट : बंटी बावरा एवं पार्टी (मो. 98681 45209)',
      'निवेदक : समस्त सिंघल परिवार',
      'अनिल सिंघल 98110 73524',
    ].join('\n');
    expect(extractInvitationFields(text, 'Hindi').inviterPhone).toBe('919811073524');
  });

  it('passes over a card shop’s credit at the foot, whatever the shop calls itself', () => {
    const text = ['Wedding of Vaibhav with Ritika', 'R.S.V.P.', 'Gopal Krishna Khandelwal 98290 41736', 'Shubham Cards, Kishanpole Bazar, Jaipur. Ph 0141-2318846'].join('\n');
    expect(extractInvitationFields(text, 'English').inviterPhone).toBe('919829041736');
    const palace = ['Wedding of Rishabh with Khushboo', 'Mahaveer Chand Surana 94143 78029', 'Jain Card Palace, Pali Ph. 02932-225163'].join('\n');
    expect(extractInvitationFields(palace, 'English').inviterPhone).toBe('919414378029');
  });
});

describe('events north Indian and Christian families name', () => {
  it('reads a rokka as an engagement, a first holy communion and an urs as religious, a baptism as a naming', () => {
    expect(extractInvitationFields('Rokka\nCerem0ny\ninvite you to celebrate the Rokka of their son\nKARAN', 'English')).toMatchObject({ eventType: 'engagement', eventName: expect.stringContaining('Rokka') });
    expect(extractInvitationFields('My First\nHoly Communion\nEthan Correia\nSunday, 2nd May 2027', 'English').eventName).toContain('Holy Communion');
    expect(extractInvitationFields('सालाना उर्स मुबारक\nदरगाह शरीफ, कस्बा फरीदपुर', 'Hindi').eventType).toBe('religious');
    expect(extractInvitationFields('The Baptism of our son\nAaron', 'English').eventType).toBe('naming');
  });

  it('takes the nuptial mass’s hour and church, not the reception’s', () => {
    const text = [
      'Mr. Francis Pereira & Mrs. Lydia Pereira',
      'request the honour of your presence',
      'at the Nuptial Mass of their daughter',
      'Sharon',
      'on Saturday, 9th January 2027',
      'at 4.00 p.rn.',
      'at Holy Cross Church, Kurla (W), Mumbai',
      'Reception',
      'at 7.30 p.m.',
    ].join('\n');
    const got = extractInvitationFields(text, 'English');
    expect(got).toMatchObject({ eventType: 'wedding', time: '4:00 PM' });
    expect(got.venue).toContain('Holy Cross Church');
  });

  it('takes the pani grahan’s column of a programme grid for the wedding’s day and hour', () => {
    const text = [
      'Mayra Mehandi & Sangeet Baraat Nikasi Pani Grahan',
      'Thu, 3 Dec Fri, 4 Dec Sat, 5 Dec 2026 Sat, 5 Dec 2026',
      '11 am 7 pm 4:00 pm 8:30 pm',
    ].join('\n');
    expect(extractInvitationFields(`wedding of their son\nChi. Rishabh\n${text}`, 'English')).toMatchObject({ date: '5 December 2026', time: '8:30 PM' });
  });

  it('keeps a rite named in brackets in its own column of the grid', () => {
    const text = ['wedding of their son', 'Vaibhav', 'Baraat Prasthan Shubh Vivah (Pheras)', 'Sunday Sunday', '22" November 2026 22™ November 2026', '4:30 pm from Residence 9:15 pm onwards'].join('\n');
    expect(extractInvitationFields(text, 'English').time).toBe('9:15 PM');
  });
});

describe('the hour as it is printed', () => {
  it('reads OCR’s “p.rn.” as p.m.', () => {
    expect(findTimes('at 4.00 p.rn.')).toMatchObject([{ hour: 4, minute: 0, meridiem: 'PM' }]);
  });

  it('reads Sanskrit’s hour and minutes, “१० वादने ३० निमेषेषु”', () => {
    const text = 'उपनयनसंस्कारः\nदिनाङ्कः २२/०४/२०२७ प्रातः १० वादने ३० निमेषेषु शुभमुहूर्ते सम्पत्स्यते ।';
    expect(extractInvitationFields(text, 'Sanskrit').time).toBe('10:30 AM');
  });
});
