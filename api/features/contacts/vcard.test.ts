import { describe, expect, it } from 'vitest';
import { parseVCards, toVCard, type VCardContact } from './vcard';

const full: VCardContact = {
  name: 'ಡಾ. ಅನಿತಾ, Desai; Jr.',
  phone: '+91 98450 11111',
  email: 'anita@example.org',
  company: 'City Hospital',
  position: 'Chief Surgeon',
  profession: 'Doctor',
  address: 'MG Road, Bengaluru 560001',
  latitude: '12.9716',
  longitude: '77.5946',
  locationName: 'Bengaluru, Karnataka, India',
  notes: 'Met at the health camp.\nLikes Kannada poetry; call after 6.',
  eventTag: 'Mysuru wedding, Feb 2027',
  photo: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 0xff, 0xd9]),
};

describe('vCard 3.0', () => {
  it('round-trips every field, the photo and the notes', () => {
    const [back] = parseVCards(toVCard(full));
    expect(back).toEqual(full);
  });

  it('never lets a crafted name start a card of its own, whatever line break it carries', () => {
    const crafted = 'Ravi\rEND:VCARD\rBEGIN:VCARD\rFN:Injected\r\nTEL:1\nX';
    const text = toVCard({ ...full, name: crafted });
    expect(text).not.toMatch(/\r(?!\n)/);
    for (const reader of [text.split('\r'), text.split('\n')]) expect(reader.filter((l) => l.trim() === 'BEGIN:VCARD')).toHaveLength(1);
    expect(parseVCards(text)).toHaveLength(1);
  });

  it('folds long lines at 75 octets without breaking a UTF-8 character', () => {
    const text = toVCard({ ...full, notes: 'ಕನ್ನಡ '.repeat(40) });
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(parseVCards(text)[0]!.notes).toBe('ಕನ್ನಡ '.repeat(40).trim());
  });

  it('reads several cards as phones export them (2.1, 4.0, item groups, N without FN)', () => {
    const text = [
      'BEGIN:VCARD', 'VERSION:2.1', 'N:Rao;Meena;;;', 'TEL;CELL:+919845054321', 'END:VCARD',
      'BEGIN:VCARD', 'VERSION:4.0', 'FN:Ravi Kumar', 'item1.EMAIL;TYPE=work:ravi@example.org', 'TEL;VALUE=uri:tel:+91-98450-12345', 'GEO:geo:12.30,76.64', 'END:VCARD',
    ].join('\r\n');
    const cards = parseVCards(text);
    expect(cards.map((c) => [c.name, c.phone, c.email, c.latitude])).toEqual([
      ['Meena Rao', '+919845054321', '', ''],
      ['Ravi Kumar', '+91-98450-12345', 'ravi@example.org', '12.30'],
    ]);
  });
});
