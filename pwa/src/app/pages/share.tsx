import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Icon } from '@pwa/components/icons';
import { Spinner } from '@pwa/components/spinner';
import { useBlobUrl } from '@pwa/lib/use-blob-url';
import { ReplyToShared } from '@pwa/features/invitations/reply-to-shared';
import { listSharedPhotos, removeSharedPhotos, type SharedPhoto } from '@pwa/offline/shared-photos';

function Thumbnail({ photo, onRemove }: { photo: SharedPhoto; onRemove: () => void }) {
  const url = useBlobUrl(photo.file);
  return (
    <li className="relative">
      {url ? <img src={url} alt={photo.file.name} className="h-28 w-full rounded-lg bg-base-200 object-contain sm:h-36" /> : <div className="skeleton h-28 w-full sm:h-36" />}
      <button type="button" className="btn btn-circle btn-xs absolute right-1 top-1" aria-label={`Remove ${photo.file.name}`} onClick={onRemove}>
        <Icon name="x" className="h-3 w-3" />
      </button>
    </li>
  );
}

/**
 * /share: photos shared to the app from the phone's share sheet (WhatsApp, the gallery). The user
 * says what they are: invitations (a letter each) or a visiting card (read into a new contact).
 */
export function SharePage() {
  const [, navigate] = useLocation();
  // 0: the share reached the server without the service worker, so nothing could be kept.
  const missed = new URLSearchParams(useSearch()).get('received') === '0';
  const [photos, setPhotos] = useState<SharedPhoto[] | null>(null);
  const reload = useCallback(() => void listSharedPhotos().then(setPhotos), []);
  useEffect(reload, [reload]);

  const remove = async (keys: string[]) => {
    await removeSharedPhotos(keys);
    reload();
  };

  if (photos === null) return <Spinner label="Loading..." />;
  const first = photos[0];
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Shared photos</h1>
        <p className="mt-1 text-sm text-base-content/75 sm:text-base">
          {photos.length === 0
            ? 'Nothing is waiting here.'
            : `${photos.length === 1 ? '1 photo' : `${photos.length} photos`} shared to Sahayak. What ${photos.length === 1 ? 'is it' : 'are they'}?`}
        </p>
      </div>
      {photos.length === 0 ? (
        <div className="card bg-base-100 shadow">
          <div className="card-body items-center gap-3 text-center">
            <Icon name="upload" className="h-10 w-10 text-base-content/50" />
            <p className="text-sm text-base-content/75">
              {missed
                ? 'The shared photos could not be kept: Sahayak was not ready to work offline yet. Open it once with a signal, then share them again.'
                : 'Share an invitation or a visiting card from WhatsApp or your gallery to Sahayak, and it appears here.'}
            </p>
            <Link href="/" className="btn btn-primary btn-sm">
              Home
            </Link>
          </div>
        </div>
      ) : (
        <>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="Shared photos">
            {photos.map((photo) => (
              <Thumbnail key={photo.key} photo={photo} onRemove={() => void remove([photo.key])} />
            ))}
          </ul>
          <div className="grid gap-4 sm:grid-cols-2">
            <ReplyToShared
              photos={photos}
              onHandled={async (clientId) => removeSharedPhotos(photos.filter((p) => p.clientId === clientId).map((p) => p.key))}
              onDone={() => navigate('/history')}
            />
            <section className="card bg-base-100 shadow" aria-labelledby="shared-card-title">
              <div className="card-body gap-4">
                <div>
                  <h2 id="shared-card-title" className="text-lg font-semibold">
                    A visiting or ID card
                  </h2>
                  <p className="text-sm text-base-content/75">
                    {photos.length === 1 ? 'Read its details into a new contact.' : 'Read the first photo into a new contact; the others stay here.'}
                  </p>
                </div>
                <Link href={`/add-profile?shared=${encodeURIComponent(first!.key)}`} className="btn btn-outline mt-auto">
                  <Icon name="user" className="h-5 w-5" />
                  Read as a card
                </Link>
              </div>
            </section>
          </div>
        </>
      )}
    </main>
  );
}
