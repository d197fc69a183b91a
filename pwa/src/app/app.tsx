import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { queryClient } from '@pwa/lib/query-client';
import { AppRoutes } from './routes';

/** Providers: the query cache and the one toaster (top-centre, one at a time). */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRoutes />
      <Toaster position="top-center" toastOptions={{ className: '!max-w-md !rounded-box', style: { padding: '12px 14px' } }} />
    </QueryClientProvider>
  );
}
