import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { StudentAuditAnswer } from '@siam/domain/contracts/audit';
import StudentAuditPage from './student-audit-page';
import { resetSessionCache } from '../../lib/session';
import { Wrapper, json, mockFetch, signIn, text } from '../../test/helpers';

afterEach(() => resetSessionCache());

function answer(overrides: Partial<StudentAuditAnswer> = {}): StudentAuditAnswer {
  return {
    alunos: [{ id: 7, nome: 'Joana Maria Souza', cpf: '35906821406', excluido: false }],
    pagina: 1,
    tamanho: 10,
    total: 1,
    itens: [
      {
        quando: '2026-11-23T14:05:09.000Z',
        usuario: { nome: 'Ana Administradora Silva', cpf: '***.444.777-**' },
        perfil: 'Administrador',
        acao: 'Consulta',
        detalhe: 'Busca por CPF',
        ip: '127.0.0.1',
      },
    ],
    ...overrides,
  };
}

function renderPage(url = '/auditoria-estudante') {
  const router = createMemoryRouter([{ path: '/auditoria-estudante', Component: StudentAuditPage }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />, { wrapper: Wrapper });
}

describe('auditoria-estudante', { timeout: 30_000 }, () => {
  it('validates the CPF, then lists who accessed the student with role, action and detail', async () => {
    signIn();
    const calls = mockFetch(() => json(answer()));
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Auditoria de dados do estudante' })).toBeVisible();
    const cpf = screen.getByRole('textbox', { name: /CPF do estudante/ });

    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Informe o CPF do estudante.')).toBeVisible();
    await user.type(cpf, '12345678900');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('CPF inválido')).toBeVisible();
    expect(calls).toHaveLength(0);

    await user.clear(cpf);
    await user.type(cpf, '35906821406');
    expect(cpf).toHaveValue('359.068.214-06');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    const table = await screen.findByRole('table', { name: 'Acessos aos dados do estudante' });
    expect(calls[0]!.url.pathname).toBe('/api/Auditoria/Estudante');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({
      cpf: '35906821406',
      pagina: '1',
      tamanho: '10',
    });
    expect(screen.getByRole('heading', { name: 'Acessos aos dados de Joana Maria Souza' })).toBeVisible();
    expect(screen.getByText('CPF 359.068.214-06')).toBeVisible();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Quando', 'Usuário', 'Perfil', 'Ação', 'Detalhe', 'Endereço IP']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText(/^23\/11\/2026 \d\d:05:09$/)).toBeVisible();
    expect(within(row).getByText('Ana Administradora Silva')).toBeVisible();
    expect(within(row).getByText('CPF ***.444.777-**')).toBeVisible();
    expect(within(row).getByText('Administrador')).toBeVisible();
    expect(within(row).getByText('Consulta')).toBeVisible();
    expect(within(row).getByText('Busca por CPF')).toBeVisible();
  });

  it('opens on a student picked in the consult (?alunoId=), pages on the server, shows the empty state', async () => {
    signIn();
    const calls = mockFetch((url) =>
      json(
        url.searchParams.get('pagina') === '2'
          ? answer({ pagina: 2, total: 11, itens: [] })
          : answer({ total: 11 }),
      ),
    );
    const user = userEvent.setup();
    renderPage('/auditoria-estudante?alunoId=7');
    await screen.findByRole('table', { name: 'Acessos aos dados do estudante' });
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({
      alunoId: '7',
      pagina: '1',
      tamanho: '10',
    });
    expect(screen.getByText('1–10 de 11')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByText('Nenhum acesso registrado para este estudante.')).toBeVisible();
    expect(calls.at(-1)!.url.searchParams.get('pagina')).toBe('2');
  });

  it('says when no student has the CPF, and shows the server’s message on other errors', async () => {
    signIn();
    let status = 404;
    mockFetch(() =>
      status === 404 ? text('Nenhum estudante encontrado', 404) : text('Funcionalidade não permitida', 403),
    );
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('textbox', { name: /CPF do estudante/ }), '31467592099');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Nenhum estudante encontrado')).toBeVisible();
    status = 403;
    await user.clear(screen.getByRole('textbox', { name: /CPF do estudante/ }));
    await user.type(screen.getByRole('textbox', { name: /CPF do estudante/ }), '35906821406');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(screen.getByText('Funcionalidade não permitida')).toBeVisible());
  });
});
