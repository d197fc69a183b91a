/**
 * Sends the outbox to the server: oldest first, one at a time. An item leaves only after a 2xx;
 * a 4xx keeps it with the server's message for the user; network errors and 5xx wait and retry
 * with backoff. Triggers: start-up, `online`, the page becoming visible, a timer, a new capture.
 * Only one tab drains at a time (Web Locks); the Idempotency-Key makes any overlap harmless.
 */
import { httpErrorMessage, serverMessageOf } from '@shared/helpers/http-error';
import { apiPaths } from '@shared/api-paths';
import type { OutboxItem } from './db';
import { getItem, listItems, makeAllDue, remove, resetInterrupted, update } from './outbox';
import { GONE_IS_DONE, KEEPS_RESULT, requestFor } from './senders';
import { isOnline, noteNetworkFailure, noteNetworkSuccess, subscribeOnline } from '@pwa/lib/use-online';

export type SendOutcome =
  | { kind: 'sent'; result: unknown }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'offline' };

const TIMER_MS = 30_000;
const backoffMs = (attempts: number) => Math.min(5 * 60_000, 5_000 * 2 ** Math.max(0, attempts - 1));
/** 408 and 429 say "later", like a 5xx; any other 4xx needs the user. */
const isRefusal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429 && status !== 401;

type Listener = (item: OutboxItem, outcome: SendOutcome) => void;
const listeners = new Set<Listener>();
/** Hears every send's outcome (the capture screens use it to follow their item). */
export function onSent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function sendOne(item: OutboxItem): Promise<SendOutcome> {
  await update(item.clientId, { state: 'sending' });
  let outcome: SendOutcome;
  try {
    const res = await fetch(requestFor(item), { credentials: 'include' });
    noteNetworkSuccess();
    const text = await res.text();
    if (res.ok || (res.status === 404 && GONE_IS_DONE.has(item.kind))) {
      let result: unknown = null;
      try {
        result = text ? JSON.parse(text) : null;
      } catch {
        result = text;
      }
      outcome = { kind: 'sent', result };
    } else if (isRefusal(res.status)) {
      outcome = { kind: 'refused', status: res.status, message: serverMessageOf(new Error(httpErrorMessage(res.status, res.statusText, text)), res.statusText) };
    } else {
      outcome = { kind: 'offline' };
      item.lastError = httpErrorMessage(res.status, res.statusText, serverMessageOf(new Error(`${res.status}: ${text}`), ''));
    }
  } catch {
    noteNetworkFailure();
    outcome = { kind: 'offline' };
  }

  if (outcome.kind === 'sent') {
    if (KEEPS_RESULT.has(item.kind)) await update(item.clientId, { state: 'done', result: outcome.result, lastError: null, blob: null });
    else await remove(item.clientId);
  } else if (outcome.kind === 'refused') {
    await update(item.clientId, { state: 'failed', lastError: outcome.message, attempts: item.attempts + 1 });
  } else {
    const attempts = item.attempts + 1;
    await update(item.clientId, { state: 'waiting', attempts, nextAttemptAt: Date.now() + backoffMs(attempts), lastError: item.lastError ?? 'Waiting for the network' });
  }
  for (const listener of listeners) listener(item, outcome);
  return outcome;
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
        const due = (await listItems()).filter((item) => item.userId === owner && item.state === 'waiting' && item.nextAttemptAt <= Date.now());
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
  const item = await getItem(clientId);
  if (!item) return { kind: 'sent', result: null };
  if (item.userId !== currentUserId || !(await sessionBelongsTo(item.userId))) return { kind: 'offline' };
  return (await withLock(() => sendOne(item))) ?? { kind: 'offline' };
}

let started = false;
/** Wires the triggers once, at start-up. */
export function startSync(): void {
  if (started) return;
  started = true;
  void resetInterrupted().then(drain);
  // The network is back (the browser says so, or a request got an answer again): whatever
  // waited for it is due now, whatever its backoff said.
  let wasOnline = isOnline();
  subscribeOnline(() => {
    const online = isOnline();
    if (online && !wasOnline) void makeAllDue().then(drain);
    wasOnline = online;
  });
  window.addEventListener('online', () => void makeAllDue().then(drain));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void drain();
  });
  setInterval(() => {
    if (navigator.onLine) void drain();
  }, TIMER_MS);
}
