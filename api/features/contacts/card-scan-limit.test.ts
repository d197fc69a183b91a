/**
 * An assistant at an event scans a pile of business cards one after another. The per-user limit
 * on reading cards must let 50 through (the reading pool queues them) and still stop a flood.
 * The reader is a stand-in here: the limit, not the OCR, is what is checked.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, signedInOrg, type TestApp } from '../../../test-support/test-app';
import { sampleImage } from '../../../test-support/images';
import type { ExtractedIdCard } from '@shared/schemas/contacts';

const card: ExtractedIdCard = {
  name: 'Meena Rao', email: 'meena@example.org', phone: '919845012345', company: 'Seva Trust', position: 'Secretary',
  profession: '', address: '', website: '', notes: '',
};

let t: TestApp;
afterEach(() => t?.close());

describe('POST /api/contacts/extract, the per-user limit', () => {
  it('lets one assistant read 50 cards in a row at an event, and stops a flood with 429 and a message', async () => {
    t = createTestApp();
    t.ports.ai = { ...t.ports.ai, extractIdCard: async () => card };
    const org = await signedInOrg(t);
    const photo = await sampleImage('jpeg');
    const read = () => org.assistant.post('/api/contacts/extract').field('language', 'English').attach('idCard', photo, 'card.jpg');

    for (let i = 0; i < 50; i++) expect((await read()).status).toBe(200);

    let refused = null;
    for (let i = 50; i < 200 && !refused; i++) {
      const res = await read();
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(200);
    }
    expect(refused?.body.message).toMatch(/Too many cards/);
  });
});
