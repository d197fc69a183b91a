/** Spec §9 constants, shared by the server and the PWA so both enforce the same numbers. */

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Decoded pixel bound: a 10 MB file may still decode to gigabytes (a "pixel bomb"). */
export const MAX_IMAGE_PIXELS = 60_000_000;
/** Longest side of the stored, normalised photo. */
export const STORED_IMAGE_MAX_SIDE = 2400;
/** The largest JSON, form or text body the API reads (larger: 413); photos go as multipart under UPLOAD_LIMIT. */
export const MAX_JSON_BYTES = 1024 * 1024;
/**
 * A contacts import (.vcf): a phone's whole address book with small photos fits; a file built to
 * tie up the server (100,000 cards in 7.4 MB once held it for 4.9 s) is refused before parsing.
 */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_CONTACTS = 1000;
/** An event a contact was met at, as a list filter shows it: a name and a month, not a description. */
export const MAX_EVENT_TAG_LENGTH = 100;
/**
 * Invitation photos one user may upload in an hour: an assistant syncing 50 photos captured at
 * an event goes through; a script feeding the pipeline is stopped (the worker is shared).
 */
export const UPLOAD_LIMIT = { uploads: 100, windowMs: 60 * 60 * 1000 } as const;
/**
 * Longest letter, in characters, that is saved, sent or made into a PDF: about four printed
 * pages, twice the longest letter anyone has written. Each send lays out a PDF on the server,
 * so the cap also bounds the work one request can cost.
 */
export const MAX_LETTER_LENGTH = 10_000;

export const LANGUAGES = ['English', 'Hindi', 'Kannada', 'Tamil', 'Telugu', 'Malayalam', 'Sanskrit'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'English';

export const REDIRECT_AFTER_LOGIN_MS = 1000;
export const INVITER_AUTOSAVE_MS = 2000;
export const LETTER_AUTOSAVE_MS = 1000;
export const DETAILS_REFETCH_MS = 10_000;
export const PROCESSING_POLL_MS = 1000;
export const REDIRECT_TO_HISTORY_MS = 15_000;
export const PLACE_SEARCH_DEBOUNCE_MS = 500;
export const GEOLOCATION_TIMEOUT_MS = 5000;
export const TOAST_DURATION_MS = 2000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export const MAP_DEFAULT_CENTER = { lat: 20.5937, lng: 78.9629 } as const;
export const MAP_DEFAULT_ZOOM = 10;
export const MAP_USER_ZOOM = 12;

export const REGISTRATION_COUNTRY_CODES = [
  { code: '+91', country: 'India' },
  { code: '+1', country: 'US' },
  { code: '+44', country: 'UK' },
  { code: '+971', country: 'UAE' },
  { code: '+65', country: 'Singapore' },
  { code: '+60', country: 'Malaysia' },
] as const;
export const INVITER_COUNTRY_CODES = ['+91', '+1'] as const;

export const MIN_NAME_LENGTH = 2;
export const MIN_PASSWORD_LENGTH = 6;
export const MIN_PHONE_LENGTH = 10;

/** Sessions last 30 days; a new token at every login. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Sign-in throttling (OWASP ASVS 2.2.1): failures slow the guesser, never lock the owner out.
 * - pair: one account from one address (or from one browser it was signed in on before): a few
 *   free tries, then a wait that doubles with every further failure.
 * - address: one address over all accounts (an office may share one).
 * - account: one account from browsers it was never signed in on, at most 100 an hour as ASVS
 *   asks; the owner's own browsers are not held back by it.
 */
export const LOGIN_THROTTLE = {
  pair: { freeFailures: 5, firstDelayMs: 30_000, maxDelayMs: 15 * 60 * 1000, windowMs: 60 * 60 * 1000 },
  address: { failures: 30, windowMs: 60 * 60 * 1000 },
  account: { failures: 100, windowMs: 60 * 60 * 1000 },
} as const;
/** How long a browser stays known to an account after signing in on it. */
export const TRUSTED_DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;
