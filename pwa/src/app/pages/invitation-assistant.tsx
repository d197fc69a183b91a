import { useState } from 'react';
import { useLocation } from 'wouter';
import { failureText, HttpError } from '@pwa/lib/http-error';
import { notifyError, notifyAfterReload } from '@pwa/lib/toast';
import { useClearInvitationCache, useUploadInvitation } from '@pwa/features/invitations/invitations.api';
import { useInvitationProcessing } from '@pwa/features/invitations/use-invitation-processing';
import { StepIndicator, type Step } from '@pwa/features/invitations/step-indicator';
import { UploadStep, type UploadRequest } from '@pwa/features/invitations/upload-step';
import { ProcessingStep } from '@pwa/features/invitations/processing-step';
import { SavedOfflineStep } from '@pwa/features/invitations/saved-offline-step';
import { StorageFullError } from '@pwa/offline/outbox';

/** /invitation-assistant: upload a photo (step 1), then wait for the letter (step 2). State starts afresh on every mount. */
export function InvitationAssistantPage() {
  const [, navigate] = useLocation();
  const [invitationId, setInvitationId] = useState<number | null>(null);
  const [savedOffline, setSavedOffline] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const upload = useUploadInvitation();
  const clearCache = useClearInvitationCache();

  const processing = useInvitationProcessing(invitationId, {
    onCompleted: () => {
      // Shown by History once the full navigation (spec §4) has loaded it; shown here, the reload would wipe it unseen.
      notifyAfterReload('Letter Generated Successfully!', 'Redirecting to history...');
      window.location.href = '/history';
    },
    onTimeout: () => navigate('/history'),
  });
  const status = processing.data?.status;

  const start = ({ file, language, clientId }: UploadRequest) =>
    upload.mutate(
      { file, language, clientId },
      {
        onSuccess: (result) => (result.kind === 'uploaded' ? setInvitationId(result.answer.id) : setSavedOffline(true)),
        onError: (error) =>
          error instanceof StorageFullError
            ? notifyError('Upload failed', error.message)
            : notifyError('Upload failed', error instanceof HttpError ? failureText(error, 'Please try again.') : 'Please try again.'),
      },
    );

  const startOver = () => {
    setInvitationId(null);
    setSavedOffline(false);
    upload.reset();
    clearCache();
    setAttempt((n) => n + 1); // remounts step 1, which drops the chosen file
  };

  const onStep2 = invitationId !== null;
  const steps: Step[] = [
    { label: 'Upload', state: onStep2 ? 'completed' : upload.isPending || savedOffline ? 'processing' : 'active' },
    { label: 'Generate', state: !onStep2 ? 'inactive' : status === 'error' ? 'error' : status === 'completed' ? 'completed' : 'processing' },
  ];

  return (
    <main className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      <div className="mb-6 text-center">
        <h1 className="text-2xl font-bold sm:text-3xl">Amanthran Assistant</h1>
        <p className="mt-1 text-sm text-base-content/75">Turn a photo of an invitation into a personalised response letter.</p>
      </div>
      <StepIndicator steps={steps} />
      <section className="card mt-6 bg-base-100 shadow">
        <div className="card-body p-4 sm:p-8">
          {savedOffline ? (
            <SavedOfflineStep onCaptureAnother={startOver} />
          ) : onStep2 ? (
            <ProcessingStep status={status} errorMessage={processing.data?.errorMessage} onStartOver={startOver} />
          ) : (
            <UploadStep key={attempt} busy={upload.isPending} onSubmit={start} />
          )}
        </div>
      </section>
    </main>
  );
}
