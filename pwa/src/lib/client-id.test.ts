import { afterEach, describe, expect, it, vi } from 'vitest';
import { newClientId } from './client-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newClientId', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses crypto.randomUUID in a secure context', () => {
    const spy = vi.spyOn(crypto, 'randomUUID');
    expect(newClientId()).toMatch(UUID_V4);
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
  });

  it('makes a version 4 UUID from getRandomValues where randomUUID is missing (plain http)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('isSecureContext', false);
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array<ArrayBuffer>) => real.getRandomValues(a) });
    const ids = Array.from({ length: 200 }, newClientId);
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
