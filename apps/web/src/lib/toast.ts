/** Toasts (notistack). The SnackbarProvider is mounted once in app/providers. */
import { enqueueSnackbar, type VariantType } from 'notistack';
import { errorText } from '../api/client';

function show(variant: VariantType, message: string, preventDuplicate = true): void {
  enqueueSnackbar(message, { variant, preventDuplicate });
}

export const toast = {
  /**
   * Always shown: a success confirms one action of the user's, and two actions in a row may share a
   * text ('Professor cadastrado com sucesso!' after assigning, then replacing a teacher). With the
   * provider's duplicate guard the second was dropped while the first toast was still closing.
   */
  success: (message: string) => show('success', message, false),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
  /** An error toast with the server's text when it sent one, else `fallback`. */
  apiError: (error: unknown, fallback?: string) => show('error', errorText(error, fallback)),
};
