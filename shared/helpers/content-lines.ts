/**
 * Content lines, the text format vCard (RFC 2426/6350) and iCalendar (RFC 5545) share: the
 * contacts export on the server and the calendar file on the device both write them.
 */

const encoder = new TextEncoder();

/**
 * A text value: backslash, semicolon and comma escaped, and any line break, a lone CR included,
 * written as \n (readers that split on CR would otherwise start a new property).
 */
export const escapeContentText = (v: string) => v.replace(/\\/g, '\\\\').replace(/\r\n|\r|\n/g, '\\n').replace(/,/g, '\\,').replace(/;/g, '\\;');

/** Folds a line longer than 75 octets (CRLF + space) without splitting a UTF-8 character. */
export function foldContentLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    // A continuation line starts with the space, which counts towards its 75 octets.
    const limit = out.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}
