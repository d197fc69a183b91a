import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { Contact, ExtractedIdCard } from '@shared/schemas/contacts';
import { Icon } from '@pwa/components/icons';
import { newClientId } from '@pwa/lib/client-id';
import { failureText, fieldErrorsOf, type HttpError } from '@pwa/lib/http-error';
import { notify, notifyError } from '@pwa/lib/toast';
import {
  emptyContactValues,
  findDuplicates,
  useCreateContact,
  type ContactFormValues,
  type RenderLocation,
} from './contacts.api';
import { ContactFormFields, passesValidation, type FieldErrors, type FieldsToCheck } from './contact-form';
import { AddContactModeTabs, FormNotices, UploadCardPanel, type AddContactMode } from './add-contact-parts';
import { fieldsToCheck, valuesFromCard } from './card-values';
import { DuplicateWarning } from './duplicate-warning';
import { useContactEvents } from './contact-events';
import { PhotoPicker } from './photo-picker';

/** A new contact the server refused after it was captured offline, opened again to be fixed. */
export interface RefusedContact {
  /** The capture's own id: the corrected contact takes its place in the outbox and keeps its Idempotency-Key. */
  clientId: string;
  values: ContactFormValues;
  photo: File | null;
  error: HttpError;
}

/** The server's per-field messages, shown under the fields they belong to. */
const fieldErrorsFrom = (error: unknown): FieldErrors | null => fieldErrorsOf(error) as FieldErrors | null;

/**
 * Add Profile (spec §2): 'Upload ID Card' reads a card into the form; 'Manual Entry' is the
 * form. Before a new contact is saved, contacts with the same phone or email are shown with a
 * 'Save anyway' choice.
 */
export function AddContact({
  renderLocation,
  readCard,
  refused,
  sharedCard,
  readCardEvent = '',
}: {
  renderLocation: RenderLocation;
  readCard?: ExtractedIdCard | null;
  refused?: RefusedContact | null;
  /** A card photo shared to the app: Add Profile opens on Upload ID Card with it chosen. */
  sharedCard?: File | null;
  /** The event `readCard` was scanned at (Scan several cards), kept with its fields. */
  readCardEvent?: string;
}) {
  const [, navigate] = useLocation();
  const [mode, setMode] = useState<AddContactMode>(sharedCard ? 'upload' : 'manual');
  // A card read while offline comes back here for review.
  const [values, setValues] = useState<ContactFormValues>(() => refused?.values ?? (readCard ? valuesFromCard(readCard, { ...emptyContactValues, eventTag: readCardEvent }) : emptyContactValues));
  const knownEvents = useContactEvents().map((e) => e.name);
  const [photo, setPhoto] = useState<File | null>(refused?.photo ?? null);
  // A refused capture opens with the server's messages under its fields, as a refusal online does.
  const [errors, setErrors] = useState<FieldErrors>(() => (refused ? (fieldErrorsFrom(refused.error) ?? {}) : {}));
  const [fromCard, setFromCard] = useState(!!readCard);
  const [toCheck, setToCheck] = useState<FieldsToCheck>(() => (readCard ? fieldsToCheck(readCard) : new Set()));
  const [duplicates, setDuplicates] = useState<Contact[] | null>(null);
  const [checking, setChecking] = useState(false);
  const [clientId, setClientId] = useState(() => refused?.clientId ?? newClientId());
  const create = useCreateContact();
  const busy = checking || create.isPending;

  const change = (patch: Partial<ContactFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof ContactFormValues];
      return next;
    });
    if ('phone' in patch || 'email' in patch) setDuplicates(null);
    // Once the user has touched a field, it is theirs: no longer marked for checking.
    setToCheck((marked) => (Object.keys(patch).some((k) => marked.has(k as keyof ContactFormValues)) ? new Set([...marked].filter((k) => !(k in patch))) : marked));
  };

  const reset = () => {
    setValues(emptyContactValues);
    setPhoto(null);
    setErrors({});
    setDuplicates(null);
    setFromCard(false);
    setToCheck(new Set());
    setClientId(newClientId());
  };

  const save = () =>
    create.mutate(
      { fields: values, photo, clientId },
      {
        onSuccess: (saved) => {
          if (saved.kind === 'saved-online') notify('Contact Added Successfully', `${saved.contact.name} has been added to your network.`);
          else notify('Saved on this device', `${values.name} will be added to your network when you are back online.`);
          navigate('/sampark-assistant');
        },
        onError: (error) => {
          const fields = fieldErrorsFrom(error);
          if (fields) setErrors(fields);
          notifyError('Cannot Add Contact', failureText(error, photo ? 'Failed to create contact with image' : 'Failed to create contact'));
        },
      },
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!passesValidation(values, setErrors)) return;
    setChecking(true);
    // A failed check must not stop the save: the duplicate warning is a courtesy.
    const matches = await findDuplicates(values.phone, values.email).catch(() => [] as Contact[]);
    setChecking(false);
    if (matches.length > 0) {
      setDuplicates(matches);
      return;
    }
    save();
  };

  const onExtracted = (card: ExtractedIdCard) => {
    setValues((v) => valuesFromCard(card, v));
    setErrors({});
    setDuplicates(null);
    setFromCard(true);
    setToCheck(fieldsToCheck(card));
    setMode('manual');
  };

  const location = renderLocation(
    { latitude: values.latitude, longitude: values.longitude, locationName: values.locationName },
    (loc) => change(loc),
    busy,
    values.address,
  );

  return (
    <div className="flex flex-col gap-5">
      <AddContactModeTabs mode={mode} onChange={setMode} />

      {mode === 'upload' ? (
        <UploadCardPanel onExtracted={onExtracted} initialCard={sharedCard} />
      ) : (
        <form className="card bg-base-100 shadow-sm" role="tabpanel" aria-label="Manual Entry" onSubmit={submit} noValidate>
          <div className="card-body gap-5 p-4 sm:p-6">
            <FormNotices refusal={refused?.error ?? null} fromCard={fromCard} marked={toCheck.size > 0} />
            <PhotoPicker name={values.name} currentUrl={null} file={photo} removed={false} onChoose={setPhoto} onRemove={() => setPhoto(null)} disabled={busy} />
            <ContactFormFields values={values} onChange={change} errors={errors} disabled={busy} location={location} toCheck={toCheck} knownEvents={knownEvents} />
            {duplicates ? (
              <DuplicateWarning matches={duplicates} phone={values.phone} email={values.email} onSaveAnyway={save} onDismiss={() => setDuplicates(null)} saving={create.isPending} />
            ) : null}
            <div className="flex flex-col-reverse gap-2 border-t border-base-300 pt-4 sm:flex-row sm:justify-end">
              <button type="button" className="btn btn-ghost" onClick={reset} disabled={busy}>
                Reset Form
              </button>
              <button type="submit" className="btn btn-primary" disabled={busy || duplicates !== null}>
                {busy ? <span className="loading loading-spinner loading-sm" /> : <Icon name="plus" className="h-4 w-4" />}
                {create.isPending ? 'Adding...' : 'Add Contact'}
              </button>
            </div>
          </div>
        </form>
      )}
    </div>
  );
}
