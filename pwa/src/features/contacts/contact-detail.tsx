import { Spinner } from '@pwa/components/spinner';
import { Icon } from '@pwa/components/icons';
import { NotAvailableOffline, SavedCopyNote } from '@pwa/components/read-state-views';
import { failureText, HttpError } from '@pwa/lib/http-error';
import { readState } from '@pwa/lib/read-state';
import { useOnline } from '@pwa/lib/use-online';
import { useMyOutbox } from '@pwa/offline/use-outbox';
import { parseContactId, useContact, type RenderLocation } from './contacts.api';
import { BackToContacts, Missing, PendingEditNote } from './contact-detail-parts';
import { LoadedContact } from './loaded-contact';
import { applyPendingEdits } from './pending-contacts';

/**
 * Contact detail and edit (spec §2, §4). An id that is not a positive integer shows
 * 'Contact Not Found' without asking the server; a 404 shows 'Contact not found'.
 */
export function ContactDetail({ rawId, renderLocation }: { rawId: string | undefined; renderLocation: RenderLocation }) {
  const id = parseContactId(rawId);
  const contact = useContact(id);
  const online = useOnline();
  const outbox = useMyOutbox();
  const state = readState(contact, online);
  if (id === null) return <Missing title="Contact Not Found" text="This link does not point to a contact." />;
  if (contact.error instanceof HttpError && contact.error.status === 404)
    return <Missing title="Contact not found" text="It may have been removed, or it belongs to another organization." />;
  // A copy on the device wins over a failed refresh (offline, server restarting); an edit not yet sent is laid over it.
  if (contact.data) {
    const { contacts: [shown], edits } = applyPendingEdits([contact.data], outbox);
    const edit = edits.get(contact.data.id);
    return (
      <div className="flex flex-col gap-3">
        <SavedCopyNote state={state} />
        {edit ? <PendingEditNote state={edit.state} /> : null}
        <LoadedContact key={contact.data.id} contact={shown!} devicePhoto={edit?.photo ?? null} renderLocation={renderLocation} />
      </div>
    );
  }
  if (state.kind === 'loading') return <Spinner label="Loading contact..." />;
  if (state.kind === 'unavailable-offline')
    return (
      <div className="card bg-base-100 shadow-sm">
        <NotAvailableOffline text="This contact has not been saved on this device yet." onRetry={online ? () => void contact.refetch() : undefined}>
          <BackToContacts />
        </NotAvailableOffline>
      </div>
    );
  return (
    <div role="alert" className="card bg-base-100 shadow-sm">
      <div className="card-body items-center gap-2 py-12 text-center">
        <Icon name="alert" className="h-8 w-8 text-error" />
        <h1 className="text-xl font-bold">Failed to load contact</h1>
        <p className="text-sm text-base-content/75">{failureText(contact.error, 'Please check your connection and try again.')}</p>
        <div className="mt-2 flex gap-2">
          <BackToContacts />
          <button type="button" className="btn btn-outline btn-sm" onClick={() => contact.refetch()}>
            <Icon name="refresh" className="h-4 w-4" /> Try again
          </button>
        </div>
      </div>
    </div>
  );
}
