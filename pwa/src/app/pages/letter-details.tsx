import { Link, useParams } from 'wouter';
import { Icon } from '@pwa/components/icons';
import { Spinner } from '@pwa/components/spinner';
import { HttpError } from '@pwa/lib/http-error';
import { useCurrentUser } from '@pwa/features/auth/auth.api';
import { isFinished, useInvitation } from '@pwa/features/invitations/invitations.api';
import { useLetterEditor } from '@pwa/features/invitations/use-letter-editor';
import { StatusBadge } from '@pwa/features/invitations/status-badge';
import { InvitationPhoto } from '@pwa/features/invitations/invitation-photo';
import { EventDetails } from '@pwa/features/invitations/event-details';
import { ContactActions } from '@pwa/features/invitations/contact-actions';
import { LetterPanel } from '@pwa/features/invitations/letter-panel';
import { DeliveryHistory } from '@pwa/features/invitations/delivery-history';
import { DeleteLetterButton } from '@pwa/features/invitations/delete-letter';
import { formatCreatedAt, senderOfLetter } from '@pwa/features/invitations/letter-text';
import { DETAILS_REFETCH_MS, PROCESSING_POLL_MS } from '@shared/limits';

function NotFound() {
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Letter Details</h1>
      <p className="mt-6 text-lg font-semibold">Letter not found</p>
      <p className="mt-1 text-base-content/75">It may have been removed, or the link is wrong.</p>
      <Link href="/history" className="btn btn-primary mt-6">
        Back to History
      </Link>
    </main>
  );
}

/** /history/{id}: one invitation, its letter and what can be done with it (spec §2 "Letter details"). */
export function LetterDetailsPage() {
  const params = useParams<{ id: string }>();
  const id = /^[1-9][0-9]{0,15}$/.test(params.id ?? '') ? Number(params.id) : null;
  const { user } = useCurrentUser();
  // Every 10 s; every second while the letter is still being written.
  const query = useInvitation(id, { refetchInterval: (inv) => (inv && !isFinished(inv.status) ? PROCESSING_POLL_MS : DETAILS_REFETCH_MS) });
  const invitation = query.data;
  const editor = useLetterEditor(invitation);

  if (id === null || (query.error instanceof HttpError && query.error.status === 404)) return <NotFound />;
  if (query.isLoading) return <Spinner label="Loading letter..." />;
  if (!invitation) {
    return (
      <main className="mx-auto max-w-xl px-4 py-16 text-center" role="alert">
        <h1 className="text-2xl font-bold">Letter Details</h1>
        <p className="mt-6 font-semibold">Could not load this letter</p>
        <button type="button" className="btn btn-outline mt-4" onClick={() => void query.refetch()}>
          <Icon name="refresh" className="h-4 w-4" /> Try again
        </button>
      </main>
    );
  }

  return (
    <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <header className="mb-6">
        <div className="flex items-start justify-between gap-2">
          <h1 className="text-2xl font-bold sm:text-3xl">Letter Details</h1>
          <DeleteLetterButton invitation={invitation} />
        </div>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4">
          <p className="min-w-0 break-all font-medium">{invitation.fileName}</p>
          <StatusBadge status={invitation.status} errorMessage={invitation.errorMessage} />
          <p className="flex items-center gap-1.5 text-sm text-base-content/75">
            <Icon name="clock" className="h-4 w-4" />
            <time dateTime={invitation.createdAt}>{formatCreatedAt(invitation.createdAt)}</time>
          </p>
        </div>
      </header>

      {/* Two columns on a wide screen. On a phone one column, in reading order: the letter comes
          before the send buttons, so nobody sends a letter they have not seen. */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-5">
        <div className="contents lg:col-span-2 lg:flex lg:flex-col lg:gap-6">
          <div className="order-1 lg:order-none">
            <InvitationPhoto src={invitation.imageUrl} fileName={invitation.fileName} />
          </div>
          <div className="order-2 lg:order-none">
            <EventDetails invitation={invitation} sender={senderOfLetter(invitation.generatedLetter)} onRegenerated={editor.reset} />
          </div>
          {user ? (
            <div className="order-4 lg:order-none">
              <ContactActions invitation={invitation} letterText={editor.text} role={user.role} />
            </div>
          ) : null}
        </div>
        <div className="contents lg:col-span-3 lg:flex lg:flex-col lg:gap-6">
          <div className="order-3 lg:order-none">
            <LetterPanel invitation={invitation} editor={editor} />
          </div>
          <div className="order-5 lg:order-none">
            <DeliveryHistory deliveries={invitation.deliveries} />
          </div>
        </div>
      </div>

      <p className="mt-8 text-center text-xs text-base-content/75">Invitation ID: {invitation.id}</p>
    </main>
  );
}
