import type { Contact } from '@shared/schemas/contacts';
import { copyText } from '@pwa/lib/clipboard';
import { notify, notifyError } from '@pwa/lib/toast';

/** Name, phone and email, one per line, as the "copy all" button puts them on the clipboard. */
export function contactSummary(contact: Pick<Contact, 'name' | 'phone' | 'email'>): string {
  return [`Name: ${contact.name}`, `Phone: ${contact.phone}`, `Email: ${contact.email || 'N/A'}`].join('\n');
}

/** Copies and says so with the spec's toast (§2 Contacts list). */
export async function copyWithToast(text: string): Promise<void> {
  try {
    await copyText(text);
    notify('Copied to clipboard', 'Contact information copied successfully');
  } catch {
    notifyError('Copy failed', 'This browser did not allow copying. Select the text and copy it instead.');
  }
}
