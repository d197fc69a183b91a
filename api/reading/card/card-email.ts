/**
 * An email address spelled as the card prints its words. People and shops build their address
 * from their name ('rafiqshafikhan@…' on Rafiq Khan's card), and OCR reads a letter of it as its
 * look-alike ('rafigshafikhan', q read as g) more often than in the name printed large above it.
 */

// Letters OCR takes for one another in Latin print: one stroke or a tail apart.
const LOOK_ALIKES = ['gq', 'il', 'l1', 'i1', 'o0', 's5', 'ec', 'uv'];
// Shorter words are too often inside other words by chance.
const MIN_WORD = 4;

/**
 * `address` with a word of its local part put right when the card prints that word elsewhere
 * and the address has it with one letter read as its look-alike; otherwise `address` unchanged.
 */
export function spellAsPrinted(address: string, printed: readonly string[]): string {
  const at = address.indexOf('@');
  if (at < 0) return address;
  let local = address.slice(0, at);
  const words = new Set(printed.flatMap((line) => line.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w.length >= MIN_WORD));
  for (const word of words) {
    if (local.includes(word)) continue;
    const slip = lookAlikeIn(local, word);
    if (slip >= 0) local = local.slice(0, slip) + word + local.slice(slip + word.length);
  }
  return local + address.slice(at);
}

/** Where in `local` `word` is written with exactly one letter as its look-alike, or -1. */
function lookAlikeIn(local: string, word: string): number {
  for (let start = 0; start + word.length <= local.length; start++) {
    let slips = 0;
    for (let k = 0; k < word.length && slips <= 1; k++) {
      const [a, b] = [word[k], local[start + k]];
      if (a === b) continue;
      slips += LOOK_ALIKES.some((pair) => pair.includes(a) && pair.includes(b)) ? 1 : 2;
    }
    if (slips === 1) return start;
  }
  return -1;
}
