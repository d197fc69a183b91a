/**
 * The mark on a field the reader filled but was unsure of, as in Add Profile's card review: an
 * amber dot and a short line asking the user to check it.
 */
export const CHECK_HINT = 'Check this: the reader was not sure of it';

export function CheckHint({ id }: { id?: string }) {
  return (
    <span className="mt-1 flex items-center gap-1 text-xs font-medium text-warning-content" id={id}>
      <span aria-hidden="true" className="inline-block h-2 w-2 shrink-0 rounded-full bg-warning" />
      {CHECK_HINT}
    </span>
  );
}
