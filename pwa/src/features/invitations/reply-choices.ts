/**
 * The reply choices of the details page (issue 11): the answer (attending, regret, a
 * representative), guests, the occasion and its honoree, the relationship to the host and the
 * signer's gender. They live in the invitation's extractedData beside the corrected details, so
 * this module reads them back for the form, turns the form into the regenerate body's optional
 * parts, and words them for the summary. No React here.
 */
import {
  ExtractedData,
  type EventType,
  type Honoree,
  type RegenerateBody,
  type Relationship,
  type ReplyOptions,
  type RsvpChoice,
  type SenderGender,
} from '@shared/schemas/invitations';

/** Plain-English names of the event types, in the order of the select. */
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  wedding: 'Wedding',
  engagement: 'Engagement',
  housewarming: 'Housewarming',
  naming: 'Naming ceremony',
  'thread-ceremony': 'Thread ceremony (upanayanam)',
  inauguration: 'Inauguration',
  religious: 'Religious function (puja)',
  birthday: 'Birthday',
  other: 'Other',
};

export const RSVP_LABELS: Record<RsvpChoice, string> = {
  attending: 'Attending',
  regret: 'Regret',
  representative: 'Sending a representative',
};

export const RELATIONSHIP_LABELS: Record<Relationship, string> = {
  'family-friend': 'Family friend',
  colleague: 'Colleague',
  official: 'Official',
};

export const SENDER_GENDER_LABELS: Record<SenderGender, string> = {
  neutral: 'Neutral',
  male: 'Male',
  female: 'Female',
};

/** What the form edits: text inputs hold strings; '' means "not said". */
export interface ChoicesForm {
  eventType: EventType;
  /** Honoree names, one per line. */
  honoreeNames: string;
  age: string;
  chiefGuest: string;
  rsvp: RsvpChoice;
  representative: string;
  guests: string;
  relationship: Relationship | '';
  senderGender: SenderGender;
}

/** The stored choices, each falling back to what the letters assume when nothing was chosen. */
export interface StoredChoices {
  eventType: EventType;
  honoree: Honoree;
  reply: ReplyOptions;
}

const DEFAULTS: StoredChoices = {
  eventType: 'other',
  honoree: { names: [], age: '', chiefGuest: '' },
  reply: { rsvp: 'attending', representative: '', senderGender: 'neutral' },
};

/**
 * Reads the choices kept in extractedData. Each part is checked with its own piece of the
 * ExtractedData schema rather than the whole: rows written before the choices existed (or
 * wrapped model text) lack other required fields, and one odd field must not hide the rest.
 */
export function storedChoices(extractedData: string | null | undefined): StoredChoices {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(extractedData ?? 'null');
    if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: every choice keeps its default.
  }
  const { eventType, honoree, reply } = ExtractedData.shape;
  const type = eventType.safeParse(data.eventType);
  const who = honoree.safeParse(data.honoree);
  const answer = reply.safeParse(data.reply);
  return {
    eventType: type.success ? type.data : DEFAULTS.eventType,
    honoree: (who.success && who.data) || DEFAULTS.honoree,
    reply: (answer.success && answer.data) || DEFAULTS.reply,
  };
}

/** The form pre-filled from what was chosen (or read off the card) before. */
export function choicesForm({ eventType, honoree, reply }: StoredChoices): ChoicesForm {
  return {
    eventType,
    honoreeNames: honoree.names.join('\n'),
    age: honoree.age,
    chiefGuest: honoree.chiefGuest,
    rsvp: reply.rsvp,
    representative: reply.representative,
    guests: reply.guests ? String(reply.guests) : '',
    relationship: reply.relationship ?? '',
    senderGender: reply.senderGender,
  };
}

/**
 * The optional parts of the regenerate body. Always sent in full, so clearing a field clears it;
 * a representative's name only with that answer, and a guest count only when attending.
 */
export function choicesBody(form: ChoicesForm): Pick<RegenerateBody, 'eventType' | 'honoree' | 'reply'> {
  const guests = Number(form.guests);
  return {
    eventType: form.eventType,
    honoree: {
      names: form.honoreeNames.split('\n').map((n) => n.trim()).filter(Boolean).slice(0, 4),
      age: form.age.trim(),
      chiefGuest: form.chiefGuest.trim(),
    },
    reply: {
      rsvp: form.rsvp,
      representative: form.rsvp === 'representative' ? form.representative.trim() : '',
      guests: form.rsvp === 'attending' && Number.isInteger(guests) && guests >= 1 && guests <= 50 ? guests : undefined,
      relationship: form.relationship || undefined,
      senderGender: form.senderGender,
    },
  };
}

/** One line for the details list: 'Attending, 3 guests', 'Sending a representative: Anil Rao'. */
export function answerSummary({ rsvp, representative, guests }: ReplyOptions): string {
  if (rsvp === 'attending' && guests) return `Attending, ${guests} ${guests === 1 ? 'guest' : 'guests'}`;
  if (rsvp === 'representative' && representative) return `${RSVP_LABELS.representative}: ${representative}`;
  return RSVP_LABELS[rsvp];
}

/** 'Family friend · female closing'; '' when both are left as they are. */
export function toneSummary({ relationship, senderGender }: ReplyOptions): string {
  return [relationship ? RELATIONSHIP_LABELS[relationship] : '', senderGender === 'neutral' ? '' : `${senderGender} closing`]
    .filter(Boolean)
    .join(' · ');
}

/** 'Priya and Arjun, 1 · Chief guest: Sri K. Rao'; '' when no one is named. */
export function honoreeSummary({ names, age, chiefGuest }: Honoree): string {
  const who = [names.join(' and '), age].filter(Boolean).join(', ');
  return [who, chiefGuest ? `Chief guest: ${chiefGuest}` : ''].filter(Boolean).join(' · ');
}
