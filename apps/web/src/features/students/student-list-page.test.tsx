/** /lista-estudantes (decision 130): the server's pages and sort, the school's filters, no CPF. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StudentListItem } from '@siam/domain/contracts/student-list';
import {
  fakeApiWith,
  json,
  makeSession,
  mockFetch,
  perfil,
  renderWithProviders,
  signIn,
} from '../../test/helpers';
import { schoolA } from '../../test/school-data';
import StudentListPage, { PICK_PLACE } from './student-list-page';

const student = (i: number): StudentListItem => ({
  id: i,
  nome: `Estudante ${String(i).padStart(2, '0')} Souza`,
  dataNascimento: '2019-03-0' + ((i % 9) + 1),
  nomeMae: `Mãe ${i}`,
  codigoInep: null,
  turmaId: 1002,
  turma: '1º ANO A',
  serie: 4,
  escola: schoolA.nomeEscola,
});

function server() {
  return mockFetch(
    fakeApiWith((path) => {
      if (path === '/api/alunos/lista') {
        return json({
          itens: Array.from({ length: 20 }, (_, i) => student(i + 1)),
          total: 45,
          pagina: 1,
          tamanhoPagina: 20,
        });
      }
      if (path.endsWith('/turmas')) return json([]);
      return undefined;
    }),
  );
}

const listCalls = (calls: { url: URL }[]) =>
  calls
    .filter((c) => c.url.pathname === '/api/Alunos/Lista')
    .map((c) => Object.fromEntries(c.url.searchParams));

describe('Lista de Estudantes', () => {
  beforeEach(() => {
    signIn(
      makeSession({
        roles: [perfil(19, 'Cadastro', { idRegional: 1, idMunicipio: 101 })],
        activeConfig: {
          role: 19,
          region: { codigo: 1, sigla: '1ª CRE' },
          city: { codigo: 101, nome: 'Santa Aurora', regional: 1 },
          school: schoolA,
        },
      }),
    );
  });

  it('a school role lists its active school page by page, the server sorting', async () => {
    const calls = server();
    const user = userEvent.setup();
    renderWithProviders(<StudentListPage />);
    const table = await screen.findByRole('table', { name: 'Lista de estudantes' });
    expect(await within(table).findByText('Estudante 01 Souza')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Estudantes (45)' })).toBeInTheDocument();
    expect(screen.getByText('1–20 de 45')).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'CPF' })).not.toBeInTheDocument();
    expect(listCalls(calls)[0]).toEqual({
      escolaId: String(schoolA.id),
      pagina: '1',
      tamanhoPagina: '20',
      ordenar: 'nome',
      ordem: 'asc',
    });

    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ pagina: '2' }));

    await user.click(within(table).getByRole('button', { name: 'Data de nascimento' }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toMatchObject({ pagina: '1', ordenar: 'dataNascimento', ordem: 'asc' }),
    );

    await user.type(screen.getByLabelText('Nome do estudante'), 'Álvaro');
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ nome: 'Álvaro', pagina: '1' }));
  });

  it('a state role picks the place first', async () => {
    signIn(
      makeSession({
        roles: [perfil(7, 'Equipe de Articulação Estadual')],
        activeConfig: { role: 7, region: null, city: null, school: null },
      }),
    );
    const calls = mockFetch(
      fakeApiWith((path) =>
        path === '/api/usuario/localizacoes' ? json({ regional: [], municipio: [], escola: [] }) : undefined,
      ),
    );
    renderWithProviders(<StudentListPage />);
    expect(await screen.findByText(PICK_PLACE)).toBeInTheDocument();
    expect(listCalls(calls)).toEqual([]);
  });

  it("a state role may list the whole state with 'Todo o estado'", async () => {
    signIn(
      makeSession({
        roles: [perfil(7, 'Equipe de Articulação Estadual')],
        activeConfig: { role: 7, region: null, city: null, school: null },
      }),
    );
    const calls = mockFetch(
      fakeApiWith((path) => {
        if (path === '/api/usuario/localizacoes') return json({ regional: [], municipio: [], escola: [] });
        if (path === '/api/alunos/lista')
          return json({ itens: [student(1)], total: 1, pagina: 1, tamanhoPagina: 20 });
        return undefined;
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<StudentListPage />);
    await user.click(await screen.findByRole('switch', { name: 'Todo o estado' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ todoEstado: 'true', pagina: '1' }));
    expect(await screen.findByText('Estudante 01 Souza')).toBeInTheDocument();
  });

  it("a school role is not offered 'Todo o estado'", async () => {
    server();
    renderWithProviders(<StudentListPage />);
    await screen.findByRole('table', { name: 'Lista de estudantes' });
    expect(screen.queryByRole('switch', { name: 'Todo o estado' })).not.toBeInTheDocument();
  });
});
