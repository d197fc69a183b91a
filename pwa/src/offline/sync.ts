/**
 * Sends the outbox to the server: oldest first, one at a time. An item leaves only after a 2xx;
 * a 4xx keeps it with the server's message for the user; network errors and 5xx wait and retry
 * with backoff. Triggers: start-up, `online`, the page becoming visible, a timer, a new capture.
 * Only one tab drains at a time (Web Locks); the Idempotency-Key makes any overlap harmless.
 */
import { apiPaths } from '@shared/api-paths';
import { z } from 'zod';
import { ApiErrorBody } from '@shared/schemas/common';
import { HttpError, isTransient } from '@pwa/lib/http-error';
import { sendRequest } from '@pwa/lib/http';
import type { OutboxItem } from './db';
import { GONE_IS_DONE, KEEPS_RESULT, requestFor } from './senders';
import { isOnline, subscribeOnline } from '@pwa/lib/use-online';

/**
 * The outbox's storage (Dexie, about 100 KB of script) loads with the first send, not with the app:
 * the first screen draws before it is needed, and this module stays cheap for the shell to import.
 */
const outbox = () => import('./outbox');

/** What became of one send: the server's answer, its refusal (kept for the user to fix), or no answer worth keeping. */
export type SendOutcome = { kind: 'sent'; result: unknown } | { kind: 'refused'; error: HttpError } | { kind: 'offline' };

const TIMER_MS = 30_000;
const backoffMs = (attempts: number) => Math.min(5 * 60_000, 5_000 * 2 ** Math.max(0, attempts - 1));

type Listener = (item: OutboxItem, outcome: SendOutcome) => void;
const listeners = new Set<Listener>();
/** Hears every send's outcome (the capture screens use it to follow their item). */
export function onSent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function answerOf(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/**
 * Sends one item and classifies the answer: 2xx is sent; 401 (the session ended: sign in and it
 * goes), 408, 429, a 5xx and no answer at all wait and retry; any other 4xx needs the user.
 */
async function attempt(item: OutboxItem): Promise<SendOutcome> {
  try {
    return { kind: 'sent', result: await answerOf(await sendRequest(requestFor(item))) };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404 && GONE_IS_DONE.has(item.kind)) return { kind: 'sent', result: null };
    if (error instanceof HttpError && !isTransient(error) && error.status !== 401) return { kind: 'refused', error };
    if (error instanceof HttpError) item.lastError = error.body ? `${error.status}: ${error.body.message}` : error.message;
    return { kind: 'offline' };
  }
}

async function sendOne(item: OutboxItem): Promise<SendOutcome> {
  const { remove, update } = await outbox();
  await update(item.clientId, { state: 'sending' });
  const outcome = await attempt(item);

  if (outcome.kind === 'sent') {
    if (KEEPS_RESULT.has(item.kind)) await update(item.clientId, { state: 'done', result: outcome.result, lastError: null, blob: null });
    else await remove(item.clientId);
  } else if (outcome.kind === 'refused') {
    // The refusal is the server's answer too: it is kept in `result` (status and body, with the
    // per-field messages), so the screen that fixes the capture shows them under its fields.
    const { error } = outcome;
    const refusal: Refusal = { status: error.status, body: error.body };
    await update(item.clientId, { state: 'failed', lastError: error.body?.message ?? error.message, result: refusal, attempts: item.attempts + 1 });
  } else {
    const attempts = item.attempts + 1;
    await update(item.clientId, { state: 'waiting', attempts, nextAttemptAt: Date.now() + backoffMs(attempts), lastError: item.lastError ?? 'Waiting for the network' });
  }
  for (const listener of listeners) listener(item, outcome);
  return outcome;
}

/** A refused item's `result`: the status and parsed body of the server's refusal. */
const Refusal = z.object({ status: z.number().int(), body: ApiErrorBody.nullable() });
type Refusal = z.infer<typeof Refusal>;

/** Why the server refused a failed item, as the HttpError a direct call would have thrown; null for any other item. */
export function refusalOf(item: Pick<OutboxItem, 'state' | 'result'>): HttpError | null {
  const refusal = Refusal.safeParse(item.result);
  return item.state === 'failed' && refusal.success ? new HttpError(refusal.data.status, refusal.data.body) : null;
}

async function withLock<T>(fn: () => Promise<T>): Promise<T | null> {
  if (!('locks' in navigator)) return fn();
  return navigator.locks.request('sahayak-outbox', { ifAvailable: true }, async (lock) => (lock ? fn() : null));
}

/**
 * Whose captures may be sent: the signed-in user's only. The session cookie is theirs, and another
 * user's capture must never land in this user's organization.
 */
let currentUserId: number | null = null;
export function setOutboxUser(userId: number | null): void {
  currentUserId = userId;
  if (userId !== null) void drain();
}
export const outboxUser = () => currentUserId;

/**
 * Whether this browser's session cookie still belongs to `userId`. The page's idea of its user can
 * be stale: the session may have ended, or another tab signed someone else in, and a capture sent
 * with that cookie would land in the other user's organization. Only a definite answer stops the
 * sending; with no answer at all the send itself finds out the network is down.
 */
async function sessionBelongsTo(userId: number): Promise<boolean> {
  try {
    const res = await fetch(new Request(at(apiPaths.authUser), { credentials: 'include' }));
    if (res.status === 401) return false;
    if (!res.ok) return true;
    const user = (await res.json()) as { id?: unknown } | null;
    return user?.id === userId;
  } catch {
    return true;
  }
}
const at = (path: string) => new URL(path, globalThis.location.origin).href;

let draining: Promise<void> | null = null;

/** Sends every due item, oldest first; stops at the first network failure (no point going on). */
export function drain(): Promise<void> {
  // Known offline: trying would only push the next attempt further away.
  if (!navigator.onLine) return Promise.resolve();
  draining ??= (async () => {
    try {
      await withLock(async () => {
        const owner = currentUserId;
        const due = (await (await outbox()).listItems()).filter((item) => item.userId === owner && item.state === 'waiting' && item.nextAttemptAt <= Date.now());
        if (owner === null || due.length === 0 || !(await sessionBelongsTo(owner))) return;
        for (const item of due) {
          const outcome = await sendOne(item);
          if (outcome.kind === 'offline') break;
        }
      });
    } finally {
      draining = null;
    }
  })();
  return draining;
}

/** Sends one item now (the user is waiting for it) and tells what happened. */
export async function sendNow(clientId: string): Promise<SendOutcome> {
  await draining;
  const item = await (await outbox()).getItem(clientId);
  if (!item) return { kind: 'sent', result: null };
  if (item.userId !== currentUserId || !(await sessionBelongsTo(item.userId))) return { kind: 'offline' };
  return (await withLock(() => sendOne(item))) ?? { kind: 'offline' };
}

let started = false;
/** Wires the triggers once, at start-up. */
export function startSync(): void {
  if (started) return;
  started = true;
  void outbox().then(({ resetInterrupted }) => resetInterrupted().then(drain));
  // The network is back (the browser says so, or a request got an answer again): whatever
  // waited for it is due now, whatever its backoff said.
  let wasOnline = isOnline();
  subscribeOnline(() => {
    const online = isOnline();
    if (online && !wasOnline) void outbox().then(({ makeAllDue }) => makeAllDue().then(drain));
    wasOnline = online;
  });
  window.addEventListener('online', () => void outbox().then(({ makeAllDue }) => makeAllDue().then(drain)));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void drain();
  });
  setInterval(() => {
    if (navigator.onLine) void drain();
  }, TIMER_MS);
}
