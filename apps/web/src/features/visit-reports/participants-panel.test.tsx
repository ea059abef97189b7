import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PARTICIPANT_MSG } from '@siam/domain/visit-reports';
import { resetSessionCache } from '../../lib/session';
import { json, mockFetch, renderWithProviders, signIn, text } from '../../test/helpers';
import { ParticipantsPanel } from './participants-panel';
import { cecilia, director, fakeVisitApi, type FakeVisitState } from './test-data';

afterEach(() => resetSessionCache());

function renderPanel(canEdit = true, reportId: number | null = 31) {
  renderWithProviders(<ParticipantsPanel open onClose={() => {}} reportId={reportId} canEdit={canEdit} />);
}

const LOOKUP = '/api/ParticipanteVisita/Usuario/';

/** A fake API whose participant lookup answers `lookup` for every CPF. */
function withLookup(lookup: () => Response, state: FakeVisitState = {}) {
  return mockFetch(fakeVisitApi(state, (url) => (url.pathname.startsWith(LOOKUP) ? lookup() : undefined)));
}

async function search(cpf: string) {
  const user = userEvent.setup();
  const field = await screen.findByRole('textbox', { name: 'CPF do participante' });
  await user.type(field, cpf);
  await user.click(screen.getByRole('button', { name: 'Pesquisar participante pelo CPF' }));
  return user;
}

describe('participants panel', { timeout: 60_000 }, () => {
  it("lists the participants as cards, 'Não informado' without a profile, and the empty text", async () => {
    signIn(director());
    mockFetch(
      fakeVisitApi({
        participants: [
          cecilia,
          {
            ...cecilia,
            id: 4,
            nome: 'Rui Sem Perfil',
            cpf: '52998224725',
            codigoPerfil: 0,
            nomePerfil: null,
          },
        ],
      }),
    );
    renderPanel();
    const card = await screen.findByRole('listitem', { name: 'Cecília Cadastro Alves' });
    expect(card).toHaveTextContent('CPF: 390.533.447-05');
    expect(card).toHaveTextContent('Perfil: Cadastro');
    expect(screen.getByRole('listitem', { name: 'Rui Sem Perfil' })).toHaveTextContent(
      'Perfil: Não informado',
    );
    expect(
      within(card).getByRole('button', { name: 'Excluir participante Cecília Cadastro Alves' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Lista de Participantes' })).toBeVisible();
  });

  it("shows 'Nenhum participante encontrado' and asks to save a new report first", async () => {
    signIn(director());
    mockFetch(fakeVisitApi());
    renderPanel(true, null);
    expect(await screen.findByText(PARTICIPANT_MSG.empty)).toBeVisible();
    expect(screen.getByText('Salve o relatório para poder adicionar participantes.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Cadastrar Participante' })).toBeNull();
  });

  it("checks the CPF: 'CPF inválido.' under the field and 'CPF inválido!' on search, without calling the server", async () => {
    signIn(director());
    const calls = withLookup(() => json({}));
    renderPanel();
    await search('12345678900');
    expect(screen.getByText(PARTICIPANT_MSG.cpfInvalidField)).toBeVisible();
    expect(await screen.findByText(PARTICIPANT_MSG.cpfInvalid)).toBeVisible();
    expect(calls.some((c) => c.url.pathname.startsWith(LOOKUP))).toBe(false);
  });

  it.each([
    [PARTICIPANT_MSG.userNotFound, 404],
    [PARTICIPANT_MSG.noProfile, 404],
  ])("shows the lookup outcome '%s'", async (message, status) => {
    signIn(director());
    withLookup(() => text(message, status));
    renderPanel();
    await search('82647103950');
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('');
  });

  it('refuses Adicionar before a successful search', async () => {
    signIn(director());
    const calls = mockFetch(fakeVisitApi());
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText(PARTICIPANT_MSG.searchFirst)).toBeVisible();
    expect(calls.some((c) => c.init.method === 'POST')).toBe(false);
  });

  it('finds the user, shows name and profile read-only, and adds the participant', async () => {
    signIn(director());
    const state: FakeVisitState = { participants: [] };
    const calls = mockFetch(
      fakeVisitApi(state, (url, init) => {
        if (url.pathname.startsWith(LOOKUP))
          return json({
            nome: cecilia.nome,
            cpf: cecilia.cpf,
            perfis: [{ codigoPerfil: 19, nomePerfil: 'Cadastro' }],
          });
        if (init.method === 'POST') {
          state.participants = [cecilia];
          return json({ mensagem: PARTICIPANT_MSG.added, participante: cecilia }, 201);
        }
        return undefined;
      }),
    );
    renderPanel();
    const user = await search('39053344705');
    const name = screen.getByRole('textbox', { name: 'Nome' });
    await waitFor(() => expect(name).toHaveValue(cecilia.nome));
    expect(name).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Perfil' })).toHaveValue('Cadastro');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText(PARTICIPANT_MSG.added)).toBeVisible();
    expect(JSON.parse(String(calls.find((c) => c.init.method === 'POST')!.init.body))).toEqual({
      nome: cecilia.nome,
      cpf: '39053344705',
      codigoPerfil: 19,
      nomePerfil: 'Cadastro',
      relatorioVisitaId: 31,
    });
    expect(await screen.findByRole('listitem', { name: cecilia.nome })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'CPF do participante' })).toHaveValue('');
  });

  it('deletes a participant after the confirmation', async () => {
    signIn(director());
    const state: FakeVisitState = { participants: [cecilia] };
    const calls = mockFetch(
      fakeVisitApi(state, (_url, init) => {
        if (init.method !== 'DELETE') return undefined;
        state.participants = [];
        return json({ mensagem: PARTICIPANT_MSG.removed });
      }),
    );
    const user = userEvent.setup();
    renderPanel();
    await user.click(
      await screen.findByRole('button', { name: 'Excluir participante Cecília Cadastro Alves' }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Excluir participante' })).getByRole('button', {
        name: 'Excluir',
      }),
    );
    expect(await screen.findByText(PARTICIPANT_MSG.removed)).toBeVisible();
    expect(calls.find((c) => c.init.method === 'DELETE')!.url.searchParams.get('participanteVisitaId')).toBe(
      '3',
    );
    expect(await screen.findByText(PARTICIPANT_MSG.empty)).toBeVisible();
  });

  it('hides add and delete when the report may not be changed', async () => {
    signIn(director());
    mockFetch(fakeVisitApi({ participants: [cecilia] }));
    renderPanel(false);
    expect(await screen.findByRole('listitem', { name: cecilia.nome })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Excluir participante/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Cadastrar Participante' })).toBeNull();
  });
});
