/**
 * The reading rules alone: field rules run on OCR texts saved earlier (one `<image>.txt` per
 * reading-set image, or the `<image>.json` that `bench/reading.ts` writes with READING_DUMP), so
 * the rules can be measured in a second without running OCR. Not part of `npm run bench`'s
 * figures when no texts are given.
 *
 * Run: READING_TEXTS=dir npx tsx bench/reading-rules.ts   (READING_SHOW=1 prints every miss)
 */
import { existsSync, readFileSync } from 'node:fs';
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
for (const item of loadReadingSet()) {
  const text = savedText(item);
  if (text === null) continue;
  const fields = item.group === 'cards'
    ? scoreCard(item, extractCardFields(text, languageOf(item)))
    : scoreInvitation(item, extractInvitationFields(text, languageOf(item)));
  results.push({ item, fields, seconds: 0 });
  if (process.env.READING_SHOW) {
    for (const f of fields.filter((x) => !x.right)) {
      console.log(`MISS ${item.file} ${f.field}: got ${JSON.stringify(f.value)} want ${JSON.stringify(item.accept[f.field] ?? null)}${f.rawOcrHas ? ' (raw OCR has it)' : ''}`);
    }
  }
}
printReadingReport(results);
