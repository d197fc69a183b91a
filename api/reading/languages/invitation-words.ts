/** The words of invitations in every language, gathered for the invitation rules: each list holds every language's words (cards mix scripts). The words themselves live in the language modules. */
import { EVENT_TYPES } from '@shared/schemas/invitations';
import { everyLanguage, gathered } from './index';
import { COMPANY_WORDS } from './card-words';

export const BRIDE_TITLES = everyLanguage((l) => l.invitation.brideTitles);
export const ADDRESS_WORDS = everyLanguage((l) => l.invitation.addressWords);
export const CELEBRANT_LEADS = everyLanguage((l) => l.invitation.celebrantLeads);
export const OPENING_LEADS = everyLanguage((l) => l.invitation.openingLeads);
export const CELEBRANT_TITLES = everyLanguage((l) => l.invitation.celebrantTitles);
export const CEREMONY_WORDS = everyLanguage((l) => l.invitation.ceremonyWords);
export const EVENT_QUALIFIERS = everyLanguage((l) => l.invitation.eventQualifiers);
export const CONTACT_MARKERS = everyLanguage((l) => l.invitation.contactMarkers);
export const EVENT_KEYWORDS = gathered(EVENT_TYPES, (l) => l.invitation.events);
export const FAMILY_RELATION_WORDS = everyLanguage((l) => l.invitation.familyRelationWords);
export const GUEST_MARKERS = everyLanguage((l) => l.invitation.guestMarkers);
export const HONORIFICS = everyLanguage((l) => l.invitation.honorifics);
export const HOST_MARKERS = everyLanguage((l) => l.invitation.hostMarkers);
export const INVITATION_WORDS = everyLanguage((l) => l.invitation.invitationWords);
export const INVITE_VERBS = everyLanguage((l) => l.invitation.inviteVerbs);
export const INVOCATION_WORDS = everyLanguage((l) => l.invitation.invocationWords);
export const MEAL_WORDS = everyLanguage((l) => l.invitation.mealWords);
export const NOTE_WORDS = everyLanguage((l) => l.invitation.noteWords);
export const ORGANISATION_WORDS = everyLanguage((l) => l.invitation.organisationWords);
/** An organisation's or a business's words: a line with one names a body, not a person or a blessing. */
export const BUSINESS_WORDS = [...ORGANISATION_WORDS, ...COMPANY_WORDS];
export const POSSESSIVE_WORDS = everyLanguage((l) => l.invitation.possessiveWords);
export const PARENTAGE_WORDS = everyLanguage((l) => l.invitation.parentageWords);
export const PHONE_MARKERS = everyLanguage((l) => l.invitation.phoneMarkers);
export const PRINTER_WORDS = everyLanguage((l) => l.invitation.printerWords);
export const PERFORMER_WORDS = everyLanguage((l) => l.invitation.performerWords);
export const RECEPTION_WORDS = everyLanguage((l) => l.invitation.receptionWords);
export const SALUTATION_WORDS = everyLanguage((l) => l.invitation.salutationWords);
export const VENUE_MARKERS = everyLanguage((l) => l.invitation.venueMarkers);
export const VENUE_WORDS = everyLanguage((l) => l.invitation.venueWords);
export const WEDDING_RITE_WORDS = everyLanguage((l) => l.invitation.weddingRiteWords);
export const WHEN_MARKERS = everyLanguage((l) => l.invitation.whenMarkers);
export const YOU_WORDS = everyLanguage((l) => l.invitation.youWords);
