import { describe, expect, it } from 'vitest';
import { escapeContentText } from '@shared/helpers/content-lines';
import type { ExtractedView } from '@shared/helpers/extracted-data';
import { buildEventIcs } from './event-calendar';
import { parseEventDate, parseEventTime } from '@shared/helpers/event-date';

const details = (extra: Partial<ExtractedView>): ExtractedView => ({
  hosts: ['Ramesh Rao', 'Sunita Rao'],
  eventName: 'Wedding of Anil',
  date: '14 February 2026',
  time: '',
  venue: 'Kalyana Mantapa, Mysuru',
  replyBy: '',
  ...extra,
});
const now = new Date(Date.UTC(2026, 0, 5, 9, 30, 0));
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('parseEventDate', () => {
  it.each([
    ['2026-02-14', { year: 2026, month: 2, day: 14 }],
    ['14 February 2026', { year: 2026, month: 2, day: 14 }],
    ['14/02/2026', { year: 2026, month: 2, day: 14 }],
    ['Saturday, 14th Feb. 2026', { year: 2026, month: 2, day: 14 }],
    ['February 14, 2026', { year: 2026, month: 2, day: 14 }],
    ['1.3.2027', { year: 2027, month: 3, day: 1 }],
  ])('reads %s', (text, expected) => {
    expect(parseEventDate(text)).toEqual(expected);
  });

  it('gives null without a year, with an impossible day, or for no date', () => {
    expect(parseEventDate('14 February')).toBeNull();
    expect(parseEventDate('31/02/2026')).toBeNull();
    expect(parseEventDate('ಫೆಬ್ರವರಿ')).toBeNull();
    expect(parseEventDate('')).toBeNull();
  });
});

describe('parseEventTime', () => {
  it('reads 12-hour and 24-hour times', () => {
    expect(parseEventTime('7:30 PM')).toEqual({ hour: 19, minute: 30 });
    expect(parseEventTime('12 a.m.')).toEqual({ hour: 0, minute: 0 });
    expect(parseEventTime('12:15 pm')).toEqual({ hour: 12, minute: 15 });
    expect(parseEventTime('9.00')).toEqual({ hour: 9, minute: 0 });
    expect(parseEventTime('evening')).toBeNull();
  });
});

describe('buildEventIcs', () => {
  it('writes an all-day event with a reminder the day before when no time was read', () => {
    const ics = buildEventIcs({ uid: 'invitation-7@sahayak', details: details({}), now })!;
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(ics).split('\r\n');
    expect(lines).toContain('UID:invitation-7@sahayak');
    expect(lines).toContain('DTSTAMP:20260105T093000Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20260214');
    expect(lines).toContain('DTEND;VALUE=DATE:20260215');
    expect(lines).toContain('SUMMARY:Wedding of Anil');
    expect(lines).toContain('LOCATION:Kalyana Mantapa\\, Mysuru');
    expect(lines).toContain('DESCRIPTION:Hosted by Ramesh Rao\\, Sunita Rao');
    expect(lines).toContain('TRIGGER:-P1D');
    expect(lines.indexOf('BEGIN:VALARM')).toBeGreaterThan(lines.indexOf('BEGIN:VEVENT'));
  });

  it('writes a timed start when a time was read', () => {
    const lines = unfold(buildEventIcs({ uid: 'u', details: details({ date: '2026-12-31', time: '7:30 PM' }), now })!).split('\r\n');
    expect(lines).toContain('DTSTART:20261231T193000');
    expect(lines.some((l) => l.startsWith('DTEND'))).toBe(false);
  });

  it('notes the reply date the card asks for beside the hosts', () => {
    const lines = unfold(buildEventIcs({ uid: 'u', details: details({ replyBy: '1 February 2026' }), now })!).split('\r\n');
    expect(lines).toContain('DESCRIPTION:Hosted by Ramesh Rao\\, Sunita Rao\\nReply by 1 February 2026');
  });

  it('gives null when no date can be read', () => {
    expect(buildEventIcs({ uid: 'u', details: details({ date: 'next Sunday' }), now })).toBeNull();
  });

  it('keeps Indic text as UTF-8 and folds long lines at 75 octets without splitting a character', () => {
    const venue = 'ಶ್ರೀ ಕೃಷ್ಣ ಕಲ್ಯಾಣ ಮಂಟಪ, ಮೈಸೂರು ರಸ್ತೆ, ಬೆಂಗಳೂರು';
    const ics = buildEventIcs({ uid: 'u', details: details({ eventName: 'ವಿವಾಹ ಮಹೋತ್ಸವ', venue }), now })!;
    const encoder = new TextEncoder();
    for (const line of ics.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    // Decoding the bytes gives the text back: no character was cut in two.
    expect(new TextDecoder('utf-8', { fatal: true }).decode(encoder.encode(ics))).toBe(ics);
    expect(unfold(ics)).toContain(`LOCATION:${escapeContentText(venue)}`);
    expect(unfold(ics)).toContain('SUMMARY:ವಿವಾಹ ಮಹೋತ್ಸವ');
  });
});
