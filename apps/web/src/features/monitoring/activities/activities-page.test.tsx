import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  FINISH_EXPIRED,
  FINISH_INCOMPLETE,
  MONITORING_CREATED,
  MONITORING_FINISHED,
  NO_EI_CLASSES,
  START_EXPIRED,
} from '@siam/domain/monitoring';
import { resetSessionCache } from '../../../lib/session';
import { Wrapper, json, mockFetch, signIn, text } from '../../../test/helpers';
import ActivitiesPage from './activities-page';
import { readEntryState } from '../shared/route-state';
import {
  PAULO_CPF,
  YEAR,
  entryAcomp as acomp,
  entryAdmin as admin,
  entryFakeApi as fakeApi,
  infV,
  period,
  primeiroAno,
  teacher,
} from '../shared/test-data';

afterEach(() => resetSessionCache());

function renderPage(search = `?ano=${YEAR}&bimestre=4`) {
  const router = createMemoryRouter(
    [
      { path: '/acompanhamento-atividades', Component: ActivitiesPage },
      { path: '/acompanhamento-atividades-turma', element: <p>Ficha da turma</p> },
    ],
    { initialEntries: [`/acompanhamento-atividades${search}`] },
  );
  render(<RouterProvider router={router} />, { wrapper: Wrapper });
  return router;
}

