import { EVENT_TYPES } from '@shared/schemas/invitations';
import { EVENT_TYPE_LABELS, type ChoicesForm } from './reply-choices';

interface Props {
  form: ChoicesForm;
  onChange: (patch: Partial<ChoicesForm>) => void;
  disabled: boolean;
  /** The letter's language tag: names are typed as they should appear in the letter. */
  lang: string;
}

/**
 * The kind of event and who it celebrates, for correcting what was read off the card (a wedding
 * read as 'other' would wish "success of the occasion"). The letters name the honoree with the
 * blessing that fits the event.
 */
export function OccasionFields({ form, onChange, disabled, lang }: Props) {
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold">Occasion</legend>
      <label className="block">
        <span className="mb-1 block text-sm font-medium">Event type</span>
        <select className="select w-full" value={form.eventType} onChange={(e) => onChange({ eventType: e.target.value as ChoicesForm['eventType'] })}>
          {EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {EVENT_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className="mb-1 block text-sm font-medium">Honoree names (one per line)</span>
        <textarea lang={lang} className="textarea w-full" rows={2} value={form.honoreeNames} onChange={(e) => onChange({ honoreeNames: e.target.value })} aria-describedby="honoree-hint" />
        <span id="honoree-hint" className="mt-1 block text-xs text-base-content/75">
          The couple, the child, or the person celebrated; up to four.
        </span>
      </label>
      <div className="grid grid-cols-[minmax(0,6rem)_minmax(0,1fr)] gap-3">
        <label className="block">
          <span className="mb-1 block text-sm font-medium">Age</span>
          <input lang={lang} className="input w-full" value={form.age} onChange={(e) => onChange({ age: e.target.value })} maxLength={40} />
        </label>
        <label className="block">
          <span className="mb-1 block text-sm font-medium">Chief guest</span>
          <input lang={lang} className="input w-full" value={form.chiefGuest} onChange={(e) => onChange({ chiefGuest: e.target.value })} maxLength={200} />
        </label>
      </div>
    </fieldset>
  );
}
