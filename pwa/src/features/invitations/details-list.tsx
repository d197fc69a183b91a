import { CheckHint } from './check-hint';

/** One row of the read-only details: its label, value, the value's language, and whether to check it. */
export interface DetailRow {
  label: string;
  value: string;
  lang?: string;
  check?: boolean;
}

/** The details as read (or corrected), with 'Not found' for empty ones and a mark on those to check. */
export function DetailsList({ rows }: { rows: DetailRow[] }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
      {rows.map(({ label, value, lang, check }) => (
        <div key={label} className="contents">
          <dt className="text-base-content/75">{label}</dt>
          <dd className={`break-words ${value ? 'font-medium' : 'italic text-base-content/75'}`}>
            <span lang={value ? lang : undefined}>{value || 'Not found'}</span>
            {value && check ? <CheckHint /> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
