import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  PERIOD_MONITORING_END_REQUIRED,
  PERIOD_MONITORING_START_REQUIRED,
  PERIOD_TERM_REQUIRED,
  PERIOD_UPDATED,
  PERIOD_VALIDATION_END_REQUIRED,
  PERIOD_VALIDATION_START_REQUIRED,
} from '@siam/domain/monitoring';
import type { Periodo } from '@siam/domain/contracts/periods';
import { resetSessionCache } from '../../lib/session';
import { Wrapper, json, mockFetch, signIn, text } from '../../test/helpers';
import { CANCEL_TEXT, CANCEL_TITLE } from './messages';
import PeriodsPage from './periods-page';
import { savePeriod } from './queries';

afterEach(() => resetSessionCache());

const YEAR = new Date().getFullYear();
const p2: Periodo = {
  id: 8,
  ano: YEAR,
  bimestre: 2,
  fichaAcompanhamentoId: 1,
  acompanhamentoDataInicio: `${YEAR}-05-10`,
  acompanhamentoDataFim: `${YEAR}-06-30`,
  validacaoDataInicio: `${YEAR}-07-01`,
  validacaoDataFim: `${YEAR}-07-15`,
};

function renderPage() {
  const router = createMemoryRouter([{ path: '/', Component: PeriodsPage }]);
  render(<RouterProvider router={router} />, { wrapper: Wrapper });
}

describe('cadastrar-periodo', { timeout: 60_000 }, () => {
  it('lists the periods of the year and sheet with dd/mm/yyyy dates and asks before cancelling', async () => {
    signIn();
    const calls = mockFetch((url) => (url.pathname === '/api/Periodo' ? json([p2]) : text('?', 500)));
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: `Períodos de Aprendizagem em ${YEAR}` });
    const row = await within(table).findByRole('row', { name: /Segundo/ });
    expect(row).toHaveTextContent(`10/05/${YEAR}`);
    expect(row).toHaveTextContent(`15/07/${YEAR}`);
    expect(calls[0]!.url.searchParams.get('fichaId')).toBe('1');

    await user.click(screen.getByRole('combobox', { name: 'Tipo de acompanhamento' }));
    await user.click(screen.getByRole('option', { name: 'Atividades' }));
    await screen.findByRole('table', { name: `Períodos de Atividades em ${YEAR}` });
    expect(calls.at(-1)!.url.searchParams.get('fichaId')).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Adicionar período' }));
    const panel = await screen.findByRole('dialog', { name: 'Período de Atividades' });
    expect(within(panel).getByRole('textbox', { name: 'Ano' })).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: 'Salvar' }));
    for (const m of [
      PERIOD_TERM_REQUIRED,
      PERIOD_MONITORING_START_REQUIRED,
      PERIOD_MONITORING_END_REQUIRED,
      PERIOD_VALIDATION_START_REQUIRED,
      PERIOD_VALIDATION_END_REQUIRED,
    ]) {
      expect(await within(panel).findByText(m)).toBeVisible();
    }
    await user.click(within(panel).getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: CANCEL_TITLE });
    expect(within(dialog).getByText(CANCEL_TEXT)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Período de Atividades' })).toBeVisible());
    await user.click(within(panel).getByRole('button', { name: 'Cancelar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: CANCEL_TITLE })).getByRole('button', { name: 'Sim' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Período de Atividades' })).toBeNull());
  });

  it('picking an existing bimestre loads its dates after 800 ms; Salvar updates it (PUT)', async () => {
    signIn();
    const calls = mockFetch((url, init) => {
      if (url.pathname === '/api/Periodo') return json([p2]);
      if (url.pathname === '/api/periodo' && init.method === 'PUT') return json(p2);
      return text('?', 500);
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('row', { name: /Segundo/ });
    await user.click(screen.getByRole('button', { name: 'Adicionar período' }));
    const panel = await screen.findByRole('dialog', { name: 'Período de Aprendizagem' });
    await user.click(within(panel).getByRole('combobox', { name: 'Bimestre' }));
    const picked = Date.now();
    await user.click(screen.getByRole('option', { name: 'Segundo' }));
    expect(within(panel).getByText(/carregando as datas do segundo bimestre/)).toBeVisible();
    await within(panel).findByText(/já tem período/, {}, { timeout: 3000 });
    expect(Date.now() - picked).toBeGreaterThanOrEqual(790);
    await user.click(within(panel).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(PERIOD_UPDATED)).toBeVisible();
    const put = calls.find((c) => c.init.method === 'PUT')!;
    expect(JSON.parse(String(put.init.body))).toEqual({
      ano: YEAR,
      bimestre: 2,
      acompanhamentoDataInicio: p2.acompanhamentoDataInicio,
      acompanhamentoDataFim: p2.acompanhamentoDataFim,
      validacaoDataInicio: p2.validacaoDataInicio,
      validacaoDataFim: p2.validacaoDataFim,
      fichaAcompanhamentoId: 1,
      id: 8,
    });
  });
});

describe('savePeriod', () => {
  it('creates with POST /api/Periodo without id, updates with PUT /api/periodo with the id', async () => {
    signIn();
    const calls = mockFetch((_url, init) => json(p2, init.method === 'POST' ? 201 : 200));
    const { id: _id, fichaAcompanhamentoId: _f, ...values } = p2;
    expect(await savePeriod(values, 2, null)).toBe('created');
    expect(await savePeriod(values, 2, 8)).toBe('updated');
    expect(calls.map((c) => `${c.init.method} ${c.url.pathname}`)).toEqual([
      'POST /api/Periodo',
      'PUT /api/periodo',
    ]);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ ...values, fichaAcompanhamentoId: 2 });
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ ...values, fichaAcompanhamentoId: 2, id: 8 });
  });
});
