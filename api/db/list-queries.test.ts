/**
 * The list endpoints stay cheap as an organization grows: a constant number of queries whatever
 * the number of rows (no query per row), and every query finds its rows through an index
 * (EXPLAIN QUERY PLAN shows no full SCAN of a table). bench/load.ts measures what they cost.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import supertest from 'supertest';
import { loadConfig } from '../config';
import { openDb, type Db } from './connection';
import { migrate } from './migrate';
import { dataFiles } from '../storage/files';
import { buildPorts } from '../adapters/index';
import { createApp } from '../app';
import { registration } from '../../test-support/test-app';
import { contactsRepo } from '../features/contacts/contacts.repo';
import { invitationsRepo } from '../features/invitations/invitations.repo';
import { authRepo } from '../features/auth/auth.repo';
import type { Ports } from '../adapters/ports';

interface Query {
  sql: string;
  params: unknown[];
}

let dataDir: string;
let db: Db;
let counted: Db;
let ports: Ports;
let request: ReturnType<typeof supertest>;
let cookie: string;
let user: { id: number; organizationId: number };
/** Every statement the app runs, in order, while `recording`. */
const queries: Query[] = [];
let recording = false;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sahayak-queries-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  db = openDb(config.dbFile);
  migrate(db);
  const record = (sql: string, params: unknown[]) => void (recording && queries.push({ sql, params }));
  counted = {
    ...db,
    all: (sql, ...params) => (record(sql, params), db.all(sql, ...params)),
    get: (sql, ...params) => (record(sql, params), db.get(sql, ...params)),
    run: (sql, ...params) => (record(sql, params), db.run(sql, ...params)),
  };
  const files = dataFiles(dataDir);
  ports = buildPorts(config, files);
  request = supertest(createApp({ config, db: counted, files, ports, wake: () => {} }).callback());
  const body = registration();
  await request.post('/api/register').send(body).expect(201);
  // A second organization, so "scoped to one organization" is a real filter.
  await request.post('/api/register').send(registration()).expect(201);
  const login = await request.post('/api/auth/login').send({ email: body.adminEmail, password: body.adminPassword }).expect(200);
  cookie = (login.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
  user = { id: login.body.id, organizationId: login.body.organizationId };
});
afterAll(async () => {
  await ports.close();
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Adds `n` contacts and `n` invitations (each with a delivery) to the signed-in organization. */
function grow(n: number) {
  const contacts = contactsRepo(db);
  const invitations = invitationsRepo(db);
  db.tx(() => {
    for (let i = 0; i < n; i++) {
      contacts.insert(user.organizationId, user.id, null, { name: `Contact ${i}`, phone: '9845012345', email: null, company: null, position: null, profession: null, address: null, latitude: null, longitude: null, locationName: null, notes: null, eventTag: null }, null);
      const id = invitations.insert({ orgId: user.organizationId, userId: user.id, clientId: null, fileName: `card-${i}.jpg`, imagePath: `/nowhere/${i}.jpg`, imageBytes: 0, language: 'English' });
      invitations.insertDelivery({ invitationId: id, channel: 'email', recipient: 'host@example.org', status: 'written', detail: null });
    }
  });
}

/**
 * The queries of building `path`'s answer afresh. A write through the auth repo (deleting no
 * session) empties its memory of signed-in users, so the session lookup is recorded as after a
 * sign-in; the lists' versions are bumped as a write would, so no answer kept for an earlier
 * request of the same version is sent instead.
 */
async function queriesOf(path: string, { asked = 'afresh' }: { asked?: 'afresh' | 'again' } = {}): Promise<Query[]> {
  authRepo(counted).deleteExpiredSessions(0);
  if (asked === 'afresh') db.run('UPDATE list_versions SET version = version + 1');
  queries.length = 0;
  recording = true;
  await request.get(path).set('Cookie', cookie).expect(200);
  recording = false;
  return [...queries];
}

const LISTS = ['/api/contacts', '/api/contacts?limit=50', '/api/contacts?limit=50&q=Contact%201', '/api/invitations', '/api/contacts/export.vcf'];

describe('list endpoints', () => {
  it.each(LISTS)('%s runs the same number of queries for 5 rows as for 300', async (path) => {
    grow(5);
    const few = await queriesOf(path);
    grow(295);
    const many = await queriesOf(path);
    expect(many.map((q) => q.sql)).toEqual(few.map((q) => q.sql));
    // The session lookup, the list's version (for a 304), then the list itself (and for
    // invitations their deliveries, in one query).
    expect(many.length).toBeGreaterThanOrEqual(2);
    expect(many.length).toBeLessThanOrEqual(4);
  });

  it.each(LISTS)('%s finds its rows through indexes, never a full table scan', async (path) => {
    const selects = (await queriesOf(path)).filter(({ sql }) => /^\s*SELECT/i.test(sql));
    expect(selects.length).toBeGreaterThanOrEqual(2);
    for (const { sql, params } of selects) {
      const plan = db.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, ...params).map((row) => row.detail);
      // 'SCAN t' alone reads the whole table; 'SCAN t USING (COVERING) INDEX' or 'SEARCH' do not.
      const scans = plan.filter((detail) => /^SCAN /.test(detail) && !/USING (COVERING )?INDEX/.test(detail));
      expect(scans, `${sql}\n${plan.join('\n')}`).toEqual([]);
      expect(plan.some((detail) => /^SEARCH /.test(detail)), `${sql}\n${plan.join('\n')}`).toBe(true);
    }
  });

  it.each(LISTS.filter((path) => !path.includes('export')))('%s asked again unchanged is sent as it was, reading only the session and the version', async (path) => {
    grow(3);
    const first = await request.get(path).set('Cookie', cookie).expect(200);
    const again = await queriesOf(path, { asked: 'again' });
    expect(again.map((q) => q.sql.replace(/\s+/g, ' ').trim())).toEqual([expect.stringMatching(/FROM sessions/), expect.stringMatching(/FROM list_versions/)]);
    const second = await request.get(path).set('Cookie', cookie).expect(200);
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('pages the contacts list straight from the index: no sort of the whole list per page', async () => {
    grow(5);
    const first = await request.get('/api/contacts?limit=20').set('Cookie', cookie).expect(200);
    const paths = [`/api/contacts?limit=20`, `/api/contacts?limit=20&cursor=${first.body.nextCursor}`];
    for (const path of paths) {
      for (const { sql, params } of (await queriesOf(path)).filter(({ sql }) => /FROM contacts/.test(sql))) {
        const plan = db.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, ...params).map((row) => row.detail);
        expect(plan.join('\n')).not.toMatch(/TEMP B-TREE/);
      }
    }
  });
});
