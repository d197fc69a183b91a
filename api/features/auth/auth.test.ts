import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registration, signedInOrg, type TestApp } from '../../../test-support/test-app';
import { LOGIN_THROTTLE } from '@shared/limits';

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

describe('POST /api/register', () => {
  it('creates the organization with an admin and an assistant who can both sign in', async () => {
    const { admin, assistant, body } = await signedInOrg(t);
    const a = await admin.get('/api/auth/user').expect(200);
    expect(a.body).toMatchObject({ email: body.adminEmail, name: 'Ravi Kumar', firstName: 'Ravi', role: 'admin', phone: '+919845012345', organizationName: body.organizationName });
    expect(a.body).not.toHaveProperty('password_hash');
    const s = await assistant.get('/api/auth/user').expect(200);
    expect(s.body).toMatchObject({ role: 'assistant', organizationId: a.body.organizationId });
  });

  it('never stores the password in clear', async () => {
    const body = registration();
    await t.request.post('/api/register').send(body).expect(201);
    const row = t.db.get<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = ?', body.adminEmail)!;
    expect(row.password_hash).not.toContain(body.adminPassword);
    expect(row.password_hash).toMatch(/^scrypt\$/);
  });

  it('answers an address already in use exactly as a new one, writes nothing, and mails its owner', async () => {
    const first = registration();
    const fresh = await t.request.post('/api/register').send(first).expect(201);
    const orgs = t.db.get<{ n: number }>('SELECT count(*) n FROM organizations')!.n;
    const users = t.db.get<{ n: number }>('SELECT count(*) n FROM users')!.n;
    // Compared case-insensitively; the other address of the form is new.
    const again = registration({ assistantEmail: first.adminEmail.toUpperCase() });
    const res = await t.request.post('/api/register').send(again).expect(201);
    expect(res.body).toEqual(fresh.body);
    expect(t.db.get<{ n: number }>('SELECT count(*) n FROM organizations')!.n).toBe(orgs);
    expect(t.db.get<{ n: number }>('SELECT count(*) n FROM users')!.n).toBe(users);
    await t.request.post('/api/auth/login').send({ email: again.adminEmail, password: again.adminPassword }).expect(401);

    // The owner of the taken address, and only they, hears of it (the embedded .eml outbox).
    const mailDir = join(t.dataDir, 'mail');
    const notice = async () => {
      for (const file of existsSync(mailDir) ? readdirSync(mailDir) : []) {
        const text = readFileSync(join(mailDir, file), 'utf8');
        if (text.includes(`To: ${first.adminEmail}`)) return text;
      }
      return null;
    };
    await expect.poll(notice).toContain('Nothing was created and your account is unchanged.');
    expect((await notice())!).not.toContain(again.adminPassword);
  });

  it('still refuses one address given for both users, which tells nothing about other accounts', async () => {
    const body = registration();
    const res = await t.request.post('/api/register').send({ ...body, assistantEmail: body.adminEmail }).expect(409);
    expect(res.body).toEqual({ message: 'The admin and the assistant need different email addresses', error: 'conflict' });
  });

  it('answers 400 with the spec message of every invalid field', async () => {
    const res = await t.request
      .post('/api/register')
      .send({ organizationName: 'A', adminName: 'B', adminEmail: 'nope', adminPhone: '123', adminPassword: '12345', assistantName: 'C', assistantEmail: 'x@', assistantPhone: 'abcdefghijkl', assistantPassword: '1' })
      .expect(400);
    expect(res.body.error).toBe('validation_error');
    expect(res.body.fields).toEqual({
      organizationName: 'Organization name must be at least 2 characters',
      adminName: 'Admin name must be at least 2 characters',
      adminEmail: 'Invalid admin email address',
      adminPhone: 'Admin phone number must be at least 10 digits',
      adminPassword: 'Admin password must be at least 6 characters',
      assistantName: 'Assistant name must be at least 2 characters',
      assistantEmail: 'Invalid assistant email address',
      assistantPhone: 'Invalid phone number format',
      assistantPassword: 'Assistant password must be at least 6 characters',
    });
  });

  it('answers 400 for a missing body and for wrong types', async () => {
    const missing = await t.request.post('/api/register').expect(400);
    expect(missing.body.fields.organizationName).toBeDefined();
    const wrong = await t.request.post('/api/register').send({ ...registration(), adminName: 42 }).expect(400);
    expect(wrong.body.fields.adminName).toBeDefined();
  });

  it('answers 400 JSON for broken JSON and 413 JSON for a body over 1 MB', async () => {
    const broken = await t.request.post('/api/register').set('Content-Type', 'application/json').send('{"organizationName": ').expect(400);
    expect(broken.body).toEqual({ message: 'Malformed JSON body', error: 'malformed_body' });
    const huge = await t.request.post('/api/register').set('Content-Type', 'application/json').send(JSON.stringify({ organizationName: 'x'.repeat(1_100_000) })).expect(413);
    expect(huge.body.error).toBe('too_large');
  });
});

