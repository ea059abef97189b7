import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MONITORING_SAVED, NO_ACTIVITY } from '@siam/domain/monitoring';
import { resetSessionCache } from '../../../lib/session';
import { Wrapper, json, mockFetch, signIn, text } from '../../../test/helpers';
import ActivityClassPage from '../activities/activity-class-page';
import LearningStudentPage from '../learning/learning-student-page';
import { SAVE_WILL_RETRY } from '../../../offline/messages';
import { ALFABETIZADO_NOTICE, NO_ENTRY_STATE, READ_ONLY_FINISHED } from './messages';
import type { EntryLocation } from './route-state';
import {
  PAULO_CPF,
  YEAR,
  entryAcomp as acomp,
  entryFakeApi as fakeApi,
  infV,
  primeiroAno,
  teacher,
} from './test-data';
import { isSaveShortcut } from './use-save-shortcut';

afterEach(() => resetSessionCache());

const BACK = `/lista?ano=${YEAR}&bimestre=4`;

function activityEntry(o: Partial<EntryLocation> = {}): EntryLocation {
  return {
    kind: 'atividade',
    acompanhamento: acomp({ situacao: 20 }),
    turma: infV,
    ano: YEAR,
    bimestre: 4,
    professorCpf: PAULO_CPF,
    canWrite: true,
    voltar: BACK,
    ...o,
  };
}

const aluno = {
  alunoId: 1,
  acompanhamentoAlunoId: 90,
  nome: 'Joana Maria Souza',
  cpf: '35906821406',
  dataNascimento: '2020-01-15',
  situacao: 0,
  alfabetizado: false,
  totalNiveis: [],
};

function learningEntry(o: Partial<EntryLocation> = {}): EntryLocation {
  return {
    kind: 'aprendizagem',
    acompanhamento: acomp({
      turmaId: primeiroAno.turmaId,
      alunoAcompanhamento: [aluno],
      codigosGenerosTextuais: [1],
    }),
    turma: primeiroAno,
    ano: YEAR,
    bimestre: 4,
    professorCpf: PAULO_CPF,
    canWrite: true,
    voltar: BACK,
    aluno,
    ...o,
  };
}

