import type { Contact } from '@shared/schemas/contacts';
import type { ContactSummary } from '@shared/schemas/contact-pages';
import { valuesOfRow, type ContactRow } from './contacts.repo';
import { JsonText } from '../../middleware/conditional-json';

/** Row → the shared Contact; empty optional fields are null, never '' (the shared contact mapper). */
export function presentContact(row: ContactRow): Contact {
  return {
    id: row.id,
    ...valuesOfRow(row),
    profileImagePath: row.profile_image_path || null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Row → a row of the contacts list (and a point of the map). */
export function presentContactSummary(row: ContactRow): ContactSummary {
  const { id, name, phone, email, company, position, profession, locationName, latitude, longitude, eventTag, profileImagePath, createdAt, updatedAt } = presentContact(row);
  return { id, name, phone, email, company, position, profession, locationName, latitude, longitude, eventTag, profileImagePath, createdAt, updatedAt };
}

/**
 * A page of the contacts list (ContactPage) from rows SQLite already wrote as JSON (the repo's
 * `summaryPage`, the same values as `presentContactSummary`): joined, not parsed and serialized again.
 */
export function presentContactPageJson(rowsJson: readonly string[], nextCursor: string | null): JsonText {
  return new JsonText(`{"items":[${rowsJson.join(',')}],"nextCursor":${JSON.stringify(nextCursor)}}`);
}
