import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PAINEL_SEM_DADOS } from '@siam/domain/dashboards';
import type { Painel, PainelDados } from '@siam/domain/contracts/dashboards';
import { resetSessionCache } from '../../lib/session';
import { json, makeSession, mockFetch, perfil, signIn, text, Wrapper } from '../../test/helpers';
import DashboardsPage, { ESCOLHA_PAINEL } from './dashboards-page';

afterEach(() => resetSessionCache());

const PAINEIS: Painel[] = [
  { id: 1, nome: 'Acompanhamento de Cadastro', url: null },
  { id: 2, nome: 'Gestão de Cadastro - ALFAMAIS/SIGE', url: null },
  { id: 3, nome: 'Quantitativo de Fichas no Alfamais', url: 'https://bi.example.org/relatorio/3' },
  { id: 4, nome: 'Acompanhamento de Aprendizagens por Categoria', url: null },
  { id: 5, nome: 'Acompanhamento de Fichas de Atividade', url: null },
  { id: 6, nome: 'Acompanhamento do Prêmio', url: null },
];

const CADASTRO: PainelDados = {
  id: 1,
  nome: 'Acompanhamento de Cadastro',
  descricao: 'Ano letivo 2026.',
  indicadores: [
    { rotulo: 'Escolas', valor: 11, formato: 'numero' },
    { rotulo: 'Estudantes enturmados', valor: 12345, formato: 'numero' },
  ],
  graficos: [
    {
      id: 'cadastro-grupo',
      titulo: 'Estudantes cadastrados e enturmados por regional',
      tipo: 'barras',
      eixo: 'Regional',
      categorias: ['1ª CRE', '2ª CRE'],
      series: [
        { rotulo: 'Estudantes cadastrados', valores: [7300, 5050] },
        { rotulo: 'Estudantes enturmados', valores: [7295, 5050] },
      ],
      formato: 'numero',
    },
  ],
  tabelas: [],
};

const PREMIO: PainelDados = {
  id: 6,
  nome: 'Acompanhamento do Prêmio',
  descricao: 'Todos os anos do prêmio.',
  indicadores: [{ rotulo: 'Planejado', valor: 10000.5, formato: 'moeda' }],
  graficos: [
    {
      id: 'premio-ano',
      titulo: 'Planejado e executado por ano do prêmio',
      tipo: 'barras',
      eixo: 'Ano do prêmio',
      categorias: ['2025'],
      series: [{ rotulo: 'Planejado', valores: [10000.5] }],
      formato: 'moeda',
    },
  ],
  tabelas: [],
};

const VAZIO: PainelDados = {
  ...CADASTRO,
  indicadores: [{ rotulo: 'Escolas', valor: 0, formato: 'numero' }],
  graficos: [],
};

function setup(initial = '/painel-siam', dados: (url: URL) => Response = () => json(CADASTRO)) {
  const calls = mockFetch((url) => {
    if (url.pathname === '/api/Painel') return json(PAINEIS);
    if (url.pathname === '/api/Usuario/Localizacoes')
      return json({
        regional: [
          { codigo: 1, sigla: '1ª CRE' },
          { codigo: 2, sigla: '2ª CRE' },
        ],
        municipio: [{ codigo: 101, nome: 'Santa Aurora', regional: 1 }],
        escola: [],
      });
    if (/^\/api\/Painel\/\d\/Dados$/.test(url.pathname)) return dados(url);
    return text('?', 404);
  });
  const router = createMemoryRouter([{ path: '/painel-siam', Component: DashboardsPage }], {
    initialEntries: [initial],
  });
  render(
    <Wrapper>
      <RouterProvider router={router} />
    </Wrapper>,
  );
  return { calls, router };
}

describe('Painel SIAM', () => {
  it('offers the six panels in "Selecione o painel"', async () => {
    signIn(makeSession());
    setup();
    const select = await screen.findByRole('combobox', { name: 'Selecione o painel' });
    expect(screen.getByText(ESCOLHA_PAINEL)).toBeInTheDocument();
    await userEvent.click(select);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(PAINEIS.map((p) => p.nome));
  });

  it('embeds the configured report in a titled frame', async () => {
    signIn(makeSession());
    const { calls } = setup();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Selecione o painel' }));
    await userEvent.click(screen.getByRole('option', { name: 'Quantitativo de Fichas no Alfamais' }));
    const frame = await screen.findByTitle('Quantitativo de Fichas no Alfamais');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://bi.example.org/relatorio/3');
    expect(calls.some((c) => c.url.pathname.includes('/Dados'))).toBe(false);
  });

  it('shows the live panel with its figures table, formatted pt-BR, and filters by regional', async () => {
    signIn(makeSession());
    const { calls } = setup('/painel-siam?painel=1');
    expect(await screen.findByText('12.345')).toBeInTheDocument();
    const table = screen.getByRole('table', {
      name: 'Números: Estudantes cadastrados e enturmados por regional',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'RegionalEstudantes cadastradosEstudantes enturmados',
      '1ª CRE7.3007.295',
      '2ª CRE5.0505.050',
    ]);
    // No year or bimestre filter for the registration panel.
    expect(screen.queryByRole('combobox', { name: 'Bimestre' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Regional' }));
    await userEvent.click(await screen.findByRole('option', { name: '1ª CRE' }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.url.pathname === '/api/Painel/1/Dados' && c.url.searchParams.get('regional') === '1',
        ),
      ).toBe(true),
    );
  });

  it('formats money and sends no year for the award panel until one is chosen', async () => {
    signIn(makeSession());
    const { calls } = setup('/painel-siam?painel=6', () => json(PREMIO));
    expect((await screen.findAllByText('R$ 10.000,50')).length).toBeGreaterThanOrEqual(2);
    const dados = calls.find((c) => c.url.pathname === '/api/Painel/6/Dados')!;
    expect(dados.url.searchParams.has('ano')).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Ano do prêmio' })).toBeInTheDocument();
  });

  it('says when nothing matches the filters, and shows the server’s refusal', async () => {
    signIn(makeSession());
    setup('/painel-siam?painel=1', () => json(VAZIO));
    expect(await screen.findByText(PAINEL_SEM_DADOS)).toBeInTheDocument();

    resetSessionCache();
    document.body.innerHTML = '';
    signIn(
      makeSession({
        roles: [perfil(15, 'Diretor Escola')],
        activeConfig: { role: 15, region: null, city: null, school: null },
      }),
    );
    setup('/painel-siam?painel=2', () => text('Funcionalidade não permitida', 403));
    expect(await screen.findByText('Funcionalidade não permitida')).toBeInTheDocument();
  });
});
