/**
 * The configured AI provider: any OpenAI-compatible chat-completions server (OpenAI itself, or
 * a self-hosted / third-party server that speaks the same wire format) reads invitation and
 * ID-card photos and writes the response letters.
 *
 * Why it looks the way it does:
 * - Answers are asked for with `response_format: {type: 'json_object'}` and checked here with
 *   zod, rather than with `json_schema` structured outputs: many compatible servers reject
 *   `json_schema`, while JSON mode (or, where even that is ignored, a fenced JSON block we can
 *   dig out) works everywhere.
 * - Models make small slips (a number where a string is expected, a missing field, the wrong
 *   script), so the schemas coerce what is harmless and reject what is not. A rejected answer
 *   is sent back once with what was wrong; a second bad answer is an error a person can act on.
 * - No `temperature` or token limit is sent: reasoning models reject a custom temperature, and
 *   older compatible servers do not know `max_completion_tokens`. A cut-off answer (finish
 *   reason `length`) is treated as a bad answer and asked again, shorter.
 * - Transport failures (refused connection, 401, 429, 5xx, timeout) become `UpstreamError`
 *   with a message naming the setting to check. The key never appears in a message or a log.
 */
import { readFile } from 'node:fs/promises';
import OpenAI from 'openai';
import { z } from 'zod';
import type { Language } from '@shared/limits';
import { normalisePhone } from '@shared/helpers/phone';
import { EventType, type ExtractedData } from '@shared/schemas/invitations';
import type { ExtractedIdCard } from '@shared/schemas/contacts';
import { UnreadableInputError, UpstreamError, type Ai, type ImageFile } from '../ports';
import { AI_SERVICE, createChatJson, oneLine } from './openai-chat';
import { lettersPrompt, lettersRequest, lettersSchema } from './openai-letters';


const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
const DEFAULT_TIMEOUT_MS = 60_000;

export interface OpenAiProviderOptions {
  apiKey: string;
  /** An OpenAI-compatible server's base URL, ending in `/v1` as a rule; default OpenAI's. */
  baseURL?: string;
  /** Must read images (for photos) and answer in JSON mode. */
  model: string;
  /** Per request; default 60 s. */
  timeoutMs?: number;
  /** Transport retries by the client (connection errors, 408/409/429/5xx); default 1. */
  maxRetries?: number;
}

/** The `Ai` port, plus the ID-card reader the contacts feature uses. */
export interface OpenAiProvider extends Ai {
  extractIdCard(image: ImageFile): Promise<ExtractedIdCard>;
}

/** Creates the configured AI provider. Nothing is sent until a method is called. */
export function createOpenAiProvider(options: OpenAiProviderOptions): OpenAiProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const client = new OpenAI({
    apiKey: options.apiKey,
    // Everything explicit, so the client never picks up OPENAI_* variables behind config's back.
    baseURL: options.baseURL || DEFAULT_BASE_URL,
    organization: null,
    project: null,
    timeout: timeoutMs,
    maxRetries: options.maxRetries ?? 1,
    logLevel: 'warn',
  });
  const chatJson = createChatJson({ client, model: options.model, apiKey: options.apiKey, timeoutMs });

  return {
    async extractInvitation(image, language) {
      const answer = await chatJson(
        [
          { role: 'system', content: invitationPrompt(language) },
          {
            role: 'user',
            content: [
              { type: 'text', text: `Read this invitation card (mainly in ${language}) and answer with the JSON object.` },
              { type: 'image_url', image_url: { url: await imageDataUrl(image), detail: 'high' } },
            ],
          },
        ],
        ModelInvitation,
        () => new UnreadableInputError(PHOTO_NOT_READ),
      );
      if (answer.unreadable !== null) {
        throw new UnreadableInputError(
          `The photo could not be read as an invitation${answer.unreadable ? ` (${answer.unreadable})` : ''}. ${RETAKE_HINT}`,
        );
      }
      return answer.data;
    },

    async writeLetters(input) {
      return chatJson(
        [
          { role: 'system', content: lettersPrompt(input) },
          { role: 'user', content: lettersRequest(input) },
        ],
        lettersSchema(input.language),
        (problem) =>
          new UpstreamError(
            `The AI service did not write usable letters (${problem}). Try again; if it keeps failing, check OPENAI_MODEL.`,
            AI_SERVICE,
          ),
      );
    },

    async extractIdCard(image) {
      const answer = await chatJson(
        [
          { role: 'system', content: ID_CARD_PROMPT },
          {
            role: 'user',
            content: [
              { type: 'text', text: 'Read this card and answer with the JSON object.' },
              { type: 'image_url', image_url: { url: await imageDataUrl(image), detail: 'high' } },
            ],
          },
        ],
        ModelIdCard,
        () => new UnreadableInputError(`The card could not be read. ${RETAKE_HINT}`),
      );
      if (answer.unreadable !== null) {
        throw new UnreadableInputError(
          `The photo could not be read as an ID or business card${answer.unreadable ? ` (${answer.unreadable})` : ''}. ${RETAKE_HINT}`,
        );
      }
      return answer.data;
    },
  };
}

