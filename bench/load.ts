/**
 * HTTP load on loopback with autocannon: 100 connections for BENCH_SECONDS (default 20) each
 * against a bare Koa endpoint (the reference: what Node and Koa cost on this machine), then the
 * real app (createApp over a temp DATA_DIR): GET /api/health; with 10,000 contacts
 * (BENCH_CONTACTS) GET /api/contacts whole, a page of 50 (also gzipped, as browsers ask), a search, and a page unchanged since
 * the client's ETag (304); GET /api/invitations with 1,000 invitations, whole and unchanged (304,
 * what the 1 s polling of a letter in progress costs); and POST /api/auth/login with the right password. Prints requests/s, p50/p99 latency, errors (non-2xx and timeouts count) and the ratio
 * to the bare endpoint measured just before and just after it (the mean of the two: on shared cores the
 * machine's speed drifts within a run, and a ratio to one bare run at the start swung by 1.5×).
 * autocannon fires from a worker thread; the servers keep the main thread.
 *
 * Run: npx tsx bench/load.ts   (BENCH_SECONDS=10 for a shorter run)
 */
import Koa from 'koa';
import autocannon, { type Result } from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../api/config';
import { openDb } from '../api/db/connection';
import { migrate } from '../api/db/migrate';
import { dataFiles } from '../api/storage/files';
import { buildPorts } from '../api/adapters/index';
import { createApp } from '../api/app';
import { contactsRepo } from '../api/features/contacts/contacts.repo';
import { invitationsRepo } from '../api/features/invitations/invitations.repo';
import { hashPassword, verifyPassword } from '../api/features/auth/passwords';
import { LANGUAGES } from '../shared/limits';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 100;
/** Contacts and invitations seeded: an organization grown to thousands of contacts, hundreds of letters. */
const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 10_000);
const ROWS = 1000;

async function listen(app: Koa): Promise<{ url: string; server: Server }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/* ------------------------------------------------------------------ realistic data */

const FIRST = ['Ravi', 'Meena', 'Anita', 'Suresh', 'Lakshmi', 'Arjun', 'Priya', 'Venkatesh', 'Kavya', 'Mahesh', 'Deepa', 'Rahul'];
const LAST = ['Kumar', 'Rao', 'Desai', 'Gowda', 'Iyer', 'Nair', 'Sharma', 'Reddy', 'Patil', 'Menon', 'Hegde', 'Joshi'];
const CITIES = ['Bengaluru, Karnataka, India', 'Mysuru, Karnataka, India', 'Chennai, Tamil Nadu, India', 'Hyderabad, Telangana, India', 'Kochi, Kerala, India', 'Pune, Maharashtra, India'];
const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;
const nameOf = (i: number) => `${pick(FIRST, i)} ${pick(LAST, Math.floor(i / FIRST.length))}`;

function seed(db: ReturnType<typeof openDb>, orgId: number, userId: number) {
  const contacts = contactsRepo(db);
  const invitations = invitationsRepo(db);
  db.tx(() => {
    for (let i = 0; i < Math.max(CONTACTS, ROWS); i++) {
      const city = pick(CITIES, i);
      if (i < CONTACTS) {
      contacts.insert(orgId, userId, null, {
        name: `Dr. ${nameOf(i)}`,
        phone: `+91 98450 ${String(10000 + i).padStart(5, '0')}`,
        email: `${nameOf(i).toLowerCase().replace(' ', '.')}${i}@example.org`,
        company: `${pick(LAST, i)} Memorial Hospital`,
        position: 'Chief Medical Officer',
        profession: 'Doctor',
        address: `${100 + i}, 4th Cross, 2nd Main, Jayanagar 4th Block, ${city}`,
        latitude: (12 + (i % 100) / 100).toFixed(6),
        longitude: (77 + (i % 70) / 100).toFixed(6),
        locationName: city,
        notes: `Met at the district health camp in ${city.split(',')[0]}. Interested in the free eye-check programme; follow up after the monsoon with the brochure and the volunteer list.`,
        eventTag: i % 3 === 0 ? `${city.split(',')[0]} health camp, 2026` : null,
      }, i % 2 === 0 ? { name: `${crypto.randomUUID()}.jpg`, bytes: 85_000 } : null);
      }
      if (i >= ROWS) continue;

      const host = `Shri ${nameOf(i + 3)}`;
      const event = `Wedding of ${pick(FIRST, i + 5)} and ${pick(FIRST, i + 7)}`;
      const venue = `Sri Krishna Convention Hall, ${pick(CITIES, i + 1)}`;
      const rawText = `|| Shri Ganeshaya Namah ||\n${host} and family\nrequest the pleasure of your company\nat the ${event}\non Sunday, 12 March 2026 at 10:30 AM\nVenue: ${venue}\nRSVP: +91 98450 ${String(20000 + i)}`;
      const id = invitations.insert({ orgId, userId, clientId: null, fileName: `wedding-card-${i}.jpg`, imagePath: `/data/uploads/${crypto.randomUUID()}.jpg`, imageBytes: 420_000, language: pick(LANGUAGES, i) });
      invitations.saveExtracted(id, JSON.stringify({ hosts: [host], eventName: event, eventType: 'wedding', date: 'Sunday, 12 March 2026', time: '10:30 AM', venue, inviterEmail: '', inviterPhone: `9198450${20000 + i}`, rawText }), `host${i}@example.org`, `9198450${20000 + i}`);
      const body = `Thank you for your kind invitation to the ${event} on Sunday, 12 March 2026 at ${venue}. It is an honour to be remembered on such a joyous occasion, and we gladly accept.\n\nWe send our warmest wishes to the couple and both families for a lifetime of happiness, good health and prosperity. May the blessings of the elders guide them always.`;
      invitations.saveLetters(id, `Dear ${host} ji,\n\n${body}\n\nYours sincerely,\nRavi Kumar\nSeva Trust`, `Dear ${host} ji,\n\nI was truly delighted to receive your invitation. ${body}\n\nWith warm regards,\nRavi Kumar\nSeva Trust`);
      invitations.setStatus(id, 'completed');
      if (i % 3 === 0) invitations.insertDelivery({ invitationId: id, channel: 'email', recipient: `host${i}@example.org`, status: 'written', detail: `/data/mail/${crypto.randomUUID()}.eml` });
      if (i % 5 === 0) invitations.insertDelivery({ invitationId: id, channel: 'whatsapp', recipient: `9198450${20000 + i}`, status: 'link', detail: null });
    }
  });
}

