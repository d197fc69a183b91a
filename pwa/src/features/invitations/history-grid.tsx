import type { Invitation } from '@shared/schemas/invitations';
import { InvitationCard } from './invitation-card';
import { newestFirst } from './invitations.api';
import { PendingInvitationCard } from './pending-invitation-card';
import type { PendingInvitation } from './pending-invitations';

/**
 * The history cards, newest first, in 1 to 4 columns by width (spec §2). Photos still on this
 * device come first, marked "waiting to sync": they are newer than anything the server has.
 */
export function HistoryGrid({ invitations, pending = [] }: { invitations: readonly Invitation[]; pending?: readonly PendingInvitation[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {pending.map((invitation) => (
        <li key={invitation.clientId}>
          <PendingInvitationCard invitation={invitation} />
        </li>
      ))}
      {newestFirst(invitations).map((invitation) => (
        <li key={invitation.id}>
          <InvitationCard invitation={invitation} />
        </li>
      ))}
    </ul>
  );
}
