import { useParams } from 'wouter';
import { ContactDetail } from '@pwa/features/contacts/contact-detail';
import { LocationPicker } from '@pwa/features/places/location-picker';

/** /contact/{id}: view and edit one contact (spec §2). */
export function ContactDetailPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <main className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <ContactDetail rawId={id} renderLocation={(value, onChange, disabled, address) => <LocationPicker value={value} onChange={onChange} disabled={disabled} address={address} />} />
    </main>
  );
}
