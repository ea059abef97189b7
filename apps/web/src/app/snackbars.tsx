import { useEffect } from 'react';
import { SnackbarProvider } from 'notistack';
import { showWaitingToasts } from '../lib/toast';

/** The toasts' provider (mounted by app/toast-host once the signed-in layout loads). */
export default function Snackbars() {
  useEffect(() => showWaitingToasts(), []);
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={5000}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      preventDuplicate
    />
  );
}
