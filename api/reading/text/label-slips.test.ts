import { describe, expect, it } from 'vitest';
import { withLabelsSpelled } from './label-slips';
import { extractInvitationFields } from '../invitation/invitation-rules';

describe('a field’s label OCR misread by a letter', () => {
  it('spells the label right before its colon, in its case', () => {
    expect(withLabelsSpelled('Vcnue : Greenwood, 4th Cross')).toBe('Venue : Greenwood, 4th Cross');
    expect(withLabelsSpelled('VENUC: Greenwood')).toBe('VENUE: Greenwood');
    expect(withLabelsSpelled('Tirne : 7.30 pm')).toBe('Time : 7.30 pm');
    expect(withLabelsSpelled('Addrcss : 12, MG Road')).toBe('Address : 12, MG Road');
  });

  it('leaves a name before a colon, and the words of a line without one, alone', () => {
    expect(withLabelsSpelled('Grace : 98450 12345')).toBe('Grace : 98450 12345');
    expect(withLabelsSpelled('Vinod : 98450 12345')).toBe('Vinod : 98450 12345');
    expect(withLabelsSpelled('Vcnue of the feast')).toBe('Vcnue of the feast');
  });

  it('keeps the misread label out of the venue', () => {
    const text = 'Wedding of Rahul with Priya\nSunday, 6th December 2026\nVcnue : Greenwood, 4th Cross, JP Nagar';
    expect(extractInvitationFields(text, 'English').venue).toBe('Greenwood, 4th Cross, JP Nagar');
  });
});
