/**
 * The reading rules alone: field rules run on OCR texts saved earlier (one `<image>.txt` per
 * reading-set image, or the `<image>.json` that `bench/reading.ts` writes with READING_DUMP), so
 * the rules can be measured in a second without running OCR. Not part of `npm run bench`'s
 * figures when no texts are given.
 *
 * Run: READING_TEXTS=dir npx tsx bench/reading-rules.ts   (READING_SHOW=1 prints every miss). It
 * also times the rules: a first pass over every text, then each text again (the report's seconds).
 */
import { existsSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { LANGUAGES, type Language } from '../shared/limits';
import { extractInvitationFields } from '../api/reading/invitation/invitation-rules';
import { extractCardFields } from '../api/reading/card/card-rules';
import { loadReadingSet, scoreCard, scoreInvitation, type ReadingSetItem } from '../test-support/reading-set';
import { printReadingReport, type ReadingResult } from './reading-report';

const dir = process.env.READING_TEXTS;
if (!dir) {
  console.log('no saved OCR texts (set READING_TEXTS)');
  process.exit(0);
}
const languageOf = (item: ReadingSetItem): Language => LANGUAGES.find((l) => l.toLowerCase() === item.language) ?? 'English';

function savedText(item: ReadingSetItem): string | null {
  const base = path.join(dir!, path.basename(item.file));
  if (existsSync(`${base}.txt`)) return readFileSync(`${base}.txt`, 'utf8');
  if (existsSync(`${base}.json`)) return (JSON.parse(readFileSync(`${base}.json`, 'utf8')) as { got?: { rawText?: string } }).got?.rawText ?? '';
  return null;
}

const results: ReadingResult[] = [];
const saved = loadReadingSet().flatMap((item) => {
  const text = savedText(item);
  return text === null ? [] : [{ item, text }];
});
const rules = (item: ReadingSetItem, text: string) =>
  item.group === 'cards' ? scoreCard(item, extractCardFields(text, languageOf(item))) : scoreInvitation(item, extractInvitationFields(text, languageOf(item)));
// Timed twice: the first pass also compiles the patterns (what each reading worker's warm-up does).
const firstStarted = performance.now();
for (const { item, text } of saved) rules(item, text);
const firstMs = performance.now() - firstStarted;
for (const { item, text } of saved) {
  const started = performance.now();
  const fields = rules(item, text);
  results.push({ item, fields, seconds: (performance.now() - started) / 1000 });
  if (process.env.READING_SHOW) {
    for (const f of fields.filter((x) => !x.right)) {
      console.log(`MISS ${item.file} ${f.field}: got ${JSON.stringify(f.value)} want ${JSON.stringify(item.accept[f.field] ?? null)}${f.rawOcrHas ? ' (raw OCR has it)' : ''}`);
    }
  }
}
printReadingReport(results);
const warmMs = results.reduce((sum, r) => sum + r.seconds * 1000, 0);
const slowest = results.reduce((a, b) => (b.seconds > a.seconds ? b : a), results[0]);
if (slowest) {
  console.log(
    `rules on ${results.length} texts: first pass ${firstMs.toFixed(0)} ms (compiling the patterns), warm ${warmMs.toFixed(0)} ms; ` +
      `slowest warm ${(slowest.seconds * 1000).toFixed(1)} ms (${slowest.item.file})`,
  );
}
