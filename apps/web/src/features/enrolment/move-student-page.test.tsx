import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIGE_NOTICE, STUDENT_OWNERSHIP_NOTICE } from '@siam/domain/students';
import type { TurmaAluno } from '@siam/domain/contracts/students';
import { json, makeSession, mockFetch, renderWithProviders, signIn, text } from '../../test/helpers';
import { stayInClassOfSchoolA } from '../../test/school-data';
import {
  FINALIZE_ERROR,
  FINALIZE_SUCCESS,
  LOSE_MONITORING,
  MOVE_SUCCESS,
  NO_OTHER_CLASS,
  NOT_IN_CLASS,
} from './messages';
import MoveStudentPage, { moveBlocker } from './move-student-page';
import { aluno, bornAged, schoolA, turma } from './test-data';

type UserActions = ReturnType<typeof userEvent.setup>;

const current: TurmaAluno = stayInClassOfSchoolA({
  anoTurmaAlunoId: 500,
  id: 12,
  nomeProfessor: null,
  dataInicio: '2026-02-01',
});
const enrolled = aluno({ nome: 'Joana Maria Souza', cpf: '35906821406', turmaAtual: current });
const adminConfig = { role: 1 as const, region: null, city: null, school: schoolA };
const directorConfig = {
  role: 15 as const,
  region: { codigo: 1, sigla: '1ª CRE' },
  city: { codigo: 101, nome: 'Santa Aurora', regional: 1 },
  school: schoolA,
};

async function choose(user: UserActions, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function search(user: UserActions) {
  await choose(user, 'Filtrar por', 'CPF');
  await user.type(screen.getByLabelText('CPF do estudante'), '35906821406');
  await user.click(screen.getByRole('button', { name: 'Buscar' }));
}

describe('moveBlocker', () => {
  it('needs a current class, the same school unless Administrador, and a school not managed by SIGE', () => {
    expect(moveBlocker(aluno(), adminConfig)).toBe(NOT_IN_CLASS);
    expect(moveBlocker(enrolled, adminConfig)).toBeNull();
    expect(moveBlocker(enrolled, directorConfig)).toBeNull();
    const other = { ...enrolled, turmaAtual: { ...current, escolaId: 2 } };
    expect(moveBlocker(other, directorConfig)).toBe(STUDENT_OWNERSHIP_NOTICE);
    expect(moveBlocker(other, { ...adminConfig, school: null })).toBeNull();
    const sige = { ...enrolled, escola: { ...enrolled.escola!, sige: true } };
    expect(moveBlocker(sige, adminConfig)).toBe(SIGE_NOTICE);
  });
});

// Whole-screen flows with MUI selects take a few seconds on a busy machine.
describe('/movimentar-estudante', { timeout: 60_000 }, () => {
  beforeEach(() => {
    signIn(makeSession({ activeConfig: adminConfig }));
  });

  it('says a student without class must be enrolled first', async () => {
    mockFetch(() => json([aluno()]));
    const user = userEvent.setup();
    renderWithProviders(<MoveStudentPage />);
    await search(user);
    expect(await screen.findByText(NOT_IN_CLASS)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Motivo' })).not.toBeInTheDocument();
  });

  it('shows the ownership notice to a director of another school', async () => {
    signIn(makeSession({ activeConfig: directorConfig }));
    mockFetch(() => json([{ ...enrolled, turmaAtual: { ...current, escolaId: 2 } }]));
    const user = userEvent.setup();
    renderWithProviders(<MoveStudentPage />);
    await search(user);
    expect(await screen.findByText(STUDENT_OWNERSHIP_NOTICE)).toBeInTheDocument();
  });

  it('reshuffles to another class of the school after the monitoring and age warnings', async () => {
    const student = { ...enrolled, temAcompanhamento: true, dataNascimento: bornAged(6) };
    const calls = mockFetch((url) => {
      if (url.pathname === '/api/Alunos') return json([student]);
      if (url.pathname === '/api/Escolas/1/turmas')
        return json([
          turma(),
          turma({ id: 13, codigoTurma: '1003', nomeTurma: '2º ANO A', serie: 5, turno: 2 }),
        ]);
      if (url.pathname === '/api/Alunos/Movimentar')
        return json({ ...student, turmaAtual: { ...current, id: 13 } });
      return text('não esperado', 500);
    });
    const user = userEvent.setup();
    renderWithProviders(<MoveStudentPage />);
    await search(user);
    expect(await screen.findByDisplayValue(/1º ANO A/)).toBeDisabled();
    await choose(user, 'Motivo', 'Remanejar');
    // The current série has no other class.
    expect(await screen.findByText('Não há turmas disponíveis para essa série.')).toBeInTheDocument();
    await choose(user, 'Série da nova turma', '2º ano');
    await choose(user, 'Nova turma', '1003 - 2º ANO A (2º ano, Vespertino)');
    await user.click(screen.getByRole('button', { name: 'Movimentar' }));

    let dialog = await screen.findByRole('dialog', { name: 'Atenção' });
    expect(dialog).toHaveTextContent(LOSE_MONITORING);
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    const age = await screen.findByText(
      'Idade insuficiente para matrícula no 2º ano do Ensino Fundamental. Deseja continuar?',
    );
    dialog = age.closest<HTMLElement>('[role="dialog"]')!;
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByText(MOVE_SUCCESS)).toBeInTheDocument();
    const post = calls.find((c) => c.url.pathname === '/api/Alunos/Movimentar')!;
    expect(JSON.parse(String(post.init.body))).toEqual({ alunoId: 2, novaTurmaId: 13, motivo: 2 });
  });

  it('says when the school has no other class', async () => {
    mockFetch((url) => (url.pathname === '/api/Alunos' ? json([enrolled]) : json([turma()])));
    const user = userEvent.setup();
    renderWithProviders(<MoveStudentPage />);
    await search(user);
    await choose(user, 'Motivo', 'Remanejar');
    expect(await screen.findByText(NO_OTHER_CLASS)).toBeInTheDocument();
  });

  it('finalizes the current stay with the reason, and shows the fallback error', async () => {
    let answer = json({ ...enrolled, turmaAtual: null });
    const calls = mockFetch((url) => (url.pathname === '/api/Alunos' ? json([enrolled]) : answer));
    const user = userEvent.setup();
    renderWithProviders(<MoveStudentPage />);
    await search(user);
    await choose(user, 'Motivo', 'Transferir');
    answer = new Response('', { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText(FINALIZE_ERROR)).toBeInTheDocument();

    answer = json({ ...enrolled, turmaAtual: null });
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText(FINALIZE_SUCCESS)).toBeInTheDocument();
    const post = calls.filter((c) => c.url.pathname === '/api/Alunos/Finalizar').at(-1)!;
    expect(JSON.parse(String(post.init.body))).toEqual({ alunoId: 2, motivo: 3, anoTurmaAlunoId: 500 });
    expect(await screen.findByText(NOT_IN_CLASS)).toBeInTheDocument();
  });
});
