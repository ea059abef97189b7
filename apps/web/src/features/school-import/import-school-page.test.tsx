import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  INEP_INVALID,
  INEP_REQUIRED,
  SCHOOL_DELETE_CONFIRM,
  SCHOOL_DELETED,
  SCHOOL_IMPORTED,
  SCHOOL_SAVE_ERROR,
  SCHOOL_UPDATED,
  SGU_SCHOOL_NOT_FOUND,
  SGU_SEARCH_ERROR,
} from '@siam/domain/school-import';
import type { RegisterSchool } from '@siam/domain/contracts/register-import';
import { json, makeSession, mockFetch, renderWithProviders, signIn, text } from '../../test/helpers';
import ImportSchoolPage from './import-school-page';

const NEW_SCHOOL: RegisterSchool = {
  codigoInep: '27100011',
  sige: false,
  nomeEscola: 'Escola Municipal José Lins do Rego',
  municipio: 'Santa Aurora',
  codigoMunicipio: 101,
  rede: 3,
  localizacao: 1,
  latitude: -9.6695,
  longitude: -35.7402,
  siam: false,
  id: null,
  turma: 0,
};

async function searchFor(user: ReturnType<typeof userEvent.setup>, code: string) {
  const field = screen.getByRole('textbox', { name: /Código INEP/ });
  await user.clear(field);
  if (code) await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Buscar escola' }));
}

