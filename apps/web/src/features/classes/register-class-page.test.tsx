import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CLASS_ANNEX_NAME_REQUIRED,
  CLASS_CODE_REQUIRED,
  CLASS_CREATED,
  CLASS_CREATE_FAILED,
  CLASS_LEVEL_REQUIRED,
  CLASS_NAME_REQUIRED,
  CLASS_SERIE_REQUIRED,
  CLASS_TURNO_REQUIRED,
  ESCOLA_NAO_SELECIONADA,
} from '@siam/domain/classes';
import { SIGE_NOTICE } from '@siam/domain/students';
import type { School } from '@siam/domain/contracts/schools';
import { SELECT_SCHOOL_MESSAGE } from '../../components/select-school-prompt';
import { json, makeSession, mockFetch, renderWithProviders, signIn, text } from '../../test/helpers';
import { schoolA } from '../../test/school-data';
import { CANCEL_TITLE } from './messages';
import RegisterClassPage from './register-class-page';

type UserActions = ReturnType<typeof userEvent.setup>;

async function choose(user: UserActions, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

function withSchool(school: School | null = schoolA) {
  signIn(makeSession({ activeConfig: { role: 1, region: null, city: null, school } }));
}

describe('/cadastrar-turma', { timeout: 60_000 }, () => {
  it('shows every required-field message of the domain rules', async () => {
    withSchool();
    const calls = mockFetch(() => json({}));
    const user = userEvent.setup();
    renderWithProviders(<RegisterClassPage />);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    for (const message of [
      CLASS_CODE_REQUIRED,
      CLASS_NAME_REQUIRED,
      CLASS_LEVEL_REQUIRED,
      CLASS_SERIE_REQUIRED,
      CLASS_TURNO_REQUIRED,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(calls).toHaveLength(0);
  });

  it('offers the séries of the level, sets multisseriada, requires the annex name and posts', async () => {
    withSchool();
    const calls = mockFetch((url, init) =>
      url.pathname === '/api/Turmas' && init.method === 'POST' ? json({ id: 99 }, 201) : text('x', 500),
    );
    const user = userEvent.setup();
    renderWithProviders(<RegisterClassPage />);

    expect(screen.getByRole('combobox', { name: 'Série' })).toHaveAttribute('aria-disabled', 'true');
    await choose(user, 'Nível de ensino', 'Educação Infantil');
    await user.click(screen.getByRole('combobox', { name: 'Série' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Infantil IV', 'Infantil V', 'Multisseriada EI']);
    await user.click(screen.getByRole('option', { name: 'Multisseriada EI' }));
    expect(screen.getByLabelText('Multisseriada')).toHaveValue('Sim');

    await user.type(screen.getByLabelText(/Código da turma/), '55a01');
    expect(screen.getByLabelText(/Código da turma/)).toHaveValue('5501');
    await user.type(screen.getByLabelText(/Nome da turma/), 'inf multi');
    await choose(user, 'Turno', 'Vespertino');
    await user.click(screen.getByRole('checkbox', { name: 'Sala anexa' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(CLASS_ANNEX_NAME_REQUIRED)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Nome da sala anexa/), 'Anexo Sítio Novo');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText(CLASS_CREATED)).toBeInTheDocument();
    const post = calls.find((c) => c.url.pathname === '/api/Turmas')!;
    expect(JSON.parse(String(post.init.body))).toEqual({
      escolaId: 1,
      codigoTurma: '5501',
      nomeTurma: 'INF MULTI',
      nivelEnsino: 1,
      serie: 3,
      turno: 2,
      anexo: true,
      nomeAnexo: 'Anexo Sítio Novo',
    });
    // The form is cleared for the next class.
    await waitFor(() => expect(screen.getByLabelText(/Código da turma/)).toHaveValue(''));
  });

  it('shows the server refusal, or the default text', async () => {
    withSchool();
    let answer = text('Já existe uma turma com este código nesta escola.', 409);
    mockFetch(() => answer);
    const user = userEvent.setup();
    renderWithProviders(<RegisterClassPage />);
    await user.type(screen.getByLabelText(/Código da turma/), '1001');
    await user.type(screen.getByLabelText(/Nome da turma/), 'X');
    await choose(user, 'Nível de ensino', 'Ensino Fundamental');
    await choose(user, 'Série', '2º ano');
    expect(screen.getByLabelText('Multisseriada')).toHaveValue('Não');
    await choose(user, 'Turno', 'Matutino');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Já existe uma turma com este código nesta escola.')).toBeInTheDocument();

    answer = new Response('', { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(CLASS_CREATE_FAILED)).toBeInTheDocument();
  });

  it('asks before discarding, and clears the form when confirmed', async () => {
    withSchool();
    mockFetch(() => json({}));
    const user = userEvent.setup();
    renderWithProviders(<RegisterClassPage />);
    await user.type(screen.getByLabelText(/Nome da turma/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: CANCEL_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    expect(screen.getByLabelText(/Nome da turma/)).toHaveValue('ABC');
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: CANCEL_TITLE })).getByRole('button', {
        name: 'Sim, descartar',
      }),
    );
    await waitFor(() => expect(screen.getByLabelText(/Nome da turma/)).toHaveValue(''));
  });

  it('says "Escola não selecionada" when saving without a school', async () => {
    withSchool(null);
    const calls = mockFetch(() => json({}));
    const user = userEvent.setup();
    renderWithProviders(<RegisterClassPage />);
    expect(screen.getByText(SELECT_SCHOOL_MESSAGE)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Código da turma/), '1');
    await user.type(screen.getByLabelText(/Nome da turma/), 'A');
    await choose(user, 'Nível de ensino', 'Ensino Fundamental');
    await choose(user, 'Série', '1º ano');
    await choose(user, 'Turno', 'Matutino');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(ESCOLA_NAO_SELECIONADA)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows only the notice for a sige school', () => {
    withSchool({ ...schoolA, sige: true });
    renderWithProviders(<RegisterClassPage />);
    expect(screen.getByText(SIGE_NOTICE)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Dados da turma' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
  });
});
