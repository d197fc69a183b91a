import { useState } from 'react';
import { Link } from 'wouter';
import { Icon } from '@pwa/components/icons';
import type { InvitationSummary } from '@shared/schemas/invitation-summaries';
import { StatusBadge } from './status-badge';
import { formatCreatedAt, languageTag } from './letter-text';

/** One invitation in the history grid; the whole card opens /history/{id}. */
export function InvitationCard({ invitation }: { invitation: InvitationSummary }) {
  const [photoFailed, setPhotoFailed] = useState(false);
  return (
    <Link
      href={`/history/${invitation.id}`}
      className="card h-full overflow-hidden bg-base-100 shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg focus-visible:outline-2 focus-visible:outline-primary"
    >
      <figure className="relative h-36 bg-base-200">
        {photoFailed ? (
          <Icon name="mail" className="h-10 w-10 text-base-content/75" />
        ) : (
          <img src={invitation.imageUrl} alt="" loading="lazy" decoding="async" className="h-full w-full object-cover" onError={() => setPhotoFailed(true)} />
        )}
        <span className="absolute top-2 right-2 rounded-full bg-base-100 shadow-sm">
          <StatusBadge status={invitation.status} />
        </span>
      </figure>
      <div className="card-body gap-2 p-4">
        <h2 className="line-clamp-2 font-semibold break-all" title={invitation.fileName}>
          {invitation.fileName}
        </h2>
        {invitation.forReview ? <p className="badge badge-outline badge-secondary badge-sm">Sent to you for review</p> : null}
        {invitation.eventName ? (
          <p className="line-clamp-2 text-sm" lang={languageTag(invitation.language)}>
            {invitation.eventName}
          </p>
        ) : invitation.status === 'error' ? null : (
          <p className="text-sm italic text-base-content/75">{invitation.status === 'completed' ? 'Event name not found' : 'Reading the invitation…'}</p>
        )}
        {invitation.eventDate ? (
          <p className="flex items-center gap-1.5 text-sm text-base-content/75" lang={languageTag(invitation.language)}>
            <Icon name="calendar" className="h-4 w-4 shrink-0" /> <span className="line-clamp-1">{invitation.eventDate}</span>
          </p>
        ) : null}
        {invitation.status === 'error' && invitation.errorMessage ? <p className="line-clamp-3 text-sm text-error">{invitation.errorMessage}</p> : null}
        <ul className="flex flex-col gap-1 text-sm">
          {invitation.hasLetter ? (
            <li className="flex items-center gap-1.5 text-success">
              <Icon name="check" className="h-4 w-4" /> Response letter ready
            </li>
          ) : null}
          {invitation.inviterEmail ? (
            <li className="flex items-center gap-1.5 text-info">
              <Icon name="mail" className="h-4 w-4" /> Contact added
            </li>
          ) : null}
        </ul>
        <p className="mt-auto flex items-center gap-1.5 pt-1 text-xs text-base-content/75">
          <Icon name="clock" className="h-3.5 w-3.5" />
          <time dateTime={invitation.createdAt}>{formatCreatedAt(invitation.createdAt)}</time>
        </p>
      </div>
    </Link>
  );
}
