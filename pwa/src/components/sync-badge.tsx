import type { SyncState } from '@pwa/offline/sync-state';

const LOOK: Record<SyncState, { label: string; tone: string }> = {
  waiting: { label: 'Waiting to sync', tone: 'badge-warning' },
  sending: { label: 'Sending…', tone: 'badge-info' },
  failed: { label: 'Needs attention', tone: 'badge-error' },
};

/** The state of a capture still on this device, as every list shows it (same words as the outbox page). */
export function SyncBadge({ state, className = '' }: { state: SyncState; className?: string }) {
  const { label, tone } = LOOK[state];
  return (
    <span className={`badge badge-sm whitespace-nowrap ${tone} ${className}`} data-testid="sync-badge">
      {state === 'sending' ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : null}
      {label}
    </span>
  );
}