describe('POST /api/auth/login', () => {
  it('sets an httpOnly SameSite=Lax session cookie, a new one at every login', async () => {
    const body = registration();
    await t.request.post('/api/register').send(body).expect(201);
    const first = await t.request.post('/api/auth/login').send({ email: body.adminEmail, password: body.adminPassword }).expect(200);
    const second = await t.request.post('/api/auth/login').send({ email: body.adminEmail.toUpperCase(), password: body.adminPassword }).expect(200);
    const cookie = (res: typeof first) => ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('sahayak_session='))!;
    expect(cookie(first)).toMatch(/httponly/i);
    expect(cookie(first)).toMatch(/samesite=lax/i);
    expect(cookie(first)).not.toMatch(/secure/i);
    expect(cookie(first)).not.toBe(cookie(second));
    const token = cookie(first).split(';')[0]!.split('=')[1]!;
    expect(t.db.get('SELECT 1 FROM sessions WHERE token_hash = ?', token)).toBeUndefined();
  });

  it('marks the cookie Secure when served over https behind a trusted proxy', async () => {
    const proxied = createTestApp({ TRUST_PROXY: 'true' });
    try {
      const body = registration();
      await proxied.request.post('/api/register').send(body).expect(201);
      const res = await proxied.request.post('/api/auth/login').set('X-Forwarded-Proto', 'https').send({ email: body.adminEmail, password: body.adminPassword }).expect(200);
      expect(String(res.headers['set-cookie'])).toMatch(/secure/i);
    } finally {
      await proxied.close();
    }
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const body = registration();
    await t.request.post('/api/register').send(body).expect(201);
    const wrong = await t.request.post('/api/auth/login').send({ email: body.adminEmail, password: 'wrong-password' }).expect(401);
    const unknown = await t.request.post('/api/auth/login').send({ email: 'nobody@example.org', password: 'whatever' }).expect(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password', error: 'unauthorized' });
    expect(unknown.body).toEqual(wrong.body);
  });

  // Ten wrong passwords from anywhere once made the owner's right password answer 429 for 15
  // minutes: anyone could lock anyone out. Failures now slow the guesser, not the owner.
  it('never lets an outsider lock the owner out: wrong passwords from other addresses leave the owner signing in', async () => {
    const proxied = createTestApp({ TRUST_PROXY: 'true' });
    try {
      const body = registration();
      await proxied.request.post('/api/register').send(body).expect(201);
      const owner = proxied.agent();
      await owner.post('/api/auth/login').set('X-Forwarded-For', '10.7.0.1').send({ email: body.adminEmail, password: body.adminPassword }).expect(200);
      await owner.post('/api/auth/logout').expect(200);
      // 120 failures from 6 addresses: past every per-account count there ever was.
      for (let i = 0; i < 120; i++) {
        const res = await proxied.request.post('/api/auth/login').set('X-Forwarded-For', `10.6.0.${i % 6}`).send({ email: body.adminEmail, password: `wrong-${i}` });
        expect([401, 429]).toContain(res.status);
      }
      // The owner's browser, even behind the attacker's address (a shared office network), and from its own address.
      await owner.post('/api/auth/login').set('X-Forwarded-For', '10.6.0.1').send({ email: body.adminEmail, password: body.adminPassword }).expect(200);
      await owner.post('/api/auth/login').set('X-Forwarded-For', '10.7.0.1').send({ email: body.adminEmail, password: body.adminPassword }).expect(200);
    } finally {
      await proxied.close();
    }
  }, 60_000);

  it('slows one address guessing one account with a wait that doubles, while the owner elsewhere signs in', async () => {
    let clock = Date.now();
    const realNow = Date.now;
    Date.now = () => clock;
    const proxied = createTestApp({ TRUST_PROXY: 'true' });
    try {
      const body = registration();
      await proxied.request.post('/api/register').send(body).expect(201);
      const guess = (i: number) => proxied.request.post('/api/auth/login').set('X-Forwarded-For', '10.8.0.1').send({ email: body.adminEmail, password: `wrong-${i}` });
      for (let i = 0; i < LOGIN_THROTTLE.pair.freeFailures; i++) await guess(i).expect(401);
      const first = await guess(99).expect(429);
      expect(first.body).toMatchObject({ error: 'rate_limited', message: expect.stringMatching(/Too many failed sign-in attempts/) });
      expect(Number(first.headers['retry-after'])).toBe(LOGIN_THROTTLE.pair.firstDelayMs / 1000);
      // The owner, from another address and a browser never used before, is not held back.
      await proxied.request.post('/api/auth/login').set('X-Forwarded-For', '10.8.0.2').send({ email: body.adminEmail, password: body.adminPassword }).expect(200);
      clock += LOGIN_THROTTLE.pair.firstDelayMs + 1000;
      await guess(100).expect(401);
      const second = await guess(101).expect(429);
      expect(Number(second.headers['retry-after'])).toBe((2 * LOGIN_THROTTLE.pair.firstDelayMs) / 1000);
    } finally {
      Date.now = realNow;
      await proxied.close();
    }
  });

  it('throttles one address trying many accounts, while other addresses still sign in', async () => {
    const proxied = createTestApp({ TRUST_PROXY: 'true' });
    try {
      const body = registration();
      await proxied.request.post('/api/register').send(body).expect(201);
      for (let i = 0; i < LOGIN_THROTTLE.address.failures; i++) {
        await proxied.request.post('/api/auth/login').set('X-Forwarded-For', '10.9.9.9').send({ email: `guess-${i}@example.org`, password: 'guess' }).expect(401);
      }
      await proxied.request.post('/api/auth/login').set('X-Forwarded-For', '10.9.9.9').send({ email: body.adminEmail, password: body.adminPassword }).expect(429);
      await proxied.request.post('/api/auth/login').set('X-Forwarded-For', '10.9.9.10').send({ email: body.adminEmail, password: body.adminPassword }).expect(200);
    } finally {
      await proxied.close();
    }
  });

  it('answers 400 for a missing email or password', async () => {
    const res = await t.request.post('/api/auth/login').send({ email: '' }).expect(400);
    expect(res.body.fields).toMatchObject({ email: 'Email is required', password: expect.any(String) });
  });
});

