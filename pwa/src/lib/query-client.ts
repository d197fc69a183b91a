import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './http';

/** Spec §7: queries never go stale, do not refetch on focus, do not poll unless stated, and do not retry. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});