/* ------------------------------------------------------------------ the runs */

interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The status every answer should have (200 unless said). */
  status?: number;
}

interface Row {
  name: string;
  result: Result;
  bytes: number;
  status: number;
  /** Bare Koa's requests/s around this run (the mean of the runs just before and after it). */
  bare?: number;
}

async function measure(target: Target, seconds = SECONDS): Promise<Row> {
  const ask = () => fetch(target.url, { method: target.method ?? 'GET', headers: target.headers, body: target.body });
  // fetch reuses a kept-alive socket the server may be closing (its keep-alive timeout ran out
  // during the previous run): that reset is the client's pool, not the server, so ask once more.
  const probe = await ask().catch(ask);
  const bytes = (await probe.arrayBuffer()).byteLength;
  const status = target.status ?? 200;
  if (probe.status !== status) throw new Error(`${target.name}: ${probe.status} before the run`);
  process.stderr.write(`${target.name}: ${seconds} s… `);
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: CONNECTIONS,
    duration: seconds,
    workers: 1,
    // Long lists and scrypt queue up behind 100 connections: a slow answer is measured, not dropped.
    timeout: 60,
  });
  process.stderr.write('done\n');
  return { name: target.name, result, bytes, status };
}

/** Failed requests: network errors, timeouts and any answer with another status than the one expected. */
function errorsOf({ result, status }: Row): number {
  const answers = Object.values(result.statusCodeStats ?? {}).reduce((n, s) => n + s.count, 0);
  const wrong = status === 200 ? result.non2xx : answers - (result.statusCodeStats?.[String(status)]?.count ?? 0);
  return result.errors + result.timeouts + wrong;
}