const RETAKE_HINT = 'Try a sharper, well-lit photo of the whole card.';
const PHOTO_NOT_READ = `The photo could not be read. ${RETAKE_HINT}`;


/* ------------------------------------------------------------------ lenient fields */

/** A text field: missing or null → '', numbers → text, a list of texts joined; trimmed. */
const text = (joiner = ', ') =>
  z.preprocess((v) => {
    if (v === undefined || v === null) return '';
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    if (Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number')) {
      return v.map(String).map((x) => x.trim()).filter(Boolean).join(joiner);
    }
    return v;
  }, z.string('must be a string').transform((s) => s.trim()));

/** A list of names: missing → [], one text → [text], blanks dropped. */
const names = z.preprocess(
  (v) => (v === undefined || v === null ? [] : typeof v === 'string' ? [v] : v),
  z.array(text(), 'must be a list of strings').transform((list) => list.filter(Boolean)),
);

// Checked in order: an engagement or thread ceremony is more specific than the wedding or puja it mentions.
const EVENT_TYPE_WORDS: ReadonlyArray<[RegExp, EventType]> = [
  [/engage|betroth|sagai|nischitart|ring ceremony|roka/, 'engagement'],
  [/thread|upanayan|janeu|munj|vratabandh|poonal/, 'thread-ceremony'],
  [/naming|namakaran|namkaran|barsa|cradle/, 'naming'],
  [/wedding|marriage|vivah|kalyan|reception|muhurt|nikah|married/, 'wedding'],
  [/house|griha|gruha|pravesh|vastu/, 'housewarming'],
  [/inaugur|opening|udghat|launch/, 'inauguration'],
  [/relig|pooja|puja|homa|havan|yajna|festival|temple|satyanarayan|katha|kirtan|utsav/, 'religious'],
  [/birth|janm/, 'birthday'],
];

/** One of EVENT_TYPES; a near word is mapped, anything else is 'other'. */
const eventType = z.preprocess((v) => {
  if (typeof v !== 'string') return 'other';
  const word = v.trim().toLowerCase();
  if ((EventType.options as readonly string[]).includes(word)) return word;
  return EVENT_TYPE_WORDS.find(([pattern]) => pattern.test(word))?.[1] ?? 'other';
}, EventType);

/** `unreadable: true` (the photo is not what was asked for) and its reason. */
const unreadableFields = {
  unreadable: z.unknown().optional().transform((v) => v === true || v === 'true'),
  reason: z.unknown().optional().transform((v) => (typeof v === 'string' ? oneLine(v, 160) : '')),
};

/** The first of several numbers a model may give ('98450 12345, 98450 54321'), in the stored form (shared phone rule). */
export function firstPhoneNumber(raw: string): string {
  return normalisePhone(raw.split(/[,;/]|\bor\b/i).find((part) => /\d/.test(part)) ?? '');
}

