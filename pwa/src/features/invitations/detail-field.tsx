import { CheckHint } from './check-hint';

/**
 * One field of the 'Edit details & reply' form. A value the reader was unsure of (`check`) has an
 * amber outline and the check hint, as in Add Profile's card review.
 */
export function DetailField({
  id,
  label,
  value,
  onChange,
  multiline,
  rows = 3,
  check,
  lang,
  disabled,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  rows?: number;
  check?: boolean;
  lang?: string;
  disabled?: boolean;
}) {
  const props = {
    id,
    lang,
    value,
    disabled,
    'aria-describedby': check ? `${id}-check` : undefined,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {multiline ? (
        <textarea className={`textarea w-full ${check ? 'textarea-warning border-2' : ''}`} rows={rows} {...props} />
      ) : (
        <input className={`input w-full ${check ? 'input-warning border-2' : ''}`} {...props} />
      )}
      {check ? <CheckHint id={`${id}-check`} /> : null}
    </div>
  );
}
