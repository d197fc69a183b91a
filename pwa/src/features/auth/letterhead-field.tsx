import { useId } from 'react';
import type { z } from 'zod';

/** A failed zod check as the server words it: one message per field, keyed by its dotted path. */
export function fieldMessagesOf(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

/** One labelled field of the letterhead forms, with the server's message for it underneath. */
export function LetterheadField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  lang?: string;
  placeholder?: string;
  disabled?: boolean;
  maxLength: number;
}) {
  const { label, value, onChange, error, hint, multiline, lang, placeholder, disabled, maxLength } = props;
  const id = useId();
  const note = error ?? hint;
  const common = {
    id,
    value,
    lang,
    placeholder,
    disabled,
    maxLength,
    'aria-invalid': error ? true : undefined,
    // The message is read with the field, not as part of its name.
    'aria-describedby': note ? `${id}-note` : undefined,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {multiline ? (
        <textarea className={`textarea w-full ${error ? 'textarea-error' : ''}`} rows={2} {...common} />
      ) : (
        <input className={`input w-full ${error ? 'input-error' : ''}`} type={props.type ?? 'text'} {...common} />
      )}
      {note ? (
        <span id={`${id}-note`} className={`mt-1 block ${error ? 'text-sm text-error' : 'text-xs text-base-content/75'}`}>
          {note}
        </span>
      ) : null}
    </div>
  );
}
