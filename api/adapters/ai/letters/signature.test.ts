import { describe, expect, it } from 'vitest';
import type { LetterInput } from '@shared/schemas/invitations';
import { LANGUAGES } from '@shared/limits';
import { writeTemplateLetters } from './write-letters';
import { transliterate, type IndicLanguage } from './transliterate';

const DETAILS: LetterInput['details'] = {
  hosts: ['Shri Manjunath'], eventName: '', eventType: 'housewarming', date: '12 April 2026', time: '', venue: '',
  inviterEmail: '', inviterPhone: '', rawText: '',
};
const lastLines = (letter: string, n: number) => letter.split('\n').slice(-n);

describe('the signature: name, designation and organization', () => {
  it("signs with the organization's own forms in the letter's language", () => {
    const { normal, finetuned } = writeTemplateLetters({
      language: 'Kannada', senderName: 'Dr. Sudha Rao', organizationName: 'Lokseva Trust', senderDesignation: 'Secretary',
      inLanguage: { organizationName: 'ಲೋಕಸೇವಾ ಟ್ರಸ್ಟ್', senderName: 'ಡಾ. ಸುಧಾ ರಾವ್', senderDesignation: 'ಕಾರ್ಯದರ್ಶಿ' },
      details: DETAILS,
    });
    for (const letter of [normal, finetuned]) {
      expect(lastLines(letter, 3)).toEqual(['ಡಾ. ಸುಧಾ ರಾವ್', 'ಕಾರ್ಯದರ್ಶಿ', 'ಲೋಕಸೇವಾ ಟ್ರಸ್ಟ್ (Lokseva Trust)']);
    }
  });

  it('writes a designation with no form of its own in the letter script, in every language', () => {
    for (const language of LANGUAGES) {
      const { normal } = writeTemplateLetters({ language, senderName: 'Sudha Rao', organizationName: 'Lokseva Trust', senderDesignation: 'Secretary', details: DETAILS });
      const [name, designation] = lastLines(normal, 3);
      if (language === 'English') expect([name, designation]).toEqual(['Sudha Rao', 'Secretary']);
      else expect([name, designation]).toEqual([transliterate('Sudha Rao', language as IndicLanguage), transliterate('Secretary', language as IndicLanguage)]);
    }
  });

  it('leaves the line out when there is no designation', () => {
    const { normal } = writeTemplateLetters({ language: 'Hindi', senderName: 'Sudha Rao', organizationName: 'Lokseva Trust', details: DETAILS });
    expect(lastLines(normal, 2)).toEqual([transliterate('Sudha Rao', 'Hindi'), `${transliterate('Lokseva Trust', 'Hindi')} (Lokseva Trust)`]);
  });
});