describe('acompanhamento-atividades', { timeout: 60_000 }, () => {
  it("lists only the teacher's Educação Infantil classes and starts a monitoring with the own CPF", async () => {
    signIn(teacher());
    const calls = mockFetch(
      fakeApi({}, (url, init) =>
        url.pathname === '/api/AcompanhamentoAtividadeTurma' && init.method === 'POST'
          ? json(acomp(), 201)
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Turma INF V A' }, { timeout: 5000 });
    expect(screen.queryByRole('listitem', { name: 'Turma 1º ANO A' })).toBeNull();
    expect(await within(card).findByText('Não iniciado')).toBeVisible();
    const lookup = calls.find((c) => c.url.pathname === '/api/Servidor/Professor')!;
    expect(lookup.url.searchParams.get('cpf')).toBe(PAULO_CPF);

    await user.click(within(card).getByRole('button', { name: 'Iniciar acompanhamento da turma INF V A' }));
    expect(await screen.findByText(MONITORING_CREATED)).toBeVisible();
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(JSON.parse(String(post.init.body))).toEqual({
      turmaId: infV.turmaId,
      ano: YEAR,
      bimestre: 4,
      responsavel: PAULO_CPF,
    });
    expect(within(card).getByText('Em andamento')).toBeVisible();
  });

  it("shows the server's text when starting is refused outside the window", async () => {
    signIn(teacher());
    mockFetch(
      fakeApi({}, (url, init) =>
        url.pathname === '/api/AcompanhamentoAtividadeTurma' && init.method === 'POST'
          ? text(START_EXPIRED, 400)
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Turma INF V A' }, { timeout: 5000 });
    await user.click(await within(card).findByRole('button', { name: /Iniciar acompanhamento/ }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(START_EXPIRED);
  });

  it('warns when the term has no period, and when its window ended', async () => {
    signIn(teacher());
    mockFetch(
      fakeApi({
        periods: [
          period(1, {
            acompanhamentoDataInicio: `${YEAR - 1}-01-01`,
            acompanhamentoDataFim: `${YEAR - 1}-02-01`,
          }),
        ],
      }),
    );
    renderPage(`?ano=${YEAR}&bimestre=1`);
    expect(await screen.findByText(new RegExp(START_EXPIRED.replace('.', '\\.')))).toBeVisible();
  });

  it('refuses to finish below 100% without calling the server', async () => {
    signIn(teacher());
    const calls = mockFetch(fakeApi({ monitorings: { [infV.turmaId]: acomp({ situacao: 50 }) } }));
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Turma INF V A' }, { timeout: 5000 });
    await user.click(await within(card).findByRole('button', { name: /Finalizar acompanhamento/ }));
    expect(within(card).getByRole('alert')).toHaveTextContent(FINISH_INCOMPLETE);
    expect(calls.some((c) => c.init.method === 'PUT')).toBe(false);
  });

  it('finishes at 100% after the confirmation', async () => {
    signIn(teacher());
    const calls = mockFetch(
      fakeApi({ monitorings: { [infV.turmaId]: acomp({ situacao: 100 }) } }, (url, init) =>
        url.pathname === '/api/AcompanhamentoAtividadeTurma' && init.method === 'PUT'
          ? json(acomp({ situacao: 100, status: true }))
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Turma INF V A' }, { timeout: 5000 });
    await user.click(await within(card).findByRole('button', { name: /Finalizar acompanhamento/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalizar acompanhamento?' });
    await user.click(within(dialog).getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText(MONITORING_FINISHED)).toBeVisible();
    const put = calls.find((c) => c.init.method === 'PUT')!;
    expect(JSON.parse(String(put.init.body))).toEqual({ acompanhamentoId: 30, status: true });
    expect(within(card).getByText('Finalizado')).toBeVisible();
    expect(within(card).queryByRole('button', { name: /Finalizar/ })).toBeNull();
  });

  it("shows the server's refusal when finishing after the window", async () => {
    signIn(teacher());
    mockFetch(
      fakeApi({ monitorings: { [infV.turmaId]: acomp({ situacao: 100 }) } }, (url, init) =>
        url.pathname === '/api/AcompanhamentoAtividadeTurma' && init.method === 'PUT'
          ? text(FINISH_EXPIRED, 400)
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Turma INF V A' }, { timeout: 5000 });
    await user.click(await within(card).findByRole('button', { name: /Finalizar acompanhamento/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Finalizar acompanhamento?' })).getByRole('button', {
        name: 'Finalizar',
      }),
    );
    await waitFor(() => expect(within(card).getByRole('alert')).toHaveTextContent(FINISH_EXPIRED));
  });

  it('opens the class sheet with the route state newLocation', async () => {
    signIn(teacher());
    mockFetch(fakeApi({ monitorings: { [infV.turmaId]: acomp({ situacao: 40 }) } }));
    const user = userEvent.setup();
    const router = renderPage();
    const card = await screen.findByRole('listitem', { name: 'Turma INF V A' }, { timeout: 5000 });
    await user.click(await within(card).findByRole('button', { name: /Abrir acompanhamento/ }));
    expect(await screen.findByText('Ficha da turma')).toBeVisible();
    const entry = readEntryState(router.state.location.state, 'atividade')!;
    expect(entry.turma.turmaId).toBe(infV.turmaId);
    expect(entry.acompanhamento.acompanhamentoId).toBe(30);
    expect(entry.canWrite).toBe(true);
    expect(entry.voltar).toBe(`/acompanhamento-atividades?ano=${YEAR}&bimestre=4`);
  });

  it('says when the teacher has no Educação Infantil class', async () => {
    signIn(teacher());
    mockFetch(fakeApi({ turmas: [primeiroAno] }));
    renderPage();
    expect(await screen.findByText(NO_EI_CLASSES)).toBeVisible();
  });

  it('lets the Administrador look a teacher up by CPF, read-only', async () => {
    signIn(admin());
    const calls = mockFetch(fakeApi({ monitorings: { [infV.turmaId]: acomp({ situacao: 40 }) } }));
    const user = userEvent.setup();
    renderPage();
    const cpf = await screen.findByRole('textbox', { name: 'CPF do professor' });
    await user.type(cpf, '11111111111');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('CPF inválido!')).toBeVisible();
    await user.clear(cpf);
    await user.type(cpf, PAULO_CPF);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const card = await screen.findByRole('listitem', { name: 'Turma INF V A' }, { timeout: 5000 });
    expect(await within(card).findByRole('button', { name: /Abrir acompanhamento/ })).toHaveTextContent(
      'Visualizar',
    );
    expect(within(card).queryByRole('button', { name: /Finalizar|Iniciar/ })).toBeNull();
    const read = calls.find((c) => c.url.pathname === '/api/AcompanhamentoAtividadeTurma/Professor/Turma')!;
    expect(read.url.searchParams.get('responsavel')).toBe(PAULO_CPF);
  });
});
