import { z } from 'zod';
import { MAX_EVENT_TAG_LENGTH } from '../limits';
import { Contact } from './contacts';
import { ExportQuery, PageQuery, pageOf } from './pages';

/**
 * A row of the contacts list and a point of the map: what those screens show, not the notes or
 * the address. The event tag filters both. `createdAt` orders the device's copy as the server orders the list.
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
  eventTag: true,
  profileImagePath: true,
  createdAt: true,
  updatedAt: true,
});
export type ContactSummary = z.infer<typeof ContactSummary>;

/** GET /api/contacts?limit=…: one page of the organization's contacts, newest first. */
export const ContactPage = pageOf(ContactSummary);
export type ContactPage = z.infer<typeof ContactPage>;

/** ?event= on the contacts list and its exports: only the contacts met at that event. */
const EventFilter = z.object({ event: z.string().trim().max(MAX_EVENT_TAG_LENGTH).optional().default('') });
export const ContactPageQuery = PageQuery.extend(EventFilter.shape);
export type ContactPageQuery = z.infer<typeof ContactPageQuery>;
export const ContactExportQuery = ExportQuery.extend(EventFilter.shape);
export type ContactExportQuery = z.infer<typeof ContactExportQuery>;

/** GET /api/contacts/events: the events contacts were tagged with, the latest first. */
export const ContactEvents = z.object({ events: z.array(z.object({ name: z.string(), contacts: z.number() })) });
export type ContactEvents = z.infer<typeof ContactEvents>;
