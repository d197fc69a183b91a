/**
 * Lighthouse (mobile) on the landing page and, in an organization grown to 10,000 contacts and
 * 1,000 invitations, on home, history, the contacts list and the map, all in one run; with the
 * metric that costs each screen its points and the gzip size of the JavaScript the first screen
 * needs. Written to docs/pwa-metrics.md.
 *
 * Run: npx tsx bench/pwa.ts (after npm run build; BENCH_LIGHTHOUSE_RUNS=2 scores every screen twice)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { cpus, loadavg, totalmem } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test-support/browser';
import { startServer } from '../test-support/server';
import { seedOrganization } from '../test-support/seed';
import { seedContacts, seedInvitations } from '../e2e/seed-network';

const CONTACTS = 10_000;
const INVITATIONS = 1_000;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);

/** The entry script, every module it preloads and first-paint.js: what the first screen downloads before the app can draw. */
function firstScreenJs(): { files: string[]; gzipBytes: number; rawBytes: number } {
  const html = readFileSync('dist/pwa/index.html', 'utf8');
  // first-paint.js too: the plain script that draws a signed-in screen's title before the app runs.
  const files = [...html.matchAll(/(?:src|href)="(\/(?:assets\/[^"]+|first-paint)\.js)"/g)].map((m) => m[1]!);
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const file of files) {
    const bytes = readFileSync(`dist/pwa${file}`);
    rawBytes += bytes.length;
    gzipBytes += gzipSync(bytes, { level: 9 }).length;
  }
  return { files, gzipBytes, rawBytes };
}

/** Lighthouse 12's performance metrics and their weights: which one loses the points. */
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

const server = await startServer({ LOG_LEVEL: 'silent' });
const { org, cookie } = await seedOrganization(server.baseUrl, 'lighthouse');
// The cookie is the assistant's: the organization's contacts grow through its admin; the
// invitations are the assistant's own, since history shows an assistant only theirs (seeded for the
// admin, the history measured was the empty "No invitations yet").
seedContacts(server.dataDir, org.adminEmail, CONTACTS);
seedInvitations(server.dataDir, org.assistantEmail, INVITATIONS);

/** [label, path, signed in]: the landing page first in every run, before the session's cookie is set. */
const screens = [
  ['Landing (signed out)', '/', false],
  ['Home', '/', true],
  ['Invitation history', '/history', true],
  ['Contacts list', '/contacts-list', true],
  ['Network map', '/network-map', true],
] as const;

/**
 * Besides Lighthouse's defaults (service workers, Cache Storage), the device's copy and the saved
 * queries: every run is a first visit, so the contacts list and the map include the first catch-up.
 */
const CLEAR_STORAGE: NonNullable<Flags['clearStorageTypes']> = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'indexeddb', 'local_storage'];

const loadAtStart = loadavg()[0]!;
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
// The session goes in the browser's cookie jar, not in Lighthouse's extra Cookie header: that header
// reaches only the page's own requests, so the contacts worker's catch-up was answered 401 and the
// map showed "Not available offline yet" instead of the contacts. Lighthouse does not clear cookies.
const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
const jar = cdp.contexts()[0]!;
const [cookieName, cookieValue] = cookie.split('=');
const rows: string[] = [];
const scores: Record<string, number[]> = {};
try {
  for (let run = 1; run <= RUNS; run++) {
    for (const [label, path, signedIn] of screens) {
      if (signedIn) await jar.addCookies([{ name: cookieName!, value: cookieValue!, url: server.baseUrl }]);
      else await jar.clearCookies();
      // Each run starts with the origin's storage cleared: the contacts screens include the first full catch-up.
      const result = await lighthouse(`${server.baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        clearStorageTypes: CLEAR_STORAGE,
      });
      const lhr = result!.lhr;
      if (lhr.runtimeError) {
        rows.push(`| ${label} | run ${run}: no score (${lhr.runtimeError.code}) | | | | | | |`);
        console.log(rows.at(-1));
        continue;
      }
      const c = lhr.categories;
      const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
      // Points lost per metric: its weight times what its score falls short of 1.
      const weights = Object.fromEntries((c.performance?.auditRefs ?? []).map((r) => [r.id, r.weight]));
      const lost = METRICS.map(([id, short]) => [short, Math.round((weights[id] ?? 0) * (1 - (lhr.audits[id]?.score ?? 1)))] as const)
        .filter(([, points]) => points > 0)
        .sort((a, b) => b[1] - a[1])
        .map(([short, points]) => `${short} −${points}`)
        .join(', ');
      const value = (id: string) => lhr.audits[id]?.displayValue ?? '';
      (scores[label] ??= []).push(score('performance'));
      rows.push(
        `| ${label}${RUNS > 1 ? ` (run ${run})` : ''} | ${score('performance')} | ${value('first-contentful-paint')} | ${value('largest-contentful-paint')} | ${value('total-blocking-time')} | ${lost || '—'} | ${score('accessibility')} | ${score('best-practices')} |`,
      );
      console.log(`${rows.at(-1)} (Lighthouse's CPU benchmark index ${Math.round(lhr.environment.benchmarkIndex)})`);
    }
  }
} finally {
  await cdp.close();
  await chrome.kill();
  await server.stop();
}
const loadAtEnd = loadavg()[0]!;

const js = firstScreenJs();
const doc = `# PWA measurements

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version},
Debian Chromium, Lighthouse 12 with its default mobile emulation (slow 4G, 4× CPU slowdown, simulated), against the built app
served by \`npm start\`'s server on loopback, in an organization of ${CONTACTS.toLocaleString('en')} contacts and ${INVITATIONS.toLocaleString('en')} invitations.
Every run starts with the origin's storage cleared, so the contacts list and the map include the device's first full
catch-up of the contacts. Load average (1 min) ${loadAtStart.toFixed(1)} at the start and ${loadAtEnd.toFixed(1)} at the end on ${cpus().length} cores: Lighthouse multiplies the
main-thread time it observes, so other work on the machine lowers the scores. Regenerate with \`npx tsx bench/pwa.ts\` (also part of \`npm run bench\`).

| Screen | Performance | FCP | LCP | TBT | Points lost to | Accessibility | Best practices |
| --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

JavaScript the first screen needs (the entry module, what it preloads and first-paint.js; every other screen is a lazy chunk):
**${(js.gzipBytes / 1024).toFixed(1)} KiB gzipped** (${(js.rawBytes / 1024).toFixed(0)} KiB raw) in ${js.files.length} file(s).

Accessibility is also checked on every screen, at 390 px and 1280 px, by \`e2e/accessibility.spec.ts\` (axe-core, WCAG 2.1 AA):
no serious or critical issue.
`;
writeFileSync('docs/pwa-metrics.md', doc);
console.log(doc);
console.log(`BENCH_JSON ${JSON.stringify({ firstScreenJsGzipBytes: js.gzipBytes, lighthouse: scores, loadAverage: [loadAtStart, loadAtEnd] })}`);
