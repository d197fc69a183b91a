/**
 * The response-letter PDF in every language. Checked with poppler-utils (`pdffonts`,
 * `pdftotext`, `pdfinfo`; Debian package poppler-utils).
 *
 * About text extraction: Indic shaping draws some characters before the ones they follow
 * (pre-base vowel signs ि ெ ே ை െ േ, reph र्) or as two pieces (ो ொ ോ ೇ), so a text layer made
 * from the glyphs alone reads 'िवद्या' for 'विद्या'. The patched pdfkit gives such runs their
 * text as ActualText, so whole words come out; letter-pdf-text-layer.test.ts measures that.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Language } from '@shared/limits';
import { MAX_LETTER_LENGTH } from '@shared/limits';
import { breakLongWords, formatLetterDate, MAX_UNBROKEN_GRAPHEMES, renderLetterPdf, splitLetter } from './letter-pdf';
import { MIXED_SCRIPT_LETTER, SAMPLE_LETTERS } from './letter-pdf.fixtures';
import { renderLetterPdfOffThread } from './letter-pdf-thread';
import { FONT_FAMILIES, splitScriptRuns } from './pdf-fonts';

const dir = mkdtempSync(join(tmpdir(), 'letter-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const date = new Date('2026-11-21T11:00:00+05:30');
let fileNo = 0;

function poppler(tool: 'pdffonts' | 'pdftotext' | 'pdfinfo', pdf: Buffer, ...args: string[]): string {
  const file = join(dir, `letter-${++fileNo}.pdf`);
  writeFileSync(file, pdf);
  try {
    return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${tool} not found: install poppler-utils`, { cause: error });
    }
    throw error;
  }
}

/** Base font names without the subset tag: 'NotoSansDevanagari-Regular', … */
function embeddedFonts(pdf: Buffer): string[] {
  return poppler('pdffonts', pdf)
    .split('\n')
    .slice(2) // header and rule
    .filter((line) => line.trim())
    .map((line) => {
      expect(line).toMatch(/\byes\s+yes\s+yes\s+\d+\s+\d+$/); // embedded, subset, with a ToUnicode map
      return line.split(/\s+/)[0].replace(/^[A-Z]{6}\+/, '');
    });
}

const text = (pdf: Buffer) => poppler('pdftotext', pdf).normalize('NFC');

/** Words of each sample that come out of pdftotext exactly (see the note at the top). */
const WORDS: Record<Language, string[]> = {
  English: ['inauguration', 'Vidya Bharati School', 'With warm regards,', 'Ramesh Kumar'],
  Hindi: ['पुस्तकालय', 'धन्यवाद', 'प्रसन्नता', 'रमेश कुमार'],
  Sanskrit: ['संस्कृतसप्ताहस्य', 'धन्यवादाः', 'द्वाभ्यां', 'रमेशकुमारः'],
  Kannada: ['ಗ್ರಂಥಾಲಯ', 'ಧನ್ಯವಾದಗಳು', 'ಸಂತೋಷದಿಂದ'],
  Tamil: ['நன்றி', 'மனமார்ந்த', 'வித்யா பாரதி'],
  Telugu: ['గ్రంథాలయ', 'హృదయపూర్వక', 'ధన్యవాదాలు'],
  Malayalam: ['നന്ദി', 'ഹൃദയംഗമമായ', 'ബഹുമതിയാണ്'],
};
const FONT_OF: Record<Language, string> = {
  English: 'NotoSans',
  Hindi: 'NotoSansDevanagari',
  Sanskrit: 'NotoSansDevanagari',
  Kannada: 'NotoSansKannada',
  Tamil: 'NotoSansTamil',
  Telugu: 'NotoSansTelugu',
  Malayalam: 'NotoSansMalayalam',
};

