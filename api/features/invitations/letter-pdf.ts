/**
 * The response letter as a printable A4 PDF, made on the server with pdfmake 0.3.
 *
 * Text in any of the app's languages (and mixtures of them) is shaped by fontkit with the
 * Noto TTFs of `pdf-fonts.ts`; text is cut into per-script runs because pdfmake has no font
 * fallback. Nothing is fetched or read from disk while rendering: the fonts are loaded once
 * into pdfmake's virtual file system and both resource access policies deny everything.
 *
 * Needs fontkit 2.0.4 patched (patches/fontkit+2.0.4.patch): it crashes on the null GPOS
 * anchors of Google's Telugu and Malayalam fonts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { FONT_FAMILIES, SCRIPTS, dominantScript, splitScriptRuns, type Script } from './pdf-fonts';

const require = createRequire(import.meta.url);

export interface LetterPdfInput {
  /** Plain text: paragraphs separated by blank lines, salutation first, closing + sender lines last. */
  letter: string;
  organizationName: string;
  date: Date;
  /** 'English', 'Hindi', … or a BCP 47 tag ('hi', 'ta-IN'); guessed from the text when absent. */
  language?: string;
  /** Time zone the date is read in (default Asia/Kolkata). */
  timeZone?: string;
}

// ---------------------------------------------------------------------------------------------
// pdfmake (CommonJS, no typings): the few members used here.

interface PdfMakeFontDescriptor {
  normal: string;
  bold: string;
  italics: string;
  bolditalics: string;
}
type Content = string | { [key: string]: unknown };
interface DocDefinition {
  [key: string]: unknown;
  content: Content[];
}
interface PdfMakeServer {
  virtualfs: { writeFileSync(name: string, content: Buffer): void };
  addFonts(fonts: Record<string, PdfMakeFontDescriptor>): void;
  setUrlAccessPolicy(callback: (url: string) => boolean): void;
  setLocalAccessPolicy(callback: (path: string) => boolean): void;
  createPdf(doc: DocDefinition): { getBuffer(): Promise<Buffer> };
}

const pdfmake = require('pdfmake') as PdfMakeServer;

/** Line height (ascent − descent, in em) that pdfkit gives each family at lineHeight 1. */
const naturalLineHeight = new Map<string, number>();
let fontsReady = false;

/** Reads hhea ascent/descent and head unitsPerEm, as pdfkit does for its line height. */
function hheaLineHeightEm(ttf: Buffer): number {
  const tables = new Map<string, number>();
  const numTables = ttf.readUInt16BE(4);
  for (let i = 0; i < numTables; i++) {
    const record = 12 + 16 * i;
    tables.set(ttf.toString('latin1', record, record + 4), ttf.readUInt32BE(record + 8));
  }
  const head = tables.get('head');
  const hhea = tables.get('hhea');
  if (head === undefined || hhea === undefined) throw new Error('Not a TrueType font');
  const unitsPerEm = ttf.readUInt16BE(head + 18);
  return (ttf.readInt16BE(hhea + 4) - ttf.readInt16BE(hhea + 6)) / unitsPerEm;
}

function ensureFonts(): void {
  if (fontsReady) return;
  const fonts: Record<string, PdfMakeFontDescriptor> = {};
  for (const script of SCRIPTS) {
    const { family, normal, bold } = FONT_FAMILIES[script];
    const normalName = `sahayak-fonts/${family}-Regular.ttf`;
    const boldName = `sahayak-fonts/${family}-Bold.ttf`;
    const normalTtf = readFileSync(normal);
    pdfmake.virtualfs.writeFileSync(normalName, normalTtf);
    pdfmake.virtualfs.writeFileSync(boldName, readFileSync(bold));
    naturalLineHeight.set(family, hheaLineHeightEm(normalTtf));
    // No italic faces for the Indic scripts: italics fall back to upright rather than throw.
    fonts[family] = { normal: normalName, bold: boldName, italics: normalName, bolditalics: boldName };
  }
  pdfmake.addFonts(fonts);
  // A letter never needs outside resources; fonts come from the virtual file system.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  fontsReady = true;
}

// ---------------------------------------------------------------------------------------------
// Languages and dates.

interface LanguageInfo {
  /** BCP 47 tag for the date and the PDF /Lang entry. */
  tag: string;
  script: Script;
}

