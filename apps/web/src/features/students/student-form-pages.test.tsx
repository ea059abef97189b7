import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SIGE_NOTICE } from '@siam/domain/students';
import type { School } from '@siam/domain/contracts/schools';
import RegisterStudentPage, { REGISTER_ERROR, REGISTER_SUCCESS } from './register-student-page';
import EditStudentPage, { UPDATE_ERROR, UPDATE_SUCCESS, updateBody } from './edit-student-page';
import { CANCEL_TEXT, CANCEL_TITLE } from './student-form';
import { SELECT_SCHOOL_MESSAGE } from '../../components/select-school-prompt';
import { resetSessionCache } from '../../lib/session';
import { Wrapper, json, makeSession, mockFetch, perfil, signIn, text } from '../../test/helpers';
import { SCHOOL_A, SCHOOL_C, joana } from './test-data';

afterEach(() => resetSessionCache());

type UserActions = ReturnType<typeof userEvent.setup>;

const withSchool = (school: School | null) =>
  makeSession({
    roles: [perfil(15, 'Diretor Escola', { idRegional: 1, idMunicipio: 101 })],
    activeConfig: {
      role: 15,
      region: { codigo: 1, sigla: '1ª CRE' },
      city: { codigo: 101, nome: 'Santa Aurora', regional: 1 },
      school,
    },
  });

