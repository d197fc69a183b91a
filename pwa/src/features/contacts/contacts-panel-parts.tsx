import { Link } from 'wouter';
import { Icon } from '@pwa/components/icons';
import { SyncBadge } from '@pwa/components/sync-badge';
import type { PendingCard } from './pending-contacts';

/* Pieces of the 'Your Contacts' panel that do not depend on where the rows come from. */

/** The empty network: spec's 'No contacts yet' with 'Add Your First Contact'. */
export function EmptyContacts() {
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      <span className="grid h-16 w-16 place-items-center rounded-full bg-secondary/10 text-secondary" aria-hidden="true">
        <Icon name="users" className="h-8 w-8" />
      </span>
      <h3 className="text-lg font-semibold">No contacts yet</h3>
      <p className="max-w-sm text-sm text-base-content/75">Add people by typing their details or by reading them off an ID or business card.</p>
      <Link href="/add-profile" className="btn btn-primary mt-2">
        <Icon name="plus" className="h-4 w-4" />
        Add Your First Contact
      </Link>
    </div>
  );
}

/** ID card photos on this device: waiting to be read (when online), or read and waiting for review. */
export function PendingCards({ cards }: { cards: readonly PendingCard[] }) {
  if (cards.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label="ID cards on this device">
      {cards.map((card) => (
        <li key={card.clientId} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-box border border-base-300 px-3 py-2 text-sm" data-testid="pending-card">
          <Icon name="camera" className="h-4 w-4 shrink-0 text-base-content/75" />
          <span className="min-w-0 flex-1 truncate">
            ID card <span className="text-base-content/75">· {card.fileName}</span>
          </span>
          {card.state === 'read' ? (
            <Link href={`/add-profile?review=${card.clientId}`} className="btn btn-primary btn-xs">
              Read: review it
            </Link>
          ) : (
            <Link href="/outbox" className="flex items-center">
              <SyncBadge state={card.state} />
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
