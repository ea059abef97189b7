import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { UpdateNotice } from './pwa-update-notice';

// The plugin's virtual module exists only in a Vite build: the tests mock it (decision 132).
const registered: RegisterSWOptions[] = [];
const updateServiceWorker = vi.fn(async () => {});
vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: RegisterSWOptions) => {
    registered.push(options);
    return updateServiceWorker;
  },
}));

afterEach(() => {
  document.getElementById('pwa-update-notice')?.remove();
});

describe('the update notice', () => {
  it("says 'Nova versão disponível' and 'Atualizar' calls the update once", async () => {
    const onUpdate = vi.fn();
    render(<UpdateNotice onUpdate={onUpdate} />);
    expect(screen.getByText('Nova versão disponível')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Atualizar' });
    await userEvent.click(button);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
  });

  it("'Fechar' hides it", async () => {
    render(<UpdateNotice onUpdate={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByText('Nova versão disponível')).not.toBeInTheDocument());
  });
});

describe('the registration', () => {
  it('registers on import, and a waiting version shows the notice whose button activates it', async () => {
    await import('./pwa');
    expect(registered).toHaveLength(1);
    expect(registered[0]!.immediate).toBe(true);
    await act(async () => registered[0]!.onNeedRefresh?.());
    const button = await screen.findByRole('button', { name: 'Atualizar' });
    expect(screen.getByText('Nova versão disponível')).toBeInTheDocument();
    await userEvent.click(button);
    expect(updateServiceWorker).toHaveBeenCalledWith(true);
  });
});