const LANGUAGE_INFO: Record<string, LanguageInfo> = {
  english: { tag: 'en-GB', script: 'latin' },
  hindi: { tag: 'hi-IN', script: 'devanagari' },
  sanskrit: { tag: 'sa-IN', script: 'devanagari' },
  kannada: { tag: 'kn-IN', script: 'kannada' },
  tamil: { tag: 'ta-IN', script: 'tamil' },
  telugu: { tag: 'te-IN', script: 'telugu' },
  malayalam: { tag: 'ml-IN', script: 'malayalam' },
};
const LANGUAGE_BY_CODE: Record<string, string> = {
  en: 'english', hi: 'hindi', sa: 'sanskrit', kn: 'kannada', ta: 'tamil', te: 'telugu', ml: 'malayalam',
};
const LANGUAGE_BY_SCRIPT: Record<Script, string> = {
  latin: 'english', devanagari: 'hindi', kannada: 'kannada', tamil: 'tamil', telugu: 'telugu', malayalam: 'malayalam',
};

function languageInfo(language: string | undefined, text: string): LanguageInfo {
  const key = language?.trim().toLowerCase() ?? '';
  const name = LANGUAGE_INFO[key] ? key : LANGUAGE_BY_CODE[key.split(/[-_]/)[0]];
  if (name) return LANGUAGE_INFO[name];
  return LANGUAGE_INFO[LANGUAGE_BY_SCRIPT[dominantScript(text)]];
}

/** '21 November 2026', '21 नवंबर 2026', 'ನವೆಂಬರ್ 21, 2026', … (falls back to English). */
export function formatLetterDate(date: Date, languageTag: string, timeZone = 'Asia/Kolkata'): string {
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone };
  try {
    return new Intl.DateTimeFormat([languageTag, 'en-GB'], options).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(date);
  }
}

// ---------------------------------------------------------------------------------------------
// The letter's parts.

export interface LetterParts {
  salutation: string | null;
  /** Paragraphs; a paragraph's own line breaks are kept as '\n'. */
  paragraphs: string[];
  /** Closing, sender name, organization… (empty when none was recognised). */
  signOff: string[];
}

/** Characters to drop or replace before layout: the Indic fonts lack U+202F and U+2060. */
function cleanText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u202f\u2007]/g, '\u00a0')
    .replace(/[\u2060\ufeff\u00ad]/g, '')
    .replace(/\t/g, ' ');
}

const SENTENCE_END = /[.!?।॥]["'”’)]*$/u;
const CLOSING_END = /[,،]$/u;
const MAX_SIGN_OFF_LINE = 70;

/**
 * Splits the letter into salutation, body paragraphs and sign-off lines. The sign-off is
 * read backwards from the end: short lines (name and organisation may end with a full
 * stop, 'Pvt. Ltd.'), up to and including a closing that ends with a comma ('Yours
 * sincerely,', 'सादर,'), at most five lines; a line that reads like a sentence stops it.
 */
export function splitLetter(letter: string): LetterParts {
  const blocks = cleanText(letter)
    .split(/\n[ \u00a0]*\n\s*/)
    .map((p) =>
      p
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line.length > 0),
    )
    .filter((lines) => lines.length > 0);

  const signOff: string[] = [];
  outer: while (blocks.length > 0) {
    const lines = blocks[blocks.length - 1];
    // Earlier blocks only join when they are single lines (the sign-off written with blank lines).
    if (signOff.length > 0 && lines.length > 1) break;
    while (lines.length > 0) {
      const line = lines[lines.length - 1];
      const isSentence = SENTENCE_END.test(line) && signOff.length >= 2;
      if (line.length > MAX_SIGN_OFF_LINE || isSentence || signOff.length >= 5) break outer;
      signOff.unshift(lines.pop()!);
      if (CLOSING_END.test(line)) {
        if (lines.length === 0) blocks.pop();
        break outer;
      }
    }
    blocks.pop();
  }
  if (blocks.length === 0) {
    // Nothing left for a body: it was not a sign-off after all.
    return { salutation: null, paragraphs: signOff.length ? [signOff.join('\n')] : [], signOff: [] };
  }

  let salutation: string | null = null;
  const first = blocks[0];
  if (first[0].length <= 80 && !SENTENCE_END.test(first[0]) && (blocks.length > 1 || first.length > 1)) {
    salutation = first.shift()!;
    if (first.length === 0) blocks.shift();
  }
  return { salutation, paragraphs: blocks.map((lines) => lines.join('\n')), signOff };
}

// ---------------------------------------------------------------------------------------------
// Layout.

