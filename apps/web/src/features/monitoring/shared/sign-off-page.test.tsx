import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { resetSessionCache } from '../../../lib/session';
import { Wrapper, json, makeSession, mockFetch, perfil, signIn } from '../../../test/helpers';
import { MunicipalSignOffPage, SIGN_OFF_UNDEFINED, StateSignOffPage } from './sign-off-page';
import { fakeApi, schoolA, schoolB } from './test-data';

afterEach(() => resetSessionCache());

function renderPage(Component: () => React.JSX.Element) {
  const router = createMemoryRouter([{ path: '/', Component }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />, { wrapper: Wrapper });
}

describe('sign-off screens', { timeout: 60_000 }, () => {
  it('the municipal screen lists the schools of the municipality with their counts; Finalizar is disabled', async () => {
    signIn(
      makeSession({
        roles: [
          perfil(11, 'Secretário Municipal', {
            idRegional: 1,
            idMunicipio: 101,
            nomeMunicipio: 'Santa Aurora',
          }),
        ],
        activeConfig: {
          role: 11,
          region: { codigo: 1, sigla: '1ª CRE' },
          city: { codigo: 101, nome: 'Santa Aurora', regional: 1 },
          school: null,
        },
      }),
    );
    const calls = mockFetch(
      fakeApi((url) => {
        if (url.pathname === '/api/AcompanhamentoAtividadeTurma/Escolas')
          return json([
            {
              escolaId: schoolA.id,
              codigoInep: '27012345',
              nomeEscola: schoolA.nomeEscola,
              nomeMunicipio: 'Santa Aurora',
              turmas: 3,
              iniciados: 2,
              finalizados: 1,
              validados: 1,
            },
          ]);
        if (url.pathname === '/api/Usuario/Localizacoes')
          return json({ regional: [], municipio: [], escola: [] });
        return undefined;
      }),
    );
    renderPage(MunicipalSignOffPage);
    const table = await screen.findByRole('table', { name: 'Escolas e seus acompanhamentos' });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(['27012345', schoolA.nomeEscola, 'Santa Aurora', '3', '2', '1', '1']),
    );
    // One call for every school of the municipality (no call per school), with the term.
    const counts = calls.filter((c) => c.url.pathname === '/api/AcompanhamentoAtividadeTurma/Escolas');
    expect(counts).toHaveLength(1);
    expect(counts[0]!.url.searchParams.get('municipio')).toBe('101');
    expect(counts[0]!.url.searchParams.get('bimestre')).toMatch(/^[1-4]$/);
    expect(calls.some((c) => c.url.pathname === '/api/AcompanhamentoAtividadeTurma/Escola/Turmas')).toBe(
      false,
    );
    expect(screen.getByRole('button', { name: 'Exportar Escolas e seus acompanhamentos' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Finalizar acompanhamento' })).toBeDisabled();
    expect(screen.getAllByText(SIGN_OFF_UNDEFINED)[0]).toBeVisible();
  });

  it('the state screen asks for a regional first', async () => {
    signIn(
      makeSession({
        roles: [perfil(7, 'Equipe de Articulação Estadual')],
        activeConfig: { role: 7, region: null, city: null, school: null },
      }),
    );
    mockFetch(
      fakeApi((url) =>
        url.pathname === '/api/Usuario/Localizacoes'
          ? json({ regional: [{ codigo: 1, sigla: '1ª CRE' }], municipio: [], escola: [schoolA, schoolB] })
          : undefined,
      ),
    );
    renderPage(StateSignOffPage);
    expect(await screen.findByText('Escolha a regional para ver as escolas.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Regional' })).toBeVisible();
  });
});