function renderAt(path: string, Component: () => React.ReactNode, state: unknown) {
  const router = createMemoryRouter(
    [
      { path, Component },
      { path: '/lista', element: <p>Lista de turmas</p> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  render(<RouterProvider router={router} />, { wrapper: Wrapper });
  return router;
}

/** The class activity sheet opened from its list (the default entry). */
function renderActivitySheet() {
  return renderAt('/acompanhamento-atividades-turma', ActivityClassPage, { newLocation: activityEntry() });
}

/** The student learning sheet opened from its list (the default entry). */
function renderLearningSheet() {
  return renderAt('/acompanhamento-aprendizagem-estudante', LearningStudentPage, {
    newLocation: learningEntry(),
  });
}

/** The radio group of skill `n` of the category, once the sheet has loaded. */
function skillGroup(n: number) {
  return screen.findByRole('radiogroup', { name: `Habilidade ${n} da categoria` }, { timeout: 5000 });
}

describe('acompanhamento-atividades-turma', { timeout: 60_000 }, () => {
  it('asks to open it from the list without route state', async () => {
    signIn(teacher());
    mockFetch(fakeApi());
    renderAt('/acompanhamento-atividades-turma', ActivityClassPage, null);
    expect(await screen.findByText(NO_ENTRY_STATE)).toBeVisible();
  });

  it('shows the criteria of each level, updates the chart and saves the changed levels with Ctrl+S', async () => {
    signIn(teacher());
    const calls = mockFetch(
      fakeApi({ monitorings: { [infV.turmaId]: acomp({ situacao: 20 }) } }, (url, init) =>
        url.pathname === '/api/AcompanhamentoAtividadeTurma/Resposta' && init.method === 'POST'
          ? json({ situacao: 60 })
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderActivitySheet();

    const group = await skillGroup(1);
    expect(within(group).getByText('Critério nível 3 da habilidade 1')).toBeVisible();
    const chart = screen.getByRole('figure', { name: 'Níveis na categoria Escuta' });
    expect(chart).toHaveTextContent('Nível 3: 1');
    expect(chart).toHaveTextContent('Nível 2: 0');

    await user.click(within(group).getByRole('radio', { name: /^Nível 2/ }));
    expect(chart).toHaveTextContent('Nível 2: 1');
    expect(screen.getByText(/Há respostas não salvas/)).toBeVisible();

    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText(MONITORING_SAVED)).toBeVisible();
    const post = calls.find((c) => c.url.pathname === '/api/AcompanhamentoAtividadeTurma/Resposta')!;
    expect(JSON.parse(String(post.init.body))).toEqual([
      {
        criterioId: 12,
        acompanhamentoAtividadeTurmaId: 30,
        fichaId: 2,
        estruturaId: 5,
        categoriaId: 7,
        habilidadeId: 1,
        // The outbox's client-generated id (decision 134): a retried answer is applied once.
        respostaId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(screen.getByRole('progressbar', { name: 'Preenchimento do acompanhamento' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
  });

  it("says 'Nenhuma atividade encontrada.' for a category without activities", async () => {
    signIn(teacher());
    mockFetch(fakeApi({ monitorings: { [infV.turmaId]: acomp() }, skills: [] }));
    renderActivitySheet();
    expect(await screen.findByText(NO_ACTIVITY, undefined, { timeout: 5000 })).toBeVisible();
  });

  it('keeps the answers on the device and says so when the server fails without a text', async () => {
    signIn(teacher());
    mockFetch(
      fakeApi({ monitorings: { [infV.turmaId]: acomp() } }, (url) =>
        url.pathname === '/api/AcompanhamentoAtividadeTurma/Resposta'
          ? new Response('', { status: 500 })
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderActivitySheet();
    const group = await skillGroup(1);
    await user.click(within(group).getByRole('radio', { name: /^Nível 4/ }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(SAVE_WILL_RETRY)).toBeVisible();
    // The answer waits for the next try, marked on its skill.
    expect(await screen.findByText('Aguardando envio')).toBeVisible();
  });

  it('is read-only once finished (no Salvar, disabled levels); Voltar goes back to the list', async () => {
    signIn(teacher());
    mockFetch(fakeApi({ monitorings: { [infV.turmaId]: acomp({ status: true, situacao: 100 }) } }));
    const user = userEvent.setup();
    const router = renderActivitySheet();
    expect(await screen.findByText(READ_ONLY_FINISHED)).toBeVisible();
    const group = await skillGroup(2);
    for (const radio of within(group).getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lista'));
    expect(router.state.location.search).toBe(`?ano=${YEAR}&bimestre=4`);
  });
});

describe('acompanhamento-aprendizagem-estudante', { timeout: 60_000 }, () => {
  it("saves the student's levels, and Cancelar discards unsaved ones after a confirmation", async () => {
    signIn(teacher());
    const m = learningEntry().acompanhamento;
    const calls = mockFetch(
      fakeApi({ monitorings: { [primeiroAno.turmaId]: m } }, (url) =>
        url.pathname === '/api/AcompanhamentoAprendizagemAluno/Respostas'
          ? json({ situacao: 25, situacaoAluno: 50 })
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderLearningSheet();
    const group = await skillGroup(1);
    const skillsCall = calls.find((c) => c.url.pathname === '/api/habilidadeficha/respondidas')!;
    expect(JSON.parse(String(skillsCall.init.body))).toEqual({
      ano: YEAR,
      bimestre: 4,
      categoriaId: 7,
      estruturaId: 5,
      fichaId: 1,
      turmaId: primeiroAno.turmaId,
      alunoId: 1,
      componenteCurricular: 1,
    });

    const cancel = screen.getByRole('button', { name: 'Cancelar' });
    expect(cancel).toBeDisabled();
    await user.click(within(group).getByRole('radio', { name: /^Nível 1/ }));
    expect(within(group).getByRole('radio', { name: /^Nível 1/ })).toBeChecked();
    await user.click(cancel);
    const dialog = await screen.findByRole('dialog', { name: 'Descartar alterações?' });
    await user.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(group).getByRole('radio', { name: /^Nível 1/ })).not.toBeChecked();

    await user.click(within(group).getByRole('radio', { name: /^Nível 4/ }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MONITORING_SAVED)).toBeVisible();
    const post = calls.find((c) => c.url.pathname === '/api/AcompanhamentoAprendizagemAluno/Respostas')!;
    expect(JSON.parse(String(post.init.body))).toEqual({
      alunoId: 1,
      acompanhamentoId: 30,
      respostas: [{ criterioId: 14, habilidadeId: 1, respostaId: expect.stringMatching(/^[0-9a-f-]{36}$/) }],
    });
    expect(screen.getByRole('progressbar', { name: 'Preenchimento de Joana Maria Souza' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
  });

  it('does not evaluate an alfabetizado student', async () => {
    signIn(teacher());
    const alfa = { ...aluno, alfabetizado: true };
    const m = acomp({ turmaId: primeiroAno.turmaId, alunoAcompanhamento: [alfa] });
    mockFetch(fakeApi({ monitorings: { [primeiroAno.turmaId]: m } }));
    renderAt('/acompanhamento-aprendizagem-estudante', LearningStudentPage, {
      newLocation: learningEntry({ acompanhamento: m, aluno: alfa }),
    });
    expect(await screen.findByText(ALFABETIZADO_NOTICE)).toBeVisible();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Estrutura' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('Voltar with unsaved choices asks before leaving', async () => {
    signIn(teacher());
    mockFetch(fakeApi({ monitorings: { [primeiroAno.turmaId]: learningEntry().acompanhamento } }));
    const user = userEvent.setup();
    const router = renderLearningSheet();
    const group = await skillGroup(1);
    await user.click(within(group).getByRole('radio', { name: /^Nível 2/ }));
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Descartar alterações?' });
    await user.click(within(dialog).getByRole('button', { name: 'Descartar e voltar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lista'));
  });

  it('shows the server refusal text for a failed save', async () => {
    signIn(teacher());
    mockFetch(
      fakeApi({ monitorings: { [primeiroAno.turmaId]: learningEntry().acompanhamento } }, (url) =>
        url.pathname === '/api/AcompanhamentoAprendizagemAluno/Respostas'
          ? text('Estudante alfabetizado não é avaliado.', 400)
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderLearningSheet();
    const group = await skillGroup(1);
    await user.click(within(group).getByRole('radio', { name: /^Nível 2/ }));
    await user.keyboard('{Meta>}s{/Meta}');
    expect(await screen.findByText('Estudante alfabetizado não é avaliado.')).toBeVisible();
  });
});

describe('isSaveShortcut', () => {
  it('accepts Ctrl+S and Cmd+S only', () => {
    const k = (key: string, o: Partial<KeyboardEvent> = {}) =>
      isSaveShortcut({ key, ctrlKey: false, metaKey: false, altKey: false, ...o });
    expect(k('s', { ctrlKey: true })).toBe(true);
    expect(k('S', { metaKey: true })).toBe(true);
    expect(k('s')).toBe(false);
    expect(k('s', { ctrlKey: true, altKey: true })).toBe(false);
    expect(k('a', { ctrlKey: true })).toBe(false);
  });
});
