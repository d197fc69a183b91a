import type { ExtractedData, LetterInput, Letters } from '@shared/schemas/invitations';
import type { ExtractedIdCard } from '@shared/schemas/contacts';
import type { PlaceSuggestion } from '@shared/schemas/places';
import type { Language } from '@shared/limits';

/** A normalised image on disk, ready for a model or OCR. */
export interface ImageFile {
  path: string;
  mime: string;
}

/** Thrown by an adapter when the input cannot be read; its message is shown to the user as is. */
export class UnreadableInputError extends Error {
  readonly userMessage = true;
}

/** Thrown by a configured outside service that failed; the API answers 502 with this message. */
export class UpstreamError extends Error {
  constructor(message: string, readonly service: string) {
    super(message);
  }
}

/** How a caller reads a photo. */
export interface ReadOptions {
  /** Aborted when the caller no longer wants the answer: the reading stops and frees its core. */
  signal?: AbortSignal;
}

export interface Ai {
  extractInvitation(image: ImageFile, language: Language, options?: ReadOptions): Promise<ExtractedData>;
  /** Reads an ID or business card; `language` is the card's other script besides English. */
  extractIdCard(image: ImageFile, language: Language, options?: ReadOptions): Promise<ExtractedIdCard>;
  writeLetters(input: LetterInput): Promise<Letters>;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** Display name shown for the configured From address (the organisation), e.g. "Seva Trust <letters@…>". */
  fromName?: string;
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

/** How a message left: handed to a server ('sent'), or written to the local outbox folder ('written'). */
export interface DeliveryReceipt {
  status: 'sent' | 'written';
  /** Message id, or the .eml file's path. */
  detail: string;
  /** Bytes the message left on this server (the .eml file), for the storage quota. */
  storedBytes?: number;
  /** Path of the file it left (the .eml), removed with the invitation. */
  storedFile?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<DeliveryReceipt>;
  /** True when every message is also kept on this server (the embedded .eml outbox): it counts in the quota. */
  readonly keepsCopies?: boolean;
}

/** WhatsApp: sent through the Cloud API, or a click-to-chat link for the user's own device to open. */
export type MessengerResult = { status: 'sent'; detail: string } | { status: 'link'; openUrl: string };

export interface Messenger {
  /** `to`: digits with the country code, no plus. */
  sendText(to: string, text: string): Promise<MessengerResult>;
}

/** Where a place is; name and full line when the geocoder knows them. */
export interface PlaceLocation {
  lat: number;
  lng: number;
  name?: string;
  formattedAddress?: string;
}

/** Place search and reverse geocoding: Nominatim when configured, the bundled gazetteer otherwise. */
export interface Geocoder {
  /** Attribution its data licence asks for (shown with the map). */
  readonly attribution: string;
  /** Suggestions for typed text, best first; [] for blank text. */
  search(query: string, limit?: number): Promise<PlaceSuggestion[]>;
  /** Coordinates of a place_id from search(); null for an id it does not know. */
  details(placeId: string): Promise<PlaceLocation | null>;
  /** A name for a point ('Mysuru, Karnataka, India'); null when nothing is near. */
  reverse(lat: number, lng: number): Promise<string | null>;
}

/** Every outside service the app uses, chosen once at start-up by buildPorts. */
export interface Ports {
  ai: Ai;
  mailer: Mailer;
  messenger: Messenger;
  geocoder: Geocoder;
  /** Releases workers and connections (tests, shutdown). */
  close(): Promise<void>;
}
