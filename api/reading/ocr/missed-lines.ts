/**
 * Puts back the lines tesseract's layout analysis left out, and reads apart the lines it ran
 * together.
 *
 * Tesseract's page layout takes a big word standing alone on its line (a bride's name in a
 * display font, 'संग' between two names) for a picture and never reads it, though the detector
 * found it. Each detected line that no line of tesseract's covers is read alone as one line and
 * put in reading order: before the first block below it that shares its columns.
 *
 * It also takes a label set beside a value of two lines ('Date:' beside 'Sunday, / July 12,
 * 2026') for one tall line, and reads the letters of both as one ('Date: 112. 2026'). Such a
 * line spans two detected lines one above the other and reads doubtfully: each of those detected
 * lines is then read alone, and kept when that reads more surely. A doubtful line that is one
 * detected line is read alone too: without the page around it tesseract often reads it better
 * (on the reading set: a name and a phone in a Marathi card's columns, a shop's card).
 */
import sharp from 'sharp';
import type { OcrBlock, OcrLine } from './ocr-layout';
import type { Region } from './line-ink';
import type { PageCanvas } from './page-canvas';
import { blankPgm, pgmOf } from './pgm';
import type { TesseractRead } from './read-page';
import type { TesseractCode } from './tessdata';

// Tesseract's page segmentation mode for an image of one line.
export const SINGLE_LINE = '7';
// Lines read alone at most per page: past this the page is mostly not text tesseract saw.
const MAX_MISSED = 12;

/** `blocks` with the detected lines of `canvas` they lack read and slotted in. */
export async function withMissedLines(blocks: OcrBlock[], canvas: PageCanvas, scripts: TesseractCode[], read: TesseractRead): Promise<OcrBlock[]> {
  const seen = blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines.map((l) => l.bbox)));
  const missed = canvas.lines
    .map(clipTo(canvas))
    .filter((r) => r.width > 4 && r.height > 4 && !seen.some((box) => covers(box, r)))
    .slice(0, MAX_MISSED);
  const out = [...blocks];
  for (const region of missed) {
    const crop = await cropOf(canvas, region);
    const result = await read(crop.image, scripts, SINGLE_LINE);
    const lines: OcrLine[] = (result.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines)).map((l) => placed(l, region, crop));
    if (lines.length === 0) continue;
    const block: OcrBlock = { paragraphs: [{ lines }] };
    const middle = region.y + region.height / 2;
    const at = out.findIndex((b) => {
      const boxes = b.paragraphs.flatMap((p) => p.lines.map((l) => l.bbox));
      return boxes.length > 0 && Math.min(...boxes.map((x) => x.y0)) > middle && boxes.some((x) => x.x0 < region.x + region.width && x.x1 > region.x);
    });
    out.splice(at === -1 ? out.length : at, 0, block);
  }
  return out;
}

// A line read less surely than this may be two printed lines run together, or misread in the page's layout.
const MERGED_MAX_CONFIDENCE = 75;
// Lines read apart at most per page: each is one more (small) read.
const MAX_SPLIT = 6;

/** `blocks` with each doubtful line replaced by the detected lines under it read alone, where those read more surely. */
export async function withSplitLines(blocks: OcrBlock[], canvas: PageCanvas, scripts: TesseractCode[], read: TesseractRead): Promise<OcrBlock[]> {
  const regions = canvas.lines.map(clipTo(canvas)).filter((r) => r.width > 4 && r.height > 4);
  const all = blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
  // A detected line another line of tesseract's read surely is not read twice.
  const readElsewhere = (r: Region, line: OcrLine) => all.some((l) => l !== line && meanConfidence(l) >= MERGED_MAX_CONFIDENCE && covers(l.bbox, r));
  let budget = MAX_SPLIT;
  const out: OcrBlock[] = [];
  for (const block of blocks) {
    const paragraphs: Array<{ lines: OcrLine[] }> = [];
    for (const paragraph of block.paragraphs) {
      let lines: OcrLine[] = [];
      for (const line of paragraph.lines) {
        // A mark or two read off an ornament ('N' of a flourish) is no line to read again: read
        // alone it only reads as surer junk ('AO)').
        const doubtful = budget > 0 && meanConfidence(line) < MERGED_MAX_CONFIDENCE && letters(line) >= MIN_LETTERS;
        let inside = doubtful ? regions.filter((r) => overlaps(r, line.bbox)) : [];
        if (!stacked(inside)) {
          // Not two lines run together: the detected line it is, read alone, without the page around it.
          const own = inside.filter((r) => middleIn(r, line.bbox));
          inside = own.length === 1 ? own : [];
        }
        if (inside.length === 0) {
          lines.push(line);
          continue;
        }
        budget -= 1;
        // Read column by column: the line may have run a label into its value, or two columns together.
        const columns: OcrLine[][] = [];
        for (const column of columnsOf(inside.filter((r) => !readElsewhere(r, line)))) {
          const apart: OcrLine[] = [];
          for (const region of column) {
            const crop = await cropOf(canvas, region);
            const result = await read(crop.image, scripts, SINGLE_LINE);
            apart.push(...(result.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines)).map((l) => placed(l, region, crop)));
          }
          if (apart.length > 0) columns.push(apart);
        }
        const words = columns.flat().flatMap((l) => l.words);
        if (words.length === 0 || words.reduce((sum, w) => sum + w.confidence, 0) / words.length <= meanConfidence(line)) {
          lines.push(line);
          continue;
        }
        if (columns.length === 1) {
          lines.push(...columns[0]);
          continue;
        }
        // Each column its own paragraph, so no rule reads on from one column into the next.
        if (lines.length > 0) paragraphs.push({ lines });
        paragraphs.push(...columns.map((column) => ({ lines: column })));
        lines = [];
      }
      if (lines.length > 0) paragraphs.push({ lines });
    }
    out.push({ ...block, paragraphs });
  }
  return out;
}

