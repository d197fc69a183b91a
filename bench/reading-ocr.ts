/**
 * The OCR front end alone on real photos: for every image of `../shared/reading-set`, which
 * accepted phrases the text read by the embedded readers' OCR contains, per field and per
 * language, beside native tesseract (psm 3, the same models, one thread) on the untouched image
 * in the same run and the set's recorded raw-OCR ceiling; photos refused as unreadable; the
 * median time per image beside native tesseract's; the worst event-loop stall while reading.
 *
 * Run: npx tsx bench/reading-ocr.ts   READING_ONLY=substring reads only matching files;
 * READING_REPLY_LANGUAGE=English gives every image an English hint (the scripts must then come
 * from the image); READING_OCR_TEXTS=dir keeps each image's text as <basename>.txt.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { LANGUAGES, type Language } from '../shared/limits';
import { UnreadableInputError } from '../api/adapters/ports';
import { readIdCard } from '../api/reading/card/offline-card-reader';
import { readInvitation, type TextRecognizer } from '../api/reading/invitation/offline-invitation-reader';
import { OcrEngine } from '../api/reading/ocr/ocr';
import type { PageReading } from '../api/reading/ocr/read-page';
import { gatherTessdata, tesseractLanguages } from '../api/reading/ocr/tessdata';
import { loadReadingSet, textHas, type ReadingSetItem } from '../test-support/reading-set';
import { nativeTesseract } from './native-tesseract';

const items = loadReadingSet().filter((i) => !process.env.READING_ONLY || i.file.includes(process.env.READING_ONLY));
if (items.length === 0) {
  console.log('reading set not found (set READING_SET_DIR)');
  process.exit(0);
}
const keep = process.env.READING_OCR_TEXTS;
if (keep) mkdirSync(keep, { recursive: true });
const replyLanguage = LANGUAGES.find((l) => l === process.env.READING_REPLY_LANGUAGE);
const languageOf = (item: ReadingSetItem): Language => LANGUAGES.find((l) => l.toLowerCase() === item.language) ?? 'English';

const ocr = new OcrEngine({ langPath: await gatherTessdata(path.join(os.tmpdir(), 'sahayak-bench-tessdata')), maxWorkers: 3 });
const nativeCli = await nativeTesseract();
// Single-threaded, as a server reading one photo per core would run it.
const native = nativeCli && ((item: ReadingSetItem) => nativeCli.read(item.path, tesseractLanguages(languageOf(item)), 1));

interface Row {
  item: ReadingSetItem;
  has: Record<string, boolean>;
  nativeHas: Record<string, boolean> | null;
  refused: string | null;
  seconds: number;
  nativeSeconds: number | null;
}

// The OCR runs on this thread here (the server runs it on the reading pool's worker threads, see
// bench/reading-speed.ts): the worst stall shows what reading would cost a server doing it inline.
const stalls = monitorEventLoopDelay({ resolution: 10 });
stalls.enable();
const rows: Row[] = [];
for (const item of items) {
  // The readers themselves, so a refusal is exactly what a user would see; the page is kept.
  let page: PageReading | null = null;
  const capture: TextRecognizer = { readPage: async (image, hint) => (page = await ocr.readPage(image, hint)) };
  const image = { path: item.path, mime: '' };
  const hint = replyLanguage ?? languageOf(item);
  const started = performance.now();
  let refused: string | null = null;
  try {
    await (item.group === 'cards' ? readIdCard(image, hint, capture) : readInvitation(image, hint, capture));
  } catch (error) {
    if (!(error instanceof UnreadableInputError)) throw error;
    refused = error.message;
  }
  const seconds = (performance.now() - started) / 1000;
  const text = (page as PageReading | null)?.text ?? '';
  if (keep) writeFileSync(path.join(keep, `${path.basename(item.file)}.txt`), text);
  const nativeRun = native ? await native(item) : null;
  rows.push({
    item,
    has: textHas(item, text),
    nativeHas: nativeRun ? textHas(item, nativeRun.text) : null,
    refused,
    seconds,
    nativeSeconds: nativeRun?.seconds ?? null,
  });
  const r = rows.at(-1)!;
  const found = Object.values(r.has).filter(Boolean).length;
  process.stderr.write(`${item.file}: ${found}/${Object.keys(r.has).length} phrases in ${seconds.toFixed(1)} s${nativeRun ? ` (native ${nativeRun.seconds.toFixed(1)} s)` : ''}${refused ? ' REFUSED' : ''}\n`);
}
stalls.disable();
await ocr.terminate();
nativeCli?.close();
report(rows);
console.log(`\nworst event-loop stall while reading on the same thread (the server reads on worker threads): ${Math.round(stalls.max / 1e6)} ms`);

function report(all: Row[]): void {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  for (const group of ['invitations', 'cards'] as const) {
    const scored = all.filter((r) => r.item.group === group);
    if (scored.length === 0) continue;
    const tallies = (keyOf: (r: Row, field: string) => string) => {
      const out = new Map<string, { has: number; native: number; ceiling: number; of: number }>();
      for (const r of scored) {
        for (const [field, has] of Object.entries(r.has)) {
          const key = keyOf(r, field);
          const t = out.get(key) ?? { has: 0, native: 0, ceiling: 0, of: 0 };
          t.of += 1;
          if (has) t.has += 1;
          if (r.nativeHas?.[field]) t.native += 1;
          if (r.item.rawOcrHas?.[field]) t.ceiling += 1;
          out.set(key, t);
        }
      }
      return out;
    };
    const table = (title: string, rowsOf: Map<string, { has: number; native: number; ceiling: number; of: number }>) => {
      console.log(`\n${title}`);
      console.log('| | in the OCR text | native tesseract now | raw-OCR ceiling (truth) | of |');
      console.log('| --- | --- | --- | --- | --- |');
      for (const [key, t] of [...rowsOf.entries()].sort()) {
        console.log(`| ${key} | ${t.has}${t.has < t.ceiling ? ' (below ceiling)' : ''} | ${native ? t.native : '-'} | ${t.ceiling} | ${t.of} |`);
      }
    };
    const all1 = tallies(() => 'all').get('all')!;
    console.log(`\n## ${group}: the OCR text holds ${all1.has}/${all1.of} accepted phrases; raw-OCR ceiling ${all1.ceiling}/${all1.of}${native ? `; native tesseract in this run ${all1.native}/${all1.of}` : ''}`);
    table(`${group}: accepted phrases by field`, tallies((_, field) => field));
    table(`${group}: accepted phrases by language`, tallies((r) => r.item.language));
    const refused = scored.filter((r) => r.refused);
    const ours = median(scored.map((r) => r.seconds));
    const theirs = native ? median(scored.map((r) => r.nativeSeconds ?? 0)) : null;
    console.log(
      `\n${group}: ${refused.length} refused${refused.length ? ` (${refused.map((r) => path.basename(r.item.file)).join(', ')})` : ''}; ` +
        `median ${ours.toFixed(2)} s per image${theirs ? `, native tesseract ${theirs.toFixed(2)} s (ratio ${(ours / theirs).toFixed(2)})` : ''}`,
    );
  }
}
