import type { Contact } from '@shared/schemas/contacts';
import type { ContactSummary } from '@shared/schemas/contact-pages';
import type { ContactRow } from './contacts.repo';

const orNull = (v: string | null) => (v ? v : null);

/** Row → the shared Contact; empty optional fields are null, never ''. */
export function presentContact(row: ContactRow): Contact {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: orNull(row.email),
    company: orNull(row.company),
    position: orNull(row.position),
    profession: orNull(row.profession),
    address: orNull(row.address),
    latitude: orNull(row.latitude),
    longitude: orNull(row.longitude),
    locationName: orNull(row.location_name),
    notes: orNull(row.notes),
    profileImagePath: orNull(row.profile_image_path),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Row → a row of the contacts list (and a point of the map). */
export function presentContactSummary(row: ContactRow): ContactSummary {
  const { id, name, phone, email, company, position, profession, locationName, latitude, longitude, profileImagePath, createdAt, updatedAt } = presentContact(row);
  return { id, name, phone, email, company, position, profession, locationName, latitude, longitude, profileImagePath, createdAt, updatedAt };
}
