/**
 * vCard 3.0 (RFC 2426) for exporting and importing contacts: escaping, 75-octet line folding,
 * base64 photos. Only the fields a contact has are written; unknown properties are ignored on import.
 */

import { emptyContactText, type ContactText } from '@shared/helpers/contact-values';
import { MAX_EVENT_TAG_LENGTH } from '@shared/limits';
import { escapeContentText as escapeText, foldContentLine as fold } from '@shared/helpers/content-lines';

/** A contact as a card holds it: its values as text ('' = empty, the shared convention) and its photo. */
export interface VCardContact extends ContactText {
  /** JPEG bytes. */
  photo: Buffer | null;
}

const unescapeText = (v: string) => v.replace(/\\([\\,;nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

export function toVCard(c: VCardContact): string {
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `FN:${escapeText(c.name)}`, `N:${escapeText(c.name)};;;;`];
  if (c.phone) lines.push(`TEL;TYPE=CELL:${escapeText(c.phone)}`);
  if (c.email) lines.push(`EMAIL;TYPE=INTERNET:${escapeText(c.email)}`);
  if (c.company) lines.push(`ORG:${escapeText(c.company)}`);
  if (c.position) lines.push(`TITLE:${escapeText(c.position)}`);
  if (c.profession) lines.push(`ROLE:${escapeText(c.profession)}`);
  if (c.address) lines.push(`ADR;TYPE=WORK:;;${escapeText(c.address)};;;;`);
  if (c.latitude && c.longitude) lines.push(`GEO:${c.latitude};${c.longitude}`);
  if (c.locationName) lines.push(`X-SAHAYAK-LOCATION:${escapeText(c.locationName)}`);
  if (c.notes) lines.push(`NOTE:${escapeText(c.notes)}`);
  // The event as the card's one category (its comma escaped): phones show it as a group.
  if (c.eventTag) lines.push(`CATEGORIES:${escapeText(c.eventTag)}`);
  if (c.photo) lines.push(`PHOTO;ENCODING=b;TYPE=JPEG:${c.photo.toString('base64')}`);
  lines.push('END:VCARD');
  return lines.map(fold).join('\r\n') + '\r\n';
}

interface Property {
  name: string;
  params: string[];
  value: string;
}

function parseLine(line: string): Property | null {
  // The value starts at the first colon outside a quoted parameter.
  let quoted = false;
  let colon = -1;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ':' && !quoted) {
      colon = i;
      break;
    }
  }
  if (colon < 0) return null;
  const [rawName = '', ...params] = line.slice(0, colon).split(';');
  const name = rawName.replace(/^item\d+\./i, '').toUpperCase();
  return { name, params: params.map((p) => p.toUpperCase()), value: line.slice(colon + 1) };
}

/** Cards in a .vcf file, counted without parsing it, so an oversized import is refused cheaply. */
export function countVCards(text: string): number {
  return text.match(/^[ \t]*BEGIN:VCARD/gim)?.length ?? 0;
}

/** Parses every card of a .vcf file (vCard 2.1, 3.0 and 4.0 as phones export them). */
export function parseVCards(text: string): VCardContact[] {
  const unfolded = text.replace(/\r\n/g, '\n').replace(/\n[ \t]/g, '');
  const cards: VCardContact[] = [];
  let card: VCardContact | null = null;
  for (const line of unfolded.split('\n')) {
    const prop = parseLine(line.trim());
    if (!prop) continue;
    if (prop.name === 'BEGIN' && prop.value.toUpperCase() === 'VCARD') {
      card = { ...emptyContactText, photo: null };
      continue;
    }
    if (!card) continue;
    const text = unescapeText(prop.value).trim();
    switch (prop.name) {
      case 'END':
        if (!card.name && card.phone) card.name = card.phone;
        cards.push(card);
        card = null;
        break;
      case 'FN':
        card.name = text;
        break;
      case 'N':
        if (!card.name) card.name = prop.value.split(';').slice(0, 3).reverse().map(unescapeText).filter(Boolean).join(' ').trim();
        break;
      case 'TEL':
        if (!card.phone) card.phone = text.replace(/^tel:/i, '');
        break;
      case 'EMAIL':
        if (!card.email) card.email = text;
        break;
      case 'ORG':
        card.company = prop.value.split(';').map(unescapeText).filter(Boolean).join(', ');
        break;
      case 'TITLE':
        card.position = text;
        break;
      case 'ROLE':
        card.profession = text;
        break;
      case 'ADR':
        card.address = prop.value.split(';').map(unescapeText).map((s) => s.trim()).filter(Boolean).join(', ');
        break;
      case 'GEO': {
        const [lat, lon] = text.replace(/^geo:/i, '').split(/[;,]/);
        if (lat && lon) [card.latitude, card.longitude] = [lat.trim(), lon.trim()];
        break;
      }
      case 'X-SAHAYAK-LOCATION':
        card.locationName = text;
        break;
      case 'NOTE':
        card.notes = text;
        break;
      case 'CATEGORIES':
        card.eventTag = text.slice(0, MAX_EVENT_TAG_LENGTH);
        break;
      case 'PHOTO': {
        const data = prop.value.replace(/^data:[^,]*,/, '');
        if (/ENCODING=B|ENCODING=BASE64|^data:/i.test(prop.params.join(';') + ';' + prop.value.slice(0, 5))) card.photo = Buffer.from(data, 'base64');
        break;
      }
    }
  }
  return cards;
}
