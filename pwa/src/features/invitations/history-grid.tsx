import type { Invitation } from '@shared/schemas/invitations';
import { InvitationCard } from './invitation-card';
import { newestFirst } from './invitations.api';

/** The history cards, newest first, in 1 to 4 columns by width (spec §2). */
export function HistoryGrid({ invitations }: { invitations: readonly Invitation[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {newestFirst(invitations).map((invitation) => (
        <li key={invitation.id}>
          <InvitationCard invitation={invitation} />
        </li>
      ))}
    </ul>
  );
}
