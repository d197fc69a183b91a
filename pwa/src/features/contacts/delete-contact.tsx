import { useContext, useState } from 'react';
import { useLocation } from 'wouter';
import type { Contact } from '@shared/schemas/contacts';
import { Icon } from '@pwa/components/icons';
import { notify, notifyError, notifyUndo, UNDO_MS } from '@pwa/lib/toast';
import { captureAfter } from '@pwa/offline/capture';
import { takeBackOwn } from '@pwa/offline/outbox';
import { OutboxOwner } from '@pwa/offline/use-outbox';

/**
 * Delete with Undo. The honest way round: the delete waits in the outbox for UNDO_MS and only then
 * goes to the server, so Undo takes back a request never sent instead of re-creating a contact
 * (which would get a new id and lose its history). The lists hide the contact meanwhile; offline,
 * the delete waits in the outbox like every other change.
 */
export function DeleteContactButton({ contact }: { contact: Pick<Contact, 'id' | 'name'> }) {
  const owner = useContext(OutboxOwner);
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (owner === null) return;
    setBusy(true);
    try {
      const item = await captureAfter({ kind: 'contact-delete', payload: { id: contact.id, name: contact.name } }, UNDO_MS);
      navigate('/sampark-assistant');
      notifyUndo('Contact deleted', `${contact.name} is removed.`, () => {
        void takeBackOwn(owner, item.clientId).then((undone) =>
          undone ? notify('Contact restored', `${contact.name} is back in your contacts.`) : notifyError('Too late to undo', `${contact.name} was already deleted.`),
        );
      }, UNDO_MS);
    } catch (error) {
      setBusy(false);
      notifyError('Delete Failed', error instanceof Error ? error.message : 'Please try again');
    }
  };

  return (
    <button type="button" className="btn btn-ghost btn-sm text-error sm:btn-md" onClick={() => void remove()} disabled={busy}>
      <Icon name="trash" className="h-4 w-4" />
      Delete
    </button>
  );
}
