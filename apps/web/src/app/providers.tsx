import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { useA11yPrefs } from '../lib/a11y-prefs';
import { highContrastTheme, theme } from './theme';
import { ToastHost } from './toast-host';

/**
 * What every screen needs, the login included: the theme (the high-contrast one when chosen). The date pickers' localization and the
 * query client come with the signed-in layout (app/signed-in.tsx) and the toasts' provider once that
 * layout loads (app/toast-host.tsx), so the login screen's first load carries none of them (issue 18,
 * decision 131).
 */
export function Providers({ children }: { children: ReactNode }) {
  // 'Alto contraste' (decision 137): the reader's choice, kept in localStorage.
  const { highContrast } = useA11yPrefs();
  return (
    <ThemeProvider theme={highContrast ? highContrastTheme : theme}>
      <CssBaseline />
      {children}
      <ToastHost />
    </ThemeProvider>
  );
}
