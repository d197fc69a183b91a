import { Link } from 'wouter';
import { Icon } from '@pwa/components/icons';
import { Spinner } from '@pwa/components/spinner';
import { useCurrentUser } from '@pwa/features/auth/auth.api';
import { isFinished, useInvitations } from '@pwa/features/invitations/invitations.api';
import { HistoryGrid } from '@pwa/features/invitations/history-grid';
import { DETAILS_REFETCH_MS } from '@shared/limits';
import { NotAvailableOffline, SavedCopyNote } from '@pwa/components/read-state-views';
import { readState } from '@pwa/lib/read-state';
import { useOnline } from '@pwa/lib/use-online';
import { useMyOutbox } from '@pwa/offline/use-outbox';
import { pendingInvitationDeletes, pendingInvitations } from '@pwa/features/invitations/pending-invitations';

/** /history: every invitation of the organization, newest first (spec §2). */
export function HistoryPage() {
  const { user } = useCurrentUser();
  // Beyond the spec: while a letter is still being written, look again now and then so its card updates.
  const list = useInvitations({ refetchInterval: (items) => (items?.some((i) => !isFinished(i.status)) ? DETAILS_REFETCH_MS : false) });
  const online = useOnline();
  const state = readState(list, online);
  const outbox = useMyOutbox();
  // Photos captured on this device and not yet uploaded are listed too, so nobody captures them twice.
  const pending = pendingInvitations(outbox);
  // Letters deleted here whose delete waits out its Undo (or the network) are already gone from view.
  const deleted = pendingInvitationDeletes(outbox);
  const invitations = list.data?.filter((invitation) => !deleted.has(invitation.id));
  const count = invitations?.length ?? 0;

  return (
    <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Invitation History</h1>
          <p className="mt-1 text-base-content/75">{user?.role === 'admin' ? 'Manage' : 'View'} your processed invitations and response letters</p>
        </div>
        {list.data || pending.length > 0 ? (
          <div className="flex flex-wrap items-center gap-3">
            {list.data ? <span className="badge badge-soft badge-primary badge-lg">{count === 1 ? '1 invitation' : `${count} invitations`}</span> : null}
            {pending.length > 0 ? <span className="badge badge-warning badge-lg">{pending.length} waiting to sync</span> : null}
            <Link href="/invitation-assistant" className="btn btn-primary btn-sm">
              <Icon name="plus" className="h-4 w-4" /> New Letter
            </Link>
          </div>
        ) : null}
      </div>

      <div className="mb-4 empty:hidden">
        <SavedCopyNote state={state} />
      </div>
      {state.kind === 'loading' ? (
        <Spinner label="Loading history..." />
      ) : state.kind === 'unavailable-offline' ? (
        <div className="flex flex-col gap-4">
          <div className="card bg-base-100 shadow-sm">
            <NotAvailableOffline text="Your invitation history has not been saved on this device yet." onRetry={online ? () => void list.refetch() : undefined} />
          </div>
          {pending.length > 0 ? <HistoryGrid invitations={[]} pending={pending} /> : null}
        </div>
      ) : state.kind === 'failed' && pending.length === 0 ? (
        <div role="alert" className="card bg-base-100 shadow-sm">
          <div className="card-body items-center py-12 text-center">
            <span className="grid h-14 w-14 place-items-center rounded-full bg-error/10 text-error">
              <Icon name="alert" className="h-7 w-7" />
            </span>
            <h2 className="mt-2 text-lg font-semibold">Error Loading History</h2>
            <p className="text-base-content/75">Unable to load your invitation history. Please try again.</p>
            <button type="button" className="btn btn-outline btn-sm mt-3" onClick={() => void list.refetch()}>
              <Icon name="refresh" className="h-4 w-4" /> Try again
            </button>
          </div>
        </div>
      ) : count === 0 && pending.length === 0 ? (
        <div className="card bg-base-100 shadow-sm">
          <div className="card-body items-center py-14 text-center">
            <span className="grid h-16 w-16 place-items-center rounded-full bg-primary/10 text-primary">
              <Icon name="mail" className="h-8 w-8" />
            </span>
            <h2 className="mt-2 text-lg font-semibold">No invitations yet</h2>
            <p className="max-w-sm text-base-content/75">Upload your first invitation to get started with AI-powered response letters.</p>
            <Link href="/invitation-assistant" className="btn btn-primary mt-4">
              <Icon name="upload" className="h-4 w-4" /> Upload Invitation
            </Link>
          </div>
        </div>
      ) : (
        <HistoryGrid invitations={invitations ?? []} pending={pending} />
      )}
    </main>
  );
}
