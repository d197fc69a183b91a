import { useState, type FormEvent } from 'react';
import type { Contact } from '@shared/schemas/contacts';
import { Icon } from '@pwa/components/icons';
import { fieldErrorsOf } from '@pwa/lib/http-error';
import { notify, notifyError } from '@pwa/lib/toast';
import { useBlobUrl } from '@pwa/lib/use-blob-url';
import { profileImageUrl, useUpdateContact, valuesOfContact, type ContactFormValues, type RenderLocation } from './contacts.api';
import { ContactAvatar } from './contact-avatar';
import { ContactFormFields, passesValidation, type FieldErrors } from './contact-form';
import { BackToContacts } from './contact-detail-parts';
import { ContactView } from './contact-view';
import { useContactEvents } from './contact-events';
import { DeleteContactButton } from './delete-contact';
import { PhotoPicker } from './photo-picker';

/**
 * A loaded contact, shown or edited in place (spec §2, §4): Edit Contact turns the details into the
 * form; Save sends the edit through the outbox; Cancel restores the loaded values. `devicePhoto` is
 * a photo chosen in an edit not yet sent.
 */
export function LoadedContact({ contact, renderLocation, devicePhoto = null }: { contact: Contact; renderLocation: RenderLocation; devicePhoto?: Blob | null }) {
  const devicePhotoUrl = useBlobUrl(devicePhoto);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<ContactFormValues>(() => valuesOfContact(contact));
  const knownEvents = useContactEvents().map((e) => e.name);
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
                knownEvents={knownEvents}
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

