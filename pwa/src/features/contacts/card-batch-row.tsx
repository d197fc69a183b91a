import { useState } from 'react';
import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { ExtractedIdCard, type Contact } from '@shared/schemas/contacts';
import { formatPhone } from '@shared/helpers/phone';
import { Icon } from '@pwa/components/icons';
import type { OutboxItem } from '@pwa/offline/db';
import { failureText } from '@pwa/lib/http-error';
import { newClientId } from '@pwa/lib/client-id';
import { notifyError } from '@pwa/lib/toast';
import { emptyContactValues, eventOfCardCapture, findDuplicates, useCreateContact } from './contacts.api';
import { fieldsToCheck, valuesFromCard } from './card-values';

const SHOWN = [
  ['name', 'Name'],
  ['phone', 'Phone'],
  ['email', 'Email'],
  ['company', 'Company'],
  ['position', 'Position'],
] as const;

/** Contacts that already have the card's phone or email (none offline: checked again when saved). */
function useDuplicates(clientId: string, card: ExtractedIdCard) {
  return useQuery({
    queryKey: ['card-batch-duplicates', clientId],
    queryFn: () => findDuplicates(card.phone ? `+${card.phone}` : '', card.email),
    retry: false,
    staleTime: Infinity,
  });
}

function ReadCard({ item, card, onDiscard }: { item: OutboxItem; card: ExtractedIdCard; onDiscard: () => void }) {
  const toCheck = fieldsToCheck(card);
  const duplicates = useDuplicates(item.clientId, card);
  const create = useCreateContact();
  // The contact's own id, chosen once: Save pressed twice cannot make two contacts.
  const [contactId] = useState(newClientId);
  const same: Contact[] = duplicates.data ?? [];

  const save = () =>
    create.mutate(
      { fields: valuesFromCard(card, { ...emptyContactValues, eventTag: eventOfCardCapture(item.payload) }), photo: null, clientId: contactId },
      { onSuccess: onDiscard, onError: (error) => notifyError('Failed to add contact', failureText(error, 'Please check the details')) },
    );

  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {SHOWN.filter(([key]) => card[key]).map(([key, label]) => (
          <div key={key} className="contents">
            <dt className="text-base-content/75">{label}</dt>
            <dd className="min-w-0 break-words">
              {key === 'phone' ? formatPhone(card.phone) : card[key]}
              {toCheck.has(key) ? <span className="badge badge-warning badge-sm ml-2">Check this</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      {same.length > 0 ? (
        <p role="alert" className="alert alert-warning alert-soft py-2 text-sm">
          <Icon name="alert" className="h-4 w-4" />
          Already in your contacts: {same.map((c) => c.name).join(', ')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary btn-sm" onClick={save} disabled={create.isPending || !card.name}>
          {create.isPending ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : <Icon name="check" className="h-4 w-4" />}
          {same.length > 0 ? 'Save anyway' : 'Save contact'}
        </button>
        <Link href={`/add-profile?review=${item.clientId}`} className="btn btn-outline btn-sm">
          <Icon name="edit" className="h-4 w-4" />
          Correct
        </Link>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDiscard} disabled={create.isPending}>
          Discard
        </button>
      </div>
    </>
  );
}

/** One card of a batch scan: waiting or being read, refused, or read and waiting for the user's word. */
export function CardBatchRow({ item, onDiscard }: { item: OutboxItem; onDiscard: () => void }) {
  const card = item.state === 'done' ? ExtractedIdCard.safeParse(item.result) : null;
  return (
    <li className="card bg-base-100 shadow-sm" aria-label={item.fileName ?? 'Card photo'}>
      <div className="card-body gap-3 p-4">
        <div className="flex items-center justify-between gap-2">
          <span className="min-w-0 truncate text-sm font-medium">
            {item.fileName ?? 'Card photo'}
            {eventOfCardCapture(item.payload) ? <span className="font-normal text-base-content/75"> · {eventOfCardCapture(item.payload)}</span> : null}
          </span>
          {item.state === 'done' ? null : item.state === 'failed' ? (
            <span className="badge badge-error">Could not be read</span>
          ) : (
            <span className="badge badge-info gap-1">
              <span className="loading loading-spinner loading-xs" aria-hidden="true" />
              {item.state === 'sending' ? 'Reading…' : 'Waiting to be read'}
            </span>
          )}
        </div>
        {card?.success ? <ReadCard item={item} card={card.data} onDiscard={onDiscard} /> : null}
        {item.state === 'failed' ? (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-error">{item.lastError}</span>
            <button type="button" className="btn btn-ghost btn-sm" onClick={onDiscard}>
              Discard
            </button>
          </div>
        ) : null}
      </div>
    </li>
  );
}
