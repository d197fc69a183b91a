import { Icon } from '@pwa/components/icons';
import type { InvitationStatus } from '@shared/schemas/invitations';

const STAGE: Partial<Record<InvitationStatus, string>> = {
  uploaded: 'Waiting for its turn',
  extracting: 'Reading the invitation',
  extracted: 'Details read',
  generating: 'Writing your letter',
  completed: 'Letter ready',
};

/** Step 2 of the assistant: progress while the server reads the card and writes the letter; the error, if any. */
export function ProcessingStep({
  status,
  errorMessage,
  onStartOver,
}: {
  status: InvitationStatus | undefined;
  errorMessage?: string | null;
  onStartOver: () => void;
}) {
  const failed = status === 'error';
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center" aria-live="polite">
      <h2 className="text-xl font-semibold">Processing Invitation</h2>
      {failed ? (
        <div role="alert" className="alert alert-error alert-soft w-full max-w-md text-left">
          <Icon name="alert" className="h-6 w-6 shrink-0" />
          <div>
            <p className="font-semibold">The letter could not be generated</p>
            <p className="text-sm">{errorMessage || 'Something went wrong while processing this invitation.'}</p>
          </div>
        </div>
      ) : (
        <>
          <span className="loading loading-spinner size-12 text-primary" aria-hidden="true" />
          <div>
            <p className="font-medium">Processing your invitation...</p>
            <p className="text-sm text-base-content/75">This may take a few moments</p>
          </div>
          {status && STAGE[status] ? <span className="badge badge-soft badge-primary">{STAGE[status]}</span> : null}
        </>
      )}
      <button type="button" className={`btn ${failed ? 'btn-primary' : 'btn-outline'} mt-2`} onClick={onStartOver}>
        <Icon name="refresh" className="h-4 w-4" />
        Start Over
      </button>
    </div>
  );
}
