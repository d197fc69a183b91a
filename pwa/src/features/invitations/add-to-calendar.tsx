import { Icon } from '@pwa/components/icons';
import type { ExtractedView } from '@shared/helpers/extracted-data';
import { buildEventIcs } from './event-calendar';
import { parseEventDate } from '@shared/helpers/event-date';

/** Saves a file the browser holds as text, under `name`. */
function download(text: string, name: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * 'Add to calendar': the event as an .ics file, built on the device from the details read off
 * the card, so it works offline. Hidden while no date can be read.
 */
export function AddToCalendar({ invitationId, details }: { invitationId: number; details: ExtractedView | null }) {
  if (!details || !parseEventDate(details.date)) return null;
  const onClick = () => {
    const ics = buildEventIcs({ uid: `invitation-${invitationId}@sahayak`, details, now: new Date() });
    if (ics) download(ics, `invitation-${invitationId}.ics`, 'text/calendar;charset=utf-8');
  };
  return (
    <button type="button" className="btn btn-ghost btn-sm" onClick={onClick}>
      <Icon name="calendar" className="h-4 w-4" /> Add to calendar
    </button>
  );
}
