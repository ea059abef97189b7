/**
 * 'Ir para o conteúdo' and 'Ir para o menu' (eMAG 3.1 recommendation 1.5, WCAG 2.4.1; decision 137):
 * the first things Tab reaches on every page, hidden until focused, then drawn at the top left in
 * black and yellow, ringed like every focused control (the theme's FOCUS_RING on the light pages,
 * 10.6:1 on their background; yellow in high contrast, where the page is black). Each shows its access key ('[1]', '[2]'), which lib/access-keys listens for.
 * Plain elements and styles (no MUI module): the login screen renders them too, and its first load
 * stays small (issue 18).
 */
import type { MouseEvent } from 'react';
import { CONTENT_ID, focusContent, MENU_ID } from '../lib/access-keys';

/** Hidden until focused, then drawn at the top left: one class shared by both links. */
const SKIP_LINK_CSS = `
.siam-skip-link:not(:focus) {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip-path: inset(50%); white-space: nowrap; border: 0;
}
.siam-skip-link:focus {
  position: fixed; top: 8px; left: 8px; z-index: 2000; padding: 12px 16px; background: #000000;
  color: #ffff00; font-family: inherit; font-size: 1rem; font-weight: 700; line-height: 1.3;
  text-decoration: underline; outline: 3px solid #0b3a6e; outline-offset: 2px; border-radius: 4px;
  box-shadow: 0 0 0 2px #ffffff;
}
html[data-contrast='alto'] .siam-skip-link:focus { outline-color: #ffff00; box-shadow: none; }`;

export interface SkipLinksProps {
  /** How to reach the menu (the layout's); without it, the page has no menu and no menu link. */
  onMenu?: () => void;
}

export function SkipLinks({ onMenu }: SkipLinksProps) {
  const go = (action: () => unknown) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    action();
  };
  return (
    <div data-testid="skip-links">
      <style>{SKIP_LINK_CSS}</style>
      <a className="siam-skip-link" href={`#${CONTENT_ID}`} onClick={go(focusContent)}>
        Ir para o conteúdo [1]
      </a>
      {onMenu ? (
        <a className="siam-skip-link" href={`#${MENU_ID}`} onClick={go(onMenu)}>
          Ir para o menu [2]
        </a>
      ) : null}
    </div>
  );
}
