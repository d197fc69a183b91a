/**
 * The PDF's text layer copies out as the letter was written, in every script: `pdftotext
 * -layout` returns at least 98 % of the source words intact (NFC, whitespace-separated).
 *
 * Indic shaping draws some characters before the ones they follow (ि, reph, split vowel signs)
 * and places marks off the pen position, so a text layer built from glyphs alone gives 'शमार्'
 * for 'शर्मा' and 'ट्र स्ट' for 'ट्रस्ट' (54–77 % of words intact before the fix). pdfkit is patched
 * (patches/pdfkit+*.patch) to give such runs their text as an ActualText span; without it this
 * suite fails for every Indian script.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@shared/limits';
import type { Letterhead } from '@shared/schemas/organization';
import { type EVENT_TYPES, type ExtractedData, type RsvpChoice } from '@shared/schemas/invitations';
import { writeTemplateLetters } from '../../adapters/ai/letters/write-letters';
import { oneScript } from '../../adapters/ai/letters/one-script';
import { renderLetterPdf } from './letter-pdf';
import { SAMPLE_LETTERS } from './letter-pdf.fixtures';

const dir = mkdtempSync(join(tmpdir(), 'letter-text-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let fileNo = 0;

function pdftotext(pdf: Buffer): string {
  const file = join(dir, `letter-${++fileNo}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

const words = (text: string) => text.normalize('NFC').split(/\s+/u).filter(Boolean);

/** Share of the source's words found whole among the extracted words, and the ones that were not. */
export function wordsIntact(source: string, extracted: string): { ratio: number; missing: string[] } {
  const found = new Set(words(extracted));
  const all = words(source);
  const missing = all.filter((w) => !found.has(w));
  return { ratio: all.length ? (all.length - missing.length) / all.length : 1, missing };
}

function letterheadIn(language: Language): Letterhead {
  const s = oneScript(language);
  return {
    name: 'Lokseva Trust', localName: s.name('Lokseva Trust'), address: s.name('12 MG Road, Jayanagar, Bengaluru 560041'), place: s.name('Bengaluru'),
    phone: '+91 80 2345 6789', email: 'office@lokseva.org', senderName: s.name('Dr. Sudha Rao'), senderDesignation: s.name('Secretary'),
  };
}

const DETAILS: ExtractedData = {
  hosts: ['Shri Ramesh Sharma and Smt. Kavitha Sharma'], eventName: '', eventType: 'wedding', date: '14 February 2027', time: '10:30 AM',
  venue: 'Sri Krishna Convention Hall, Jayanagar, Bengaluru', inviterEmail: '', inviterPhone: '', rawText: '', confidence: {},
  honoree: { names: ['Priya', 'Arjun'], age: '', chiefGuest: '' },
};
const EVENTS = ['wedding', 'housewarming', 'naming', 'inauguration'] as const satisfies readonly (typeof EVENT_TYPES)[number][];
const REPLIES: RsvpChoice[] = ['attending', 'regret', 'representative'];

/** Every template letter of a language (4 events × 3 replies, normal and personal), as one long letter. */
function templateLetters(language: Language): string {
  const head = letterheadIn(language);
  const bodies = EVENTS.flatMap((eventType) =>
    REPLIES.flatMap((rsvp) => {
      const { normal, finetuned } = writeTemplateLetters({
        language, senderName: 'Dr. Sudha Rao', organizationName: 'Lokseva Trust', senderDesignation: 'Secretary',
        inLanguage: { organizationName: head.localName, senderName: head.senderName, senderDesignation: head.senderDesignation },
        details: { ...DETAILS, eventType },
        reply: { rsvp, representative: 'Sri Anand Murthy', guests: 3, senderGender: 'female', relationship: 'family-friend' },
      });
      // Salutation and sign-off once: the paragraphs in between.
      return [normal, finetuned].map((l) => l.split('\n\n').slice(1, -1).join('\n\n'));
    }),
  );
  const first = writeTemplateLetters({ language, senderName: 'Dr. Sudha Rao', organizationName: 'Lokseva Trust', details: DETAILS });
  const [salutation] = first.normal.split('\n\n');
  const signOff = first.normal.split('\n\n').at(-1)!;
  return [salutation, ...bodies, signOff].join('\n\n');
}

describe('text layer of the letter PDF', () => {
  it('runs on the pdfkit patched for ActualText', () => {
    const pdfkit = createRequire(import.meta.url).resolve('pdfkit');
    expect(readFileSync(pdfkit, 'utf8')).toContain('carries the text itself as ActualText');
  });

  it.each(LANGUAGES)('%s: pdftotext gives back at least 98 in 100 words of every template letter and of the letterhead', async (language) => {
    const letter = templateLetters(language);
    const head = letterheadIn(language);
    const pdf = await renderLetterPdf({ letter, organizationName: head.name, letterhead: head, date: new Date('2026-11-23T10:00:00+05:30'), language });
    const extracted = pdftotext(pdf);
    const source = [head.localName, head.name.toUpperCase(), head.address, head.phone, head.email, letter].join('\n');
    const { ratio, missing } = wordsIntact(source, extracted);
    expect(words(source).length).toBeGreaterThan(500);
    expect(ratio, `missing: ${missing.slice(0, 20).join(' | ')}`).toBeGreaterThanOrEqual(0.98);
  });

  it.each(Object.values(SAMPLE_LETTERS))('$language sample letter (conjuncts, reph, split vowel signs, chillus, ZWNJ) copies out whole', async (sample) => {
    const extracted = pdftotext(await renderLetterPdf({ ...sample, date: new Date('2026-11-23T10:00:00+05:30') }));
    const { ratio, missing } = wordsIntact(sample.letter, extracted);
    expect(ratio, `missing: ${missing.join(' | ')}`).toBeGreaterThanOrEqual(0.98);
  });
});
