import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Icon } from '@pwa/components/icons';
import { Spinner } from '@pwa/components/spinner';
import { NotAvailableOffline, SavedCopyNote } from '@pwa/components/read-state-views';
import { SyncBadge } from '@pwa/components/sync-badge';
import { readState } from '@pwa/lib/read-state';
import { useOnline } from '@pwa/lib/use-online';
import { useMyOutbox } from '@pwa/offline/use-outbox';
import { failureText, matchesContact, useContacts } from './contacts.api';
import { ContactsTable } from './contacts-table';
import { applyPendingEdits, pendingCards, pendingDeletes, pendingNewContacts, type PendingCard } from './pending-contacts';

/** The empty network: spec's 'No contacts yet' with 'Add Your First Contact'. */
function EmptyContacts() {
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      <span className="grid h-16 w-16 place-items-center rounded-full bg-secondary/10 text-secondary" aria-hidden="true">
        <Icon name="users" className="h-8 w-8" />
      </span>
      <h3 className="text-lg font-semibold">No contacts yet</h3>
      <p className="max-w-sm text-sm text-base-content/75">Add people by typing their details or by reading them off an ID or business card.</p>
      <Link href="/add-profile" className="btn btn-primary mt-2">
        <Icon name="plus" className="h-4 w-4" />
        Add Your First Contact
      </Link>
    </div>
  );
}

/** ID card photos on this device: waiting to be read (when online), or read and waiting for review. */
function PendingCards({ cards }: { cards: readonly PendingCard[] }) {
  if (cards.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label="ID cards on this device">
      {cards.map((card) => (
        <li key={card.clientId} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-box border border-base-300 px-3 py-2 text-sm" data-testid="pending-card">
          <Icon name="camera" className="h-4 w-4 shrink-0 text-base-content/75" />
          <span className="min-w-0 flex-1 truncate">
            ID card <span className="text-base-content/75">· {card.fileName}</span>
          </span>
          {card.state === 'read' ? (
            <Link href={`/add-profile?review=${card.clientId}`} className="btn btn-primary btn-xs">
              Read: review it
            </Link>
          ) : (
            <Link href="/outbox" className="flex items-center">
              <SyncBadge state={card.state} />
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Your Contacts': loading, error, empty state and the table. `withActions` adds the copy
 * buttons; `searchable` adds the search box; `tools` sits in the card's header (vCard buttons).
 */
export function ContactsPanel({ withActions = false, searchable = false, tools }: { withActions?: boolean; searchable?: boolean; tools?: ReactNode }) {
  const contacts = useContacts();
  const online = useOnline();
  const outbox = useMyOutbox();
  const [query, setQuery] = useState('');
  // The box shows each key at once; filtering 10,000 contacts follows when the browser has time.
  const search = useDeferredValue(query);
  const list = contacts.data;
  const state = readState(contacts, online);
  // What this device still holds for the server shows here at once, so nobody enters it twice.
  const { contacts: merged, edits } = useMemo(() => {
    const deleted = pendingDeletes(outbox);
    return applyPendingEdits((list ?? []).filter((c) => !deleted.has(c.id)), outbox);
  }, [list, outbox]);
  const pending = useMemo(() => pendingNewContacts(outbox), [outbox]);
  const cards = useMemo(() => pendingCards(outbox), [outbox]);
  const shown = useMemo(() => merged.filter((c) => matchesContact(c, search)), [merged, search]);
  const pendingShown = useMemo(() => pending.filter((p) => matchesContact(p.contact, search)), [pending, search]);
  const table = (rows: typeof shown) => <ContactsTable contacts={rows} pending={pendingShown} edits={edits} withActions={withActions} caption="Your Contacts" />;

  let body: ReactNode;
  if (state.kind === 'loading') body = <Spinner label="Loading contacts..." />;
  else if (state.kind === 'unavailable-offline')
    body = (
      <>
        <NotAvailableOffline text="Your contacts have not been saved on this device yet." onRetry={online ? () => void contacts.refetch() : undefined} />
        {pendingShown.length > 0 ? table([]) : null}
      </>
    );
  else if (state.kind === 'failed' && pending.length === 0)
    body = (
      <div role="alert" className="flex flex-col items-center gap-2 px-4 py-10 text-center">
        <Icon name="alert" className="h-8 w-8 text-error" />
        <p className="font-semibold">Failed to load contacts</p>
        <p className="text-sm text-base-content/75">{failureText(contacts.error, 'Please check your connection and try again.')}</p>
        <button type="button" className="btn btn-sm btn-outline mt-2" onClick={() => contacts.refetch()}>
          <Icon name="refresh" className="h-4 w-4" /> Try again
        </button>
      </div>
    );
  else if (merged.length === 0 && pending.length === 0) body = cards.length > 0 ? null : <EmptyContacts />;
  else if (shown.length === 0 && pendingShown.length === 0)
    body = (
      <p className="px-4 py-10 text-center text-base-content/75">
        No contacts match “{search.trim()}”.{' '}
        <button type="button" className="link link-primary" onClick={() => setQuery('')}>
          Clear search
        </button>
      </p>
    );
  else body = table(shown);

  const count = (list ? merged.length : 0) + pending.length;
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby="your-contacts">
      <div className="card-body gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="your-contacts" className="card-title text-lg sm:text-xl">
            Your Contacts
            {list ? <span className="badge badge-ghost badge-sm font-normal">{count}</span> : null}
          </h2>
          <div className="flex items-center gap-2">
            {tools ? <div className="hidden sm:block">{tools}</div> : null}
            <Link href="/add-profile" className="btn btn-primary btn-sm">
              <Icon name="plus" className="h-4 w-4" />
              Add Contact
            </Link>
          </div>
        </div>
        {tools ? <div className="-mt-2 sm:hidden">{tools}</div> : null}
        {searchable && count > 0 ? (
          <label className="input w-full">
            <Icon name="search" className="h-4 w-4 opacity-60" />
            <input
              type="search"
              className="grow"
              placeholder="Search by name, phone, email, company or place…"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              aria-label="Search contacts"
            />
          </label>
        ) : null}
        <SavedCopyNote state={state} />
        {pending.length + edits.size > 0 ? (
          <p className="text-sm text-base-content/75" data-testid="waiting-summary">
            {pending.length + edits.size === 1 ? '1 change is' : `${pending.length + edits.size} changes are`} waiting to sync: sent by itself when the server can be reached.
          </p>
        ) : null}
        <PendingCards cards={cards} />
        {body}
        {searchable && search.trim() && shown.length > 0 ? (
          <p className="text-xs text-base-content/75">
            Showing {shown.length} of {count}
          </p>
        ) : null}
      </div>
    </section>
  );
}
