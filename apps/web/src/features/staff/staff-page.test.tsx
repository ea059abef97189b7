import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ALT_EMAIL_INSTITUTIONAL,
  COORDINATOR_ADDED,
  COORDINATOR_REMOVED,
  CPF_SEARCH_INVALID,
  DIRECTOR_REGISTERED,
  DIRECTOR_UNASSIGN_FAILED,
  PERSON_BIRTH_DATE_REQUIRED,
  PERSON_FULL_NAME,
  PERSON_TURNO_REQUIRED,
  PROFILE_REGISTER_FAILED,
  SERVIDOR_LOOKUP_FAILED,
  SERVIDOR_NOT_FOUND,
  STAFF_PERSON_WITHOUT_ID,
  TEAM_ADDED,
} from '@siam/domain/staff';
import { json, makeSession, mockFetch, renderWithProviders, signIn, text } from '../../test/helpers';
import { CoordinatorPage, DirectorPage, TeamPage } from './staff-page';
import { config, detail, schoolA, servidor, stay } from './test-data';

type UserActions = ReturnType<typeof userEvent.setup>;

function withSchool() {
  signIn(makeSession({ activeConfig: { role: 1, region: null, city: null, school: schoolA } }));
}

async function search(user: UserActions, cpf: string) {
  const box = screen.getByRole('search', { name: 'Buscar servidor pelo CPF' });
  await user.type(within(box).getByRole('textbox'), cpf);
  await user.click(within(box).getByRole('button', { name: 'Buscar' }));
}

async function typeDate(user: UserActions, label: string, digits: string) {
  const group = screen.getByRole('group', { name: label });
  await user.click(within(group).getAllByRole('spinbutton')[0]!);
  await user.keyboard(digits);
}

