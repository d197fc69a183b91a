/**
 * Reading real photos: the embedded reader over `../shared/reading-set` (real invitations and
 * cards made by others, with truth), fields right per field and per language beside the raw-OCR
 * ceiling (native tesseract on the untouched image, from the set's truth), and the time per image.
 *
 * Run: npx tsx bench/reading.ts   READING_DUMP=dir keeps each image's extraction and OCR text
 * (for working on the rules without OCR); READING_ONLY=substring reads only matching files;
 * READING_REPLY_LANGUAGE=English asks every reply in English (default: the card's own language);
 * READING_TRANSFORM=resaved|quarter|upsideDown|tilted|whatsapp|dim|soft|distant|shadow|perspective|fromChair reads each photo as a phone might
 * have given it instead (test-support/reading-transforms.ts), to compare with the plain run.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { LANGUAGES, type Language } from '../shared/limits';
import { createOfflineAi } from '../api/adapters/ai/offline';
import { loadReadingSet, scoreItem, type ReadingSetItem } from '../test-support/reading-set';
import { printReadingReport, type ReadingResult } from './reading-report';
import { isReadingTransform, writeTransformed } from '../test-support/reading-transforms';

const items = loadReadingSet().filter((i) => !process.env.READING_ONLY || i.file.includes(process.env.READING_ONLY));
if (items.length === 0) {
  console.log('reading set not found (set READING_SET_DIR)');
  process.exit(0);
}
const dump = process.env.READING_DUMP;
if (dump) mkdirSync(dump, { recursive: true });
const replyLanguage = LANGUAGES.find((l) => l === process.env.READING_REPLY_LANGUAGE);
const languageOf = (item: ReadingSetItem): Language => replyLanguage ?? (LANGUAGES.find((l) => l.toLowerCase() === item.language) ?? 'English');

const transform = process.env.READING_TRANSFORM;
if (transform && !isReadingTransform(transform)) throw new Error(`unknown READING_TRANSFORM ${transform}`);
const transformedDir = transform ? mkdtempSync(path.join(os.tmpdir(), 'sahayak-reading-')) : null;

const ai = createOfflineAi({ tessdataDir: path.join(os.tmpdir(), 'sahayak-bench-tessdata') });
const results: ReadingResult[] = [];
for (const item of items) {
  let imagePath = item.path;
  if (transformedDir && isReadingTransform(transform)) {
    imagePath = path.join(transformedDir, `${path.basename(item.file)}.jpg`);
    await writeTransformed(item.path, imagePath, transform);
  }
  const started = performance.now();
  const image = { path: imagePath, mime: '' };
  let got: Awaited<ReturnType<typeof ai.extractInvitation | typeof ai.extractIdCard>> | null = null;
  let error: string | undefined;
  try {
    got = item.group === 'cards' ? await ai.extractIdCard(image, languageOf(item)) : await ai.extractInvitation(image, languageOf(item));
  } catch (e) {
    error = (e as Error).message;
  }
  const seconds = (performance.now() - started) / 1000;
  const fields = scoreItem(item, got);
  results.push({ item, fields, seconds, error });
  if (dump) writeFileSync(path.join(dump, `${path.basename(item.file)}.json`), JSON.stringify({ file: item.file, got, error, fields }, null, 1));
  const last = results.at(-1)!;
  const printed = last.fields.filter((f) => f.printed);
  process.stderr.write(`${item.file}: ${printed.filter((f) => f.right).length}/${printed.length} in ${last.seconds.toFixed(1)} s${last.error ? ` (${last.error})` : ''}\n`);
}
await ai.close();
if (transformedDir) rmSync(transformedDir, { recursive: true, force: true });
if (transform) console.log(`\nEvery photo read as READING_TRANSFORM=${transform} gave it (test-support/reading-transforms.ts).`);

printReadingReport(results);
