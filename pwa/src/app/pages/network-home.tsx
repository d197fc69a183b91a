import { ContactsPanel } from '@pwa/features/contacts/contacts-panel';
import { NetworkHeader } from '@pwa/features/contacts/network-header';

/** /sampark-assistant: the network home (spec §2). */
export function NetworkHomePage() {
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <NetworkHeader title="Sampark Network" subtitle="Your professional network, in one place." links={['contacts', 'map']} />
      <ContactsPanel />
    </main>
  );
}
