/*
 * Web Share Target (the manifest's share_target): a phone's share sheet POSTs the shared images
 * to /share-target. The service worker keeps them in a cache of their own — so sharing works with
 * no signal too — and opens /share, where the user says what they are. Loaded into the generated
 * service worker with workbox's importScripts, before its own routes, so this listener answers
 * first. Plain JavaScript: it runs as it is, in the worker.
 */
const SHARED_PHOTO_CACHE = 'shared-photos';
const MAX_SHARED = 20;

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'POST' || url.pathname !== '/share-target') return;
  event.respondWith(
    (async () => {
      let count;
      try {
        const form = await event.request.formData();
        const files = form.getAll('photos').filter((f) => typeof f === 'object' && f.type.startsWith('image/')).slice(0, MAX_SHARED);
        const cache = await caches.open(SHARED_PHOTO_CACHE);
        const batch = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
        await Promise.all(
          files.map((file, i) =>
            cache.put(
              new URL(`/shared-photos/${batch}-${i}`, self.location.origin).href,
              new Response(file, { headers: {
                  'Content-Type': file.type,
                  'X-File-Name': encodeURIComponent(file.name || `shared-${i + 1}.jpg`),
                  // The capture's id from the start: handling the photo twice cannot make two invitations.
                  'X-Client-Id': self.crypto.randomUUID(),
                }, }),
            ),
          ),
        );
        count = files.length;
      } catch {
        count = 0;
      }
      return Response.redirect(new URL(`/share?received=${count}`, self.location.origin).href, 303);
    })(),
  );
});
