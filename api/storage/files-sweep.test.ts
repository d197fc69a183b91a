import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { basename, join } from 'node:path';
import { createTestApp, signedInOrg, type TestApp } from '../../test-support/test-app';
import { sampleImage } from '../../test-support/images';
import { completedInvitation } from '../../test-support/factories';
import { dataFiles } from './files';
import { sweepOrphans, sweepOrphansNowAndLater } from './files-sweep';

let t: TestApp;
let org: Awaited<ReturnType<typeof signedInOrg>>;
let invitationImage: string;
let contactImage: string;
beforeAll(async () => {
  t = createTestApp();
  org = await signedInOrg(t);
  const id = await completedInvitation(t, org.admin);
  invitationImage = basename(t.db.get<{ image_path: string }>('SELECT image_path FROM invitations WHERE id = ?', id)!.image_path);
  const contact = await org.admin.post('/api/contacts/with-image').field('name', 'Kiran Rao').field('phone', '9845033333').attach('profileImage', await sampleImage('jpeg'), 'k.jpg').expect(201);
  contactImage = contact.body.profileImagePath as string;
});
afterAll(() => t.close());

const files = () => dataFiles(t.dataDir);
/** A file as a crashed request leaves it: written, never committed; `ageMs` old. */
function stray(area: 'uploads' | 'profile-images', ageMs: number, name = `${randomUUID()}.jpg`): string {
  const path = join(t.dataDir, area, name);
  writeFileSync(path, 'x');
  const when = (Date.now() - ageMs) / 1000;
  utimesSync(path, when, when);
  return path;
}

describe('sweepOrphans', () => {
  it('removes photos older than a minute that no row refers to, and keeps every referenced one', () => {
    const oldUpload = stray('uploads', 120_000);
    const oldProfile = stray('profile-images', 120_000);
    const lines: string[] = [];
    expect(sweepOrphans(t.db, files(), (m) => lines.push(m))).toBe(2);
    expect(existsSync(oldUpload)).toBe(false);
    expect(existsSync(oldProfile)).toBe(false);
    expect(readdirSync(join(t.dataDir, 'uploads'))).toContain(invitationImage);
    expect(readdirSync(join(t.dataDir, 'profile-images'))).toContain(contactImage);
    expect(lines).toEqual(['removed 2 orphaned photo file(s) from uploads and profile-images']);
  });

  it('keeps a young orphan: its request may still be about to commit the row', () => {
    const young = stray('uploads', 5_000);
    expect(sweepOrphans(t.db, files())).toBe(0);
    expect(existsSync(young)).toBe(true);
    // A minute later it is fair game.
    expect(sweepOrphans(t.db, files(), undefined, { now: Date.now() + 61_000 })).toBe(1);
    expect(existsSync(young)).toBe(false);
  });

  it('sweeps again once the young files come of age, so an immediate restart leaves no orphan behind', async () => {
    const young = stray('uploads', 0);
    const cancel = sweepOrphansNowAndLater(t.db, files(), undefined, { minAgeMs: 300 });
    expect(existsSync(young)).toBe(true);
    await expect.poll(() => existsSync(young), { timeout: 5_000, interval: 100 }).toBe(false);
    cancel();
    expect(readdirSync(join(t.dataDir, 'uploads'))).toContain(invitationImage);
  });

  it('keeps referenced photos however old, and leaves names it never issues alone', () => {
    const foreign = stray('uploads', 3_600_000, 'README.txt');
    expect(sweepOrphans(t.db, files(), undefined, { now: Date.now() + 86_400_000 })).toBe(0);
    expect(existsSync(foreign)).toBe(true);
    expect(existsSync(join(t.dataDir, 'uploads', invitationImage))).toBe(true);
    expect(existsSync(join(t.dataDir, 'profile-images', contactImage))).toBe(true);
  });

  it('matches invitation photos by name, so a moved DATA_DIR does not orphan them', () => {
    t.db.run("UPDATE invitations SET image_path = '/old/place/uploads/' || ? WHERE image_path LIKE ?", invitationImage, `%${invitationImage}`);
    expect(sweepOrphans(t.db, files(), undefined, { now: Date.now() + 86_400_000 })).toBe(0);
    expect(existsSync(join(t.dataDir, 'uploads', invitationImage))).toBe(true);
  });
});
