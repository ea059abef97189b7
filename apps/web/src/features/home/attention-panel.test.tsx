import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Pendencia } from '@siam/domain/contracts/attention';
import { theme } from '../../app/theme';
import { resetSessionCache } from '../../lib/session';
import { json, makeSession, mockFetch, perfil, renderWithProviders, signIn, text } from '../../test/helpers';
import { ATTENTION_EMPTY, AttentionPanel } from './attention-panel';

afterEach(() => resetSessionCache());

const teacher = () =>
  signIn(
    makeSession({
      nome: 'Paulo Professor Santos',
      cpf: '52998224725',
      roles: [perfil(17, 'Professor Escola')],
      activeConfig: { role: 17, region: null, city: null, school: null },
    }),
  );

const items: Pendencia[] = [
  {
    tipo: 'acompanhamento.preencher',
    titulo: 'Acompanhamentos de aprendizagem a iniciar ou concluir — 4º bimestre de 2026 (1 não iniciado)',
    quantidade: 1,
    prazo: '2026-12-26',
    diasRestantes: 30,
    rota: '/acompanhamento-aprendizagem?ano=2026&bimestre=4',
    detalhes: [{ rotulo: '1º ANO A', descricao: 'Não iniciado' }],
  },
  {
    tipo: 'acompanhamento.preencher',
    titulo: 'Acompanhamentos de atividades a iniciar ou concluir — 4º bimestre de 2026 (2 em andamento)',
    quantidade: 2,
    prazo: '2026-11-26',
    diasRestantes: 0,
    rota: '/acompanhamento-atividades?ano=2026&bimestre=4',
  },
  {
    tipo: 'acompanhamento.validar',
    titulo: 'Acompanhamentos de aprendizagem finalizados aguardando sua validação — 3º bimestre de 2026',
    quantidade: 4,
    prazo: '2026-11-20',
    diasRestantes: -6,
    rota: '/consultar-acompanhamento-aprendizagem?ano=2026&bimestre=3',
  },
];

function renderPanel() {
  const session = teacher();
  return renderWithProviders(
    <MemoryRouter initialEntries={['/inicio']}>
      <Routes>
        <Route path="/inicio" element={<AttentionPanel session={session} />} />
        <Route path="/acompanhamento-aprendizagem" element={<p>Tela de aprendizagem</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("'O que aguarda você'", () => {
  it('lists each item with its count, deadline and the button to its screen', async () => {
    const calls = mockFetch(() => json(items));
    const user = userEvent.setup();
    renderPanel();
    expect(screen.getByRole('heading', { name: 'O que aguarda você' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Aguarde...' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('pendencia');
    expect(rows).toHaveLength(3);
    expect(calls[0]!.url.pathname).toBe('/api/Pendencias');
    expect(calls[0]!.init.headers).toMatchObject({ Perfil: '17' });

    expect(within(rows[0]!).getByText('Prazo: 26/12/2026 — faltam 30 dias')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('1º ANO A — Não iniciado')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Prazo: 26/11/2026 — encerra hoje')).toBeInTheDocument();
    const overdue = within(rows[2]!).getByText('Prazo: 20/11/2026 — encerrado há 6 dias');
    // Overdue in the theme's red (error.main).
    const red = document.createElement('span');
    red.style.color = theme.palette.error.main;
    expect(getComputedStyle(overdue.parentElement!).color).toBe(red.style.color);
    expect(within(rows[2]!).getByRole('link', { name: 'Validar acompanhamentos' })).toHaveAttribute(
      'href',
      '/consultar-acompanhamento-aprendizagem?ano=2026&bimestre=3',
    );
    expect(within(rows[1]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      /^2 Acompanhamentos de atividades/,
    );

    await user.click(within(rows[0]!).getByRole('link', { name: 'Preencher acompanhamento' }));
    expect(await screen.findByText('Tela de aprendizagem')).toBeInTheDocument();
  });

  it('says when nothing waits', async () => {
    mockFetch(() => json([]));
    renderPanel();
    expect(await screen.findByText(ATTENTION_EMPTY)).toBeInTheDocument();
    expect(screen.queryByTestId('pendencia')).not.toBeInTheDocument();
  });

  it("shows the server's error and tries again", async () => {
    let fail = true;
    mockFetch(() => (fail ? text('Erro interno, tente mais tarde', 500) : json([])));
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByText('Erro interno, tente mais tarde')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getByText(ATTENTION_EMPTY)).toBeInTheDocument());
  });
});
