import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SIGE_NOTICE, STUDENT_OWNERSHIP_NOTICE, STUDENT_RESTRICTED_NOTICE } from '@siam/domain/students';
import ConsultStudentPage, { DELETE_ERROR, DELETE_SUCCESS, studentActions } from './consult-student-page';
import { resetSessionCache } from '../../lib/session';
import { Wrapper, json, makeSession, mockFetch, perfil, signIn, text } from '../../test/helpers';
import { SCHOOL_A, joana } from './test-data';
import type { RoleId } from '@siam/domain/roles';

afterEach(() => resetSessionCache());

const director = () =>
  makeSession({
    nome: 'Diego Diretor Rocha',
    roles: [perfil(15, 'Diretor Escola', { idRegional: 1, idMunicipio: 101 })],
    activeConfig: {
      role: 15,
      region: { codigo: 1, sigla: '1ª CRE' },
      city: { codigo: 101, nome: 'Santa Aurora', regional: 1 },
      school: SCHOOL_A,
    },
  });

function renderPage(state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/consultar-estudante', Component: ConsultStudentPage },
      { path: '/editar-estudante', element: <p>Tela de edição</p> },
    ],
    { initialEntries: [{ pathname: '/consultar-estudante', state }] },
  );
  render(<RouterProvider router={router} />, { wrapper: Wrapper });
  return router;
}

async function searchJoana(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('combobox', { name: 'Filtrar por' }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'CPF' }));
  await user.type(screen.getByLabelText('CPF do estudante'), '35906821406');
  await user.click(screen.getByRole('button', { name: 'Buscar' }));
  await screen.findByRole('heading', { name: 'Dados pessoais' });
}

describe('studentActions', () => {
  const config = (role: RoleId, school = SCHOOL_A) => ({ role, region: null, city: null, school });

  it('edits only students of the active school, unless Administrador', () => {
    expect(studentActions(joana(), config(15))).toMatchObject({ canEdit: true, editNotice: null });
    const other = joana({ escola: { ...joana().escola!, id: 2 } });
    expect(studentActions(other, config(15))).toMatchObject({
      canEdit: false,
      editNotice: STUDENT_OWNERSHIP_NOTICE,
      showDelete: false,
    });
    expect(studentActions(other, config(1))).toMatchObject({
      canEdit: true,
      showDelete: true,
      canDelete: true,
    });
  });

  it('refuses edit and delete for a sige school; roles without register do not see Editar', () => {
    const sige = joana({ escola: { ...joana().escola!, sige: true } });
    expect(studentActions(sige, config(1))).toMatchObject({
      canEdit: false,
      editNotice: SIGE_NOTICE,
      canDelete: false,
      deleteNotice: SIGE_NOTICE,
    });
    expect(studentActions(joana(), config(7)).showEdit).toBe(false);
  });
});

