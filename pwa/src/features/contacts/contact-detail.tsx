import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { Contact } from '@shared/schemas/contacts';
import { Icon, type IconName } from '@pwa/components/icons';
import { Spinner } from '@pwa/components/spinner';
import { failureText, fieldErrorsOf, HttpError } from '@pwa/lib/http-error';
import { notify, notifyError } from '@pwa/lib/toast';
import {
  parseContactId,
  profileImageUrl,
  useContact,
  useUpdateContact,
  valuesOfContact,
  type ContactFormValues,
  type RenderLocation,
} from './contacts.api';
import { ContactAvatar } from './contact-avatar';
import { ContactFormFields, passesValidation, type FieldErrors } from './contact-form';
import { copyWithToast } from './contact-copy';
import { PhotoPicker } from './photo-picker';
import { NotAvailableOffline, SavedCopyNote } from '@pwa/components/read-state-views';
import { SyncBadge } from '@pwa/components/sync-badge';
import { readState } from '@pwa/lib/read-state';
import { useBlobUrl } from '@pwa/lib/use-blob-url';
import { useOnline } from '@pwa/lib/use-online';
import { useMyOutbox } from '@pwa/offline/use-outbox';
import type { SyncState } from '@pwa/offline/sync-state';
import { applyPendingEdits } from './pending-contacts';
import { DeleteContactButton } from './delete-contact';
import { EmailText } from '@pwa/components/email-text';
import { formatPhone, phoneHref } from '@shared/helpers/phone';

const BACK_HREF = '/sampark-assistant';

function BackToContacts() {
  return (
    <Link href={BACK_HREF} className="btn btn-ghost btn-sm">
      <Icon name="arrow-left" className="h-4 w-4" />
      Back to Contacts
    </Link>
  );
}

function Missing({ title, text }: { title: string; text: string }) {
  return (
    <div className="card bg-base-100 shadow-sm">
      <div className="card-body items-center gap-3 py-12 text-center">
        <span className="grid h-14 w-14 place-items-center rounded-full bg-base-200 text-base-content/75" aria-hidden="true">
          <Icon name="user" className="h-7 w-7" />
        </span>
        <h1 className="text-xl font-bold">{title}</h1>
        <p className="text-sm text-base-content/75">{text}</p>
        <Link href={BACK_HREF} className="btn btn-primary btn-sm mt-2">
          <Icon name="arrow-left" className="h-4 w-4" />
          Back to Contacts
        </Link>
      </div>
    </div>
  );
}

const NOT_PROVIDED = <span className="text-base-content/75">Not provided</span>;

