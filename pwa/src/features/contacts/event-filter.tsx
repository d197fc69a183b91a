import { Icon } from '@pwa/components/icons';
import type { ContactEvent } from './contact-events';

/**
 * 'All events' or one event the contacts were met at. Hidden until some contact has an event;
 * an event chosen before its last contact went stays listed, so the choice can be undone.
 */
export function EventFilter({ events, value, onChange, className = '' }: { events: readonly ContactEvent[]; value: string; onChange: (event: string) => void; className?: string }) {
  if (events.length === 0 && !value) return null;
  const shown = value && !events.some((e) => e.name === value) ? [{ name: value, contacts: 0 }, ...events] : events;
  return (
    <label className={`select w-full sm:w-auto sm:max-w-xs ${className}`}>
      <Icon name="calendar" className="h-4 w-4 shrink-0 opacity-60" />
      <select value={value} onChange={(e) => onChange(e.target.value)} aria-label="Show contacts met at">
        <option value="">All events</option>
        {shown.map((event) => (
          <option key={event.name} value={event.name}>
            {event.name} ({event.contacts})
          </option>
        ))}
      </select>
    </label>
  );
}
