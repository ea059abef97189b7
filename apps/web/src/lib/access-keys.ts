/**
 * The access keys of eMAG 3.1 recommendation 1.5 (issue 20, decision 137): Alt+1 goes to the content,
 * Alt+2 to the menu, Alt+3 to the page's search field where it has one. One keydown listener on the
 * window, in the layout (and on the login screen, which has content only). The skip links call the
 * same functions, so a link and its key always lead to the same place.
 */
import { useEffect, useRef } from 'react';

export const CONTENT_ID = 'conteudo';
export const MENU_ID = 'menu';
/** Marks a page's search field (on the input itself); Alt+3 moves there. */
export const SEARCH_FIELD_ATTRIBUTE = 'data-search-field';

/** Whether `element` is drawn (not display:none, nor inside a closed drawer). */
function drawn(element: Element): boolean {
  return element.getClientRects().length > 0;
}

/** Focuses `element`, making it focusable from script first when it is not (a heading, a region). */
export function focusElement(element: HTMLElement): void {
  if (!element.matches('a[href], button, input, select, textarea, [tabindex]')) element.tabIndex = -1;
  element.focus();
}

/** Moves focus to the page's content (`#conteudo`). Returns false when the page has none. */
export function focusContent(): boolean {
  const main = document.getElementById(CONTENT_ID);
  if (!main) return false;
  focusElement(main);
  return true;
}

/** Moves focus to the first link or button of `#menu` when it is drawn; false when it is not. */
export function focusMenu(): boolean {
  const menu = document.getElementById(MENU_ID);
  if (!menu || !drawn(menu)) return false;
  const first = [...menu.querySelectorAll<HTMLElement>('a[href], button, [role="button"]')].find(drawn);
  if (!first) return false;
  first.focus();
  return true;
}

/**
 * Moves focus to the page's search field: the first drawn input, in document order, marked with
 * SEARCH_FIELD_ATTRIBUTE or inside a search form (role="search") of the content. False when none.
 */
export function focusSearch(): boolean {
  // One query: the fields come in document order, so the page's first search wins.
  const fields = document.querySelectorAll<HTMLElement>(
    `[${SEARCH_FIELD_ATTRIBUTE}], #${CONTENT_ID} [role="search"] input:not([type="hidden"]):not([aria-hidden="true"]):not([disabled])`,
  );
  const field = [...fields].find(drawn);
  if (!field) return false;
  field.focus();
  return true;
}

/** The access key (1, 2 or 3) of a keydown event, or null: Alt with a digit, no other modifier. */
export function accessKeyOf(event: Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'key' | 'code'>) {
  if (!event.altKey || event.ctrlKey || event.metaKey) return null;
  // The code, not only the key: Alt+1 types another character on some layouts (macOS: '¡').
  const digit =
    /^(?:Digit|Numpad)([1-3])$/.exec(event.code)?.[1] ?? (/^[1-3]$/.test(event.key) ? event.key : null);
  return digit === '1' || digit === '2' || digit === '3' ? digit : null;
}

export interface AccessKeyTargets {
  /** Alt+2: how the page reaches its menu (the layout opens the drawer on small screens). */
  menu?: () => void;
}

/** Listens for Alt+1, Alt+2 and Alt+3 on the window while the calling component is mounted. */
export function useAccessKeys(targets: AccessKeyTargets = {}): void {
  const latest = useRef(targets);
  useEffect(() => {
    latest.current = targets;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const key = accessKeyOf(event);
      if (!key) return;
      let done = false;
      if (key === '1') done = focusContent();
      else if (key === '2' && latest.current.menu) {
        latest.current.menu();
        done = true;
      } else if (key === '3') done = focusSearch();
      if (done) event.preventDefault();
    };
    // In the capture phase: a component that stops the event's propagation cannot swallow the keys.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
}
