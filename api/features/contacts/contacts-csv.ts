/**
 * Contacts as CSV (RFC 4180) for spreadsheet programs: a header row, every field quoted, CRLF
 * line ends, and a UTF-8 byte-order mark so Excel reads Indic names as UTF-8 rather than the
 * local code page.
 */
import { CONTACT_VALUE_KEYS, type ContactText } from '@shared/helpers/contact-values';

const HEADERS: Record<(typeof CONTACT_VALUE_KEYS)[number], string> = {
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  company: 'Company',
  position: 'Position',
  profession: 'Profession',
  address: 'Address',
  latitude: 'Latitude',
  longitude: 'Longitude',
  locationName: 'Location',
  notes: 'Notes',
  eventTag: 'Event',
};

const BOM = '\uFEFF';

/**
 * One quoted cell. A cell a spreadsheet would run as a formula (= + - @, or a tab or CR that
 * some programs strip before looking) is prefixed with ' (OWASP CSV injection advice); a phone
 * written '+91 …' gets it too, since '+1-2' would be computed.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toContactsCsv(contacts: ContactText[]): string {
  const header = CONTACT_VALUE_KEYS.map((key) => `"${HEADERS[key]}"`).join(',');
  const rows = contacts.map((c) => CONTACT_VALUE_KEYS.map((key) => csvCell(c[key])).join(','));
  return BOM + [header, ...rows].join('\r\n') + '\r\n';
}
