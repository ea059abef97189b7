import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CLASSES_NONE_FOR_SERIE,
  CLASS_CREATE_FAILED,
  CLASS_DEACTIVATION_REFUSED,
  CLASS_NOT_CURRENT_YEAR,
  CLASS_UPDATED,
  SIGE_CLASS_VIEW_ONLY_NOTICE,
} from '@siam/domain/classes';
import type { Turma } from '@siam/domain/contracts/classes';
import type { School } from '@siam/domain/contracts/schools';
import { json, makeSession, mockFetch, renderWithProviders, signIn, text } from '../../test/helpers';
import { schoolA } from '../../test/school-data';
import EditClassPage from './edit-class-page';
import { TEACHER_REMOVED } from './messages';
import { testTurma } from '../../test/classes';

type UserActions = ReturnType<typeof userEvent.setup>;
const year = new Date().getFullYear();

function turma(overrides: Partial<Turma> = {}): Turma {
  return testTurma({
    id: 13,
    codigoTurma: '1003',
    nomeTurma: '2º ANO A',
    serie: 5,
    turno: 2,
    situacao: 1,
    quantidadeAlunos: 0,
    escolaId: 1,
    nomeProfessor: null,
    idProfessor: null,
    anoTurma: year,
    ...overrides,
  });
}

async function pickSerie(user: UserActions, option: string) {
  await user.click(screen.getByRole('combobox', { name: 'Série' }));
  await user.click(await screen.findByRole('option', { name: option }));
}

function withSchool(school: School = schoolA) {
  signIn(makeSession({ activeConfig: { role: 1, region: null, city: null, school } }));
}

describe('/editar-turma', { timeout: 60_000 }, () => {
  it('lists active and inactive classes of the série, or says there are none', async () => {
    withSchool();
    const calls = mockFetch((url) =>
      url.searchParams.get('serie') === '5'
        ? json([turma(), turma({ id: 14, nomeTurma: '2º ANO B', situacao: 0 })])
        : json([]),
    );
    const user = userEvent.setup();
    renderWithProviders(<EditClassPage />);
    await pickSerie(user, '2º ano');
    expect(await screen.findByText('2º ANO B')).toBeInTheDocument();
    expect(calls[0]!.url.searchParams.get('situacao')).toBe('todas');
    expect(screen.getByRole('switch', { name: 'Ativa: 2º ANO A' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Ativa: 2º ANO B' })).not.toBeChecked();

    await pickSerie(user, '4º ano');
    expect(await screen.findByText(CLASSES_NONE_FOR_SERIE)).toBeInTheDocument();
  });

  it('asks before deactivating and shows the server refusal; activates at once', async () => {
    withSchool();
    let classes = [turma({ quantidadeAlunos: 2 }), turma({ id: 14, nomeTurma: '2º ANO B', situacao: 0 })];
    const calls = mockFetch((url, init) => {
      if (url.pathname === '/api/Turmas/13/Situacao') return text(CLASS_DEACTIVATION_REFUSED, 400);
      if (url.pathname === '/api/Turmas/14/Situacao' && init.method === 'PUT') {
        classes = [classes[0]!, { ...classes[1]!, situacao: 1 }];
        return json({ mensagem: CLASS_UPDATED });
      }
      return json(classes);
    });
    const user = userEvent.setup();
    renderWithProviders(<EditClassPage />);
    await pickSerie(user, '2º ano');

    await user.click(await screen.findByRole('switch', { name: 'Ativa: 2º ANO A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inativar turma' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls.some((c) => c.url.pathname === '/api/Turmas/13/Situacao')).toBe(false);

    await user.click(await screen.findByRole('switch', { name: 'Ativa: 2º ANO A' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Inativar turma' })).getByRole('button', {
        name: 'Inativar',
      }),
    );
    expect(await screen.findByText(CLASS_DEACTIVATION_REFUSED)).toBeInTheDocument();
    const put = calls.find((c) => c.url.pathname === '/api/Turmas/13/Situacao')!;
    expect(JSON.parse(String(put.init.body))).toEqual({ situacao: 0 });

    await user.click(await screen.findByRole('switch', { name: 'Ativa: 2º ANO B' }));
    expect(await screen.findByText(CLASS_UPDATED)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Ativa: 2º ANO B' })).toBeChecked());
  });

  it('renames the selected class', async () => {
    withSchool();
    const calls = mockFetch((url, init) =>
      url.pathname === '/api/Turmas' && init.method === 'PUT'
        ? json(turma({ nomeTurma: '2º ANO C' }))
        : json([turma()]),
    );
    const user = userEvent.setup();
    renderWithProviders(<EditClassPage />);
    await pickSerie(user, '2º ano');
    await user.click(await screen.findByText('2º ANO A'));
    const name = screen.getByLabelText(/Nome da turma/);
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await user.type(name, '2º ano c');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(CLASS_UPDATED)).toBeInTheDocument();
    const put = calls.find((c) => c.url.pathname === '/api/Turmas' && c.init.method === 'PUT')!;
    expect(JSON.parse(String(put.init.body))).toEqual({ id: 13, nomeTurma: '2º ANO C' });
  });

  it('keeps classes of past years read-only', async () => {
    withSchool();
    mockFetch(() => json([turma({ anoTurma: year - 1 })]));
    const user = userEvent.setup();
    renderWithProviders(<EditClassPage />);
    await pickSerie(user, '2º ano');
    await user.click(await screen.findByText('2º ANO A'));
    expect(screen.getByLabelText(/Nome da turma/)).toBeDisabled();
    expect(screen.getByText(CLASS_NOT_CURRENT_YEAR)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Ativa: 2º ANO A' })).toBeDisabled();
  });

  it('lets a sige school only remove the teacher, after a confirmation', async () => {
    withSchool({ ...schoolA, sige: true });
    const calls = mockFetch((url) => {
      if (url.pathname === '/api/Servidor/Professor/Desenturmar') return json(turma());
      return json([turma({ nomeProfessor: 'Paulo Professor Santos', idProfessor: 7 })]);
    });
    const user = userEvent.setup();
    renderWithProviders(<EditClassPage />);
    expect(screen.getByText(SIGE_CLASS_VIEW_ONLY_NOTICE)).toBeInTheDocument();
    await pickSerie(user, '2º ano');
    await user.click(await screen.findByText('2º ANO A'));
    expect(screen.getByLabelText(/Nome da turma/)).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Ativa: 2º ANO A' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remover professor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover professor' });
    expect(dialog).toHaveTextContent('Paulo Professor Santos');
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText(TEACHER_REMOVED)).toBeInTheDocument();
    const put = calls.find((c) => c.url.pathname === '/api/Servidor/Professor/Desenturmar')!;
    expect(put.url.searchParams.get('professorId')).toBe('7');
    expect(put.url.searchParams.get('turmaId')).toBe('13');
  });

  it('shows the default text when removing the teacher fails without a message', async () => {
    withSchool();
    mockFetch((url) =>
      url.pathname === '/api/Servidor/Professor/Desenturmar'
        ? new Response('', { status: 500 })
        : json([turma({ nomeProfessor: 'Paulo Professor Santos', idProfessor: 7 })]),
    );
    const user = userEvent.setup();
    renderWithProviders(<EditClassPage />);
    await pickSerie(user, '2º ano');
    await user.click(await screen.findByText('2º ANO A'));
    await user.click(screen.getByRole('button', { name: 'Remover professor' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remover professor' })).getByRole('button', {
        name: 'Remover',
      }),
    );
    expect(await screen.findByText(CLASS_CREATE_FAILED)).toBeInTheDocument();
  });
});
