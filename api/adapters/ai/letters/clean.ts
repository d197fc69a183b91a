/** Normalising one extracted field before it goes into a letter (shared by the writer and the host reader). */
/** Single-spaced, one line (a multi-line venue becomes comma-separated), without wrapping quotes
 *  or trailing separators. */
export function clean(s: string): string {
  let out = s
    .replace(/\s*[\r\n]+\s*/g, ', ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“‘«]+|["'”’»]+$/gu, '')
    .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/gu, '')
    .replace(/,\s*,+/g, ',')
    .trim();
  // A final full stop, unless it ends an abbreviation or initial ("Dr.", "K.", "Ltd.").
  if (/\.$/.test(out) && !/(^|[\s.])\p{L}{1,3}\.$/u.test(out)) out = out.slice(0, -1).trim();
  if (/^(undefined|null|n\/a|-+)$/i.test(out)) return '';
  return out;
}

