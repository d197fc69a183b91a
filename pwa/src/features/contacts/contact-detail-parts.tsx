/** The contact page's smaller pieces: the way back, a missing contact, and the note over an edit not yet sent. */
import { Link } from 'wouter';
import { Icon } from '@pwa/components/icons';
import { SyncBadge } from '@pwa/components/sync-badge';
import type { SyncState } from '@pwa/offline/sync-state';

const BACK_HREF = '/sampark-assistant';

export function BackToContacts() {
  return (
    <Link href={BACK_HREF} className="btn btn-ghost btn-sm">
      <Icon name="arrow-left" className="h-4 w-4" />
      Back to Contacts
    </Link>
  );
}

export function Missing({ title, text }: { title: string; text: string }) {
  return (
    <div className="card bg-base-100 shadow-sm">
      <div className="card-body items-center gap-3 py-12 text-center">
        <span className="grid h-14 w-14 place-items-center rounded-full bg-base-200 text-base-content/75" aria-hidden="true">
          <Icon name="user" className="h-7 w-7" />
        </span>
        <h1 className="text-xl font-bold">{title}</h1>
        <p className="text-sm text-base-content/75">{text}</p>
        <Link href={BACK_HREF} className="btn btn-primary btn-sm mt-2">
          <Icon name="arrow-left" className="h-4 w-4" />
          Back to Contacts
        </Link>
      </div>
    </div>
  );
}

/** Above a contact whose edit is still on this device: the screen shows the edit, and says it has not reached the server. */
export function PendingEditNote({ state }: { state: SyncState }) {
  return (
    <p role="status" className="flex flex-wrap items-center gap-2 rounded-box bg-warning/15 px-3 py-2 text-sm" data-testid="pending-edit-note">
      <SyncBadge state={state} />
      {state === 'failed'
        ? <span>The server refused these changes. <Link href="/outbox" className="link link-primary">Open Waiting to sync</Link> to retry or discard them.</span>
        : <span>These changes are saved on this device and sent by themselves when the server can be reached.</span>}
    </p>
  );
}

