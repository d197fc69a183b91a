import { useContext, useEffect, useMemo } from 'react';
import { Link } from 'wouter';
import { Icon } from '@pwa/components/icons';
import { useOnline } from '@pwa/lib/use-online';
import type { OutboxItem } from '@pwa/offline/db';
import { discardOwn, makeOwnDue, retryOwn } from '@pwa/offline/outbox';
import { drain } from '@pwa/offline/sync';
import { OutboxOwner, useMyOutbox } from '@pwa/offline/use-outbox';

const KIND_LABEL: Record<OutboxItem['kind'], string> = {
  invitation: 'Invitation photo',
  'invitation-delete': 'Letter to delete',
  'contact-create': 'New contact',
  'contact-update': 'Contact changes',
  'contact-delete': 'Contact to delete',
  'id-card': 'ID card to read',
};

function describe(item: OutboxItem): string {
  if (item.kind === 'invitation') return `${item.fileName ?? 'Photo'} · ${String(item.payload.language ?? 'English')} letter`;
  if (item.kind === 'id-card') return item.fileName ?? 'Card photo';
  if (item.kind === 'contact-delete' || item.kind === 'invitation-delete') return String(item.payload.name ?? '');
  const fields = (item.payload.fields ?? {}) as { name?: string; phone?: string };
  return [fields.name, fields.phone].filter(Boolean).join(' · ');
}

function StateBadge({ item }: { item: OutboxItem }) {
  if (item.state === 'sending') return <span className="badge badge-info gap-1"><span className="loading loading-spinner loading-xs" aria-hidden="true" />Sending…</span>;
  if (item.state === 'failed') return <span className="badge badge-error">Needs attention</span>;
  if (item.state === 'done') return <span className="badge badge-success">Read: review it</span>;
  return <span className="badge badge-warning">Waiting to sync</span>;
}

function Thumbnail({ blob }: { blob: Blob | null }) {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (!url) return <div className="grid h-16 w-16 shrink-0 place-items-center rounded-lg bg-base-200 text-base-content/75"><Icon name="users" /></div>;
  return <img src={url} alt="" className="h-16 w-16 shrink-0 rounded-lg object-cover" />;
}

/**
 * Captures kept on this device until the server confirms them, with their state, Retry and Discard.
 * Retry and Sync now stay enabled offline: trying is how the app finds the server reachable again
 * (a hall's Wi-Fi can say "online" and reach nothing, or say nothing when it comes back).
 */
export function OutboxPage() {
  // Only the signed-in user's captures, and every action checks the owner again.
  const owner = useContext(OutboxOwner)!;
  const items = useMyOutbox();
  const online = useOnline();
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Waiting to sync</h1>
          <p className="mt-1 text-sm text-base-content/75">
            Captures stay safe on this device until the server has them. {online ? 'They are sent automatically.' : 'They will be sent when you are back online.'}
          </p>
        </div>
        <button type="button" className="btn btn-primary btn-sm" disabled={items.length === 0} onClick={() => void makeOwnDue(owner).then(drain)}>
          <Icon name="refresh" className="h-4 w-4" />
          Sync now
        </button>
      </div>
      {items.length === 0 ? (
        <div className="card mt-8 bg-base-100 p-10 text-center shadow-sm">
          <p className="font-semibold">Everything is synced</p>
          <p className="mt-1 text-sm text-base-content/75">Nothing is waiting on this device.</p>
          <Link href="/" className="btn btn-ghost btn-sm mt-4 self-center">Back to Home</Link>
        </div>
      ) : (
        <ul className="mt-6 space-y-3">
          {items.map((item) => (
            <li key={item.clientId} className="card bg-base-100 shadow-sm">
              <div className="card-body flex-row items-center gap-4 p-4">
                <Thumbnail blob={item.blob} />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-semibold">{KIND_LABEL[item.kind]}</p>
                    <StateBadge item={item} />
                  </div>
                  <p className="truncate text-sm text-base-content/75">{describe(item)}</p>
                  <p className="text-xs text-base-content/75">Captured {new Date(item.createdAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}</p>
                  {item.lastError && item.state !== 'done' ? <p className={`mt-1 text-sm ${item.state === 'failed' ? 'text-error' : 'text-base-content/75'}`}>{item.lastError}</p> : null}
                </div>
                <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
                  {item.state === 'done' ? (
                    <Link href={`/add-profile?review=${item.clientId}`} className="btn btn-primary btn-sm">Review</Link>
                  ) : item.state === 'failed' && item.kind === 'contact-create' ? (
                    // Sent again unchanged it would be refused again: the form shows why, field by field.
                    <Link href={`/add-profile?fix=${item.clientId}`} className="btn btn-primary btn-sm">Fix</Link>
                  ) : (
                    <button type="button" className="btn btn-outline btn-sm" disabled={item.state === 'sending'} onClick={() => void retryOwn(owner, item.clientId).then(drain)}>
                      Retry
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm text-error"
                    disabled={item.state === 'sending'}
                    onClick={() => {
                      if (item.state === 'done' || window.confirm('Discard this capture? It has not reached the server and will be lost.')) void discardOwn(owner, item.clientId);
                    }}
                  >
                    Discard
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
