/**
 * Keyboard-only helpers of keyboard-flows.spec.ts (issue 20, decision 138): the page is driven with
 * page.keyboard alone (Tab, Shift+Tab, arrows, Enter, Space, typing); locators are only read, to know
 * where focus is. Every step checks that the focused element shows a visible focus indicator with 3:1
 * contrast against what is behind it (WCAG 2.4.7, 2.4.11, 2.4.13), and that focus is never dropped on
 * <body> after a dialog closes or a list reloads.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Indicator checks are soft: a flow goes on to its end and the report lists every stop that failed.
 */
const soft = expect.configure({ soft: true });

/** How many Tab presses a helper tries before it fails (the longest page has fewer stops). */
export const MAX_TABS = 120;

// --- Colour arithmetic (WCAG 2.x relative luminance and contrast ratio) ---------------------------

export type Rgba = [number, number, number, number];

/** Parses the computed colour forms Chromium returns ('rgb(r, g, b)', 'rgba(r, g, b, a)'). */
export function parseColor(css: string): Rgba | null {
  const m = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(css.trim());
  if (!m) return null;
  const alphaText = m[4];
  const alpha =
    alphaText === undefined
      ? 1
      : alphaText.endsWith('%')
        ? Number(alphaText.slice(0, -1)) / 100
        : Number(alphaText);
  return [Number(m[1]), Number(m[2]), Number(m[3]), alpha];
}

