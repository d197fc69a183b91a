import type { MouseEvent } from 'react';
import { Link } from 'wouter';
import type { Contact } from '@shared/schemas/contacts';
import { Icon } from '@pwa/components/icons';
import { ContactAvatar } from './contact-avatar';
import { profileImageUrl } from './contacts.api';
import { contactSummary, copyWithToast } from './contact-copy';
import { SyncBadge } from '@pwa/components/sync-badge';
import { useBlobUrl } from '@pwa/lib/use-blob-url';
import type { SyncState } from '@pwa/offline/sync-state';
import { EmailText as EmailBreaks } from '@pwa/components/email-text';
import { formatPhone, phoneHref } from '@shared/helpers/phone';

/* The pieces of one contact row, shared by the desktop table and the phone cards. */

const stop = (event: MouseEvent) => event.stopPropagation();

export function PhoneText({ phone, asLink }: { phone: string; asLink: boolean }) {
  const shown = formatPhone(phone);
  const href = phoneHref(phone);
  if (!asLink || !href) return <span className="whitespace-nowrap">{shown}</span>;
  return (
    <a href={href} className="link link-hover whitespace-nowrap" onClick={stop}>
      {shown}
    </a>
  );
}

export function EmailText({ email, asLink }: { email: string | null; asLink: boolean }) {
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

export function CompanyText({ contact }: { contact: Contact }) {
  if (!contact.company && !contact.position) return <span className="text-base-content/75">N/A</span>;
  return (
    <div className="min-w-0">
      <div className="truncate">{contact.company || <span className="text-base-content/75">N/A</span>}</div>
      {contact.position ? <div className="truncate text-xs text-base-content/75">{contact.position}</div> : null}
    </div>
  );
}

export function CopyButtons({ contact, size }: { contact: Contact; size: 'xs' | 'sm' }) {
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
export interface RowSync {
  state: SyncState;
  photo: Blob | null;
}

export function NameCell({ contact, sync, href }: { contact: Contact; sync?: RowSync; href: string }) {
  const devicePhoto = useBlobUrl(sync?.photo ?? null);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <ContactAvatar name={contact.name} src={devicePhoto ?? profileImageUrl(contact)} />
      <div className="min-w-0">
        <Link href={href} className="block truncate font-semibold hover:text-primary" onClick={stop} data-testid="contact-name">
          {contact.name}
        </Link>
        {contact.profession ? <div className="truncate text-xs text-base-content/75">{contact.profession}</div> : null}
        {contact.eventTag ? (
          <div className="flex min-w-0 items-center gap-1 text-xs text-base-content/75">
            <Icon name="calendar" className="h-3 w-3 shrink-0" />
            <span className="truncate">{contact.eventTag}</span>
          </div>
        ) : null}
        {sync ? <SyncBadge state={sync.state} className="mt-1" /> : null}
      </div>
    </div>
  );
}
