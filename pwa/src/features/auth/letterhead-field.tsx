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
  const common = {
    value,
    lang,
    placeholder,
    disabled,
    maxLength,
    'aria-invalid': error ? true : undefined,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <label className="block">
      <span className="mb-1 block text-sm font-medium">{label}</span>
      {multiline ? (
        <textarea className={`textarea w-full ${error ? 'textarea-error' : ''}`} rows={2} {...common} />
      ) : (
        <input className={`input w-full ${error ? 'input-error' : ''}`} type={props.type ?? 'text'} {...common} />
      )}
      {error ? <span className="mt-1 block text-sm text-error">{error}</span> : hint ? <span className="mt-1 block text-xs text-base-content/75">{hint}</span> : null}
    </label>
  );
}
