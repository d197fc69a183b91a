/**
 * Test helper: renders an invitation card to an image, optionally made to look like a phone
 * photo of a printed card, so OCR tests run on realistic input without fixture files.
 *
 * Chromium shapes every Indic script correctly; the Noto TTFs are embedded in the page so the
 * result does not depend on the fonts installed on the machine. One browser is shared by all
 * renders of a test file: call `closeCardRenderer()` in `afterAll`.
 *
 * ```ts
 * const png = await renderCard({ body: '<p class="title">Wedding</p>', photo: PHONE_PHOTO });
 * ```
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Browser } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';

/** How a rendered card is turned into a "photo" of the printed card. */
export interface PhotoLook {
  /** Tilt in degrees (positive = clockwise). */
  angle?: number;
  /** 1 = unchanged; below 1 is a dim room. */
  brightness?: number;
  /** 1 = unchanged; below 1 flattens the contrast (washed-out paper, weak light). */
  contrast?: number;
  /** Gaussian blur sigma in px (slight defocus or hand shake). */
  blur?: number;
  /** Standard deviation of the sensor noise, 0–255. */
  noise?: number;
  /** JPEG quality of the final image. */
  jpegQuality?: number;
  /** Table showing around the card, in px of the rendered card. */
  margin?: number;
}

/** A typical hand-held photo: tilted 3°, dim, flat, slightly soft and noisy, JPEG q70. */
export const PHONE_PHOTO: Readonly<Required<PhotoLook>> = {
  angle: 3,
  brightness: 0.72,
  contrast: 0.6,
  blur: 0.9,
  noise: 14,
  jpegQuality: 70,
  margin: 70,
};

export interface CardSpec {
  /**
   * Inner HTML of the card. Classes styled for you: `invocation` (small line at the top),
   * `title` (large heading), `names` (large names), `lead` (bigger text), `small`, `gold`,
   * `block` (a paragraph with space around it), `row` (two columns side by side).
   */
  body: string;
  /** Card width in CSS px (default 760); the height follows the content. */
  width?: number;
  /** Device pixels per CSS px (default 2, so a 760 px card comes out 1520 px wide). */
  scale?: number;
  /** Make it look like a phone photo of the printed card; omit for a clean render (PNG). */
  photo?: PhotoLook;
  /** Extra CSS appended after the card's own styles. */
  css?: string;
}

const CHROMIUM = CHROMIUM_PATH;

// unicode-range keeps Chromium from decoding the fonts of scripts a card doesn't use.
const FONT_PACKAGES: ReadonlyArray<[family: string, pkg: string, file: string, range: string]> = [
  ['Card Latin', 'noto-sans', 'NotoSans', 'U+0000-024F, U+2000-206F, U+20B9'],
  ['Card Devanagari', 'noto-sans-devanagari', 'NotoSansDevanagari', 'U+0900-097F, U+A8E0-A8FF, U+200C-200D'],
  ['Card Kannada', 'noto-sans-kannada', 'NotoSansKannada', 'U+0C80-0CFF, U+200C-200D'],
  ['Card Tamil', 'noto-sans-tamil', 'NotoSansTamil', 'U+0B80-0BFF, U+200C-200D'],
  ['Card Telugu', 'noto-sans-telugu', 'NotoSansTelugu', 'U+0C00-0C7F, U+200C-200D'],
  ['Card Malayalam', 'noto-sans-malayalam', 'NotoSansMalayalam', 'U+0D00-0D7F, U+200C-200D'],
];

let browser: Promise<Browser> | null = null;
let fontCss: string | null = null;

/** Renders `spec` to an image buffer: PNG for a clean render, JPEG for a photo look. */
export async function renderCard(spec: CardSpec): Promise<Buffer> {
  const scale = spec.scale ?? 2;
  const page = await (await sharedBrowser()).newPage({
    viewport: { width: (spec.width ?? 760) + 80, height: 600 },
    deviceScaleFactor: scale,
  });
  try {
    await page.setContent(cardPage(spec), { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const png = await page.locator('.card').screenshot({ type: 'png' });
    return spec.photo ? await photograph(png, spec.photo, scale) : png;
  } finally {
    await page.close();
  }
}

/** Closes the shared browser (call in `afterAll`). */
export async function closeCardRenderer(): Promise<void> {
  const open = browser;
  browser = null;
  await (await open?.catch(() => null))?.close();
}

async function sharedBrowser(): Promise<Browser> {
  browser ??= waitForChromium().then(() =>
    chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }),
  );
  return browser;
}

// Chromium may still be being installed when the first test starts: wait rather than fail.
async function waitForChromium(timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!fs.existsSync(CHROMIUM)) {
    if (Date.now() > deadline) throw new Error(`${CHROMIUM} not found: apt-get install chromium`);
    await sleep(2000);
  }
}

