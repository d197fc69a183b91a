import { z } from 'zod';
import { fieldConfidence } from './confidence';
import { PhotoLanguage } from './common';
import { isPhoneNumber, PHONE_CHARACTERS } from '../helpers/phone';
import { MAX_EVENT_TAG_LENGTH } from '../limits';

/** The fields of a card a reader can be more or less sure of. */
export const ID_CARD_FIELDS = ['name', 'email', 'phone', 'company', 'position', 'profession', 'address', 'website'] as const;
export type IdCardField = (typeof ID_CARD_FIELDS)[number];

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
  /** How sure the reader is of each field it filled (see `fieldConfidence`); optional for old readers. */
  confidence: fieldConfidence(ID_CARD_FIELDS),
});
export type ExtractedIdCard = z.infer<typeof ExtractedIdCard>;

/** Forms send '' or null for an empty optional field; both mean "not given". */
const optional = (max: number) => z.preprocess((v) => v ?? '', z.string().trim().max(max, `At most ${max} characters`));
const coordinate = (limit: number, label: string) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
    z
      .string()
      .trim()
      .refine((s) => s === '' || (/^-?\d{1,3}(\.\d+)?$/.test(s) && Math.abs(Number(s)) <= limit), `${label} must be a number between -${limit} and ${limit}`),
  );
const flag = z.preprocess((v) => v === true || v === 'true', z.boolean());

/** The fields of a contact as a form or JSON body sends them (spec §3, §5). */
export const ContactFields = z
  .object({
    name: z.preprocess((v) => v ?? '', z.string().trim().min(1, 'Name is required').max(200, 'At most 200 characters')),
    phone: z.preprocess(
      (v) => v ?? '',
      z
        .string()
        .trim()
        .min(1, 'Contact number is required')
        .max(40, 'Invalid phone number format')
        .regex(PHONE_CHARACTERS, 'Invalid phone number format')
        // Digits alone are not enough ("12"): the number must be one a phone can dial.
        .refine((v) => v === '' || !PHONE_CHARACTERS.test(v) || isPhoneNumber(v), 'Invalid phone number format'),
    ),
    email: z.preprocess((v) => v ?? '', z.union([z.literal(''), z.string().trim().max(254).pipe(z.email('Please enter a valid email address'))])),
    company: optional(200),
    position: optional(200),
    profession: optional(200),
    address: optional(500),
    latitude: coordinate(90, 'Latitude'),
    longitude: coordinate(180, 'Longitude'),
    locationName: optional(300),
    notes: optional(5000),
    /** The event the contact was met at ("Mysuru wedding, Feb 2027"): a filter of the list and the map. */
    eventTag: optional(MAX_EVENT_TAG_LENGTH),
    /** On update: drop the current photo. */
    removeProfileImage: flag.optional(),
  })
  .refine((c) => (c.latitude === '') === (c.longitude === ''), { message: 'Latitude and longitude go together', path: ['longitude'] });
export type ContactFields = z.infer<typeof ContactFields>;

/** GET /api/contacts and /api/contacts/{id}. Empty optional fields are null. */
export const Contact = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  company: z.string().nullable(),
  position: z.string().nullable(),
  profession: z.string().nullable(),
  address: z.string().nullable(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  locationName: z.string().nullable(),
  notes: z.string().nullable(),
  eventTag: z.string().nullable(),
  /** The stored file name; the image is GET /profile-images/{profileImagePath}. */
  profileImagePath: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contact = z.infer<typeof Contact>;

/** GET /api/contacts/duplicates?phone=&email=: contacts that already have this phone or email. */
export const DuplicateQuery = z.object({
  phone: z.string().trim().max(40).optional().default(''),
  email: z.string().trim().max(254).optional().default(''),
  excludeId: z.coerce.number().int().positive().optional(),
});
export type DuplicateQuery = z.infer<typeof DuplicateQuery>;

/** Multipart fields of POST /api/contacts/extract besides the `idCard` file. */
export const ExtractFields = z.object({ language: PhotoLanguage });
export type ExtractFields = z.infer<typeof ExtractFields>;

/** Answer of POST /api/contacts/import. */
/** A card of an imported file that was not added, and why (its 1-based place in the file). */
export const SkippedCard = z.object({ row: z.number(), name: z.string(), reason: z.string() });
export type SkippedCard = z.infer<typeof SkippedCard>;
export const ImportAnswer = z.object({ imported: z.number(), skipped: z.number(), skippedCards: z.array(SkippedCard) });
export type ImportAnswer = z.infer<typeof ImportAnswer>;
