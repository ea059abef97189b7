/** The staff lists sort by name with pt-BR collation and export through the screen's call (decision 128). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, makeSession, mockFetch, renderWithProviders, signIn } from '../../test/helpers';
import { CoordinatorPage } from './staff-page';
import { detail, schoolA, stay } from './test-data';

afterEach(() => vi.restoreAllMocks());

describe('coordinators list: sort and export', { timeout: 30_000 }, () => {
  it('sorts Álvaro with the A’s and exports the list as sorted, through GET /Escolas/{id}?funcao=2', async () => {
    signIn(makeSession({ activeConfig: { role: 1, region: null, city: null, school: schoolA } }));
    const history = [
      stay(1, 'Carla Coordenadora Lima', '12345678909', 2, null, 2),
      stay(2, 'Álvaro Braga Melo', '52998224725', 2, null, 1),
      stay(3, 'Zuleide Ramos', '39053344705', 2, null, 1),
    ];
    const calls = mockFetch((url) =>
      url.searchParams.has('formato')
        ? new Response('\uFEFFNome;CPF;Turno;Desde\r\n', {
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': 'attachment; filename="coordenadores-atuais-2026-11-26.csv"',
            },
          })
        : json(detail(history)),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const user = userEvent.setup();
    renderWithProviders(<CoordinatorPage />);
    const table = await screen.findByRole('table', { name: 'Coordenadores atuais' });
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

    await user.click(within(table).getByRole('button', { name: 'Nome' }));
    expect(names()).toEqual(['Álvaro Braga Melo', 'Carla Coordenadora Lima', 'Zuleide Ramos']);
    await user.click(within(table).getByRole('button', { name: 'Nome' }));
    expect(names()).toEqual(['Zuleide Ramos', 'Carla Coordenadora Lima', 'Álvaro Braga Melo']);
    // 'Desde' sorts by date, 'Remover' does not sort.
    expect(within(table).getByRole('button', { name: 'Desde' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Remover' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Exportar Coordenadores atuais' }));
    await user.click(await screen.findByRole('menuitem', { name: /^CSV/ }));
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('formato') === 'csv')).toBe(true));
    const call = calls.find((c) => c.url.searchParams.get('formato') === 'csv')!;
    expect(call.url.pathname).toBe(`/api/Escolas/${schoolA.id}`);
    expect(call.url.searchParams.get('funcao')).toBe('2');
    expect(call.url.searchParams.get('ordenar')).toBe('nome');
    expect(call.url.searchParams.get('ordem')).toBe('desc');
  });
});
