import { useEffect } from 'react';
import { showCarriedToast } from '@pwa/lib/toast';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { onSent } from '@pwa/offline/sync';
import { Toaster } from 'react-hot-toast';
import { CACHE_BUSTER, CACHE_MAX_AGE_MS, keepsData, queryClient, queryPersister } from '@pwa/lib/query-client';
import { AppRoutes } from './routes';
import { UpdatePrompt } from './update-prompt';
import { StoreProblemNote } from '@pwa/components/store-problem-note';

/** Providers: the query cache (saved on the device for offline reading) and the one toaster. */
export function App() {
  // A capture that synced in the background changes lists the screens show.
  useEffect(() => onSent((_, outcome) => void (outcome.kind === 'sent' && queryClient.invalidateQueries())), []);
  // A toast raised just before a full navigation (the letter is ready) is shown by the page it opened.
  useEffect(showCarriedToast, []);
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={{ persister: queryPersister, maxAge: CACHE_MAX_AGE_MS, buster: CACHE_BUSTER, dehydrateOptions: { shouldDehydrateQuery: keepsData } }}>
      <AppRoutes />
      <UpdatePrompt />
      <StoreProblemNote />
      {/* Below the header (56 px), never over its Back button or the avatar menu. */}
      <Toaster position="top-center" containerStyle={{ top: 64 }} toastOptions={{ className: '!max-w-md !rounded-box', style: { padding: '12px 14px' } }} />
    </PersistQueryClientProvider>
  );
}
