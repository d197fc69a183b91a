import type { Contact } from '@shared/schemas/contacts';
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