describe('consultar-estudante', { timeout: 60_000 }, () => {
  it('shows the personal data, the current class and the history with its side panel', async () => {
    signIn(director());
    mockFetch(() => json([joana()]));
    const user = userEvent.setup();
    renderPage();
    await searchJoana(user);

    const personal = screen.getByRole('region', { name: 'Dados pessoais' });
    expect(within(personal).getByText('359.068.214-06')).toBeInTheDocument();
    expect(within(personal).getByText('15/01/2020')).toBeInTheDocument();
    expect(within(personal).getByText('Feminino')).toBeInTheDocument();
    expect(within(personal).getByText('Parda')).toBeInTheDocument();
    expect(within(personal).getByText('Maria Souza Lima')).toBeInTheDocument();
    expect(within(personal).getByText('MAT-0001')).toBeInTheDocument();
    expect(within(personal).getByText('Urbano')).toBeInTheDocument();

    const current = screen.getByRole('region', { name: 'Escola e turma atual' });
    expect(within(current).getByText('27012345 - Escola Estadual Santa Aurora')).toBeInTheDocument();
    expect(within(current).getByText('1º ANO A')).toBeInTheDocument();

    const history = screen.getByRole('table', { name: 'Histórico de turmas' });
    expect(within(history).getByText('Em andamento')).toBeInTheDocument();
    await user.click(within(history).getByText('INF V A'));
    const panel = await screen.findByRole('dialog', { name: 'Detalhes da turma' });
    expect(within(panel).getByText('Remanejar')).toBeInTheDocument();
    expect(within(panel).getByText('15/12/2025')).toBeInTheDocument();
    expect(within(panel).getByText('Sem professor')).toBeInTheDocument();

    // A director does not delete.
    expect(screen.queryByRole('button', { name: 'Excluir estudante' })).not.toBeInTheDocument();
  });

  it('Editar goes to the edit screen with the student; another school shows the notice', async () => {
    signIn(director());
    let answer = joana();
    mockFetch(() => json([answer]));
    const user = userEvent.setup();
    const router = renderPage();
    await searchJoana(user);
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/editar-estudante'));
    expect(router.state.location.state).toMatchObject({ action: 'update', activeStudent: { id: 10 } });

    answer = joana({ escola: { ...joana().escola!, id: 2, nomeEscola: 'Escola Municipal Rio Claro' } });
    await router.navigate('/consultar-estudante');
    await searchJoana(user);
    expect(screen.getByRole('button', { name: 'Editar' })).toBeDisabled();
    expect(screen.getByText(STUDENT_OWNERSHIP_NOTICE)).toBeInTheDocument();
  });

  it('a student of another area comes reduced: enrolment fields only, no editing (issue 15)', async () => {
    signIn(director());
    const full = joana();
    const reduced = {
      restrito: true,
      id: 11,
      nome: 'Lucas Gabriel Ferreira',
      dataNascimento: '2018-03-01',
      nomeMae: 'Rosa Ferreira Dias',
      escola: { ...full.escola!, id: 2, codigoInep: '27012346', nomeEscola: 'Escola Municipal Rio Claro' },
      turmaAtual: { id: 7, nomeTurma: '3º ANO B', serie: 6, turno: 1, escolaId: 2 },
    };
    mockFetch(() => json([reduced]));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('combobox', { name: 'Filtrar por' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'CPF' }));
    await user.type(screen.getByLabelText('CPF do estudante'), '96238150777');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await screen.findByRole('heading', { name: 'Dados para enturmação' });
    expect(screen.queryByRole('heading', { name: 'Dados pessoais' })).toBeNull();
    expect(screen.getByText(STUDENT_RESTRICTED_NOTICE)).toBeInTheDocument();
    expect(screen.getByText('Rosa Ferreira Dias')).toBeInTheDocument();
    expect(screen.getByText('27012346 - Escola Municipal Rio Claro')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Excluir estudante' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Auditoria' })).toBeNull();
  });

  it('Administrador deletes after confirming', async () => {
    signIn(makeSession());
    const calls = mockFetch((url, init) =>
      init.method === 'DELETE' ? new Response(null, { status: 204 }) : json([joana()]),
    );
    const user = userEvent.setup();
    renderPage();
    await searchJoana(user);
    await user.click(screen.getByRole('button', { name: 'Excluir estudante' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir estudante' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(DELETE_SUCCESS)).toBeInTheDocument();
    const del = calls.find((c) => c.init.method === 'DELETE')!;
    expect(del.url.pathname).toBe('/api/Alunos');
    expect(del.url.searchParams.get('alunoId')).toBe('10');
    expect(screen.queryByRole('heading', { name: 'Dados pessoais' })).not.toBeInTheDocument();
  });

  it('a failed delete shows the fallback message', async () => {
    signIn(makeSession());
    mockFetch((_url, init) => (init.method === 'DELETE' ? text('', 500) : json([joana()])));
    const user = userEvent.setup();
    renderPage();
    await searchJoana(user);
    await user.click(screen.getByRole('button', { name: 'Excluir estudante' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Excluir estudante' })).getByRole('button', {
        name: 'Excluir',
      }),
    );
    expect(await screen.findByText(DELETE_ERROR)).toBeInTheDocument();
  });

  it('route state back searches the student again by CPF and shows the message', async () => {
    signIn(director());
    const calls = mockFetch(() => json([joana()]));
    renderPage({
      backStudent: { cpf: '35906821406' },
      action: 'back',
      msg: 'Estudante atualizado com sucesso!',
    });
    expect(await screen.findByText('Estudante atualizado com sucesso!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dados pessoais' })).toBeInTheDocument();
    expect(calls[0]!.url.searchParams.get('cpf')).toBe('35906821406');
    expect(screen.getByLabelText('CPF do estudante')).toHaveValue('359.068.214-06');
  });
});
