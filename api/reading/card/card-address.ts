/**
 * The card's postal addresses: runs of address lines printed one under another, with the town
 * line that ends many of them counted in even when the town is not one the rules know
 * ('…, Darasuram-612 702' / 'Kumbakonam').
 */
import { latinNameParts } from './card-names';
import { COMPANY_WORD, PIN_CODE, POSITION_WORD, type Part } from './card-parts';

/**
 * The card's addresses, best first: runs of address lines printed one under another, with a
 * line between two of them counted in ('4th Floor, …' / 'Prestige Tech Park' / 'Bengaluru 560103'),
 * and a town line right after the run. An English address comes before one in another script,
 * one with a PIN code before one without.
 */
export function addressRuns(parts: readonly Part[]): Part[][] {
  const runs: Part[][] = [];
  parts.forEach((p) => {
    if (p.kind !== 'address') return;
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && p.line - last.line <= 1) run.push(p);
    else if (run && last && p.line - last.line === 2) {
      const between = parts.filter((q) => q.line === last.line + 1);
      if (between.every((q) => q.kind === 'other' && !latinNameParts(q.text))) run.push(...between, p);
      else runs.push([p]);
    } else runs.push([p]);
  });
  for (const run of runs) {
    const last = run.at(-1)!;
    const next = parts.filter((q) => q.line === last.line + 1);
    if (next.length === 1 && isTownLine(next[0])) run.push(next[0]);
  }
  // 'Address: …' says what it is, surer than any shape: an ID card's address beside its college's affiliation.
  const score = (run: Part[]) => (run.some((p) => p.labelled) ? 4 : 0) + (run.some((p) => p.latin) ? 2 : 0) + (run.some((p) => PIN_CODE.test(p.text)) ? 1 : 0);
  return runs.sort((a, b) => score(b) - score(a));
}

/** One or two capitalised words and nothing else, maybe with a PIN code: 'Kumbakonam', 'Egra - 721429'. */
function isTownLine(part: Part): boolean {
  if (part.kind !== 'other' || !part.latin || part.labelled) return false;
  const text = part.text.replace(/[\s,.\-–]*\d{3} ?\d{3}\.?$/, '');
  const words = text.split(/\s+/);
  return (
    words.length <= 2 &&
    words.every((w) => /^[A-Z][a-z]{3,}$|^[A-Z]{4,}$/.test(w)) &&
    text.search(COMPANY_WORD) < 0 &&
    text.search(POSITION_WORD) < 0
  );
}

export function joinAddress(run: readonly Part[]): string {
  return run.map((p) => p.text.replace(/[,\s]+$/, '')).join(', ');
}
