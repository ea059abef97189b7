import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Aluno } from '@siam/domain/contracts/students';
import { StudentSearch, sanitizeSearchValue, studentQueryOf } from './student-search';
import { STUDENT_NOT_FOUND } from '@siam/domain/students';
import { STUDENT_LOOKUP_ERROR } from '../api/students';
import { resetSessionCache } from '../lib/session';
import { json, mockFetch, renderWithProviders, signIn, text } from '../test/helpers';

const JOANA = { id: 1, nome: 'Joana Maria Souza', cpf: '35906821406' } as Aluno;

afterEach(() => resetSessionCache());

async function chooseType(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Filtrar por' }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
}

describe('sanitizeSearchValue / studentQueryOf', () => {
  it('masks a CPF, keeps letters and spaces up to 50, digits up to 12', () => {
    expect(sanitizeSearchValue('cpf', '35906821406')).toBe('359.068.214-06');
    expect(sanitizeSearchValue('nome', 'Joã0na M@aria')).toBe('Joãna Maria');
    expect(sanitizeSearchValue('nome', 'a'.repeat(60))).toHaveLength(50);
    expect(sanitizeSearchValue('inep', '12a34567890123')).toBe('123456789012');
  });

  it('builds the query of each filter', () => {
    expect(studentQueryOf({ tipo: 'cpf', valor: '359.068.214-06', dataNascimento: null })).toEqual({
      cpf: '35906821406',
    });
    expect(studentQueryOf({ tipo: 'inep', valor: '123456789012', dataNascimento: null })).toEqual({
      codigoInep: '123456789012',
    });
    expect(
      studentQueryOf({ tipo: 'nome', valor: ' Joana Maria Souza ', dataNascimento: '2020-01-15' }),
    ).toEqual({ nome: 'Joana Maria Souza', dataNascimento: '2020-01-15' });
  });
});

describe('StudentSearch', { timeout: 60_000 }, () => {
  it('asks for the filter and the value before calling the API', async () => {
    signIn();
    const calls = mockFetch(() => json([]));
    const user = userEvent.setup();
    renderWithProviders(<StudentSearch onResult={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Informe um filtro')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Valor da busca'), 'Joana');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Selecione um filtro')).toBeInTheDocument();

    await chooseType(user, 'CPF');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();

    await user.type(screen.getByLabelText('CPF do estudante'), '12345678900');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('CPF inválido')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('searches by CPF and reports the students found', async () => {
    signIn();
    const calls = mockFetch(() => json([JOANA]));
    const onResult = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<StudentSearch onResult={onResult} />);
    await chooseType(user, 'CPF');
    const field = screen.getByLabelText('CPF do estudante');
    await user.type(field, '35906821406');
    expect(field).toHaveValue('359.068.214-06');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(onResult).toHaveBeenCalled());
    expect(onResult.mock.calls[0]![0]).toEqual([JOANA]);
    expect(calls[0]!.url.pathname).toBe('/api/Alunos');
    expect(calls[0]!.url.searchParams.get('cpf')).toBe('35906821406');
  });

  it('the name filter wants a full name and a birth date', async () => {
    signIn();
    const calls = mockFetch(() => json([]));
    const user = userEvent.setup();
    renderWithProviders(<StudentSearch onResult={vi.fn()} />);
    await chooseType(user, 'Nome e data de nascimento');
    await user.type(screen.getByLabelText('Nome completo do estudante'), 'Joana');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Insira o nome completo')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Data de nascimento' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('the INEP filter takes digits only and wants a valid code', async () => {
    signIn();
    const calls = mockFetch(() => json([]));
    const user = userEvent.setup();
    renderWithProviders(<StudentSearch onResult={vi.fn()} />);
    await chooseType(user, 'Código INEP');
    const field = screen.getByLabelText('Código INEP do estudante');
    await user.type(field, '12ab34');
    expect(field).toHaveValue('1234');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Insira o código INEP válido')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says when no student was found', async () => {
    signIn();
    mockFetch(() => json([]));
    const onResult = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<StudentSearch onResult={onResult} />);
    await chooseType(user, 'CPF');
    await user.type(screen.getByLabelText('CPF do estudante'), '82647103950');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(STUDENT_NOT_FOUND)).toBeInTheDocument();
    expect(onResult).toHaveBeenCalledWith([], expect.objectContaining({ tipo: 'cpf' }));
  });

  it('shows the lookup error when the API fails', async () => {
    signIn();
    mockFetch(() => text('falhou', 500));
    const user = userEvent.setup();
    renderWithProviders(<StudentSearch onResult={vi.fn()} />);
    await chooseType(user, 'CPF');
    await user.type(screen.getByLabelText('CPF do estudante'), '82647103950');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(STUDENT_LOOKUP_ERROR)).toBeInTheDocument();
  });

  it('can search once on mount with the values given', async () => {
    signIn();
    const calls = mockFetch(() => json([JOANA]));
    const onResult = vi.fn();
    renderWithProviders(
      <StudentSearch
        onResult={onResult}
        defaultValues={{ tipo: 'cpf', valor: '359.068.214-06' }}
        searchOnMount
      />,
    );
    await waitFor(() => expect(onResult).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
  });
});
