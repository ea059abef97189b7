/**
 * The reader's display preferences (issue 20, eMAG 4.1 and 4.3, WCAG 1.4.3/1.4.6 and 1.4.4): high
 * contrast and the text size, kept per browser in localStorage under `siam.a11y`. The size scales the
 * root font size (MUI's type is in rem, so every text follows). public/a11y-prefs.js applies both from
 * the same key before the first paint; this module keeps them while the app runs.
 */
import { useSyncExternalStore } from 'react';

export const A11Y_STORAGE_KEY = 'siam.a11y';

/** The text sizes offered, in per cent of the browser's own size ('Tamanho normal' is 100). */
export const TEXT_SCALES = [87.5, 100, 112.5, 125, 150, 175, 200] as const;
export const NORMAL_TEXT_SCALE = 100;

export interface A11yPrefs {
  highContrast: boolean;
  /** One of TEXT_SCALES. */
  textScale: number;
}

const DEFAULT_PREFS: A11yPrefs = { highContrast: false, textScale: NORMAL_TEXT_SCALE };

/** The stored preferences; anything unreadable or out of range falls back to the defaults. */
export function readA11yPrefs(): A11yPrefs {
  try {
    const raw = JSON.parse(
      window.localStorage.getItem(A11Y_STORAGE_KEY) ?? 'null',
    ) as Partial<A11yPrefs> | null;
    if (!raw || typeof raw !== 'object') return DEFAULT_PREFS;
    const textScale = (TEXT_SCALES as readonly number[]).includes(Number(raw.textScale))
      ? Number(raw.textScale)
      : NORMAL_TEXT_SCALE;
    return { highContrast: raw.highContrast === true, textScale };
  } catch {
    return DEFAULT_PREFS;
  }
}

let current: A11yPrefs | null = null;
const listeners = new Set<() => void>();

function snapshot(): A11yPrefs {
  current ??= readA11yPrefs();
  return current;
}

/** Puts the preferences on the page: the root font size and `data-contrast` on <html>. */
export function applyA11yPrefs(prefs: A11yPrefs): void {
  const html = document.documentElement;
  html.style.fontSize = prefs.textScale === NORMAL_TEXT_SCALE ? '' : `${prefs.textScale}%`;
  if (prefs.highContrast) html.setAttribute('data-contrast', 'alto');
  else html.removeAttribute('data-contrast');
  html.style.backgroundColor = prefs.highContrast ? '#000000' : '';
  html.style.colorScheme = prefs.highContrast ? 'dark' : '';
}

function update(change: Partial<A11yPrefs>): void {
  current = { ...snapshot(), ...change };
  try {
    window.localStorage.setItem(A11Y_STORAGE_KEY, JSON.stringify(current));
  } catch {
    // A browser that refuses storage keeps the choice for this page only.
  }
  applyA11yPrefs(current);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The next text size up (`step` 1) or down (-1), bounded by the first and last of TEXT_SCALES. */
export function nextTextScale(scale: number, step: 1 | -1): number {
  const index = TEXT_SCALES.indexOf(scale as (typeof TEXT_SCALES)[number]);
  const from = index < 0 ? TEXT_SCALES.indexOf(NORMAL_TEXT_SCALE) : index;
  return TEXT_SCALES[Math.min(TEXT_SCALES.length - 1, Math.max(0, from + step))]!;
}

export const a11yPrefs = {
  toggleHighContrast: () => update({ highContrast: !snapshot().highContrast }),
  biggerText: () => update({ textScale: nextTextScale(snapshot().textScale, 1) }),
  smallerText: () => update({ textScale: nextTextScale(snapshot().textScale, -1) }),
  normalText: () => update({ textScale: NORMAL_TEXT_SCALE }),
  /** Forgets the cached value (tests). */
  reset: () => {
    current = null;
  },
};

export function useA11yPrefs(): A11yPrefs {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
