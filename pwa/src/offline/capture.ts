import type { OutboxItem, OutboxKind } from './db';
import { enqueue } from './outbox';
import { sendNow, type SendOutcome } from './sync';

/**
 * The one way a capture leaves a screen: stored on the device first, then sent at once if the
 * network allows. 'offline' means it is safe in the outbox and will be sent later.
 * Throws StorageFullError when the device cannot keep it.
 */
export async function capture(input: {
  kind: OutboxKind;
  userId: number;
  payload: Record<string, unknown>;
  blob?: Blob | null;
  fileName?: string | null;
}): Promise<{ item: OutboxItem; outcome: SendOutcome }> {
  const item = await enqueue(input);
  const outcome = navigator.onLine ? await sendNow(item.clientId) : ({ kind: 'offline' } as const);
  return { item, outcome };
}
