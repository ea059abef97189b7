import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AlunoEncontrado } from '@siam/domain/contracts/students';
import type { RoleId } from '@siam/domain/roles';
import { STUDENT_LOOKUP_LIMIT } from '@siam/domain/students';
import { resetSessionCache, type ActiveConfig } from '../lib/session';
import { json, makeSession, mockFetch, perfil, renderWithProviders, signIn, text } from '../test/helpers';
import { schoolA } from '../test/school-data';
import {
  FINDER_EMPTY,
  FINDER_LABEL,
  FINDER_NO_CLASS,
  FINDER_NO_PLACE,
  StudentFinder,
  finderPlaces,
  finderTerm,
} from './student-finder';
import { StudentLookup } from './student-lookup';

afterEach(() => resetSessionCache());

const SANTA_AURORA = { codigo: 101, nome: 'Santa Aurora', regional: 1 };
const CRE1 = { codigo: 1, sigla: '1ª CRE' };

function signInAs(role: RoleId, config: Partial<ActiveConfig> = {}) {
  signIn(
    makeSession({
      roles: [perfil(role, 'Perfil', { idRegional: 1, idMunicipio: 101 })],
      activeConfig: { role, region: CRE1, city: SANTA_AURORA, school: schoolA, ...config },
    }),
  );
}

function found(overrides: Partial<AlunoEncontrado> = {}): AlunoEncontrado {
  return {
    id: 10,
    nome: 'Joana Maria Souza',
    dataNascimento: '2020-01-15',
    nomeMae: 'Maria Souza Lima',
    escola: {
      id: 1,
      nomeEscola: 'Escola Estadual Santa Aurora',
      codigoInep: '27012345',
      nomeMunicipio: 'Santa Aurora',
    },
    turmaAtual: { id: 5, nomeTurma: '1º ANO A', serie: 4, turno: 1, anoTurma: 2026 },
    similaridade: 0.71,
    ...overrides,
  };
}

const JOANA = found();
/** A namesake: same name, another birth date and mother, in no class. */
const JOANA_2 = found({
  id: 11,
  dataNascimento: '2019-05-03',
  nomeMae: 'Rita Souza Dias',
  turmaAtual: null,
  similaridade: 0.7,
});

const searches = (calls: { url: URL }[]) => calls.filter((c) => c.url.pathname === '/api/Alunos/Buscar');

describe('finderPlaces / finderTerm', () => {
  it('a school role searches its school; a role over the municipality the municipality first, or the school', () => {
    const config = (role: RoleId, extra: Partial<ActiveConfig> = {}): ActiveConfig => ({
      role,
      region: CRE1,
      city: SANTA_AURORA,
      school: schoolA,
      ...extra,
    });
    expect(finderPlaces(config(15))).toEqual([
      { kind: 'escola', id: 1, label: 'Escola Estadual Santa Aurora' },
    ]);
    expect(finderPlaces(config(19, { school: null }))).toEqual([]);
    expect(finderPlaces(config(7)).map((p) => `${p.kind} ${p.id}`)).toEqual(['municipio 101', 'escola 1']);
    // Without a city in the settings, the school's municipality.
    expect(finderPlaces(config(1, { city: null }))[0]).toEqual({
      kind: 'municipio',
      id: 101,
      label: 'Santa Aurora',
    });
    expect(finderPlaces(config(1, { city: null, school: null }))).toEqual([]);
  });

  it('searches from 3 letters, letters and spaces only', () => {
    expect(finderTerm('jo')).toBeNull();
    expect(finderTerm(' a  b ')).toBeNull();
    expect(finderTerm('  joana   sousa ')).toBe('joana sousa');
  });
});

