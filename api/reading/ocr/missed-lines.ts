/**
 * Puts back the lines tesseract's layout analysis left out.
 *
 * Tesseract's page layout takes a big word standing alone on its line (a bride's name in a
 * display font, 'संग' between two names) for a picture and never reads it, though the detector
 * found it. Each detected line that no line of tesseract's covers is read alone as one line and
 * put in reading order: before the first block below it that shares its columns.
 */
import sharp from 'sharp';
import type { OcrBlock, OcrLine } from './ocr-layout';
import type { Region } from './line-ink';
import type { PageCanvas } from './page-canvas';
import type { TesseractRead } from './read-page';
import type { TesseractCode } from './tessdata';

// Tesseract's page segmentation mode for an image of one line.
const SINGLE_LINE = '7';
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
    const crop = await sharp(canvas.png).extract({ left: region.x, top: region.y, width: region.width, height: region.height }).png().toBuffer();
    const result = await read(crop, scripts, SINGLE_LINE);
    const lines: OcrLine[] = (result.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines)).map((l) => shifted(l, region));
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

/** A line of tesseract's covers a detected region when its middle lies in it and they share most of their width. */
function covers(box: { x0: number; y0: number; x1: number; y1: number }, r: Region): boolean {
  const middle = (box.y0 + box.y1) / 2;
  if (middle < r.y || middle > r.y + r.height) return false;
  const shared = Math.min(box.x1, r.x + r.width) - Math.max(box.x0, r.x);
  return shared >= 0.5 * Math.min(box.x1 - box.x0, r.width);
}

function clipTo(canvas: PageCanvas) {
  return (r: Region): Region => {
    const x = Math.max(0, r.x);
    const y = Math.max(0, r.y);
    return { x, y, width: Math.min(canvas.width, r.x + r.width) - x, height: Math.min(canvas.height, r.y + r.height) - y };
  };
}

function shifted(line: OcrLine, by: Region): OcrLine {
  const move = <B extends { x0: number; y0: number; x1: number; y1: number }>(b: B): B => ({ ...b, x0: b.x0 + by.x, x1: b.x1 + by.x, y0: b.y0 + by.y, y1: b.y1 + by.y });
  return { ...line, bbox: move(line.bbox), words: line.words.map((w) => ({ ...w, bbox: move(w.bbox) })) };
}
