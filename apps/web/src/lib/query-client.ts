import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';

/** Server state. A refused call (4xx) is not retried; a failed one (network, 5xx) once. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) =>
        failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false },
  },
});
