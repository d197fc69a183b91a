/**
 * Photos shared to the app from the phone's share sheet, kept by the service worker
 * (pwa/public/share-target-sw.js) in a cache of their own until the user says what they are.
 */
export const SHARED_PHOTO_CACHE = 'shared-photos';

export interface SharedPhoto {
  /** The cache entry's URL: what removes it once handled. */
  key: string;
  file: File;
  /** Given when it was shared, and sent as the capture's Idempotency-Key. */
  clientId: string;
}

const available = () => typeof caches !== 'undefined';

/** Every photo shared and not yet handled, oldest first. */
export async function listSharedPhotos(): Promise<SharedPhoto[]> {
  if (!available()) return [];
  const cache = await caches.open(SHARED_PHOTO_CACHE);
  const keys = await cache.keys();
  const photos = await Promise.all(
    keys.map(async (request) => {
      const response = await cache.match(request);
      if (!response) return null;
      const blob = await response.blob();
      const name = decodeURIComponent(response.headers.get('X-File-Name') ?? 'shared.jpg');
      const clientId = response.headers.get('X-Client-Id') ?? '';
      return { key: request.url, clientId, file: new File([blob], name, { type: blob.type || 'image/jpeg' }) };
    }),
  );
  return photos.filter((p): p is SharedPhoto => p !== null);
}

/** One shared photo by its key, or null when it was handled or forgotten meanwhile. */
export async function sharedPhoto(key: string): Promise<SharedPhoto | null> {
  return (await listSharedPhotos()).find((p) => p.key === key) ?? null;
}

/** Forgets the handled photos. */
export async function removeSharedPhotos(keys: string[]): Promise<void> {
  if (!available()) return;
  const cache = await caches.open(SHARED_PHOTO_CACHE);
  await Promise.all(keys.map((key) => cache.delete(key)));
}

/** Forgets them all (sign-out: they are private photos). */
export async function forgetSharedPhotos(): Promise<void> {
  if (available()) await caches.delete(SHARED_PHOTO_CACHE).catch(() => false);
}
