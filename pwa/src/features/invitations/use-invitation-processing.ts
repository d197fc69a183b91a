import { useEffect, useRef } from 'react';
import { PROCESSING_POLL_MS, REDIRECT_TO_HISTORY_MS } from '@shared/limits';
import { isFinished, useInvitation } from './invitations.api';

/**
 * Step 2 of the assistant (spec §4): polls the uploaded invitation every second until it is
 * completed or failed, calls `onCompleted` once when it completes, and `onTimeout` 15 s after the
 * upload whatever the status. Pass `id = null` before the upload.
 */
export function useInvitationProcessing(id: number | null, { onCompleted, onTimeout }: { onCompleted: () => void; onTimeout: () => void }) {
  const query = useInvitation(id, { refetchInterval: (invitation) => (isFinished(invitation?.status) ? false : PROCESSING_POLL_MS) });
  const callbacks = useRef({ onCompleted, onTimeout });
  useEffect(() => {
    callbacks.current = { onCompleted, onTimeout };
  });

  const completedFor = useRef<number | null>(null);
  const status = query.data?.status;
  useEffect(() => {
    if (id !== null && status === 'completed' && completedFor.current !== id) {
      completedFor.current = id;
      callbacks.current.onCompleted();
    }
  }, [id, status]);

  useEffect(() => {
    if (id === null) return;
    const timer = setTimeout(() => callbacks.current.onTimeout(), REDIRECT_TO_HISTORY_MS);
    return () => clearTimeout(timer);
  }, [id]);

  return query;
}
