import { useEffect } from 'react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { onSent } from '@pwa/offline/sync';
import { Toaster } from 'react-hot-toast';
import { CACHE_BUSTER, CACHE_MAX_AGE_MS, keepsData, queryClient, queryPersister } from '@pwa/lib/query-client';
import { AppRoutes } from './routes';
import { UpdatePrompt } from './update-prompt';

/** Providers: the query cache (saved on the device for offline reading) and the one toaster. */
export function App() {
  // A capture that synced in the background changes lists the screens show.
  useEffect(() => onSent((_, outcome) => void (outcome.kind === 'sent' && queryClient.invalidateQueries())), []);
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={{ persister: queryPersister, maxAge: CACHE_MAX_AGE_MS, buster: CACHE_BUSTER, dehydrateOptions: { shouldDehydrateQuery: keepsData } }}>
      <AppRoutes />
      <UpdatePrompt />
      <Toaster position="top-center" toastOptions={{ className: '!max-w-md !rounded-box', style: { padding: '12px 14px' } }} />
    </PersistQueryClientProvider>
  );
}
