/**
 * Contacts: the query-key factory, the fetchers and the hooks of every contact call (spec §7).
 * Create and update send JSON, or multipart when a photo was chosen. `createContact` is a plain
 * function (no React) so a later offline outbox can replay it with the same client id.
 */
import type { ReactNode } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Contact as ContactSchema,
  ExtractedIdCard as ExtractedIdCardSchema,
  ImportAnswer as ImportAnswerSchema,
  type Contact,
  type ContactFields,
  type ExtractedIdCard,
  type ImportAnswer,
} from '@shared/schemas/contacts';
import { apiPaths } from '@shared/api-paths';
import type { Language } from '@shared/limits';
import { phoneDigits } from '@shared/helpers/phone-text';
import { contactTextOf, contactTextOfUnknown, emptyContactText, type ContactText } from '@shared/helpers/contact-values';
import { apiJson, apiRequest } from '@pwa/lib/http';
import { CAPTURE_MUTATION, captureAfter, submit, type Submitted } from '@pwa/offline/capture';
import { downscalePhoto } from '@pwa/offline/downscale';

export const contactKeys = {
  all: () => ['contacts'] as const,
  list: () => [...contactKeys.all(), 'list'] as const,
  /** Under the list: whatever refreshes the list refreshes its events too. */
  events: () => [...contactKeys.list(), 'events'] as const,
  detail: (id: number) => [...contactKeys.all(), 'detail', id] as const,
};

export const contactsQuery = () =>
  queryOptions({
    queryKey: contactKeys.list(),
    queryFn: async () => ContactSchema.array().parse(await apiJson<unknown>('GET', apiPaths.contacts)),
  });

export const contactQuery = (id: number) =>
  queryOptions({
    queryKey: contactKeys.detail(id),
    queryFn: async () => ContactSchema.parse(await apiJson<unknown>('GET', apiPaths.contact(id))),
  });

/** Every contact of the organization, newest first (the server sorts). */
export const useContacts = () => useQuery(contactsQuery());

/** One contact; disabled while `id` is null (an invalid id in the URL). */
export const useContact = (id: number | null) => useQuery({ ...contactQuery(id ?? 0), enabled: id !== null });

/** What the contacts list shows: the contacts matching the search, met at the event ('' for all). */
export interface ContactFilter {
  search: string;
  event: string;
}
export const NO_FILTER: ContactFilter = { search: '', event: '' };

/** The fields as the form edits them: every value a string ('' = empty, the shared contact mapper's text). */
export type ContactFormValues = ContactText;

export const emptyContactValues: ContactFormValues = emptyContactText;

/** A contact's values for the form. */
export const valuesOfContact = (contact: Contact): ContactFormValues => contactTextOf(contact);

/** The form's values of fields stored as they were typed (a capture in the outbox; see contactTextOfUnknown). */
export const valuesOfStoredFields = contactTextOfUnknown;

/** The location part of the form, as the location control edits it. */
export type LocationValue = Pick<ContactFormValues, 'latitude' | 'longitude' | 'locationName'>;

/**
 * Renders the page's location control (from the places feature) for a contact form. `address` is
 * the form's Address (e.g. read off a card), offered as the location when none is chosen.
 */
export type RenderLocation = (value: LocationValue, onChange: (value: LocationValue) => void, disabled: boolean, address: string) => ReactNode;

/** A contact saved at the server (with its answer), or kept on the device until the network returns. */
export type ContactSaved = { kind: 'saved-online'; contact: Contact } | { kind: 'saved-offline' };

const contactOutcome = (done: Submitted): ContactSaved =>
  done.kind === 'sent' ? { kind: 'saved-online', contact: ContactSchema.parse(done.result) } : { kind: 'saved-offline' };

/** A photo shrunk on the device, under the name the user knows it by. */
async function devicePhoto(photo: Blob | null) {
  if (!photo) return { blob: null, fileName: null };
  return { blob: await downscalePhoto(photo), fileName: photo instanceof File ? photo.name : 'photo.jpg' };
}

/**
 * Creates a contact through the outbox: kept on the device first, then sent (JSON without a
 * photo, multipart with one) with `clientId` (chosen when Add Contact was pressed) as the
 * Idempotency-Key, so a retry answers the original contact instead of making a duplicate.
 */
export async function createContact(fields: ContactFormValues, photo: Blob | null, clientId: string): Promise<ContactSaved> {
  return contactOutcome(await submit({ kind: 'contact-create', clientId, payload: { fields }, ...(await devicePhoto(photo)) }));
}

/** Saves an edit through the outbox; `removeProfileImage` drops the current photo. */
export async function updateContact(id: number, fields: ContactFormValues, photo: Blob | null, removeProfileImage: boolean): Promise<ContactSaved> {
  const body: ContactFields = { ...fields, removeProfileImage: photo ? false : removeProfileImage };
  return contactOutcome(await submit({ kind: 'contact-update', payload: { id, fields: body }, ...(await devicePhoto(photo)) }));
}