const CM = 72 / 2.54;
const PAGE_MARGINS = [2.5 * CM, 2.2 * CM, 2.5 * CM, 2.5 * CM] as const;
const A4_WIDTH = 595.28;
const TEXT_WIDTH = A4_WIDTH - PAGE_MARGINS[0] - PAGE_MARGINS[2];
const FONT_SIZE = 11.5;
/** Leading in em: Indic scripts stack marks above and below, so they get a little more. */
const LEADING: Record<Script, number> = {
  latin: 1.4, devanagari: 1.5, kannada: 1.5, tamil: 1.45, telugu: 1.5, malayalam: 1.5,
};
const INK = '#1f1f1f';
const QUIET = '#555555';

interface RunStyle {
  leading: number;
  bold?: boolean;
  /** Latin letterhead: small caps and letter-spacing (never on Indic text: it would detach the marks). */
  smallCaps?: boolean;
}

/** The text as pdfmake inlines, one per script run, all with the same absolute line height. */
function inlines(text: string, style: RunStyle): Content[] {
  return splitScriptRuns(text).map(({ text: runText, font }) => {
    const inline: Record<string, unknown> = {
      text: runText,
      font,
      lineHeight: style.leading / (naturalLineHeight.get(font) ?? 1.36),
    };
    if (style.bold) inline.bold = true;
    if (style.smallCaps && font === FONT_FAMILIES.latin.family) {
      inline.fontFeatures = ['c2sc', 'smcp'];
      inline.characterSpacing = 1.4;
    }
    return inline;
  });
}

function buildDocument(input: LetterPdfInput): DocDefinition {
  const letter = cleanText(input.letter);
  const organizationName = cleanText(input.organizationName).replace(/\s+/g, ' ').trim();
  const lang = languageInfo(input.language, letter);
  const leading = LEADING[dominantScript(letter) === 'latin' ? lang.script : dominantScript(letter)];
  const dateText = formatLetterDate(input.date, lang.tag, input.timeZone);
  const parts = splitLetter(letter);
  const body = { leading };

  const content: Content[] = [];
  if (organizationName) {
    content.push(
      {
        text: inlines(organizationName, { leading: 1.4, smallCaps: true }),
        alignment: 'center',
        fontSize: 12.5,
        color: '#333333',
        margin: [0, 0, 0, 7],
      },
      {
        canvas: [{ type: 'line', x1: 0, y1: 0, x2: TEXT_WIDTH, y2: 0, lineWidth: 0.5, lineColor: '#9a9a9a' }],
        margin: [0, 0, 0, 22],
      },
    );
  }
  content.push({ text: inlines(dateText, body), alignment: 'right', margin: [0, 0, 0, 22] });
  if (parts.salutation) {
    content.push({ text: inlines(parts.salutation, body), margin: [0, 0, 0, 9] });
  }
  for (const paragraph of parts.paragraphs) {
    content.push({ text: inlines(paragraph, body), margin: [0, 0, 0, 9] });
  }
  if (parts.signOff.length > 0) {
    const [closing, ...rest] = parts.signOff.length > 1 ? parts.signOff : [null, ...parts.signOff];
    const stack: Content[] = [];
    // Room for a handwritten signature between the closing and the name.
    if (closing) stack.push({ text: inlines(closing, body), margin: [0, 0, 0, 30] });
    rest.forEach((line, i) => stack.push({ text: inlines(line, { ...body, bold: i === 0 && rest.length > 1 }) }));
    content.push({ stack, unbreakable: true, margin: [0, 10, 0, 0] });
  }

  return {
    pageSize: 'A4',
    pageMargins: [...PAGE_MARGINS],
    language: lang.tag,
    info: {
      title: organizationName ? `${organizationName} – ${dateText}` : dateText,
      author: organizationName || undefined,
      subject: 'Response letter',
      creator: 'Sahayak',
    },
    displayTitle: true,
    defaultStyle: { font: FONT_FAMILIES[lang.script].family, fontSize: FONT_SIZE, color: INK },
    footer: (currentPage: number, pageCount: number): Content | null =>
      pageCount > 1
        ? {
            text: inlines(`${currentPage} / ${pageCount}`, { leading: 1.4 }),
            alignment: 'center',
            fontSize: 8.5,
            color: QUIET,
            margin: [0, 0.9 * CM, 0, 0],
          }
        : null,
    content,
  };
}

/** Renders the letter as an A4 PDF. */
export async function renderLetterPdf(input: LetterPdfInput): Promise<Buffer> {
  ensureFonts();
  return pdfmake.createPdf(buildDocument(input)).getBuffer();
}
