/**
 * A card that prints a programme (a festival's rites, a wedding's functions, a homa before the
 * muhurtham): the date and time read are the main event's, not the first printed.
 */
import { describe, expect, it } from 'vitest';
import { extractInvitationFields } from './invitation-rules';

describe('the main event of a programme', () => {
  it("takes the date on the line named by the heading's own event word (a kumbhabhishekam after its yagasala pujas)", () => {
    const card = extractInvitationFields(
      ['மகா கும்பாபிஷேக பெருவிழா', 'யாகசாலை பூஜைகள்: 04-06-2027 வெள்ளிக்கிழமை மாலை முதல்', 'மகா கும்பாபிஷேகம்: 07-06-2027 திங்கட்கிழமை', 'காலை 9.15 மணிக்கு மேல் 10.15 மணிக்குள்'].join('\n'),
      'Tamil',
    );
    expect(card.date).toBe('7 June 2027');
  });

  it('keeps the first date when no line is named by the heading (a festival is read from its first day)', () => {
    const card = extractInvitationFields(['Brahmotsavam', 'Dhwajarohanam: 10-04-2027', 'Rathotsavam: 14-04-2027'].join('\n'), 'English');
    expect(card.date).toBe('10 April 2027');
  });

  it('takes the muhurtham over an earlier rite with its own time', () => {
    const card = extractInvitationFields(
      ['60th Birthday (Shashtipoorthi)', 'Ugra Ratha Shanthi Homa from 6:30 AM', 'Date: Wednesday, 9th June 2027', 'Muhurtham: 10:05 AM - 10:45 AM'].join('\n'),
      'English',
    );
    expect(card.time).toBe('10:05 AM');
  });

  it('still leaves a reception on the same card to the side', () => {
    const card = extractInvitationFields(
      ['ಶುಭ ವಿವಾಹ', 'ದಿನಾಂಕ 21-02-2027 ಭಾನುವಾರ', 'ಬೆಳಿಗ್ಗೆ 10.30ಕ್ಕೆ ಸಲ್ಲುವ ಶುಭ ಮುಹೂರ್ತದಲ್ಲಿ', 'ಆರತಕ್ಷತೆ: 20-02-2027 ಶನಿವಾರ ಸಂಜೆ 7 ಗಂಟೆಗೆ'].join('\n'),
      'Kannada',
    );
    expect(card.date).toBe('21 February 2027');
    expect(card.time).toBe('10:30 AM');
  });
});
