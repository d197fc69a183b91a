/**
 * The stored phone digits (migration 0011): filled for contacts that existed before it, written
 * with every insert and update, and what duplicate checks and searches by number compare.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDb } from '../../db/connection';
import { migrate } from '../../db/migrate';
import { createTestApp, signedInOrg, type TestApp } from '../../../test-support/test-app';

const MIGRATIONS = fileURLToPath(new URL('../../db/migrations/', import.meta.url));

describe('migration 0011: phone digits', () => {
  it('fills the digits of every contact stored before it, and indexes their last 10 for duplicate checks', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sahayak-0011-'));
    const db = openDb(join(dir, 'old.sqlite'));
    try {
      // A database as it was at version 10, with contacts written every usual way.
      for (const file of readdirSync(MIGRATIONS).filter((f) => /^\d{4}-.*\.sql$/.test(f) && Number(f.slice(0, 4)) <= 10).sort()) {
        db.exec(readFileSync(join(MIGRATIONS, file), 'utf8'));
      }
      db.pragma('user_version = 10');
      db.run("INSERT INTO organizations (id, name) VALUES (1, 'Seva Trust')");
      db.run("INSERT INTO users (id, org_id, email, name, first_name, role, password_hash) VALUES (1, 1, 'a@example.org', 'A', 'A', 'admin', 'x')");
      const phones = ['+91 98450-12345', '(080) 2345 6789', '9845011111', '+1 (415) 555-0100'];
      for (const [i, phone] of phones.entries()) db.run('INSERT INTO contacts (org_id, user_id, name, phone) VALUES (1, 1, ?, ?)', `C${i}`, phone);

      expect(migrate(db)).toBeGreaterThanOrEqual(11);
      expect(db.all<{ phone_digits: string }>('SELECT phone_digits FROM contacts ORDER BY id').map((r) => r.phone_digits)).toEqual([
        '919845012345',
        '08023456789',
        '9845011111',
        '14155550100',
      ]);
      const plan = db.all<{ detail: string }>("EXPLAIN QUERY PLAN SELECT * FROM contacts WHERE org_id = 1 AND substr(phone_digits, -10) = '9845012345'").map((r) => r.detail);
      expect(plan.join('\n')).toMatch(/USING (COVERING )?INDEX contacts_org_phone_tail/);
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('duplicate checks and search on the stored digits', () => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof signedInOrg>>;
  beforeAll(async () => {
    t = createTestApp();
    org = await signedInOrg(t);
  });
  afterAll(() => t.close());

  const digitsOf = (id: number) => t.db.get<{ phone_digits: string }>('SELECT phone_digits FROM contacts WHERE id = ?', id)!.phone_digits;

  it('writes the digits with every create and edit', async () => {
    const created = await org.admin.post('/api/contacts').send({ name: 'Lakshmi', phone: '+91 (984) 501-7777' }).expect(201);
    expect(digitsOf(created.body.id)).toBe('919845017777');
    await org.admin.put(`/api/contacts/${created.body.id}`).send({ name: 'Lakshmi', phone: '080 2345 6789' }).expect(200);
    expect(digitsOf(created.body.id)).toBe('08023456789');
  });

  it('finds one number however it is written: country code, trunk zero, spaces, hyphens, parentheses', async () => {
    const created = await org.admin.post('/api/contacts').send({ name: 'Gopal', phone: '+91 99000-54321' }).expect(201);
    for (const phone of ['9900054321', '099000 54321', '(+91) 99000 54321', '91-99000-54321']) {
      const found = await org.admin.get('/api/contacts/duplicates').query({ phone }).expect(200);
      expect(found.body.map((c: { id: number }) => c.id), phone).toEqual([created.body.id]);
    }
    expect((await org.admin.get('/api/contacts/duplicates').query({ phone: '99000 5432' })).body).toEqual([]);
    expect((await org.admin.get('/api/contacts/duplicates').query({ phone: '54321' })).body).toEqual([]);
  });

  it('finds a contact by a number typed without its punctuation', async () => {
    const created = await org.admin.post('/api/contacts').send({ name: 'Farah', phone: '+91 (988) 60-23456' }).expect(201);
    const page = await org.admin.get('/api/contacts').query({ limit: 50, search: '98860 234' }).expect(200);
    const rows = (Array.isArray(page.body) ? page.body : page.body.items) as Array<{ id: number }>;
    expect(rows.map((c) => c.id)).toContain(created.body.id);
  });
});
