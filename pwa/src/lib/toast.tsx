import toast from 'react-hot-toast';
import { TOAST_DURATION_MS } from '@shared/limits';

/** Every toast's text: its title, and the description under it when there is one. */
function ToastText({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <p className="font-semibold leading-snug">{title}</p>
      {description ? <p className="mt-0.5 text-sm opacity-80">{description}</p> : null}
    </>
  );
}

function CloseButton({ id }: { id: string }) {
  return (
    <button type="button" className="btn btn-ghost btn-xs" aria-label="Close" onClick={() => toast.dismiss(id)}>
      ✕
    </button>
  );
}

/**
 * Toasts as the spec wants them: at most one visible (a new one replaces the old), a title and a
 * description; non-destructive ones close after 2 s, destructive ones stay until closed.
 */
export function notify(title: string, description?: string, variant: 'default' | 'destructive' = 'default'): void {
  toast.dismiss();
  const destructive = variant === 'destructive';
  const render = (t: { id: string }) => (
    <div className="flex items-start gap-3" role={destructive ? 'alert' : 'status'}>
      <div className="min-w-0 flex-1">
        <ToastText title={title} description={description} />
      </div>
      {destructive ? <CloseButton id={t.id} /> : null}
    </div>
  );
  const options = { duration: destructive ? Infinity : TOAST_DURATION_MS };
  if (destructive) errorScreens.set(toast.error(render, options), location.pathname);
  else toast.success(render, options);
}

/** The screen (path) each open error toast belongs to. */
const errorScreens = new Map<string, string>();

/**
 * An error is about the screen it was raised on: leaving that screen closes it, so "Update
 * Failed" never sits over the next page. Called on every route change; a toast raised on the new
 * screen (after a navigate) stays.
 */
export function closeErrorsOfOtherScreens(pathname: string): void {
  for (const [id, screen] of errorScreens) {
    if (screen === pathname) continue;
    toast.dismiss(id);
    errorScreens.delete(id);
  }
}

const CARRIED_KEY = 'sahayak:toast';

/**
 * A toast for the page a full reload is about to open (spec §4: after a letter is generated the
 * app navigates fully to /history). Kept for the next page, which shows it: shown before the
 * reload it would be wiped before anyone could read it.
 */
export function notifyAfterReload(title: string, description?: string): void {
  try {
    sessionStorage.setItem(CARRIED_KEY, JSON.stringify({ title, description }));
  } catch {
    notify(title, description); // storage refused (private mode): show it now, at least
  }
}

/** Shows the toast carried over a reload, once. */
export function showCarriedToast(): void {
  let carried: { title?: unknown; description?: unknown } | null;
  try {
    carried = JSON.parse(sessionStorage.getItem(CARRIED_KEY) ?? 'null');
    sessionStorage.removeItem(CARRIED_KEY);
  } catch {
    return;
  }
  if (carried && typeof carried.title === 'string') notify(carried.title, typeof carried.description === 'string' ? carried.description : undefined);
}

export const notifyError = (title: string, description?: string) => notify(title, description, 'destructive');

/** Closes whatever is shown, e.g. an error the user has just put right. */
export const clearNotifications = () => toast.dismiss();

/** How long Undo is offered; a delete is sent only after it (nothing to restore on the server). */
export const UNDO_MS = 6000;

/**
 * A change that can still be taken back: the toast offers Undo for `durationMs`, the time before
 * the change is really sent. Undo runs once; the toast closes.
 */
export function notifyUndo(title: string, description: string, onUndo: () => void, durationMs: number): void {
  toast.dismiss();
  toast.success(
    (t) => (
      <div className="flex items-center gap-3" role="status">
        <div className="min-w-0 flex-1">
          <ToastText title={title} description={description} />
        </div>
        <button
          type="button"
          className="btn btn-sm btn-outline"
          onClick={() => {
            toast.dismiss(t.id);
            onUndo();
          }}
        >
          Undo
        </button>
      </div>
    ),
    { duration: durationMs },
  );
}

/** A result with details to read (why import rows were skipped): stays until closed. */
export function notifyDetails(title: string, description: string, details: readonly string[]): void {
  toast.dismiss();
  toast.success(
    (t) => (
      <div className="flex items-start gap-3" role="status">
        <div className="min-w-0 flex-1">
          <ToastText title={title} description={description} />
          <ul className="mt-1 max-h-48 list-disc overflow-y-auto pl-4 text-sm opacity-80">
            {details.map((line, i) => (
              <li key={i} className="break-words">{line}</li>
            ))}
          </ul>
        </div>
        <CloseButton id={t.id} />
      </div>
    ),
    { duration: Infinity },
  );
}
