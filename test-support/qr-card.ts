/**
 * A rendered business card with a QR code of `code` in its lower right corner, as a JPEG: the
 * printed card's own text and a code that may say more (or other) than the print.
 */
import sharp from 'sharp';
import QRCode from 'qrcode';
import { renderCard } from './render-card';
import { businessCardSpec, type BusinessCard } from './business-cards';

export const QR_VCARD = ['BEGIN:VCARD', 'VERSION:3.0', 'FN:Ananya Krishnan', 'TEL:+91 98860 23456', 'EMAIL:ananya@bluepeak.example', 'ORG:Bluepeak Technologies', 'END:VCARD'].join('\r\n');

/** The code alone, as a PNG the size it is printed on the card. */
export const qrCode = (code: string) => QRCode.toBuffer(code, { margin: 2, width: 220 });

export async function cardWithQrCode(card: BusinessCard, code: string): Promise<Buffer> {
  const printed = await renderCard(businessCardSpec(card));
  const { width = 0, height = 0 } = await sharp(printed).metadata();
  return sharp(printed).composite([{ input: await qrCode(code), left: width - 240, top: height - 240 }]).jpeg().toBuffer();
}
