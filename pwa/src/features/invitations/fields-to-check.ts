/**
 * Which read fields the details page asks the user to check: those the reader filled but was
 * unsure of (shared/schemas/confidence.ts). Rows stored before readers said so, and readers that
 * do not say (the configured AI provider), give none. No React here.
 */
import { lowConfidenceFields } from '@shared/schemas/confidence';
import { ExtractedData, type ExtractedField } from '@shared/schemas/invitations';

const Confidence = ExtractedData.shape.confidence;

/** The filled fields of `extractedData` (its JSON text) read with low confidence. */
export function fieldsToCheck(extractedData: string | null | undefined): ReadonlySet<ExtractedField> {
  if (!extractedData) return new Set();
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(extractedData) as Record<string, unknown>;
  } catch {
    return new Set();
  }
  const confidence = Confidence.safeParse(data?.confidence);
  if (!confidence.success) return new Set();
  const filled = (field: ExtractedField) => {
    const value = data[field];
    return Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';
  };
  return new Set(lowConfidenceFields(confidence.data).filter(filled));
}
