import type { ReactNode } from 'react';
import type { Contact } from '@shared/schemas/contacts';
import { formatPhone, phoneDigits, phoneHref } from '@shared/helpers/phone';
import { Icon, type IconName } from '@pwa/components/icons';
import { EmailText } from '@pwa/components/email-text';
import { copyWithToast } from './contact-copy';

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

/** A contact's details as read, not edited: two lists of labelled rows. */
export function ContactView({ contact }: { contact: Contact }) {
  const location = contact.locationName || contact.address;
  return (
    <div className="grid md:grid-cols-2 md:gap-8">
      <dl className="divide-y divide-base-300 md:col-span-1">
        <Row icon="phone" label="Phone">
          {contact.phone ? (
            <span className="flex flex-wrap items-center gap-2">
              <a href={phoneHref(contact.phone) ?? `tel:${phoneDigits(contact.phone)}`} className="link link-primary link-hover whitespace-nowrap">
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
        {contact.eventTag ? (
          <Row icon="calendar" label="Met at">
            {contact.eventTag}
          </Row>
        ) : null}
        <Row icon="note" label="Notes">
          {contact.notes ? <span className="whitespace-pre-line">{contact.notes}</span> : <span className="text-base-content/75">No notes available</span>}
        </Row>
      </dl>
    </div>
  );
}

