import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MUNICIPALITY_REQUIRED,
  PROFILE_DELETE_CONFIRM,
  PROFILE_OTHER_REGION_DELETE,
  PROFILE_SCHOOL_DELETE,
  PROFILE_SCHOOL_DELETE_DIALOG,
  REGIONAL_REQUIRED,
  USER_NOT_FOUND,
  USER_SAVED,
  USER_SCHOOL_STAFF_NOTICE,
} from '@siam/domain/users';
import type { User } from '@siam/domain/contracts/users';
import { json, makeSession, mockFetch, perfil, renderWithProviders, signIn, text } from '../../test/helpers';
import { CANCEL_TEXT, CANCEL_TITLE, SAVE_FALLBACK, USER_OUT_OF_REACH } from './messages';
import UserPage from './user-page';

type User_ = ReturnType<typeof userEvent.setup>;

const ALL_PROFILES = [
  { id: 2, nome: 'Superintendência' },
  { id: 7, nome: 'Equipe de Articulação Estadual' },
  { id: 8, nome: 'Coordenador Regional' },
  { id: 9, nome: 'Articulador Regional' },
  { id: 11, nome: 'Secretário Municipal' },
  { id: 15, nome: 'Diretor Escola' },
  { id: 19, nome: 'Cadastro' },
];
const REGIONAIS = [
  { codigo: 1, sigla: '1ª CRE' },
  { codigo: 2, sigla: '2ª CRE' },
];
const MUNICIPIOS = [
  { codigo: 101, nome: 'Santa Aurora', regional: 1 },
  { codigo: 102, nome: 'Rio Claro do Sul', regional: 1 },
];

const existing: User = {
  cpf: '05862371940',
  nome: 'Artur Articulador Regional',
  emailPessoal: 'artur@example.org',
  telefonePessoal: '82912345678',
  perfisVinculo: [
    {
      idRegional: 1,
      idMunicipio: null,
      nomeRegional: '1ª CRE',
      nomeMunicipio: null,
      idPerfilSistema: [9, 10],
      escolas: [],
    },
    {
      idRegional: 2,
      idMunicipio: null,
      nomeRegional: '2ª CRE',
      nomeMunicipio: null,
      idPerfilSistema: [8],
      escolas: [],
    },
    {
      idRegional: 1,
      idMunicipio: 101,
      nomeRegional: '1ª CRE',
      nomeMunicipio: 'Santa Aurora',
      idPerfilSistema: [15],
      escolas: [{ id: 1, codigoInep: '27012345', nomeEscola: 'Escola Estadual Santa Aurora' }],
    },
  ],
};

interface Server {
  user?: User | null;
  directory?: object | null;
  save?: () => Response;
  lookupError?: Response;
}

function server(s: Server) {
  return mockFetch((url) => {
    const p = url.pathname;
    if (p.startsWith('/api/Usuario/PerfilAbaixo/')) return json(ALL_PROFILES);
    if (p === '/api/regionais') return json(REGIONAIS);
    if (p === '/api/Municipios') return json(MUNICIPIOS);
    if (p === '/api/Usuario/Diretorio')
      return s.directory ? json(s.directory) : text('Nenhum usuário encontrado com este CPF.', 404);
    if (p.endsWith('/Vinculo')) {
      if (s.lookupError) return s.lookupError;
      return s.user ? json(s.user) : text(USER_NOT_FOUND, 404);
    }
    if (p === '/api/Usuario') return s.save ? s.save() : json(s.user ?? {});
    return text('não esperado', 500);
  });
}

async function searchCpf(user: User_, cpf: string) {
  await user.type(screen.getByLabelText('CPF do usuário'), cpf);
  await user.click(screen.getByRole('button', { name: 'Buscar usuário' }));
}

async function pickProfiles(user: User_, ...names: string[]) {
  await user.click(screen.getByRole('combobox', { name: 'Perfis' }));
  const list = await screen.findByRole('listbox');
  for (const n of names) await user.click(within(list).getByRole('option', { name: n }));
  await user.keyboard('{Escape}');
}

