/**
 * The embedded invitation pipeline end to end: 8 rendered invitations (6 languages, clean prints
 * and phone photos) uploaded through the real app (createTestApp with its worker, no AI key), timed
 * from the upload request to status `completed`, with the extract (photo preparation + OCR +
 * rules) and generate (letters) stages timed in-process. Beside it, the native `tesseract`
 * command line on the same images: as installed (`tesseract img - -l kan+eng`, Debian's models,
 * OpenMP threads) and with the app's own best_int models on one thread. Ratios are ours / native.
 *
 * Run: npx tsx bench/pipeline.ts   (about a minute and a half)
 */
import { execFile } from 'node:child_process';
import { createReadStream, createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { Language } from '../shared/limits';
import { createTestApp, signedInOrg } from '../test-support/test-app';
import { PHONE_PHOTO, closeCardRenderer, renderCard, type PhotoLook } from '../test-support/render-card';
import { INVITATION_CARDS, cardHtml } from '../test-support/invitation-cards';
import { packagedTraineddata, tesseractLanguages, type TesseractCode } from '../api/reading/ocr/tessdata';
import type { OcrEngine } from '../api/reading/ocr/ocr';

const run = promisify(execFile);
const POLL_MS = 20;

interface Sample {
  language: Language;
  look: 'clean' | 'photo';
  photo?: PhotoLook;
}
// Grouped by language: the app keeps a warm OCR worker per language set (two at most).
const SAMPLES: Sample[] = [
  { language: 'English', look: 'clean' },
  { language: 'English', look: 'photo', photo: PHONE_PHOTO },
  { language: 'Hindi', look: 'photo', photo: PHONE_PHOTO },
  { language: 'Kannada', look: 'clean' },
  { language: 'Kannada', look: 'photo', photo: { ...PHONE_PHOTO, angle: -4 } },
  { language: 'Tamil', look: 'clean' },
  { language: 'Telugu', look: 'photo', photo: PHONE_PHOTO },
  { language: 'Malayalam', look: 'clean' },
];

interface Row {
  sample: string;
  size: string;
  total: number;
  extract: number;
  generate: number;
  fields: [right: number, of: number];
  nativeCli: number | null;
  native1: number | null;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const secs = (ms: number | null, digits = 2) => (ms === null ? '—' : (ms / 1000).toFixed(digits));
const round = (ms: number) => Math.round(ms) / 1000;

async function which(command: string): Promise<boolean> {
  return run('which', [command]).then(
    () => true,
    () => false,
  );
}

async function timeNative(image: string, langs: string, env: NodeJS.ProcessEnv, extra: string[] = []): Promise<number> {
  const start = performance.now();
  await run('tesseract', [image, '-', '-l', langs, ...extra], { env, maxBuffer: 16 * 1024 * 1024 });
  return performance.now() - start;
}

const work = mkdtempSync(join(tmpdir(), 'bench-pipeline-'));
const t = createTestApp({ SENDER_NAME: 'Bench Sender' }, { startWorker: true });
try {
  // --- the sample images
  const images: Array<Sample & { file: string; bytes: Buffer; size: string }> = [];
  for (const sample of SAMPLES) {
    const bytes = await renderCard({ body: cardHtml(INVITATION_CARDS[sample.language]), photo: sample.photo });
    const file = join(work, `${sample.language}-${sample.look}.${sample.photo ? 'jpg' : 'png'}`);
    writeFileSync(file, bytes);
    const meta = await sharp(bytes).metadata();
    images.push({ ...sample, file, bytes, size: `${meta.width}×${meta.height}` });
  }
  await closeCardRenderer();

  // --- the app, with the AI calls of the two stages timed where they run
  const ai = t.ports.ai as typeof t.ports.ai & { ocr?: OcrEngine };
  if (!ai.ocr) throw new Error('expected the embedded AI (no OPENAI_API_KEY)');
  const stageMs = { extract: 0, generate: 0 };
  const { extractInvitation, writeLetters } = ai;
  ai.extractInvitation = async (...args) => {
    const start = performance.now();
    try {
      return await extractInvitation(...args);
    } finally {
      stageMs.extract = performance.now() - start;
    }
  };
  ai.writeLetters = async (...args) => {
    const start = performance.now();
    try {
      return await writeLetters(...args);
    } finally {
      stageMs.generate = performance.now() - start;
    }
  };
  const { assistant } = await signedInOrg(t);

  async function throughPipeline(bytes: Buffer, name: string, language: Language) {
    const start = performance.now();
    const upload = await assistant.post('/api/invitations').field('language', language).attach('image', bytes, name).expect(201);
    for (;;) {
      const res = await assistant.get(`/api/invitations/${upload.body.id}`).expect(200);
      if (res.body.status === 'completed') return { ms: performance.now() - start, body: res.body };
      if (res.body.status === 'error') throw new Error(`${name}: ${res.body.errorMessage}`);
      if (performance.now() - start > 120_000) throw new Error(`${name}: still ${res.body.status} after 2 minutes`);
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  }

  // Warm-up, not counted: the first extraction gathers the trained data and loads the reader.
  await throughPipeline(images[0]!.bytes, 'warm-up.png', 'English');
  const blank = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#fff' } }).png().toBuffer();
  const coldStarts: number[] = [];

  // --- native tesseract: as installed, and with the app's own models on one thread
  const nativeInstalled = await which('tesseract');
  const sameModels = join(work, 'tessdata');
  if (nativeInstalled) {
    mkdirSync(sameModels, { recursive: true });
    const codes = new Set(images.flatMap((i) => tesseractLanguages(i.language)));
    for (const code of codes) {
      await pipeline(createReadStream(packagedTraineddata(code as TesseractCode)), createGunzip(), createWriteStream(join(sameModels, `${code}.traineddata`)));
    }
  }
  const installedLangs = nativeInstalled
    ? new Set((await run('tesseract', ['--list-langs'])).stdout.split('\n').slice(1).map((l) => l.trim()))
    : new Set<string>();

  const rows: Row[] = [];
  let warmFor = '';
  for (const image of images) {
    const langs = tesseractLanguages(image.language).join('+');
    if (langs !== warmFor) {
      // A language set's first card also starts its OCR worker: measured apart, once.
      const start = performance.now();
      await ai.ocr.recognize(blank, image.language);
      coldStarts.push(performance.now() - start);
      warmFor = langs;
    }
    const { ms, body } = await throughPipeline(image.bytes, image.file.split('/').pop()!, image.language);
    const expected = INVITATION_CARDS[image.language].expected;
    const got = JSON.parse(body.extractedData);
    const checks = [
      got.hosts[0] === expected.hosts[0],
      got.eventName === expected.eventName,
      got.eventType === expected.eventType,
      got.date === expected.date,
      got.time === expected.time,
      got.venue === expected.venue,
      got.inviterPhone === expected.inviterPhone,
    ];
    let nativeCli: number | null = null;
    let native1: number | null = null;
    if (nativeInstalled) {
      if (tesseractLanguages(image.language).every((code) => installedLangs.has(code))) {
        nativeCli = await timeNative(image.file, langs, process.env);
      }
      native1 = await timeNative(image.file, langs, { ...process.env, OMP_THREAD_LIMIT: '1' }, ['--tessdata-dir', sameModels, '--dpi', '300']);
    }
    rows.push({
      sample: `${image.language} ${image.look}`,
      size: image.size,
      total: ms,
      extract: stageMs.extract,
      generate: stageMs.generate,
      fields: [checks.filter(Boolean).length, checks.length],
      nativeCli,
      native1,
    });
  }

  // --- the table
  const header = ['sample', 'pixels', 'upload→completed s', 'extract s', 'generate s', 'fields right', 'native CLI s', 'native 1-thread s', 'extract / native 1-thread'];
  const lines = rows.map((r) => [
    r.sample,
    r.size,
    secs(r.total),
    secs(r.extract),
    secs(r.generate, 3),
    `${r.fields[0]}/${r.fields[1]}`,
    secs(r.nativeCli),
    secs(r.native1),
    r.native1 ? `${(r.extract / r.native1).toFixed(1)}×` : '—',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  lines.forEach((l) => console.log(format(l)));
  console.log('');

  const cli = rows.flatMap((r) => (r.nativeCli === null ? [] : [r]));
  const one = rows.flatMap((r) => (r.native1 === null ? [] : [r]));
  const summary = {
    images: rows.length,
    languages: [...new Set(rows.map((r) => r.sample.split(' ')[0]))].length,
    medianUploadToCompletedS: round(median(rows.map((r) => r.total))),
    medianExtractS: round(median(rows.map((r) => r.extract))),
    medianGenerateS: round(median(rows.map((r) => r.generate))),
    medianWorkerColdStartS: round(median(coldStarts)),
    fieldsRight: `${rows.reduce((n, r) => n + r.fields[0], 0)}/${rows.reduce((n, r) => n + r.fields[1], 0)}`,
    nativeInstalled,
    medianNativeCliS: cli.length ? round(median(cli.map((r) => r.nativeCli!))) : null,
    medianNative1ThreadS: one.length ? round(median(one.map((r) => r.native1!))) : null,
    // Medians of the per-image ratios, on the images each native run could read.
    ratioExtractToNativeCli: cli.length ? Number(median(cli.map((r) => r.extract / r.nativeCli!)).toFixed(2)) : null,
    ratioExtractToNative1Thread: one.length ? Number(median(one.map((r) => r.extract / r.native1!)).toFixed(2)) : null,
    ratioTotalToNativeCli: cli.length ? Number(median(cli.map((r) => r.total / r.nativeCli!)).toFixed(2)) : null,
  };
  console.log(`median upload → completed: ${summary.medianUploadToCompletedS.toFixed(2)} s (extract ${summary.medianExtractS.toFixed(2)} s, generate ${summary.medianGenerateS.toFixed(3)} s) over ${rows.length} invitations in ${summary.languages} languages`);
  console.log(`first card of a language set also starts its OCR worker: median ${summary.medianWorkerColdStartS.toFixed(2)} s more (timed apart above)`);
  console.log(`fields read right (host, event name, type, date, time, venue, phone): ${summary.fieldsRight}`);
  if (!nativeInstalled) {
    console.log('native tesseract not installed');
  } else {
    console.log(
      `native CLI as installed (Debian models, OpenMP): median ${secs(summary.medianNativeCliS! * 1000)} s on ${cli.length} images ` +
        `(no Debian model for ${rows.length - cli.length}); extract / native = ${summary.ratioExtractToNativeCli}×, upload→completed / native = ${summary.ratioTotalToNativeCli}×`,
    );
    console.log(
      `native CLI with the app's best_int models, OMP_THREAD_LIMIT=1, --dpi 300: median ${secs(summary.medianNative1ThreadS! * 1000)} s; extract / native = ${summary.ratioExtractToNative1Thread}×`,
    );
  }
  console.log(`BENCH_JSON ${JSON.stringify(summary)}`);
} finally {
  await closeCardRenderer();
  await t.close();
  rmSync(work, { recursive: true, force: true });
}
