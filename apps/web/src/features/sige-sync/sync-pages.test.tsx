import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  SIGE_UNAVAILABLE,
  SYNC_CONFIRM,
  SYNC_NO_CHANGES,
  SYNC_NOT_SIGE,
  SYNC_REASON,
} from '@siam/domain/school-import';
import type { School } from '@siam/domain/contracts/schools';
import type { SyncResult, SyncResultItem, SyncResultRow } from '@siam/domain/contracts/sige-sync';
import { summarizeSync, SYNC_RESULT_NOT_FOUND } from '@siam/domain/school-import';
import { SELECT_SCHOOL_MESSAGE } from '../../components/select-school-prompt';
import { json, makeSession, mockFetch, signIn, text, Wrapper } from '../../test/helpers';
import { schoolC as SCHOOL_C } from '../../test/school-data';
import SyncResultPage, { groupByClass, NO_SYNC_RESULT } from './sync-result-page';
import SyncSchoolPage from './sync-school-page';

const ROWS: SyncResultRow[] = [
  {
    codigo_Turma: '3002',
    nome_Turma: '1º ANO D',
    serie: 4,
    turno: 2,
    identificador: null,
    nome_Aluno: null,
    cpf_Aluno: null,
    mensagem: SYNC_REASON.classCreated,
  },
  {
    codigo_Turma: '3001',
    nome_Turma: '1º ANO C',
    serie: 4,
    turno: 1,
    identificador: '802517',
    nome_Aluno: 'Laura Gomes Barbosa',
    cpf_Aluno: '27190456325',
    mensagem: SYNC_REASON.studentCreated,
  },
  {
    codigo_Turma: '3002',
    nome_Turma: '1º ANO D',
    serie: 4,
    turno: 2,
    identificador: '532438',
    nome_Aluno: 'Samuel Costa Cavalcante',
    cpf_Aluno: null,
    mensagem: SYNC_REASON.studentMoved('1º ANO C'),
  },
];

const KEPT: SyncResult = {
  id: 41,
  escolaId: SCHOOL_C.id,
  executadaEm: '2026-03-10T13:05:00.000Z',
  usuarioCpf: '11144477735',
  usuarioNome: 'Ana Administradora',
  resumo: summarizeSync(ROWS),
  codigoInep: '27099999',
  nomeEscola: 'Escola Estadual Integrada Palmeira',
  alteracoes: ROWS,
  alunoIds: [1, 2],
};
const PAST: SyncResultItem[] = [
  {
    id: 41,
    escolaId: KEPT.escolaId,
    executadaEm: KEPT.executadaEm,
    usuarioCpf: KEPT.usuarioCpf,
    usuarioNome: KEPT.usuarioNome,
    resumo: KEPT.resumo,
  },
  { ...KEPT, id: 40, executadaEm: '2026-03-01T12:00:00.000Z', resumo: summarizeSync([]) },
].map(({ id, escolaId, executadaEm, usuarioCpf, usuarioNome, resumo }) => ({
  id,
  escolaId,
  executadaEm,
  usuarioCpf,
  usuarioNome,
  resumo,
}));

/** The sync calls: POST answers ROWS with the kept result's place; GETs answer the kept results. */
function syncApi(url: URL, init: RequestInit): Response {
  if (init.method === 'POST') {
    const res = json(ROWS);
    res.headers.set('Content-Location', '/api/Escolas/Sincronizar/Resultados/41');
    return res;
  }
  if (url.pathname === '/api/Escolas/Sincronizar/Resultados') return json(PAST);
  if (url.pathname === '/api/Escolas/Sincronizar/Resultados/41') return json(KEPT);
  return text(SYNC_RESULT_NOT_FOUND, 404);
}

function renderAt(path: string, state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Página inicial</p> },
      { path: '/sincronizar-escola', Component: SyncSchoolPage },
      { path: '/sincronizar-escola-result', Component: SyncResultPage },
    ],
    {
      initialEntries: [
        { pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state },
      ],
    },
  );
  render(<RouterProvider router={router} />, { wrapper: Wrapper });
  return router;
}

function atSchool(school: School | null) {
  signIn(makeSession({ activeConfig: { role: 1, region: null, city: null, school } }));
}

