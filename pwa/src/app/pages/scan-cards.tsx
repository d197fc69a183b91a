import { useContext, useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'wouter';
import { DEFAULT_LANGUAGE, MAX_EVENT_TAG_LENGTH, type Language } from '@shared/limits';
import { Icon } from '@pwa/components/icons';
import { notifyError } from '@pwa/lib/toast';
import { photoProblem } from '@pwa/lib/image-formats';
import { CardBatchRow } from '@pwa/features/contacts/card-batch-row';
import { CardLanguageSelect } from '@pwa/features/contacts/card-language-select';
import { eventOfCardCapture, queueIdCards } from '@pwa/features/contacts/contacts.api';
import { useContactEvents } from '@pwa/features/contacts/contact-events';
import { discardOwn } from '@pwa/offline/outbox';
import { OutboxOwner, useMyOutbox } from '@pwa/offline/use-outbox';

/**
 * /scan-cards: cards collected at an event, photographed one after another or chosen together.
 * Each waits on the device and is read in the background; each read card is then saved, corrected
 * on Add Profile, or discarded. A card whose phone or email is already a contact says so.
 */
export function ScanCardsPage() {
  const owner = useContext(OutboxOwner);
  const camera = useRef<HTMLInputElement>(null);
  const browse = useRef<HTMLInputElement>(null);
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  const [adding, setAdding] = useState(false);
  const cards = useMyOutbox().filter((item) => item.kind === 'id-card');
  // Until typed here, the event goes on from the newest card of a pile still being reviewed.
  const [typedEvent, setEventTag] = useState<string | null>(null);
  const newest = cards.reduce<(typeof cards)[number] | null>((latest, item) => (!latest || item.createdAt > latest.createdAt ? item : latest), null);
  const eventTag = typedEvent ?? (newest ? eventOfCardCapture(newest.payload) : '');
  const knownEvents = useContactEvents();

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const refused = files.map(photoProblem).find(Boolean);
    if (refused) notifyError('Invalid Image', refused);
    const photos = files.filter((file) => !photoProblem(file));
    if (photos.length === 0) return;
    setAdding(true);
    try {
      await queueIdCards(photos, language, eventTag);
    } catch (error) {
      notifyError('Could not keep the photos', error instanceof Error ? error.message : 'Please try again');
    } finally {
      setAdding(false);
    }
  };
  const discard = (clientId: string) => (owner === null ? undefined : void discardOwn(owner, clientId));
  const read = cards.filter((c) => c.state === 'done').length;

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Scan several cards</h1>
          <p className="mt-1 text-sm text-base-content/75 sm:text-base">Photograph the cards one after another; they are read while you go on, also with no signal.</p>
        </div>
        <Link href="/add-profile" className="btn btn-outline btn-sm">
          One card
        </Link>
      </div>
      <section className="card bg-base-100 shadow" aria-label="Add cards">
        <div className="card-body gap-4 p-4 sm:p-6">
          <CardLanguageSelect value={language} onChange={setLanguage} disabled={adding} hint="The cards' other script, if they have one. English is always read." />
          <div>
            <label htmlFor="batch-event" className="mb-1 block text-sm font-medium">
              Event
            </label>
            <input
              id="batch-event"
              className="input w-full"
              list="batch-known-events"
              placeholder="Mysuru wedding, Feb 2027"
              value={eventTag}
              onChange={(e) => setEventTag(e.target.value)}
              maxLength={MAX_EVENT_TAG_LENGTH}
              disabled={adding}
              aria-describedby="batch-event-hint"
            />
            <datalist id="batch-known-events">
              {knownEvents.map((e) => (
                <option key={e.name} value={e.name} />
              ))}
            </datalist>
            <p id="batch-event-hint" className="mt-1 text-xs text-base-content/75">
              Optional. Every card you add now is tagged with it, to find these people later in the list and on the map.
            </p>
          </div>
          <div className="grid gap-2 sm:grid-cols-2">
            <button type="button" className="btn btn-primary" onClick={() => camera.current?.click()} disabled={adding}>
              <Icon name="camera" className="h-5 w-5" />
              Take photo
            </button>
            <button type="button" className="btn btn-outline" onClick={() => browse.current?.click()} disabled={adding}>
              {adding ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <Icon name="upload" className="h-5 w-5" />}
              Choose photos
            </button>
          </div>
          <input ref={camera} type="file" accept="image/*" capture="environment" className="hidden" onChange={(e) => void onFiles(e)} aria-label="Take a card photo" />
          <input ref={browse} type="file" accept="image/*" multiple className="hidden" onChange={(e) => void onFiles(e)} aria-label="Card photos" data-testid="card-batch-input" />
        </div>
      </section>
      {cards.length === 0 ? (
        <p className="text-center text-sm text-base-content/75">No cards yet: each one you add shows here as it is read.</p>
      ) : (
        <>
          <p className="text-sm text-base-content/75" role="status">
            {read} of {cards.length} {cards.length === 1 ? 'card' : 'cards'} read
          </p>
          <ul className="flex flex-col gap-3" aria-label="Cards to review">
            {cards.map((item) => (
              <CardBatchRow key={item.clientId} item={item} onDiscard={() => discard(item.clientId)} />
            ))}
          </ul>
        </>
      )}
    </main>
  );
}
