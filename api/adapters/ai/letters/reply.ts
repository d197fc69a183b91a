/**
 * Helpers the languages' reply files share: the answer (attending, regret, a representative), the
 * honoree's blessing and the relationship line are worded per language in `<language>-reply.ts`.
 */

/** "A", "A and B", "A, B and C" with the language's "and". */
export function listOf(names: readonly string[], and: string): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;
}

/** A number of guests worth saying: more than one (one guest is the sender, who is already "we"). */
export function party(guests: number | undefined): number | null {
  return guests && guests > 1 ? guests : null;
}
