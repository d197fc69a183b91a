/**
 * kill -9 in the middle of work: the real server (api/main.ts) takes invitation uploads and
 * contacts with photos from several clients at once, and is killed with SIGKILL while requests are
 * in flight. Restarted on the same DATA_DIR, the database is intact, every row has its photo on
 * disk, no photo is left without a row (the start-up sweep), and every accepted upload ends
 * `completed` or `error` (the pipeline resumes; the AI is the OpenAI stand-in, so it is quick).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { basename, join } from 'node:path';
import { startServer, type RunningServer } from '../../test-support/server';
import { startOpenAiStandIn, STAND_IN_API_KEY } from '../../test-support/openai-stand-in';
import { openDb } from '../db/connection';
import { sampleImage } from '../../test-support/images';
import { registration } from '../../test-support/test-app';

const extraction = { hosts: ['Shri Mahesh Gowda'], eventName: 'Shashtipoorthi', eventType: 'religious', date: '2 January 2027', time: '10:30 AM', venue: 'Kalyana Mantapa, Mysuru', inviterEmail: '', inviterPhone: '', rawText: '' };
const letters = {
  normal: 'Dear Shri Mahesh Gowda,\n\nThank you for the invitation to the Shashtipoorthi at Kalyana Mantapa, Mysuru.\n\nYours sincerely,\nRavi Kumar',
  finetuned: 'Dear Shri Mahesh Gowda,\n\nIt will be a joy to join you in Mysuru for the Shashtipoorthi.\n\nWith warm regards,\nRavi Kumar',
};
/** One answer good for both stages: each stage's schema keeps its own fields and drops the rest. */
const ANSWER = JSON.stringify({ ...extraction, ...letters });
const LANES = 8;
const KILL_AFTER_ACCEPTED = 16;

