import { describe, expect, it } from 'vitest';
import { openDb } from '../../db/connection';
import { sessionUsersOf } from './session-users';

const db = () => openDb(':memory:');

describe('sessionUsersOf', () => {
  it('reads a session once within a few seconds, and again after', () => {
    const users = sessionUsersOf<{ name: string }>(db());
    let reads = 0;
    const read = () => ((reads += 1), { user: { name: 'Meena' }, expiresAt: 1_000_000 });
    expect(users.get('t', 0, read)).toEqual({ name: 'Meena' });
    expect(users.get('t', 4_999, read)).toEqual({ name: 'Meena' });
    expect(reads).toBe(1);
    users.get('t', 5_000, read);
    expect(reads).toBe(2);
  });

  it('never answers for a session past its expiry', () => {
    const users = sessionUsersOf<{ name: string }>(db());
    let expired = false;
    const read = () => (expired ? undefined : { user: { name: 'Meena' }, expiresAt: 2_000 });
    expect(users.get('t', 0, read)).toBeDefined();
    expired = true;
    expect(users.get('t', 1_999, read)).toBeDefined();
    expect(users.get('t', 2_000, read)).toBeUndefined();
  });

  it('forgets everything when cleared, and does not keep sessions that were not found', () => {
    const users = sessionUsersOf<{ name: string }>(db());
    let name = 'Meena';
    let reads = 0;
    const read = () => ((reads += 1), { user: { name }, expiresAt: 1_000_000 });
    users.get('t', 0, read);
    name = 'Meena Rao';
    users.clear();
    expect(users.get('t', 1, read)).toEqual({ name: 'Meena Rao' });
    expect(users.get('gone', 1, () => undefined)).toBeUndefined();
    expect(users.get('gone', 2, read)).toEqual({ name: 'Meena Rao' });
    expect(reads).toBe(3);
  });

  it('gives each request its own copy, and one cache per database', () => {
    const file = db();
    const users = sessionUsersOf<{ name: string }>(file);
    const read = () => ({ user: { name: 'Meena' }, expiresAt: 1_000_000 });
    users.get('t', 0, read)!.name = 'changed by a request';
    expect(users.get('t', 1, read)).toEqual({ name: 'Meena' });
    expect(sessionUsersOf(file)).toBe(users);
    expect(sessionUsersOf(db())).not.toBe(users);
  });
});
