import { useEffect } from 'react';
import { SnackbarProvider } from 'notistack';
import { showWaitingToasts } from '../lib/toast';
import { ToastContent } from './toast-content';

/** Every variant drawn by ToastContent: status or alert by variant (decision 137). */
const COMPONENTS = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};

/** The toasts' provider (mounted by app/toast-host once the signed-in layout loads). */
export default function Snackbars() {
  useEffect(() => showWaitingToasts(), []);
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={5000}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      preventDuplicate
      Components={COMPONENTS}
    />
  );
}
