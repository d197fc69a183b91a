import { describe, expect, it } from 'vitest';
import { ExtractedIdCard } from './contacts';
import { ExtractedData } from './invitations';
import { LOW_CONFIDENCE, lowConfidenceFields } from './confidence';

const card = { name: 'Meera Pillai', email: '', phone: '919847011223', company: '', position: '', profession: '', address: '', website: '', notes: '' };
const invitation = { hosts: ['Ravi'], eventName: 'Wedding', eventType: 'wedding', date: '2026-05-10', time: '', venue: '', inviterEmail: '', inviterPhone: '', rawText: '' };

describe('field confidence in the reading contract', () => {
  it('accepts readings without it: stored rows and the configured AI provider', () => {
    expect(ExtractedIdCard.parse(card)).toEqual(card);
    expect(ExtractedData.parse(invitation)).toEqual(invitation);
  });

  it('keeps a confidence per field, between 0 and 1, for known fields only', () => {
    expect(ExtractedIdCard.parse({ ...card, confidence: { name: 0.45, phone: 0.95 } }).confidence).toEqual({ name: 0.45, phone: 0.95 });
    expect(ExtractedData.parse({ ...invitation, confidence: { hosts: 0.5 } }).confidence).toEqual({ hosts: 0.5 });
    expect(ExtractedIdCard.safeParse({ ...card, confidence: { name: 1.5 } }).success).toBe(false);
    expect(ExtractedIdCard.safeParse({ ...card, confidence: { city: 0.5 } }).success).toBe(false);
  });

  it('lists the fields below LOW_CONFIDENCE for the user to check', () => {
    expect(lowConfidenceFields({ name: LOW_CONFIDENCE - 0.01, phone: LOW_CONFIDENCE, email: 0.95 })).toEqual(['name']);
    expect(lowConfidenceFields(undefined)).toEqual([]);
  });
});
