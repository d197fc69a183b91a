/**
 * A QR code printed on a business card: a vCard, a MeCard or a web address. What it holds was
 * typed by the card's owner, so it is surer than anything OCR reads off the print; the reader
 * fills the gaps from the print (see mergeCardCode).
 */
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import type { ExtractedIdCard, IdCardField } from '@shared/schemas/contacts';
import { normalisePhone } from '@shared/helpers/phone';

export type CardCodeFields = Partial<Pick<ExtractedIdCard, IdCardField | 'notes'>>;

/** Enough for a code a fifth of a card wide (4-5 pixels a module); the scan's cost grows with the area. */
const SCAN_SIDE = 900;
/** A scan that takes longer is given up: the print is still read. */
const SCAN_TIMEOUT_MS = 10_000;

/**
 * One worker thread scans for codes, one photo at a time, kept between scans (starting a thread
 * costs more than scanning a card) and unref'd so it never holds the process open.
 */
let scanner: Worker | null = null;
let queue: Promise<unknown> = Promise.resolve();

function scanOnWorker(pixels: ArrayBuffer, width: number, height: number): Promise<string | null> {
  const worker = (scanner ??= new Worker(new URL('./qr-worker.mjs', import.meta.url)));
  worker.unref();
  return new Promise<string | null>((resolve, reject) => {
    const done = (settle: () => void) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      settle();
    };
    const onMessage = (found: string | null) => done(() => resolve(found));
    const onError = (err: Error) => {
      scanner = null;
      done(() => reject(err));
    };
    // A scan that takes too long is given up (the print is still read), and its thread with it.
    const timer = setTimeout(() => {
      scanner = null;
      void worker.terminate();
      done(() => resolve(null));
    }, SCAN_TIMEOUT_MS);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.postMessage({ data: pixels, width, height }, [pixels]);
  });
}

/** The text of the first QR code in the photo, or null. Scanned off the main thread. */
export async function scanQrCode(image: Buffer): Promise<string | null> {
  const { data, info } = await sharp(image, { failOn: 'none' })
    .rotate()
    .resize({ width: SCAN_SIDE, height: SCAN_SIDE, fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = data.buffer.slice(data.byteOffset, data.byteOffset + data.length) as ArrayBuffer;
  const scan = queue.then(() => scanOnWorker(pixels, info.width, info.height));
  queue = scan.catch(() => null);
  return (await scan)?.trim() || null;
}

const unescapeValue = (v: string) => v.replace(/\\([\\,;:nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c)).trim();

/** vCard 2.1/3.0/4.0 as a code carries it: one card, only the properties a contact has. */
function fromVCard(text: string): CardCodeFields {
  const fields: CardCodeFields = {};
  const lines = text.replace(/\r\n/g, '\n').replace(/\n[ \t]/g, '').split('\n');
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).split(';')[0]!.replace(/^item\d+\./i, '').toUpperCase();
    const value = line.slice(colon + 1);
    const text = unescapeValue(value);
    if (name === 'FN' && text) fields.name = text;
    else if (name === 'N' && !fields.name) fields.name = value.split(';').slice(0, 3).reverse().map(unescapeValue).filter(Boolean).join(' ');
    else if (name === 'TEL' && !fields.phone) fields.phone = text.replace(/^tel:/i, '');
    else if (name === 'EMAIL' && !fields.email) fields.email = text.replace(/^mailto:/i, '');
    else if (name === 'ORG') fields.company = value.split(';').map(unescapeValue).filter(Boolean).join(', ');
    else if (name === 'TITLE') fields.position = text;
    else if (name === 'ROLE' && !fields.position) fields.position = text;
    else if (name === 'ADR') fields.address = value.split(';').map(unescapeValue).filter(Boolean).join(', ');
    else if (name === 'URL' && !fields.website) fields.website = text;
    else if (name === 'NOTE') fields.notes = text;
  }
  return fields;
}

/** MECARD:N:Rao,Sudha;TEL:…;EMAIL:…;ADR:…;URL:…;ORG:…;NOTE:…;; (NTT DoCoMo's format, common on Indian cards). */
function fromMeCard(text: string): CardCodeFields {
  const fields: CardCodeFields = {};
  const body = text.replace(/^MECARD:/i, '');
  for (const part of body.split(/(?<!\\);/)) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const key = part.slice(0, colon).toUpperCase();
    const value = unescapeValue(part.slice(colon + 1));
    if (!value) continue;
    // MeCard writes "family,given".
    if (key === 'N') fields.name = value.includes(',') ? value.split(',').map((s) => s.trim()).reverse().join(' ') : value;
    else if (key === 'TEL' && !fields.phone) fields.phone = value;
    else if (key === 'EMAIL' && !fields.email) fields.email = value;
    else if (key === 'ADR') fields.address = value;
    else if (key === 'URL' && !fields.website) fields.website = value;
    else if (key === 'ORG') fields.company = value;
    else if (key === 'NOTE') fields.notes = value;
  }
  return fields;
}

/** The contact fields a code's text holds ({} for text that is none of the three). */
export function fieldsOfCardCode(text: string): CardCodeFields {
  let fields: CardCodeFields = {};
  if (/^BEGIN:VCARD/im.test(text)) fields = fromVCard(text);
  else if (/^MECARD:/i.test(text)) fields = fromMeCard(text);
  else if (/^https?:\/\/\S+$/i.test(text)) fields = { website: text };
  if (fields.phone) fields.phone = normalisePhone(fields.phone) || fields.phone.replace(/[^\d]/g, '');
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v)) as CardCodeFields;
}

/**
 * The card as read from its code first, the print filling what the code left out. A field from
 * the code is marked sure (1); the print's fields keep their own confidence.
 */
export function mergeCardCode(printed: ExtractedIdCard, code: CardCodeFields): ExtractedIdCard {
  const merged: ExtractedIdCard = { ...printed, confidence: { ...printed.confidence } };
  for (const [key, value] of Object.entries(code) as Array<[keyof CardCodeFields, string]>) {
    if (key === 'notes') {
      merged.notes = [printed.notes, value].filter(Boolean).join('\n');
      continue;
    }
    merged[key] = value;
    merged.confidence![key] = 1;
  }
  return merged;
}
