/**
 * Keeps the device's copy of the contacts in step with the server (contacts-catch-up.ts), in a
 * worker so the screen stays responsive while 10,000 rows are parsed and stored. One visit online
 * stores every contact; later visits fetch a few rows, or nothing. A write the browser refuses is
 * reported (store-health.ts) and tried again.
 */
import { afterLoad } from '@pwa/lib/after-load';
import { noteNetworkFailure, noteNetworkSuccess } from '@pwa/lib/use-online';
import type { CatchUpEvent, ContactsSyncOutcome } from './contacts-catch-up';
import { noteStoreFailure, noteStoreSuccess } from './store-health';

export type { ContactsSyncOutcome } from './contacts-catch-up';

/** A refused write is tried again after this long (and whenever a screen asks for a sync). */
export const STORE_RETRY_MS = 15_000;

let running: Promise<ContactsSyncOutcome> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
/** This catch-up has already had screens read the copy once. */
let firstShown = false;
/** The worker of the catch-up under way, and how to end its promise early. */
let current: { worker: Worker; resolve: (outcome: ContactsSyncOutcome) => void } | null = null;
/** Bumped by every stop: a catch-up still waiting for the page to load must not start after it. */
let stops = 0;

/** Called when a catch-up stored rows that change the copy, so screens showing it can read it again. */
export function onContactsStored(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function handle(userId: number, event: CatchUpEvent): void {
  switch (event.type) {
    case 'network':
      if (event.answered) noteNetworkSuccess();
      else noteNetworkFailure();
      return;
    case 'stored':
      noteStoreSuccess();
      // The first page shows something at once, the last the whole list; those between would only
      // make screens read 10,000 rows again and again.
      if (event.changed && (event.last || !firstShown)) listeners.forEach((listener) => listener());
      firstShown = true;
      return;
    case 'write-failed':
      noteStoreFailure(Object.assign(new Error(event.message), { name: event.quota ? 'QuotaExceededError' : event.name }), () => void syncContacts(userId));
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => void syncContacts(userId), STORE_RETRY_MS);
      return;
    case 'done':
      return;
  }
}

/**
 * The catch-up on this thread, where no worker runs. Loaded only then: it brings the copy's storage
 * (Dexie), which the app shell, importing this module, must not load before its first screen.
 */
async function catchUpHere(userId: number): Promise<ContactsSyncOutcome> {
  const { catchUpContacts } = await import('./contacts-catch-up');
  return catchUpContacts(userId, (event) => handle(userId, event));
}

/**
 * The catch-up in a worker; where none can start (tests, old browsers), on this thread. It starts
 * once the page has loaded (after-load.ts): a screen's first rows come from the server's pages, and
 * 10,000 rows parsed and stored beside its scripts slowed them on a phone's few cores.
 */
async function run(userId: number): Promise<ContactsSyncOutcome> {
  const stopsBefore = stops;
  await afterLoad();
  if (stops !== stopsBefore) return 'unreachable';
  firstShown = false;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./contacts-sync.worker.ts', import.meta.url), { type: 'module', name: 'contacts-sync' });
  } catch {
    return catchUpHere(userId);
  }
  return new Promise((resolve) => {
    current = { worker, resolve };
    worker.onmessage = ({ data }: MessageEvent<CatchUpEvent>) => {
      handle(userId, data);
      if (data.type !== 'done') return;
      worker.terminate();
      current = null;
      resolve(data.outcome);
    };
    // The worker's script could not load (offline before it was cached) or it crashed: the same
    // catch-up on this thread, from the cursor the copy reached.
    worker.onerror = () => {
      worker.terminate();
      current = null;
      resolve(catchUpHere(userId));
    };
    worker.postMessage({ userId });
  });
}

/** Catches the copy up for `userId`; a call while one runs shares it. */
export function syncContacts(userId: number): Promise<ContactsSyncOutcome> {
  running ??= run(userId).finally(() => {
    running = null;
  });
  return running;
}

/**
 * Ends the catch-up under way (sign-out, another user): a page in flight must not be written after
 * the copy is forgotten.
 */
export function stopContactsSync(): void {
  // A retry after a refused write would be for the user who left.
  clearTimeout(retryTimer);
  stops++;
  if (!current) return;
  current.worker.terminate();
  current.resolve('unreachable');
  current = null;
}
