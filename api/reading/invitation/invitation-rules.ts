/**
 * Reads the fields of an invitation out of its OCR text, without any model: the embedded
 * counterpart of asking an LLM. Each field has its own module; this one puts them together.
 *
 * The text is first brought to one canonical form (NFC, ASCII digits, no zero-width joiners),
 * so every rule can match the seven languages the same way. The rules search every language's
 * words on every card because cards mix scripts; `language` only decides which of two equally
 * good headings names the event.
 */
import type { Language } from '@shared/limits';
import type { ExtractedData } from '@shared/schemas/invitations';
import { canonicalText } from '../text/script-text';
import { findDate } from '../text/dates';
import { findTime } from '../text/times';
import { findEmail, findPhone } from '../text/contact-details';
import { findEvent } from './invitation-event';
import { findHonoree } from './invitation-honoree';
import { findHosts } from './invitation-hosts';
import { findVenue } from './invitation-venue';

/**
 * Extracts hosts, event, date, time, venue, contact details and whom the event honours from the
 * text of a card in `language`. Fields not found are '' (hosts: []), the event type 'other', and
 * `honoree` is left out when no one (nor a birthday's age) is named; `rawText` is `text`.
 */
export function extractInvitationFields(text: string, language: Language): ExtractedData {
  const canonical = canonicalText(text);
  const lines = canonical.split('\n');
  const { eventType, eventName } = findEvent(lines, language);
  const honoree = findHonoree(lines, eventType);
  return {
    hosts: findHosts(lines, eventType),
    eventName,
    eventType,
    date: findDate(canonical),
    time: findTime(canonical),
    venue: findVenue(lines),
    inviterEmail: findEmail(canonical),
    inviterPhone: findPhone(canonical),
    rawText: text,
    ...(honoree ? { honoree } : {}),
  };
}
