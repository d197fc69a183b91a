import toast from 'react-hot-toast';
import { TOAST_DURATION_MS } from '@shared/limits';

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
        <p className="font-semibold leading-snug">{title}</p>
        {description ? <p className="mt-0.5 text-sm opacity-80">{description}</p> : null}
      </div>
      {destructive ? (
        <button type="button" className="btn btn-ghost btn-xs" aria-label="Close" onClick={() => toast.dismiss(t.id)}>
          ✕
        </button>
      ) : null}
    </div>
  );
  const options = { duration: destructive ? Infinity : TOAST_DURATION_MS };
  if (destructive) toast.error(render, options);
  else toast.success(render, options);
}

export const notifyError = (title: string, description?: string) => notify(title, description, 'destructive');

/** Closes whatever is shown, e.g. an error the user has just put right. */
export const clearNotifications = () => toast.dismiss();
