/** Every /api path once (Bulletproof's paths.ts, applied to the API). */
export const apiPaths = {
  authUser: '/api/auth/user',
  invitations: '/api/invitations',
  invitation: (id: number | string) => `/api/invitations/${id}`,
  invitationImage: (id: number | string) => `/api/invitations/${id}/image`,
  invitationAction: (
    id: number | string,
    action: 'send' | 'update-email' | 'update-phone' | 'send-to-inviter' | 'send-letter' | 'send-letter-for-review' | 'download-pdf' | 'letters' | 'regenerate',
  ) => `/api/invitations/${id}/${action}`,
  contacts: '/api/contacts',
  contact: (id: number | string) => `/api/contacts/${id}`,
  contactWithImage: (id: number | string) => `/api/contacts/${id}/with-image`,
  contactsWithImage: '/api/contacts/with-image',
  contactsExtract: '/api/contacts/extract',
  contactsDuplicates: '/api/contacts/duplicates',
  contactsExport: '/api/contacts/export.vcf',
  contactsImport: '/api/contacts/import',
  profileImage: (file: string) => `/profile-images/${file}`,
  searchPlaces: '/api/search-places',
  placeDetails: '/api/place-details',
  reverseGeocode: '/api/reverse-geocode',
  mapsKey: '/api/maps/key',
} as const;
