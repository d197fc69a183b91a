import type { ContactFields } from '../schemas/contacts';

/** A contact's editable values as stored and shown: an optional field left empty is null. */
export interface ContactValues {
  name: string;
  phone: string;
  email: string | null;
  company: string | null;
  position: string | null;
  profession: string | null;
  address: string | null;
  latitude: string | null;
  longitude: string | null;
  locationName: string | null;
  notes: string | null;
}

const orNull = (v: string) => v || null;

/** Form fields → values: the one place that decides that '' means "not given". */
export function contactValuesOf(fields: ContactFields): ContactValues {
  return {
    name: fields.name,
    phone: fields.phone,
    email: orNull(fields.email),
    company: orNull(fields.company),
    position: orNull(fields.position),
    profession: orNull(fields.profession),
    address: orNull(fields.address),
    latitude: orNull(fields.latitude),
    longitude: orNull(fields.longitude),
    locationName: orNull(fields.locationName),
    notes: orNull(fields.notes),
  };
}
