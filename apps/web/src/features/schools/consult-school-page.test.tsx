import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, makeSession, mockFetch, perfil, renderWithProviders, signIn, text } from '../../test/helpers';
import { SELECT_SCHOOL_MESSAGE } from '../../components/select-school-prompt';
import ConsultSchoolPage from './consult-school-page';
import { NO_CLASS_FOUND, NO_SCHOOL_FOUND, SCHOOLS_LOAD_ERROR } from './messages';
import { detail, joana, schoolA, schoolB, stay, turma } from './test-data';

const year = new Date().getFullYear();

function asAdmin() {
  signIn(makeSession({ activeConfig: { role: 1, region: null, city: null, school: schoolA } }));
}

function asCoordinator() {
  signIn(
    makeSession({
      nome: 'Carla Coordenadora Lima',
      cpf: '12345678909',
      roles: [perfil(16, 'Coordenador Escola')],
      activeConfig: { role: 16, region: null, city: null, school: null },
    }),
  );
}

describe('/consulta-escola', { timeout: 60_000 }, () => {
  it('asks for a school when the administrator has none active', () => {
    signIn(makeSession());
    renderWithProviders(<ConsultSchoolPage />);
    expect(screen.getByText(SELECT_SCHOOL_MESSAGE)).toBeInTheDocument();
  });

  it('shows the identification, the classes, a class’s students and the staff timeline', async () => {
    asAdmin();
    const calls = mockFetch((url) => {
      if (url.pathname === '/api/Escolas/1')
        return json(
          detail(schoolA, [
            stay(1, 'Diego Diretor Rocha', 1, `${year - 1}-02-01`),
            stay(2, 'Carla Coordenadora Lima', 2, `${year}-02-01`, null, 2),
          ]),
        );
      if (url.pathname === '/api/Escolas/1/turmas')
        return json([turma(), turma({ id: 13, nomeTurma: '2º ANO A', serie: 5, nomeProfessor: null })]);
      if (url.pathname === '/api/turmas/12/alunos') return json([joana]);
      return text('não esperado', 500);
    });
    const user = userEvent.setup();
    renderWithProviders(<ConsultSchoolPage />);

    const card = await screen.findByRole('region', { name: 'Identificação da escola' });
    expect(within(card).getByText('Escola Estadual Santa Aurora')).toBeInTheDocument();
    expect(within(card).getByText('27012345')).toBeInTheDocument();
    expect(within(card).getByText('Estadual')).toBeInTheDocument();
    expect(within(card).getByText('Urbana')).toBeInTheDocument();
    expect(within(card).getByText('Santa Aurora')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Alterar escola' })).toBeNull();

    const classes = screen.getByRole('table', { name: 'Turmas da escola' });
    expect(await within(classes).findByText('1º ANO A')).toBeInTheDocument();
    expect(within(classes).getByText('Sem professor')).toBeInTheDocument();
    expect(
      calls.find((c) => c.url.pathname === '/api/Escolas/1/turmas')!.url.searchParams.get('situacao'),
    ).toBe('1');

    await user.click(within(classes).getByText('1º ANO A'));
    const students = await screen.findByRole('table', { name: 'Estudantes da turma 1º ANO A' });
    expect(await within(students).findByText('Joana Maria Souza')).toBeInTheDocument();
    expect(within(students).getByText('359.068.214-06')).toBeInTheDocument();
    expect(within(students).getByText('123456789012')).toBeInTheDocument();
    expect(within(students).getByText('M-001')).toBeInTheDocument();
    expect(within(students).getByText('Feminino')).toBeInTheDocument();

    const timeline = screen.getByRole('region', { name: 'Servidores por ano' });
    expect(within(timeline).getByRole('heading', { name: String(year) })).toBeInTheDocument();
    expect(within(timeline).getByRole('heading', { name: String(year - 1) })).toBeInTheDocument();
    expect(within(timeline).getAllByText('Diego Diretor Rocha')).toHaveLength(2);
    expect(within(timeline).getAllByText('Diretor').length).toBeGreaterThan(0);
    expect(within(timeline).getByText(`Desde 01/02/${year} (atual)`)).toBeInTheDocument();
  });

  it('says when the school has no classes, and when the school is not found', async () => {
    asAdmin();
    let school = json(detail(schoolA));
    mockFetch((url) => (url.pathname === '/api/Escolas/1' ? school : json([])));
    const first = renderWithProviders(<ConsultSchoolPage />);
    expect(await screen.findByText(NO_CLASS_FOUND)).toBeInTheDocument();
    first.unmount();

    school = text('Nenhuma escola encontrada', 404);
    renderWithProviders(<ConsultSchoolPage />);
    expect(await screen.findByText(NO_SCHOOL_FOUND)).toBeInTheDocument();
  });

  it('auto-selects the only school of a coordinator', async () => {
    asCoordinator();
    const calls = mockFetch((url) => {
      if (url.pathname === '/api/Servidor/Coordenador')
        return json({ nome: 'Carla', cpf: '12345678909', escolas: [schoolB] });
      if (url.pathname === '/api/Escolas/2') return json(detail(schoolB));
      return json([]);
    });
    renderWithProviders(<ConsultSchoolPage />);
    const card = await screen.findByRole('region', { name: 'Identificação da escola' });
    expect(within(card).getByText('Escola Municipal Rio Claro')).toBeInTheDocument();
    expect(within(card).getByText('Rural')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Alterar escola' })).toBeNull();
    expect(calls[0]!.url.searchParams.get('cpf')).toBe('12345678909');
  });

  it('lets a coordinator with several schools pick one and change it', async () => {
    asCoordinator();
    mockFetch((url) => {
      if (url.pathname === '/api/Servidor/Coordenador')
        return json({ nome: 'Carla', cpf: '12345678909', escolas: [schoolA, schoolB] });
      if (url.pathname === '/api/Escolas/1') return json(detail(schoolA));
      if (url.pathname === '/api/Escolas/2') return json(detail(schoolB));
      return json([]);
    });
    const user = userEvent.setup();
    renderWithProviders(<ConsultSchoolPage />);
    await user.click(await screen.findByText('27012346 - Escola Municipal Rio Claro'));
    const card = await screen.findByRole('region', { name: 'Identificação da escola' });
    expect(within(card).getByText('Escola Municipal Rio Claro')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Alterar escola' }));
    await user.click(await screen.findByText('27012345 - Escola Estadual Santa Aurora'));
    expect(
      await within(await screen.findByRole('region', { name: 'Identificação da escola' })).findByText(
        'Escola Estadual Santa Aurora',
      ),
    ).toBeInTheDocument();
  });

  it('says when the coordinator’s schools cannot be loaded or there are none', async () => {
    asCoordinator();
    let answer = text('erro', 500);
    mockFetch(() => answer);
    const first = renderWithProviders(<ConsultSchoolPage />);
    expect(await screen.findByText(SCHOOLS_LOAD_ERROR)).toBeInTheDocument();
    first.unmount();

    answer = json({ nome: 'Carla', cpf: '12345678909', escolas: [] });
    renderWithProviders(<ConsultSchoolPage />);
    expect(await screen.findByText(NO_SCHOOL_FOUND)).toBeInTheDocument();
  });
});
