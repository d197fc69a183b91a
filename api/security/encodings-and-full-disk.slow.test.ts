/**
 * Bodies the server cannot read (a wrong or unknown Content-Encoding, a compressed upload) and a
 * disk or database that is full answer a clear 4xx or 507 that says what to do, never a 500, and
 * leave no partial file or row behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import type { Response } from 'supertest';
import Database from 'better-sqlite3';
import { createTestApp, registration, signedInOrg, type TestApp } from '../../test-support/test-app';
import { completedInvitation } from '../../test-support/factories';
import { sampleImage } from '../../test-support/images';
import { multipart } from './hostile-values';

const letter = 'Dear Shri Ramesh Kumar ji,\n\nThank you for your kind invitation.\n\nYours sincerely,\nRavi Kumar';
let t: TestApp;
let org: Awaited<ReturnType<typeof signedInOrg>>;
let jpeg: Buffer;

beforeAll(async () => {
  t = createTestApp();
  org = await signedInOrg(t);
  jpeg = await sampleImage('jpeg');
});
afterAll(() => t?.close());

describe('encodings and a full disk answer a clear 4xx/507, never a 500', () => {
  it.each([
    ['brotli that is not brotli', 'br', 400, /could not be decompressed/],
    ['gzip that is not gzip', 'gzip', 400, /could not be decompressed/],
    ['an unknown encoding', 'zstd', 415, /Unsupported Content-Encoding: send the body uncompressed, or as gzip, deflate or br/],
  ])('POST /api/auth/login with %s', async (_label, encoding, status, message) => {
    const res = await t.request.post('/api/auth/login').set('Content-Type', 'application/json').set('Content-Encoding', encoding).send(JSON.stringify({ email: 'a@example.org', password: 'secret-1' }));
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ message: expect.stringMatching(message), error: expect.any(String) });
  });

  it.each(['br', 'gzip', 'zstd'])('refuses an upload sent with Content-Encoding %s with 415 and says to send it uncompressed', async (encoding) => {
    const { body, type } = multipart([{ name: 'language', value: 'English' }, { name: 'image', value: jpeg, filename: 'card.jpg', type: 'image/jpeg' }]);
    const res = await org.admin.post('/api/invitations').set('Content-Type', type).set('Content-Encoding', encoding).serialize((b: unknown) => b as string).send(body as unknown as string);
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: expect.stringMatching(/Send the upload uncompressed/), error: 'unsupported_media_type' });
  });

  it('accepts a body that really is brotli', async () => {
    const body = brotliCompressSync(Buffer.from(JSON.stringify({ email: `nobody-${randomUUID()}@example.org`, password: 'wrong-password' })));
    await t.request.post('/api/auth/login').set('Content-Type', 'application/json').set('Content-Encoding', 'br').serialize((b: unknown) => b as string).send(body as unknown as string).expect(401);
  });

  describe('a full disk', () => {
    let full: TestApp;
    let diskFull = false;
    let fullOrg: Awaited<ReturnType<typeof signedInOrg>>;
    let invitationId = 0;
    const files = (area: string) => (existsSync(join(full.dataDir, area)) ? readdirSync(join(full.dataDir, area)) : []);
    beforeAll(async () => {
      // The disk fills up half-way through a write, as ENOSPC does: part of the file is on disk.
      full = createTestApp({}, {
        writeBytes: async (path, bytes) => {
          if (!diskFull) return writeFileSync(path, bytes);
          writeFileSync(path, bytes.subarray(0, Math.floor(bytes.length / 2)));
          throw Object.assign(new Error(`ENOSPC: no space left on device, write '${path}'`), { code: 'ENOSPC', errno: -28, syscall: 'write' });
        },
      });
      fullOrg = await signedInOrg(full);
      invitationId = await completedInvitation(full, fullOrg.admin);
      diskFull = true;
    });
    afterAll(async () => {
      await full?.close();
    });

    const expect507 = (res: Response) => {
      expect(res.status, res.text).toBe(507);
      expect(res.body).toEqual({ error: 'insufficient_storage', message: expect.stringMatching(/run out of storage space, so nothing was saved/) });
    };

    it('refuses an invitation photo with 507, leaving no partial file and no row', async () => {
      const before = files('uploads');
      expect507(await fullOrg.admin.post('/api/invitations').field('language', 'English').attach('image', jpeg, 'card.jpg'));
      expect(files('uploads')).toEqual(before);
      expect(full.db.get<{ n: number }>('SELECT count(*) AS n FROM invitations')!.n).toBe(1);
    });

    it('refuses a contact photo with 507, leaving no partial file and the contact as it was', async () => {
      const before = files('profile-images');
      expect507(await fullOrg.admin.post('/api/contacts/with-image').field('name', 'Kiran Rao').field('phone', '9845033333').attach('profileImage', jpeg, 'k.jpg'));
      expect(files('profile-images')).toEqual(before);
      expect((await fullOrg.admin.get('/api/contacts').expect(200)).body).toEqual([]);
    });

    it('refuses a review send and an email written to the mail folder with 507, leaving no partial PDF or .eml', async () => {
      expect507(await fullOrg.admin.post(`/api/invitations/${invitationId}/send-letter-for-review`).send({ finalLetter: letter }));
      expect507(await fullOrg.admin.post(`/api/invitations/${invitationId}/send-to-inviter`).send({ finalLetter: letter }));
      expect(files('pdfs')).toEqual([]);
      expect(files('mail')).toEqual([]);
      for (const area of ['uploads', 'profile-images']) for (const f of files(area)) expect(statSync(join(full.dataDir, area, f)).size).toBeGreaterThan(0);
    });

    it('answers sign-in, registration and saves with 507 when the database cannot grow', async () => {
      const other = registration();
      await full.request.post('/api/register').send(other).expect(201);
      // Every write now fails as better-sqlite3 fails on a full volume (pages with room left would
      // still take a few small rows, so max_page_count alone does not fill them deterministically).
      const run = full.db.run;
      full.db.run = (sql, ...params) => {
        if (/^\s*(INSERT|UPDATE|DELETE)/i.test(sql)) throw new Database.SqliteError('database or disk is full', 'SQLITE_FULL');
        return run(sql, ...params);
      };
      expect507(await full.request.post('/api/register').send(registration()));
      expect507(await full.request.post('/api/auth/login').send({ email: other.adminEmail, password: other.adminPassword }));
      expect507(await fullOrg.admin.post('/api/contacts').send({ name: 'Anita Desai', phone: '9845011111' }));
    });
  });
});
