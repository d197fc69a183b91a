import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Icon } from '@pwa/components/icons';
import { Spinner } from '@pwa/components/spinner';
import { NotAvailableOffline } from '@pwa/components/read-state-views';
import { useMyOutbox } from '@pwa/offline/use-outbox';
import { failureText } from '@pwa/lib/http-error';
import { matchesContact, type ContactFilter } from './contacts.api';
import { useContactEvents } from './contact-events';
import { EventFilter } from './event-filter';
import { useContactList } from './use-contact-list';
import { DeviceCopyNote } from './device-copy-note';
import { ContactsTable } from './contacts-table';
import { applyPendingEdits, pendingCards, pendingDeletes, pendingNewContacts } from './pending-contacts';
import { EmptyContacts, PendingCards } from './contacts-panel-parts';

/** Why the list is empty while it is searched or shows one event. */
function noMatchText({ search, event }: ContactFilter): string {
  const q = search.trim();
  if (q && event) return `No contacts from “${event}” match “${q}”.`;
  if (event) return `No contacts from “${event}” yet.`;
  return `No contacts match “${q}”.`;
}

/**
 * 'Your Contacts': loading, error, empty state and the table. `withActions` adds the copy
 * buttons; `searchable` adds the search box; `tools` sits in the card's header (vCard buttons).
 * Online the rows are the server's pages, one more as the list nears its end; offline they are
 * the device's copy (IndexedDB), searched on the device.
 */
export function ContactsPanel({
  withActions = false,
  searchable = false,
  tools: toolsFor,
}: {
  withActions?: boolean;
  searchable?: boolean;
  /** Given the search and event, so an export can hold what the list shows. */
  tools?: (filter: ContactFilter) => ReactNode;
}) {
  const outbox = useMyOutbox();
  const [query, setQuery] = useState('');
  // The box shows each key at once; the search follows when the browser has time.
  const search = useDeferredValue(query);
  const [event, setEvent] = useState('');
  const filter = useMemo(() => ({ search, event }), [search, event]);
  const list = useContactList(filter);
  const events = useContactEvents();
  const tools = toolsFor?.(filter);
  const { state } = list;
  // What this device still holds for the server shows here at once, so nobody enters it twice.
  const { contacts: merged, edits } = useMemo(() => {
    const deleted = pendingDeletes(outbox);
    return applyPendingEdits(list.contacts.filter((c) => !deleted.has(c.id)), outbox);
  }, [list.contacts, outbox]);
  const pending = useMemo(() => pendingNewContacts(outbox), [outbox]);
  const cards = useMemo(() => pendingCards(outbox), [outbox]);
  const pendingShown = useMemo(() => pending.filter((p) => (!event || p.contact.eventTag === event) && matchesContact(p.contact, search)), [pending, search, event]);
  const table = (rows: typeof merged) => (
    <ContactsTable contacts={rows} pending={pendingShown} edits={edits} withActions={withActions} caption="Your Contacts" onEndReached={list.hasMore ? list.loadMore : undefined} />
  );
  const searching = search.trim() !== '' || event !== '';

  let body: ReactNode;
  if (state.kind === 'loading') body = <Spinner label="Loading contacts..." />;
  else if (state.kind === 'unavailable-offline')
    body = (
      <>
        <NotAvailableOffline text="Your contacts have not been saved on this device yet." onRetry={list.retry} />
        {pendingShown.length > 0 ? table([]) : null}
      </>
    );
  else if (state.kind === 'failed' && pending.length === 0)
    body = (
      <div role="alert" className="flex flex-col items-center gap-2 px-4 py-10 text-center">
        <Icon name="alert" className="h-8 w-8 text-error" />
        <p className="font-semibold">Failed to load contacts</p>
        <p className="text-sm text-base-content/75">{failureText(state.error, 'Please check your connection and try again.')}</p>
        <button type="button" className="btn btn-sm btn-outline mt-2" onClick={list.retry}>
          <Icon name="refresh" className="h-4 w-4" /> Try again
        </button>
      </div>
    );
  else if (!searching && merged.length === 0 && pending.length === 0) body = cards.length > 0 ? null : <EmptyContacts />;
  else if (merged.length === 0 && pendingShown.length === 0)
    body = (
      <p className="px-4 py-10 text-center text-base-content/75">
        {noMatchText(filter)}{' '}
        <button
          type="button"
          className="link link-primary"
          onClick={() => {
            setQuery('');
            setEvent('');
          }}
        >
          {search.trim() && event ? 'Show everyone' : event ? 'Show all events' : 'Clear search'}
        </button>
      </p>
    );
  else body = table(merged);

  const count = list.total === null ? null : list.total + pending.length;
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby="your-contacts">
      <div className="card-body gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="your-contacts" className="card-title text-lg sm:text-xl">
            Your Contacts
            {count !== null ? <span className="badge badge-ghost badge-sm font-normal">{count}</span> : null}
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
        {searchable && (count === null || count > 0 || searching) ? (
          <div className="flex flex-col gap-2 sm:flex-row">
            <label className="input w-full sm:flex-1">
              <Icon name="search" className="h-4 w-4 opacity-60" />
              <input
                type="search"
                className="grow"
                placeholder="Search by name, phone, email, company, place or event…"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                aria-label="Search contacts"
              />
            </label>
            <EventFilter events={events} value={event} onChange={setEvent} />
          </div>
        ) : null}
        {state.kind === 'ready' && state.source === 'device' ? <DeviceCopyNote savedAt={state.savedAt} /> : null}
        {pending.length + edits.size > 0 ? (
          <p className="text-sm text-base-content/75" data-testid="waiting-summary">
            {pending.length + edits.size === 1 ? '1 change is' : `${pending.length + edits.size} changes are`} waiting to sync: sent by itself when the server can be reached.
          </p>
        ) : null}
        <PendingCards cards={cards} />
        {body}
        {searchable && searching && merged.length > 0 ? (
          <p className="text-xs text-base-content/75" data-testid="search-summary">
            {list.hasMore ? `Showing the first ${merged.length} matches` : `${merged.length} ${merged.length === 1 ? 'contact matches' : 'contacts match'}`}
            {count !== null ? ` (of ${count})` : ''}
          </p>
        ) : null}
      </div>
    </section>
  );
}
