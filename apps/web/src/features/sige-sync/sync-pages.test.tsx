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
import type { SyncResultRow } from '@siam/domain/contracts/sige-sync';
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

function renderAt(path: string, state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Página inicial</p> },
      { path: '/sincronizar-escola', Component: SyncSchoolPage },
      { path: '/sincronizar-escola-result', Component: SyncResultPage },
    ],
    { initialEntries: [{ pathname: path, state }] },
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
    const calls = mockFetch(() => json(ROWS));
    const user = userEvent.setup();
    const router = renderAt('/sincronizar-escola');
    expect(screen.getByText(/feita em etapas/)).toBeInTheDocument();
    expect(screen.getByText(SYNC_CONFIRM)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sincronizar' }));
    const classes = await screen.findByRole('table', { name: 'Turmas sincronizadas' });
    expect(router.state.location.pathname).toBe('/sincronizar-escola-result');
    expect(calls[0]?.url.pathname).toBe('/api/Escolas/Sincronizar');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ codigoInep: '27099999' });
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
    mockFetch(() => text(SIGE_UNAVAILABLE, 503));
    const user = userEvent.setup();
    const router = renderAt('/sincronizar-escola');
    await user.click(screen.getByRole('button', { name: 'Sincronizar' }));
    expect(await screen.findByText(SIGE_UNAVAILABLE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sincronizar-escola');
    expect(screen.getByRole('button', { name: 'Sincronizar' })).toBeEnabled();
  });
});

describe('/sincronizar-escola-result', () => {
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
