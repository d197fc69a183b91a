/**
 * The hostile values the input suite throws at every route, and a multipart builder that can
 * also build broken bodies (no closing boundary). Data only: the suite is hostile-input.test.ts.
 */
import { randomUUID } from 'node:crypto';

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

export const HOSTILE_STRINGS: Array<[string, string]> = [
  ['empty', ''],
  ['blank', '   '],
  ['100 kB', 'a'.repeat(100 * 1024)],
  ['lone high surrogate', 'abc\uD800def'],
  ['lone low surrogate', '\uDC00'],
  ['RTL override', 'Ravi\u202Egnp.exe'],
  ['zero-width joiners', '👨‍👩‍👧‍👦 a\u200Db\u200C\uFEFFc'],
  ['NUL bytes', 'a\u0000b\u0000'],
  ['control characters', '\u0001\u001b[31m\u007f\u0085'],
  ['emoji', '🙏🎉💍'],
  ['combining marks', `Z${'\u0336\u0317\u0301'.repeat(300)}`],
  // PDF layout once cost the square of a word's length: these held the event loop for seconds.
  ['long word', 'A'.repeat(10_000)],
  ['long Indic word', 'क'.repeat(10_000)],
  ['Indic script', 'ಶ್ರೀ ರಾಮ ನಿಲಯ'],
  ['SQL injection', "' OR 1=1 --"],
  ['SQL statement', '1; DROP TABLE users'],
  ['SQL union', "x' UNION SELECT password_hash FROM users --"],
  ['script tag', '<script>alert(1)</script>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['path traversal', '../../etc/passwd'],
  ['encoded traversal', '%2e%2e%2f%2e%2e%2fetc%2fpasswd'],
  ['backslash traversal', '..\\..\\windows\\win.ini'],
  ['format string', '%s%s%n%x%d'],
  ['CRLF header injection', 'a\r\nBcc: victim@example.org\r\nX-Injected: 1'],
  ['prototype key', '__proto__'],
  ['operator object text', '{"$gt":""}'],
  ['template syntax', '${7*7}{{7*7}}<%= 7*7 %>'],
  ['only digits', '9845012345'],
];

export const WRONG_TYPES: Array<[string, unknown]> = [
  ['number', 42],
  ['huge float', 1.7976931348623157e308],
  ['array', ['a', 'b']],
  ['object', { a: 1 }],
  ['null', null],
  ['boolean', true],
  ['operator object', { $ne: null }],
];

/** Path forms of an id that are not ours to give; the other organization's ids are added at run time. */
export const FORGED_IDS: Array<[string, string]> = [
  ['zero', '0'],
  ['negative', '-1'],
  ['1e309', '1e309'],
  ['2^53 + 1', '9007199254740993'],
  ['20 digits', '99999999999999999999'],
  ['letters', 'abc'],
  ['SQL', encodeURIComponent('1 OR 1=1')],
  ['SQL quote', encodeURIComponent("1' OR '1'='1")],
  ['float', '1.5'],
  ['hex', '0x10'],
  ['leading zero', '01'],
  ['leading space', '%201'],
  ['NUL', '1%00'],
  ['fullwidth digit', encodeURIComponent('１')],
  ['encoded traversal', '..%2F..%2Fetc%2Fpasswd'],
  ['encoded dots', '%2e%2e%2f'],
  ['backslashes', '..%5C..%5C'],
  ['broken escape', '%E0%A4%A'],
  ['lone percent', '%'],
];

export const FORGED_FILES: Array<[string, string]> = [
  ['traversal', '..%2F..%2F..%2Fetc%2Fpasswd'],
  ['encoded dots', '%2e%2e%2f%2e%2e%2fetc%2fpasswd'],
  ['backslash traversal', '..%5C..%5Cwindows%5Cwin.ini'],
  ['the database', '..%2Fsahayak.sqlite'],
  ['the database, dots encoded', '%2e%2e%2fsahayak.sqlite'],
  ['NUL before extension', `${randomUUID()}.jpg%00.png`],
  ['upper-case uuid', `${randomUUID().toUpperCase()}.jpg`],
  ['unknown uuid', `${randomUUID()}.jpg`],
  ['dot', '.'],
  ['dot dot', '..'],
  ['hidden file', '.htaccess'],
  ['5 kB name', `${'a'.repeat(5000)}.jpg`],
  ['SQL', encodeURIComponent("x.jpg' OR 1=1 --")],
  ['script', encodeURIComponent('<script>alert(1)</script>.jpg')],
  ['broken escape', '%E0%A4%A'],
  ['lone percent', '%'],
];

export function multipart(parts: Part[], boundary = `----sahayak${randomUUID()}`, close = true): { body: Buffer; type: string } {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value), Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

