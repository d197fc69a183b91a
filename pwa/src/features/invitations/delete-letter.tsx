import { useContext, useState } from 'react';
import { useLocation } from 'wouter';
import type { Invitation } from '@shared/schemas/invitations';
import { Icon } from '@pwa/components/icons';
import { notify, notifyError, notifyUndo, UNDO_MS } from '@pwa/lib/toast';
import { captureAfter } from '@pwa/offline/capture';
import { takeBackOwn } from '@pwa/offline/outbox';
import { OutboxOwner } from '@pwa/offline/use-outbox';

/**
 * Delete a letter (its invitation photo, letters and send history) with Undo, the way contacts
 * are deleted: the DELETE waits in the outbox for UNDO_MS and only then goes to the server, so
 * Undo takes back a request never sent. History hides the letter meanwhile; offline, the delete
 * waits like every other change. Only the writer may delete (the server answers 403 otherwise),
 * so the button is not offered on a letter sent to this admin for review.
 */
export function DeleteLetterButton({ invitation }: { invitation: Pick<Invitation, 'id' | 'fileName' | 'forReview'> }) {
  const owner = useContext(OutboxOwner);
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  if (invitation.forReview) return null;

  const remove = async () => {
    if (owner === null) return;
    setBusy(true);
    const name = invitation.fileName;
    try {
      const item = await captureAfter({ kind: 'invitation-delete', payload: { id: invitation.id, name } }, UNDO_MS);
      navigate('/history');
      notifyUndo('Letter deleted', `${name} and its letters are removed.`, () => {
        void takeBackOwn(owner, item.clientId).then((undone) =>
          undone ? notify('Letter restored', `${name} is back in your history.`) : notifyError('Too late to undo', `${name} was already deleted.`),
        );
      }, UNDO_MS);
    } catch (error) {
      setBusy(false);
      notifyError('Delete Failed', error instanceof Error ? error.message : 'Please try again');
    }
  };

  return (
    <button type="button" className="btn btn-ghost btn-sm text-error" onClick={() => void remove()} disabled={busy}>
      <Icon name="trash" className="h-4 w-4" />
      Delete letter
    </button>
  );
}
