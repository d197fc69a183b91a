import { z } from 'zod';
import { Language } from './common';

export const InvitationStatus = z.enum(['uploaded', 'extracting', 'extracted', 'generating', 'completed', 'error']);
export type InvitationStatus = z.infer<typeof InvitationStatus>;

export const EVENT_TYPES = ['wedding', 'housewarming', 'inauguration', 'religious', 'birthday', 'other'] as const;
export const EventType = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof EventType>;

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
