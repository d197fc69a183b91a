import { z } from 'zod';
import { Language, PhotoLanguage } from './common';
import { MAX_LETTER_LENGTH } from '../limits';
import { INVITER_PHONE_PATTERN } from '../helpers/phone-text';
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

/**
 * The person or people an event celebrates: the bride and groom, the child being named, the
 * birthday child, the boy of an upanayanam, or an inauguration's chief guest. As printed; any
 * part may be empty.
 */
export const Honoree = z.object({
  /** The couple (two names), the child, the person celebrated. */
  names: z.array(z.string().trim().max(200)).max(4).default([]),
  /** The child's age or the years celebrated, as printed ('1', 'first', '60'). */
  age: z.string().trim().max(40).default(''),
  /** The chief guest of an inauguration or a function, as printed ('Sri K. Rao, MLA'). */
  chiefGuest: z.string().trim().max(200).default(''),
});
export type Honoree = z.infer<typeof Honoree>;

/** attending: we come; regret: we cannot come; representative: someone comes on our behalf. */
export const RSVP_CHOICES = ['attending', 'regret', 'representative'] as const;
export const RsvpChoice = z.enum(RSVP_CHOICES);
export type RsvpChoice = z.infer<typeof RsvpChoice>;

/** How the sender knows the host; the personal letter is worded for it. */
export const RELATIONSHIPS = ['family-friend', 'colleague', 'official'] as const;
export const Relationship = z.enum(RELATIONSHIPS);
export type Relationship = z.infer<typeof Relationship>;

/** The signer's gender, for the closings of languages that mark it (भवदीय/भवदीया); neutral avoids it. */
export const SENDER_GENDERS = ['male', 'female', 'neutral'] as const;
export const SenderGender = z.enum(SENDER_GENDERS);
export type SenderGender = z.infer<typeof SenderGender>;

/**
 * The user's answer to the invitation, chosen on the details page. Every field has a default that
 * writes today's letter: attending, no guest count, no relationship, neutral closings.
 */
export const ReplyOptions = z.object({
  rsvp: RsvpChoice.default('attending'),
  /** Who comes on our behalf when rsvp is 'representative' ('' = "a representative"). */
  representative: z.string().trim().max(200).default(''),
  /** How many will attend (1–50); omitted when not said. */
  guests: z.number().int().min(1).max(50).optional(),
  relationship: Relationship.optional(),
  senderGender: SenderGender.default('neutral'),
});
export type ReplyOptions = z.infer<typeof ReplyOptions>;

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
  /** Who the event celebrates, where the card prints it (or the user filled it in). */
  honoree: Honoree.optional(),
  /** The day the host asks for a reply by ('RSVP by 1 March 2027'), as the date is written; absent when none is printed. */
  replyBy: z.string().optional(),
  /** The user's reply choices, kept with the corrected details so a rewrite keeps them. Not read off the card. */
  reply: ReplyOptions.optional(),
});
export type ExtractedData = z.infer<typeof ExtractedData>;

/** The details a letter is written from: extracted data, corrected by the user where needed. */
export const LetterInput = z.object({
  language: Language,
  senderName: z.string(),
  organizationName: z.string(),
  /** The signer's designation ('Secretary'), printed under the name. */
  senderDesignation: z.string().optional(),
  /**
   * The organization's own forms in the letter's language (see OrganizationInLanguage); where
   * one is blank the letter writes the Latin form in its script.
   */
  inLanguage: z.object({ organizationName: z.string(), senderName: z.string(), senderDesignation: z.string() }).partial().optional(),
  details: ExtractedData,
  /** The answer to give; defaults to `details.reply`, then to attending with neutral closings. */
  reply: ReplyOptions.optional(),
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
export const UploadFields = z.object({ language: PhotoLanguage });
export type UploadFields = z.infer<typeof UploadFields>;

export const UploadAnswer = z.object({ id: z.number(), status: InvitationStatus });
export type UploadAnswer = z.infer<typeof UploadAnswer>;

export const UpdateEmailBody = z.object({
  inviterEmail: z.union([z.literal(''), z.string().trim().max(254).pipe(z.email('Please enter a valid email address'))]),
});
export type UpdateEmailBody = z.infer<typeof UpdateEmailBody>;

export const UpdatePhoneBody = z.object({
  /** '' clears it; otherwise digits with the country code (a leading plus and separators are tolerated). */
  inviterPhone: z.union([z.literal(''), z.string().trim().regex(INVITER_PHONE_PATTERN, 'Invalid phone number format')]),
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
  /** A corrected kind of event (a wedding read as 'other'); kept when omitted. */
  eventType: EventType.optional(),
  /** Who the event celebrates; kept when omitted. */
  honoree: Honoree.optional(),
  /** The day a reply is asked for by ('' when none); kept when omitted. */
  replyBy: z.string().trim().max(100).optional(),
  /** The answer to write: attending, regret or a representative, guests, relationship, closing gender; kept when omitted. */
  reply: ReplyOptions.optional(),
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
