import { describe, expect, it } from 'vitest';
import { formatCreatedAt, languageTag, relativeTime, senderOfLetter } from './letter-text';
import { pdfFileName } from './invitations.api';
import { imageProblem } from '@shared/helpers/image-file';

describe('senderOfLetter', () => {
  it('reads the name after an English closing', () => {
    expect(senderOfLetter('Dear Ramesh ji,\n\nThank you.\n\nYours sincerely,\nRavi Kumar\nSeva Trust')).toBe('Ravi Kumar');
  });
  it('reads the name after a two-line closing in another script', () => {
    expect(senderOfLetter('आदरणीय जी,\n\nधन्यवाद।\n\nसादर,\nभवदीय,\nरवि कुमार\nसेवा ट्रस्ट')).toBe('रवि कुमार');
  });
  it('gives nothing when the letter has no closing or nothing after it', () => {
    expect(senderOfLetter('Just one paragraph without a closing')).toBe('');
    expect(senderOfLetter('Body.\n\nWith warm regards,')).toBe('');
    expect(senderOfLetter(null)).toBe('');
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2026-03-12T12:00:00Z');
  it('words recent times', () => {
    expect(relativeTime('2026-03-12T11:59:50Z', now)).toBe('just now');
    expect(relativeTime('2026-03-12T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-03-12T09:00:00Z', now)).toBe('3 hours ago');
    expect(relativeTime('2026-03-11T12:00:00Z', now)).toBe('yesterday');
  });
  it('gives nothing for a date it cannot read', () => {
    expect(relativeTime('not a date', now)).toBe('');
  });
});

describe('display helpers', () => {
  it('formats the creation date with short month, day, year, hour and minute', () => {
    expect(formatCreatedAt('2026-03-12T19:30:00')).toMatch(/^Mar 12, 2026, 0?7:30\s?PM$/);
  });
  it('names the PDF after the photo without its extension', () => {
    expect(pdfFileName('wedding-card.jpg')).toBe('wedding-card_response_letter.pdf');
    expect(pdfFileName('card.v2.final.png')).toBe('card.v2.final_response_letter.pdf');
    expect(pdfFileName('no-extension')).toBe('no-extension_response_letter.pdf');
  });
  it('tags each letter language for the browser', () => {
    expect(languageTag('Kannada')).toBe('kn');
  });
});

describe('imageProblem', () => {
  it('accepts images up to 10 MB and names the problem otherwise (spec §5)', () => {
    expect(imageProblem(new File(['x'], 'card.jpg', { type: 'image/jpeg' }))).toBeNull();
    expect(imageProblem(new File(['x'], 'IMG_0001.HEIC', { type: '' }))).toBeNull();
    expect(imageProblem(new File(['x'], 'notes.txt', { type: 'text/plain' }))).toBe('Please select an image file.');
    expect(imageProblem(new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }))).toBe('File size must be less than 10MB.');
  });
});
