import type { ContactSummary } from '@shared/schemas/contact-pages';

/** A contact as the list answers it (and the device keeps it): blank but for what a test gives. */
export function contactSummary(fields: Pick<ContactSummary, 'id' | 'name'> & Partial<ContactSummary>): ContactSummary {
  const createdAt = fields.createdAt ?? '2026-11-23T10:00:00.000Z';
  return {
    phone: '+91 98450 10000',
    email: null,
    company: null,
    position: null,
    profession: null,
    locationName: null,
    latitude: null,
    longitude: null,
    eventTag: null,
    profileImagePath: null,
    createdAt,
    updatedAt: createdAt,
    ...fields,
  };
}
