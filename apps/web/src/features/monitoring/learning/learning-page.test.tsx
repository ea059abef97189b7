import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { GENRE_KEEP_ONE, GENRE_TO_FINISH, MONITORING_CREATED, NO_EF_CLASSES } from '@siam/domain/monitoring';
import { resetSessionCache } from '../../../lib/session';
import { Wrapper, json, mockFetch, signIn } from '../../../test/helpers';
import LearningPage from './learning-page';
import { CHANGES_SAVED, TICK_ALL_STUDENTS } from '../shared/messages';
import {
  PAULO_CPF,
  YEAR,
  entryAcomp as acomp,
  entryFakeApi as fakeApi,
  infV,
  period,
  primeiroAno,
  teacher,
} from '../shared/test-data';

afterEach(() => resetSessionCache());

function renderPage() {
  const router = createMemoryRouter([{ path: '/a', Component: LearningPage }], {
    initialEntries: [`/a?ano=${YEAR}&bimestre=4`],
  });
  render(<RouterProvider router={router} />, { wrapper: Wrapper });
}

const started = (o = {}) =>
  acomp({
    turmaId: primeiroAno.turmaId,
    codigosGenerosTextuais: [1],
    situacao: 40,
    alunoAcompanhamento: [
      {
        alunoId: 1,
        acompanhamentoAlunoId: 9,
        nome: 'Joana Maria Souza',
        cpf: null,
        dataNascimento: '2020-01-15',
        situacao: 80,
        alfabetizado: false,
        totalNiveis: [],
      },
      {
        alunoId: 2,
        acompanhamentoAlunoId: 10,
        nome: 'Bruno Lima',
        cpf: null,
        dataNascimento: '2019-05-02',
        situacao: 0,
        alfabetizado: true,
        totalNiveis: [],
      },
    ],
    ...o,
  });

describe('acompanhamento-aprendizagem', { timeout: 60_000 }, () => {
  it('starts only with every student ticked and a genre, posting the students and the genres', async () => {
    signIn(teacher());
    const calls = mockFetch(
      fakeApi({ periods: [period(4, { fichaAcompanhamentoId: 1 })] }, (url, init) =>
        url.pathname === '/api/AcompanhamentoAprendizagem' && init.method === 'POST'
          ? json(started(), 201)
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Estudantes da turma' }, { timeout: 5000 });
    await within(table).findByText('Joana Maria Souza');
    expect(screen.getByRole('combobox', { name: 'Componente curricular' })).toHaveTextContent(
      'Língua Portuguesa',
    );
    expect(screen.getByRole('combobox', { name: 'Turma' })).toHaveTextContent('1º ANO A (1002)');

    const start = screen.getByRole('button', { name: 'Iniciar acompanhamento' });
    await user.click(start);
    expect(screen.getByText(TICK_ALL_STUDENTS)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Marcar todos' }));
    await user.click(start);
    expect(screen.getByText(GENRE_KEEP_ONE)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Gêneros textuais' }));
    const panel = await screen.findByRole('dialog', { name: 'Gêneros textuais' });
    await user.click(await within(panel).findByRole('checkbox', { name: 'Conto' }));
    await user.click(within(panel).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(start);
    expect(await screen.findByText(MONITORING_CREATED)).toBeVisible();
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(JSON.parse(String(post.init.body))).toEqual({
      ano: YEAR,
      bimestre: 4,
      turmaId: primeiroAno.turmaId,
      responsavel: PAULO_CPF,
      componenteCurricular: 1,
      codigosGenerosTextuais: [2],
      alunos: [1, 2],
    });
    expect(await screen.findByRole('table', { name: 'Estudantes do acompanhamento' })).toBeVisible();
  });

  it('keeps at least one genre, saves genre changes with PUT, and refuses to finish without one', async () => {
    signIn(teacher());
    const calls = mockFetch(
      fakeApi({ monitorings: { [primeiroAno.turmaId]: started() } }, (url, init) =>
        url.pathname.endsWith('/GenerosTextuais') && init.method === 'PUT'
          ? json(started({ codigosGenerosTextuais: JSON.parse(String(init.body)) as number[] }))
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole(
      'table',
      { name: 'Estudantes do acompanhamento' },
      { timeout: 5000 },
    );
    expect(
      within(table).getByRole('progressbar', { name: 'Preenchimento de Joana Maria Souza' }),
    ).toHaveAttribute('aria-valuenow', '80');
    expect(within(table).getByText('Não avaliado')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Gêneros textuais' }));
    const panel = await screen.findByRole('dialog', { name: 'Gêneros textuais' });
    await user.click(await within(panel).findByRole('checkbox', { name: 'Bilhete' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent(GENRE_KEEP_ONE);
    expect(calls.some((c) => c.init.method === 'PUT')).toBe(false);
    await user.click(within(panel).getByRole('checkbox', { name: 'Conto' }));
    await waitFor(() => expect(within(panel).getByRole('checkbox', { name: 'Conto' })).toBeChecked());
    const put = calls.find((c) => c.init.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/AcompanhamentoAprendizagem/30/GenerosTextuais');
    expect(JSON.parse(String(put.init.body))).toEqual([1, 2]);
    expect(await screen.findByText(CHANGES_SAVED)).toBeVisible();
  });

  it('asks for a genre before finishing', async () => {
    signIn(teacher());
    mockFetch(
      fakeApi({
        monitorings: { [primeiroAno.turmaId]: started({ codigosGenerosTextuais: [], situacao: 100 }) },
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Finalizar' }, { timeout: 5000 }));
    expect(screen.getByText(GENRE_TO_FINISH)).toBeVisible();
  });

  it('says when the teacher has no Ensino Fundamental class', async () => {
    signIn(teacher());
    mockFetch(fakeApi({ turmas: [infV] }));
    renderPage();
    expect(await screen.findByText(NO_EF_CLASSES, {}, { timeout: 5000 })).toBeVisible();
  });
});
