import { Link } from 'wouter';
import { Icon } from '@pwa/components/icons';
import { AddContact } from '@pwa/features/contacts/add-contact';
import { LocationPicker } from '@pwa/features/places/location-picker';

/** /add-profile: add a contact by hand or from an ID card (spec §2). */
export function AddProfilePage() {
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Add New Contact</h1>
          <p className="mt-1 text-sm text-base-content/70 sm:text-base">Type the details, or let Sahayak read them off an ID card.</p>
        </div>
        <Link href="/sampark-assistant" className="btn btn-outline btn-sm sm:btn-md">
          <Icon name="list" className="h-4 w-4" />
          View Contacts
        </Link>
      </div>
      <AddContact renderLocation={(value, onChange, disabled) => <LocationPicker value={value} onChange={onChange} disabled={disabled} />} />
    </main>
  );
}
