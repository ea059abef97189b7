import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * For forms whose rules run only on submit (no resolver) and set their messages with `setError`: a
 * changed field drops its own message, and `onChange` runs (e.g. to hide a summary of the errors).
 */
export function useChangeClearsError<T extends FieldValues>(
  { subscribe, clearErrors }: Pick<UseFormReturn<T>, 'subscribe' | 'clearErrors'>,
  onChange?: () => void,
) {
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (!name) return;
          clearErrors(name as FieldPath<T>);
          onChange?.();
        },
      }),
    [subscribe, clearErrors, onChange],
  );
}
