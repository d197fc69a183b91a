import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Icon } from '@pwa/components/icons';
import { Spinner } from '@pwa/components/spinner';
import { failureText, matchesContact, useContacts } from './contacts.api';
import { ContactsTable } from './contacts-table';

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

/**
 * 'Your Contacts': loading, error, empty state and the table. `withActions` adds the copy
 * buttons; `searchable` adds the search box; `tools` sits in the card's header (vCard buttons).
 */
export function ContactsPanel({ withActions = false, searchable = false, tools }: { withActions?: boolean; searchable?: boolean; tools?: ReactNode }) {
  const contacts = useContacts();
  const [query, setQuery] = useState('');
  const list = contacts.data;
  const shown = useMemo(() => (list ?? []).filter((c) => matchesContact(c, query)), [list, query]);

  let body: ReactNode;
  // Data already on the device wins over a failed refresh (offline, server restarting).
  if (contacts.isPending) body = <Spinner label="Loading contacts..." />;
  else if (contacts.isError && !list)
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
  else if (!list || list.length === 0) body = <EmptyContacts />;
  else if (shown.length === 0)
    body = (
      <p className="px-4 py-10 text-center text-base-content/75">
        No contacts match “{query.trim()}”.{' '}
        <button type="button" className="link link-primary" onClick={() => setQuery('')}>
          Clear search
        </button>
      </p>
    );
  else body = <ContactsTable contacts={shown} withActions={withActions} caption="Your Contacts" />;

  const count = list?.length ?? 0;
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
              placeholder="Search by name, phone, email…"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              aria-label="Search contacts"
            />
          </label>
        ) : null}
        {body}
        {searchable && query.trim() && shown.length > 0 ? (
          <p className="text-xs text-base-content/75">
            Showing {shown.length} of {count}
          </p>
        ) : null}
      </div>
    </section>
  );
}
