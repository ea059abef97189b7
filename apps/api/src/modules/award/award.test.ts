import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { anoParfi, anoPremio } from '../../db/schema/award';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = (method: 'POST' | 'PUT', payload: unknown) =>
  t.as(CPF.ana, 1)({ method, url: '/api/AnoPremio', payload: payload as object });

interface AwardView {
  id: number;
  ano: number;
  primeiroAnoParfi: number;
  segundoAnoParfi: number;
  valorPremiada: number;
  valorFomentada: number;
  porcentagemPrimeiraParcela: number;
  qtdEscolas: { categoriaId: number; quantidadeEscolas: number }[];
}

describe('POST /api/AnoPremio', () => {
  it('creates a year with the §9 defaults and its two PARFI years', async () => {
    const res = await admin('POST', { ano: '2027' });
    expect(res.statusCode).toBe(201);
    const { mensagem, anoPremio: y } = res.json() as { mensagem: string; anoPremio: AwardView };
    expect(mensagem).toBe('Sucesso ao salvar!');
    expect(y).toMatchObject({
      ano: 2027,
      primeiroAnoParfi: 2027,
      segundoAnoParfi: 2028,
      valorPremiada: 10,
      valorFomentada: 10,
      porcentagemPrimeiraParcela: 50,
    });
    expect(y.qtdEscolas).toEqual(
      [1, 2, 3, 4, 5].map((categoriaId) => ({ categoriaId, quantidadeEscolas: 0 })),
    );
    const years = await t.db.select().from(anoParfi).where(eq(anoParfi.anoPremioId, y.id));
    expect(years.map((p) => [p.ano, p.parcela]).sort()).toEqual([
      [2027, 1],
      [2028, 2],
    ]);
    const listed = (await t.as(CPF.ana, 1)('/api/AnoPremio')).json() as { ano: number }[];
    expect(listed.some((a) => a.ano === 2027)).toBe(true);
  });

  it('takes values, percent and counts; 2023 has only PARFI 2024', async () => {
    const res = await admin('POST', {
      ano: 2023,
      primeiroAnoParfi: 2023,
      segundoAnoParfi: 2024,
      valorPremiada: '40.000,00',
      valorFomentada: 25000.5,
      porcentagemPrimeiraParcela: 0,
      categoriaEscolas: [{ categoriaId: 2, quantidadeEscolas: 7 }],
    });
    expect(res.statusCode).toBe(201);
    const y = (res.json() as { anoPremio: AwardView }).anoPremio;
    expect(y).toMatchObject({ valorPremiada: 40000, valorFomentada: 25000.5, porcentagemPrimeiraParcela: 0 });
    expect(y.qtdEscolas.find((c) => c.categoriaId === 2)?.quantidadeEscolas).toBe(7);
    const years = await t.db.select().from(anoParfi).where(eq(anoParfi.anoPremioId, y.id));
    expect(years.map((p) => p.ano)).toEqual([2024]);
  });

  it('answers the §5.8 messages for bad input, and 409 for an existing year', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Ano Prêmio obrigatório.'],
      [{ ano: '' }, 'Ano Prêmio obrigatório.'],
      [{ ano: 2022 }, 'Ano Prêmio inválido.'],
      [{ ano: '20a6' }, 'Ano Prêmio inválido.'],
      [{ ano: 20260 }, 'Ano Prêmio inválido.'],
      [{ ano: 2030, segundoAnoParfi: 2032 }, 'Ano PARFI inválido.'],
      [{ ano: 2030, valorPremiada: '' }, 'Valor do prêmio é obrigatório.'],
      [{ ano: 2030, valorFomentada: null }, 'Valor do prêmio é obrigatório.'],
      [{ ano: 2030, valorPremiada: 'abc' }, 'Valor inválido.'],
      [{ ano: 2030, valorPremiada: -5 }, 'Valor inválido.'],
      [{ ano: 2030, valorPremiada: 1_000_000 }, 'Valor inválido.'],
      [{ ano: 2030, porcentagemPrimeiraParcela: 101 }, 'Porcentagem inválida.'],
      [{ ano: 2030, porcentagemPrimeiraParcela: '5.5' }, 'Porcentagem inválida.'],
      [{ ano: 2030, categoriaEscolas: [{ categoriaId: 6, quantidadeEscolas: 1 }] }, 'Categoria inválida.'],
      [{ ano: 2030, categoriaEscolas: 'x' }, 'Categoria inválida.'],
      [
        { ano: 2030, categoriaEscolas: [{ categoriaId: 1, quantidadeEscolas: 1000 }] },
        'Quantidade inválida.',
      ],
      [{ ano: 2030, categoriaEscolas: [{ categoriaId: 1 }] }, 'Quantidade inválida.'],
      [[1, 2], 'Ano Prêmio obrigatório.'],
    ];
    for (const [payload, message] of cases) {
      const res = await admin('POST', payload);
      expect({ payload, status: res.statusCode, body: res.body }).toEqual({
        payload,
        status: 400,
        body: message,
      });
    }
    const dup = await admin('POST', { ano: 2025 });
    expect(dup.statusCode).toBe(409);
    expect(dup.body).toBe('Ano Prêmio já cadastrado.');
  });

  it('is for the administrator only', async () => {
    const diego = await t.as(
      CPF.diego,
      15,
    )({ method: 'POST', url: '/api/AnoPremio', payload: { ano: 2031 } });
    expect(diego.statusCode).toBe(403);
    expect(diego.body).toBe('Funcionalidade não permitida');
    expect(
      (await t.as(CPF.eva, 7)({ method: 'PUT', url: '/api/AnoPremio', payload: { id: 1, ano: 2025 } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/AnoPremio', payload: { ano: 2031 } })).statusCode,
    ).toBe(401);
  });
});

describe('PUT /api/AnoPremio', () => {
  it('changes values, percent and counts, keeping the year', async () => {
    const [row] = await t.db.select().from(anoPremio).where(eq(anoPremio.ano, 2025));
    const res = await admin('PUT', {
      id: row!.id,
      ano: 2025,
      valorPremiada: 60000,
      porcentagemPrimeiraParcela: '60',
      qtdEscolas: [{ categoriaId: 5, quantidadeEscolas: 3 }],
    });
    expect(res.statusCode).toBe(200);
    const { mensagem, anoPremio: y } = res.json() as { mensagem: string; anoPremio: AwardView };
    expect(mensagem).toBe('Sucesso ao salvar!');
    expect(y).toMatchObject({
      ano: 2025,
      valorPremiada: 60000,
      valorFomentada: 30000,
      porcentagemPrimeiraParcela: 60,
    });
    expect(y.qtdEscolas.find((c) => c.categoriaId === 5)?.quantidadeEscolas).toBe(3);
    expect(y.qtdEscolas.find((c) => c.categoriaId === 1)?.quantidadeEscolas).toBe(12);

    const moved = await admin('PUT', { id: row!.id, ano: 2026 });
    expect(moved.statusCode).toBe(400);
    expect(moved.body).toBe('Ano Prêmio não pode ser alterado.');
    const missing = await admin('PUT', { id: 999999, ano: 2025 });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('Ano do prêmio não encontrado.');
    expect((await admin('PUT', { id: 'x', ano: 2025 })).statusCode).toBe(404);
    expect((await admin('PUT', { id: row!.id, ano: 2025, porcentagemPrimeiraParcela: -1 })).body).toBe(
      'Porcentagem inválida.',
    );
  });
});
