import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIGE_NOTICE } from '@siam/domain/students';
import { json, makeSession, mockFetch, renderWithProviders, signIn, text } from '../../test/helpers';
import { SELECT_SCHOOL_MESSAGE } from '../../components/select-school-prompt';
import EnrolStudentPage from './enrol-student-page';
import { ENROL_DONE, ENROL_ERROR, ENROL_SUCCESS, NO_CLASSES_FOR_SERIE } from './messages';
import { aluno, bornAged, classStudent, schoolA, turma } from './test-data';

type UserActions = ReturnType<typeof userEvent.setup>;

async function choose(user: UserActions, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Renders the page and opens class 1002 (1º ANO A) of the 1º ano. */
async function openClass1002(user: UserActions) {
  renderWithProviders(<EnrolStudentPage />);
  await choose(user, 'Série', '1º ano');
  await user.click(await screen.findByText('1º ANO A'));
}

async function searchByCpf(user: UserActions, cpf: string) {
  const panel = screen.getByRole('dialog');
  await user.click(within(panel).getByRole('combobox', { name: 'Filtrar por' }));
  await user.click(await screen.findByRole('option', { name: 'CPF' }));
  await user.type(within(panel).getByLabelText('CPF do estudante'), cpf);
  await user.click(within(panel).getByRole('button', { name: 'Buscar' }));
}

// Whole-screen flows with MUI selects take a few seconds on a busy machine.
describe('/enturmar-estudante', { timeout: 60_000 }, () => {
  beforeEach(() => {
    signIn(makeSession({ activeConfig: { role: 1, region: null, city: null, school: schoolA } }));
  });

  it('asks for a school when none is active', () => {
    signIn(makeSession());
    renderWithProviders(<EnrolStudentPage />);
    expect(screen.getByText(SELECT_SCHOOL_MESSAGE)).toBeInTheDocument();
  });

  it('shows the SIGE notice and no enrolment for a sige school', async () => {
    signIn(
      makeSession({
        activeConfig: { role: 1, region: null, city: null, school: { ...schoolA, sige: true } },
      }),
    );
    mockFetch(() => json([turma()]));
    const user = userEvent.setup();
    renderWithProviders(<EnrolStudentPage />);
    expect(screen.getByText(SIGE_NOTICE)).toBeInTheDocument();
    await choose(user, 'Série', '1º ano');
    await user.click(await screen.findByText('1º ANO A'));
    expect(screen.getByRole('button', { name: 'Adicionar estudante' })).toBeDisabled();
  });

  it('lists the active classes of the série, or says there are none', async () => {
    const calls = mockFetch((url) => (url.searchParams.get('serie') === '4' ? json([turma()]) : json([])));
    const user = userEvent.setup();
    renderWithProviders(<EnrolStudentPage />);
    await choose(user, 'Série', '1º ano');
    expect(await screen.findByText('1º ANO A')).toBeInTheDocument();
    expect(calls[0]!.url.pathname).toBe('/api/Escolas/1/turmas');
    expect(calls[0]!.url.searchParams.get('situacao')).toBe('1');

    await choose(user, 'Série', '2º ano');
    expect(await screen.findByText(NO_CLASSES_FOR_SERIE)).toBeInTheDocument();
  });

  it('shows the chosen class with its students, and enrols a student after the age warning', async () => {
    let students = [classStudent];
    const young = aluno({ dataNascimento: bornAged(4) });
    const calls = mockFetch((url, init) => {
      if (url.pathname === '/api/Escolas/1/turmas') return json([turma()]);
      if (url.pathname === '/api/turmas/12/alunos') return json(students);
      if (url.pathname === '/api/Alunos') return json([young]);
      if (url.pathname === '/api/Alunos/Enturmar' && init.method === 'POST') {
        students = [...students, { ...classStudent, id: 2, nome: young.nome }];
        return json({ ...young, turmaAtual: { id: 12 } });
      }
      return text('não esperado', 500);
    });
    const user = userEvent.setup();
    await openClass1002(user);

    const details = screen.getByRole('region', { name: 'Detalhes da turma' });
    expect(within(details).getByText('1002')).toBeInTheDocument();
    expect(within(details).getByText('Matutino')).toBeInTheDocument();
    expect(within(details).getByText('Paulo Professor Santos')).toBeInTheDocument();
    expect(await screen.findByText('Joana Maria Souza')).toBeInTheDocument();
    await waitFor(() => expect(within(details).getByText('1')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Adicionar estudante' }));
    const panel = screen.getByRole('dialog');
    expect(within(panel).getByRole('button', { name: 'Inserir' })).toBeDisabled();
    await searchByCpf(user, '10742583635');
    expect(await within(panel).findByDisplayValue('Pedro Henrique Costa')).toBeDisabled();

    // Too young for the 1º ano: a warning first; Cancelar keeps the student out.
    await user.click(within(panel).getByRole('button', { name: 'Inserir' }));
    const warning = await screen.findByRole('dialog', { name: 'Atenção' });
    expect(warning).toHaveTextContent(
      'Idade insuficiente para matrícula no 1º ano do Ensino Fundamental. Deseja continuar?',
    );
    await user.click(within(warning).getByRole('button', { name: 'Cancelar' }));
    expect(calls.some((c) => c.url.pathname === '/api/Alunos/Enturmar')).toBe(false);

    await user.click(await within(panel).findByRole('button', { name: 'Inserir' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Atenção' })).getByRole('button', {
        name: 'Continuar',
      }),
    );
    expect(await screen.findByText(ENROL_SUCCESS)).toBeInTheDocument();
    const post = calls.find((c) => c.url.pathname === '/api/Alunos/Enturmar')!;
    expect(JSON.parse(String(post.init.body))).toEqual({ turmaId: 12, alunoId: 2 });
    // The class's students are fetched again.
    expect(await screen.findByText('Pedro Henrique Costa')).toBeInTheDocument();
  });

  it('enrols a student found by part of the name (the finder tab, decision 127)', async () => {
    const pedro = aluno();
    const calls = mockFetch((url, init) => {
      if (url.pathname === '/api/Escolas/1/turmas') return json([turma()]);
      if (url.pathname === '/api/turmas/12/alunos') return json([]);
      if (url.pathname === '/api/Alunos/Buscar')
        return json([
          {
            id: pedro.id,
            nome: pedro.nome,
            dataNascimento: pedro.dataNascimento,
            nomeMae: pedro.nomeMae,
            escola: {
              id: 1,
              nomeEscola: schoolA.nomeEscola,
              codigoInep: '27012345',
              nomeMunicipio: 'Santa Aurora',
            },
            turmaAtual: null,
            similaridade: 0.71,
          },
        ]);
      if (url.pathname === '/api/Alunos') return json([pedro]);
      if (url.pathname === '/api/Alunos/Enturmar' && init.method === 'POST') return json(pedro);
      return text('não esperado', 500);
    });
    const user = userEvent.setup();
    await openClass1002(user);
    await user.click(screen.getByRole('button', { name: 'Adicionar estudante' }));
    const panel = screen.getByRole('dialog');
    await user.click(within(panel).getByRole('tab', { name: 'Parte do nome' }));
    await user.type(within(panel).getByLabelText('Buscar por parte do nome'), 'pedro enrique');
    await user.click(await within(panel).findByText(/Sem turma · Escola Estadual Santa Aurora/));
    expect(await within(panel).findByDisplayValue('Pedro Henrique Costa')).toBeDisabled();
    const insert = within(panel).getByRole('button', { name: 'Inserir' });
    await waitFor(() => expect(insert).toBeEnabled());
    await user.click(insert);
    expect(await screen.findByText(ENROL_SUCCESS)).toBeInTheDocument();
    const post = calls.find((c) => c.url.pathname === '/api/Alunos/Enturmar')!;
    expect(JSON.parse(String(post.init.body))).toEqual({ turmaId: 12, alunoId: 2 });
  });

  it('enrols several students in one opening and ends with the enrolment-done message', async () => {
    const pedro = aluno();
    const lia = aluno({ id: 3, nome: 'Lia Souza Ramos', cpf: '52998224725' });
    const calls = mockFetch((url, init) => {
      if (url.pathname === '/api/Escolas/1/turmas') return json([turma()]);
      if (url.pathname === '/api/turmas/12/alunos') return json([]);
      if (url.pathname === '/api/Alunos')
        return json([url.searchParams.get('cpf') === lia.cpf ? lia : pedro]);
      if (url.pathname === '/api/Alunos/Enturmar' && init.method === 'POST') return json(pedro);
      return text('não esperado', 500);
    });
    const user = userEvent.setup();
    await openClass1002(user);
    await user.click(screen.getByRole('button', { name: 'Adicionar estudante' }));
    const panel = screen.getByRole('dialog');

    await searchByCpf(user, pedro.cpf!);
    await within(panel).findByDisplayValue(pedro.nome);
    await user.click(within(panel).getByRole('button', { name: 'Enturmar e buscar outro' }));
    expect(await screen.findByText(ENROL_SUCCESS)).toBeInTheDocument();
    // The panel stays open for the next student, listing who was enrolled.
    expect(await within(panel).findByRole('status')).toHaveTextContent(pedro.nome);
    expect(within(panel).getByRole('button', { name: 'Inserir' })).toBeDisabled();
    expect(screen.queryByText(ENROL_DONE)).toBeNull();

    await user.clear(within(panel).getByLabelText('CPF do estudante'));
    await user.type(within(panel).getByLabelText('CPF do estudante'), lia.cpf!);
    await user.click(within(panel).getByRole('button', { name: 'Buscar' }));
    await within(panel).findByDisplayValue(lia.nome);
    await user.click(within(panel).getByRole('button', { name: 'Inserir' }));
    expect(await screen.findByText(ENROL_DONE)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = calls.filter((c) => c.url.pathname === '/api/Alunos/Enturmar');
    expect(posts.map((c) => JSON.parse(String(c.init.body)).alunoId)).toEqual([2, 3]);
  });

  it('Concluir after enrolling with "Enturmar e buscar outro" ends the session', async () => {
    mockFetch((url, init) => {
      if (url.pathname === '/api/Escolas/1/turmas') return json([turma()]);
      if (url.pathname === '/api/turmas/12/alunos') return json([]);
      if (url.pathname === '/api/Alunos') return json([aluno()]);
      if (url.pathname === '/api/Alunos/Enturmar' && init.method === 'POST') return json(aluno());
      return text('não esperado', 500);
    });
    const user = userEvent.setup();
    await openClass1002(user);
    await user.click(screen.getByRole('button', { name: 'Adicionar estudante' }));
    const panel = screen.getByRole('dialog');
    expect(within(panel).getByRole('button', { name: 'Cancelar' })).toBeEnabled();
    await searchByCpf(user, '10742583635');
    await within(panel).findByDisplayValue('Pedro Henrique Costa');
    await user.click(within(panel).getByRole('button', { name: 'Enturmar e buscar outro' }));
    await user.click(await within(panel).findByRole('button', { name: 'Concluir' }));
    expect(await screen.findByText(ENROL_DONE)).toBeInTheDocument();
  });

  it('shows the server refusal, or the fallback when the server gives no text', async () => {
    let refusal = text('Estudante já se encontra enturmado.', 409);
    mockFetch((url) => {
      if (url.pathname === '/api/Escolas/1/turmas') return json([turma()]);
      if (url.pathname === '/api/turmas/12/alunos') return json([]);
      if (url.pathname === '/api/Alunos') return json([aluno()]);
      return refusal;
    });
    const user = userEvent.setup();
    await openClass1002(user);
    await user.click(screen.getByRole('button', { name: 'Adicionar estudante' }));
    await searchByCpf(user, '10742583635');
    const panel = screen.getByRole('dialog');
    await within(panel).findByDisplayValue('Pedro Henrique Costa');
    await user.click(within(panel).getByRole('button', { name: 'Inserir' }));
    expect(await screen.findByText('Estudante já se encontra enturmado.')).toBeInTheDocument();

    refusal = new Response('', { status: 500 });
    await user.click(within(panel).getByRole('button', { name: 'Inserir' }));
    expect(await screen.findByText(ENROL_ERROR)).toBeInTheDocument();
  });
});
