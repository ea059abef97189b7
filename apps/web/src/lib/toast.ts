/** Toasts (notistack). The SnackbarProvider is mounted once in app/providers. */
import { enqueueSnackbar, type VariantType } from 'notistack';
import { errorText } from '../api/client';

function show(variant: VariantType, message: string): void {
  enqueueSnackbar(message, { variant });
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
  /** An error toast with the server's text when it sent one, else `fallback`. */
  apiError: (error: unknown, fallback?: string) => show('error', errorText(error, fallback)),
};
