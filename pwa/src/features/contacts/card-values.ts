/** An ID card's reading as the Add Contact form takes it: its values, and the fields to check. */
import type { ExtractedIdCard } from '@shared/schemas/contacts';
import { lowConfidenceFields } from '@shared/schemas/confidence';
import { editablePhone } from '@shared/helpers/phone-text';
import type { ContactFormValues } from './contacts.api';
import type { FieldsToCheck } from './contact-form';

/** The card's fields over the form's; the website (no field of its own) goes into the notes. */
export function valuesFromCard(card: ExtractedIdCard, current: ContactFormValues): ContactFormValues {
  const notes = [card.notes, card.website ? `Website: ${card.website}` : ''].filter(Boolean).join('\n');
  return {
    ...current,
    name: card.name,
    // Card phones come in the stored form ('919845012345'); the form shows '+919845012345'.
    phone: editablePhone(card.phone),
    email: card.email,
    company: card.company,
    position: card.position,
    profession: card.profession,
    address: card.address,
    notes,
  };
}

/** The form fields the reader was unsure of (the website has no field: it goes into the notes). */
export function fieldsToCheck(card: ExtractedIdCard): FieldsToCheck {
  const marked = lowConfidenceFields(card.confidence).filter((f) => card[f] !== '');
  return new Set(marked.filter((f): f is Exclude<typeof f, 'website'> => f !== 'website'));
}
