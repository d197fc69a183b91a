import { describe, expect, it } from 'vitest';
import { cardLines } from './card-text';

describe('cardLines', () => {
  it('joins a heading printed with its letters spaced out, but not initials', () => {
    expect(cardLines('S T O R E S\nK R Nagaraj')).toEqual(['STORES', 'K R Nagaraj']);
  });

  it("joins an organisation's name run over lines that end on 'of' or 'and'", () => {
    expect(cardLines('SRI SAI INSTITUTE OF\n\nPHARMACY AND\nRESEARCH\nPh: 0861 2345678')).toEqual([
      'SRI SAI INSTITUTE OF PHARMACY AND RESEARCH',
      'Ph: 0861 2345678',
    ]);
  });

  it('drops the letter OCR makes of an icon before a line, and the edge of a picture', () => {
    expect(cardLines('Q 12, Temple Street\nW Shri Balaji\nL\\ Sweets')).toEqual(['12, Temple Street', 'Shri Balaji', 'Sweets']);
  });

  it('keeps a real initial before a name', () => {
    expect(cardLines('R Venkatesh')).toEqual(['R Venkatesh']);
  });

  it('spells right a long city OCR misread by one letter, in any case', () => {
    expect(cardLines('Plot 7, Banjara Hills, Hvderabad 500 034\nMG Road, BANGALORF')).toEqual([
      'Plot 7, Banjara Hills, Hyderabad 500 034',
      'MG Road, BANGALORE',
    ]);
  });

  it('leaves short words and names two letters from a city as printed', () => {
    expect(cardLines('Kotla Road, Pune 411001\nMr. Chandran, Salem')).toEqual(['Kotla Road, Pune 411001', 'Mr. Chandran, Salem']);
  });
});
