import type { Contact } from '@shared/schemas/contacts';
import type { ContactSummary } from '@shared/schemas/contact-pages';
import { valuesOfRow, type ContactRow } from './contacts.repo';

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
