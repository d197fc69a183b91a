/**
 * A field's English label that OCR misread by a letter ('Vcnue :', 'Venuc:', 'Addrcss :',
 * 'Tlme :', 'Tirne :'), spelled right, so the label is known as one and left out of the value.
 * Only a word that a colon follows: anywhere else such a word may be a name.
 */
import { editDistance } from './near-words';

// Labels long enough that one letter wrong is still surely the label.
const LONG_LABELS = ['venue', 'address', 'contact', 'mobile', 'phone', 'email', 'timing', 'timings'];
// Short labels only by OCR's look-alikes ('rn' for 'm', 'l' or '1' for 'i').
const SHORT_LABELS = ['time', 'date'];
const LABELS = [...LONG_LABELS, ...SHORT_LABELS];
const LABEL_WORD = /(?<![\p{L}\p{M}\d])[A-Za-z1]{4,9}(?=\s?:)/gu;

/** `line` with a misread label before its colon spelled right (in the case it was printed in). */
export function withLabelsSpelled(line: string): string {
  return line.replace(LABEL_WORD, (word) => {
    const read = word.toLowerCase();
    if (LABELS.includes(read)) return word;
    const looked = read.replace(/rn/g, 'm').replace(/[1l](?=me$)/, 'i');
    const label =
      LABELS.find((l) => l === looked) ??
      LONG_LABELS.find((l) => read.length >= 5 && editDistance([...read], [...l], 1) <= 1);
    if (!label) return word;
    if (word === word.toUpperCase()) return label.toUpperCase();
    return /^[A-Z]/.test(word) ? label[0]!.toUpperCase() + label.slice(1) : label;
  });
}
