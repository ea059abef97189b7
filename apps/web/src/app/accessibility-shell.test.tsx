/**
 * The page shell of issue 20 (decision 137): skip links first and working, the access keys, the
 * display preferences (kept in localStorage, put on <html>, the high-contrast theme), focus on the
 * heading after a route change, and toasts announced as status or alert by variant.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useTheme } from '@mui/material';
import { getContrastRatio as contrastRatio } from '@mui/material/styles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SkipLinks } from '../components/skip-links';
import { A11Y_STORAGE_KEY, a11yPrefs, nextTextScale, readA11yPrefs } from '../lib/a11y-prefs';
import { accessKeyOf, useAccessKeys } from '../lib/access-keys';
import { focusHeadingWhenReady } from '../lib/focus-on-navigate';
import { toast } from '../lib/toast';
import { Providers } from './providers';
import Snackbars from './snackbars';
import { highContrastTheme, theme } from './theme';

/** jsdom draws nothing: every element is taken as drawn, as a browser would for these. */
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(() => [{}] as unknown as DOMRectList);
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  a11yPrefs.reset();
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('data-contrast');
});

function Page({ onMenu, withSearch = true }: { onMenu: () => void; withSearch?: boolean }) {
  useAccessKeys({ menu: onMenu });
  return (
    <>
      <SkipLinks onMenu={onMenu} />
      <nav id="menu" aria-label="Menu principal">
        <a href="/inicio">Início</a>
      </nav>
      <main id="conteudo" tabIndex={-1}>
        <h1>Alunos</h1>
        {withSearch ? (
          <form role="search" aria-label="Buscar estudante">
            <input aria-label="Nome do estudante" />
          </form>
        ) : null}
      </main>
    </>
  );
}

describe('skip links and access keys', () => {
  it('puts "Ir para o conteúdo" and "Ir para o menu" first, showing their keys', () => {
    render(<Page onMenu={() => undefined} />);
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Ir para o conteúdo [1]');
    expect(links[1]).toHaveAccessibleName('Ir para o menu [2]');
    expect(links[0]).toHaveAttribute('href', '#conteudo');
  });

  it('moves focus to the content and asks the layout for the menu', () => {
    const onMenu = vi.fn();
    render(<Page onMenu={onMenu} />);
    fireEvent.click(screen.getByRole('link', { name: /^Ir para o conteúdo/ }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
    fireEvent.click(screen.getByRole('link', { name: /^Ir para o menu/ }));
    expect(onMenu).toHaveBeenCalledTimes(1);
  });

  it('answers Alt+1, Alt+2 and Alt+3, and nothing without Alt or with Ctrl', () => {
    const onMenu = vi.fn();
    render(<Page onMenu={onMenu} />);
    fireEvent.keyDown(window, { key: '3', code: 'Digit3', altKey: true });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Nome do estudante' }));
    fireEvent.keyDown(window, { key: '1', code: 'Digit1', altKey: true });
    expect(document.activeElement).toBe(screen.getByRole('main'));
    fireEvent.keyDown(window, { key: '2', code: 'Digit2', altKey: true, ctrlKey: true });
    fireEvent.keyDown(window, { key: '2', code: 'Digit2' });
    expect(onMenu).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: '¡', code: 'Digit2', altKey: true });
    expect(onMenu).toHaveBeenCalledTimes(1);
  });

  it('leaves Alt+3 to the browser on a page without a search field', () => {
    render(<Page onMenu={() => undefined} withSearch={false} />);
    const event = new KeyboardEvent('keydown', { key: '3', code: 'Digit3', altKey: true, cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('reads the key from the code or the key, digits 1 to 3 only', () => {
    const base = { altKey: true, ctrlKey: false, metaKey: false };
    expect(accessKeyOf({ ...base, key: '1', code: 'Numpad1' })).toBe('1');
    expect(accessKeyOf({ ...base, key: '4', code: 'Digit4' })).toBeNull();
    expect(accessKeyOf({ ...base, altKey: false, key: '1', code: 'Digit1' })).toBeNull();
  });
});

describe('display preferences', () => {
  function Mode() {
    return <p>modo {useTheme().palette.mode}</p>;
  }

  it('keeps high contrast and the text size in localStorage and puts them on <html>', () => {
    render(
      <Providers>
        <Mode />
      </Providers>,
    );
    expect(screen.getByText('modo light')).toBeInTheDocument();
    act(() => a11yPrefs.toggleHighContrast());
    expect(screen.getByText('modo dark')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-contrast', 'alto');
    act(() => {
      a11yPrefs.biggerText();
      a11yPrefs.biggerText();
    });
    expect(document.documentElement.style.fontSize).toBe('125%');
    expect(JSON.parse(window.localStorage.getItem(A11Y_STORAGE_KEY)!)).toEqual({
      highContrast: true,
      textScale: 125,
    });
    a11yPrefs.reset();
    expect(readA11yPrefs()).toEqual({ highContrast: true, textScale: 125 });
    act(() => a11yPrefs.normalText());
    expect(document.documentElement.style.fontSize).toBe('');
  });

  it('bounds the text size and ignores what it cannot read', () => {
    expect(nextTextScale(200, 1)).toBe(200);
    expect(nextTextScale(87.5, -1)).toBe(87.5);
    expect(nextTextScale(100, -1)).toBe(87.5);
    window.localStorage.setItem(A11Y_STORAGE_KEY, '{"textScale": 300, "highContrast": "sim"}');
    expect(readA11yPrefs()).toEqual({ highContrast: false, textScale: 100 });
    window.localStorage.setItem(A11Y_STORAGE_KEY, 'não é JSON');
    expect(readA11yPrefs()).toEqual({ highContrast: false, textScale: 100 });
  });

  it('draws high contrast with text at 7:1 or more on its background', () => {
    const p = highContrastTheme.palette;
    for (const colour of [p.text.primary, p.text.secondary, p.primary.main, p.error.main, p.success.main]) {
      expect(contrastRatio(colour, p.background.default)).toBeGreaterThanOrEqual(7);
    }
    expect(contrastRatio(p.primary.contrastText, p.primary.main)).toBeGreaterThanOrEqual(7);
    expect(contrastRatio(theme.palette.text.primary, theme.palette.background.paper)).toBeGreaterThanOrEqual(
      7,
    );
  });
});

describe('focus after a route change', () => {
  it('waits for the new screen\u2019s h1 and focuses it', async () => {
    render(<main id="conteudo" tabIndex={-1} />);
    const stop = focusHeadingWhenReady();
    const h1 = document.createElement('h1');
    h1.textContent = 'Usuários';
    act(() => void document.getElementById('conteudo')!.append(h1));
    await vi.waitFor(() => expect(document.activeElement).toBe(h1));
    expect(h1.tabIndex).toBe(-1);
    stop();
  });
});

describe('toasts', () => {
  it('announces a success politely and an error assertively', async () => {
    render(
      <Providers>
        <Snackbars />
      </Providers>,
    );
    act(() => {
      toast.success('Usuário salvo.');
      toast.error('Não foi possível salvar.');
    });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Usuário salvo.');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível salvar.');
  });
});