function Row({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    // dl > div > (dt, dd) only: the icon is drawn by the dt itself, so the list stays valid.
    <div className="relative py-3 pl-11">
      <dt className="text-xs font-medium uppercase tracking-wide text-base-content/75">
        <span className="absolute left-0 top-3.5 grid h-8 w-8 place-items-center rounded-full bg-base-200 text-base-content/75" aria-hidden="true">
          <Icon name={icon} className="h-4 w-4" />
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

function ContactView({ contact }: { contact: Contact }) {
  const location = contact.locationName || contact.address;
  return (
    <div className="grid md:grid-cols-2 md:gap-8">
      <dl className="divide-y divide-base-300 md:col-span-1">
        <Row icon="phone" label="Phone">
          {contact.phone ? (
            <span className="flex flex-wrap items-center gap-2">
              <a href={phoneHref(contact.phone) ?? `tel:${contact.phone.replace(/[^\d+]/g, '')}`} className="link link-primary link-hover whitespace-nowrap">
                {formatPhone(contact.phone)}
              </a>
              <button type="button" className="btn btn-ghost btn-xs" onClick={() => void copyWithToast(contact.phone)} aria-label="Copy phone number">
                <Icon name="copy" className="h-3.5 w-3.5" />
              </button>
            </span>
          ) : (
            NOT_PROVIDED
          )}
        </Row>
        <Row icon="mail" label="Email">
          {contact.email ? (
            <a href={`mailto:${contact.email}`} className="link link-primary link-hover break-words">
              <EmailText email={contact.email} />
            </a>
          ) : (
            NOT_PROVIDED
          )}
        </Row>
        <Row icon="briefcase" label="Company">
          {contact.company || NOT_PROVIDED}
        </Row>
        <Row icon="user" label="Position">
          {contact.position || NOT_PROVIDED}
        </Row>
        <Row icon="sparkles" label="Profession">
          {contact.profession || NOT_PROVIDED}
        </Row>
      </dl>
      <dl className="divide-y divide-base-300 border-t border-base-300 md:col-span-1 md:border-t-0">
        <Row icon="pin" label="Location">
          {location ? (
            <>
              {location}
              {contact.latitude && contact.longitude ? (
                <span className="block text-xs text-base-content/75">
                  {contact.latitude}, {contact.longitude}
                </span>
              ) : null}
            </>
          ) : (
            NOT_PROVIDED
          )}
        </Row>
        {contact.locationName && contact.address && contact.address !== contact.locationName ? (
          <Row icon="map" label="Address">
            <span className="whitespace-pre-line">{contact.address}</span>
          </Row>
        ) : null}
        <Row icon="note" label="Notes">
          {contact.notes ? <span className="whitespace-pre-line">{contact.notes}</span> : <span className="text-base-content/75">No notes available</span>}
        </Row>
      </dl>
    </div>
  );
}

/** Above a contact whose edit is still on this device: the screen shows the edit, and says it has not reached the server. */
function PendingEditNote({ state }: { state: SyncState }) {
  return (
    <p role="status" className="flex flex-wrap items-center gap-2 rounded-box bg-warning/15 px-3 py-2 text-sm" data-testid="pending-edit-note">
      <SyncBadge state={state} />
      {state === 'failed'
        ? <span>The server refused these changes. <Link href="/outbox" className="link link-primary">Open Waiting to sync</Link> to retry or discard them.</span>
        : <span>These changes are saved on this device and sent by themselves when the server can be reached.</span>}
    </p>
  );
}

function LoadedContact({ contact, renderLocation, devicePhoto = null }: { contact: Contact; renderLocation: RenderLocation; devicePhoto?: Blob | null }) {
  const devicePhotoUrl = useBlobUrl(devicePhoto);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<ContactFormValues>(() => valuesOfContact(contact));
  const [photo, setPhoto] = useState<File | null>(null);
  const [removePhoto, setRemovePhoto] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateContact(contact.id);
  const busy = update.isPending;

  const startEditing = () => {
    setValues(valuesOfContact(contact));
    setEditing(true);
  };
  // Spec §4: Cancel restores the loaded values and clears any chosen photo.
  const cancel = () => {
    setValues(valuesOfContact(contact));
    setPhoto(null);
    setRemovePhoto(false);
    setErrors({});
    setEditing(false);
  };
  const change = (patch: Partial<ContactFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof ContactFormValues];
      return next;
    });
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!passesValidation(values, setErrors)) return;
    update.mutate(
      { fields: values, photo, removeProfileImage: removePhoto },
      {
        onSuccess: (saved) => {
          if (saved.kind === 'saved-online') notify('Contact Updated', 'Contact information has been updated successfully.');
          else notify('Saved on this device', 'The changes will be sent when you are back online.');
          setPhoto(null);
          setRemovePhoto(false);
          setEditing(false);
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          if (fields) setErrors(fields as FieldErrors);
          notifyError('Update Failed', photo ? 'Failed to update contact with image' : 'Failed to update contact');
        },
      },
    );
  };

  const subtitle = [contact.position, contact.company].filter(Boolean).join(' at ');
  const actions = (
    <>
      <button type="button" className="btn btn-ghost btn-sm sm:btn-md" onClick={cancel} disabled={busy}>
        Cancel
      </button>
      <button type="submit" className="btn btn-primary btn-sm sm:btn-md" disabled={busy}>
        {busy ? <span className="loading loading-spinner loading-sm" /> : <Icon name="check" className="h-4 w-4" />}
        {busy ? 'Saving...' : 'Save'}
      </button>
    </>
  );
  const header = (
    <div className={editing ? '' : 'flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left'}>
      {editing ? (
        <PhotoPicker
          name={values.name}
          currentUrl={profileImageUrl(contact)}
          file={photo}
          removed={removePhoto}
          onChoose={(file) => {
            setPhoto(file);
            setRemovePhoto(false);
          }}
          onRemove={() => {
            setPhoto(null);
            setRemovePhoto(true);
          }}
          disabled={busy}
        />
      ) : (
        <>
          <ContactAvatar name={contact.name} src={devicePhotoUrl ?? profileImageUrl(contact)} size="xl" />
          <div className="min-w-0">
            <h1 className="break-words text-2xl font-bold sm:text-3xl">{contact.name}</h1>
            {contact.profession ? <p className="mt-1 font-medium text-secondary">{contact.profession}</p> : null}
            {subtitle ? <p className="text-sm text-base-content/75">{subtitle}</p> : null}
          </div>
        </>
      )}
    </div>
  );

  return (
    <form className="flex flex-col gap-4" onSubmit={save} noValidate>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BackToContacts />
        {/* Keyed apart: reused, the clicked Edit button would turn into Save before the click ends and submit the form. */}
        {editing ? (
          <div key="editing" className="hidden gap-2 sm:flex">{actions}</div>
        ) : (
          <div key="viewing" className="flex gap-2">
            {contact.id > 0 ? <DeleteContactButton contact={contact} /> : null}
            <button type="button" className="btn btn-primary btn-sm sm:btn-md" onClick={startEditing}>
              <Icon name="edit" className="h-4 w-4" />
              Edit Contact
            </button>
          </div>
        )}
      </div>
      <section className="card bg-base-100 shadow-sm">
        <div className="card-body gap-6 p-4 sm:p-8">
          {header}
          {editing ? (
            <>
              <h1 className="sr-only">Edit {contact.name}</h1>
              <ContactFormFields
                values={values}
                onChange={change}
                errors={errors}
                disabled={busy}
                idPrefix="edit"
                location={renderLocation({ latitude: values.latitude, longitude: values.longitude, locationName: values.locationName }, change, busy, values.address)}
              />
              <div className="flex justify-end gap-2 border-t border-base-300 pt-4 sm:hidden">{actions}</div>
            </>
          ) : (
            <ContactView contact={contact} />
          )}
        </div>
      </section>
    </form>
  );
}