/** `top` drawn over the opaque `bottom`. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [
    top[0] * a + bottom[0] * (1 - a),
    top[1] * a + bottom[1] * (1 - a),
    top[2] * a + bottom[2] * (1 - a),
    1,
  ];
}

/** WCAG 2.x relative luminance of an opaque sRGB colour. */
export function relativeLuminance([r, g, b]: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrastRatio(a: Rgba, b: Rgba): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// --- Reading the focused element ---------------------------------------------------------------

/** What the page says about document.activeElement and its focus indicator. */
export interface FocusInfo {
  /** 'body' when focus is lost. */
  tag: string;
  role: string | null;
  name: string;
  insideMain: boolean;
  /** Which style draws the indicator, on which element. */
  kind: 'outline' | 'box-shadow' | 'field-border' | 'none';
  color: string;
  width: number;
  /** The first opaque background behind the indicator (stacked up the ancestors). */
  background: string[];
  /** The focused element's box is at least partly in view and not entirely covered (2.4.11). */
  inView: boolean;
}

/** Reads the focused element and its indicator (runs in the page). */
export function readFocus(page: Page): Promise<FocusInfo> {
  return page.evaluate((): FocusInfo => {
    const el = document.activeElement as HTMLElement | null;
    const empty: FocusInfo = {
      tag: 'body',
      role: null,
      name: '',
      insideMain: false,
      kind: 'none',
      color: '',
      width: 0,
      background: [],
      inView: false,
    };
    if (!el || el === document.body || el === document.documentElement) return empty;
    const name = (
      el.getAttribute('aria-label') ??
      (el.getAttribute('aria-labelledby')
        ? el
            .getAttribute('aria-labelledby')!
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : null) ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.textContent ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim();
    const base = {
      tag: el.tagName.toLowerCase(),
      role: el.getAttribute('role'),
      name,
      insideMain: Boolean(el.closest('main')),
    };

    const visible = (n: Element) => {
      const cs = getComputedStyle(n);
      return cs.visibility !== 'hidden' && cs.display !== 'none' && Number(cs.opacity) > 0.01;
    };
    const backgroundsFrom = (start: Element | null): string[] => {
      const out: string[] = [];
      for (let n: Element | null = start; n; n = n.parentElement) {
        const bg = getComputedStyle(n).backgroundColor;
        if (bg && bg !== 'transparent' && bg !== 'rgba(0, 0, 0, 0)') {
          out.push(bg);
          if (!bg.startsWith('rgba')) break;
        }
      }
      out.push('rgb(255, 255, 255)');
      return out;
    };

    // The element that shows the focus: MUI puts Mui-focusVisible on the ButtonBase root around a
    // radio's or checkbox's hidden input; otherwise the focused element itself.
    const ring = el.closest('.Mui-focusVisible');
    const candidates = [ring && ring.contains(el) ? ring : null, el].filter(
      (n): n is Element => n !== null && visible(n),
    );
    let found: Pick<FocusInfo, 'kind' | 'color' | 'width' | 'background'> | null = null;
    for (const n of candidates) {
      const cs = getComputedStyle(n);
      const width = parseFloat(cs.outlineWidth);
      if (cs.outlineStyle !== 'none' && width > 0) {
        // An outline with a positive offset is drawn over the parent's background; a negative one
        // over the element's own.
        const behind = parseFloat(cs.outlineOffset) < 0 ? n : n.parentElement;
        found = { kind: 'outline', color: cs.outlineColor, width, background: backgroundsFrom(behind) };
        break;
      }
      const shadow = /^(rgba?\([^)]*\))\s+0px\s+0px\s+0px\s+([\d.]+)px/.exec(cs.boxShadow);
      if (shadow) {
        found = {
          kind: 'box-shadow',
          color: shadow[1]!,
          width: Number(shadow[2]),
          background: backgroundsFrom(n.parentElement),
        };
        break;
      }
    }
    if (!found) {
      // A focused text field, select or date field: MUI draws the focus as the field's border.
      const root = el.closest('.MuiInputBase-root.Mui-focused, .MuiPickersInputBase-root.Mui-focused');
      const border = root?.querySelector(
        ':scope > .MuiOutlinedInput-notchedOutline, :scope > .MuiPickersOutlinedInput-notchedOutline',
      );
      if (root && border) {
        const cs = getComputedStyle(border);
        found = {
          kind: 'field-border',
          color: cs.borderTopColor,
          width: parseFloat(cs.borderTopWidth),
          background: backgroundsFrom(root.parentElement),
        };
      }
    }

    const rect = el.getBoundingClientRect();
    const target = ring && ring.contains(el) ? ring : el;
    const box = target.getBoundingClientRect();
    let inView = false;
    if (box.width > 0 && box.height > 0) {
      const points: [number, number][] = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + 2, box.top + 2],
        [box.right - 2, box.bottom - 2],
      ];
      inView = points.some(([x, y]) => {
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
        const hit = document.elementFromPoint(x, y);
        return hit !== null && (target.contains(hit) || hit.contains(target) || el.contains(hit));
      });
    } else if (rect.width > 0) {
      inView = true;
    }
    return {
      ...base,
      ...(found ?? { kind: 'none' as const, color: '', width: 0, background: [] }),
      inView,
    };
  });
}

/** The indicator's contrast against the opaque colour behind it. */
export function indicatorContrast(info: FocusInfo): number {
  const layers = info.background.map(parseColor).filter((c): c is Rgba => c !== null);
  let behind: Rgba = [255, 255, 255, 1];
  for (const layer of layers.reverse()) behind = composite(layer, behind);
  const color = parseColor(info.color);
  if (!color) throw new Error(`Cor do indicador não reconhecida: ${info.color}`);
  return contrastRatio(composite(color, behind), behind);
}

/**
 * The focused element shows a focus indicator at least 2 px wide, with 3:1 contrast against the colour
 * behind it, and is not hidden by other content (WCAG 2.4.7, 2.4.11, 2.4.13).
 */
export async function expectVisibleFocus(page: Page): Promise<FocusInfo> {
  // The outline or border follows focus within a frame; MUI's transitions settle within 200 ms.
  let info = await readFocus(page);
  await soft
    .poll(
      async () => {
        info = await readFocus(page);
        return info.kind !== 'none' && info.width >= 2 && info.inView ? 'ok' : JSON.stringify(info);
      },
      { message: 'o elemento com foco mostra um indicador visível', timeout: 3_000 },
    )
    .toBe('ok');
  if (info.kind === 'none') return info;
  const ratio = indicatorContrast(info);
  soft(
    ratio,
    `contraste do indicador de foco de ${info.tag} "${info.name}" (${info.color} sobre ${info.background[0]})`,
  ).toBeGreaterThanOrEqual(3);
  return info;
}

