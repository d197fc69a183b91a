import { Icon } from '@pwa/components/icons';
import type { InvitationStatus } from '@shared/schemas/invitations';

const LABELS: Record<InvitationStatus, string> = {
  uploaded: 'Uploaded',
  extracting: 'Reading invitation',
  extracted: 'Details read',
  generating: 'Writing letter',
  completed: 'Completed',
  error: 'Error',
};

/**
 * Spec §4: completed is green with a check, error is red (with its message when one is given),
 * anything else is in progress: yellow with a clock.
 */
export function StatusBadge({ status, errorMessage }: { status: InvitationStatus; errorMessage?: string | null }) {
  const tone = status === 'completed' ? 'badge-success' : status === 'error' ? 'badge-error' : 'badge-warning';
  const icon = status === 'completed' ? 'check' : status === 'error' ? 'alert' : 'clock';
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <span className={`badge badge-soft ${tone} gap-1 whitespace-nowrap font-medium`}>
        <Icon name={icon} className="h-3.5 w-3.5" />
        {LABELS[status]}
      </span>
      {status === 'error' && errorMessage ? <span className="text-sm text-error">{errorMessage}</span> : null}
    </span>
  );
}
