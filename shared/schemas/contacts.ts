import { z } from 'zod';

/**
 * What the ID-card reader takes off an ID or business card. Empty strings mean "not found".
 * The location fields of the Add Profile form (latitude, longitude, locationName) are not read
 * off the card: they come from the place search or the geocoder.
 */
export const ExtractedIdCard = z.object({
  name: z.string(),
  email: z.string(),
  /** Digits with the country code, no plus, as for invitations. */
  phone: z.string(),
  company: z.string(),
  /** Job title or designation. */
  position: z.string(),
  /** Field of work (doctor, lawyer, engineer…), when the card says or clearly implies it. */
  profession: z.string(),
  address: z.string(),
  website: z.string(),
  /** Anything else printed on the card worth keeping (other numbers, department, ID number). */
  notes: z.string(),
});
export type ExtractedIdCard = z.infer<typeof ExtractedIdCard>;