/**
 * Contact detail and edit (spec §2, §4). An id that is not a positive integer shows
 * 'Contact Not Found' without asking the server; a 404 shows 'Contact not found'.
 */
export function ContactDetail({ rawId, renderLocation }: { rawId: string | undefined; renderLocation: RenderLocation }) {
  const id = parseContactId(rawId);
  const contact = useContact(id);
  const online = useOnline();
  const outbox = useMyOutbox();
  const state = readState(contact, online);
  if (id === null) return <Missing title="Contact Not Found" text="This link does not point to a contact." />;
  if (contact.error instanceof HttpError && contact.error.status === 404)
    return <Missing title="Contact not found" text="It may have been removed, or it belongs to another organization." />;
  // A copy on the device wins over a failed refresh (offline, server restarting); an edit not yet sent is laid over it.
  if (contact.data) {
    const { contacts: [shown], edits } = applyPendingEdits([contact.data], outbox);
    const edit = edits.get(contact.data.id);
    return (
      <div className="flex flex-col gap-3">
        <SavedCopyNote state={state} />
        {edit ? <PendingEditNote state={edit.state} /> : null}
        <LoadedContact key={contact.data.id} contact={shown!} devicePhoto={edit?.photo ?? null} renderLocation={renderLocation} />
      </div>
    );
  }
  if (state.kind === 'loading') return <Spinner label="Loading contact..." />;
  if (state.kind === 'unavailable-offline')
    return (
      <div className="card bg-base-100 shadow-sm">
        <NotAvailableOffline text="This contact has not been saved on this device yet." onRetry={online ? () => void contact.refetch() : undefined}>
          <BackToContacts />
        </NotAvailableOffline>
      </div>
    );
  return (
    <div role="alert" className="card bg-base-100 shadow-sm">
      <div className="card-body items-center gap-2 py-12 text-center">
        <Icon name="alert" className="h-8 w-8 text-error" />
        <h1 className="text-xl font-bold">Failed to load contact</h1>
        <p className="text-sm text-base-content/75">{failureText(contact.error, 'Please check your connection and try again.')}</p>
        <div className="mt-2 flex gap-2">
          <BackToContacts />
          <button type="button" className="btn btn-outline btn-sm" onClick={() => contact.refetch()}>
            <Icon name="refresh" className="h-4 w-4" /> Try again
          </button>
        </div>
      </div>
    </div>
  );
}