describe('staff screens', { timeout: 60_000 }, () => {
  it('lists the current coordinators with CPF and shift, and removes one after a confirmation', async () => {
    withSchool();
    let history = [
      stay(1, 'Carla Coordenadora Lima', '12345678909', 2, null, 2),
      stay(2, 'Bruno Antigo Coordenador', '98765432100', 2, '2025-06-30', 1),
      stay(3, 'Diego Diretor Rocha', '98765432100', 1),
    ];
    const calls = mockFetch((url) => {
      if (url.pathname === '/api/Servidor/coordenador/Desalocar') {
        history = history.filter((h) => h.id !== 1);
        return new Response(null, { status: 204 });
      }
      return json(detail(history));
    });
    const user = userEvent.setup();
    renderWithProviders(<CoordinatorPage />);
    const table = await screen.findByRole('table', { name: 'Coordenadores atuais' });
    expect(within(table).getByText('Carla Coordenadora Lima')).toBeInTheDocument();
    expect(within(table).getByText('123.456.789-09')).toBeInTheDocument();
    expect(within(table).getByText('Vespertino')).toBeInTheDocument();
    expect(within(table).queryByText('Bruno Antigo Coordenador')).toBeNull();
    expect(within(table).queryByText('Diego Diretor Rocha')).toBeNull();

    await user.click(within(table).getByRole('button', { name: 'Remover Carla Coordenadora Lima' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover coordenador' });
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText(COORDINATOR_REMOVED)).toBeInTheDocument();
    const put = calls.find((c) => c.url.pathname === '/api/Servidor/coordenador/Desalocar')!;
    expect(put.init.method).toBe('PUT');
    expect(put.url.searchParams.get('servidorId')).toBe('10');
    expect(put.url.searchParams.get('escolaId')).toBe('1');
    expect(await screen.findByText('A escola não possui coordenadores no momento.')).toBeInTheDocument();
  });

  it('offers the director search only while the school has no director; the removal default text', async () => {
    withSchool();
    mockFetch((url) =>
      url.pathname === '/api/Servidor/diretor/Desalocar'
        ? new Response('', { status: 500 })
        : json(detail([stay(3, 'Diego Diretor Rocha', '98765432100', 1)])),
    );
    const user = userEvent.setup();
    renderWithProviders(<DirectorPage />);
    expect(await screen.findByText('Diego Diretor Rocha')).toBeInTheDocument();
    expect(screen.queryByRole('search', { name: 'Buscar servidor pelo CPF' })).toBeNull();
    expect(screen.getByText(/A escola já possui um diretor/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remover Diego Diretor Rocha' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remover diretor' })).getByRole('button', {
        name: 'Remover',
      }),
    );
    expect(await screen.findByText(DIRECTOR_UNASSIGN_FAILED)).toBeInTheDocument();
  });

  it('refuses an invalid CPF and reports a failed lookup', async () => {
    withSchool();
    const calls = mockFetch((url) => {
      if (url.pathname === '/api/Servidor') return new Response('', { status: 500 });
      return json(detail([]));
    });
    const user = userEvent.setup();
    renderWithProviders(<TeamPage />);
    await screen.findByText('A escola não possui equipe de cadastro no momento.');
    await search(user, '11111111111');
    expect((await screen.findAllByText(CPF_SEARCH_INVALID)).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.url.pathname === '/api/Servidor')).toBe(false);

    const box = screen.getByRole('search', { name: 'Buscar servidor pelo CPF' });
    await user.clear(within(box).getByRole('textbox'));
    await search(user, '82647103950');
    expect(await screen.findByText(SERVIDOR_LOOKUP_FAILED)).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/Servidor')!.url.searchParams.get('cpf')).toBe(
      '82647103950',
    );
  });

  it('shows the refusal of a person the caller may not change, and opens no form (decision 120)', async () => {
    withSchool();
    const calls = mockFetch((url) =>
      url.pathname === '/api/Servidor' ? text('Funcionalidade não permitida', 403) : json(detail([])),
    );
    const user = userEvent.setup();
    renderWithProviders(<DirectorPage />);
    await screen.findByText('A escola não possui diretor no momento.');
    await search(user, '11144477735');
    expect(await screen.findByText('Funcionalidade não permitida')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.url.pathname === '/api/Servidor/diretor')).toBe(false);
  });

  it('refuses a found person without an id', async () => {
    withSchool();
    mockFetch((url) => (url.pathname === '/api/Servidor' ? json(servidor({ id: null })) : json(detail([]))));
    const user = userEvent.setup();
    renderWithProviders(<DirectorPage />);
    await screen.findByText('A escola não possui diretor no momento.');
    await search(user, '82647103950');
    expect(await screen.findByText(STAFF_PERSON_WITHOUT_ID)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('registers a new director from an empty form with the CPF', async () => {
    withSchool();
    let history = [] as ReturnType<typeof stay>[];
    const calls = mockFetch((url, init) => {
      if (url.pathname === '/api/config') return json(config);
      if (url.pathname === '/api/Servidor') return text(SERVIDOR_NOT_FOUND, 404);
      if (url.pathname === '/api/Servidor/diretor' && init.method === 'POST') {
        history = [stay(9, 'Marina Gestora Prado', '82647103950', 1)];
        return json(servidor(), 201);
      }
      return json(detail(history));
    });
    const user = userEvent.setup();
    renderWithProviders(<DirectorPage />);
    await screen.findByText('A escola não possui diretor no momento.');
    await search(user, '826.471.039-50');
    expect(await screen.findByText(SERVIDOR_NOT_FOUND)).toBeInTheDocument();
    const panel = await screen.findByRole('dialog', { name: 'Alocar diretor' });
    expect(within(panel).getByRole('textbox', { name: /^CPF/ })).toHaveValue('826.471.039-50');

    await user.click(within(panel).getByRole('button', { name: 'Salvar' }));
    expect(await within(panel).findByText('O nome é obrigatório')).toBeInTheDocument();
    expect(within(panel).getByText(PERSON_BIRTH_DATE_REQUIRED)).toBeInTheDocument();

    await user.type(within(panel).getByRole('textbox', { name: /^Nome completo/ }), 'Marina');
    await user.click(within(panel).getByRole('button', { name: 'Salvar' }));
    expect(await within(panel).findByText(PERSON_FULL_NAME)).toBeInTheDocument();
    await user.type(within(panel).getByRole('textbox', { name: /^Nome completo/ }), ' Gestora Prado');
    await typeDate(user, 'Data de nascimento', '12041985');
    await user.click(within(panel).getByRole('radio', { name: 'Feminino' }));
    await user.type(within(panel).getByRole('textbox', { name: /^Telefone/ }), '82999887766');
    await user.type(
      within(panel).getByRole('textbox', { name: /^E-mail institucional/ }),
      'marina@educacao.gov.br',
    );
    const alt = within(panel).getByRole('textbox', { name: /^E-mail alternativo/ });
    await user.type(alt, 'marina@educacao.gov.br');
    await user.click(within(panel).getByRole('button', { name: 'Salvar' }));
    expect(await within(panel).findByText(ALT_EMAIL_INSTITUTIONAL)).toBeInTheDocument();
    await user.clear(alt);
    await user.type(alt, 'marina@example.org');
    await user.click(within(panel).getByRole('checkbox', { name: 'Possui formação em gestão escolar' }));
    await user.click(within(panel).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText(DIRECTOR_REGISTERED)).toBeInTheDocument();
    const post = calls.find((c) => c.url.pathname === '/api/Servidor/diretor')!;
    expect(JSON.parse(String(post.init.body))).toEqual({
      nome: 'Marina Gestora Prado',
      cpf: '82647103950',
      email: 'marina@educacao.gov.br',
      emailPessoal: 'marina@example.org',
      dataNascimento: '1985-04-12',
      sexo: 'F',
      telefone: '82999887766',
      formacaoGestao: true,
      escolaId: 1,
    });
    expect(await screen.findByRole('cell', { name: 'Marina Gestora Prado' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('search', { name: 'Buscar servidor pelo CPF' })).toBeNull(),
    );
  });

  it('allocates a found coordinator from the pre-filled form, with the flags and their fields', async () => {
    withSchool();
    let fail = true;
    const calls = mockFetch((url, init) => {
      if (url.pathname === '/api/config') return json(config);
      if (url.pathname === '/api/Servidor') return json(servidor());
      if (url.pathname === '/api/Servidor/coordenador' && init.method === 'POST') {
        return fail ? new Response('', { status: 500 }) : json(servidor(), 201);
      }
      return json(detail([]));
    });
    const user = userEvent.setup();
    renderWithProviders(<CoordinatorPage />);
    await screen.findByText('A escola não possui coordenadores no momento.');
    await search(user, '82647103950');
    const panel = await screen.findByRole('dialog', { name: 'Alocar coordenador' });
    expect(within(panel).getByRole('textbox', { name: /^Nome completo/ })).toHaveValue(
      'Marina Gestora Prado',
    );
    expect(within(panel).getByRole('textbox', { name: /^Telefone/ })).toHaveValue('(82) 99988-7766');

    await user.click(within(panel).getByRole('button', { name: 'Salvar' }));
    expect(await within(panel).findByText(PERSON_TURNO_REQUIRED)).toBeInTheDocument();
    await user.click(within(panel).getByRole('combobox', { name: /^Turno/ }));
    await user.click(await screen.findByRole('option', { name: 'Integral' }));

    await user.click(within(panel).getByRole('checkbox', { name: 'Possui mestrado' }));
    await user.click(within(panel).getByRole('button', { name: 'Salvar' }));
    expect(await within(panel).findByText('Por favor, informe a área de mestrado')).toBeInTheDocument();
    expect(within(panel).getByText('Por favor, informe o instituto de mestrado')).toBeInTheDocument();
    await user.type(within(panel).getByRole('textbox', { name: /^Área do mestrado/ }), 'Educação');
    await user.type(within(panel).getByRole('textbox', { name: /^Instituição do mestrado/ }), 'UFAL');

    const alt = within(panel).getByRole('textbox', { name: /^E-mail alternativo/ });
    await user.clear(alt);
    await user.type(alt, 'marina.prado@educacao.gov.br');
    await user.click(within(panel).getByRole('button', { name: 'Salvar' }));
    expect(await within(panel).findByText(ALT_EMAIL_INSTITUTIONAL)).toBeInTheDocument();
    await user.clear(alt);
    await user.type(alt, 'marina@example.org');

    await user.click(within(panel).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(PROFILE_REGISTER_FAILED)).toBeInTheDocument();
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(COORDINATOR_ADDED)).toBeInTheDocument();
    const body = JSON.parse(
      String(calls.filter((c) => c.url.pathname === '/api/Servidor/coordenador').at(-1)!.init.body),
    );
    expect(body).toMatchObject({
      id: 55,
      escolaId: 1,
      turnoServidor: 3,
      mestrado: true,
      areaMestrado: 'Educação',
      instituicaoMestrado: 'UFAL',
      doutorado: false,
      areaDoutorado: null,
    });
  });

  it('allocates a registration team member', async () => {
    withSchool();
    mockFetch((url, init) => {
      if (url.pathname === '/api/config') return json(config);
      if (url.pathname === '/api/Servidor') return json(servidor());
      if (url.pathname === '/api/Servidor/CadastroEscola' && init.method === 'POST')
        return json(servidor(), 201);
      return json(detail([]));
    });
    const user = userEvent.setup();
    renderWithProviders(<TeamPage />);
    await screen.findByText('A escola não possui equipe de cadastro no momento.');
    await search(user, '82647103950');
    const panel = await screen.findByRole('dialog', { name: 'Alocar membro da equipe de cadastro' });
    expect(within(panel).queryByRole('checkbox')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(TEAM_ADDED)).toBeInTheDocument();
  });
});
