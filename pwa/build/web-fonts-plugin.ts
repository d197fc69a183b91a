/**
 * Vite plugin: the Noto fonts of every script the app shows, as subset WOFF2 web fonts.
 *
 * Why: a phone without an Indic system font draws a Tamil event name as □□□□. The fonts come from
 * the `@expo-google-fonts/noto-sans-*` packages (TTF, SIL OFL); each is cut down to its script's
 * characters (HarfBuzz's subsetter keeps the shaping tables, so conjuncts still form) and
 * compressed. The @font-face rules carry each script's `unicode-range`, so a browser fetches
 * only the files of the scripts on screen; the service worker keeps what was fetched (see the
 * runtime cache in vite.config.ts). The OFL text ships beside the files.
 *
 * The CSS goes inline into index.html: it is tiny, and a separate stylesheet would be one more
 * request before the first paint.
 */
// Vite's config loader compiles this file alone, so the module's types come in by reference.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./subset-font.d.ts" />
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { FAMILY_STACK, FONT_SCRIPTS, FONT_WEIGHTS, subsetText, unicodeRange } from './font-scripts';

/** Where the files are served from. vite.config.ts's font cache rule repeats it as a literal (that rule is copied into the worker as text). */
export const FONTS_PATH = '/fonts/';

interface FontFile {
  /** Path under the build output, e.g. `fonts/noto-sans-tamil-400.1a2b3c4d.woff2`. */
  fileName: string;
  source: Buffer;
}

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

async function buildFonts(): Promise<{ files: FontFile[]; css: string }> {
  const files: FontFile[] = [];
  const rules: string[] = [];
  for (const script of FONT_SCRIPTS) {
    const dir = packageDir(script.packageName);
    for (const { weight, dir: weightDir } of FONT_WEIGHTS) {
      const ttf = await readFile(join(dir, weightDir, `${script.fileStem}_${weightDir}.ttf`));
      const woff2 = await subsetFont(ttf, subsetText(script), { targetFormat: 'woff2' });
      // Content-hashed names: the worker's cache-first rule may keep a file for good.
      const hash = createHash('sha256').update(woff2).digest('hex').slice(0, 8);
      const fileName = `fonts/noto-sans-${script.key}-${weight}.${hash}.woff2`;
      files.push({ fileName, source: woff2 });
      rules.push(
        `@font-face{font-family:"${script.family}";font-style:normal;font-weight:${weight};font-display:swap;` +
          `src:url(/${fileName}) format("woff2");unicode-range:${unicodeRange(script)}}`,
      );
    }
  }
  // Text marked with its language puts its own script's family first (shared characters such as
  // the danda then come from the same font instead of fetching another script's file).
  for (const script of FONT_SCRIPTS) {
    if (script.family === FONT_SCRIPTS[0]!.family) continue;
    const selector = script.langs.map((lang) => `:lang(${lang})`).join(',');
    rules.push(`${selector}{font-family:"${script.family}",${FAMILY_STACK}}`);
  }
  // Unlayered, so it wins over Tailwind's theme layer.
  rules.unshift(`:root{--font-sans:${FAMILY_STACK};--default-font-family:${FAMILY_STACK}}`);
  // Each family's own OFL text (they differ in the copyright line), shipped with the files.
  const licences = await Promise.all(FONT_SCRIPTS.map((s) => readFile(join(packageDir(s.packageName), 'LICENSE_FONT'), 'utf8')));
  files.push({ fileName: 'fonts/OFL.txt', source: Buffer.from(licences.join('\n\n' + '-'.repeat(72) + '\n\n')) });
  return { files, css: rules.join('\n') };
}

export function webFonts(): Plugin {
  let built: Promise<{ files: FontFile[]; css: string }> | null = null;
  const fonts = () => (built ??= buildFonts());
  return {
    name: 'sahayak-web-fonts',
    async transformIndexHtml() {
      const { css, files } = await fonts();
      // Every screen's English text is in the first script's two files: asked with the page, not
      // once the first text is laid out, so the first paint (first-paint.js) and the app's draw the
      // same letters (a title redrawn wider in another font is a later LCP for Lighthouse).
      const firstScript = `fonts/noto-sans-${FONT_SCRIPTS[0]!.key}-`;
      const preloads = files
        .filter((f) => FONT_WEIGHTS.some(({ weight }) => f.fileName.startsWith(`${firstScript}${weight}.`)))
        .map((f) => ({ tag: 'link', attrs: { rel: 'preload', href: `/${f.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' as const }));
      return [...preloads, { tag: 'style', attrs: { id: 'web-fonts' }, children: css, injectTo: 'head' }];
    },
    async generateBundle() {
      for (const file of (await fonts()).files) this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
    },
    configureServer(server) {
      server.middlewares.use(FONTS_PATH, (req, res, next) => {
        void fonts().then(({ files }) => {
          const file = files.find((f) => `/${f.fileName}` === `${FONTS_PATH}${(req.url ?? '').replace(/^\//, '').split('?')[0]}`);
          if (!file) return next();
          res.setHeader('Content-Type', file.fileName.endsWith('.txt') ? 'text/plain; charset=utf-8' : 'font/woff2');
          res.end(file.source);
        }, next);
      });
    },
  };
}
