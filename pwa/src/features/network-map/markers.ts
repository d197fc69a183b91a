import type { Contact } from '@shared/schemas/contacts';

/** A contact that can go on the map: numeric coordinates within range (spec §9). */
export interface LocatedContact {
  contact: Contact;
  lat: number;
  lng: number;
}

export function locatedContacts(contacts: readonly Contact[]): LocatedContact[] {
  const out: LocatedContact[] = [];
  for (const contact of contacts) {
    if (!contact.latitude?.trim() || !contact.longitude?.trim()) continue;
    const lat = Number(contact.latitude);
    const lng = Number(contact.longitude);
    if (Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180) out.push({ contact, lat, lng });
  }
  return out;
}