describe('/importar-escola-sgu', { timeout: 60_000 }, () => {
  it('checks the INEP code before asking the register', async () => {
    signIn(makeSession());
    const calls = mockFetch(() => json(NEW_SCHOOL));
    const user = userEvent.setup();
    renderWithProviders(<ImportSchoolPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Importar Escola do SGU' })).toBeInTheDocument();
    await searchFor(user, '');
    expect(await screen.findByText(INEP_REQUIRED)).toBeInTheDocument();
    await searchFor(user, '2710a001');
    // Only digits are typed in: '2710001' has 7.
    expect(screen.getByRole('textbox', { name: /Código INEP/ })).toHaveValue('2710001');
    expect(await screen.findByText(INEP_INVALID)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the register school and imports it with the SIGE switch', async () => {
    signIn(makeSession());
    const calls = mockFetch((url, init) => {
      if (url.pathname === '/api/Escolas/EscolaSGU' && init.method === 'POST') {
        return json(
          { mensagem: SCHOOL_IMPORTED, escola: { ...NEW_SCHOOL, sige: true, siam: true, id: 40 } },
          201,
        );
      }
      return json(NEW_SCHOOL);
    });
    const user = userEvent.setup();
    renderWithProviders(<ImportSchoolPage />);
    await searchFor(user, '27100011');
    const card = await screen.findByRole('region', { name: 'Dados da escola no SGU' });
    expect(calls[0]?.url.search).toBe('?codigoInep=27100011');
    expect(within(card).getByRole('textbox', { name: 'Nome da escola' })).toHaveValue(NEW_SCHOOL.nomeEscola);
    expect(within(card).getByRole('textbox', { name: 'Município' })).toHaveValue('Santa Aurora');
    expect(within(card).getByRole('textbox', { name: 'Rede' })).toHaveValue('Municipal');
    expect(within(card).getByRole('textbox', { name: 'Latitude' })).toHaveValue('-9,6695');
    expect(within(card).getByRole('textbox', { name: 'Longitude' })).toHaveValue('-35,7402');
    expect(within(card).getByText('Ainda não cadastrada no SIAM')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Excluir' })).toBeDisabled();

    await user.click(within(card).getByRole('switch', { name: /Vinculada ao SIGE/ }));
    expect(screen.getByLabelText('Etapa 2 de 4: Conferir os dados (atual)')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(SCHOOL_IMPORTED)).toBeInTheDocument();
    expect(screen.getByLabelText('Etapa 4 de 4: Concluído (concluída)')).toBeInTheDocument();
    const post = calls.find((c) => c.init.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toMatchObject({ codigoInep: '27100011', sige: true });
    expect(await within(card).findByRole('button', { name: 'Atualizar' })).toBeEnabled();
    // Imported, with an id and no classes: Excluir is offered.
    expect(within(card).getByRole('button', { name: 'Excluir' })).toBeEnabled();
  });

  it('updates a school the product has, and shows why it cannot be deleted', async () => {
    signIn(makeSession());
    const existing = { ...NEW_SCHOOL, siam: true, id: 3, turma: 2, sige: true };
    mockFetch((url, init) =>
      init.method === 'POST' ? json({ mensagem: SCHOOL_UPDATED, escola: existing }) : json(existing),
    );
    const user = userEvent.setup();
    renderWithProviders(<ImportSchoolPage />);
    await searchFor(user, '27100011');
    const card = await screen.findByRole('region', { name: 'Dados da escola no SGU' });
    expect(within(card).getByText('Já cadastrada no SIAM')).toBeInTheDocument();
    expect(within(card).getByRole('switch', { name: /Vinculada ao SIGE/ })).toBeChecked();
    expect(within(card).getByRole('button', { name: 'Excluir' })).toBeDisabled();
    expect(within(card).getByText(/possui 2 turmas cadastradas/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText(SCHOOL_UPDATED)).toBeInTheDocument();
  });

  it('deletes after the confirmation, and Cancelar clears the screen', async () => {
    signIn(makeSession());
    const existing = { ...NEW_SCHOOL, siam: true, id: 40, turma: 0 };
    const calls = mockFetch((url, init) =>
      init.method === 'DELETE' ? json({ mensagem: SCHOOL_DELETED }) : json(existing),
    );
    const user = userEvent.setup();
    renderWithProviders(<ImportSchoolPage />);
    await searchFor(user, '27100011');
    const card = await screen.findByRole('region', { name: 'Dados da escola no SGU' });
    await user.click(within(card).getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(SCHOOL_DELETE_CONFIRM)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(SCHOOL_DELETED)).toBeInTheDocument();
    const del = calls.find((c) => c.init.method === 'DELETE');
    expect(del?.url.pathname).toBe('/api/Escolas');
    expect(JSON.parse(String(del?.init.body))).toMatchObject({ id: 40 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card).getByText('Ainda não cadastrada no SIAM')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Salvar' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('region', { name: 'Dados da escola no SGU' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Código INEP/ })).toHaveValue('');
  });

  it('shows the server message, or the default, when a call fails', async () => {
    signIn(makeSession());
    let mode: 'notFound' | 'network' | 'saveFails' = 'notFound';
    mockFetch((_url, init) => {
      if (mode === 'notFound') return text(SGU_SCHOOL_NOT_FOUND, 404);
      if (mode === 'network') return json({ erro: true }, 500);
      return init.method === 'POST' ? json({}, 500) : json(NEW_SCHOOL);
    });
    const user = userEvent.setup();
    renderWithProviders(<ImportSchoolPage />);
    await searchFor(user, '11111111');
    // The toast and the stage that failed (issue 17: the import shows its stages).
    expect(await screen.findAllByText(SGU_SCHOOL_NOT_FOUND)).toHaveLength(2);
    expect(screen.getByLabelText('Etapa 1 de 4: Buscar no SGU (com erro)')).toBeInTheDocument();
    mode = 'network';
    await searchFor(user, '22222222');
    expect((await screen.findAllByText(SGU_SEARCH_ERROR)).length).toBeGreaterThan(0);
    mode = 'saveFails';
    await searchFor(user, '27100011');
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getAllByText(SCHOOL_SAVE_ERROR).length).toBeGreaterThan(0));
    expect(screen.getByLabelText('Etapa 3 de 4: Gravar no SIAM (com erro)')).toBeInTheDocument();
  });
});
