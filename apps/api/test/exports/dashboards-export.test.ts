/** Export of the dashboards' figures tables (decision 128): GET /api/Painel/{id}/Dados?tabela=&formato=. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PainelDados } from '@siam/domain/contracts/dashboards';
import { PAINEL_TABELA_NAO_ENCONTRADA } from '@siam/domain/exports/dashboards';
import { demoSchoolIds } from '../testing/demo-data';
import { createTestApp, CPF, type TestApp } from '../testing/test-app';
import { XLSX_TYPE, parseCsv, readXlsx } from './parse';

let t: TestApp;
let schools: Awaited<ReturnType<typeof demoSchoolIds>>;
const admin = () => t.as(CPF.ana, 1);
const rita = () => t.as(CPF.rita, 8);

beforeAll(async () => {
  t = await createTestApp();
  schools = await demoSchoolIds(t);
});
afterAll(() => t.close());

/** A panel with a non-empty table or chart. */
async function figures(call: ReturnType<typeof admin>) {
  for (const id of [1, 2, 3, 4, 5, 6]) {
    const dados = (await call(`/api/Painel/${id}/Dados`)).json() as PainelDados;
    const tabela = dados.tabelas.find((x) => x.linhas.length > 0);
    const grafico = dados.graficos.find((g) => g.categorias.length > 0);
    if (tabela && grafico) return { id, dados, tabela, grafico };
  }
  throw new Error('no panel with a table and a chart');
}

describe('GET /api/Painel/{id}/Dados?tabela=&formato=', () => {
  it('answers a panel table as the screen shows it, numbers written for Brazilian Excel', async () => {
    const { id, tabela } = await figures(admin());
    const res = await admin()(`/api/Painel/${id}/Dados?tabela=${tabela.id}&formato=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(tabela.colunas);
    expect(rows).toHaveLength(tabela.linhas.length);
    tabela.linhas.forEach((linha, r) =>
      linha.forEach((v, c) => {
        if (typeof v === 'number') expect(rows[r]![c]).toBe(String(v).replace('.', ','));
        else if (typeof v === 'string' && !/^\d{4}-\d{2}-\d{2}T/.test(v)) expect(rows[r]![c]).toBe(v);
      }),
    );
  });

  it('answers a chart’s figures (category and series) as an XLSX of numbers', async () => {
    const { id, grafico } = await figures(admin());
    const res = await admin()(`/api/Painel/${id}/Dados?tabela=${grafico.id}&formato=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    const ws = await readXlsx(res.rawPayload);
    expect(ws.getRow(1).getCell(1).value).toBe(grafico.eixo);
    expect(ws.getRow(1).getCell(2).value).toBe(grafico.series[0]!.rotulo);
    expect(ws.rowCount).toBe(grafico.categorias.length + 1);
    expect(ws.getRow(2).getCell(1).value).toBe(grafico.categorias[0]);
    expect(ws.getRow(2).getCell(2).value).toBe(grafico.series[0]!.valores[0]);
    if (grafico.formato === 'moeda') expect(ws.getRow(2).getCell(2).numFmt).toBe('"R$" #,##0.00');
  });

  it('writes a decimal with a comma (CSV)', async () => {
    for (const id of [1, 2, 3, 4, 5, 6]) {
      const dados = (await admin()(`/api/Painel/${id}/Dados`)).json() as PainelDados;
      for (const g of dados.graficos) {
        const r = g.categorias.findIndex((_c, i) => g.series.some((s) => !Number.isInteger(s.valores[i])));
        if (r < 0) continue;
        const s = g.series.findIndex((x) => !Number.isInteger(x.valores[r]));
        const csv = parseCsv((await admin()(`/api/Painel/${id}/Dados?tabela=${g.id}&formato=csv`)).body);
        expect(csv[r + 1]![s + 1]).toBe(String(g.series[s]!.valores[r]).replace('.', ','));
        expect(csv[r + 1]![s + 1]).toContain(',');
        return;
      }
    }
  });

  it('refuses a filter outside the scope like the panel, an unknown table, a role without the panel', async () => {
    const outside = await rita()(`/api/Painel/1/Dados?escola=${schools.C}`);
    const file = await rita()(`/api/Painel/1/Dados?escola=${schools.C}&tabela=x&formato=csv`);
    expect(outside.statusCode).toBe(403);
    expect(file.statusCode).toBe(outside.statusCode);
    expect(file.body).toBe(outside.body);
    const unknown = await admin()(`/api/Painel/1/Dados?tabela=nenhuma&formato=csv`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(PAINEL_TABELA_NAO_ENCONTRADA);
    const refused = await t.as(CPF.paulo, 17)(`/api/Painel/1/Dados?formato=pdf`);
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject(`/api/Painel/1/Dados?formato=pdf`)).statusCode).toBe(401);
  });
});
