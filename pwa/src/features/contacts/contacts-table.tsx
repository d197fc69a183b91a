import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { Contact } from '@shared/schemas/contacts';
import { Icon } from '@pwa/components/icons';
import { ContactAvatar } from './contact-avatar';
import { profileImageUrl } from './contacts.api';
import { contactSummary, copyWithToast } from './contact-copy';
import { SyncBadge } from '@pwa/components/sync-badge';
import { useBlobUrl } from '@pwa/lib/use-blob-url';
import type { SyncState } from '@pwa/offline/sync-state';
import type { PendingContact } from './pending-contacts';
import { EmailText as EmailBreaks } from '@pwa/components/email-text';
import { formatPhone, phoneHref } from '@shared/helpers/phone';

const stop = (event: MouseEvent) => event.stopPropagation();

function PhoneText({ phone, asLink }: { phone: string; asLink: boolean }) {
  const shown = formatPhone(phone);
  const href = phoneHref(phone);
  if (!asLink || !href) return <span className="whitespace-nowrap">{shown}</span>;
  return (
    <a href={href} className="link link-hover whitespace-nowrap" onClick={stop}>
      {shown}
    </a>
  );
}

function EmailText({ email, asLink }: { email: string | null; asLink: boolean }) {
  if (!email) return <span className="text-base-content/75">N/A</span>;
  if (!asLink)
    return (
      <span className="break-words">
        <EmailBreaks email={email} />
      </span>
    );
  return (
    <a href={`mailto:${email}`} className="link link-hover break-words" onClick={stop}>
      <EmailBreaks email={email} />
    </a>
  );
}

function CompanyText({ contact }: { contact: Contact }) {
  if (!contact.company && !contact.position) return <span className="text-base-content/75">N/A</span>;
  return (
    <div className="min-w-0">
      <div className="truncate">{contact.company || <span className="text-base-content/75">N/A</span>}</div>
      {contact.position ? <div className="truncate text-xs text-base-content/75">{contact.position}</div> : null}
    </div>
  );
}

function CopyButtons({ contact, size }: { contact: Contact; size: 'xs' | 'sm' }) {
  const copyPhone = (event: MouseEvent) => {
    event.stopPropagation();
    void copyWithToast(contact.phone);
  };
  const copyAll = (event: MouseEvent) => {
    event.stopPropagation();
    void copyWithToast(contactSummary(contact));
  };
  const cls = size === 'xs' ? 'btn btn-xs btn-ghost' : 'btn btn-sm btn-outline';
  return (
    <>
      <button type="button" className={cls} onClick={copyPhone} aria-label={`Copy phone number of ${contact.name}`} title="Copy phone number">
        <Icon name="copy" className="h-3.5 w-3.5" />
        Copy phone
      </button>
      <button type="button" className={cls} onClick={copyAll} aria-label={`Copy name, phone and email of ${contact.name}`} title="Copy name, phone and email">
        <Icon name="copy" className="h-3.5 w-3.5" />
        Copy all
      </button>
    </>
  );
}

/** A capture still on this device: its state, and its new photo (from the device) when it has one. */
interface RowSync {
  state: SyncState;
  photo: Blob | null;
}

function NameCell({ contact, sync, href }: { contact: Contact; sync?: RowSync; href: string }) {
  const devicePhoto = useBlobUrl(sync?.photo ?? null);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <ContactAvatar name={contact.name} src={devicePhoto ?? profileImageUrl(contact)} />
      <div className="min-w-0">
        <Link href={href} className="block truncate font-semibold hover:text-primary" onClick={stop}>
          {contact.name}
        </Link>
        {contact.profession ? <div className="truncate text-xs text-base-content/75">{contact.profession}</div> : null}
        {sync ? <SyncBadge state={sync.state} className="mt-1" /> : null}
      </div>
    </div>
  );
}

/** One row to draw: a contact from the server (maybe with an edit on the device) or a new one on the device. */
interface Row {
  key: string;
  contact: Contact;
  href: string;
  sync?: RowSync;
}

/**
 * The contacts as a table (Name with profession, Email or 'N/A', Phone, Company with position,
 * and optionally Actions); on phones the same data as stacked cards. A row opens the contact.
 * `withActions` adds the copy buttons and makes phone and email tap-to-call / tap-to-mail.
 */
export function ContactsTable({
  contacts,
  withActions = false,
  caption,
  pending = [],
  edits,
}: {
  contacts: Contact[];
  withActions?: boolean;
  caption?: ReactNode;
  /** New contacts still on this device: listed first, marked, and opening the outbox. */
  pending?: readonly PendingContact[];
  /** Contacts with an edit still on this device (already laid over `contacts`). */
  edits?: ReadonlyMap<number, RowSync>;
}) {
  const [, navigate] = useLocation();
  const rows: Row[] = [
    ...pending.map((p) => ({ key: p.clientId, contact: p.contact, href: '/outbox', sync: { state: p.state, photo: p.photo } })),
    ...contacts.map((contact) => ({ key: String(contact.id), contact, href: `/contact/${contact.id}`, sync: edits?.get(contact.id) })),
  ];

  return (
    <>
      <div className="hidden md:block">
        <table className="table">
          {caption ? <caption className="sr-only">{caption}</caption> : null}
          <thead>
            <tr>
              <th>Name</th>
              <th>Email</th>
              <th>Phone</th>
              <th>Company</th>
              {withActions ? <th className="text-right">Actions</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, contact, href, sync }) => (
              <tr key={key} className="cursor-pointer hover:bg-base-200/60" onClick={() => navigate(href)} data-testid="contact-row">
                <td className="max-w-64">
                  <NameCell contact={contact} sync={sync} href={href} />
                </td>
                <td className="max-w-64">
                  <EmailText email={contact.email} asLink={withActions} />
                </td>
                <td>
                  <PhoneText phone={contact.phone} asLink={withActions} />
                </td>
                <td className="max-w-56">
                  <CompanyText contact={contact} />
                </td>
                {withActions ? (
                  <td className="text-right whitespace-nowrap">
                    <CopyButtons contact={contact} size="xs" />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="flex flex-col divide-y divide-base-300 md:hidden" aria-label={typeof caption === 'string' ? caption : 'Contacts'}>
        {rows.map(({ key, contact, href, sync }) => (
          <li key={key} className="cursor-pointer py-3 first:pt-0 last:pb-0" onClick={() => navigate(href)} data-testid="contact-card">
            <NameCell contact={contact} sync={sync} href={href} />
            <dl className="mt-2 grid grid-cols-[4.25rem_1fr] gap-x-3 gap-y-1 pl-[3.25rem] text-sm">
              <dt className="text-base-content/75">Phone</dt>
              <dd className="min-w-0">
                <PhoneText phone={contact.phone} asLink={withActions} />
              </dd>
              <dt className="text-base-content/75">Email</dt>
              <dd className="min-w-0">
                <EmailText email={contact.email} asLink={withActions} />
              </dd>
              <dt className="text-base-content/75">Company</dt>
              <dd className="min-w-0">
                <CompanyText contact={contact} />
              </dd>
            </dl>
            {withActions ? (
              <div className="mt-3 flex gap-2 pl-[3.25rem]">
                <CopyButtons contact={contact} size="sm" />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
