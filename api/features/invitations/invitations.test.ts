import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { binary } from '../../../test-support/binary';
import { createTestApp, signedInOrg, type TestApp } from '../../../test-support/test-app';
import { pixelBombPng, sampleBmp, sampleImage } from '../../../test-support/images';
import { MAX_IMAGE_BYTES } from '@shared/limits';

let t: TestApp;
let org: Awaited<ReturnType<typeof signedInOrg>>;
let other: Awaited<ReturnType<typeof signedInOrg>>;

beforeAll(async () => {
  t = createTestApp();
  org = await signedInOrg(t);
  other = await signedInOrg(t);
});
afterAll(() => t.close());

const uploads = () => readdirSync(join(t.dataDir, 'uploads'));
const invitationCount = () => t.db.get<{ n: number }>('SELECT count(*) n FROM invitations')!.n;

describe('POST /api/invitations', () => {
  it.each(['jpeg', 'png', 'webp', 'gif', 'tiff', 'avif'] as const)('accepts a %s photo told by its bytes and answers {id, status} at once', async (format) => {
    const res = await org.admin
      .post('/api/invitations')
      .field('language', 'Kannada')
      .attach('image', await sampleImage(format), { filename: `card.${format}`, contentType: 'application/octet-stream' })
      .expect(201);
    expect(res.body).toEqual({ id: expect.any(Number), status: 'uploaded' });
    const row = t.db.get<{ language: string; file_name: string; image_path: string }>('SELECT * FROM invitations WHERE id = ?', res.body.id)!;
    expect(row).toMatchObject({ language: 'Kannada', file_name: `card.${format}` });
    expect(row.image_path).toMatch(/uploads\/[0-9a-f-]{36}\.jpg$/);
    expect(t.db.get('SELECT stage FROM jobs WHERE invitation_id = ?', res.body.id)).toEqual({ stage: 'extract' });
  });

  it('accepts a BMP', async () => {
    await org.admin.post('/api/invitations').attach('image', sampleBmp(), 'scan.bmp').expect(201);
  });

  it('stores the photo with its EXIF orientation applied, as JPEG under a random name', async () => {
    const turned = await sharp({ create: { width: 300, height: 120, channels: 3, background: '#ddd' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const res = await org.admin.post('/api/invitations').attach('image', turned, 'phone.jpg').expect(201);
    const image = await org.admin.get(`/api/invitations/${res.body.id}/image`).buffer(true).parse(binary).expect(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(image.body as Buffer).metadata();
    expect([meta.width, meta.height]).toEqual([120, 300]);
  });

  it("answers 415 'Please select an image file.' for a text file named .jpg, declared as an image", async () => {
    const before = uploads().length;
    const res = await org.admin.post('/api/invitations').attach('image', Buffer.from('hello, not an image'), { filename: 'card.jpg', contentType: 'image/jpeg' }).expect(415);
    expect(res.body).toEqual({ message: 'Please select an image file.', error: 'unsupported_media_type' });
    expect(uploads().length).toBe(before);
  });

  it("answers 413 'File size must be less than 10MB.' over 10 MB and writes nothing", async () => {
    const before = invitationCount();
    const big = Buffer.concat([await sampleImage('jpeg'), Buffer.alloc(MAX_IMAGE_BYTES)]);
    const res = await org.admin.post('/api/invitations').attach('image', big, 'big.jpg').expect(413);
    expect(res.body.message).toBe('File size must be less than 10MB.');
    expect(invitationCount()).toBe(before);
  });

  it('answers 413 for an image whose pixel count would exhaust memory', async () => {
    const res = await org.admin.post('/api/invitations').attach('image', pixelBombPng(), 'bomb.png').expect(413);
    expect(res.body.message).toMatch(/too large to process/);
  });

  it('answers 400 when the image is missing, and for an unknown language', async () => {
    const missing = await org.admin.post('/api/invitations').field('language', 'English').expect(400);
    expect(missing.body.message).toBe('Please select an image to upload.');
    const language = await org.admin.post('/api/invitations').field('language', 'Klingon').attach('image', await sampleImage('png'), 'a.png').expect(400);
    expect(language.body.fields).toHaveProperty('language');
  });

  it('answers 415 JSON for a JSON body and 401 when signed out', async () => {
    await org.admin.post('/api/invitations').send({ image: 'x' }).expect(415);
    await t.request.post('/api/invitations').attach('image', await sampleImage('png'), 'a.png').expect(401);
  });

  it('answers a repeated Idempotency-Key with the original invitation, never a second one', async () => {
    const key = randomUUID();
    const photo = await sampleImage('jpeg');
    const first = await org.admin.post('/api/invitations').set('Idempotency-Key', key).attach('image', photo, 'a.jpg').expect(201);
    const before = invitationCount();
    const files = uploads().length;
    const again = await org.assistant.post('/api/invitations').set('Idempotency-Key', key).attach('image', photo, 'a.jpg').expect(200);
    expect(again.body.id).toBe(first.body.id);
    expect(invitationCount()).toBe(before);
    expect(uploads().length).toBe(files);
    // Keys belong to an organization: another one may use the same key.
    const elsewhere = await other.admin.post('/api/invitations').set('Idempotency-Key', key).attach('image', photo, 'a.jpg').expect(201);
    expect(elsewhere.body.id).not.toBe(first.body.id);
  });

  it('makes exactly one invitation when the same key is sent many times at once', async () => {
    const key = randomUUID();
    const photo = await sampleImage('png');
    const results = await Promise.all(
      Array.from({ length: 6 }, () => org.admin.post('/api/invitations').set('Idempotency-Key', key).attach('image', photo, 'same.png')),
    );
    const ids = new Set(results.map((r) => r.body.id));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(t.db.get<{ n: number }>('SELECT count(*) n FROM invitations WHERE client_id = ?', key)!.n).toBe(1);
  });
});

describe('reading invitations', () => {
  it('lists the organization’s invitations newest first, and only theirs', async () => {
    const a = await org.admin.post('/api/invitations').attach('image', await sampleImage('png'), 'first.png').expect(201);
    const b = await org.assistant.post('/api/invitations').attach('image', await sampleImage('png'), 'second.png').expect(201);
    const list = await org.admin.get('/api/invitations').expect(200);
    const ids = list.body.map((i: { id: number }) => i.id);
    expect(ids.indexOf(b.body.id)).toBeLessThan(ids.indexOf(a.body.id));
    expect(list.body[0]).toMatchObject({ fileName: expect.any(String), status: 'uploaded', imageUrl: `/api/invitations/${list.body[0].id}/image`, hasLetter: false, eventName: null });
    expect(list.body[0]).not.toHaveProperty('image_path');
    // The card's fields only: the letters, the details and the deliveries come with the detail call.
    expect(list.body[0]).not.toHaveProperty('generatedLetter');
    expect(list.body[0]).not.toHaveProperty('deliveries');
    const theirs = await other.admin.get('/api/invitations').expect(200);
    expect(theirs.body.map((i: { id: number }) => i.id)).not.toContain(a.body.id);
  });

  it('answers 404 for another organization’s invitation and its image, and 400 for a malformed id', async () => {
    const mine = await org.admin.post('/api/invitations').attach('image', await sampleImage('png'), 'mine.png').expect(201);
    await other.admin.get(`/api/invitations/${mine.body.id}`).expect(404);
    await other.assistant.get(`/api/invitations/${mine.body.id}/image`).expect(404);
    await other.admin.post(`/api/invitations/${mine.body.id}/update-email`).send({ inviterEmail: 'x@example.org' }).expect(404);
    await org.admin.get('/api/invitations/abc').expect(400);
    await org.admin.get('/api/invitations/1.5').expect(400);
    await org.admin.get('/api/invitations/99999999').expect(404);
  });

  it('saves the inviter email and phone, and clears the phone when empty', async () => {
    const { body } = await org.admin.post('/api/invitations').attach('image', await sampleImage('png'), 'c.png').expect(201);
    await org.admin.post(`/api/invitations/${body.id}/update-email`).send({ inviterEmail: 'host@example.org' }).expect(200);
    await org.admin.post(`/api/invitations/${body.id}/update-phone`).send({ inviterPhone: '919845012345' }).expect(200);
    let got = (await org.admin.get(`/api/invitations/${body.id}`)).body;
    expect(got).toMatchObject({ inviterEmail: 'host@example.org', inviterPhone: '919845012345' });
    await org.admin.post(`/api/invitations/${body.id}/update-phone`).send({ inviterPhone: '' }).expect(200);
    got = (await org.admin.get(`/api/invitations/${body.id}`)).body;
    expect(got.inviterPhone).toBeNull();
    const bad = await org.admin.post(`/api/invitations/${body.id}/update-phone`).send({ inviterPhone: '12ab' }).expect(400);
    expect(bad.body.message).toBe('Invalid phone number format');
    await org.admin.post(`/api/invitations/${body.id}/update-email`).send({ inviterEmail: 'not-an-email' }).expect(400);
  });
});

it('keeps uploads outside the web root: no stored file is reachable by its name', async () => {
  const name = uploads()[0]!;
  expect(existsSync(join(t.dataDir, 'uploads', name))).toBe(true);
  const res = await org.admin.get(`/uploads/${name}`);
  expect(res.status).toBe(404);
});