describe('renderLetterPdf', () => {
  it.each(Object.values(SAMPLE_LETTERS))('$language letter: PDF with its Noto font, text extractable', async (sample) => {
    const pdf = await renderLetterPdf({ ...sample, date });

    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const fonts = embeddedFonts(pdf);
    const family = FONT_OF[sample.language];
    // Regular for the text, bold for the sender's name.
    expect(fonts).toEqual(expect.arrayContaining([`${family}-Regular`, `${family}-Bold`]));
    if (sample.language !== 'English') expect(fonts.every((f) => f.startsWith(family))).toBe(true);

    const extracted = text(pdf);
    for (const word of WORDS[sample.language]) expect(extracted).toContain(word);

    const info = poppler('pdfinfo', pdf);
    expect(info).toMatch(/^Pages:\s+1$/m);
    expect(info).toMatch(/^Page size:\s+595\.2\d? x 841\.8\d? pts \(A4\)/m);
    const title = info.match(/^Title:\s+(.*)$/m)?.[1];
    expect(title?.normalize('NFC')).toBe(`${sample.organizationName} – ${formatLetterDate(date, sample.language)}`);
  });

  it('English date and letterhead', async () => {
    const sample = SAMPLE_LETTERS.English;
    const extracted = text(await renderLetterPdf({ ...sample, date }));
    expect(extracted).toContain('21 November 2026');
    // The letterhead is letter-spaced small capitals.
    expect(extracted.split('\n')[0].replace(/\s/g, '')).toBe('LOKSEVATRUST');
  });

  it('Hindi letter naming an English venue embeds both fonts', async () => {
    const pdf = await renderLetterPdf({ ...MIXED_SCRIPT_LETTER, date });
    const fonts = embeddedFonts(pdf);
    expect(fonts).toEqual(expect.arrayContaining(['NotoSansDevanagari-Regular', 'NotoSans-Regular']));
    const extracted = text(pdf).replace(/\s+/g, ' ');
    expect(extracted).toContain('Bangalore International Centre, Domlur');
    expect(extracted).toContain('“Bangalore International Centre”');
    expect(extracted).toContain('21 नवंबर 2026');
  });

  // fontkit 2.0.4 throws "Cannot read properties of null (reading 'xCoordinate')" on the null
  // GPOS anchors of Google's Telugu (ప్ర, వ్ర…) and Malayalam (്, ോ…) fonts, regular and bold;
  // patches/fontkit+2.0.4.patch (patch-package, at postinstall) guards applyAnchor.
  it('Telugu and Malayalam that crash an unpatched fontkit', async () => {
    const letter = `ప్రియమైన ప్రసాద్ గారికి,

మీ ప్రత్యేక ఆహ్వానానికి ధన్యవాదాలు. కార్యక్రమానికి తప్పక వస్తాను.

പ്രിയ സുഹൃത്തേ, ക്ഷണത്തിന് നന്ദി. ഞങ്ങൾ ചടങ്ങിൽ പങ്കെടുക്കും.

భవదీయుడు,
ప్రకాష్ రావు / രമേഷ് കുമാർ
లోకసేవా ట్రస్ట్`;
    const pdf = await renderLetterPdf({ letter, organizationName: 'ലോകസേവ ട്രസ്റ്റ്', date, language: 'Telugu' });
    expect(embeddedFonts(pdf)).toEqual(
      expect.arrayContaining([
        'NotoSansTelugu-Regular',
        'NotoSansTelugu-Bold',
        'NotoSansMalayalam-Regular',
        'NotoSansMalayalam-Bold',
      ]),
    );
    expect(text(pdf)).toContain('ధన్యవాదాలు');
  });

  it('uses the patched fontkit', () => {
    const fromPdfkit = createRequire(createRequire(import.meta.url).resolve('pdfkit'));
    expect(readFileSync(fromPdfkit.resolve('fontkit'), 'utf8')).toContain('foliojs/fontkit#367');
  });

  it('flows a long letter over pages, keeping the sign-off with the last paragraph', async () => {
    const sample = SAMPLE_LETTERS.Hindi;
    const blocks = sample.letter.split('\n\n');
    const body = blocks.slice(1, -1);
    const letter = [blocks[0], ...body, ...body, ...body, ...body, ...body, blocks.at(-1)].join('\n\n');
    const pdf = await renderLetterPdf({ ...sample, letter, date });

    expect(poppler('pdfinfo', pdf)).toMatch(/^Pages:\s+2$/m);
    const pages = text(pdf).split('\f');
    expect(pages[0]).toMatch(/^1 ?\/ ?2$/m);
    expect(pages[1]).toMatch(/^2 ?\/ ?2$/m);
    expect(pages[1]).toContain('रमेश कुमार');
    expect(pages[1]).toContain('प्रतीक्षा रहेगी'); // the last paragraph moved with the sign-off
  });
});

