/**
 * The field rules on invitations and cards worded as people word them, as text (no OCR): two
 * sets written apart from the rules (test-support/reading-wordings.ts), fields right per field
 * and per language.
 *
 * Run: npx tsx bench/reading-wordings.ts   (READING_WORDINGS_SHOW=1 prints every miss)
 */
import { extractInvitationFields } from '../api/reading/invitation/invitation-rules';
import { extractCardFields } from '../api/reading/card/card-rules';
import { WORDING_SETS, cardFieldRight, invitationFieldRight, loadWordingSet } from '../test-support/reading-wordings';

const show = process.env.READING_WORDINGS_SHOW === '1';
const rows: string[] = [];

for (const name of WORDING_SETS) {
  const set = loadWordingSet(name);
  const tally = new Map<string, [number, number]>();
  const count = (key: string, right: boolean) => {
    const t = tally.get(key) ?? [0, 0];
    tally.set(key, [t[0] + (right ? 1 : 0), t[1] + 1]);
  };
  set.invitations.forEach((c, i) => {
    const got = extractInvitationFields(c.text, c.language) as unknown as Record<string, unknown>;
    for (const [field, want] of Object.entries(c.expect)) {
      const right = invitationFieldRight(field, got[field], want);
      count(`invitations ${field}`, right);
      count(`invitations (${c.language})`, right);
      count('invitations', right);
      if (!right && show) console.log(`${name} invitation ${i} [${c.language}] ${field}: got ${JSON.stringify(got[field])}, want ${JSON.stringify(want)}`);
    }
  });
  set.cards.forEach((c, i) => {
    const got = extractCardFields(c.text, c.language) as unknown as Record<string, unknown>;
    for (const [field, want] of Object.entries(c.expect)) {
      const right = cardFieldRight(field, got[field], want);
      count(`cards ${field}`, right);
      count(`cards (${c.language})`, right);
      count('cards', right);
      if (!right && show) console.log(`${name} card ${i} [${c.language}] ${field}: got ${JSON.stringify(got[field])}, want ${JSON.stringify(want)}`);
    }
  });
  for (const [key, [right, of]] of [...tally].sort(([a], [b]) => a.localeCompare(b))) rows.push(`| ${name} | ${key} | ${right}/${of} | ${Math.round((100 * right) / of)} % |`);
}

console.log('| set | fields | right | share |\n| --- | --- | --- | --- |');
console.log(rows.join('\n'));
