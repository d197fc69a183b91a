import type { ReactNode } from 'react';
import { ContactFields } from '@shared/schemas/contacts';
import { MAX_EVENT_TAG_LENGTH } from '@shared/limits';
import { notifyError } from '@pwa/lib/toast';
import type { ContactFormValues } from './contacts.api';

export type FieldErrors = Partial<Record<keyof ContactFormValues, string>>;

/** Fields a card reader filled but was unsure of, until the user edits them. */
export type FieldsToCheck = ReadonlySet<keyof ContactFormValues>;

const CHECK_HINT = 'Check this: the card reader was not sure of it';

/**
 * Spec §5: name, then contact number, are required (the spec's messages, in that order); then
 * the shared schema's rules (email shape, phone characters, lengths), so the form refuses what
 * the server would.
 */
export function validateContact(values: ContactFormValues): FieldErrors {
  if (!values.name.trim()) return { name: 'Name is required' };
  if (!values.phone.trim()) return { phone: 'Contact number is required' };
  const result = ContactFields.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof ContactFormValues | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/**
 * Before a save: marks the fields in error and shows the first one as the spec's
 * 'Validation Error' toast. True when the form may be saved.
 */
export function passesValidation(values: ContactFormValues, showErrors: (errors: FieldErrors) => void): boolean {
  const problems = validateContact(values);
  const first = Object.values(problems)[0];
  if (!first) return true;
  showErrors(problems);
  notifyError('Validation Error', first);
  return false;
}

function Field({
  id,
  label,
  required,
  error,
  hint,
  check,
  children,
  wide,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  /** The reader was unsure of the value: an amber outline (on the control) and a hint here. */
  check?: boolean;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
        {required ? (
          <span className="text-error" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p className="mt-1 text-sm text-error" id={`${id}-error`}>
          {error}
        </p>
      ) : check ? (
        <p className="mt-1 flex items-center gap-1 text-xs font-medium text-warning-content" id={`${id}-check`}>
          <span aria-hidden="true" className="inline-block h-2 w-2 rounded-full bg-warning" />
          {CHECK_HINT}
        </p>
      ) : hint ? (
        <p className="mt-1 text-xs text-base-content/75">{hint}</p>
      ) : null}
    </div>
  );
}

type TextKey = 'name' | 'phone' | 'email' | 'company' | 'position' | 'profession';

const TEXT_FIELDS: { key: TextKey; label: string; type?: string; autoComplete?: string; inputMode?: 'tel' | 'email'; placeholder?: string; required?: boolean }[] = [
  { key: 'name', label: 'Name', autoComplete: 'name', placeholder: 'Full name', required: true },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel', placeholder: '+91 98450 12345', required: true },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email', placeholder: 'name@example.com' },
  { key: 'company', label: 'Company', autoComplete: 'organization', placeholder: 'Organization or business' },
  { key: 'position', label: 'Position', autoComplete: 'organization-title', placeholder: 'Job title' },
  { key: 'profession', label: 'Profession', placeholder: 'Doctor, lawyer, engineer…' },
];

/**
 * The contact's fields. The location control comes from the page (it belongs to the places
 * feature), as does the photo control, so this stays a plain form body.
 */
export function ContactFormFields({
  values,
  onChange,
  errors = {},
  disabled,
  location,
  idPrefix = 'contact',
  toCheck,
  knownEvents = [],
}: {
  values: ContactFormValues;
  onChange: (patch: Partial<ContactFormValues>) => void;
  errors?: FieldErrors;
  disabled?: boolean;
  location?: ReactNode;
  idPrefix?: string;
  /** Fields read off a card with low confidence, marked for the user to check. */
  toCheck?: FieldsToCheck;
  /** Events other contacts were tagged with, offered as the Event field is typed. */
  knownEvents?: readonly string[];
}) {
  const id = (key: string) => `${idPrefix}-${key}`;
  const checking = (key: keyof ContactFormValues) => !errors[key] && Boolean(toCheck?.has(key));
  const describedBy = (key: keyof ContactFormValues) => (errors[key] ? `${id(key)}-error` : checking(key) ? `${id(key)}-check` : undefined);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {TEXT_FIELDS.map((field) => (
        <Field key={field.key} id={id(field.key)} label={field.label} required={field.required} error={errors[field.key]} check={checking(field.key)}>
          <input
            id={id(field.key)}
            name={field.key}
            type={field.type ?? 'text'}
            inputMode={field.inputMode}
            autoComplete={field.autoComplete}
            placeholder={field.placeholder}
            className={`input w-full ${errors[field.key] ? 'input-error' : checking(field.key) ? 'input-warning border-2' : ''}`}
            value={values[field.key]}
            onChange={(e) => onChange({ [field.key]: e.target.value })}
            disabled={disabled}
            aria-invalid={errors[field.key] ? true : undefined}
            aria-describedby={describedBy(field.key)}
          />
        </Field>
      ))}
      <Field id={id('address')} label="Address" error={errors.address} check={checking('address')} wide>
        <textarea
          id={id('address')}
          name="address"
          rows={2}
          autoComplete="street-address"
          placeholder="Street, area, city"
          className={`textarea w-full ${errors.address ? 'textarea-error' : checking('address') ? 'textarea-warning border-2' : ''}`}
          value={values.address}
          onChange={(e) => onChange({ address: e.target.value })}
          disabled={disabled}
          aria-describedby={describedBy('address')}
        />
      </Field>
      {location ? <div className="sm:col-span-2">{location}</div> : null}
      {errors.latitude || errors.longitude ? <p className="text-sm text-error sm:col-span-2">{errors.latitude ?? errors.longitude}</p> : null}
      <Field id={id('eventTag')} label="Event" error={errors.eventTag} hint="Where you met, to find everyone from it later" wide>
        <input
          id={id('eventTag')}
          name="eventTag"
          list={knownEvents.length > 0 ? id('known-events') : undefined}
          placeholder="Mysuru wedding, Feb 2027"
          className={`input w-full ${errors.eventTag ? 'input-error' : ''}`}
          value={values.eventTag}
          onChange={(e) => onChange({ eventTag: e.target.value })}
          disabled={disabled}
          maxLength={MAX_EVENT_TAG_LENGTH}
          aria-invalid={errors.eventTag ? true : undefined}
          aria-describedby={errors.eventTag ? `${id('eventTag')}-error` : undefined}
        />
        {knownEvents.length > 0 ? (
          <datalist id={id('known-events')}>
            {knownEvents.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        ) : null}
      </Field>
      <Field id={id('notes')} label="Notes" error={errors.notes} wide>
        <textarea
          id={id('notes')}
          name="notes"
          rows={3}
          placeholder="What you discussed, what to follow up…"
          className={`textarea w-full ${errors.notes ? 'textarea-error' : ''}`}
          value={values.notes}
          onChange={(e) => onChange({ notes: e.target.value })}
          disabled={disabled}
        />
      </Field>
    </div>
  );
}
