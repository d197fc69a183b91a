import { RELATIONSHIPS, RSVP_CHOICES, SENDER_GENDERS } from '@shared/schemas/invitations';
import { RELATIONSHIP_LABELS, RSVP_LABELS, SENDER_GENDER_LABELS, type ChoicesForm } from './reply-choices';

interface Props {
  form: ChoicesForm;
  onChange: (patch: Partial<ChoicesForm>) => void;
  disabled: boolean;
  /** The letter's language tag: a representative's name is typed as it should appear in the letter. */
  lang: string;
}

/**
 * The answer the letters give: attending (with how many), regret, or a representative (with who);
 * how the sender knows the host, for the personal letter; and the signer's gender, for closings
 * of languages that mark it (भवदीय / भवदीया), neutral avoiding it.
 */
export function ReplyFields({ form, onChange, disabled, lang }: Props) {
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold">Your reply</legend>
      <div role="radiogroup" aria-label="Answer" className="flex flex-col gap-2">
        {RSVP_CHOICES.map((rsvp) => (
          <label key={rsvp} className="flex cursor-pointer items-center gap-2 text-sm">
            <input type="radio" name="rsvp" className="radio radio-primary radio-sm" value={rsvp} checked={form.rsvp === rsvp} onChange={() => onChange({ rsvp })} />
            {RSVP_LABELS[rsvp]}
          </label>
        ))}
      </div>
      {form.rsvp === 'attending' ? (
        <label className="block">
          <span className="mb-1 block text-sm font-medium">Number of guests</span>
          {/* The browser refuses a count outside 1–50 on submit, with its own message. */}
          <input type="number" inputMode="numeric" min={1} max={50} step={1} className="input w-28" value={form.guests} onChange={(e) => onChange({ guests: e.target.value })} placeholder="Not said" />
        </label>
      ) : null}
      {form.rsvp === 'representative' ? (
        <label className="block">
          <span className="mb-1 block text-sm font-medium">Representative's name</span>
          <input lang={lang} className="input w-full" value={form.representative} onChange={(e) => onChange({ representative: e.target.value })} maxLength={200} placeholder="a representative" />
        </label>
      ) : null}
      <label className="block">
        <span className="mb-1 block text-sm font-medium">Relationship to the host</span>
        <select className="select w-full" value={form.relationship} onChange={(e) => onChange({ relationship: e.target.value as ChoicesForm['relationship'] })}>
          <option value="">Not said</option>
          {RELATIONSHIPS.map((relationship) => (
            <option key={relationship} value={relationship}>
              {RELATIONSHIP_LABELS[relationship]}
            </option>
          ))}
        </select>
      </label>
      <div role="radiogroup" aria-labelledby="signer-gender-label">
        <span id="signer-gender-label" className="mb-1 block text-sm font-medium">
          Signer's gender (for the closing)
        </span>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {SENDER_GENDERS.map((gender) => (
            <label key={gender} className="flex cursor-pointer items-center gap-2 text-sm">
              <input type="radio" name="senderGender" className="radio radio-primary radio-sm" value={gender} checked={form.senderGender === gender} onChange={() => onChange({ senderGender: gender })} />
              {SENDER_GENDER_LABELS[gender]}
            </label>
          ))}
        </div>
      </div>
    </fieldset>
  );
}