function table(rows: Row[]): string {
  const head = ['target', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'bare Koa around', 'vs bare Koa', 'bytes/answer'];
  const lines = rows.map((row) => [
    row.name,
    row.result.requests.average.toFixed(0),
    row.result.latency.p50.toFixed(0),
    row.result.latency.p99.toFixed(0),
    String(errorsOf(row)),
    row.bare ? row.bare.toFixed(0) : '',
    row.bare ? `${(row.result.requests.average / row.bare).toFixed(3)}×` : '',
    row.bytes.toLocaleString('en'),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [format(head), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n');
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'sahayak-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const db = openDb(config.dbFile);
  migrate(db);
  const files = dataFiles(dataDir);
  const ports = buildPorts(config, files);
  const koa = createApp({ config, db, files, ports, wake: () => {} });
  // A 500 is an error of the run (counted, reported), not a line in the table's output.
  let unexpected = 0;
  koa.on('error', () => void (unexpected += 1));
  const app = await listen(koa);

  const bare = new Koa();
  bare.use((ctx) => {
    ctx.body = { ok: true };
  });
  const reference = await listen(bare);

  const account = { email: 'admin@bench.example.org', password: 'bench-password' };
  const json = { 'Content-Type': 'application/json' };
  const registered = await fetch(`${app.url}/api/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      organizationName: 'Seva Trust', adminName: 'Ravi Kumar', adminEmail: account.email, adminPhone: '+919845012345', adminPassword: account.password,
      assistantName: 'Meena Rao', assistantEmail: 'assistant@bench.example.org', assistantPhone: '+919845054321', assistantPassword: 'assistant-password',
    }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  const login = await fetch(`${app.url}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify(account) });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const user = (await login.json()) as { id: number; organizationId: number };
  const seedStart = performance.now();
  seed(db, user.organizationId, user.id);
  const seedMs = performance.now() - seedStart;

  // One scrypt at a time: what every sign-in costs before any queueing (the median of 5, as other work shares the cores).
  const hash = await hashPassword(account.password);
  const scryptTimes: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await verifyPassword(account.password, hash);
    scryptTimes.push(performance.now() - start);
  }
  const scryptMs = scryptTimes.sort((a, b) => a - b)[2]!;

  console.log(`${CONNECTIONS} connections × ${SECONDS} s per target on loopback; autocannon in a worker thread, the servers on the main thread.`);
  console.log(`Seeded ${CONTACTS} contacts and ${ROWS} invitations (letters, extracted data, ${db.get<{ n: number }>('SELECT count(*) AS n FROM deliveries')!.n} deliveries) in ${seedMs.toFixed(0)} ms.`);
  // fetch adds 'Cache-Control: no-cache' (an end-to-end reload, never answered 304) to a request
  // carrying its own If-None-Match unless it has a Cache-Control; a browser revalidating says max-age=0.
  const revalidate = { 'Cache-Control': 'max-age=0' };
  const listTag = (await fetch(`${app.url}/api/invitations`, { headers: { Cookie: cookie } })).headers.get('etag') ?? '';
  const pageTag = (await fetch(`${app.url}/api/contacts?limit=50`, { headers: { Cookie: cookie } })).headers.get('etag') ?? '';
  const rows: Row[] = [];
  const targets: Target[] = [
    { name: 'app, GET /api/health', url: `${app.url}/api/health` },
    { name: `app, GET /api/contacts (all ${CONTACTS})`, url: `${app.url}/api/contacts`, headers: { Cookie: cookie } },
    { name: 'app, GET /api/contacts?limit=50 (a page)', url: `${app.url}/api/contacts?limit=50`, headers: { Cookie: cookie } },
    // What a browser asks: the same page, gzip accepted (bytes/answer is the page unzipped).
    { name: 'app, GET the page, Accept-Encoding: gzip', url: `${app.url}/api/contacts?limit=50`, headers: { Cookie: cookie, 'Accept-Encoding': 'gzip' } },
    { name: `app, GET /api/contacts?limit=50&q=Rao (search)`, url: `${app.url}/api/contacts?limit=50&q=Rao`, headers: { Cookie: cookie } },
    { name: 'app, GET a page again, unchanged (304)', url: `${app.url}/api/contacts?limit=50`, headers: { Cookie: cookie, 'If-None-Match': pageTag, ...revalidate }, status: 304 },
    { name: `app, GET /api/invitations (${ROWS})`, url: `${app.url}/api/invitations`, headers: { Cookie: cookie } },
    { name: 'app, GET /api/invitations unchanged (304)', url: `${app.url}/api/invitations`, headers: { Cookie: cookie, 'If-None-Match': listTag, ...revalidate }, status: 304 },
    { name: 'app, POST /api/auth/login', url: `${app.url}/api/auth/login`, method: 'POST', headers: json, body: JSON.stringify(account) },
  ];
  // Bare Koa between every two targets, for half as long: each ratio is to the machine's speed of that moment.
  const measureBare = (name: string) => measure({ name, url: `${reference.url}/` }, Math.max(2, Math.round(SECONDS / 2)));
  let before = await measureBare('bare Koa, GET {ok:true}, first');
  rows.push(before);
  for (const target of targets) {
    const row = await measure(target);
    const after = await measureBare('bare Koa');
    row.bare = (before.result.requests.average + after.result.requests.average) / 2;
    rows.push(row);
    before = after;
  }
  before.name = 'bare Koa, GET {ok:true}, last';
  rows.push(before);
  console.log('');
  console.log(table(rows));
  console.log('');
  const login_ = rows.find((r) => r.name.includes('login'))!.result.requests.average;
  console.log(
    `Sign-in is scrypt-bound: N=16384, r=8, p=1 takes 16 MiB and ${scryptMs.toFixed(0)} ms per attempt on its own, run in the libuv pool ` +
      `(${process.env.UV_THREADPOOL_SIZE ?? 4} threads) on ${os.cpus().length} cores, so about ${((os.cpus().length * 1000) / scryptMs).toFixed(0)} sign-ins/s at most; ` +
      `${login_.toFixed(0)}/s measured. The login throttle counts failures only, so correct passwords are never refused.`,
  );
  const failed = rows.filter((r) => errorsOf(r) > 0);
  if (failed.length || unexpected) {
    console.log(`ERRORS: ${failed.map((r) => `${r.name}: ${r.result.errors} errors, ${r.result.timeouts} timeouts, ${r.result.non2xx} non-2xx`).join('; ')}; ${unexpected} unexpected server errors`);
    process.exitCode = 1;
  }

  // Sign-ins the clients gave up on may still wait for scrypt: one more, queued behind them, drains the pool.
  await fetch(`${app.url}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify(account) });

  await new Promise((r) => reference.server.close(r));
  await new Promise((r) => app.server.close(r));
  await ports.close();
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
