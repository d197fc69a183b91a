/**
 * The one mapping of a contact's editable values, and the one empty-value convention:
 * where a value is text to edit or write (the form, a vCard, the request body) an empty value is
 * ''; where it is stored or shown (the database, the API's answer) it is null. Nothing else
 * converts between the two.
 */

/** The editable values, in the order the SQL lists them. */
export const CONTACT_VALUE_KEYS = ['name', 'phone', 'email', 'company', 'position', 'profession', 'address', 'latitude', 'longitude', 'locationName', 'notes', 'eventTag'] as const;
export type ContactValueKey = (typeof CONTACT_VALUE_KEYS)[number];

/** Name and phone are required, never empty. */
type Required = 'name' | 'phone';

/** A contact's values as stored and shown: an optional value left empty is null. */
export type ContactValues = { [K in ContactValueKey]: K extends Required ? string : string | null };

/** A contact's values as text to edit or write (the form, a vCard): empty is ''. */
export type ContactText = Record<ContactValueKey, string>;

export const emptyContactText: Readonly<ContactText> = Object.fromEntries(CONTACT_VALUE_KEYS.map((key) => [key, ''])) as ContactText;

/** Text → values: the one place that decides that '' means "not given". */
export function contactValuesOf(text: ContactText): ContactValues {
  const values = {} as Record<ContactValueKey, string | null>;
  for (const key of CONTACT_VALUE_KEYS) values[key] = key === 'name' || key === 'phone' ? text[key] : text[key] || null;
  return values as ContactValues;
}

/** Values → text: null (or a stored '') becomes ''. Reads only the editable values of a larger object. */
export function contactTextOf(values: { [K in ContactValueKey]: string | null | undefined }): ContactText {
  const text = { ...emptyContactText };
  for (const key of CONTACT_VALUE_KEYS) text[key] = values[key] ?? '';
  return text;
}

/**
 * Text of fields stored as they were typed (a capture kept on the device), not checked against the
 * contract: a capture the server refused is exactly one that fails it, and must be shown to be fixed.
 */
export function contactTextOfUnknown(stored: unknown): ContactText {
  const fields = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const text = { ...emptyContactText };
  for (const key of CONTACT_VALUE_KEYS) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number') text[key] = String(value);
  }
  return text;
}
