/** Where a row's coordinates put it on the map: numeric, within range (spec §9). */
interface Coordinates {
  latitude?: string | null;
  longitude?: string | null;
}

/** A contact that can go on the map. */
export interface Located<C> {
  contact: C;
  lat: number;
  lng: number;
}

export function locatedContacts<C extends Coordinates>(contacts: readonly C[]): Located<C>[] {
  const out: Located<C>[] = [];
  for (const contact of contacts) {
    if (!contact.latitude?.trim() || !contact.longitude?.trim()) continue;
    const lat = Number(contact.latitude);
    const lng = Number(contact.longitude);
    if (Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180) out.push({ contact, lat, lng });
  }
  return out;
}
