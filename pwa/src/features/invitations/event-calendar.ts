/**
 * The invitation's event as an iCalendar file (RFC 5545), built on the device so it works
 * offline: one VEVENT, all-day when no time was read, with a reminder the day before.
 */
import type { ExtractedView } from '@shared/helpers/extracted-data';
import { escapeContentText, foldContentLine } from '@shared/helpers/content-lines';
import { parseEventDate, parseEventTime, type CalendarDate } from '@shared/helpers/event-date';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dateValue = (d: CalendarDate) => `${pad(d.year, 4)}${pad(d.month)}${pad(d.day)}`;
const utcStamp = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

function nextDay(d: CalendarDate): CalendarDate {
  const next = new Date(Date.UTC(d.year, d.month - 1, d.day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

export interface CalendarEventSource {
  /** Stable across downloads, so a calendar updates the event rather than adding it twice. */
  uid: string;
  details: ExtractedView;
  now: Date;
}

/** The .ics text, or null when no date can be read from the details. */
export function buildEventIcs({ uid, details, now }: CalendarEventSource): string | null {
  const date = parseEventDate(details.date);
  if (!date) return null;
  const time = parseEventTime(details.time);
  // A timed event is floating local time (no TZID): the card's wall-clock time, wherever the phone is.
  const start = time ? `DTSTART:${dateValue(date)}T${pad(time.hour)}${pad(time.minute)}00` : `DTSTART;VALUE=DATE:${dateValue(date)}`;
  const end = time ? null : `DTEND;VALUE=DATE:${dateValue(nextDay(date))}`;
  const summary = details.eventName || 'Invitation';
  const hosts = details.hosts.length > 0 ? `Hosted by ${details.hosts.join(', ')}` : '';
  // The reply date goes in the note, where the calendar shows it beside the event.
  const description = [hosts, details.replyBy ? `Reply by ${details.replyBy}` : ''].filter(Boolean).join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sahayak//Invitations//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeContentText(uid)}`,
    `DTSTAMP:${utcStamp(now)}`,
    start,
    ...(end ? [end] : []),
    `SUMMARY:${escapeContentText(summary)}`,
    ...(details.venue ? [`LOCATION:${escapeContentText(details.venue)}`] : []),
    ...(description ? [`DESCRIPTION:${escapeContentText(description)}`] : []),
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeContentText(summary)}`,
    'TRIGGER:-P1D',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldContentLine).join('\r\n') + '\r\n';
}