let standIn: Awaited<ReturnType<typeof startOpenAiStandIn>>;
let server: RunningServer | undefined;
beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  standIn.reply(...Array<string>(2000).fill(ANSWER));
});
afterAll(async () => {
  await server?.stop();
  await standIn.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('keeps the database, the photos and the pipeline whole when killed with SIGKILL mid-upload', async () => {
  const started = Date.now();
  const env = { OPENAI_API_KEY: STAND_IN_API_KEY, OPENAI_BASE_URL: standIn.baseURL, LOG_LEVEL: 'silent' };
  server = await startServer(env, undefined, { needsPwa: false });
  const { baseUrl, dataDir } = server;
  const body = registration();
  await fetch(`${baseUrl}/api/register`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: body.adminEmail, password: body.adminPassword }) });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const photo = new Uint8Array(await sampleImage('png', 1600, 1200));

  // Contacts to update while the server dies: an update writes the new photo, then the row, then deletes the old photo.
  const existing: number[] = [];
  for (let i = 0; i < 4; i++) {
    const form = new FormData();
    form.append('name', `Contact ${i}`);
    form.append('phone', `98450${String(10000 + i)}`);
    form.append('profileImage', new Blob([photo], { type: 'image/png' }), 'p.png');
    const res = await fetch(`${baseUrl}/api/contacts/with-image`, { method: 'POST', headers: { Cookie: cookie }, body: form });
    expect(res.status).toBe(201);
    existing.push(((await res.json()) as { id: number }).id);
  }

  const accepted = { invitations: [] as number[], contacts: [] as number[], updates: 0 };
  let dropped = 0;
  let stop = false;
  const request = async (n: number) => {
    const form = new FormData();
    const kind = n % 3;
    if (kind === 0) {
      form.append('language', 'English');
      form.append('image', new Blob([photo], { type: 'image/png' }), `card-${n}.png`);
    } else {
      form.append('name', `Guest ${n}`);
      form.append('phone', `98451${String(10000 + n)}`);
      form.append('profileImage', new Blob([photo], { type: 'image/png' }), `guest-${n}.png`);
    }
    const url = kind === 0 ? '/api/invitations' : kind === 1 ? '/api/contacts/with-image' : `/api/contacts/${existing[n % existing.length]}/with-image`;
    try {
      const res = await fetch(`${baseUrl}${url}`, { method: kind === 2 ? 'PUT' : 'POST', headers: { Cookie: cookie }, body: form });
      const answer = (await res.json()) as { id: number };
      if (kind === 0 && res.status === 201) accepted.invitations.push(answer.id);
      if (kind === 1 && res.status === 201) accepted.contacts.push(answer.id);
      if (kind === 2 && res.status === 200) accepted.updates += 1;
    } catch {
      dropped += 1; // the server died with this request in flight
    }
  };
  let counter = 0;
  const lanes = Array.from({ length: LANES }, async () => {
    while (!stop) await request(counter++);
  });
  const deadline = Date.now() + 10_000;
  while (accepted.invitations.length + accepted.contacts.length + accepted.updates < KILL_AFTER_ACCEPTED && Date.now() < deadline) await sleep(5);
  await server.stop({ keepData: true, signal: 'SIGKILL' });
  stop = true;
  await Promise.all(lanes);
  expect(accepted.invitations.length).toBeGreaterThan(0);
  expect(dropped).toBeGreaterThan(0);

  const dbFile = join(dataDir, 'sahayak.sqlite');
  const check = openDb(dbFile);
  expect(check.get('PRAGMA integrity_check')).toEqual({ integrity_check: 'ok' });
  const orphansBefore = orphans(check, dataDir);
  check.close();
  // The kill rarely lands in the instant between a photo written and its row committed: leave such files for certain.
  const planted = ['uploads', 'profile-images'].map((area) => join(dataDir, area, `${randomUUID()}.jpg`));
  for (const path of planted) writeFileSync(path, 'half-written photo');
  // A minute passes before the restart: the sweep keeps files younger than that (a request may be about to commit them).
  const aMinuteAgo = (Date.now() - 120_000) / 1000;
  for (const area of ['uploads', 'profile-images']) for (const name of readdirSync(join(dataDir, area))) utimesSync(join(dataDir, area, name), aMinuteAgo, aMinuteAgo);

  server = await startServer(env, dataDir, { needsPwa: false });
  const db = openDb(dbFile);
  try {
    // Every invitation the server committed, answered or not, is finished by the resumed pipeline.
    const until = Date.now() + 30_000;
    const unfinished = () => db.get<{ n: number }>("SELECT count(*) AS n FROM invitations WHERE status NOT IN ('completed', 'error')")!.n;
    while (unfinished() > 0 && Date.now() < until) await sleep(100);
    expect(unfinished()).toBe(0);
    expect(db.get<{ n: number }>('SELECT count(*) AS n FROM jobs')!.n).toBe(0);
    for (const id of accepted.invitations) {
      expect(db.get<{ status: string }>('SELECT status FROM invitations WHERE id = ?', id)?.status).toMatch(/^(completed|error)$/);
    }
    expect(db.get<{ n: number }>("SELECT count(*) AS n FROM invitations WHERE status = 'completed'")!.n).toBeGreaterThanOrEqual(accepted.invitations.length);

    // Every row has its photo, and its recorded size is the file's.
    for (const row of db.all<{ id: number; image_path: string; image_bytes: number }>('SELECT id, image_path, image_bytes FROM invitations')) {
      expect(existsSync(row.image_path), `invitation ${row.id}`).toBe(true);
      expect(statSync(row.image_path).size).toBe(row.image_bytes);
    }
    for (const id of accepted.contacts) expect(db.get('SELECT 1 AS ok FROM contacts WHERE id = ?', id)).toEqual({ ok: 1 });
    for (const row of db.all<{ id: number; profile_image_path: string | null; image_bytes: number }>('SELECT id, profile_image_path, image_bytes FROM contacts')) {
      expect(row.profile_image_path, `contact ${row.id}`).not.toBeNull();
      const path = join(dataDir, 'profile-images', row.profile_image_path!);
      expect(existsSync(path), `contact ${row.id}`).toBe(true);
      expect(statSync(path).size).toBe(row.image_bytes);
    }
    // No photo without a row: the start-up sweep removed what the crash left behind.
    expect(orphans(db, dataDir)).toEqual({ uploads: [], profileImages: [] });
    for (const path of planted) expect(existsSync(path)).toBe(false);
    expect(db.get('PRAGMA integrity_check')).toEqual({ integrity_check: 'ok' });
    console.log(
      `crash safety: accepted ${accepted.invitations.length} uploads, ${accepted.contacts.length} new contacts, ${accepted.updates} photo updates; ` +
        `${dropped} requests in flight at the kill; orphans before restart: ${orphansBefore.uploads.length} in uploads, ${orphansBefore.profileImages.length} in profile-images; ` +
        `${db.get<{ n: number }>('SELECT count(*) AS n FROM invitations')!.n} invitations finished; ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    db.close();
  }
}, 60_000);

/** Files in uploads/ and profile-images/ that no row names. */
function orphans(db: ReturnType<typeof openDb>, dataDir: string) {
  const invitationFiles = new Set(db.all<{ image_path: string }>('SELECT image_path FROM invitations').map((r) => basename(r.image_path)));
  const contactFiles = new Set(db.all<{ p: string }>('SELECT profile_image_path AS p FROM contacts WHERE profile_image_path IS NOT NULL').map((r) => r.p));
  return {
    uploads: readdirSync(join(dataDir, 'uploads')).filter((f) => !invitationFiles.has(f)),
    profileImages: readdirSync(join(dataDir, 'profile-images')).filter((f) => !contactFiles.has(f)),
  };
}
