import { useState } from 'react';
import { Link } from 'wouter';
import type { ContactSummary } from '@shared/schemas/contact-pages';
import { apiPaths } from '@shared/api-paths';
import { Icon } from '@pwa/components/icons';
import { EmailText } from '@pwa/components/email-text';
import { formatPhone, phoneHref } from '@shared/helpers/phone';

function Photo({ contact }: { contact: ContactSummary }) {
  const [failed, setFailed] = useState(false);
  const src = contact.profileImagePath ? apiPaths.profileImage(contact.profileImagePath) : null;
  if (src && !failed) return <img src={src} alt={`Photo of ${contact.name}`} className="h-12 w-12 shrink-0 rounded-full bg-base-200 object-cover" onError={() => setFailed(true)} />;
  return (
    <span className="grid h-12 w-12 shrink-0 place-items-center rounded-full bg-primary/10 text-lg font-semibold text-primary" aria-hidden="true">
      {(contact.name.trim().charAt(0) || '?').toUpperCase()}
    </span>
  );
}

function ContactCard({ contact }: { contact: ContactSummary }) {
  const work = [contact.position, contact.company].filter(Boolean).join(', ');
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-3">
        <Photo contact={contact} />
        <div className="min-w-0">
          <p className="truncate font-semibold leading-tight" data-testid="info-name">
            {contact.name}
          </p>
          {work ? <p className="truncate text-xs text-base-content/75">{work}</p> : null}
          {contact.profession ? <p className="truncate text-xs font-medium text-secondary">{contact.profession}</p> : null}
        </div>
      </div>
      <ul className="flex flex-col gap-1 text-sm">
        <li className="flex items-center gap-2">
          <Icon name="phone" className="h-3.5 w-3.5 shrink-0 opacity-60" />
          <a href={phoneHref(contact.phone) ?? `tel:${contact.phone.replace(/[^\d+]/g, '')}`} className="link link-hover truncate">
            {formatPhone(contact.phone)}
          </a>
        </li>
        {contact.email ? (
          <li className="flex items-center gap-2">
            <Icon name="mail" className="h-3.5 w-3.5 shrink-0 opacity-60" />
            <a href={`mailto:${contact.email}`} className="link link-hover min-w-0 break-words">
              <EmailText email={contact.email} />
            </a>
          </li>
        ) : null}
        {contact.locationName ? (
          <li className="flex items-start gap-2">
            <Icon name="pin" className="mt-0.5 h-3.5 w-3.5 shrink-0 opacity-60" />
            <span className="line-clamp-2 text-base-content/80">{contact.locationName}</span>
          </li>
        ) : null}
      </ul>
      <Link href={`/contact/${contact.id}`} className="btn btn-primary btn-xs self-start">
        View contact
      </Link>
    </div>
  );
}

/** The info window of a marker: one contact, or every contact of a crowded spot. */
export function InfoWindow({ contacts, onClose }: { contacts: ContactSummary[]; onClose: () => void }) {
  return (
    <div className="relative w-72 max-w-[80vw] rounded-box border border-base-300 bg-base-100 p-3 pr-8 shadow-xl" role="dialog" aria-label={contacts.length === 1 ? contacts[0]!.name : `${contacts.length} contacts here`}>
      <button type="button" className="btn btn-ghost btn-xs btn-circle absolute right-1.5 top-1.5" onClick={onClose} aria-label="Close">
        <Icon name="x" className="h-3.5 w-3.5" />
      </button>
      {contacts.length > 1 ? <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-base-content/75">{contacts.length} contacts here</p> : null}
      <div className="flex max-h-72 flex-col gap-3 divide-y divide-base-300 overflow-y-auto [&>*:not(:first-child)]:pt-3">
        {contacts.map((c) => (
          <ContactCard key={c.id} contact={c} />
        ))}
      </div>
      <span className="absolute -bottom-2 left-1/2 h-4 w-4 -translate-x-1/2 rotate-45 border-b border-r border-base-300 bg-base-100" aria-hidden="true" />
    </div>
  );
}