function fontFaces(): string {
  if (fontCss) return fontCss;
  const require = createRequire(import.meta.url);
  const faces: string[] = [];
  for (const [family, pkg, file, range] of FONT_PACKAGES) {
    const dir = path.dirname(require.resolve(`@expo-google-fonts/${pkg}/package.json`));
    for (const [weight, style] of [[400, 'Regular'], [700, 'Bold']] as const) {
      const ttf = fs.readFileSync(path.join(dir, `${weight}${style}`, `${file}_${weight}${style}.ttf`));
      faces.push(
        `@font-face{font-family:'${family}';font-weight:${weight};unicode-range:${range};` +
          `src:url(data:font/ttf;base64,${ttf.toString('base64')}) format('truetype')}`,
      );
    }
  }
  fontCss = faces.join('\n');
  return fontCss;
}

function cardPage(spec: CardSpec): string {
  const families = FONT_PACKAGES.map(([family]) => `'${family}'`).join(', ');
  return `<!doctype html><html><head><meta charset="utf-8"><style>
${fontFaces()}
html, body { margin: 0; background: #fff; }
body { padding: 40px; font-family: ${families}; }
.card {
  width: ${spec.width ?? 760}px; box-sizing: border-box; padding: 26px;
  background: #fbf3e0; color: #5a1010; text-align: center; font-size: 19px; line-height: 1.45;
  border: 10px solid transparent;
  border-image: repeating-linear-gradient(45deg, #b8862b 0 8px, #7a1f1f 8px 16px, #e9c46a 16px 24px) 10;
}
.inner { border: 3px double #b8862b; padding: 22px 30px; outline: 1px solid #d9b56a; outline-offset: -10px; }
.invocation { font-size: 16px; color: #8a3b12; margin-bottom: 10px; letter-spacing: 0.5px; }
.title { font-size: 36px; font-weight: 700; color: #7a1f1f; margin: 8px 0 12px; }
.names { font-size: 28px; font-weight: 700; color: #3b0d0d; margin: 6px 0; }
.lead { font-size: 22px; }
.small { font-size: 16px; }
.gold { color: #9c6b12; }
.block { margin: 14px 0; }
.row { display: flex; justify-content: space-between; gap: 24px; text-align: left; margin-top: 16px; }
.row > * { flex: 1; }
.flourish { height: 14px; margin: 10px auto; width: 60%;
  background: radial-gradient(circle, #b8862b 3px, transparent 4px) 0 0 / 18px 14px repeat-x; }
${spec.css ?? ''}
</style></head><body><div class="card"><div class="inner">${spec.body}</div></div></body></html>`;
}

/** Puts the card on a table, tilts it, dims and flattens the light, blurs, adds noise, JPEGs. */
async function photograph(png: Buffer, look: PhotoLook, scale: number): Promise<Buffer> {
  const l = { ...PHONE_PHOTO, ...look };
  const margin = Math.round(l.margin * scale);
  const table = { r: 92, g: 74, b: 58 };
  const placed = await sharp(png)
    .extend({ top: margin, bottom: margin, left: margin, right: margin, background: table })
    .rotate(l.angle, { background: table })
    .png()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = placed.info;
  // Light falls off towards the corners, as under a ceiling lamp.
  const vignette = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><radialGradient id="g" cx="45%" cy="40%" r="75%">
        <stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#777"/></radialGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const lit = await sharp(placed.data)
    .composite([{ input: vignette, blend: 'multiply' }])
    .linear(l.contrast * l.brightness, 128 * (1 - l.contrast) * l.brightness)
    .blur(l.blur > 0.3 ? l.blur : false)
    .png()
    .toBuffer();
  const layers: sharp.OverlayOptions[] = [];
  if (l.noise > 0) layers.push({ input: await noiseTile(l.noise), tile: true, blend: 'overlay' });
  return sharp(lit).composite(layers).jpeg({ quality: l.jpegQuality }).toBuffer();
}

/**
 * A tile of Gaussian sensor noise around mid-grey, always the same: sharp's own noise is
 * random, which would make OCR tests pass or fail from run to run.
 */
async function noiseTile(sigma: number): Promise<Buffer> {
  const size = 256;
  const pixels = Buffer.alloc(size * size);
  let seed = 20260312;
  const uniform = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return (seed + 1) / 4294967297;
  };
  for (let i = 0; i < pixels.length; i++) {
    const gaussian = Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
    pixels[i] = Math.max(0, Math.min(255, Math.round(128 + sigma * gaussian)));
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 1 } }).png().toBuffer();
}
