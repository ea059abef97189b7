/**
 * Keeps keyboard focus on the page when what held it goes away (issue 20, decision 138; WCAG 2.4.3):
 * a button replaced by the view it opened, a list reloaded under its row. Without it the browser drops
 * focus on <body> and the next Tab starts over from the top of the page.
 */

/** How long `focusWhenShown` waits for the element to be drawn. */
export const FOCUS_WAIT_MS = 3000;

/**
 * Focuses the element with `id` as soon as it is on the page (a heading is made focusable by script
 * only, tabindex -1). Gives up after FOCUS_WAIT_MS; returns a cancel function.
 */
export function focusWhenShown(id: string, wait = FOCUS_WAIT_MS): () => void {
  const until = Date.now() + wait;
  let frame = 0;
  const attempt = () => {
    const el = document.getElementById(id);
    if (el) {
      if (!el.matches('a[href], button, input, select, textarea, [tabindex]')) el.tabIndex = -1;
      el.focus();
      return;
    }
    if (Date.now() < until) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

/** Whether focus is lost: on <body> or on nothing. */
export function focusIsLost(): boolean {
  const el = document.activeElement;
  return el === null || el === document.body || el === document.documentElement;
}
