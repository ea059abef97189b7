import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AWARD_MSG } from '@siam/domain/visit-reports';
import { ScreenGuard } from '../../app/screen-guard';
import { resetSessionCache } from '../../lib/session';
import { Wrapper, json, makeSession, mockFetch, perfil, signIn, text } from '../../test/helpers';
import AwardPage from './award-page';
import type { AnoPremio } from '@siam/domain/contracts/award';

afterEach(() => resetSessionCache());

const y2023: AnoPremio = {
  id: 1,
  ano: 2023,
  primeiroAnoParfi: 2023,
  segundoAnoParfi: 2024,
  valorPremiada: 30000,
  valorFomentada: 15000,
  porcentagemPrimeiraParcela: 50,
  qtdEscolas: [1, 2, 3, 4, 5].map((categoriaId) => ({ categoriaId, quantidadeEscolas: 0 })),
  pareamentoEscolas: [],
};
const y2025: AnoPremio = {
  id: 2,
  ano: 2025,
  primeiroAnoParfi: 2025,
  segundoAnoParfi: 2026,
  valorPremiada: 50000,
  valorFomentada: null,
  porcentagemPrimeiraParcela: 40,
  qtdEscolas: [
    { categoriaId: 1, quantidadeEscolas: 0 },
    { categoriaId: 2, quantidadeEscolas: 12 },
    { categoriaId: 4, quantidadeEscolas: 3 },
  ],
  pareamentoEscolas: [1],
};

/** A tiny in-memory AnoPremio server: GET list/one, POST (with §9 defaults), PUT (partial). */
function fakeServer(initial: AnoPremio[]) {
  const years = initial.map((y) => structuredClone(y));
  const calls = mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (url.pathname === '/api/AnoPremio' && method === 'GET') return json(years);
    const one = /^\/api\/AnoPremio\/(\d+)$/.exec(url.pathname);
    if (one && method === 'GET') {
      const y = years.find((x) => x.id === Number(one[1]));
      return y ? json(y) : text('Ano do prêmio não encontrado.', 404);
    }
    if (url.pathname === '/api/AnoPremio' && method === 'POST') {
      const y: AnoPremio = {
        id: years.length + 10,
        ano: body.ano as number,
        primeiroAnoParfi: body.primeiroAnoParfi as number,
        segundoAnoParfi: body.segundoAnoParfi as number,
        valorPremiada: body.valorPremiada as number,
        valorFomentada: body.valorFomentada as number,
        porcentagemPrimeiraParcela: body.porcentagemPrimeiraParcela as number,
        qtdEscolas: body.categoriaEscolas as AnoPremio['qtdEscolas'],
        pareamentoEscolas: [],
      };
      years.push(y);
      return json({ mensagem: 'Sucesso ao salvar!', anoPremio: y }, 201);
    }
    if (url.pathname === '/api/AnoPremio' && method === 'PUT') {
      const y = years.find((x) => x.id === body.id)!;
      for (const k of ['valorPremiada', 'valorFomentada', 'porcentagemPrimeiraParcela'] as const)
        if (body[k] !== undefined) (y as unknown as Record<string, unknown>)[k] = body[k];
      for (const q of (body.qtdEscolas ?? []) as AnoPremio['qtdEscolas']) {
        const c = y.qtdEscolas.find((x) => x.categoriaId === q.categoriaId);
        if (c) c.quantidadeEscolas = q.quantidadeEscolas;
        else y.qtdEscolas.push(q);
      }
      return json({ mensagem: 'Sucesso ao salvar!', anoPremio: y });
    }
    return text('?', 500);
  });
  return { years, calls };
}

