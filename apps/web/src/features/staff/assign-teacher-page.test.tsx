import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLASSES_NONE_FOR_SERIE, CLASS_REPLACE_TEACHER_CONFIRM } from '@siam/domain/classes';
import { TEACHER_REGISTERED } from '@siam/domain/staff';
import { SIGE_NOTICE } from '@siam/domain/students';
import type { School } from '@siam/domain/contracts/schools';
import { json, makeSession, mockFetch, renderWithProviders, signIn, text } from '../../test/helpers';
import AssignTeacherPage, { TEACHER_REMOVED } from './assign-teacher-page';
import { config, schoolA, servidor, turma } from './test-data';

type UserActions = ReturnType<typeof userEvent.setup>;

function withSchool(school: School = schoolA) {
  signIn(makeSession({ activeConfig: { role: 1, region: null, city: null, school } }));
}

async function pickSerie(user: UserActions, option: string) {
  await user.click(screen.getByRole('combobox', { name: 'Série' }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const teacher = servidor({
  id: 70,
  nome: 'Rosa Professora Lima',
  cpf: '31467592099',
  email: 'rosa@educacao.gov.br',
  emailPessoal: 'rosa@example.org',
});

describe('/enturmar-professor', { timeout: 60_000 }, () => {
  it('lists the classes of the série and the students of the selected class', async () => {
    withSchool();
    const calls = mockFetch((url) => {
      if (url.pathname === '/api/Escolas/1/turmas')
        return url.searchParams.get('serie') === '4' ? json([turma()]) : json([]);
      if (url.pathname === '/api/turmas/12/alunos')
        return json([{ id: 1, nome: 'Joana Maria Souza', cpf: '35906821406', sexo: 'F' }]);
      return text('não esperado', 500);
    });
    const user = userEvent.setup();
    renderWithProviders(<AssignTeacherPage />);
    await pickSerie(user, '2º ano');
    expect(await screen.findByText(CLASSES_NONE_FOR_SERIE)).toBeInTheDocument();
    await pickSerie(user, '1º ano');
    await user.click(await screen.findByText('1º ANO A'));
    expect(await screen.findByText('Joana Maria Souza')).toBeInTheDocument();
    expect(screen.getByText('359.068.214-06')).toBeInTheDocument();
    expect(calls[0]!.url.searchParams.get('situacao')).toBe('1');
    expect(screen.getByRole('button', { name: 'Cadastrar professor' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Remover professor' })).toBeNull();
  });

  it('assigns a found teacher after confirming the substitution, with the fixed values of the série', async () => {
    withSchool();
    const calls = mockFetch((url, init) => {
      if (url.pathname === '/api/config') return json(config);
      if (url.pathname === '/api/Escolas/1/turmas')
        return json([
          turma({ serie: 2, nomeTurma: 'INF V A', nomeProfessor: 'Paulo Professor Santos', idProfessor: 5 }),
        ]);
      if (url.pathname === '/api/turmas/12/alunos') return json([]);
      if (url.pathname === '/api/Servidor') return json(teacher);
      if (url.pathname === '/api/servidor/professor/enturmar' && init.method === 'POST') return json(turma());
      return text('não esperado', 500);
    });
    const user = userEvent.setup();
    renderWithProviders(<AssignTeacherPage />);
    await pickSerie(user, 'Infantil V');
    await user.click(await screen.findByText('INF V A'));
    await user.click(screen.getByRole('button', { name: 'Substituir professor' }));

    const panel = await screen.findByRole('dialog', { name: 'Substituir professor da turma INF V A' });
    await user.type(within(panel).getByRole('textbox', { name: /^CPF do professor/ }), '31467592099');
    await user.click(within(panel).getByRole('button', { name: 'Buscar' }));
    expect(await within(panel).findByDisplayValue('Rosa Professora Lima')).toBeInTheDocument();
    await user.click(
      within(panel).getByRole('checkbox', { name: 'Tem experiência como professor(a) de educação infantil' }),
    );
    await user.type(
      within(panel).getByRole('textbox', { name: /^Tempo de experiência na educação infantil/ }),
      '3 anos',
    );
    await user.click(within(panel).getByRole('button', { name: 'Salvar' }));

    const confirm = await screen.findByRole('dialog', { name: 'Substituir professor' });
    expect(confirm).toHaveTextContent(CLASS_REPLACE_TEACHER_CONFIRM);
    expect(confirm).toHaveTextContent('Paulo Professor Santos');
    expect(calls.some((c) => c.url.pathname === '/api/servidor/professor/enturmar')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Substituir' }));

    expect(await screen.findByText(TEACHER_REGISTERED)).toBeInTheDocument();
    const post = calls.find((c) => c.url.pathname === '/api/servidor/professor/enturmar')!;
    expect(JSON.parse(String(post.init.body))).toEqual({
      id: 70,
      nome: 'Rosa Professora Lima',
      cpf: '31467592099',
      email: 'rosa@educacao.gov.br',
      emailPessoal: 'rosa@example.org',
      dataNascimento: '1985-04-12',
      sexo: 'F',
      telefone: '82999887766',
      experProfEduInfantil: true,
      tempoExperEduInfantil: '3 anos',
      experProfAlfabetizacao: false,
      tempoExperAlfabetizacao: null,
      tipoSituacaoServidor: 1,
      componentesCurriculares: [1],
      formacaoContinuada: false,
      tipoAreaAtuacao: 1,
      tipoFuncaoServidor: 3,
      turmaId: 12,
      escolaId: 1,
    });
  });

  it('shows the notice for a sige school and still removes the teacher after a confirmation', async () => {
    withSchool({ ...schoolA, sige: true });
    const calls = mockFetch((url) => {
      if (url.pathname === '/api/Escolas/1/turmas')
        return json([turma({ nomeProfessor: 'Paulo Professor Santos', idProfessor: 5 })]);
      if (url.pathname === '/api/turmas/12/alunos') return json([]);
      if (url.pathname === '/api/Servidor/Professor/Desenturmar') return json(turma());
      return text('não esperado', 500);
    });
    const user = userEvent.setup();
    renderWithProviders(<AssignTeacherPage />);
    expect(screen.getByText(new RegExp(SIGE_NOTICE.replace(/[.]/g, '\\.')))).toBeInTheDocument();
    await pickSerie(user, '1º ano');
    await user.click(await screen.findByText('1º ANO A'));
    expect(screen.getByRole('button', { name: 'Substituir professor' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remover professor' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remover professor' })).getByRole('button', {
        name: 'Remover',
      }),
    );
    expect(await screen.findByText(TEACHER_REMOVED)).toBeInTheDocument();
    const put = calls.find((c) => c.url.pathname === '/api/Servidor/Professor/Desenturmar')!;
    expect(put.url.searchParams.get('professorId')).toBe('5');
  });
});
