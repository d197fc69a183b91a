import { describe, expect, it } from 'vitest';
import { normalizeOcrText } from './ocr-normalize';

describe('normalizeOcrText', () => {
  it('drops joiners after a Kannada, Tamil or Telugu virama', () => {
    expect(normalizeOcrText('ಮಂಜುನಾಥ್\u200C ஜுவல்\u200Cலர்ஸ் హాల్\u200D')).toBe('ಮಂಜುನಾಥ್ ஜுவல்லர்ஸ் హాల్');
  });

  it('writes old Malayalam chillu sequences as atomic chillus', () => {
    expect(normalizeOcrText('മാര\u0D4D\u200Dച്ച് ഫോണ\u0D4D\u200D')).toBe('മാ\u0D7Cച്ച് ഫോ\u0D7A');
  });

  it('drops a joiner after a Devanagari virama only at the end of a word', () => {
    expect(normalizeOcrText('यत्\u200C स्थानम्\u200C: क्\u200Dष')).toBe('यत् स्थानम्: क्\u200Dष');
  });

  it('collapses spaces, trims border marks and drops lines of junk', () => {
    expect(normalizeOcrText('| Venue:   Sri  Hall |\n~ ~ ~\n\n\n\n 14 MG Road \\')).toBe('Venue: Sri Hall\n\n14 MG Road');
  });

  it("reads a lone Tamil initial the model took for '&'", () => {
    expect(normalizeOcrText('அழைப்பவர்: திரு. &. முருகன் & குடும்பத்தினர்')).toBe(
      'அழைப்பவர்: திரு. க. முருகன் & குடும்பத்தினர்',
    );
  });
});
