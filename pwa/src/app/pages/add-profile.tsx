import { useContext, useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { Icon } from '@pwa/components/icons';
import { AddContact, type RefusedContact } from '@pwa/features/contacts/add-contact';
import { eventOfCardCapture, valuesOfStoredFields } from '@pwa/features/contacts/contacts.api';
import { LocationPicker } from '@pwa/features/places/location-picker';
import { ExtractedIdCard } from '@shared/schemas/contacts';
import { discardOwn, getOwnItem } from '@pwa/offline/outbox';
import { removeSharedPhotos, sharedPhoto } from '@pwa/offline/shared-photos';
import { refusalOf } from '@pwa/offline/sync';
import { OutboxOwner } from '@pwa/offline/use-outbox';

/**
 * A card read after an offline capture (/add-profile?review=<clientId>): its fields, then it leaves
 * the outbox. Only the signed-in user's own card: another user's id in the URL reads nothing.
 */
function useReviewedCard(clientId: string | null) {
  const owner = useContext(OutboxOwner);
  const [state, setState] = useState<{ loading: boolean; card: ExtractedIdCard | null; eventTag: string }>({ loading: !!clientId, card: null, eventTag: '' });
  useEffect(() => {
    if (!clientId || owner === null) return;
    void getOwnItem(owner, clientId).then(async (item) => {
      const card = ExtractedIdCard.safeParse(item?.result);
      if (item && card.success) await discardOwn(owner, clientId);
      setState({ loading: false, card: card.success ? card.data : null, eventTag: item ? eventOfCardCapture(item.payload) : '' });
    });
  }, [clientId, owner]);
  return state;
}

/**
 * A new contact captured offline that the server refused (/add-profile?fix=<clientId>): what was
 * typed and why it was refused. It stays in the outbox until the corrected contact takes its place.
 */
function useRefusedContact(clientId: string | null) {
  const owner = useContext(OutboxOwner);
  const [state, setState] = useState<{ loading: boolean; refused: RefusedContact | null }>({ loading: !!clientId, refused: null });
  useEffect(() => {
    if (!clientId || owner === null) return;
    void getOwnItem(owner, clientId).then((item) => {
      const error = item?.kind === 'contact-create' ? refusalOf(item) : null;
      const photo = item?.blob ? new File([item.blob], item.fileName ?? 'photo.jpg', { type: item.blob.type }) : null;
      setState({
        loading: false,
        refused: item && error ? { clientId, values: valuesOfStoredFields((item.payload as { fields?: unknown }).fields), photo, error } : null,
      });
    });
  }, [clientId, owner]);
  return state;
}

/**
 * A card photo shared to the app (/add-profile?shared=<key>): taken out of the shared photos, to
 * be read here.
 */
function useSharedCard(key: string | null) {
  const [state, setState] = useState<{ loading: boolean; file: File | null }>({ loading: !!key, file: null });
  useEffect(() => {
    if (!key) return;
    void sharedPhoto(key).then(async (photo) => {
      if (photo) await removeSharedPhotos([photo.key]);
      setState({ loading: false, file: photo?.file ?? null });
    });
  }, [key]);
  return state;
}

/** /add-profile: add a contact by hand or from an ID card (spec §2). */
export function AddProfilePage() {
  const search = new URLSearchParams(useSearch());
  const review = search.get('review');
  const fix = search.get('fix');
  const shared = search.get('shared');
  const reviewed = useReviewedCard(review);
  const refused = useRefusedContact(fix);
  const sharedCard = useSharedCard(shared);
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Add New Contact</h1>
          <p className="mt-1 text-sm text-base-content/75 sm:text-base">Type the details, or let Sahayak read them off an ID card.</p>
        </div>
        <Link href="/sampark-assistant" className="btn btn-outline btn-sm sm:btn-md">
          <Icon name="list" className="h-4 w-4" />
          View Contacts
        </Link>
      </div>
      {reviewed.loading || refused.loading || sharedCard.loading ? null : (
        <AddContact
          key={review ?? fix ?? shared ?? 'new'}
          readCard={reviewed.card}
          readCardEvent={reviewed.eventTag}
          refused={refused.refused}
          sharedCard={sharedCard.file}
          renderLocation={(value, onChange, disabled, address) => <LocationPicker value={value} onChange={onChange} disabled={disabled} address={address} />}
        />
      )}
    </main>
  );
}
