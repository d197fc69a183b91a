/**
 * The field rules on invitations and cards worded as people word them, as text (no OCR): the
 * sets written apart from the rules (test-support/reading-wordings.ts), fields right per field
 * and per language.
 *
 * Run: npx tsx bench/reading-wordings.ts   (READING_WORDINGS_SHOW=1 prints every miss)
 */
import { extractInvitationFields } from '../api/reading/invitation/invitation-rules';
import { extractCardFields } from '../api/reading/card/card-rules';
import { WORDING_SETS, loadWordingSet, readWordingSet } from '../test-support/reading-wordings';

const show = process.env.READING_WORDINGS_SHOW === '1';
const rows: string[] = [];

for (const name of WORDING_SETS) {
  const results = readWordingSet(loadWordingSet(name), extractInvitationFields, extractCardFields);
  const tally = new Map<string, [number, number]>();
  for (const r of results) {
    for (const key of [r.kind, `${r.kind} ${r.field}`, `${r.kind} (${r.language})`]) {
      const [right, of] = tally.get(key) ?? [0, 0];
      tally.set(key, [right + (r.right ? 1 : 0), of + 1]);
    }
    if (!r.right && show) console.log(`${name} ${r.kind} ${r.index} [${r.language}] ${r.field}: got ${JSON.stringify(r.got)}, want ${JSON.stringify(r.want)}`);
  }
  for (const [key, [right, of]] of [...tally].sort(([a], [b]) => a.localeCompare(b))) rows.push(`| ${name} | ${key} | ${right}/${of} | ${Math.round((100 * right) / of)} % |`);
}

console.log('| set | fields | right | share |\n| --- | --- | --- | --- |');
console.log(rows.join('\n'));
