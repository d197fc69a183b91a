import { describe, expect, it } from 'vitest';
import { LOW_CONFIDENCE, lowConfidenceFields } from '@shared/schemas/confidence';
import { extractInvitationFields } from './invitation-rules';
import { looksGarbled } from './invitation-confidence';

const sure = (text: string) => extractInvitationFields(text, 'English').confidence ?? {};

describe('invitation confidence', () => {
  const labelled = [
    'Griha Pravesh',
    'on Sunday, 8th February 2026',
    'Time: 9.30 a.m.',
    'Venue: Sai Nilayam, Whitefield, Bengaluru - 560066',
    'With best compliments from:',
    'Smt. Anitha & Sri Prakash Rao',
    'Mob: 098450-67890 | prakash.rao@yahoo.co.in',
  ].join('\n');

  it('is sure of what the card labels or sets as a heading', () => {
    const confidence = sure(labelled);
    expect(lowConfidenceFields(confidence)).toEqual([]);
    expect(confidence).toMatchObject({ hosts: 0.95, venue: 0.95, date: 0.95, time: 0.95, inviterPhone: 0.95, inviterEmail: 0.85, eventType: 0.85 });
  });

  it('marks an event type guessed because nothing named the event', () => {
    const confidence = sure('Thank you\nfor coming\nSunday, 8th February 2026');
    expect(confidence.eventType).toBeLessThan(LOW_CONFIDENCE);
    expect(confidence.eventName).toBeUndefined();
  });

  it('marks a date printed beside the wrong weekday, and one of two dates that score the same', () => {
    // 8 February 2026 is a Sunday.
    expect(sure('Wedding\nMonday, 8th February 2026').date).toBeLessThan(LOW_CONFIDENCE);
    expect(sure('Wedding\n8 February 2026\n9 February 2026').date).toBeLessThan(LOW_CONFIDENCE);
    expect(sure('Wedding\nSunday, 8th February 2026').date).toBeGreaterThanOrEqual(LOW_CONFIDENCE);
  });

  it('marks a time with neither AM/PM nor a label, and an unlabelled landline', () => {
    const confidence = sure('Wedding\n7:30\n044 2345 6789');
    expect(confidence.time).toBeLessThan(LOW_CONFIDENCE);
    expect(confidence.inviterPhone).toBeLessThan(LOW_CONFIDENCE);
    expect(sure('Wedding\n7:30 PM\n98450 67890')).toMatchObject({ time: 0.85, inviterPhone: 0.85 });
  });

  it('marks hosts taken only for a title at the start of a line, but not those after a sign-off', () => {
    expect(sure('Wedding\nShri Ramesh Sharma\n12 March 2026').hosts).toBeLessThan(LOW_CONFIDENCE);
    expect(sure('Wedding\nWith best compliments from: Shri Ramesh Sharma').hosts).toBeGreaterThanOrEqual(LOW_CONFIDENCE);
  });

  it('marks hosts after a sign-off when OCR turned them into noise', () => {
    expect(sure('Wedding\nWith best compliments from:\naraiak and OV adhavi OPEN IN MAPS').hosts).toBeLessThan(LOW_CONFIDENCE);
  });

  it('marks a field read off a line the OCR doubted, keeping the value', () => {
    const lines = labelled.split('\n').map((text) => ({ text, confidence: text.startsWith('Venue') ? 48 : 91 }));
    const got = extractInvitationFields(labelled, 'English', lines);
    expect(got.venue).toBe('Sai Nilayam, Whitefield, Bengaluru - 560066');
    expect(lowConfidenceFields(got.confidence)).toEqual(['venue']);
  });
});

describe('looksGarbled', () => {
  it('takes Latin words among Indic ones, stray lower-case words and over-long names for OCR noise', () => {
    expect(looksGarbled('समस्त जावे परिवार ULES श्री उध्दबराव')).toBe(true);
    expect(looksGarbled('araiak and OV adhavi')).toBe(true);
    expect(looksGarbled('Ramesh Suresh Mahesh Rajesh Dinesh Ganesh Naresh Umesh Yogesh')).toBe(true);
  });

  it('leaves names as printed alone, joiners and initials included', () => {
    expect(looksGarbled('Mr. & Mrs. Ramesh Sharma')).toBe(false);
    expect(looksGarbled('Khanzode and Ambokar Family')).toBe(false);
    expect(looksGarbled('K. POTHIRAJ B.E')).toBe(false);
    expect(looksGarbled('ಶ್ರೀಮತಿ ಸಾವಿತ್ರಿ ಮತ್ತು ಶ್ರೀ ರಾಘು')).toBe(false);
  });
});