describe('StudentFinder', { timeout: 60_000 }, () => {
  it('waits for 3 letters, then searches once the typing stops, in the active school', async () => {
    signInAs(15);
    const calls = mockFetch(() => json([JOANA]));
    const user = userEvent.setup();
    renderWithProviders(<StudentFinder onPick={vi.fn()} />);
    const field = screen.getByLabelText(FINDER_LABEL);
    await user.type(field, 'jo');
    await new Promise((r) => setTimeout(r, 600));
    expect(searches(calls)).toHaveLength(0);
    await user.type(field, '4ana  sousa');
    expect(field).toHaveValue('joana  sousa');
    expect(await screen.findByText('Joana Maria Souza')).toBeInTheDocument();
    // Debounced: one call for the whole name, not one per letter.
    expect(searches(calls)).toHaveLength(1);
    const q = searches(calls)[0]!.url.searchParams;
    expect(Object.fromEntries(q)).toEqual({ nome: 'joana sousa', escolaId: '1' });
    // A school role has no place to choose.
    expect(screen.queryByRole('group', { name: 'Onde buscar' })).not.toBeInTheDocument();
  });

  it("shows what tells namesakes apart: birth date, mother's name, class or 'Sem turma', school", async () => {
    signInAs(15);
    mockFetch(() => json([JOANA, JOANA_2]));
    const user = userEvent.setup();
    renderWithProviders(<StudentFinder onPick={vi.fn()} />);
    await user.type(screen.getByLabelText(FINDER_LABEL), 'joana');
    const list = await screen.findByRole('list', { name: 'Estudantes encontrados pelo nome' });
    const [first, second] = within(list).getAllByRole('button');
    expect(first).toHaveTextContent('Nascimento: 15/01/2020 · Mãe: Maria Souza Lima');
    expect(first).toHaveTextContent('Turma: 1º ANO A (1º ano, Matutino) · Escola Estadual Santa Aurora');
    expect(second).toHaveTextContent('Nascimento: 03/05/2019 · Mãe: Rita Souza Dias');
    expect(second).toHaveTextContent(`${FINDER_NO_CLASS} · Escola Estadual Santa Aurora`);
    expect(
      screen.getByText(/^2 estudantes encontrados, os mais parecidos primeiro\. Clique/),
    ).toBeInTheDocument();
  });

  it('says when nobody has a name like that', async () => {
    signInAs(15);
    mockFetch(() => json([]));
    const user = userEvent.setup();
    renderWithProviders(<StudentFinder onPick={vi.fn()} />);
    await user.type(screen.getByLabelText(FINDER_LABEL), 'xwzkq');
    expect(await screen.findByText(FINDER_EMPTY)).toBeInTheDocument();
  });

  it("shows the API's message when the search fails", async () => {
    signInAs(15);
    mockFetch(() => text(STUDENT_LOOKUP_LIMIT, 429));
    const user = userEvent.setup();
    renderWithProviders(<StudentFinder onPick={vi.fn()} />);
    await user.type(screen.getByLabelText(FINDER_LABEL), 'joana');
    expect(await screen.findByText(STUDENT_LOOKUP_LIMIT)).toBeInTheDocument();
  });

  it('a state role searches the municipality first and may narrow to the school', async () => {
    signInAs(7);
    const calls = mockFetch(() => json([JOANA]));
    const user = userEvent.setup();
    renderWithProviders(<StudentFinder onPick={vi.fn()} />);
    await user.type(screen.getByLabelText(FINDER_LABEL), 'joana');
    await screen.findByText('Joana Maria Souza');
    expect(Object.fromEntries(searches(calls)[0]!.url.searchParams)).toEqual({
      nome: 'joana',
      municipio: '101',
    });
    expect(screen.getByText(/^1 estudante encontrado em Santa Aurora\. Clique/)).toBeInTheDocument();
    const places = screen.getByRole('group', { name: 'Onde buscar' });
    await user.click(within(places).getByRole('button', { name: 'Escola: Escola Estadual Santa Aurora' }));
    await waitFor(() => expect(searches(calls)).toHaveLength(2));
    expect(Object.fromEntries(searches(calls)[1]!.url.searchParams)).toEqual({
      nome: 'joana',
      escolaId: '1',
    });
  });

  it('asks for a school when the settings have no place', async () => {
    signInAs(1, { city: null, school: null, region: null });
    renderWithProviders(<StudentFinder onPick={vi.fn()} />);
    expect(screen.getByText(FINDER_NO_PLACE)).toBeInTheDocument();
    expect(screen.queryByLabelText(FINDER_LABEL)).not.toBeInTheDocument();
  });

  it("'Mostrar mais' asks the next page while a page comes full", async () => {
    signInAs(7);
    const page = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) =>
        found({ id: from + i, nome: `Maria Teste ${String.fromCharCode(65 + ((from + i) % 26))}` }),
      );
    const calls = mockFetch((url) =>
      json(url.searchParams.get('pagina') === '2' ? page(100, 3) : page(1, 20)),
    );
    const user = userEvent.setup();
    renderWithProviders(<StudentFinder onPick={vi.fn()} />);
    await user.type(screen.getByLabelText(FINDER_LABEL), 'maria');
    const list = await screen.findByRole('list', { name: 'Estudantes encontrados pelo nome' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Mostrar mais' }));
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(23));
    expect(searches(calls)[1]!.url.searchParams.get('pagina')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Mostrar mais' })).not.toBeInTheDocument();
  });

  it('opens the chosen student through the exact lookup (name and birth date), the one with that id', async () => {
    signInAs(15);
    const full = { id: 11, nome: 'Joana Maria Souza', cpf: '35906821406', dataNascimento: '2019-05-03' };
    const calls = mockFetch((url) =>
      url.pathname === '/api/Alunos' ? json([{ ...full, id: 99 }, full]) : json([JOANA, JOANA_2]),
    );
    const onPick = vi.fn();
    const onPickStart = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<StudentFinder onPick={onPick} onPickStart={onPickStart} />);
    await user.type(screen.getByLabelText(FINDER_LABEL), 'joana');
    await user.click(await screen.findByText(/Rita Souza Dias/));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(full));
    expect(onPickStart).toHaveBeenCalled();
    const lookup = calls.find((c) => c.url.pathname === '/api/Alunos')!;
    expect(Object.fromEntries(lookup.url.searchParams)).toEqual({
      nome: 'Joana Maria Souza',
      dataNascimento: '2019-05-03',
    });
  });
});

describe('StudentLookup', { timeout: 60_000 }, () => {
  it('keeps the exact search as it is and adds the finder as a second tab', async () => {
    signInAs(15);
    const full = { id: 10, nome: 'Joana Maria Souza', cpf: '35906821406', dataNascimento: '2020-01-15' };
    mockFetch((url) => (url.pathname === '/api/Alunos' ? json([full]) : json([JOANA])));
    const onResult = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<StudentLookup onResult={onResult} />);
    expect(screen.getByRole('combobox', { name: 'Filtrar por' })).toBeVisible();
    expect(screen.queryByLabelText(FINDER_LABEL)).not.toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Parte do nome' }));
    expect(screen.getByLabelText(FINDER_LABEL)).toBeVisible();
    await user.type(screen.getByLabelText(FINDER_LABEL), 'joana');
    await user.click(await screen.findByText('Joana Maria Souza'));
    await waitFor(() =>
      expect(onResult).toHaveBeenCalledWith([full], {
        tipo: 'nome',
        valor: 'Joana Maria Souza',
        dataNascimento: '2020-01-15',
      }),
    );
  });
});