/** The regions grouped into columns (regions sharing some width), left to right, each top to bottom. */
function columnsOf(regions: Region[]): Region[][] {
  const columns: Region[][] = [];
  for (const r of [...regions].sort((a, b) => a.x - b.x)) {
    const column = columns.find((c) => c.some((o) => Math.min(o.x + o.width, r.x + r.width) > Math.max(o.x, r.x)));
    if (column) column.push(r);
    else columns.push([r]);
  }
  return columns.map((c) => c.sort((a, b) => a.y - b.y));
}

const MIN_LETTERS = 3;
function letters(line: OcrLine): number {
  return line.words.reduce((n, w) => n + (w.text.match(/[\p{L}\p{N}]/gu) ?? []).length, 0);
}

function meanConfidence(line: OcrLine): number {
  return line.words.length ? line.words.reduce((sum, w) => sum + w.confidence, 0) / line.words.length : 0;
}

/** Whether the region's middle lies inside the box. */
function middleIn(r: Region, box: { x0: number; y0: number; x1: number; y1: number }): boolean {
  const [cx, cy] = [r.x + r.width / 2, r.y + r.height / 2];
  return cx >= box.x0 && cx <= box.x1 && cy >= box.y0 && cy <= box.y1;
}

// Share of a detected line's height a line of tesseract's must reach into to have read part of it.
const OVERLAP = 1 / 3;

/** Whether the box reaches over a good part of the region's height, around its middle's column. */
function overlaps(r: Region, box: { x0: number; y0: number; x1: number; y1: number }): boolean {
  const cx = r.x + r.width / 2;
  const shared = Math.min(box.y1, r.y + r.height) - Math.max(box.y0, r.y);
  return cx >= box.x0 && cx <= box.x1 && shared >= OVERLAP * r.height;
}

/** Whether two of the regions lie one above the other (sharing columns), not side by side. */
function stacked(regions: Region[]): boolean {
  return regions.some((a, i) =>
    regions.slice(i + 1).some((b) => {
      const apart = Math.abs(a.y + a.height / 2 - (b.y + b.height / 2)) > Math.min(a.height, b.height) / 2;
      const shareColumns = Math.min(a.x + a.width, b.x + b.width) > Math.max(a.x, b.x);
      return apart && shareColumns;
    }),
  );
}

/** A line of tesseract's covers a detected region when its middle lies in it and they share most of their width. */
function covers(box: { x0: number; y0: number; x1: number; y1: number }, r: Region): boolean {
  const middle = (box.y0 + box.y1) / 2;
  if (middle < r.y || middle > r.y + r.height) return false;
  const shared = Math.min(box.x1, r.x + r.width) - Math.max(box.x0, r.x);
  return shared >= 0.5 * Math.min(box.x1 - box.x0, r.width);
}

// A line read alone is brought to this height when it is taller: the canvas sets the page's
// usual lines at the height tesseract reads best, and a heading in a display or script font
// stays several times taller. Read at that size its letters' flourishes are taken for marks
// ('Housewarming' read at 26 % in a 237 px crop, at 76 % brought to 80 px).
const READ_LINE_HEIGHT = 80;
// White around a line read alone, as around a line on a page.
const READ_LINE_MARGIN = 10;

/** A line cut out to be read alone: its image (a PGM), and how it was scaled and framed. */
interface LineCrop {
  image: Buffer;
  scale: number;
  margin: number;
}

/** The region of the canvas as an image of its own, no taller than a line tesseract reads well. */
export async function cropOf(canvas: PageCanvas, region: Region): Promise<LineCrop> {
  const out = blankPgm(region.width, region.height);
  for (let y = 0; y < region.height; y++) {
    const from = (region.y + y) * canvas.width + region.x;
    canvas.pixels.copy(out.pixels, y * region.width, from, from + region.width);
  }
  if (region.height <= READ_LINE_HEIGHT) return { image: out.image, scale: 1, margin: 0 };
  const scale = READ_LINE_HEIGHT / region.height;
  const width = Math.max(1, Math.round(region.width * scale));
  const m = READ_LINE_MARGIN;
  const { data, info } = await sharp(out.pixels, { raw: { width: region.width, height: region.height, channels: 1 } })
    .resize({ width, height: READ_LINE_HEIGHT, fit: 'fill' })
    .extend({ top: m, bottom: m, left: m, right: m, background: { r: 255, g: 255, b: 255 } })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { image: pgmOf(data, info.width, info.height).image, scale, margin: m };
}

export function clipTo(canvas: PageCanvas) {
  return (r: Region): Region => {
    const x = Math.max(0, r.x);
    const y = Math.max(0, r.y);
    return { x, y, width: Math.min(canvas.width, r.x + r.width) - x, height: Math.min(canvas.height, r.y + r.height) - y };
  };
}

/** A line read in `crop` put where its region lies on the canvas. */
export function placed(line: OcrLine, region: Region, crop: LineCrop): OcrLine {
  const x = (v: number) => Math.round((v - crop.margin) / crop.scale) + region.x;
  const y = (v: number) => Math.round((v - crop.margin) / crop.scale) + region.y;
  const move = <B extends { x0: number; y0: number; x1: number; y1: number }>(b: B): B => ({ ...b, x0: x(b.x0), x1: x(b.x1), y0: y(b.y0), y1: y(b.y1) });
  return { ...line, bbox: move(line.bbox), words: line.words.map((w) => ({ ...w, bbox: move(w.bbox) })) };
}
