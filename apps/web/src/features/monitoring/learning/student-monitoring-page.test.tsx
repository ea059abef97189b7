import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ALFABETIZADO_NOT_EVALUATED, NOT_STARTED } from '@siam/domain/monitoring';
import { resetSessionCache } from '../../../lib/session';
import { Wrapper, json, mockFetch, signIn, text } from '../../../test/helpers';
import {
  NO_STUDENT_MONITORING,
  NO_STUDENT_SHEETS,
  NO_STUDENTS as NO_STUDENTS_FOR_MONITORING,
  STUDENT_RECORD_DELETED,
} from '../shared/messages';
import StudentMonitoringPage from './student-monitoring-page';
import { YEAR, acomp, admin, coordinator, fakeApi } from '../shared/test-data';

afterEach(() => resetSessionCache());

function renderPage(search = '?serie=6') {
  const router = createMemoryRouter(
    [{ path: '/consultar-acompanhamento-aprendizagem-estudante', Component: StudentMonitoringPage }],
    { initialEntries: [`/consultar-acompanhamento-aprendizagem-estudante${search}`] },
  );
  render(<RouterProvider router={router} />, { wrapper: Wrapper });
  return router;
}

describe('consultar-acompanhamento-aprendizagem-estudante', { timeout: 60_000 }, () => {
  it('série → class → students → a student skills; the administrator deletes the record', async () => {
    signIn(admin());
    const calls = mockFetch(
      fakeApi((url, init) =>
        url.pathname === '/api/AcompanhamentoAprendizagemAluno' && init.method === 'DELETE'
          ? new Response(null, { status: 204 })
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderPage();

    const classes = await screen.findByRole('table', { name: 'Turmas do ano de escolaridade' });
    // Only the 3º ano class of the fake list.
    expect(within(classes).getAllByRole('row')).toHaveLength(2);
    await user.click(within(classes).getByText('3º ANO A'));

    const students = await screen.findByRole('table', { name: 'Estudantes da turma 3º ANO A' });
    expect(within(students).getAllByRole('row')[1]).toHaveTextContent('Ana Clara Souza');
    expect(within(students).getAllByRole('row')[1]).toHaveTextContent('Não avaliado (alfabetizado)');
    await user.type(screen.getByRole('textbox', { name: 'Filtrar estudantes' }), 'zz');
    expect(within(students).getByText(NO_STUDENTS_FOR_MONITORING)).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: 'Filtrar estudantes' }));

    await user.click(within(students).getByText('Ana Clara Souza'));
    expect(await screen.findByText(ALFABETIZADO_NOT_EVALUATED)).toBeVisible();

    await user.click(within(students).getByText('Bruno Lima Alves'));
    const skills = await screen.findByRole('table', { name: 'Habilidades de Bruno Lima Alves' });
    expect(await within(skills).findByText('Habilidade 1 de leitura')).toBeVisible();
    const post = calls.find((c) => c.url.pathname === '/api/habilidadeficha/respondidas')!;
    expect(JSON.parse(String(post.init.body))).toEqual({
      ano: YEAR,
      bimestre: 4,
      turmaId: 14,
      alunoId: 7,
      estruturaId: 1,
      categoriaId: 11,
      fichaId: 1,
      componenteCurricular: 1,
    });

    await user.click(screen.getByRole('button', { name: 'Excluir registro do estudante' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir registro do estudante?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(STUDENT_RECORD_DELETED)).toBeVisible();
    expect(calls.find((c) => c.init.method === 'DELETE')!.url.searchParams.get('acompAlunoId')).toBe('70');
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Habilidades avaliadas/ })).toBeNull(), {
      timeout: 3500,
    });
  });

  it('a class not started gives the information message', async () => {
    signIn(coordinator());
    mockFetch(
      fakeApi((url, init) => {
        if (url.pathname === '/api/AcompanhamentoAprendizagem' && init.method === 'GET')
          return json(acomp({ alunoAcompanhamento: [] }));
        return undefined;
      }),
    );
    const user = userEvent.setup();
    renderPage('?escola=1&serie=4');
    const classes = await screen.findByRole('table', { name: 'Turmas do ano de escolaridade' });
    await user.click(within(classes).getByText('1º ANO A'));
    expect(await screen.findByText(NOT_STARTED)).toBeVisible();
  });

  it('a class whose monitoring has no student sheets says so', async () => {
    signIn(coordinator());
    mockFetch(
      fakeApi((url, init) =>
        url.pathname === '/api/AcompanhamentoAprendizagem' && init.method === 'GET'
          ? json(acomp({ alunoAcompanhamento: [] }))
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderPage('?escola=1&serie=6');
    const classes = await screen.findByRole('table', { name: 'Turmas do ano de escolaridade' });
    await user.click(within(classes).getByText('3º ANO A'));
    expect(await screen.findByText(NO_STUDENT_SHEETS)).toBeVisible();
  });

  it('404 of the student skills says there is no monitoring for the student', async () => {
    signIn(coordinator());
    mockFetch(
      fakeApi((url) =>
        url.pathname === '/api/habilidadeficha/respondidas' ? text(NO_STUDENT_MONITORING, 404) : undefined,
      ),
    );
    const user = userEvent.setup();
    renderPage('?escola=1&serie=6');
    const classes = await screen.findByRole('table', { name: 'Turmas do ano de escolaridade' });
    await user.click(within(classes).getByText('3º ANO A'));
    await user.click(await screen.findByText('Bruno Lima Alves'));
    expect(await screen.findByText(NO_STUDENT_MONITORING)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Excluir registro do estudante' })).toBeNull();
  });

  it('asks for the série first', async () => {
    signIn(admin());
    mockFetch(fakeApi());
    renderPage('');
    expect(await screen.findByText('Escolha o ano de escolaridade para ver as turmas.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Componente curricular' })).toHaveTextContent(
      'Língua Portuguesa',
    );
  });
});
