/** The one loading indicator, with its text for screen readers and sighted users alike. */
export function Spinner({ label, size = 'md' }: { label?: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 py-10 text-base-content/75" role="status">
      <span className={`loading loading-spinner loading-${size} text-primary`} aria-hidden="true" />
      {label ? <p className="text-sm">{label}</p> : <span className="sr-only">Loading</span>}
    </div>
  );
}
