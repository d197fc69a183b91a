import type { OutboxItem, OutboxKind } from './db';
import { enqueue, remove } from './outbox';
import { drain, outboxUser, sendNow, type SendOutcome } from './sync';

interface CaptureInput {
  /** Chosen with the photo, so pressing the button twice cannot make two captures. */
  clientId?: string;
  kind: OutboxKind;
  payload: Record<string, unknown>;
  blob?: Blob | null;
  fileName?: string | null;
}

/**
 * The one way a capture leaves a screen: stored on the device first, then sent at once if the
 * network allows. 'offline' means it is safe in the outbox and will be sent later.
 * Throws StorageFullError when the device cannot keep it.
 */
export async function capture(input: CaptureInput): Promise<{ item: OutboxItem; outcome: SendOutcome }> {
  const userId = outboxUser();
  if (userId === null) throw new Error('Sign in to capture');
  const item = await enqueue({ ...input, userId });
  const outcome = navigator.onLine ? await sendNow(item.clientId) : ({ kind: 'offline' } as const);
  return { item, outcome };
}

/**
 * Options for every mutation that captures (invitation photo, ID card, new or edited contact).
 * TanStack's default networkMode 'online' pauses a mutation while the browser is offline and
 * never calls its function, so a capture made after the signal dropped would never reach the
 * outbox. 'always' runs it at once: the capture is stored first, and the outbox decides whether
 * it can be sent now or waits for the network.
 */
export const CAPTURE_MUTATION = { networkMode: 'always' } as const;

/** Where a submitted capture ended up: at the server (with its answer), or safe on the device. */
export type Submitted = { kind: 'sent'; result: unknown } | { kind: 'saved' };

/**
 * `capture` for a screen whose user waits for the answer: a refusal (4xx) is thrown as the
 * server's HttpError (with its per-field messages), and the capture is forgotten (the user is
 * right there to fix it); anything else is either the server's answer or 'saved' for later.
 */
export async function submit(input: CaptureInput): Promise<Submitted> {
  const { item, outcome } = await capture(input);
  if (outcome.kind === 'refused') {
    await remove(item.clientId);
    throw outcome.error;
  }
  if (outcome.kind === 'sent') {
    // Kept-answer kinds (ID cards) are answered here and now: nothing left to review later.
    await remove(item.clientId);
    return { kind: 'sent', result: outcome.result };
  }
  return { kind: 'saved' };
}

/**
 * A change that may still be taken back (a delete with Undo): stored in the outbox at once, so a
 * reload or lost signal keeps it, but not sent before `delayMs` has passed. Undo is takeBackOwn.
 */
export async function captureAfter(input: CaptureInput, delayMs: number): Promise<OutboxItem> {
  const userId = outboxUser();
  if (userId === null) throw new Error('Sign in to capture');
  const item = await enqueue({ ...input, userId, notBefore: Date.now() + delayMs });
  setTimeout(() => void drain(), delayMs + 50);
  return item;
}