describe('the sign-off on paper', () => {
  it('prints both closing lines, then room to sign, then name and designation, all on the last page', async () => {
    const paragraph = 'इस मांगलिक अवसर पर हमारी ओर से हार्दिक बधाई एवं शुभकामनाएँ स्वीकार करें। '.repeat(7);
    // Enough text that the last paragraph ends near a page's foot.
    for (const count of [6, 7, 8]) {
      const letter = ['आदरणीय श्री रमेश जी,', ...Array(count).fill(paragraph), 'सादर,\nभवदीया,\nडॉ. सुधा राव\nसचिव\nलोकसेवा ट्रस्ट'].join('\n\n');
      const pages = poppler('pdftotext', await renderLetterPdf({ letter, organizationName: 'Lokseva Trust', date, language: 'Hindi' }), '-layout').normalize('NFC').split('\f');
      const last = pages.filter((p) => p.trim()).at(-1)!;
      const lines = last.split('\n').map((l) => l.trim());
      const at = (text: string) => lines.findIndex((l) => l.startsWith(text));
      expect([at('सादर,'), at('भवदीया,'), at('डॉ. सुधा राव'), at('सचिव'), at('लोकसेवा ट्रस्ट')].every((i) => i >= 0)).toBe(true);
      expect(at('भवदीया,')).toBe(at('सादर,') + 1);
      // At least 1.5 cm of blank lines (about 3 at this size) between the closing and the name.
      expect(at('डॉ. सुधा राव') - at('भवदीया,')).toBeGreaterThanOrEqual(3);
      expect(at('सचिव')).toBe(at('डॉ. सुधा राव') + 1);
    }
  });
});

describe('layout work bounded by the letter length', () => {
  /** Milliseconds of the fastest of three renders: the least disturbed by the rest of the machine. */
  async function renderMs(letter: string): Promise<number> {
    let best = Infinity;
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      await renderLetterPdf({ letter, organizationName: 'Lokseva Trust', date });
      best = Math.min(best, performance.now() - start);
    }
    return best;
  }

  // A word wider than the line was cut by pdfmake with a binary search of full shapings per
  // line: cost grew with the square of its length (10,000 letters: 4–13 s of the event loop,
  // about 50 times a normal letter of the same length).
  it('renders a letter-long word (Latin or Indic) about as fast as a normal letter of the same length', async () => {
    const normal = 'Dear Shri Ramesh Kumar ji, we are happy to attend the opening of the new library. '.repeat(120).slice(0, MAX_LETTER_LENGTH);
    const normalMs = await renderMs(normal);
    for (const word of ['A'.repeat(MAX_LETTER_LENGTH), 'क'.repeat(MAX_LETTER_LENGTH), `Z${'\u0336'.repeat(MAX_LETTER_LENGTH - 1)}`]) {
      const ms = await renderMs(word);
      expect(ms / normalMs, `${word.slice(0, 2)}… took ${ms.toFixed(0)} ms, a normal letter ${normalMs.toFixed(0)} ms`).toBeLessThan(4);
    }
  }, 120_000);

  it('makes the same letter in the PDF thread the server uses, so layout never holds the event loop', async () => {
    const sample = SAMPLE_LETTERS.Hindi;
    const [inThread, offThread] = [await renderLetterPdf({ ...sample, date }), await renderLetterPdfOffThread({ ...sample, date })];
    expect(text(offThread)).toBe(text(inThread));
    expect(embeddedFonts(offThread)).toEqual(embeddedFonts(inThread));
  }, 30_000);

  it('still prints every letter of a long word, wrapped over lines', async () => {
    const word = 'B'.repeat(500);
    const extracted = text(await renderLetterPdf({ letter: `Dear host,\n\n${word}`, organizationName: '', date }));
    expect(extracted.replace(/[\s\u200b]/g, '')).toContain(word);
  });

  it('leaves ordinary words alone and breaks only runs longer than a line', () => {
    const letter = 'Dear Shri Ramesh Kumar ji,\n\nਸੰਸਕ੍ਰਿਤ संस्कृतसप्ताहस्य ramesh.kumar@lokseva-trust.org';
    expect(breakLongWords(letter)).toBe(letter);
    const pieces = breakLongWords('x'.repeat(100)).split('\u200b');
    expect(pieces.map((p) => p.length)).toEqual([MAX_UNBROKEN_GRAPHEMES, MAX_UNBROKEN_GRAPHEMES, 20]);
    // Between graphemes only: a Devanagari syllable is never cut from its vowel sign.
    const syllables = breakLongWords('कि'.repeat(50)).split('\u200b');
    expect(syllables.every((p) => /^(कि)+$/.test(p))).toBe(true);
  });
});

