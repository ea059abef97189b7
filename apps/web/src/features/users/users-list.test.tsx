/** The users list of manter-usuario (decision 130): filters, the server's pages and sort, a click opens. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UserListItem } from '@siam/domain/contracts/user-list';
import { fakeApiWith, json, mockFetch, renderWithProviders, signIn } from '../../test/helpers';
import { UsersList } from './users-list';

const fabio: UserListItem = {
  cpf: '75612039859',
  nome: 'Fábio Formador Regional',
  emailPessoal: 'fabio@example.org',
  telefonePessoal: null,
  perfis: [10],
};

describe('UsersList', () => {
  it('asks the server for the page, filters and sort; a click opens the user', async () => {
    signIn();
    const calls = mockFetch(
      fakeApiWith((path) =>
        path === '/api/usuario/lista'
          ? json({ itens: [fabio], total: 31, pagina: 1, tamanhoPagina: 10 })
          : undefined,
      ),
    );
    const onOpen = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <UsersList profiles={[{ id: 10, nome: 'Professor Formador Regional' }]} onOpen={onOpen} />,
    );
    const table = await screen.findByRole('table', { name: 'Usuários' });
    expect(await within(table).findByText('756.120.398-59')).toBeInTheDocument();
    expect(within(table).getByText('Professor Formador Regional')).toBeInTheDocument();
    expect(screen.getByText('1–10 de 31')).toBeInTheDocument();
    const last = () => Object.fromEntries(calls.at(-1)!.url.searchParams);
    expect(last()).toEqual({ pagina: '1', tamanhoPagina: '10', ordenar: 'nome', ordem: 'asc' });

    await user.click(within(table).getByRole('button', { name: 'CPF' }));
    await waitFor(() => expect(last()).toMatchObject({ ordenar: 'cpf', ordem: 'asc', pagina: '1' }));
    await user.type(screen.getByLabelText('Nome do usuário'), 'fabio');
    await user.type(screen.getByLabelText('Início do CPF'), '756.1');
    await waitFor(() => expect(last()).toMatchObject({ nome: 'fabio', cpf: '7561' }));

    await user.click(within(table).getByText('Fábio Formador Regional'));
    expect(onOpen).toHaveBeenCalledWith('75612039859');
  });
});