function useSaveContact<V>(save: (v: V) => Promise<ContactSaved>) {
  const client = useQueryClient();
  return useMutation({
    ...CAPTURE_MUTATION,
    mutationFn: save,
    onSuccess: (saved) => {
      if (saved.kind === 'saved-online') client.setQueryData(contactKeys.detail(saved.contact.id), saved.contact);
      return client.invalidateQueries({ queryKey: contactKeys.list() });
    },
  });
}

export const useCreateContact = () =>
  useSaveContact(({ fields, photo, clientId }: { fields: ContactFormValues; photo: Blob | null; clientId: string }) => createContact(fields, photo, clientId));

export const useUpdateContact = (id: number) =>
  useSaveContact(({ fields, photo, removeProfileImage }: { fields: ContactFormValues; photo: Blob | null; removeProfileImage: boolean }) =>
    updateContact(id, fields, photo, removeProfileImage),
  );

/** Contacts that already have this phone or email (checked before a new contact is saved). */
export async function findDuplicates(phone: string, email: string, excludeId?: number): Promise<Contact[]> {
  const params = new URLSearchParams();
  if (phone.trim()) params.set('phone', phone.trim());
  if (email.trim()) params.set('email', email.trim());
  if (excludeId) params.set('excludeId', String(excludeId));
  if (!params.has('phone') && !params.has('email')) return [];
  return ContactSchema.array().parse(await apiJson<unknown>('GET', `${apiPaths.contactsDuplicates}?${params}`));
}

/**
 * Reads an ID or business card photo; `language` is the card's other script besides English.
 * Offline, the photo waits in the outbox and its fields come back for review once read.
 */
export async function extractIdCard(card: Blob, language: Language): Promise<{ kind: 'read'; card: ExtractedIdCard } | { kind: 'saved-offline' }> {
  const { blob, fileName } = await devicePhoto(card);
  const done = await submit({ kind: 'id-card', payload: { language }, blob, fileName });
  return done.kind === 'sent' ? { kind: 'read', card: ExtractedIdCardSchema.parse(done.result) } : { kind: 'saved-offline' };
}

export const useExtractIdCard = () => useMutation({ ...CAPTURE_MUTATION, mutationFn: ({ card, language }: { card: Blob; language: Language }) => extractIdCard(card, language) });

/**
 * Card photos of a batch scan: each waits in the outbox and is read there in the background, one
 * after another, its fields kept on the device for review (useCardBatch), online or not.
 */
/** Cards of one pile, each read on its own; `eventTag` (the event they were collected at) waits with each for its review. */
export async function queueIdCards(cards: File[], language: Language, eventTag = ''): Promise<void> {
  for (const card of cards) await captureAfter({ kind: 'id-card', payload: { language, eventTag: eventTag.trim() }, ...(await devicePhoto(card)) }, 0);
}

/** The event a card capture was tagged with on Scan several cards ('' for none). */
export const eventOfCardCapture = (payload: Record<string, unknown>): string => (typeof payload.eventTag === 'string' ? payload.eventTag : '');

/** Downloads the contacts as a file: all of them, or those the list's search and event show. */
export async function exportContacts(format: 'vcf' | 'csv', { search, event }: ContactFilter = NO_FILTER): Promise<void> {
  const path = format === 'vcf' ? apiPaths.contactsExport : apiPaths.contactsExportCsv;
  const query = new URLSearchParams();
  if (search.trim()) query.set('q', search.trim());
  if (event) query.set('event', event);
  const res = await apiRequest('GET', query.toString() ? `${path}?${query}` : path);
  const named = /filename="?([^";]+)"?/i.exec(res.headers.get('Content-Disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = named || `contacts.${format}`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useImportVcf() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<ImportAnswer> => {
      const form = new FormData();
      form.append('file', file, file.name);
      return ImportAnswerSchema.parse(await apiJson<unknown>('POST', apiPaths.contactsImport, form));
    },
    onSuccess: () => client.invalidateQueries({ queryKey: contactKeys.all() }),
  });
}

export const profileImageUrl = (contact: Pick<Contact, 'profileImagePath'>) =>
  contact.profileImagePath ? apiPaths.profileImage(contact.profileImagePath) : null;

/** An integer id > 0 from the URL, or null ('abc', '0', '1.5' are not ids). */
export function parseContactId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Lower-case haystack for the list's search box: name, phone, email, company, location. */
export function matchesContact(contact: Contact, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const digits = q.replace(/[\s\-()+]/g, '');
  const text = [contact.name, contact.email, contact.company, contact.position, contact.profession, contact.locationName, contact.address, contact.eventTag]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  if (text.includes(q)) return true;
  return /^\d+$/.test(digits) && phoneDigits(contact.phone).includes(digits);
}
