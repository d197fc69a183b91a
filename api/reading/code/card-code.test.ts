import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import sharp from 'sharp';
import type { ExtractedIdCard } from '@shared/schemas/contacts';
import { fieldsOfCardCode, mergeCardCode, scanQrCode } from './card-code';

const VCARD = ['BEGIN:VCARD', 'VERSION:3.0', 'N:Rao;Sudha;;Dr.;', 'FN:Dr. Sudha Rao', 'ORG:Lokseva Trust', 'TITLE:Secretary', 'TEL;TYPE=CELL:+91 98450 12345', 'EMAIL:sudha@lokseva.org', 'URL:https://lokseva.org', 'ADR:;;12 MG Road;Bengaluru;KA;560001;India', 'END:VCARD'].join('\r\n');

/** A card-sized photo with the code in a corner, as printed on the back of a visiting card. */
async function cardWithCode(text: string, { dark = false } = {}): Promise<Buffer> {
  const code = await QRCode.toBuffer(text, { margin: 2, width: 260, color: dark ? { dark: '#f5d76eff', light: '#111111ff' } : undefined });
  return sharp({ create: { width: 1050, height: 600, channels: 3, background: dark ? '#111111' : '#fbfaf5' } })
    .composite([{ input: code, left: 740, top: 300 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

describe('the QR code on a card', () => {
  it('reads a vCard code off a photo of the card, also printed light on dark', async () => {
    expect(await scanQrCode(await cardWithCode(VCARD))).toBe(VCARD);
    expect(await scanQrCode(await cardWithCode(VCARD, { dark: true }))).toBe(VCARD);
  });

  it('finds no code on a card without one', async () => {
    const plain = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#ffffff' } }).jpeg().toBuffer();
    expect(await scanQrCode(plain)).toBeNull();
  });

  it('takes the contact fields from a vCard, a MeCard or a web address', () => {
    expect(fieldsOfCardCode(VCARD)).toEqual({
      name: 'Dr. Sudha Rao',
      company: 'Lokseva Trust',
      position: 'Secretary',
      phone: '919845012345',
      email: 'sudha@lokseva.org',
      website: 'https://lokseva.org',
      address: '12 MG Road, Bengaluru, KA, 560001, India',
    });
    expect(fieldsOfCardCode('MECARD:N:Iyer,Meera;TEL:+1 415 555 0100;EMAIL:meera@example.com;ORG:Blue Peak;URL:bluepeak.in;;')).toEqual({
      name: 'Meera Iyer',
      phone: '14155550100',
      email: 'meera@example.com',
      company: 'Blue Peak',
      website: 'bluepeak.in',
    });
    expect(fieldsOfCardCode('https://bluepeak.in/team/meera')).toEqual({ website: 'https://bluepeak.in/team/meera' });
    expect(fieldsOfCardCode('WIFI:S:Office;T:WPA;P:secret;;')).toEqual({});
  });

  it('lets the code win where it has a field and the print fill the rest', () => {
    const printed: ExtractedIdCard = {
      name: 'Dr Sudha Ra0', email: '', phone: '919845012345', company: '', position: '', profession: 'Doctor', address: '', website: '', notes: 'Fax 080 2345 6789',
      confidence: { name: 0.6, phone: 0.9, profession: 0.8 },
    };
    const merged = mergeCardCode(printed, fieldsOfCardCode(VCARD));
    expect(merged).toMatchObject({ name: 'Dr. Sudha Rao', profession: 'Doctor', company: 'Lokseva Trust', notes: 'Fax 080 2345 6789' });
    expect(merged.confidence).toMatchObject({ name: 1, profession: 0.8, company: 1 });
  });
});