describe('formatLetterDate', () => {
  it('formats the date in the letter language', () => {
    expect(formatLetterDate(date, 'English')).toBe('21 November 2026');
    expect(formatLetterDate(date, 'Hindi')).toBe('21 नवंबर 2026');
    expect(formatLetterDate(date, 'Tamil')).toBe('21 நவம்பர் 2026');
    // The order the letters' body writes dates in, not the locale's 'ನವೆಂಬರ್ 21, 2026'.
    expect(formatLetterDate(date, 'Kannada')).toBe('21 ನವೆಂಬರ್ 2026');
    // A late-evening UTC time is already the next day in India.
    expect(formatLetterDate(new Date('2026-11-20T20:00:00Z'), 'English')).toBe('21 November 2026');
  });

  it('uses the digits the body is written with', () => {
    expect(formatLetterDate(date, 'Sanskrit', undefined, 'सादरं प्रणमामः। 12 अप्रैल 2026 दिनाङ्के')).toMatch(/^21 \S+ 2026$/u);
    expect(formatLetterDate(date, 'Sanskrit', undefined, '१२ अप्रैल २०२६ दिनाङ्के')).toMatch(/^२१ \S+ २०२६$/u);
    expect(formatLetterDate(date, 'Kannada', undefined, '೧೨ ಏಪ್ರಿಲ್ ೨೦೨೬')).toBe('೨೧ ನವೆಂಬರ್ ೨೦೨೬');
  });
});

describe('splitLetter', () => {
  it('finds the salutation, the paragraphs and the sign-off', () => {
    const parts = splitLetter(SAMPLE_LETTERS.English.letter);
    expect(parts.salutation).toBe('Dear Dr. Sharma,');
    expect(parts.paragraphs).toHaveLength(3);
    expect(parts.paragraphs[2]).toMatch(/^Please convey/);
    expect(parts.signOff).toEqual(['With warm regards,', 'Ramesh Kumar', 'Lokseva Trust']);
  });

  it('reads a sign-off written with blank lines, and one with a full stop in the name', () => {
    const parts = splitLetter('प्रिय मित्र,\r\n\r\nधन्यवाद।\n\nसादर,\n\nरमेश कुमार\n\nAcme Pvt. Ltd.');
    expect(parts).toEqual({
      salutation: 'प्रिय मित्र,',
      paragraphs: ['धन्यवाद।'],
      signOff: ['सादर,', 'रमेश कुमार', 'Acme Pvt. Ltd.'],
    });
  });

  it('keeps a two-line closing, the name, the designation and the organization together', () => {
    const parts = splitLetter('आदरणीय श्री रमेश जी,\n\nहार्दिक धन्यवाद।\n\nसादर,\nभवदीया,\nडॉ. सुधा राव\nसचिव\nलोकसेवा ट्रस्ट (Lokseva Trust)');
    expect(parts.paragraphs).toEqual(['हार्दिक धन्यवाद।']);
    expect(parts.signOff).toEqual(['सादर,', 'भवदीया,', 'डॉ. सुधा राव', 'सचिव', 'लोकसेवा ट्रस्ट (Lokseva Trust)']);
  });

  it('keeps the body when the letter has no sign-off', () => {
    const parts = splitLetter('Dear Sir,\n\nThank you for the invitation.\n\nWe shall attend the event.');
    expect(parts.paragraphs).toEqual(['Thank you for the invitation.', 'We shall attend the event.']);
    expect(parts.signOff).toEqual([]);
  });
});

