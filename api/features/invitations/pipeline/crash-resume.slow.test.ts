import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../../test-support/server';
import { startOpenAiStandIn, STAND_IN_API_KEY } from '../../../../test-support/openai-stand-in';
import { openDb } from '../../../db/connection';
import { sampleImage } from '../../../../test-support/images';
import { registration } from '../../../../test-support/test-app';
import { join } from 'node:path';

let standIn: Awaited<ReturnType<typeof startOpenAiStandIn>>;
let server: RunningServer | undefined;
beforeAll(async () => {
  standIn = await startOpenAiStandIn();
});
afterAll(async () => {
  await server?.stop();
  await standIn.close();
});

const extraction = { hosts: ['Shri Mahesh Gowda'], eventName: 'Shashtipoorthi', eventType: 'religious', date: '2 January 2027', time: '10:30 AM', venue: 'Kalyana Mantapa, Mysuru', inviterEmail: '', inviterPhone: '', rawText: '' };
const letters = { normal: 'Dear Shri Mahesh Gowda,\n\nThank you for the invitation to the Shashtipoorthi at Kalyana Mantapa, Mysuru.\n\nYours sincerely,\nRavi Kumar', finetuned: 'Dear Shri Mahesh Gowda,\n\nIt will be a joy to join you in Mysuru for the Shashtipoorthi.\n\nWith warm regards,\nRavi Kumar' };

it('takes up a job again after the server is killed with SIGKILL in the middle of a stage', async () => {
  const env = { OPENAI_API_KEY: STAND_IN_API_KEY, OPENAI_BASE_URL: standIn.baseURL, LOG_LEVEL: 'silent' };
  server = await startServer(env, undefined, { needsPwa: false });
  const { baseUrl, dataDir } = server;
  const body = registration();
  await fetch(`${baseUrl}/api/register`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: body.adminEmail, password: body.adminPassword }) });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;

  // The model takes its time: the server is killed while it waits for the answer.
  standIn.reply({ content: JSON.stringify(extraction), delayMs: 60_000 });
  const form = new FormData();
  form.append('language', 'English');
  form.append('image', new Blob([new Uint8Array(await sampleImage('jpeg'))], { type: 'image/jpeg' }), 'card.jpg');
  const upload = await fetch(`${baseUrl}/api/invitations`, { method: 'POST', headers: { Cookie: cookie }, body: form });
  expect(upload.status).toBe(201);
  const { id } = (await upload.json()) as { id: number };
  const deadline = Date.now() + 15_000;
  while (standIn.requests.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  expect(standIn.requests).toHaveLength(1);
  await server.stop({ keepData: true, signal: 'SIGKILL' });

  const db = openDb(join(dataDir, 'sahayak.sqlite'));
  expect(db.get('SELECT status FROM invitations WHERE id = ?', id)).toEqual({ status: 'extracting' });
  expect(db.get('SELECT stage, attempts FROM jobs WHERE invitation_id = ?', id)).toEqual({ stage: 'extract', attempts: 1 });
  expect(db.get<{ integrity_check: string }>('PRAGMA integrity_check')).toEqual({ integrity_check: 'ok' });
  db.close();

  standIn.reply(JSON.stringify(extraction), JSON.stringify(letters));
  server = await startServer(env, dataDir, { needsPwa: false });
  const until = Date.now() + 20_000;
  let status = '';
  while (Date.now() < until) {
    const res = await fetch(`${server.baseUrl}/api/invitations/${id}`, { headers: { Cookie: cookie } });
    const invitation = (await res.json()) as { status: string; generatedLetter: string | null };
    status = invitation.status;
    if (status === 'completed') {
      expect(invitation.generatedLetter).toBe(letters.normal);
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(status).toBe('completed');
});
