import { Link } from 'wouter';
import { Icon } from '@pwa/components/icons';
import { SyncBadge } from '@pwa/components/sync-badge';
import { useBlobUrl } from '@pwa/lib/use-blob-url';
import { formatCreatedAt } from './letter-text';
import type { PendingInvitation } from './pending-invitations';

const NEXT_STEP = {
  waiting: 'Uploads by itself when the server can be reached; its letter is written then.',
  sending: 'Uploading now…',
  failed: 'The server refused this photo: open it to retry or discard.',
} as const;

/** A photo captured on this device and not yet at the server, in the history grid beside the real cards. */
export function PendingInvitationCard({ invitation }: { invitation: PendingInvitation }) {
  const photo = useBlobUrl(invitation.photo);
  return (
    <Link
      href="/outbox"
      className="card h-full overflow-hidden border border-dashed border-warning bg-base-100 shadow-sm transition hover:shadow-lg focus-visible:outline-2 focus-visible:outline-primary"
      data-testid="pending-invitation"
    >
      <figure className="relative h-36 bg-base-200">
        {photo ? <img src={photo} alt="" className="h-full w-full object-cover opacity-80" /> : <Icon name="upload" className="h-10 w-10 text-base-content/75" />}
        <span className="absolute top-2 right-2 rounded-full bg-base-100 shadow-sm">
          <SyncBadge state={invitation.state} />
        </span>
      </figure>
      <div className="card-body gap-2 p-4">
        <h2 className="line-clamp-2 font-semibold break-all" title={invitation.fileName}>
          {invitation.fileName}
        </h2>
        <p className="text-sm">{invitation.language} letter</p>
        <p className={`text-sm ${invitation.state === 'failed' ? 'text-error' : 'text-base-content/75'}`}>
          {invitation.state === 'failed' && invitation.lastError ? invitation.lastError : NEXT_STEP[invitation.state]}
        </p>
        <p className="mt-auto flex items-center gap-1.5 pt-1 text-xs text-base-content/75">
          <Icon name="clock" className="h-3.5 w-3.5" />
          <time dateTime={invitation.createdAt}>Captured {formatCreatedAt(invitation.createdAt)}</time>
        </p>
      </div>
    </Link>
  );
}
