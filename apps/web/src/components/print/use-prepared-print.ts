import { useCallback, useEffect, useState } from 'react';
import { toast } from '../../lib/toast';
import { printDocument } from './print-layout';

export const PRINT_ERROR = 'Não foi possível preparar a impressão, tente novamente mais tarde.';

/**
 * Printing that needs data first: `request()` asks for it, the screen fetches while `wanted` and
 * calls `usePrintWhenReady` with whether the data came; the browser prints once (one print a request).
 */
export function usePreparedPrint() {
  const [wanted, setWanted] = useState(false);
  const request = useCallback(() => setWanted(true), []);
  const done = useCallback(() => setWanted(false), []);
  return { wanted, request, done };
}

/**
 * Prints once the document has its data (after it rendered), then clears the request; when the data
 * cannot come (`failed`), says so and clears it.
 */
export function usePrintWhenReady(
  print: ReturnType<typeof usePreparedPrint>,
  ready: boolean,
  failed = false,
) {
  const { wanted, done } = print;
  useEffect(() => {
    if (wanted && failed) {
      toast.error(PRINT_ERROR);
      done();
    }
  }, [wanted, failed, done]);
  useEffect(() => {
    if (!wanted || !ready) return;
    const t = window.setTimeout(() => {
      done();
      printDocument();
    }, 50);
    return () => window.clearTimeout(t);
  }, [wanted, ready, done]);
}