/** Focus is on an element, not dropped on <body> (after a dialog closed or a list reloaded). */
export async function expectFocusNotLost(page: Page): Promise<void> {
  await expect
    .poll(async () => (await readFocus(page)).tag, {
      message: 'o foco não se perde no <body>',
      timeout: 5_000,
    })
    .not.toBe('body');
}

/** Whether `target` holds focus (or contains the focused element). */
async function holdsFocus(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));
}

/**
 * Presses Tab (or Shift+Tab) until `target` holds focus, checking the indicator at every stop; fails
 * after `max` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = MAX_TABS, back = false, check = true }: { max?: number; back?: boolean; check?: boolean } = {},
): Promise<void> {
  await expect(target).toBeVisible({ timeout: 20_000 });
  for (let i = 0; i <= max; i++) {
    if (await holdsFocus(target)) {
      if (check) await expectVisibleFocus(page);
      return;
    }
    if (i === max) break;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (check) {
      const info = await readFocus(page);
      // Every stop on the way must be visible too; the skip to `target` checks the last one.
      if (info.tag !== 'body') await expectVisibleFocus(page);
    }
  }
  throw new Error(`O elemento não foi alcançado com ${max} teclas Tab: ${target.toString()}`);
}

/**
 * Reaches the page's content as a keyboard user does (eMAG 1.5): the first Tab stop is the skip link
 * 'Ir para o conteúdo', which must show its focus; Enter moves focus to the main content
 * (`#conteudo`), and the next Tab reaches its first control. When focus is already in the content
 * (after a route change it goes to the new screen's heading), nothing is pressed.
 */
export async function toContent(page: Page): Promise<void> {
  await expect(page.locator('main')).toBeVisible({ timeout: 20_000 });
  if ((await readFocus(page)).insideMain) return;
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /^Ir para o conteúdo/ })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await readFocus(page)).insideMain).toBe(true);
}

/**
 * With focus on a MUI select (combobox), opens it with Enter, moves with the arrows to the option
 * named `option` and picks it with Enter; the menu closes and focus returns to the select.
 */
export async function pickOption(page: Page, combobox: Locator, option: string | RegExp): Promise<void> {
  await expect(combobox).toBeFocused();
  const autocomplete = (await combobox.getAttribute('aria-autocomplete')) !== null;
  // A select opens with Enter and moves DOM focus through its options; an autocomplete opens with
  // ArrowDown and keeps focus in its input, marking the active option (aria-activedescendant).
  await page.keyboard.press(autocomplete ? 'ArrowDown' : 'Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const wanted = listbox.getByRole('option', { name: option, exact: typeof option === 'string' }).first();
  await expect(wanted).toBeVisible();
  const isActive = async () =>
    autocomplete
      ? (await wanted.getAttribute('id')) === (await combobox.getAttribute('aria-activedescendant'))
      : holdsFocus(wanted);
  const count = await listbox.getByRole('option').count();
  for (let i = 0; i <= count + 1; i++) {
    if (await isActive()) break;
    await page.keyboard.press('ArrowDown');
  }
  expect(await isActive(), `opção ${String(option)} alcançada com as setas`).toBe(true);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(combobox).toBeFocused();
}

/** Tabs to a text box and types `text` (replacing what it holds). */
export async function typeInto(page: Page, box: Locator, text: string): Promise<void> {
  await tabTo(page, box);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** Tabs to a MUI X date field (its first section) and types the dd/mm/aaaa digits. */
export async function typeDateByKeyboard(page: Page, group: Locator, digits: string): Promise<void> {
  await tabTo(page, group.getByRole('spinbutton').first());
  await page.keyboard.type(digits);
}

/** Tabs to a button (or link) and presses Enter on it. */
export async function pressButton(page: Page, button: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, button);
  await page.keyboard.press(key);
}