function renderAt(path: string, state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/cadastrar-estudante', Component: RegisterStudentPage },
      { path: '/editar-estudante', Component: EditStudentPage },
      { path: '/consultar-estudante', element: <p>Consulta</p> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  render(<RouterProvider router={router} />, { wrapper: Wrapper });
  return router;
}

async function pick(user: UserActions, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

/** Types a date into the MUI X field (dd/mm/aaaa spinbutton sections). */
async function typeDate(user: UserActions, label: string, digits: string) {
  const group = screen.getByRole('group', { name: label });
  await user.click(within(group).getAllByRole('spinbutton')[0]!);
  await user.keyboard(digits);
}

const cpfInput = () => screen.findByRole('textbox', { name: /^CPF do estudante/ });

async function checkCpf(user: UserActions, cpf: string) {
  await user.type(await cpfInput(), cpf);
  await user.click(screen.getByRole('button', { name: 'Verificar CPF' }));
}

/** Opens the register form of a new student, CPF 826.471.039-50 (free in the demo data). */
async function openNewStudentForm(user: UserActions) {
  renderAt('/cadastrar-estudante');
  await checkCpf(user, '82647103950');
  await screen.findByRole('form', { name: 'Dados do estudante' });
}

/** Fills the required fields of Bruna Alves Teixeira (born 10/03/2019, Parda, rural transport). */
async function fillBruna(user: UserActions) {
  await user.type(screen.getByLabelText(/Nome completo/), 'Bruna Alves Teixeira');
  await typeDate(user, 'Data de nascimento', '10032019');
  await user.click(screen.getByRole('radio', { name: 'Feminino' }));
  await pick(user, 'Cor/raça', 'Parda');
  await user.type(screen.getByLabelText(/Nome da mãe/), 'Lúcia Alves Teixeira');
  await pick(user, 'Transporte escolar', 'Rural');
}

describe('cadastrar-estudante', { timeout: 60_000 }, () => {
  it('needs an active school', async () => {
    signIn(makeSession());
    mockFetch(() => json([]));
    renderAt('/cadastrar-estudante');
    expect(await screen.findByText(SELECT_SCHOOL_MESSAGE)).toBeInTheDocument();
  });

  it('a sige school shows the notice and no form', async () => {
    signIn({ ...makeSession(), activeConfig: { role: 1, region: null, city: null, school: SCHOOL_C } });
    mockFetch(() => json([]));
    renderAt('/cadastrar-estudante');
    expect(await screen.findByText(SIGE_NOTICE)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^CPF do estudante/ })).not.toBeInTheDocument();
  });

  it('checks the CPF first: invalid, then already registered', async () => {
    signIn(withSchool(SCHOOL_A));
    const calls = mockFetch(() => json([joana()]));
    const user = userEvent.setup();
    renderAt('/cadastrar-estudante');
    await checkCpf(user, '12345678900');
    expect(await screen.findByText('CPF inválido')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.clear(await cpfInput());
    await checkCpf(user, '35906821406');
    expect(await screen.findByText('Estudante já está cadastrado')).toBeInTheDocument();
    expect(calls[0]!.url.searchParams.get('cpf')).toBe('35906821406');
    expect(screen.queryByRole('form', { name: 'Dados do estudante' })).not.toBeInTheDocument();
  });

  it('a free CPF opens the form; the rules of the form are the domain messages', async () => {
    signIn(withSchool(SCHOOL_A));
    mockFetch(() => json([]));
    const user = userEvent.setup();
    renderAt('/cadastrar-estudante');
    await checkCpf(user, '82647103950');
    const form = await screen.findByRole('form', { name: 'Dados do estudante' });
    expect(within(form).getByLabelText(/^CPF/)).toHaveValue('826.471.039-50');
    expect(within(form).queryByLabelText('Matrícula')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O nome é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('O nome da mãe é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Sexo obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Selecione uma cor')).toBeInTheDocument();
    expect(screen.getByText('Selecione um tipo de transporte')).toBeInTheDocument();
    expect(screen.getByText('Informe a data de nascimento')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Nome completo/), 'Joana');
    await user.type(screen.getByLabelText(/Código INEP do estudante/), '123');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe o nome completo.')).toBeInTheDocument();
    expect(
      screen.getByText('O código INEP deve conter exatamente 12 caracteres numéricos'),
    ).toBeInTheDocument();
  });

  it('a refused Salvar focuses the first field in error, each described by its message (issue 20)', async () => {
    signIn(withSchool(SCHOOL_A));
    mockFetch(() => json([]));
    const user = userEvent.setup();
    await openNewStudentForm(user);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const nome = screen.getByRole('textbox', { name: /^Nome completo/ });
    await waitFor(() => expect(nome).toHaveFocus());
    expect(nome).toHaveAttribute('aria-invalid', 'true');
    expect(nome).toHaveAccessibleDescription('O nome é obrigatório');
    expect(screen.getByRole('textbox', { name: /^Nome da mãe/ })).toHaveAccessibleDescription(
      'O nome da mãe é obrigatório',
    );
    expect(screen.getByRole('combobox', { name: /^Cor\/raça/ })).toHaveAccessibleDescription(
      'Selecione uma cor',
    );
    expect(screen.getByRole('radiogroup', { name: /^Sexo/ })).toHaveAccessibleDescription('Sexo obrigatório');
    expect(screen.getByRole('group', { name: /^Data de nascimento/ })).toHaveAccessibleDescription(
      'Informe a data de nascimento',
    );

    // With the name given, the next field in error on the page takes focus: the birth date's day.
    await user.type(nome, 'Bruna Alves Teixeira');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const dia = within(screen.getByRole('group', { name: /^Data de nascimento/ })).getAllByRole(
      'spinbutton',
    )[0]!;
    await waitFor(() => expect(dia).toHaveFocus());

    // Then the sex group, entered at its first radio.
    await typeDate(user, 'Data de nascimento', '10032019');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const sexo = screen.getByRole('radiogroup', { name: /^Sexo/ });
    await waitFor(() => expect(within(sexo).getAllByRole('radio')[0]).toHaveFocus());
  });

  it('série options follow the nível; unchecking deficiency clears its description', async () => {
    signIn(withSchool(SCHOOL_A));
    mockFetch(() => json([]));
    const user = userEvent.setup();
    await openNewStudentForm(user);

    await pick(user, 'Nível de ensino', 'Educação Infantil');
    await user.click(screen.getByRole('combobox', { name: 'Série' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Infantil IV', 'Infantil V', 'Multisseriada EI']);
    await user.click(screen.getByRole('option', { name: 'Infantil V' }));
    await pick(user, 'Nível de ensino', 'Ensino Fundamental');
    expect(screen.getByRole('combobox', { name: 'Série' })).toHaveTextContent(/^\u200b?$/);

    await user.click(screen.getByRole('checkbox', { name: 'Pessoa com deficiência' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe a descrição da deficiência')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Descrição da deficiência/), 'Baixa visão');
    await user.click(screen.getByRole('checkbox', { name: 'Pessoa com deficiência' }));
    expect(screen.queryByLabelText(/Descrição da deficiência/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Pessoa com deficiência' }));
    expect(screen.getByLabelText(/Descrição da deficiência/)).toHaveValue('');
  });

  it('saves a new student in the active school, then starts over', async () => {
    signIn(withSchool(SCHOOL_A));
    const calls = mockFetch((_url, init) =>
      init.method === 'POST' ? json(joana({ id: 99, cpf: '82647103950' }), 201) : json([]),
    );
    const user = userEvent.setup();
    await openNewStudentForm(user);
    await fillBruna(user);
    await user.click(screen.getByRole('checkbox', { name: 'Alfabetizado' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText(REGISTER_SUCCESS)).toBeInTheDocument();
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(JSON.parse(String(post.init.body))).toMatchObject({
      nome: 'Bruna Alves Teixeira',
      cpf: '82647103950',
      dataNascimento: '2019-03-10',
      sexo: 'F',
      cor: 3,
      transporte: 3,
      nomeMae: 'Lúcia Alves Teixeira',
      nomePai: null,
      codigoInep: null,
      estudanteAlfabetizado: true,
      pessoaComDeficiencia: false,
      descricaoDeficiencia: null,
      escolaId: 1,
    });
    expect(await cpfInput()).toHaveValue('');
  });

  it('shows the server text, or the fallback, when saving fails', async () => {
    signIn(withSchool(SCHOOL_A));
    let fail = () => text('Estudante já está cadastrado', 409);
    mockFetch((_url, init) => (init.method === 'POST' ? fail() : json([])));
    const user = userEvent.setup();
    await openNewStudentForm(user);
    await fillBruna(user);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Estudante já está cadastrado')).toBeInTheDocument();

    fail = () => text('', 500);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(REGISTER_ERROR)).toBeInTheDocument();
  });

  it('Cancelar asks before discarding and goes back to the CPF step', async () => {
    signIn(withSchool(SCHOOL_A));
    mockFetch(() => json([]));
    const user = userEvent.setup();
    await openNewStudentForm(user);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: CANCEL_TITLE });
    expect(within(dialog).getByText(CANCEL_TEXT)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    expect(await screen.findByRole('form', { name: 'Dados do estudante' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: CANCEL_TITLE })).getByRole('button', {
        name: 'Sim, descartar',
      }),
    );
    expect(await cpfInput()).toBeInTheDocument();
  });
});

describe('editar-estudante', { timeout: 60_000 }, () => {
  it('without route state it points to the consult screen', async () => {
    signIn(withSchool(SCHOOL_A));
    renderAt('/editar-estudante');
    expect(await screen.findByText('Nenhum estudante selecionado para edição')).toBeInTheDocument();
  });

  it('sends novoCpf only when the CPF changed', () => {
    const values = { ...joana(), cpf: '35906821406' } as never;
    expect(updateBody(joana(), values)).not.toHaveProperty('novoCpf');
    const changed = { ...joana(), cpf: '82647103950' } as never;
    expect(updateBody(joana(), changed)).toMatchObject({
      id: 10,
      cpf: '35906821406',
      novoCpf: '82647103950',
    });
  });

  it('fills the form, shows the matrícula read-only, saves and goes back to the consult', async () => {
    signIn(withSchool(SCHOOL_A));
    const calls = mockFetch((_url, init) =>
      init.method === 'PUT' ? json(joana({ nome: 'Joana Maria Souza Lima' })) : json([]),
    );
    const user = userEvent.setup();
    const router = renderAt('/editar-estudante', { activeStudent: joana(), action: 'update' });
    const nome = await screen.findByLabelText(/Nome completo/);
    expect(nome).toHaveValue('Joana Maria Souza');
    expect(screen.getByLabelText('Matrícula')).toHaveValue('MAT-0001');
    expect(screen.getByLabelText('Matrícula')).toHaveAttribute('readonly');
    expect(screen.getByRole('radio', { name: 'Feminino' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Frequenta o contraturno' })).toBeChecked();

    await user.type(nome, ' Lima');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultar-estudante'));
    expect(router.state.location.state).toEqual({
      backStudent: { cpf: '35906821406' },
      action: 'back',
      msg: UPDATE_SUCCESS,
    });
    const put = calls.find((c) => c.init.method === 'PUT')!;
    const body = JSON.parse(String(put.init.body));
    expect(body).toMatchObject({ id: 10, nome: 'Joana Maria Souza Lima', cpf: '35906821406' });
    expect(body).not.toHaveProperty('novoCpf');
  });

  it('shows the server text, or the fallback, when updating fails', async () => {
    signIn(withSchool(SCHOOL_A));
    mockFetch(() => text('', 500));
    const user = userEvent.setup();
    renderAt('/editar-estudante', { activeStudent: joana(), action: 'update' });
    await screen.findByLabelText(/Nome completo/);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(UPDATE_ERROR)).toBeInTheDocument();
  });
});
