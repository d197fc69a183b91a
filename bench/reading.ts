/**
 * Reading real photos: the embedded reader over `../shared/reading-set` (real invitations and
 * cards made by others, with truth), fields right per field and per language beside the raw-OCR
 * ceiling (native tesseract on the untouched image, from the set's truth), and the time per image.
 *
 * Run: npx tsx bench/reading.ts   READING_DUMP=dir keeps each image's extraction and OCR text
 * (for working on the rules without OCR); READING_ONLY=substring reads only matching files;
 * READING_REPLY_LANGUAGE=English asks every reply in English (default: the card's own language).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { LANGUAGES, type Language } from '../shared/limits';
import { createOfflineAi } from '../api/adapters/ai/offline';
import { loadReadingSet, scoreCard, scoreInvitation, tally, type FieldScore, type ReadingSetItem } from '../api/test/reading-set';

const items = loadReadingSet().filter((i) => !process.env.READING_ONLY || i.file.includes(process.env.READING_ONLY));
if (items.length === 0) {
  console.log('reading set not found (set READING_SET_DIR)');
  process.exit(0);
}
const dump = process.env.READING_DUMP;
if (dump) mkdirSync(dump, { recursive: true });
const replyLanguage = LANGUAGES.find((l) => l === process.env.READING_REPLY_LANGUAGE);
const languageOf = (item: ReadingSetItem): Language => replyLanguage ?? (LANGUAGES.find((l) => l.toLowerCase() === item.language) ?? 'English');

const ai = createOfflineAi({ tessdataDir: path.join(os.tmpdir(), 'sahayak-bench-tessdata') });
const results: Array<{ item: ReadingSetItem; fields: FieldScore[]; seconds: number; error?: string }> = [];
for (const item of items) {
  const started = performance.now();
  const image = { path: item.path, mime: '' };
  try {
    const got = item.group === 'cards' ? await ai.extractIdCard(image, languageOf(item)) : await ai.extractInvitation(image, languageOf(item));
    const seconds = (performance.now() - started) / 1000;
    const fields = item.group === 'cards' ? scoreCard(item, got as never) : scoreInvitation(item, got as never);
    results.push({ item, fields, seconds });
    if (dump) writeFileSync(path.join(dump, `${path.basename(item.file)}.json`), JSON.stringify({ file: item.file, got, fields }, null, 1));
  } catch (error) {
    const seconds = (performance.now() - started) / 1000;
    const empty = item.group === 'cards'
      ? scoreCard(item, { name: '', email: '', phone: '', company: '', position: '', profession: '', address: '', website: '', notes: '' })
      : scoreInvitation(item, { hosts: [], eventName: '', eventType: 'other', date: '', time: '', venue: '', inviterEmail: '', inviterPhone: '', rawText: '' });
    results.push({ item, fields: empty, seconds, error: (error as Error).message });
    if (dump) writeFileSync(path.join(dump, `${path.basename(item.file)}.json`), JSON.stringify({ file: item.file, error: (error as Error).message, fields: empty }, null, 1));
  }
  const last = results.at(-1)!;
  const printed = last.fields.filter((f) => f.printed);
  process.stderr.write(`${item.file}: ${printed.filter((f) => f.right).length}/${printed.length} in ${last.seconds.toFixed(1)} s${last.error ? ` (${last.error})` : ''}\n`);
}
await ai.close();

const pct = (a: number, b: number) => (b === 0 ? '-' : `${Math.round((100 * a) / b)} %`);
function table(title: string, rows: Map<string, { right: number; of: number; ceiling: number }>) {
  console.log(`\n${title}`);
  console.log('| | right | of | share | raw-OCR ceiling |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const [key, t] of [...rows.entries()].sort()) console.log(`| ${key} | ${t.right} | ${t.of} | ${pct(t.right, t.of)} | ${t.ceiling} (${pct(t.ceiling, t.of)}) |`);
}
for (const group of ['invitations', 'cards'] as const) {
  const scored = results.filter((r) => r.item.group === group);
  if (scored.length === 0) continue;
  const all = tally(scored, () => 'all');
  const t = all.get('all')!;
  const nulls = scored.flatMap((r) => r.fields.filter((f) => !f.printed));
  console.log(`\n## ${group}: ${t.right}/${t.of} printed fields right (${pct(t.right, t.of)}); raw-OCR ceiling ${t.ceiling}/${t.of} (${pct(t.ceiling, t.of)}); fields not printed and left empty ${nulls.filter((f) => f.right).length}/${nulls.length}`);
  table(`${group} by field`, tally(scored, (_, f) => f.field));
  table(`${group} by language`, tally(scored, (item) => item.language));
  const refused = scored.filter((r) => r.error);
  const seconds = scored.map((r) => r.seconds).sort((a, b) => a - b);
  console.log(`\n${group}: ${refused.length} refused${refused.length ? ` (${refused.map((r) => path.basename(r.item.file)).join(', ')})` : ''}; median ${seconds[Math.floor(seconds.length / 2)]!.toFixed(2)} s per image, slowest ${seconds.at(-1)!.toFixed(2)} s`);
}
