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

  it('translates a common office with no form of its own into every language, spelling out only an unknown one', () => {
    const secretary: Record<string, string> = { English: 'Secretary', Hindi: 'सचिव', Sanskrit: 'सचिवः', Kannada: 'ಕಾರ್ಯದರ್ಶಿ', Tamil: 'செயலாளர்', Telugu: 'కార్యదర్శి', Malayalam: 'സെക്രട്ടറി' };
    for (const language of LANGUAGES) {
      const { normal } = writeTemplateLetters({ language, senderName: 'Sudha Rao', organizationName: 'Lokseva Trust', senderDesignation: 'Secretary', details: DETAILS });
      const [name, designation] = lastLines(normal, 3);
      const spelled = (t: string) => (language === 'English' ? t : transliterate(t, language as IndicLanguage));
      expect([name, designation]).toEqual([spelled('Sudha Rao'), secretary[language]]);
      const odd = writeTemplateLetters({ language, senderName: 'Sudha Rao', organizationName: 'Lokseva Trust', senderDesignation: 'Convenor', details: DETAILS });
      expect(lastLines(odd.normal, 3)[1]).toBe(spelled('Convenor'));
    }
    // Other spellings of the same office.
    const chair = writeTemplateLetters({ language: 'Tamil', senderName: 'Sudha Rao', organizationName: 'Lokseva Trust', senderDesignation: 'Chairperson', details: DETAILS });
    expect(lastLines(chair.normal, 3)[1]).toBe('தலைவர்');
    const hon = writeTemplateLetters({ language: 'Hindi', senderName: 'Sudha Rao', organizationName: 'Lokseva Trust', senderDesignation: 'Hon. Secretary', details: DETAILS });
    expect(lastLines(hon.normal, 3)[1]).toBe('सचिव');
  });

  it('leaves the line out when there is no designation', () => {
    const { normal } = writeTemplateLetters({ language: 'Hindi', senderName: 'Sudha Rao', organizationName: 'Lokseva Trust', details: DETAILS });
    expect(lastLines(normal, 2)).toEqual([transliterate('Sudha Rao', 'Hindi'), `${transliterate('Lokseva Trust', 'Hindi')} (Lokseva Trust)`]);
  });
});