async function choose(user: User_, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const savedBody = (calls: ReturnType<typeof server>) => {
  const post = calls.filter((c) => c.url.pathname === '/api/Usuario' && c.init.method === 'POST').at(-1);
  return post ? JSON.parse(String(post.init.body)) : undefined;
};

describe('/manter-usuario', { timeout: 60_000 }, () => {
  beforeEach(() => {
    signIn(makeSession());
  });

  it('shows the school-staff notice and refuses an invalid CPF', async () => {
    const calls = server({});
    const user = userEvent.setup();
    renderWithProviders(<UserPage />);
    expect(screen.getByText(USER_SCHOOL_STAFF_NOTICE)).toBeInTheDocument();
    await searchCpf(user, '11111111111');
    expect(await screen.findByText('CPF inválido!')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.endsWith('/Vinculo'))).toBe(false);
  });

  it('shows a found user with the links panel; school profiles cannot be deleted here', async () => {
    const calls = server({ user: existing });
    const user = userEvent.setup();
    renderWithProviders(<UserPage />);
    await searchCpf(user, '05862371940');

    const panel = await screen.findByRole('dialog', { name: 'Perfis vinculados' });
    expect(within(panel).getByText('Articulador Regional')).toBeInTheDocument();
    expect(within(panel).getByText('27012345 - Escola Estadual Santa Aurora')).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname.endsWith('/Vinculo'))!.url.pathname).toBe(
      '/api/Usuario/05862371940/Vinculo',
    );

    await user.click(within(panel).getByRole('button', { name: /Excluir perfil Diretor Escola/ }));
    const refusal = await screen.findByRole('dialog', { name: PROFILE_SCHOOL_DELETE_DIALOG });
    expect(refusal).toHaveTextContent(PROFILE_SCHOOL_DELETE);
    expect(within(refusal).queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    await user.click(within(refusal).getByRole('button', { name: 'Fechar' }));

    // A state-level removal is local until Salvar.
    await user.click(
      await within(panel).findByRole('button', { name: 'Excluir perfil Articulador Regional (1ª CRE)' }),
    );
    const confirm = await screen.findByRole('dialog', { name: PROFILE_DELETE_CONFIRM });
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('O perfil será removido ao salvar o usuário.')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).queryByText('Articulador Regional')).not.toBeInTheDocument());
    await user.click(await within(panel).findByRole('button', { name: 'Fechar' }));

    await screen.findByRole('button', { name: 'Salvar' }, { timeout: 5000 });
    expect(screen.getByLabelText('Nome')).toHaveValue('Artur Articulador Regional');
    expect(screen.getByLabelText('Nome')).toBeDisabled();
    expect(screen.getByLabelText('CPF')).toBeDisabled();
    expect(screen.getByLabelText('E-mail alternativo')).toHaveValue('artur@example.org');
    expect(screen.getByLabelText('Telefone de contato')).toHaveValue('(82) 91234-5678');

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(USER_SAVED)).toBeInTheDocument();
    expect(savedBody(calls)).toEqual({
      cpf: '05862371940',
      nome: 'Artur Articulador Regional',
      emailPessoal: 'artur@example.org',
      telefonePessoal: '82912345678',
      perfisVinculo: [
        { idRegional: 1, idMunicipio: null, idPerfilSistema: [10] },
        { idRegional: 2, idMunicipio: null, idPerfilSistema: [8] },
        { idRegional: 1, idMunicipio: 101, idPerfilSistema: [15] },
      ],
    });
    // The form resets after the save.
    await waitFor(() => expect(screen.queryByLabelText('Nome')).not.toBeInTheDocument());
    expect(screen.getByLabelText('CPF do usuário')).toHaveValue('');
  });

  it('does not let a regional user delete another region profile', async () => {
    signIn(
      makeSession({
        roles: [perfil(8, 'Coordenador Regional', { idRegional: 1, nomeRegional: '1ª CRE' })],
        activeConfig: { role: 8, region: { codigo: 1, sigla: '1ª CRE' }, city: null, school: null },
      }),
    );
    server({ user: existing });
    const user = userEvent.setup();
    renderWithProviders(<UserPage />);
    await searchCpf(user, '05862371940');
    const panel = await screen.findByRole('dialog', { name: 'Perfis vinculados' });
    await user.click(
      within(panel).getByRole('button', { name: 'Excluir perfil Coordenador Regional (2ª CRE)' }),
    );
    expect(await screen.findByText(PROFILE_OTHER_REGION_DELETE)).toBeInTheDocument();
  });

  it('registers a new user pre-filled from the directory, with a regional profile and its regional', async () => {
    const calls = server({
      user: null,
      directory: { cpf: '82647103950', nome: 'Bruna Nova Pessoa', emailPessoal: null, telefonePessoal: null },
    });
    const user = userEvent.setup();
    renderWithProviders(<UserPage />);
    await searchCpf(user, '82647103950');
    expect(await screen.findByText(USER_NOT_FOUND)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Novo usuário' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveValue('Bruna Nova Pessoa'));
    expect(screen.getByLabelText('Nome')).toBeDisabled();

    // School and registration profiles are not offered; a regional pick narrows to regional ones.
    await user.click(screen.getByRole('combobox', { name: 'Perfis' }));
    let list = await screen.findByRole('listbox');
    expect(within(list).queryByRole('option', { name: 'Diretor Escola' })).not.toBeInTheDocument();
    expect(within(list).queryByRole('option', { name: 'Cadastro' })).not.toBeInTheDocument();
    await user.click(within(list).getByRole('option', { name: 'Coordenador Regional' }));
    list = screen.getByRole('listbox');
    expect(within(list).queryByRole('option', { name: 'Superintendência' })).not.toBeInTheDocument();
    expect(within(list).getByRole('option', { name: 'Articulador Regional' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.type(screen.getByLabelText('Telefone de contato'), '82999998888');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(REGIONAL_REQUIRED)).toBeInTheDocument();
    await choose(user, 'Regional', '2ª CRE');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(USER_SAVED)).toBeInTheDocument();
    expect(savedBody(calls)).toEqual({
      cpf: '82647103950',
      nome: 'Bruna Nova Pessoa',
      emailPessoal: null,
      telefonePessoal: '82999998888',
      perfisVinculo: [{ idRegional: 2, idMunicipio: null, idPerfilSistema: [8] }],
    });
  });

  it('asks the municipality for a municipal profile; a new person unknown to the directory types the name', async () => {
    const calls = server({ user: null, directory: null });
    const user = userEvent.setup();
    renderWithProviders(<UserPage />);
    await searchCpf(user, '31467592099');
    await screen.findByRole('heading', { name: 'Novo usuário' });
    expect(screen.getByLabelText('Nome')).toBeEnabled();
    await user.type(screen.getByLabelText('Nome'), 'Caio Novo Usuario');
    await pickProfiles(user, 'Secretário Municipal');
    await choose(user, 'Regional', '1ª CRE');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MUNICIPALITY_REQUIRED)).toBeInTheDocument();
    await choose(user, 'Município', 'Santa Aurora');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText(USER_SAVED);
    expect(savedBody(calls).perfisVinculo).toEqual([
      { idRegional: 1, idMunicipio: 101, idPerfilSistema: [11] },
    ]);
  });

  it('shows the server text of a refused save and fetches the user again; a fallback otherwise', async () => {
    let answer = () => text('Não é permitido excluir perfil de outra região.', 400);
    const calls = server({ user: existing, save: () => answer() });
    const user = userEvent.setup();
    renderWithProviders(<UserPage />);
    await searchCpf(user, '05862371940');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Perfis vinculados' })).getByRole('button', {
        name: 'Fechar',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Salvar' }, { timeout: 5000 }));
    expect(await screen.findByText('Não é permitido excluir perfil de outra região.')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.url.pathname.endsWith('/Vinculo'))).toHaveLength(2));

    answer = () => json({ message: { nested: true } }, 500);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(SAVE_FALLBACK)).toBeInTheDocument();
  });

  it('shows another lookup error as an info toast', async () => {
    server({ lookupError: text('Serviço indisponível', 503) });
    const user = userEvent.setup();
    renderWithProviders(<UserPage />);
    await searchCpf(user, '05862371940');
    expect(await screen.findByText('Serviço indisponível')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nome')).not.toBeInTheDocument();
  });

  it('says why a user out of reach is refused (a profile outside the area or above the role)', async () => {
    server({ lookupError: text('Funcionalidade não permitida', 403) });
    const user = userEvent.setup();
    renderWithProviders(<UserPage />);
    await searchCpf(user, '05862371940');
    expect(await screen.findByText(USER_OUT_OF_REACH)).toBeInTheDocument();
    expect(screen.queryByLabelText('Nome')).not.toBeInTheDocument();
  });

  it('asks before cancelling and then clears the form', async () => {
    server({ user: null, directory: null });
    const user = userEvent.setup();
    renderWithProviders(<UserPage />);
    await searchCpf(user, '31467592099');
    await screen.findByRole('heading', { name: 'Novo usuário' });
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: CANCEL_TITLE });
    expect(dialog).toHaveTextContent(CANCEL_TEXT);
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByRole('heading', { name: 'Novo usuário' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: CANCEL_TITLE })).getByRole('button', {
        name: 'Sim, cancelar',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Novo usuário' })).not.toBeInTheDocument(),
    );
  });
});
