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
import type { Language } from '@shared/limits';
import type { Letterhead } from '@shared/schemas/organization';
import { FONT_FAMILIES, SCRIPTS, dominantScript, type Script } from './pdf-fonts';
import { ASCENT_EM, DESCENT_EM, inlines, type Content } from './letter-pdf-text';
import { formatLetterDate, letterheadContent, placeDateLine } from './letter-pdf-head';

export { breakLongWords, MAX_UNBROKEN_GRAPHEMES } from './letter-pdf-text';
export { formatLetterDate };

const require = createRequire(import.meta.url);

export interface LetterPdfInput {
  /** Plain text: paragraphs separated by blank lines, salutation first, closing + sender lines last. */
  letter: string;
  /** The organization's Latin name: the letterhead when `letterhead` is not given. */
  organizationName: string;
  /** The letterhead and the place, in the letter's language (see senderFor(…).letterhead). */
  letterhead?: Letterhead;
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

/**
 * Shared vertical metrics, in em. pdfmake puts each line's baseline at the largest ascent
 * among its fonts, and the Noto families differ (Latin 1.069 em, Devanagari 0.896, Malayalam
 * 0.864…): a Hindi line holding an English venue name would sit 2 pt lower than its
 * neighbours. So every font gets the same hhea ascent and descent (only the in-memory copy,
 * only these two numbers: glyphs and their positioning are untouched), and lines are evenly
 * spaced whatever their scripts. The ascent leaves room for reph and top vowel signs.
 */
/** pdfmake font descriptors, once the TTFs are in its virtual file system. */
let fonts: Record<string, PdfMakeFontDescriptor> | null = null;

/** Copy of a TrueType font with the hhea ascender/descender set to ASCENT_EM/DESCENT_EM. */
export function withSharedVerticalMetrics(ttf: Buffer): Buffer {
  const font = Buffer.from(ttf);
  const tables = new Map<string, number>();
  const numTables = font.readUInt16BE(4);
  for (let i = 0; i < numTables; i++) {
    const record = 12 + 16 * i;
    tables.set(font.toString('latin1', record, record + 4), font.readUInt32BE(record + 8));
  }
  const head = tables.get('head');
  const hhea = tables.get('hhea');
  if (head === undefined || hhea === undefined) throw new Error('Not a TrueType font');
  const unitsPerEm = font.readUInt16BE(head + 18);
  font.writeInt16BE(Math.round(ASCENT_EM * unitsPerEm), hhea + 4);
  font.writeInt16BE(-Math.round(DESCENT_EM * unitsPerEm), hhea + 6);
  font.writeInt16BE(0, hhea + 8); // lineGap
  return font;
}

function ensureFonts(): void {
  if (!fonts) {
    fonts = {};
    for (const script of SCRIPTS) {
      const { family, normal, bold } = FONT_FAMILIES[script];
      const normalName = `sahayak-fonts/${family}-Regular.ttf`;
      const boldName = `sahayak-fonts/${family}-Bold.ttf`;
      pdfmake.virtualfs.writeFileSync(normalName, withSharedVerticalMetrics(readFileSync(normal)));
      pdfmake.virtualfs.writeFileSync(boldName, withSharedVerticalMetrics(readFileSync(bold)));
      // No italic faces for the Indic scripts: italics fall back to upright rather than throw.
      fonts[family] = { normal: normalName, bold: boldName, italics: normalName, bolditalics: boldName };
    }
    // pdfmake is a process-wide singleton. A letter never needs outside resources (fonts come
    // from the virtual file system), so both access policies deny everything.
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy(() => false);
  }
  // Cheap, and survives another module's pdfmake.setFonts().
  pdfmake.addFonts(fonts);
}

// ---------------------------------------------------------------------------------------------
// Languages and dates.

interface LanguageInfo {
  name: Language;
  /** BCP 47 tag for the PDF /Lang entry. */
  tag: string;
  script: Script;
}

const LANGUAGE_INFO: Record<string, LanguageInfo> = {
  english: { name: 'English', tag: 'en-GB', script: 'latin' },
  hindi: { name: 'Hindi', tag: 'hi-IN', script: 'devanagari' },
  sanskrit: { name: 'Sanskrit', tag: 'sa-IN', script: 'devanagari' },
  kannada: { name: 'Kannada', tag: 'kn-IN', script: 'kannada' },
  tamil: { name: 'Tamil', tag: 'ta-IN', script: 'tamil' },
  telugu: { name: 'Telugu', tag: 'te-IN', script: 'telugu' },
  malayalam: { name: 'Malayalam', tag: 'ml-IN', script: 'malayalam' },
};
const LANGUAGE_BY_CODE: Record<string, string> = {
  en: 'english', hi: 'hindi', sa: 'sanskrit', kn: 'kannada', ta: 'tamil', te: 'telugu', ml: 'malayalam',
};
const LANGUAGE_BY_SCRIPT: Record<Script, string> = {
  latin: 'english', devanagari: 'hindi', kannada: 'kannada', tamil: 'tamil', telugu: 'telugu', malayalam: 'malayalam',
};

function languageInfo(language: string | undefined, text: string): LanguageInfo {
  const key = language?.trim().toLowerCase() ?? '';
  const code = key.split(/[-_]/)[0];
  const name = Object.hasOwn(LANGUAGE_INFO, key) ? key : Object.hasOwn(LANGUAGE_BY_CODE, code) ? LANGUAGE_BY_CODE[code] : null;
  if (name) return LANGUAGE_INFO[name];
  return LANGUAGE_INFO[LANGUAGE_BY_SCRIPT[dominantScript(text)]];
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
const MAX_CLOSING_LINE = 40;

/**
 * Splits the letter into salutation, body paragraphs and sign-off lines.
 *
 * The sign-off is the last few short lines (each at most 70 characters) from a closing that
 * ends with a comma ('Yours sincerely,', 'सादर,'; at most four lines follow it; a second short
 * closing line just above it belongs to it) to the end; the closing may not be one of the first
 * two lines (those are salutation and body). Without such a closing,
 * a last paragraph of two to five short lines whose first line is not a sentence ('सादर',
 * 'Ramesh Kumar', 'Lokseva Trust') is the sign-off. Otherwise there is none.
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
  const lines = blocks.flatMap((block, b) => block.map((text) => ({ text, block: b })));

  let signOffStart = lines.length;
  for (let i = lines.length - 2; i >= Math.max(2, lines.length - 5); i--) {
    if (lines[i].text.length > MAX_SIGN_OFF_LINE || lines[i + 1].text.length > MAX_SIGN_OFF_LINE) break;
    if (CLOSING_END.test(lines[i].text)) {
      signOffStart = i;
      // A two-line closing ('सादर,' / 'भवदीया,') stays one closing.
      const before = lines[i - 1];
      if (i - 1 >= 2 && before.block === lines[i].block && before.text.length <= MAX_CLOSING_LINE && CLOSING_END.test(before.text)) signOffStart = i - 1;
      break;
    }
  }
  const last = blocks.at(-1);
  if (
    signOffStart === lines.length &&
    blocks.length >= 2 &&
    last &&
    last.length >= 2 &&
    last.length <= 5 &&
    last.every((line) => line.length <= MAX_SIGN_OFF_LINE) &&
    !SENTENCE_END.test(last[0])
  ) {
    signOffStart = lines.length - last.length;
  }
  const signOff = lines.slice(signOffStart).map((line) => line.text);

  const body: string[][] = [];
  for (let i = 0; i < signOffStart; i++) {
    if (i === 0 || lines[i].block !== lines[i - 1].block) body.push([]);
    body.at(-1)!.push(lines[i].text);
  }

  let salutation: string | null = null;
  const first = body[0];
  if (first && first[0].length <= 80 && !SENTENCE_END.test(first[0]) && (body.length > 1 || first.length > 1)) {
    salutation = first.shift()!;
    if (first.length === 0) body.shift();
  }
  return { salutation, paragraphs: body.map((block) => block.join('\n')), signOff };
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

/** The letterhead as given, else one made of the organization's name alone (in whatever script it is). */
function letterheadOf(input: LetterPdfInput): Letterhead {
  const oneLine = (text: string) => cleanText(text).replace(/\s+/g, ' ').trim();
  const head = input.letterhead;
  if (!head) {
    const name = oneLine(input.organizationName);
    return { name, localName: name, address: '', place: '', phone: '', email: '', senderName: '', senderDesignation: '' };
  }
  return {
    ...head,
    name: oneLine(head.name || input.organizationName),
    localName: oneLine(head.localName),
    address: oneLine(head.address),
    place: oneLine(head.place),
    phone: oneLine(head.phone),
    email: oneLine(head.email),
  };
}

/** Room for a handwritten signature between the closing and the name (1.8 cm). */
const SIGNATURE_SPACE = 1.8 * CM;

function buildDocument(input: LetterPdfInput): DocDefinition {
  const letter = cleanText(input.letter);
  const head = letterheadOf(input);
  const organizationName = head.name || head.localName;
  const lang = languageInfo(input.language, letter);
  const leading = LEADING[dominantScript(letter)];
  const dateText = formatLetterDate(input.date, lang.name, input.timeZone, letter);
  const parts = splitLetter(letter);
  const body = { leading };

  const content: Content[] = [...letterheadContent(head, TEXT_WIDTH), placeDateLine(lang.name, head.place, dateText, leading)];
  if (parts.salutation) {
    content.push({ text: inlines(parts.salutation, body), margin: [0, 0, 0, 9] });
  }
  const paragraphs: Content[] = parts.paragraphs.map((p) => ({ text: inlines(p, body), margin: [0, 0, 0, 9] }));
  if (parts.signOff.length > 0) {
    // 'Yours sincerely,' (one or two closing lines) / name / designation / organisation; or just name / organisation.
    const commaLines = parts.signOff.findIndex((line) => !CLOSING_END.test(line));
    const closingCount = commaLines > 0 ? Math.min(commaLines, 2) : parts.signOff.length >= 3 ? 1 : 0;
    const closing = parts.signOff.slice(0, closingCount);
    const rest = parts.signOff.slice(closingCount);
    const signOff: Content[] = closing.map((line, i) => ({ text: inlines(line, body), margin: [0, 0, 0, i === closing.length - 1 ? SIGNATURE_SPACE : 0] }));
    rest.forEach((line, i) => signOff.push({ text: inlines(line, { ...body, bold: i === 0 }) }));
    // One block that never breaks over a page: the closing, the space to sign, the name, the
    // designation and the organisation; a short last paragraph moves with it, so a page never
    // holds the sign-off alone.
    const last = parts.paragraphs.at(-1);
    const keepWith = last !== undefined && last.length <= 500 ? [paragraphs.pop()!] : [];
    paragraphs.push({ stack: [...keepWith, { stack: signOff, margin: [0, 10, 0, 0] }], unbreakable: true });
  }
  content.push(...paragraphs);

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
