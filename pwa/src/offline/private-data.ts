/**
 * What one user leaves in this browser besides the outbox: the saved query cache (lists, details),
 * the device's copy of the contacts, the service worker's photo cache and photos shared to the app. It belongs to one user at a time; the server's answer to
 * "who is signed in?" decides whose, and anything of another user is forgotten before the new
 * user's screens ask for data. (The outbox is kept: its items wait for their own user.)
 */
import { clearSavedQueries } from '@pwa/lib/query-client';
import { stopContactsSync } from './contacts-sync';
import { forgetSharedPhotos } from './shared-photos';

/** The service worker's runtime cache of invitation and profile photos (vite.config.ts, cacheName). */
export const PHOTO_CACHE = 'photos';
/** The user whose data this browser holds; a different answer from the server means a new user. */
const OWNER_KEY = 'sahayak-data-owner';

/** The device's IndexedDB database (db.ts). */
const DEVICE_DB = 'sahayak';

/**
 * Whether this browser may hold the device's copy at all. Where it can list its databases, one that
 * never stored any has nothing to forget: a first visit's first screen then waits for no storage
 * script (Dexie, loaded only when there is a copy to clear). Unsure means yes.
 */
async function deviceCopyMayExist(): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((db) => db.name === DEVICE_DB);
  } catch {
    return true;
  }
}

async function forgetDeviceCopy(): Promise<void> {
  if (!(await deviceCopyMayExist())) return;
  const { forgetDeviceContacts } = await import('./contacts-store');
  await forgetDeviceContacts();
}

/** Forgets every saved query but `keepKey`'s (the signed-in user) and every cached photo. */
export async function forgetPrivateData(keepKey: string): Promise<void> {
  clearSavedQueries(keepKey);
  stopContactsSync();
  await forgetDeviceCopy().catch(() => undefined);
  if (typeof caches !== 'undefined') await caches.delete(PHOTO_CACHE).catch(() => false);
  await forgetSharedPhotos();
}

/**
 * The server said who is signed in (null: nobody). A session can end without Log out (expiry,
 * sign-out elsewhere) and the next person may sign in on the same browser: whenever the answer is
 * not the user whose data is here, that data goes. Signed out, nothing is kept at all.
 */
export async function noteSignedInUser(userId: number | null, keepKey: string): Promise<void> {
  const now = userId === null ? null : String(userId);
  const previous = window.localStorage.getItem(OWNER_KEY);
  if (now !== null && previous === now) return;
  await forgetPrivateData(keepKey);
  if (now === null) window.localStorage.removeItem(OWNER_KEY);
  else window.localStorage.setItem(OWNER_KEY, now);
}
