import { z } from 'zod';
import { Language } from './common';
import { MAX_LETTER_LENGTH } from '../limits';
import { fieldConfidence } from './confidence';

export const InvitationStatus = z.enum(['uploaded', 'extracting', 'extracted', 'generating', 'completed', 'error']);
export type InvitationStatus = z.infer<typeof InvitationStatus>;

/** Kinds of event a reply letter is worded for; 'other' covers the rest (anniversary, baby shower, arangetram…). */
export const EVENT_TYPES = [
  'wedding', 'engagement', 'housewarming', 'naming', 'thread-ceremony', 'inauguration', 'religious', 'birthday', 'other',
] as const;
export const EventType = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof EventType>;

/** The fields of an invitation a reader can be more or less sure of. */
export const EXTRACTED_FIELDS = ['hosts', 'eventName', 'eventType', 'date', 'time', 'venue', 'inviterEmail', 'inviterPhone'] as const;
export type ExtractedField = (typeof EXTRACTED_FIELDS)[number];

/** What the extraction stage reads off an invitation. Empty strings mean "not found". */
export const ExtractedData = z.object({
  /** People or families who invite, most prominent first; the letter is addressed to the first. */
  hosts: z.array(z.string()),
  eventName: z.string(),
  eventType: EventType,
  /** As printed (normalised to a readable form where the parser understood it). */
  date: z.string(),
  time: z.string(),
  venue: z.string(),
  inviterEmail: z.string(),
  /** Digits with the country code, no plus (spec §3). */
  inviterPhone: z.string(),
  /** The whole text read off the card, for the user to check. */
  rawText: z.string(),
  /** How sure the reader is of each field it filled (see `fieldConfidence`); optional for stored rows. */
  confidence: fieldConfidence(EXTRACTED_FIELDS),
});
export type ExtractedData = z.infer<typeof ExtractedData>;

/** The details a letter is written from: extracted data, corrected by the user where needed. */
export const LetterInput = z.object({
  language: Language,
  senderName: z.string(),
  organizationName: z.string(),
  details: ExtractedData,
});
export type LetterInput = z.infer<typeof LetterInput>;

export const Letters = z.object({ normal: z.string(), finetuned: z.string() });
export type Letters = z.infer<typeof Letters>;

/** One send of a letter (email, WhatsApp, review), as shown in the details page's history. */
export const Delivery = z.object({
  id: z.number(),
  channel: z.enum(['email', 'whatsapp', 'review']),
  recipient: z.string(),
  status: z.enum(['sent', 'written', 'link', 'failed']),
  detail: z.string().nullable(),
  createdAt: z.string(),
});
export type Delivery = z.infer<typeof Delivery>;

/** GET /api/invitations/{id} and each item of GET /api/invitations. */
export const Invitation = z.object({
  id: z.number(),
  fileName: z.string(),
  status: InvitationStatus,
  language: Language,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** JSON text of ExtractedData (spec §3); parse with parseExtractedData. */
  extractedData: z.string().nullable(),
  generatedLetter: z.string().nullable(),
  generatedLetterFinetuned: z.string().nullable(),
  /** The user's saved edits of each tab, or null when unedited. */
  editedLetter: z.string().nullable(),
  editedLetterFinetuned: z.string().nullable(),
  inviterEmail: z.string().nullable(),
  /** Digits with the country code, no plus. */
  inviterPhone: z.string().nullable(),
  errorMessage: z.string().nullable(),
  /** GET /api/invitations/{id}/image */
  imageUrl: z.string(),
  deliveries: z.array(Delivery),
  /** Written by another user of the organization and sent to this admin for review. */
  forReview: z.boolean().default(false),
});
export type Invitation = z.infer<typeof Invitation>;

/** Multipart fields of POST /api/invitations (the file is `image`). */
export const UploadFields = z.object({ language: Language.default('English') });

export const UploadAnswer = z.object({ id: z.number(), status: InvitationStatus });
export type UploadAnswer = z.infer<typeof UploadAnswer>;

export const UpdateEmailBody = z.object({
  inviterEmail: z.union([z.literal(''), z.string().trim().max(254).pipe(z.email('Please enter a valid email address'))]),
});
export type UpdateEmailBody = z.infer<typeof UpdateEmailBody>;

export const UpdatePhoneBody = z.object({
  /** '' clears it; otherwise digits with the country code (a leading plus and separators are tolerated). */
  inviterPhone: z.union([z.literal(''), z.string().trim().regex(/^\+?[\d\s\-()]{10,20}$/, 'Invalid phone number format')]),
});
export type UpdatePhoneBody = z.infer<typeof UpdatePhoneBody>;

const LETTER_TOO_LONG = `The letter is too long: at most ${MAX_LETTER_LENGTH.toLocaleString('en')} characters. Please shorten it.`;
const letterText = () => z.string().trim().min(1, 'The letter is empty').max(MAX_LETTER_LENGTH, LETTER_TOO_LONG);
export const FinalLetterBody = z.object({ finalLetter: letterText() });
export type FinalLetterBody = z.infer<typeof FinalLetterBody>;

export const PdfBody = z.object({ letterContent: letterText() });
export type PdfBody = z.infer<typeof PdfBody>;

/** PUT /api/invitations/{id}/letters: the edits of one tab; null forgets the edit. */
export const SaveEditBody = z.object({
  tab: z.enum(['normal', 'finetuned']),
  text: z.string().max(MAX_LETTER_LENGTH, LETTER_TOO_LONG).nullable(),
});
export type SaveEditBody = z.infer<typeof SaveEditBody>;

/** POST /api/invitations/{id}/regenerate: corrected event details; both letters are written again. */
export const RegenerateBody = z.object({
  hosts: z.array(z.string().trim().max(200)).max(10),
  eventName: z.string().trim().max(300),
  date: z.string().trim().max(100),
  time: z.string().trim().max(100).default(''),
  venue: z.string().trim().max(500),
});
export type RegenerateBody = z.infer<typeof RegenerateBody>;

/**
 * Answer of the email sends (send, send-to-inviter, send-letter-for-review): 'sent' when a mail
 * server took the message, 'written' when mail is not set up and it was only kept in the
 * server's mail outbox (the embedded default). The screens must not say "sent" for 'written'.
 */
export const SendAnswer = z.object({ message: z.string(), status: z.enum(['sent', 'written']) });
export type SendAnswer = z.infer<typeof SendAnswer>;

/** Answer of POST /api/invitations/{id}/send-letter: sent through the Cloud API, or a link to open. */
export const WhatsAppAnswer = z.object({ sent: z.boolean(), openUrl: z.string().optional() });
export type WhatsAppAnswer = z.infer<typeof WhatsAppAnswer>;