describe('/sincronizar-escola', { timeout: 60_000 }, () => {
  it('asks for a school first', () => {
    atSchool(null);
    mockFetch(() => json([]));
    renderAt('/sincronizar-escola');
    expect(screen.getByText(SELECT_SCHOOL_MESSAGE)).toBeInTheDocument();
  });

  it('refuses a school that does not use SIGE, and Voltar goes home', async () => {
    atSchool({
      ...SCHOOL_C,
      sige: false,
      codigoInep: '27012345',
      nomeEscola: 'Escola Estadual Santa Aurora',
    });
    const calls = mockFetch(() => json([]));
    const user = userEvent.setup();
    const router = renderAt('/sincronizar-escola');
    expect(screen.getByRole('heading', { level: 1, name: 'Sincronizar SIAM com SIGE' })).toBeInTheDocument();
    expect(screen.getByText(SYNC_NOT_SIGE)).toBeInTheDocument();
    expect(screen.getByText(/precisa estar cadastrada no SIGE/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sincronizar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(router.state.location.pathname).toBe('/');
    expect(calls).toHaveLength(0);
  });

  it('explains, asks, synchronises and shows the result tables', async () => {
    atSchool(SCHOOL_C);
    const calls = mockFetch(syncApi);
    const user = userEvent.setup();
    const router = renderAt('/sincronizar-escola');
    expect(screen.getByText(/feita em etapas/)).toBeInTheDocument();
    expect(screen.getByText(SYNC_CONFIRM)).toBeInTheDocument();
    const stages = screen.getByRole('group', { name: 'Etapas da sincronização' });
    expect(within(stages).getByLabelText('Etapa 1 de 3: Confirmar (atual)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sincronizar' }));
    const classes = await screen.findByRole('table', { name: 'Turmas sincronizadas' });
    // The result page is the kept result's: it opens again after a reload (decision 126).
    expect(router.state.location.pathname).toBe('/sincronizar-escola-result');
    expect(router.state.location.search).toBe('?id=41');
    const post = calls.find((c) => c.init.method === 'POST');
    expect(post?.url.pathname).toBe('/api/Escolas/Sincronizar');
    expect(JSON.parse(String(post?.init.body))).toEqual({ codigoInep: '27099999' });
    expect(screen.getByText(/Feita em .* por Ana Administradora/)).toBeInTheDocument();
    const headers = within(classes)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, 4)).toEqual(['Código', 'Nome', 'Série', 'Turno']);
    expect(within(classes).getByText(SYNC_REASON.classCreated)).toBeInTheDocument();
    expect(within(classes).getByText('Vespertino')).toBeInTheDocument();

    await user.click(within(classes).getByText('1º ANO D'));
    const students = await screen.findByRole('table', { name: 'Estudantes sincronizados' });
    expect(
      within(students)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Matrícula', 'Nome', 'CPF', 'Motivo']);
    expect(within(students).getByText('Samuel Costa Cavalcante')).toBeInTheDocument();
    expect(within(students).getByText(SYNC_REASON.studentMoved('1º ANO C'))).toBeInTheDocument();

    await user.click(within(classes).getByText('1º ANO C'));
    const c = await screen.findByRole('table', { name: 'Estudantes sincronizados' });
    expect(within(c).getByText('271.904.563-25')).toBeInTheDocument();
    expect(within(c).getByText('802517')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a failure as an info toast and stays', async () => {
    atSchool(SCHOOL_C);
    mockFetch((_url, init) => (init.method === 'POST' ? text(SIGE_UNAVAILABLE, 503) : json([])));
    const user = userEvent.setup();
    const router = renderAt('/sincronizar-escola');
    await user.click(screen.getByRole('button', { name: 'Sincronizar' }));
    expect((await screen.findAllByText(SIGE_UNAVAILABLE)).length).toBeGreaterThan(0);
    // The stage that failed says so, and that nothing changed.
    expect(
      screen.getByText(`${SIGE_UNAVAILABLE} Nada foi alterado.`, { selector: 'span' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sincronizar-escola');
    expect(screen.getByRole('button', { name: 'Sincronizar' })).toBeEnabled();
  });
});

describe('Sincronizações anteriores', { timeout: 60_000 }, () => {
  it('lists the school kept results, newest first, and opens one', async () => {
    atSchool(SCHOOL_C);
    const calls = mockFetch(syncApi);
    const user = userEvent.setup();
    const router = renderAt('/sincronizar-escola');
    const table = await screen.findByRole('table', { name: 'Sincronizações anteriores' });
    expect(calls[0]?.url.searchParams.get('escolaId')).toBe(String(SCHOOL_C.id));
    expect(
      within(table).getByText('1 turma criada, 1 estudante cadastrado, 1 estudante enturmado'),
    ).toBeVisible();
    expect(within(table).getByText('Nenhuma mudança')).toBeVisible();
    expect(within(table).getAllByText('Ana Administradora')).toHaveLength(2);
    await user.click(
      within(table).getByText('1 turma criada, 1 estudante cadastrado, 1 estudante enturmado'),
    );
    expect(router.state.location.search).toBe('?id=41');
    expect(await screen.findByRole('table', { name: 'Turmas sincronizadas' })).toBeVisible();
  });
});

describe('/sincronizar-escola-result', () => {
  it('loads a kept result from the server by id (a reload keeps it)', async () => {
    atSchool(SCHOOL_C);
    mockFetch(syncApi);
    renderAt('/sincronizar-escola-result?id=41');
    expect(await screen.findByRole('table', { name: 'Turmas sincronizadas' })).toBeVisible();
    expect(
      screen.getByText('Resultado da sincronização: 27099999 - Escola Estadual Integrada Palmeira'),
    ).toBeVisible();
  });

  it('says so for an unknown id', async () => {
    atSchool(SCHOOL_C);
    mockFetch(syncApi);
    renderAt('/sincronizar-escola-result?id=7');
    expect(await screen.findByText(SYNC_RESULT_NOT_FOUND)).toBeVisible();
  });

  it('shows the no-change message', () => {
    atSchool(SCHOOL_C);
    renderAt('/sincronizar-escola-result', { rows: [], escola: '27099999 - Escola' });
    expect(screen.getByText(SYNC_NO_CHANGES)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('explains when there is no result to show (opened directly)', () => {
    atSchool(SCHOOL_C);
    renderAt('/sincronizar-escola-result');
    expect(screen.getByText(NO_SYNC_RESULT)).toBeInTheDocument();
  });

  it('groups the rows by class, keeping the class change apart', () => {
    const groups = groupByClass(ROWS);
    expect(groups.map((g) => [g.codigo, g.mudanca, g.alunos.length])).toEqual([
      ['3002', SYNC_REASON.classCreated, 1],
      ['3001', null, 1],
    ]);
  });
});
