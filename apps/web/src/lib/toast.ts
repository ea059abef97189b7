/**
 * Toasts (notistack). The SnackbarProvider is mounted at the root by app/toast-host once the signed-in
 * layout loads; a toast asked for before that waits and shows when the provider mounts.
 */
import { enqueueSnackbar, type VariantType } from 'notistack';
import { errorText } from '../api/client';

const waiting: (() => void)[] = [];

function show(variant: VariantType, message: string, preventDuplicate = true): void {
  const enqueue = () => enqueueSnackbar(message, { variant, preventDuplicate });
  // notistack's enqueueSnackbar is set by the first SnackbarProvider mounted; until then it is unset.
  if (typeof (enqueueSnackbar as unknown) === 'function') enqueue();
  else waiting.push(enqueue);
}

/** Shows the toasts asked for before the provider was mounted (called by the provider's host). */
export function showWaitingToasts(): void {
  for (const enqueue of waiting.splice(0)) enqueue();
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
