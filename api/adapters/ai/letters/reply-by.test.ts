import { describe, expect, it } from 'vitest';
import type { ExtractedData } from '@shared/schemas/invitations';
import { LANGUAGES } from '@shared/limits';
import { localiseDate, LANGUAGE_PACKS, writeTemplateLetters } from './write-letters';
import { replyDateAhead } from './reply';

const TODAY = new Date(2027, 1, 10); // 10 February 2027

const card = (replyBy?: string): ExtractedData => ({
  hosts: ['Shri Ramesh Kumar'],
  eventName: 'Wedding of Priya and Arjun',
  eventType: 'wedding',
  date: '14 March 2027',
  time: '10:30 AM',
  venue: 'Palace Grounds, Bengaluru',
  inviterEmail: '',
  inviterPhone: '',
  rawText: '',
  ...(replyBy === undefined ? {} : { replyBy }),
});

const write = (language: (typeof LANGUAGES)[number], replyBy?: string, today = TODAY) =>
  writeTemplateLetters({ language, senderName: 'Anil Kumar', organizationName: 'Sahayak Foundation', details: card(replyBy) }, today);

describe('the reply date a card asks for', () => {
  it.each(LANGUAGES)('%s: the formal letter says once, just before its answer, that it replies before the date; the personal letter does not', (language) => {
    const pack = LANGUAGE_PACKS[language];
    const sentence = pack.replyBefore(localiseDate('1 March 2027', pack));
    const { normal, finetuned } = write(language, '1 March 2027');
    expect(normal.split(sentence)).toHaveLength(2);
    // In the last paragraph of the body, the answer's, before the closing lines.
    const paragraphs = normal.split('\n\n');
    const answer = paragraphs.findIndex((p) => p.includes(sentence));
    expect(paragraphs[answer]!.startsWith(sentence)).toBe(true);
    expect(paragraphs[answer]!.length).toBeGreaterThan(sentence.length + 20);
    expect(finetuned).not.toContain(sentence);
    if (language !== 'English') expect(sentence).not.toMatch(/March/);
  });

  it('is left out when none is printed, and when the date has passed (the letter would not be before it)', () => {
    const without = write('English').normal;
    expect(without).not.toMatch(/As requested/);
    expect(write('English', '1 February 2027').normal).toBe(without);
    expect(write('English', '10 February 2027').normal).toContain('As requested, we are sending our reply before 10 February 2027.');
  });

  it('keeps a date without a year as printed, and reads typed forms', () => {
    expect(replyDateAhead('1st March', TODAY)).toBe('1st March');
    expect(replyDateAhead('2027-02-09', TODAY)).toBe('');
    expect(replyDateAhead('15/02/2027', TODAY)).toBe('15/02/2027');
    expect(replyDateAhead('', TODAY)).toBe('');
  });
});
