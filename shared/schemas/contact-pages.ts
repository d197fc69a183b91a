import type { z } from 'zod';
import { Contact } from './contacts';
import { pageOf } from './pages';

/**
 * A row of the contacts list and a point of the map: what those screens show, not the notes or
 * the address. `createdAt` orders the device's copy as the server orders the list.
 */
export const ContactSummary = Contact.pick({
  id: true,
  name: true,
  phone: true,
  email: true,
  company: true,
  position: true,
  profession: true,
  locationName: true,
  latitude: true,
  longitude: true,
  profileImagePath: true,
  createdAt: true,
  updatedAt: true,
});
export type ContactSummary = z.infer<typeof ContactSummary>;

/** GET /api/contacts?limit=…: one page of the organization's contacts, newest first. */
export const ContactPage = pageOf(ContactSummary);
export type ContactPage = z.infer<typeof ContactPage>;
