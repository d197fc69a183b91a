/**
 * Writes the sample response letter of every language as a PDF, and a PNG of its first
 * page, into a folder, for looking at the typesetting:
 *
 *   npx tsx scripts/render-letter-pdfs.ts /tmp/letters
 *
 * PNGs need `pdftoppm` (Debian package poppler-utils); without it only the PDFs are written.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { renderLetterPdf } from '../api/features/invitations/letter-pdf';
import { MIXED_SCRIPT_LETTER, SAMPLE_LETTERS, type SampleLetter } from '../api/features/invitations/letter-pdf.fixtures';

const folder = process.argv[2];
if (!folder) {
  console.error('Usage: npx tsx scripts/render-letter-pdfs.ts <output folder>');
  process.exit(2);
}
const out = resolve(folder);
mkdirSync(out, { recursive: true });

const letters: [string, SampleLetter][] = [
  ...Object.values(SAMPLE_LETTERS).map((s): [string, SampleLetter] => [s.language, s]),
  ['Hindi-English', MIXED_SCRIPT_LETTER],
];
const date = new Date();
let pngs = true;

for (const [name, sample] of letters) {
  const started = performance.now();
  const pdf = await renderLetterPdf({ ...sample, date });
  const ms = performance.now() - started;
  const file = join(out, `letter-${name}.pdf`);
  writeFileSync(file, pdf);
  if (pngs) {
    try {
      execFileSync('pdftoppm', ['-png', '-r', '110', '-f', '1', '-l', '1', '-singlefile', file, file.replace(/\.pdf$/, '')]);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      console.warn('pdftoppm not found (poppler-utils): writing PDFs only');
      pngs = false;
    }
  }
  console.log(`${name.padEnd(14)} ${ms.toFixed(0).padStart(5)} ms  ${(pdf.length / 1024).toFixed(1)} KiB  ${file}`);
}
