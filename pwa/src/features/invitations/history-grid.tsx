import { useMemo } from 'react';
import type { InvitationSummary } from '@shared/schemas/invitation-summaries';
import { useMediaQuery } from '@pwa/lib/use-media-query';
import { useWindowRows } from '@pwa/lib/use-window-rows';
import { InvitationCard } from './invitation-card';
import { newestFirst } from './invitations.api';
import { PendingInvitationCard } from './pending-invitation-card';
import type { PendingInvitation } from './pending-invitations';

type Item = { kind: 'pending'; invitation: PendingInvitation } | { kind: 'server'; invitation: InvitationSummary };

/** Tailwind's sm, lg and xl: the grid's 1 to 4 columns, needed in script to cut the cards into rows. */
function useColumns(): number {
  const sm = useMediaQuery('(min-width: 640px)');
  const lg = useMediaQuery('(min-width: 1024px)');
  const xl = useMediaQuery('(min-width: 1280px)');
  return xl ? 4 : lg ? 3 : sm ? 2 : 1;
}

/**
 * The history cards, newest first, in 1 to 4 columns by width (spec §2). Photos still on this
 * device come first, marked "waiting to sync": they are newer than anything the server has.
 * Virtualised by grid row over the page's scroll: a thousand letters draw a few rows of cards.
 */
export function HistoryGrid({ invitations, pending = [] }: { invitations: readonly InvitationSummary[]; pending?: readonly PendingInvitation[] }) {
  const columns = useColumns();
  const items = useMemo<Item[]>(
    () => [...pending.map((invitation) => ({ kind: 'pending' as const, invitation })), ...newestFirst(invitations).map((invitation) => ({ kind: 'server' as const, invitation }))],
    [invitations, pending],
  );
  // gap-4 between rows is 16 px; a card with its photo is about 305 px high (measured at 390 and 1280 px).
  const rows = useWindowRows<HTMLUListElement>({ count: Math.ceil(items.length / columns), estimateSize: 305, gap: 16, overscan: 2 });
  return (
    <ul ref={rows.listRef} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" style={{ paddingTop: rows.before, paddingBottom: rows.after }}>
      {rows.items.flatMap((row) =>
        items.slice(row.index * columns, (row.index + 1) * columns).map((item, column) => (
          <li
            key={item.kind === 'pending' ? item.invitation.clientId : item.invitation.id}
            // A grid row is as high as its tallest card, and every card stretches to it: the first one measures the row.
            ref={column === 0 ? rows.measure : undefined}
            data-index={column === 0 ? row.index : undefined}
            aria-setsize={items.length}
            aria-posinset={row.index * columns + column + 1}
          >
            {item.kind === 'pending' ? <PendingInvitationCard invitation={item.invitation} /> : <InvitationCard invitation={item.invitation} />}
          </li>
        )),
      )}
    </ul>
  );
}
