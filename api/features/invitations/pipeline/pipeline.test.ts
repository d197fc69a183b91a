import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOrg, type TestApp } from '../../../../test-support/test-app';
import { sampleImage } from '../../../../test-support/images';
import { startOpenAiStandIn, STAND_IN_API_KEY } from '../../../../test-support/openai-stand-in';

type StandIn = Awaited<ReturnType<typeof startOpenAiStandIn>>;

const extraction = {
  hosts: ['Smt. Lakshmi and Shri Venkatesh Iyer'],
  eventName: 'Griha Pravesham',
  eventType: 'housewarming',
  date: '14 December 2026',
  time: '9:00 AM',
  venue: 'No. 12, 4th Cross, Jayanagar, Bengaluru',
  inviterEmail: 'venkatesh.iyer@example.org',
  inviterPhone: '+91 98860 12345',
  rawText: 'Griha Pravesham ... Jayanagar',
};
const letters = {
  normal: 'Dear Smt. Lakshmi and Shri Venkatesh Iyer,\n\nThank you for inviting us to your Griha Pravesham on 14 December 2026 at Jayanagar, Bengaluru. We wish your new home every happiness.\n\nYours sincerely,\nRavi Kumar\nSeva Trust',
  finetuned: 'Dear Smt. Lakshmi and Shri Venkatesh Iyer,\n\nWhat a joy to hear of your new home! I will be with you on 14 December 2026 in Jayanagar, Bengaluru, with every good wish.\n\nWith warm regards,\nRavi Kumar\nSeva Trust',
};

async function waitForStatus(agent: ReturnType<TestApp['agent']>, id: number, done: (s: string) => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await agent.get(`/api/invitations/${id}`).expect(200);
    if (done(res.body.status)) return res.body;
    if (Date.now() > deadline) throw new Error(`still ${res.body.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const finished = (s: string) => s === 'completed' || s === 'error';

describe('the pipeline with the configured (OpenAI-compatible) provider', () => {
  let standIn: StandIn;
  let t: TestApp;
  let org: Awaited<ReturnType<typeof signedInOrg>>;
  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    t = createTestApp({ OPENAI_API_KEY: STAND_IN_API_KEY, OPENAI_BASE_URL: standIn.baseURL, OPENAI_MODEL: 'vision-test' }, { startWorker: true });
    org = await signedInOrg(t, { organizationName: 'Seva Trust' });
    await org.admin.put('/api/organization').send({ senderName: 'Dr. Sudha Rao' }).expect(204);
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });
  afterEach(() => expect(standIn.pending()).toBe(0));

  it('goes uploaded → completed, pre-fills the inviter’s email and phone, and signs with the organization’s sender', async () => {
    standIn.reply(JSON.stringify(extraction), JSON.stringify(letters));
    const upload = await org.assistant.post('/api/invitations').field('language', 'English').attach('image', await sampleImage('jpeg'), 'griha.jpg').expect(201);
    expect(upload.body.status).toBe('uploaded');
    const done = await waitForStatus(org.assistant, upload.body.id, finished);
    expect(done).toMatchObject({ status: 'completed', generatedLetter: letters.normal, generatedLetterFinetuned: letters.finetuned, inviterEmail: 'venkatesh.iyer@example.org', inviterPhone: '919886012345', errorMessage: null });
    expect(JSON.parse(done.extractedData)).toMatchObject({ hosts: extraction.hosts, eventName: 'Griha Pravesham', eventType: 'housewarming', venue: extraction.venue });
    const [read, write] = standIn.requests.slice(-2);
    expect(JSON.stringify(read!.body.messages)).toContain('data:image/jpeg;base64,');
    expect(read!.body.model).toBe('vision-test');
    expect(JSON.stringify(write!.body.messages)).toContain('Dr. Sudha Rao');
    expect(t.db.get('SELECT count(*) n FROM jobs WHERE invitation_id = ?', upload.body.id)).toEqual({ n: 0 });
  });

  it('ends in error with a message a person can act on when the model answers nonsense twice', async () => {
    standIn.reply('I cannot help with that.', 'Still not JSON.');
    const upload = await org.admin.post('/api/invitations').attach('image', await sampleImage('png'), 'blurry.png').expect(201);
    const done = await waitForStatus(org.admin, upload.body.id, finished);
    expect(done.status).toBe('error');
    expect(done.errorMessage).toMatch(/^The photo could not be read/);
    expect(done.errorMessage).not.toMatch(/at |Error:|\n/);
  });

  it('retries a failing AI service later and completes when it recovers', async () => {
    // 500 twice (the client's own retry), then the worker's retry succeeds.
    standIn.reply({ status: 500, message: 'overloaded' }, { status: 500, message: 'overloaded' }, JSON.stringify(extraction), JSON.stringify(letters));
    const upload = await org.admin.post('/api/invitations').attach('image', await sampleImage('png'), 'retry.png').expect(201);
    const done = await waitForStatus(org.admin, upload.body.id, finished, 30_000);
    expect(done.status).toBe('completed');
  });

  it('rewrites both letters from corrected details, dropping edits of the old letters', async () => {
    standIn.reply(JSON.stringify(extraction), JSON.stringify(letters));
    const upload = await org.admin.post('/api/invitations').attach('image', await sampleImage('png'), 'fix.png').expect(201);
    await waitForStatus(org.admin, upload.body.id, finished);
    await org.admin.put(`/api/invitations/${upload.body.id}/letters`).send({ tab: 'normal', text: 'my edit' }).expect(204);
    const corrected = { normal: letters.normal.replace('Jayanagar', 'Basavanagudi'), finetuned: letters.finetuned.replace('Jayanagar', 'Basavanagudi') };
    standIn.reply(JSON.stringify(corrected));
    await org.admin.post(`/api/invitations/${upload.body.id}/regenerate`).send({ hosts: extraction.hosts, eventName: 'Griha Pravesham', date: '14 December 2026', time: '9:00 AM', venue: 'Basavanagudi, Bengaluru' }).expect(202);
    const done = await waitForStatus(org.admin, upload.body.id, (s) => s === 'completed');
    expect(done.generatedLetter).toContain('Basavanagudi');
    expect(done.editedLetter).toBeNull();
    expect(JSON.parse(done.extractedData).venue).toBe('Basavanagudi, Bengaluru');
    expect(JSON.stringify(standIn.requests.at(-1)!.body.messages)).toContain('Basavanagudi, Bengaluru');
  });
});
