/** The reading benchmarks' report: fields right per field and language beside the raw-OCR ceiling. */
import path from 'node:path';
import { tally, type FieldScore, type ReadingSetItem } from '../test-support/reading-set';

export interface ReadingResult {
  item: ReadingSetItem;
  fields: FieldScore[];
  seconds: number;
  error?: string;
}

/** Prints markdown tables of `results` to stdout. */
export function printReadingReport(results: ReadingResult[]): void {
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
}
