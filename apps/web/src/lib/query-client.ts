import { QueryClient, onlineManager } from '@tanstack/react-query';
import { ApiError } from '../api/client';

/**
 * Server state. A refused call (4xx) is not retried; a failed one (network, 5xx) once. Writes run even
 * offline (`networkMode: 'always'`): they fail at once with the network message, or say themselves
 * that they need the network (decision 134), instead of waiting paused and running later unasked; the
 * monitoring answers go through the device's outbox.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) =>
        failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});

// TanStack Query assumes online until an 'offline' event: a page loaded (or reloaded) without network
// must start paused, so the data kept on the device shows instead of a network error (decision 134).
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
