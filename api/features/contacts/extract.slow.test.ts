import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ExtractedIdCard } from '@shared/schemas/contacts';
import { createTestApp, signedInOrg, type TestApp } from '../../../test-support/test-app';
import { PHONE_PHOTO, closeCardRenderer, renderCard } from '../../../test-support/render-card';
import { BUSINESS_CARDS, businessCardSpec } from '../../../test-support/business-cards';
import { cardWithQrCode, qrCode, QR_VCARD } from '../../../test-support/qr-card';

// POST /api/contacts/extract through the real app with the embedded reader (no AI key set):
// upload checks, image normalising, OCR and rules, and the error mapping all take part.
const OCR_TIMEOUT_MS = 90_000;

let t: TestApp;
let org: Awaited<ReturnType<typeof signedInOrg>>;
beforeAll(async () => {
  t = createTestApp();
  org = await signedInOrg(t);
});
afterAll(async () => {
  await t?.close();
  await closeCardRenderer();
});

describe('POST /api/contacts/extract with the embedded reader', () => {
  it(
    'fills the contact form from a phone photo of a business card',
    async () => {
      const card = BUSINESS_CARDS.corporate;
      const photo = await renderCard(businessCardSpec(card, { photo: PHONE_PHOTO }));
      const res = await org.assistant.post('/api/contacts/extract').field('language', 'English').attach('idCard', photo, 'card.jpg').expect(200);
      expect(ExtractedIdCard.parse(res.body)).toEqual(res.body);
      expect(res.body).toMatchObject({
        name: 'Ananya Krishnan',
        email: 'ananya.k@bluepeak.in',
        phone: '919886023456',
        company: 'Bluepeak Technologies Pvt. Ltd.',
        position: 'Senior Product Manager',
        website: 'www.bluepeak.in',
        address: '4th Floor, Prestige Tech Park, Outer Ring Road, Marathahalli, Bengaluru 560103',
      });
    },
    OCR_TIMEOUT_MS,
  );

  it(
    'reads a bilingual Kannada card in its language, the Kannada name kept in the notes',
    async () => {
      const card = BUSINESS_CARDS.kannada;
      const png = await renderCard(businessCardSpec(card));
      const res = await org.admin.post('/api/contacts/extract').field('language', 'Kannada').attach('idCard', png, 'card.png').expect(200);
      expect(res.body).toMatchObject({ name: card.expected.name, email: card.expected.email, phone: card.expected.phone });
      expect(res.body.notes).toContain('Name in Kannada: ಮಂಜುನಾಥ್ ಗೌಡ');
    },
    OCR_TIMEOUT_MS,
  );

  it(
    'answers 422 with a message the user can act on for a photo with no card on it',
    async () => {
      const blank = await sharp({ create: { width: 1200, height: 700, channels: 3, background: '#ffffff' } }).jpeg().toBuffer();
      const res = await org.admin.post('/api/contacts/extract').field('language', 'English').attach('idCard', blank, 'blank.jpg').expect(422);
      expect(res.body.message).toBe('The card could not be read: try a sharper, well-lit photo of the whole card');
    },
    OCR_TIMEOUT_MS,
  );

  it(
    'reads the QR code on a card first, the print filling what the code leaves out',
    async () => {
      const photo = await cardWithQrCode(BUSINESS_CARDS.corporate, QR_VCARD);
      const code = await qrCode(QR_VCARD);
      const res = await org.admin.post('/api/contacts/extract').field('language', 'English').attach('idCard', photo, 'card.jpg').expect(200);
      // The code's email and company win over the print's; the position comes from the print.
      expect(res.body).toMatchObject({ name: 'Ananya Krishnan', email: 'ananya@bluepeak.example', company: 'Bluepeak Technologies', phone: '919886023456', position: 'Senior Product Manager' });
      expect(res.body.confidence).toMatchObject({ email: 1, company: 1 });

      // A card whose print cannot be read but whose code can.
      const blank = await sharp({ create: { width: 1200, height: 700, channels: 3, background: '#ffffff' } }).composite([{ input: code, left: 900, top: 400 }]).jpeg().toBuffer();
      const fromCode = await org.admin.post('/api/contacts/extract').field('language', 'English').attach('idCard', blank, 'code.jpg').expect(200);
      expect(fromCode.body).toMatchObject({ name: 'Ananya Krishnan', email: 'ananya@bluepeak.example', phone: '919886023456' });
    },
    OCR_TIMEOUT_MS,
  );
});
