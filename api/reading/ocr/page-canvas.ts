/**
 * Redraws a photo as the page tesseract reads best: the detected text lines only, turned level,
 * dark on white, at the size tesseract was trained on, everything else (grounds, photos,
 * flourishes, the table around the card) left blank.
 *
 * Each line keeps its place on the page, so tesseract's own layout analysis still sees the
 * columns and blocks, and the text comes out in reading order with columns kept apart.
 */
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '@shared/limits';
import { inkOnWhite, type RawImage, type Region } from './line-ink';
import { fitLeanField, isLongLine, leanOf } from './lean-field';
import { levelCrop } from './level-crop';
import { median3 } from './median';
import { blankPgm } from './pgm';
import type { RgbImage, TextBox } from './text-detector';

/** A page redrawn for OCR, with where each detected line went. */
export interface PageCanvas {
  /** The page as a greyscale PGM (pgm.ts), what tesseract reads. */
  image: Buffer;
  /** Its pixels, one byte each, row by row (they share the image's memory). */
  pixels: Buffer;
  width: number;
  height: number;
  /** The detected lines' regions on the canvas, in the order of the input boxes. */
  lines: Region[];
}

// Detected boxes are about 1.7× the text's height (the detector grows them); tesseract reads
// best with capitals 20–40 px high, so a box of about 52 px.
const TARGET_BOX_HEIGHT = 52;
const MIN_SCALE = 0.35;
const MAX_SCALE = 3;
// Longest side the canvas may have before the text is made smaller than the target instead.
const MAX_CANVAS_SIDE = 4200;
const MARGIN = 24;
const MIN_TURN = 0.5;
// Where the page leans less than this a line is cut out as it lies (tesseract reads a degree's
// lean well); a line leaning more than MAX_OWN_LEAN off the page around it (a stamp, an arc)
// too.
const MIN_LEAN = 1.5;
const MAX_OWN_LEAN = 2.5;
// The radius a soft photo is sharpened over, in its own pixels.
const SHARPEN_RADIUS = 1.6;
// A box nearly as tall as it is long has no direction of its own (one or two letters).
const DIRECTIONLESS_ASPECT = 1.6;

/** The direction of most of the text (degrees, (-90, 90]); long lines weigh more. */
export function dominantAngle(boxes: TextBox[]): number {
  // Angles repeat every 180°: average them doubled, as unit vectors.
  let [x, y] = [0, 0];
  for (const b of boxes) {
    if (b.width < DIRECTIONLESS_ASPECT * b.height) continue;
    const rad = (2 * b.angle * Math.PI) / 180;
    x += b.width * Math.cos(rad);
    y += b.width * Math.sin(rad);
  }
  if (x === 0 && y === 0) return 0;
  const angle = (Math.atan2(y, x) * 90) / Math.PI;
  return angle === -90 ? 90 : angle;
}

/** The line height boxes are measured in: their median height. */
export function typicalBoxHeight(boxes: readonly TextBox[]): number {
  const heights = boxes.map((b) => b.height).sort((a, b) => a - b);
  return heights.length ? heights[Math.floor(heights.length / 2)] : TARGET_BOX_HEIGHT;
}

/** A photo scaled and turned for redrawing, with where each detected line now lies. */
export interface TurnedPage {
  /** The photo's pixels after scaling and turning (RGB). */
  pixels: RawImage;
  /** Where the detected lines lie on it, in the order of the boxes. */
  lines: PlacedLine[];
  /** Degrees turned clockwise. */
  turn: number;
}

/** A detected line on a turned page. */
export interface PlacedLine {
  /** Where the line is drawn, level: its own box for a leaning line, else its pixels' bounds. */
  region: Region;
  /** The pixels it covers on the turned page. */
  bounds: Region;
  /** Degrees the page leans clockwise where it lies, which it is drawn level from (0 within MIN_LEAN of level). */
  lean: number;
  /** Its centre on the turned page. */
  cx: number;
  cy: number;
}

/**
 * Scales `image` so its lines come out at the height tesseract reads best and turns it `turn`
 * degrees clockwise (minus the text's angle, plus 180 for upside down); `sharpen` for a photo
 * whose letters are soft (edge-width.ts).
 */
