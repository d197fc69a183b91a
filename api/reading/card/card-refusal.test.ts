/** Whether a reading is a card a person can use, or an honest refusal ('The card could not be read…'). */
import { describe, expect, it } from 'vitest';
import { extractCardFields, readsAsCard } from './card-rules';

describe('readsAsCard', () => {
  it('refuses what OCR makes of a cluttered photo: no number, no email, nothing sure', () => {
    const clutter = ['i : RS hs', 'Ne CT Pk TRL of', 'W Wa JAY \\ 3', 'LE Rae oF a QQ', 'Hag UE 2', '; RE / os SG FY'].join('\n');
    const got = extractCardFields(clutter, 'English');
    expect(got).toMatchObject({ name: '', phone: '', email: '', address: '' });
    expect(readsAsCard(got)).toBe(false);
  });

  it('takes a card with a way to reach its owner, or a name it is sure of', () => {
    expect(readsAsCard(extractCardFields('Blurred text\n98450 12345', 'English'))).toBe(true);
    expect(readsAsCard(extractCardFields('Dr. Kavitha Rao\nPaediatrician', 'English'))).toBe(true);
    expect(readsAsCard(extractCardFields('Kavitha Rao', 'English'))).toBe(false);
  });

  it('takes a card whose website says where to reach it, though OCR lost its email', () => {
    const press = ['sanmarg', 'PRESS', 'Sanmarg Bhawan, 60B8', 'infolcwesanmarg.in | www.sanmarg.in', 'C.R. Avenue, Kolkata 700 007'].join('\n');
    const got = extractCardFields(press, 'Hindi');
    expect(got).toMatchObject({ email: '', phone: '', website: 'www.sanmarg.in' });
    expect(readsAsCard(got)).toBe(true);
  });
});
