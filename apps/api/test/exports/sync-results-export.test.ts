/** Exports of the kept SIGE synchronisations (decisions 126, 128): the school's list and one result's changes. */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncResultRow } from '@siam/domain/contracts/sige-sync';
import { lastStudentAccess } from '../testing/access-log';
import { demoSchoolIds } from '../testing/demo-data';
import { createTestApp, CPF, type TestApp } from '../testing/test-app';

let t: TestApp;
let schoolC = 0;
let resultId = 0;
let changes: SyncResultRow[] = [];
const admin = () => t.as(CPF.ana, 1);
const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

beforeAll(async () => {
  t = await createTestApp();
  schoolC = (await demoSchoolIds(t)).C;
  const res = await admin()({ method: 'POST', url: '/api/Escolas/Sincronizar?codigoInep=27099999' });
  expect(res.statusCode, res.body).toBe(200);
  changes = res.json<SyncResultRow[]>();
  resultId = Number(String(res.headers['content-location']).split('/').at(-1));
});
afterAll(() => t.close());

describe('exports of the kept synchronisations', () => {
  it("exports the school's list with a date and time and typed counts", async () => {
    const res = await admin()(`/api/Escolas/Sincronizar/Resultados?escolaId=${schoolC}&formato=csv`);
    expect(res.statusCode, res.body).toBe(200);
    const [header, first] = csvLines(res.body);
    expect(header).toBe(
      'Data e hora;Usuário;Turmas criadas;Turmas atualizadas;Turmas desativadas;Estudantes cadastrados;' +
        'Estudantes atualizados;Estudantes enturmados;Estudantes que saíram;Total de mudanças',
    );
    expect(first).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};Ana Administradora Silva;/);
    expect(first!.split(';').at(-1)).toBe(String(changes.length));
  });

  it("exports one result's changes as XLSX, recorded as an export of its students", async () => {
    const res = await admin()(`/api/Escolas/Sincronizar/Resultados/${resultId}?formato=xlsx`);
    expect(res.statusCode, res.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.rowCount).toBe(changes.length + 1);
    expect(ws.getRow(1).getCell(8).value).toBe('Mudança');
    expect(ws.getRow(2).getCell(8).value).toBe(changes[0]!.mensagem);
    const row = await lastStudentAccess(t, 'exportar', CPF.ana);
    expect(row?.detalhe).toMatch(
      /^Resultado da sincronização com o SIGE \(escola 27099999, .*\) \(arquivo XLSX\)$/,
    );
  });

  it('refuses a role without the sync before looking at the format', async () => {
    const res = await t.as(CPF.paulo, 17)(`/api/Escolas/Sincronizar/Resultados/${resultId}?formato=pdf`);
    expect(res.statusCode).toBe(403);
  });
});