export async function turnPage(image: RgbImage, boxes: TextBox[], nearTurn: number, options: { sharpen?: boolean } = {}): Promise<TurnedPage> {
  const turn = quarterIfNear(nearTurn);
  let scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, TARGET_BOX_HEIGHT / typicalBoxHeight(boxes)));
  scale = Math.min(scale, MAX_CANVAS_SIDE / Math.max(image.width, image.height));
  const raw = { width: image.width, height: image.height, channels: 3 } as const;
  const size = { width: Math.max(1, Math.round(image.width * scale)), height: Math.max(1, Math.round(image.height * scale)) };
  const source = sharp(image.data, { raw, limitInputPixels: MAX_IMAGE_PIXELS }).resize({ ...size, fit: 'fill' });
  // Sensor noise enlarged with the text grows into specks tesseract reads as letters: smooth it
  // (a median keeps the strokes' edges) on the enlarged page; run first, at the photo's own size,
  // it changed 29 of the reading set's 57 texts and lost 21 fields. A soft photo's letters are then
  // sharpened at the size they are read: measured on the reading set blurred as a shaky phone
  // does, 165 → 183 of 214 invitation fields and 92 → 100 of 119 card fields (a radius of 0.6, 1,
  // 1.3, 1.6 and 2.2 photo pixels gave 272, 280, 282, 283 and 284 of the 333); a sharp photo
  // sharpened loses (193 → 183), so only soft ones are. The order is sharp's own pipeline's:
  // scale, cut, median, sharpen. Only where lines are drawn from is smoothed (`areas`), unless
  // the page is sharpened after.
  const finish = async (scaled: RawImage, areas: Region[]): Promise<RawImage> => {
    const smooth = scale > 1 ? median3(scaled, options.sharpen ? undefined : areas) : scaled;
    if (!options.sharpen) return smooth;
    const sharpened = sharp(smooth.data, { raw: { width: smooth.width, height: smooth.height, channels: 3 } }).sharpen({ sigma: SHARPEN_RADIUS * Math.max(1, scale) });
    return { ...smooth, data: await sharpened.raw().toBuffer() };
  };
  // Tesseract straightens a fraction of a degree itself: turning would only cost time.
  if (Math.abs(turn) < MIN_TURN) {
    // Only the part of the page that holds text is scaled and smoothed: the lines are all that
    // is drawn, and a card photographed on a table is often half table. Its pixels are those of
    // the whole page scaled, but for the window's outer pixels, where the median sees no further.
    const lines = linesOn(boxes, scale, size, size, 0);
    const window = around(
      lines.map((l) => l.bounds),
      size,
      MARGIN + WINDOW_EDGE,
    );
    const { data, info } = await source.extract(window).raw().toBuffer({ resolveWithObject: true });
    const placed = lines.map((l) => moved(l, -window.left, -window.top));
    const pixels = await finish({ data, width: info.width, height: info.height, channels: 3 }, placed.map(readArea));
    return { pixels, lines: placed, turn: 0 };
  }
  const resized = await source.raw().toBuffer({ resolveWithObject: true });
  // What the lines will read once the page is turned, found back on the page before the turn.
  const back = turnedBack(resized.info, turn);
  const areas = linesOn(boxes, scale, resized.info, back.size, turn).map((l) => back.area(readArea(l)));
  const page = await finish({ data: resized.data, width: resized.info.width, height: resized.info.height, channels: 3 }, areas);
  const turned = await sharp(page.data, { raw: { width: page.width, height: page.height, channels: 3 } })
    .rotate(turn, { background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = { data: turned.data, width: turned.info.width, height: turned.info.height, channels: 3 };
  return { pixels, lines: linesOn(boxes, scale, page, pixels, turn), turn };
}

/**
 * The quarter turn (0, ±90, 180…) when `turn` is within half a degree of it: sharp makes such a
 * turn exactly, moving pixels without resampling (blurring) them, as an upside-down photo needs.
 */
function quarterIfNear(turn: number): number {
  const quarter = Math.round(turn / 90) * 90;
  return Math.abs(turn - quarter) < MIN_TURN ? quarter : turn;
}

/** `image` turned `turn` degrees clockwise onto white, at its own scale (a near quarter made exactly). */
export async function turnImage(image: RgbImage, turn: number): Promise<{ image: RgbImage; turn: number }> {
  const exact = quarterIfNear(turn);
  const { data, info } = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .rotate(exact, { background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { image: { data, width: info.width, height: info.height }, turn: exact };
}

// Pixels around the text window that a 3×3 median may compute differently from the whole page's.
const WINDOW_EDGE = 4;

/** Where each box lies on the page scaled by `scale` to `from` and turned `turn` degrees into `to`. */
function linesOn(boxes: TextBox[], scale: number, from: { width: number; height: number }, to: { width: number; height: number }, turn: number): PlacedLine[] {
  const rad = (turn * Math.PI) / 180;
  const [cos, sin] = [Math.cos(rad), Math.sin(rad)];
  const [fromX, fromY] = [from.width / 2, from.height / 2];
  const [toX, toY] = [to.width / 2, to.height / 2];
  const placed = boxes.map((b) => {
    const [dx, dy] = [b.cx * scale - fromX, b.cy * scale - fromY];
    const [cx, cy] = [cos * dx - sin * dy + toX, sin * dx + cos * dy + toY];
    const directionless = b.width < DIRECTIONLESS_ASPECT * b.height;
    // How far from level the line still is, clockwise.
    const lean = directionless ? 0 : leanOf(b.angle + turn);
    return { cx, cy, w: b.width * scale, h: b.height * scale, lean, directionless, long: isLongLine(b.width, b.height) };
  });
  const field = fitLeanField(placed.filter((p) => p.long).map((p) => ({ x: p.cx, y: p.cy, lean: p.lean, height: p.h, weight: p.w })));
  return placed.map(({ cx, cy, w, h, lean, directionless }) => {
    const bounds = clippedRect(cx, cy, ...turnedSize(w, h, lean), to);
    // The page leans where this line lies (a card shot at an angle, not from above): the line is
    // drawn level at the page's lean there, in a box that holds it at its own angle.
    const drawnLean = field && !directionless ? field(cx, cy) : 0;
    const off = lean - drawnLean;
    if (Math.abs(drawnLean) < MIN_LEAN || Math.abs(off) > MAX_OWN_LEAN) return { region: bounds, bounds, lean: 0, cx, cy };
    return { region: clippedRect(cx, cy, ...turnedSize(w, h, off), to), bounds, lean: drawnLean, cx, cy };
  });
}

/** The pixels drawing `line` reads: its region, or for a line drawn level from its lean, every pixel its level cut samples. */
function readArea(line: PlacedLine): Region {
  const { region, lean, cx, cy } = line;
  // The cut samples between four pixels, half a pixel off its corners at most.
  return lean === 0 ? region : turnedBounds(region, lean, [cx, cy], [cx, cy], SAMPLE_REACH);
}

const SAMPLE_REACH = 2;
// Pixels a page's turn may move a point by more than the centre-to-centre turn says (sharp's
// rounding of the turned page's size, and its bilinear neighbours).
const TURN_REACH = 4;

/**
 * The size of a page of `size` turned `turn` degrees (as sharp makes it), and where an area of
 * the turned page lies before the turn.
 */
function turnedBack(size: { width: number; height: number }, turn: number) {
  const rad = (turn * Math.PI) / 180;
  const [cos, sin] = [Math.abs(Math.cos(rad)), Math.abs(Math.sin(rad))];
  const turned = { width: Math.round(size.width * cos + size.height * sin), height: Math.round(size.width * sin + size.height * cos) };
  const area = (r: Region) => turnedBounds(r, -turn, [turned.width / 2, turned.height / 2], [size.width / 2, size.height / 2], TURN_REACH);
  return { size: turned, area };
}

/** The upright bounds, `reach` pixels wider on every side, of `r` turned `degrees` clockwise about `about` and moved there to `to`. */
function turnedBounds(r: Region, degrees: number, about: [number, number], to: [number, number], reach: number): Region {
  const rad = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(rad), Math.sin(rad)];
  const [xs, ys]: number[][] = [[], []];
  for (const x of [r.x, r.x + r.width]) {
    for (const y of [r.y, r.y + r.height]) {
      const [u, v] = [x - about[0], y - about[1]];
      xs.push(to[0] + cos * u - sin * v);
      ys.push(to[1] + sin * u + cos * v);
    }
  }
  const [x0, y0] = [Math.floor(Math.min(...xs)) - reach, Math.floor(Math.min(...ys)) - reach];
  return { x: x0, y: y0, width: Math.ceil(Math.max(...xs)) + reach - x0, height: Math.ceil(Math.max(...ys)) + reach - y0 };
}

/** The upright size of a `w`×`h` box turned `degrees`. */
function turnedSize(w: number, h: number, degrees: number): [number, number] {
  const off = (Math.abs(degrees) * Math.PI) / 180;
  return [w * Math.cos(off) + h * Math.sin(off), w * Math.sin(off) + h * Math.cos(off)];
}

function moved(line: PlacedLine, dx: number, dy: number): PlacedLine {
  const shift = (r: Region) => ({ ...r, x: r.x + dx, y: r.y + dy });
  return { ...line, region: shift(line.region), bounds: shift(line.bounds), cx: line.cx + dx, cy: line.cy + dy };
}

/** The rectangle `w`×`h` centred on (`cx`, `cy`), in whole pixels inside `size`. */
function clippedRect(cx: number, cy: number, w: number, h: number, size: { width: number; height: number }): Region {
  const x = Math.max(0, Math.round(cx - w / 2));
  const y = Math.max(0, Math.round(cy - h / 2));
  const x1 = Math.min(size.width, Math.round(cx + w / 2));
  const y1 = Math.min(size.height, Math.round(cy + h / 2));
  return { x, y, width: Math.max(0, x1 - x), height: Math.max(0, y1 - y) };
}

/** The part of a page of `size` within `margin` of the regions (the whole page when none has pixels). */
function around(regions: Region[], size: { width: number; height: number }, margin: number) {
  const kept = regions.filter((r) => r.width > 0 && r.height > 0);
  if (kept.length === 0) return { left: 0, top: 0, ...size };
  const left = Math.max(0, Math.min(...kept.map((r) => r.x)) - margin);
  const top = Math.max(0, Math.min(...kept.map((r) => r.y)) - margin);
  const right = Math.min(size.width, Math.max(...kept.map((r) => r.x + r.width)) + margin);
  const bottom = Math.min(size.height, Math.max(...kept.map((r) => r.y + r.height)) + margin);
  return { left, top, width: right - left, height: bottom - top };
}

/** Every line of the turned page, dark on white, where it lies; the page cropped to its text. */
export async function drawPage(turned: TurnedPage): Promise<PageCanvas> {
  const regions = turned.lines.map((l) => l.region);
  const kept = regions.filter((r) => r.width > 0 && r.height > 0);
  // Only the part of the page that holds text: the card, not the table around it.
  const x0 = Math.max(0, Math.min(...kept.map((r) => r.x)) - MARGIN);
  const y0 = Math.max(0, Math.min(...kept.map((r) => r.y)) - MARGIN);
  const x1 = Math.min(turned.pixels.width, Math.max(...kept.map((r) => r.x + r.width)) + MARGIN);
  const y1 = Math.min(turned.pixels.height, Math.max(...kept.map((r) => r.y + r.height)) + MARGIN);
  const [width, height] = kept.length ? [x1 - x0, y1 - y0] : [1, 1];
  const { image, pixels: canvas } = blankPgm(width, height);
  for (const line of turned.lines) {
    const region = line.region;
    if (region.width <= 0 || region.height <= 0) continue;
    // One line at a time, letting the server answer other requests in between.
    await yieldToEventLoop();
    const ink = lineInk(turned.pixels, line);
    if (!ink) continue;
    // Overlapping lines: the darker pixel wins, so one line's ground never covers another's ink.
    for (let y = 0; y < region.height; y++) {
      const row = (region.y - y0 + y) * width + (region.x - x0);
      for (let x = 0; x < region.width; x++) {
        const v = ink[y * region.width + x];
        if (v < canvas[row + x]) canvas[row + x] = v;
      }
    }
  }
  return { image, pixels: canvas, width, height, lines: regions.map((r) => ({ ...r, x: r.x - x0, y: r.y - y0 })) };
}

/**
 * The lines `which` (indices of the boxes) cut out of the turned page, dark on white, stacked
 * one under the other (a PGM): a small image that reads fast, for judging which way up the page is
 * and its scripts.
 */
export async function drawStrip(turned: TurnedPage, which: number[]): Promise<Buffer> {
  const lines = which.map((i) => turned.lines[i]).filter((l) => l && l.region.width > 0 && l.region.height > 0);
  const width = Math.max(1, ...lines.map((l) => l.region.width)) + 2 * STRIP_GAP;
  const height = lines.reduce((sum, l) => sum + l.region.height + STRIP_GAP, STRIP_GAP);
  const { image, pixels: strip } = blankPgm(width, height);
  let top = STRIP_GAP;
  for (const line of lines) {
    const r = line.region;
    await yieldToEventLoop();
    const ink = lineInk(turned.pixels, line);
    if (ink) for (let y = 0; y < r.height; y++) ink.copy(strip, (top + y) * width + STRIP_GAP, y * r.width, (y + 1) * r.width);
    top += r.height + STRIP_GAP;
  }
  return image;
}

const STRIP_GAP = 12;

/** A line's ink on white, drawn level: a leaning line is sampled along its own direction. */
function lineInk(pixels: RawImage, line: PlacedLine): Buffer | null {
  if (line.lean === 0) return inkOnWhite(pixels, line.region);
  const { region, cx, cy } = line;
  const level = levelCrop(pixels, cx, cy, line.lean, { left: region.x - cx, top: region.y - cy, width: region.width, height: region.height });
  return inkOnWhite(level, { x: 0, y: 0, width: region.width, height: region.height });
}

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
