/**
 * Lighthouse (mobile) scores of the built app and the gzip size of the JavaScript the first
 * screen needs, written to docs/pwa-metrics.md.
 *
 * Run: npx tsx bench/pwa.ts (after npm run build)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { cpus, totalmem } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test-support/browser';
import { startServer } from '../test-support/server';
import { seedOrganization } from '../test-support/seed';

/** The entry script and every module it preloads: what the first screen downloads before it can draw. */
function firstScreenJs(): { files: string[]; gzipBytes: number; rawBytes: number } {
  const html = readFileSync('dist/pwa/index.html', 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const file of files) {
    const bytes = readFileSync(`dist/pwa${file}`);
    rawBytes += bytes.length;
    gzipBytes += gzipSync(bytes, { level: 9 }).length;
  }
  return { files, gzipBytes, rawBytes };
}

const server = await startServer({ LOG_LEVEL: 'silent' });
const { cookie } = await seedOrganization(server.baseUrl, 'lighthouse');
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
const rows: string[] = [];
try {
  for (const [label, path, headers] of [
    ['Landing (signed out)', '/', {}],
    ['Home (signed in)', '/', { Cookie: cookie }],
    ['Invitation history (signed in)', '/history', { Cookie: cookie }],
  ] as const) {
    const result = await lighthouse(`${server.baseUrl}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      extraHeaders: headers,
    });
    const c = result!.lhr.categories;
    const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
    const lcp = result!.lhr.audits['largest-contentful-paint']?.displayValue ?? '';
    rows.push(`| ${label} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${lcp} |`);
    console.log(rows.at(-1));
  }
} finally {
  await chrome.kill();
  await server.stop();
}

const js = firstScreenJs();
const doc = `# PWA measurements

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version},
Debian Chromium, Lighthouse 12 with its default mobile emulation (slow 4G, 4× CPU slowdown), against the built app
served by \`npm start\`'s server on loopback. Regenerate with \`npx tsx bench/pwa.ts\` (also part of \`npm run bench\`).

| Screen | Performance | Accessibility | Best practices | Largest contentful paint |
| --- | --- | --- | --- | --- |
${rows.join('\n')}

JavaScript the first screen needs (the entry module and what it preloads; every other screen is a lazy chunk):
**${(js.gzipBytes / 1024).toFixed(1)} KiB gzipped** (${(js.rawBytes / 1024).toFixed(0)} KiB raw) in ${js.files.length} file(s).

Accessibility is also checked on every screen, at 390 px and 1280 px, by \`e2e/accessibility.spec.ts\` (axe-core, WCAG 2.1 AA):
no serious or critical issue.
`;
writeFileSync('docs/pwa-metrics.md', doc);
console.log(doc);
console.log(`BENCH_JSON ${JSON.stringify({ firstScreenJsGzipBytes: js.gzipBytes })}`);
