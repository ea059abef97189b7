/**
 * After a refused submit, focus goes to the first field in error, in the order the page shows them
 * (issue 20, decision 138; WCAG 3.3.1, eMAG 6.6). react-hook-form does it by itself for a resolver's
 * errors (`shouldFocusError`, every field of the kit hands it a ref); forms that check their own rules
 * and call `setError` ask for it with `useFocusFirstInvalid`.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, [tabindex]';
const ERROR_MARK = '[aria-invalid="true"]:not([aria-hidden="true"]), [data-invalid="true"]';

/** Focuses the first element marked invalid inside `root` (for a group, its checked or first input). */
export function focusFirstInvalid(root: ParentNode | null): HTMLElement | null {
  if (!root) return null;
  for (const invalid of root.querySelectorAll<HTMLElement>(ERROR_MARK)) {
    const target = invalid.matches(FOCUSABLE)
      ? invalid
      : (invalid.querySelector<HTMLElement>('input:checked') ??
        invalid.querySelector<HTMLElement>(`${FOCUSABLE}:not([tabindex="-1"]):not([aria-hidden="true"])`));
    if (!target || (target as HTMLInputElement).disabled) continue;
    target.focus();
    return target;
  }
  return null;
}

/**
 * `ref` goes on the form; `request()` after the errors are set focuses the first one once React has
 * drawn them.
 */
export function useFocusFirstInvalid<T extends HTMLElement>(): {
  ref: RefObject<T | null>;
  request: () => void;
} {
  const ref = useRef<T>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked > 0) focusFirstInvalid(ref.current);
  }, [asked]);
  const request = useCallback(() => setAsked((n) => n + 1), []);
  return { ref, request };
}