function renderPage(path = '/cadastrar-premio') {
  const router = createMemoryRouter(
    [{ Component: ScreenGuard, children: [{ path: '/cadastrar-premio', Component: AwardPage }] }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />, { wrapper: Wrapper });
  return router;
}

const accordion = (name: string | RegExp) => screen.getByRole('button', { name });
const bodyOf = (c: { init: RequestInit }) => JSON.parse(String(c.init.body)) as Record<string, unknown>;

describe('cadastrar-premio', { timeout: 60_000 }, () => {
  it("lists the years ('-' for 2023's 1st parcel) and asks for a year before Valores or Quantidade de Escolas", async () => {
    signIn();
    fakeServer([y2023, y2025]);
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Consultar Prêmio' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Anos do prêmio' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['202520252026', '2023-2024']);

    await user.click(accordion('Valores'));
    const valores = document.getElementById('premio-valores-content')!;
    expect(within(valores).getByText(AWARD_MSG.selectYear)).toBeVisible();
    await user.click(accordion('Quantidade de Escolas'));
    const escolas = document.getElementById('premio-escolas-content')!;
    expect(within(escolas).getByText(AWARD_MSG.selectYear)).toBeVisible();
    expect(within(valores).queryByRole('table')).toBeNull();

    await user.click(within(table).getByRole('row', { name: /^2025/ }));
    expect(await screen.findByRole('button', { name: 'Prêmio 2025' })).toBeVisible();
    expect(within(valores).queryByText(AWARD_MSG.selectYear)).toBeNull();
  });

  it('shows each school type split in the two parcels, "Valor não informado", and only categories above 0', async () => {
    signIn();
    fakeServer([y2023, y2025]);
    renderPage('/cadastrar-premio?ano=2025');
    const values = await screen.findByRole('table', { name: 'Valores do Prêmio 2025' });
    const premiada = within(values).getByRole('row', { name: /Escola Premiada/ });
    const cells = within(premiada)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 6)).toEqual([
      'Escola Premiada',
      'R$ 50.000,00',
      '40%',
      'R$ 20.000,00',
      '60%',
      'R$ 30.000,00',
    ]);
    expect(within(values).getByRole('row', { name: /Escola Fomentada/ })).toHaveTextContent(
      AWARD_MSG.valueNotInformed,
    );

    const counts = await screen.findByRole('table', { name: 'Quantidade de Escolas do Prêmio 2025' });
    const rows = within(counts).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['II - 41 a 70 alunos', '12'],
      ['IV - Mais de 100 alunos', '3'],
    ]);
  });

  it('values editor: percent digits only and capped at 100, remainder computed, messages, PUT body', async () => {
    signIn();
    const { calls } = fakeServer([y2023, y2025]);
    const user = userEvent.setup();
    renderPage('/cadastrar-premio?ano=2025');
    await screen.findByRole('table', { name: 'Valores do Prêmio 2025' });
    await user.click(screen.getByRole('button', { name: 'Informar valores' }));
    const panel = await screen.findByRole('dialog', { name: 'Valores do Prêmio 2025' });
    const percent = within(panel).getByRole('textbox', { name: '1º Parcela %' });
    const remainder = within(panel).getByRole('textbox', { name: '2º Parcela %' });
    expect(percent).toHaveValue('40');
    expect(remainder).toHaveValue('60');
    expect(remainder).toHaveAttribute('readonly');

    await user.clear(percent);
    await user.type(percent, '1a5x0');
    expect(percent).toHaveValue('100');
    expect(remainder).toHaveValue('0');
    await user.clear(percent);
    await user.type(percent, '35');
    expect(remainder).toHaveValue('65');

    await user.clear(percent);
    await user.click(within(panel).getByRole('button', { name: 'Salvar' }));
    expect(await within(panel).findByText('Selecione o tipo de escola.')).toBeVisible();
    expect(within(panel).getByText(AWARD_MSG.valueRequired)).toBeVisible();
    expect(within(panel).getByText(AWARD_MSG.percentInvalid)).toBeVisible();
    expect(remainder).toHaveValue('');

    await user.click(within(panel).getByRole('combobox', { name: 'Tipo de escola' }));
    await user.click(screen.getByRole('option', { name: 'Escola Fomentada' }));
    const valor = within(panel).getByRole('textbox', { name: 'Valor do Prêmio' });
    expect(valor).toHaveValue('');
    await user.type(valor, '2500050');
    expect(valor).toHaveValue('25.000,50');
    await user.type(percent, '30');
    expect(remainder).toHaveValue('70');
    expect(within(panel).getByText('R$ 7.500,15')).toBeVisible();
    expect(within(panel).getByText('R$ 17.500,35')).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(AWARD_MSG.saved)).toBeVisible();
    const put = calls.find((c) => c.init.method === 'PUT')!;
    expect(bodyOf(put)).toEqual({
      id: 2,
      ano: 2025,
      valorFomentada: 25000.5,
      porcentagemPrimeiraParcela: 30,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Valores do Prêmio 2025' })).toBeNull());
    const fomentada = await screen.findByRole('row', { name: /Escola Fomentada/ });
    expect(fomentada).toHaveTextContent('R$ 25.000,50');
    expect(fomentada).toHaveTextContent('R$ 17.500,35');
    expect(screen.getByRole('row', { name: /Escola Premiada/ })).toHaveTextContent('R$ 15.000,00');
  });

  it('new year: year messages, read-only parcel years, the §9 defaults sent with POST and shown after it', async () => {
    signIn();
    const { calls } = fakeServer([y2023, y2025]);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'Anos do prêmio' });
    await user.click(screen.getByRole('button', { name: 'Adicionar ano prêmio' }));
    const panel = await screen.findByRole('dialog', { name: 'Cadastrar Ano Prêmio' });
    expect(within(panel).getByText(/começa com R\$ 10,00 para a Escola Premiada e R\$ 10,00/)).toBeVisible();
    const ano = within(panel).getByRole('textbox', { name: 'Ano Prêmio' });
    const first = within(panel).getByRole('textbox', { name: 'Ano PARFI da 1º Parcela' });
    const second = within(panel).getByRole('textbox', { name: 'Ano PARFI da 2º Parcela' });
    const save = within(panel).getByRole('button', { name: 'Salvar' });

    await user.click(save);
    expect(await within(panel).findByText(AWARD_MSG.yearRequired)).toBeVisible();
    await user.type(ano, '2022');
    await user.click(save);
    expect(await within(panel).findByText(AWARD_MSG.yearInvalid)).toBeVisible();
    await user.clear(ano);
    await user.type(ano, '2025');
    await user.click(save);
    expect(await within(panel).findByText(AWARD_MSG.yearExists)).toBeVisible();
    await user.clear(ano);
    await user.type(ano, '2023');
    expect(first).toHaveValue('-');
    expect(second).toHaveValue('2024');
    await user.clear(ano);
    await user.type(ano, '20x3l19');
    expect(ano).toHaveValue('2031');
    expect(first).toHaveValue('2031');
    expect(second).toHaveValue('2032');
    expect(calls.some((c) => c.init.method === 'POST')).toBe(false);

    await user.click(save);
    expect(await screen.findByText(AWARD_MSG.saved)).toBeVisible();
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(bodyOf(post)).toEqual({
      ano: 2031,
      primeiroAnoParfi: 2031,
      segundoAnoParfi: 2032,
      valorPremiada: 10,
      valorFomentada: 10,
      porcentagemPrimeiraParcela: 50,
      categoriaEscolas: [1, 2, 3, 4, 5].map((categoriaId) => ({ categoriaId, quantidadeEscolas: 0 })),
    });
    // The new year is chosen, and the two other panels open on its defaults.
    expect(await screen.findByRole('button', { name: 'Prêmio 2031' })).toBeVisible();
    const values = await screen.findByRole('table', { name: 'Valores do Prêmio 2031' });
    expect(within(values).getByRole('row', { name: /Escola Premiada/ })).toHaveTextContent(
      'R$ 10,00' + '50%' + 'R$ 5,00' + '50%' + 'R$ 5,00',
    );
    expect(screen.getByRole('table', { name: 'Quantidade de Escolas do Prêmio 2031' })).toHaveTextContent(
      'Nenhuma categoria com escolas neste prêmio.',
    );
  });

  it('school-count editor: category and quantity (digits, at most 3) checked, PUT of that category only', async () => {
    signIn();
    const { calls } = fakeServer([y2025]);
    const user = userEvent.setup();
    renderPage('/cadastrar-premio?ano=2025');
    await screen.findByRole('table', { name: 'Quantidade de Escolas do Prêmio 2025' });
    await user.click(screen.getByRole('button', { name: 'Informar quantidade' }));
    const panel = await screen.findByRole('dialog', { name: 'Quantidade de Escolas do Prêmio 2025' });
    await user.click(within(panel).getByRole('button', { name: 'Salvar' }));
    expect(await within(panel).findByText('Selecione uma categoria.')).toBeVisible();
    expect(within(panel).getByText(AWARD_MSG.quantityInvalid)).toBeVisible();

    await user.click(within(panel).getByRole('combobox', { name: 'Categoria' }));
    await user.click(screen.getByRole('option', { name: 'IV - Mais de 100 alunos' }));
    const qty = within(panel).getByRole('textbox', { name: 'Quantidade' });
    expect(qty).toHaveValue('3');
    await user.clear(qty);
    await user.type(qty, '1a2345');
    expect(qty).toHaveValue('123');
    await user.click(within(panel).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(AWARD_MSG.saved)).toBeVisible();
    expect(bodyOf(calls.find((c) => c.init.method === 'PUT')!)).toEqual({
      id: 2,
      ano: 2025,
      qtdEscolas: [{ categoriaId: 4, quantidadeEscolas: 123 }],
    });
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /IV - Mais de 100 alunos/ })).toHaveTextContent('123'),
    );
  });

  it('a year in the address that is not set up: "Nenhum prêmio encontrado para este ano." in both panels', async () => {
    signIn();
    fakeServer([y2025]);
    renderPage('/cadastrar-premio?ano=2030');
    await screen.findByRole('table', { name: 'Anos do prêmio' });
    expect(await screen.findAllByText('Nenhum prêmio encontrado para este ano.')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Prêmio', expanded: true })).toBeVisible();
  });

  it("shows the server's refusal as a toast", async () => {
    signIn();
    mockFetch((url, init) => {
      if (url.pathname === '/api/AnoPremio' && init.method === 'POST')
        return text('Ano Prêmio já cadastrado.', 409);
      if (url.pathname === '/api/AnoPremio') return json([]);
      return text('?', 500);
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Nenhum ano Prêmio encontrado')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Adicionar ano prêmio' }));
    const panel = await screen.findByRole('dialog', { name: 'Cadastrar Ano Prêmio' });
    await user.type(within(panel).getByRole('textbox', { name: 'Ano Prêmio' }), '2040');
    await user.click(within(panel).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Ano Prêmio já cadastrado.')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Cadastrar Ano Prêmio' })).toBeVisible();
  });

  it('is for the Administrador only: another role gets the no-access screen and no call is made', async () => {
    signIn(
      makeSession({
        roles: [perfil(15, 'Diretor Escola', { idRegional: 1, idMunicipio: 101 })],
        activeConfig: { role: 15, region: null, city: null, school: null },
      }),
    );
    const { calls } = fakeServer([y2025]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Acesso indisponível' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Consultar Prêmio' })).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
