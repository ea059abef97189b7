import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { theme } from './theme';
import { ToastHost } from './toast-host';

/**
 * What every screen needs, the login included: the theme. The date pickers' localization and the
 * query client come with the signed-in layout (app/signed-in.tsx) and the toasts' provider once that
 * layout loads (app/toast-host.tsx), so the login screen's first load carries none of them (issue 18,
 * decision 131).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
      <ToastHost />
    </ThemeProvider>
  );
}