describe('splitScriptRuns', () => {
  const [latin, deva, knda, taml, mlym] = [
    FONT_FAMILIES.latin.family,
    FONT_FAMILIES.devanagari.family,
    FONT_FAMILIES.kannada.family,
    FONT_FAMILIES.tamil.family,
    FONT_FAMILIES.malayalam.family,
  ];

  it('gives single-script text one run', () => {
    expect(splitScriptRuns('')).toEqual([]);
    expect(splitScriptRuns('Dear Dr. Sharma, 21 November.')).toEqual([{ text: 'Dear Dr. Sharma, 21 November.', font: latin }]);
    expect(splitScriptRuns('2026')).toEqual([{ text: '2026', font: latin }]);
    // Digits, spaces and dandas take the script around them; joiners stay in the cluster.
    expect(splitScriptRuns('21 नवंबर 2026 को।')).toEqual([{ text: '21 नवंबर 2026 को।', font: deva }]);
    expect(splitScriptRuns('ಟ್ರಸ್ಟ್\u200cನ ಇಬ್ಬರು')).toEqual([{ text: 'ಟ್ರಸ್ಟ್\u200cನ ಇಬ್ಬರು', font: knda }]);
    // Vedic accents stay with their syllable.
    expect(splitScriptRuns('अ॒ग्निमी॑ळे')).toEqual([{ text: 'अ॒ग्निमी॑ळे', font: deva }]);
  });

  it('splits a Hindi sentence around an English venue', () => {
    expect(splitScriptRuns('यह कार्यक्रम Bangalore International Centre, Domlur में होगा।')).toEqual([
      { text: 'यह कार्यक्रम ', font: deva },
      { text: 'Bangalore International Centre, Domlur ', font: latin },
      { text: 'में होगा।', font: deva },
    ]);
  });

  it('gives an opening quote to the run it opens and a danda to an Indic run', () => {
    expect(splitScriptRuns('पहले “Bangalore Palace” पहुँचें')).toEqual([
      { text: 'पहले ', font: deva },
      { text: '“Bangalore Palace” ', font: latin },
      { text: 'पहुँचें', font: deva },
    ]);
    expect(splitScriptRuns('स्थान: Bangalore Palace। समय: 7')).toEqual([
      { text: 'स्थान: ', font: deva },
      { text: 'Bangalore Palace', font: latin },
      { text: '। समय: 7', font: deva },
    ]);
    expect(splitScriptRuns('स्थान: Palace।')).toEqual([
      { text: 'स्थान: ', font: deva },
      { text: 'Palace', font: latin },
      { text: '।', font: deva },
    ]);
  });

  it('separates neighbouring Indic scripts', () => {
    expect(splitScriptRuns('நன்றி നന്ദി')).toEqual([
      { text: 'நன்றி ', font: taml },
      { text: 'നന്ദി', font: mlym },
    ]);
  });

  it('loses no character', () => {
    for (const sample of [...Object.values(SAMPLE_LETTERS), MIXED_SCRIPT_LETTER]) {
      const runs = splitScriptRuns(sample.letter);
      expect(runs.map((r) => r.text).join('')).toBe(sample.letter);
      for (let i = 1; i < runs.length; i++) expect(runs[i].font).not.toBe(runs[i - 1].font);
    }
  });
});
