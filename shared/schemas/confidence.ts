import { z } from 'zod';

/**
 * How sure a reader is of each field it filled, from 0 (a guess) to 1 (the card labelled it).
 * Readers say it only for fields they filled; a field with no entry is either empty or was read
 * by a reader that does not say (the configured AI provider, rows stored before this existed).
 * The screens mark a field below LOW_CONFIDENCE for the user to check, as card scanners do.
 */
export const fieldConfidence = <const Field extends string>(fields: readonly [Field, ...Field[]]) =>
  z.partialRecord(z.enum(fields), z.number().min(0).max(1)).optional();

/** Below this, a filled field is shown as "Check this". */
export const LOW_CONFIDENCE = 0.7;

/** The filled fields a reader was unsure of, in the order of `confidence`'s keys. */
export function lowConfidenceFields<Field extends string>(confidence: Partial<Record<Field, number>> | undefined): Field[] {
  if (!confidence) return [];
  return (Object.entries(confidence) as Array<[Field, number | undefined]>)
    .filter(([, sure]) => sure !== undefined && sure < LOW_CONFIDENCE)
    .map(([field]) => field);
}
