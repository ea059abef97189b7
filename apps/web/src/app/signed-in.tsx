/**
 * The layout route's component: the providers of the signed-in screens around the layout, loaded with
 * it rather than with the login screen (issue 18, decision 131): the dates' localization and the
 * query client.
 */
import { useContext, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { DatesProvider } from './dates-provider';
import { AppLayout } from './layout';

/** The app's query client, unless a client is already provided above (the unit tests' own). */
function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

export function SignedInLayout() {
  return (
    <DatesProvider>
      <QueryProvider>
        <AppLayout />
      </QueryProvider>
    </DatesProvider>
  );
}
