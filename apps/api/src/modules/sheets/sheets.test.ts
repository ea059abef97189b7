import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHEET_HAS_ANSWERS } from '@siam/domain/monitoring';
import { auditLog } from '../../db/schema/audit';
import { respostaAtividade } from '../../db/schema/monitoring';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';
import { SHEET_MSG, sheetFromCsv, sheetImportSchema } from '@siam/domain/contracts/sheets';

let t: TestApp;
const admin = () => t.as(CPF.ana, 1);
const carla = () => t.as(CPF.carla, 16);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Item = { id: number; descricao: string };

describe('sheets', () => {
  it('each sheet has ≥ 2 estruturas, each ≥ 2 categorias, each ≥ 3 habilidades with criteria 1..4', async () => {
    for (const fichaId of [1, 2]) {
      const estruturas = (await carla()(`/api/EstruturaFicha?fichaId=${fichaId}`)).json() as Item[];
      expect(estruturas.length).toBeGreaterThanOrEqual(2);
      for (const e of estruturas) {
        const categorias = (
          await carla()(`/api/CategoriaFicha?fichaId=${fichaId}&estruturaId=${e.id}`)
        ).json() as Item[];
        expect(categorias.length).toBeGreaterThanOrEqual(2);
      }
    }
    const [leitura] = (await carla()('/api/EstruturaFicha?fichaId=1')).json() as Item[];
    expect(leitura!.descricao).toBe('Leitura');
  });

  it('categories of a structure of another sheet are none; bad input is 400; other roles 403', async () => {
    const [e2] = (await carla()('/api/EstruturaFicha?fichaId=2')).json() as Item[];
    expect((await carla()(`/api/CategoriaFicha?fichaId=1&estruturaId=${e2!.id}`)).json()).toEqual([]);
    const bad = await carla()('/api/EstruturaFicha?fichaId=3');
    expect([bad.statusCode, bad.body]).toEqual([400, SHEET_MSG.fichaInvalida]);
    expect((await carla()('/api/CategoriaFicha?fichaId=1&estruturaId=x')).statusCode).toBe(400);
    expect((await t.as(CPF.cecilia, 19)('/api/EstruturaFicha?fichaId=1')).statusCode).toBe(403);
    expect((await t.as(CPF.paulo, 17)('/api/EstruturaFicha?fichaId=1')).statusCode).toBe(200);
  });

  it('genres exist for every série; the administrator adds one', async () => {
    for (let serie = 1; serie <= 9; serie++) {
      const list = (await carla()(`/api/GeneroTextual?codigoSerie=${serie}`)).json() as unknown[];
      expect(list.length, `série ${serie}`).toBeGreaterThan(0);
    }
    expect((await carla()('/api/GeneroTextual?codigoSerie=10')).statusCode).toBe(400);
    const add = await admin()({
      method: 'POST',
      url: '/api/GeneroTextual',
      payload: { genero: 'Cordel', series: [7, 8] },
    });
    expect(add.statusCode, add.body).toBe(201);
    const g = (await carla()('/api/GeneroTextual?codigoSerie=8')).json() as { genero: string }[];
    expect(g.map((x) => x.genero)).toContain('Cordel');
    expect(
      (await carla()({ method: 'POST', url: '/api/GeneroTextual', payload: { genero: 'X', series: [1] } }))
        .statusCode,
    ).toBe(403);
    const bad = await admin()({
      method: 'POST',
      url: '/api/GeneroTextual',
      payload: { genero: '', series: [1] },
    });
    expect([bad.statusCode, bad.body]).toEqual([400, SHEET_MSG.generoObrigatorio]);
  });
});

describe('POST /api/Fichas/Importar', () => {
  const sheet = (fichaId: number) => ({
    fichaId,
    estruturas: [
      {
        descricao: 'Leitura',
        categorias: [
          {
            descricao: 'Fluência',
            habilidades: [
              { descricao: 'Lê palavras.', criterios: ['Não lê', 'Soletra', 'Lê devagar', 'Lê bem'] },
            ],
          },
        ],
      },
    ],
  });

  it('refuses a sheet with answers (409), checks the shape (400) and the role (403)', async () => {
    const res = await admin()({ method: 'POST', url: '/api/Fichas/Importar', payload: sheet(1) });
    expect([res.statusCode, res.body]).toEqual([409, SHEET_HAS_ANSWERS]);
    const three = sheet(2);
    three.estruturas[0]!.categorias[0]!.habilidades[0]!.criterios.pop();
    const bad = await admin()({ method: 'POST', url: '/api/Fichas/Importar', payload: three });
    expect([bad.statusCode, bad.body]).toEqual([400, SHEET_MSG.quatroCriterios]);
    const none = await admin()({
      method: 'POST',
      url: '/api/Fichas/Importar',
      payload: { fichaId: 2, estruturas: [] },
    });
    expect([none.statusCode, none.body]).toEqual([400, SHEET_MSG.fichaSemEstrutura]);
    expect(
      (await carla()({ method: 'POST', url: '/api/Fichas/Importar', payload: sheet(2) })).statusCode,
    ).toBe(403);
  });

  it('replaces a sheet without answers and leaves an audit row', async () => {
    // Sheet 2's answers belong to the seeded monitorings: remove them first in this test database.
    await t.db.delete(respostaAtividade);
    const res = await admin()({ method: 'POST', url: '/api/Fichas/Importar', payload: sheet(2) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ fichaId: 2, estruturas: 1, categorias: 1, habilidades: 1, criterios: 4 });
    const [e] = (await carla()('/api/EstruturaFicha?fichaId=2')).json() as Item[];
    const [c] = (await carla()(`/api/CategoriaFicha?fichaId=2&estruturaId=${e!.id}`)).json() as Item[];
    expect(c!.descricao).toBe('Fluência');
    const audits = await t.db.select().from(auditLog);
    expect(audits.some((a) => a.action === 'importar-ficha')).toBe(true);
  });
});

describe('CSV files', () => {
  it('groups lines by structure and category, honouring quotes', () => {
    const csv = [
      'estrutura;categoria;habilidade;nivel1;nivel2;nivel3;nivel4',
      'Leitura;Fluência;Lê palavras;a;b;c;d',
      'Leitura;Fluência;"Lê frases; com pausa";a;b;c;d',
      'Escrita;Produção;Escreve;a;b;c;"d ""final"""',
    ].join('\n');
    const parsed = sheetImportSchema.parse(sheetFromCsv(csv, 1));
    expect(parsed.estruturas.map((e) => e.descricao)).toEqual(['Leitura', 'Escrita']);
    expect(parsed.estruturas[0]!.categorias[0]!.habilidades.map((h) => h.descricao)).toEqual([
      'Lê palavras',
      'Lê frases; com pausa',
    ]);
    expect(parsed.estruturas[1]!.categorias[0]!.habilidades[0]!.criterios[3]).toBe('d "final"');
  });
  it('refuses a wrong header or a short line', () => {
    expect(() => sheetFromCsv('a;b\nx;y', 1)).toThrow(SHEET_MSG.csvInvalido);
    expect(() =>
      sheetFromCsv('estrutura,categoria,habilidade,nivel1,nivel2,nivel3,nivel4\na,b,c,d', 1),
    ).toThrow(/Linha 2/);
  });
});