describe('session', () => {
  it('GET /api/auth/user answers 401 when signed out', async () => {
    const res = await t.request.get('/api/auth/user').expect(401);
    expect(res.body.error).toBe('unauthorized');
  });

  it('logout deletes the session so the old cookie no longer works', async () => {
    const { admin } = await signedInOrg(t);
    const before = t.db.get<{ n: number }>('SELECT count(*) n FROM sessions')!.n;
    await admin.post('/api/auth/logout').expect(200);
    await admin.get('/api/auth/user').expect(401);
    expect(t.db.get<{ n: number }>('SELECT count(*) n FROM sessions')!.n).toBe(before - 1);
  });

  it('refuses a state-changing request from another site with 403', async () => {
    const { admin } = await signedInOrg(t);
    const res = await admin.put('/api/auth/profile').set('Origin', 'https://evil.example').send({ name: 'Hacked' }).expect(403);
    expect(res.body.error).toBe('forbidden');
    const user = await admin.get('/api/auth/user').set('Origin', 'https://evil.example').expect(200);
    expect(user.body.name).toBe('Ravi Kumar');
  });

  it('takes the same host over another scheme for another site', async () => {
    const { admin } = await signedInOrg(t);
    // supertest speaks plain http: https://<the same host> is another origin.
    await admin.put('/api/auth/profile').set('Host', 'app.example').set('Origin', 'https://app.example').send({ name: 'Hacked' }).expect(403);
    await admin.put('/api/auth/profile').set('Host', 'app.example').set('Origin', 'http://app.example').send({ name: 'Ravi Kumar' }).expect(200);
  });
});

describe('PUT /api/auth/profile', () => {
  it('trims name and phone and updates the first name', async () => {
    const { admin } = await signedInOrg(t);
    const res = await admin.put('/api/auth/profile').send({ name: '  Anand Shastri  ', phone: ' +91 98450 11111 ' }).expect(200);
    expect(res.body).toMatchObject({ name: 'Anand Shastri', firstName: 'Anand', phone: '+91 98450 11111' });
  });

  it("answers 'Name is required.' for a blank name", async () => {
    const { admin } = await signedInOrg(t);
    const res = await admin.put('/api/auth/profile').send({ name: '   ', phone: '' }).expect(400);
    expect(res.body.message).toBe('Name is required.');
  });

  it('answers 401 when signed out', async () => {
    await t.request.put('/api/auth/profile').send({ name: 'X' }).expect(401);
  });
});

