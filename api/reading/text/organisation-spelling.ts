/**
 * An organisation's word in an Indian script put right where OCR doubled one of its consonants
 * ('समित्ति' for 'समिति'): a host is addressed by it in the letter.
 */
import { ORGANISATION_WORDS } from '../languages/invitation-words';

// Indic organisation words ('समिति', 'ಸಮಿತಿ'), to spell right when OCR doubled a consonant.
const INDIC_ORGANISATIONS = new Set(ORGANISATION_WORDS.filter((w) => !/[A-Za-z]/.test(w)).map((w) => w.normalize('NFC')));
// A consonant, a virama and the same consonant again: OCR of Indic scripts reads a consonant as
// its own doubled conjunct ('समित्ति' for 'समिति'), the stroke of the vowel sign taken for a second one.
const DOUBLED_CONSONANT = /(\p{L})(\u094D|\u09CD|\u0A4D|\u0ACD|\u0B4D|\u0BCD|\u0C4D|\u0CCD|\u0D4D)\1/gu;

/** `host` with an organisation's word put right where OCR read one of its consonants doubled. */
export function withOrganisationSpelled(host: string): string {
  return host.replace(/[\p{L}\p{M}]+/gu, (word) => {
    if (INDIC_ORGANISATIONS.has(word)) return word;
    // Each doubling undone alone: the word may also hold a true double consonant ('पत्तन').
    for (const m of word.matchAll(DOUBLED_CONSONANT)) {
      const single = word.slice(0, m.index) + m[1] + word.slice(m.index + m[0].length);
      if (INDIC_ORGANISATIONS.has(single)) return single;
    }
    return word;
  });
}
