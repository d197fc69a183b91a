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
import type { ExtractedData, ExtractedField } from '@shared/schemas/invitations';
import { canonicalText } from '../text/script-text';
import { bestDate, findDates, formatDate, replyDeadline } from '../text/dates';
import { bestTime, formatTime } from '../text/times';
import { bestPhoneIn, findEmail } from '../text/contact-details';
import { lowerForShakyLines, type ReadLine } from '../text/read-lines';
import { findEvent, mainEventMark, weddingRiteMark, withSplitKeywordsJoined } from './invitation-event';
import { findHonoree } from './invitation-honoree';
import { findNamedHosts } from './invitation-hosts';
import { findPlacedVenue, withHomeName, withOpenedBusiness } from './invitation-venue';
import { EMAIL_CONFIDENCE, dateConfidence, eventConfidence, hostsConfidence, phoneConfidence, timeConfidence, venueConfidence } from './invitation-confidence';
import { hasBusinessWord } from '../text/business-names';
import { gridColumnMark } from './event-grid';

/**
 * Extracts hosts, event, date, time, venue, contact details and whom the event honours from the
 * text of a card in `language`. Fields not found are '' (hosts: []), the event type 'other', and
 * `honoree` is left out when no one (nor a birthday's age) is named, `replyBy` when no reply date
 * is asked for; `rawText` is `text`.
 * Each filled field says how sure the rule that found it is (`confidence`); with the OCR's
 * `lines`, a field read off a line the OCR doubted is marked for checking too.
 */
export function extractInvitationFields(text: string, language: Language, readLines: readonly ReadLine[] = []): ExtractedData {
  const canonical = withSplitKeywordsJoined(canonicalText(text));
  const lines = canonical.split('\n');
  const event = findEvent(lines, language);
  const { eventType, eventName } = event;
  const honoree = findHonoree(lines, eventType);
  const hosts = findNamedHosts(lines, eventType);
  const [mainEvent, rite] = [mainEventMark(event), weddingRiteMark(event)];
  // A programme set out as a grid: the main event's column.
  const grid = gridColumnMark(canonical, event);
  const date = bestDate(canonical, (label) => mainEvent(label) + rite(label), (index) => grid(index, 'date'));
  const replyBy = replyDeadline(canonical);
  // A rite's time is the event's where the programme dates it; 'Pheras at 11 p.m.' under the day's own time is a later hour of it.
  const time = bestTime(canonical, (label) => mainEvent(label) + (findDates(label).length > 0 ? rite(label) : 0), date?.date, (index) => grid(index, 'time'));
  const placed = findPlacedVenue(lines);
  const venue = eventType === 'housewarming' ? withHomeName(placed, lines) : eventType === 'inauguration' ? withOpenedBusiness(placed, lines) : placed;
  const email = findEmail(canonical);
  const phone = bestPhoneIn(canonical);

  const confidence: Partial<Record<ExtractedField, number>> = { eventType: eventConfidence(event).eventType };
  if (eventName) confidence.eventName = eventConfidence(event).eventName;
  if (hosts.route) confidence.hosts = hostsConfidence(hosts.route, hosts.hosts);
  if (date) confidence.date = dateConfidence(date);
  if (time) confidence.time = timeConfidence(time);
  if (venue) confidence.venue = venueConfidence(venue.route);
  if (email) confidence.inviterEmail = EMAIL_CONFIDENCE;
  if (phone) confidence.inviterPhone = phoneConfidence(phone);

  // A new home's name set alone ('శ్రీ రమా నిలయం') is where, not who (a temple is both); the
  // event's own heading ('SRI SITA RAMA KALYANAM') is what, unless a body's name was taken for it.
  const placeName = eventType === 'housewarming' ? venue?.venue.split(',')[0]!.trim() : undefined;
  const isEventHeading = (host: string) => host.trim().toLowerCase() === eventName.trim().toLowerCase() && !hasBusinessWord(host);
  const hostsNotPlace = hosts.hosts.filter((host, i) => i === 0 || (host.trim() !== placeName && !isEventHeading(host)));
  const fields = {
    hosts: hostsNotPlace,
    eventName,
    eventType,
    date: date ? formatDate(date.date) : '',
    time: time ? formatTime(time) : '',
    venue: venue?.venue ?? '',
    inviterEmail: email,
    inviterPhone: phone?.digits ?? '',
  };
  // The event's kind is the rules' judgement, not a line's text: the OCR's doubt is not its.
  const values = { ...fields, hosts: fields.hosts[0] ?? '', eventType: '' };
  return {
    ...fields,
    rawText: text,
    confidence: lowerForShakyLines(values, confidence, readLines, ['inviterPhone']),
    ...(honoree ? { honoree } : {}),
    ...(replyBy ? { replyBy: formatDate(replyBy) } : {}),
  };
}