/** The first email address in a text, or ''. */
export function normaliseEmail(raw: string): string {
  return /[^\s@<>(),;:"']+@[^\s@<>(),;:"']+\.[a-z]{2,}/i.exec(raw)?.[0] ?? '';
}

/* ------------------------------------------------------------------ invitations */


function invitationPrompt(language: Language): string {
  return `You read photos of printed Indian event invitation cards: weddings, housewarmings (griha pravesha), inaugurations and shop openings, engagements, naming ceremonies, thread ceremonies (upanayana), religious ceremonies (pooja, homa, katha, temple festivals), birthdays and others. Cards are printed in English, Hindi, Kannada, Tamil, Telugu, Malayalam or Sanskrit, often with several scripts on one card. The user says this card is mainly in ${language}.

Answer with one JSON object and nothing else, with exactly these fields:
- "hosts": array of strings: the people or families who invite (on a wedding card usually the parents or the family requesting your presence, not the bride and groom unless they invite themselves), most prominent first; the first is the one a reply is addressed to. Keep titles (Sri, Smt., Dr.) and write each name as printed.
- "eventName": the event as printed, e.g. "Wedding of Priya and Arjun", "Griha Pravesha", "Grand Opening of Sri Lakshmi Jewellers".
- "eventType": exactly one of "wedding" (also a reception or nikah), "engagement", "housewarming", "naming", "thread-ceremony", "inauguration", "religious", "birthday", "other" (a baby shower, arangetram, anniversary, half-saree ceremony or anything else).
- "date": the date of the main event in a readable form such as "Sunday, 12 March 2025"; if only a traditional calendar date is printed, give it as printed.
- "time": the time of the main event, such as "10:30 AM" or "10:30 AM to 12:00 PM" (the muhurtham for a wedding).
- "venue": the place's name and address on one line, comma-separated.
- "inviterEmail": an email address printed on the card.
- "inviterPhone": the inviters' phone number as digits with the country code and no plus or spaces (an Indian 10-digit mobile number such as 98450 12345 becomes "919845012345"); the first if there are several.
- "honoree": who the event celebrates, where the card prints it: {"names": [the bride and groom, the child being named, the birthday child, the boy of an upanayana, as printed], "age": the age or years celebrated as printed (e.g. "1", "60"), "chiefGuest": an inauguration's or function's chief guest as printed}; "" or [] for what is not printed.
- "replyBy": the date by which the card asks for a reply ("RSVP by 1st March", "kindly confirm before 1 March 2027"), in the same readable form as "date"; "" when the card asks for none. Never the event's own date.
- "rawText": all the text you can read on the card, in reading order, one printed line per line (separated by \\n), in its original script.
- "unreadable": false, unless the photo is not an invitation or no text on it can be read; then true, with "reason": a short explanation in English.

Use "" (or [] for hosts) for anything the card does not show. Never guess or invent a detail.`;
}

/** The model's answer to the invitation prompt, made lenient where slips are harmless. */
const ModelInvitation = z
  .object({
    hosts: names,
    eventName: text(),
    eventType,
    date: text(),
    time: text(),
    venue: text(),
    inviterEmail: text(),
    inviterPhone: text(),
    rawText: text('\n'),
    replyBy: text(),
    honoree: z
      .preprocess((v) => (v && typeof v === 'object' && !Array.isArray(v) ? v : {}), z.object({ names, age: text(), chiefGuest: text() }))
      .optional(),
    ...unreadableFields,
  })
  .superRefine((v, ctx) => {
    const readSomething = v.hosts.length > 0 || v.eventName || v.date || v.venue || v.rawText;
    if (!v.unreadable && !readSomething) {
      ctx.addIssue({ code: 'custom', message: 'every field is empty: read the text printed on the card' });
    }
  })
  .transform((v): { unreadable: string | null; data: ExtractedData } => ({
    unreadable: v.unreadable ? v.reason : null,
    data: {
      hosts: v.hosts,
      eventName: v.eventName,
      eventType: v.eventType,
      date: v.date,
      time: v.time,
      venue: v.venue,
      inviterEmail: normaliseEmail(v.inviterEmail),
      inviterPhone: firstPhoneNumber(v.inviterPhone),
      rawText: v.rawText,
      // Kept only when the card printed someone: the letters then name and bless them.
      ...(v.honoree && (v.honoree.names.length || v.honoree.age || v.honoree.chiefGuest) ? { honoree: v.honoree } : {}),
      ...(v.replyBy ? { replyBy: v.replyBy } : {}),
    },
  }));

/* ------------------------------------------------------------------ ID cards */

const ID_CARD_PROMPT = `You read photos of ID cards, employee badges and business cards, printed in English or an Indian language.

Answer with one JSON object and nothing else, with exactly these fields (strings):
- "name": the person's name, as printed.
- "email": the person's email address.
- "phone": the person's phone number as digits with the country code and no plus or spaces (an Indian 10-digit mobile number such as 98450 12345 becomes "919845012345"); prefer a mobile number; the first if there are several.
- "company": the organization, company or institution.
- "position": the job title or designation.
- "profession": the field of work (e.g. "Doctor", "Advocate", "Software Engineer") when the card states or clearly implies it.
- "address": the postal address on one line, comma-separated.
- "website": the website address.
- "notes": anything else worth keeping (other phone numbers, department, ID or employee number, blood group), short.
- "unreadable": false, unless the photo is not an ID or business card or no text on it can be read; then true, with "reason": a short explanation in English.

Use "" for anything the card does not show. Never guess or invent a detail.`;

const ModelIdCard = z
  .object({
    name: text(),
    email: text(),
    phone: text(),
    company: text(),
    position: text(),
    profession: text(),
    address: text(),
    website: text(),
    notes: text('\n'),
    ...unreadableFields,
  })
  .superRefine((v, ctx) => {
    const readSomething = v.name || v.email || v.phone || v.company || v.address;
    if (!v.unreadable && !readSomething) {
      ctx.addIssue({ code: 'custom', message: 'every field is empty: read the text printed on the card' });
    }
  })
  .transform((v): { unreadable: string | null; data: ExtractedIdCard } => ({
    unreadable: v.unreadable ? v.reason : null,
    data: {
      name: v.name,
      email: normaliseEmail(v.email),
      phone: firstPhoneNumber(v.phone),
      company: v.company,
      position: v.position,
      profession: v.profession,
      address: v.address,
      website: v.website,
      notes: v.notes,
    },
  }));

/* ------------------------------------------------------------------ images */

/** The image as a data URL, the form every OpenAI-compatible vision model accepts. */
async function imageDataUrl(image: ImageFile): Promise<string> {
  const bytes = await readFile(image.path);
  return `data:${image.mime};base64,${bytes.toString('base64')}`;
}
