/**
 * After a route change (not the first load), focus moves to the new screen's heading (WCAG 2.4.3,
 * decision 137): a screen reader reads where the user arrived, and Tab goes on from the top of the
 * content. The h1 may appear after the route does (a lazy screen, a screen waiting for its data): it is
 * waited for a few seconds, then the content itself (`#conteudo`) takes the focus. A change of the
 * query alone (a page of a list, a filter) moves nothing.
 */
import { useEffect, useRef } from 'react';
import { CONTENT_ID, focusElement } from './access-keys';

const WAIT_MS = 5000;

function heading(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`#${CONTENT_ID} h1`);
}

/** Focuses the h1 of `#conteudo` once drawn (or the content after WAIT_MS); returns a canceller. */
export function focusHeadingWhenReady(): () => void {
  let observer: MutationObserver | null = null;
  let timer = 0;
  const stop = () => {
    observer?.disconnect();
    window.clearTimeout(timer);
  };
  const found = heading();
  if (found) {
    focusElement(found);
    return stop;
  }
  const main = document.getElementById(CONTENT_ID);
  if (!main) return stop;
  observer = new MutationObserver(() => {
    const h1 = heading();
    if (!h1) return;
    stop();
    focusElement(h1);
  });
  observer.observe(main, { childList: true, subtree: true });
  timer = window.setTimeout(() => {
    stop();
    if (!main.contains(document.activeElement)) focusElement(main);
  }, WAIT_MS);
  return stop;
}

/** Moves focus to the heading whenever `pathname` changes after the first render. */
export function useFocusHeadingOnNavigate(pathname: string): void {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    return focusHeadingWhenReady();
  }, [pathname]);
}