describe('network-only assistants', () => {
  it('lets the admin mark the assistant network-only, which is-sampark-only reflects', async () => {
    const { admin, assistant } = await signedInOrg(t);
    expect((await assistant.get('/api/user/is-sampark-only').expect(200)).body).toBe(false);
    const settings = await admin.get('/api/organization').expect(200);
    expect(settings.body.assistant).toMatchObject({ samparkOnly: false });
    await admin.put('/api/organization').send({ assistantSamparkOnly: true }).expect(204);
    expect((await assistant.get('/api/user/is-sampark-only').expect(200)).body).toBe(true);
    expect((await admin.get('/api/user/is-sampark-only').expect(200)).body).toBe(false);
  });

  it('refuses the switch to the assistant', async () => {
    const { assistant } = await signedInOrg(t);
    await assistant.put('/api/organization').send({ assistantSamparkOnly: false }).expect(403);
  });

  it('lets the admin set the sender line, defaulting to the admin name', async () => {
    const { admin } = await signedInOrg(t);
    expect((await admin.get('/api/organization')).body).toMatchObject({ senderName: '', defaultSenderName: 'Ravi Kumar' });
    await admin.put('/api/organization').send({ senderName: 'Dr. Sudha Murthy' }).expect(204);
    expect((await admin.get('/api/organization')).body.senderName).toBe('Dr. Sudha Murthy');
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON', async () => {
    const res = await t.request.get('/api/nothing-here').expect(404);
    expect(res.body).toEqual({ message: 'Not found', error: 'not_found' });
  });
});

describe('passwords and sessions', () => {
  const signIn = async (email: string, password: string) => {
    const agent = t.agent();
    await agent.post('/api/auth/login').send({ email, password }).expect(200);
    return agent;
  };

  it('lets any user change their password with the current one, signing out their other devices only', async () => {
    const { body, assistant } = await signedInOrg(t);
    const phone = await signIn(body.assistantEmail, body.assistantPassword);
    const wrong = await assistant.put('/api/auth/password').send({ currentPassword: 'not-it', newPassword: 'new-secret-1' }).expect(400);
    expect(wrong.body).toMatchObject({ error: 'validation_error', fields: { currentPassword: 'The current password is not right' } });
    const short = await assistant.put('/api/auth/password').send({ currentPassword: body.assistantPassword, newPassword: '123' }).expect(400);
    expect(short.body.fields).toEqual({ newPassword: 'The new password must be at least 6 characters' });

    const done = await assistant.put('/api/auth/password').send({ currentPassword: body.assistantPassword, newPassword: 'new-secret-1' }).expect(200);
    expect(done.body.message).toMatch(/Password changed/);
    await assistant.get('/api/auth/user').expect(200);
    await phone.get('/api/auth/user').expect(401);
    await t.request.post('/api/auth/login').send({ email: body.assistantEmail, password: body.assistantPassword }).expect(401);
    await signIn(body.assistantEmail, 'new-secret-1');
  });

  it('slows guessing of the current password through a signed-in session', async () => {
    const { admin } = await signedInOrg(t);
    for (let i = 0; i < LOGIN_THROTTLE.pair.freeFailures; i++) await admin.put('/api/auth/password').send({ currentPassword: `guess-${i}`, newPassword: 'new-secret-1' }).expect(400);
    const held = await admin.put('/api/auth/password').send({ currentPassword: 'guess-x', newPassword: 'new-secret-1' }).expect(429);
    expect(held.body.error).toBe('rate_limited');
  });

  it('lets the admin set a new password for the assistant, who is signed out everywhere; the assistant cannot do it', async () => {
    const { body, admin, assistant } = await signedInOrg(t);
    const refused = await assistant.put('/api/organization/assistant/password').send({ newPassword: 'reset-secret' }).expect(403);
    expect(refused.body.error).toBe('forbidden');
    const done = await admin.put('/api/organization/assistant/password').send({ newPassword: 'reset-secret' }).expect(200);
    expect(done.body.message).toMatch(/assistant's password was changed/);
    await assistant.get('/api/auth/user').expect(401);
    await admin.get('/api/auth/user').expect(200);
    await t.request.post('/api/auth/login').send({ email: body.assistantEmail, password: body.assistantPassword }).expect(401);
    await signIn(body.assistantEmail, 'reset-secret');
    // Only the admin's own organization: another admin's reset reaches their own assistant.
    const other = await signedInOrg(t);
    await other.admin.put('/api/organization/assistant/password').send({ newPassword: 'other-secret' }).expect(200);
    await signIn(body.assistantEmail, 'reset-secret');
  });

  it('signs out everywhere: every session of the user ends, others’ stay', async () => {
    const { body, admin, assistant } = await signedInOrg(t);
    const laptop = await signIn(body.adminEmail, body.adminPassword);
    const res = await admin.post('/api/auth/logout-everywhere').expect(200);
    expect(res.body).toEqual({ message: 'Signed out on every device' });
    expect(String(res.headers['set-cookie'])).toMatch(/sahayak_session=;/);
    await admin.get('/api/auth/user').expect(401);
    await laptop.get('/api/auth/user').expect(401);
    await assistant.get('/api/auth/user').expect(200);
    await t.request.post('/api/auth/logout-everywhere').expect(401);
  });
});
