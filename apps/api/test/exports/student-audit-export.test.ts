/**
 * Export of the student access audit (decision 128): GET /api/Auditoria/Estudante?formato= holds every
 * entry of the student (all pages, read in keyset pages and streamed), and is itself recorded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudentAuditAnswer } from '@siam/domain/contracts/audit';
import { lastStudentAccess } from '../testing/access-log';
import { createTestApp, CPF, type TestApp } from '../testing/test-app';
import { createStudentAuditService } from '../../src/modules/audit/student-audit.service';
import { loadDemo } from '../fixtures/monitoring-fixtures';
import { XLSX_TYPE, parseCsv, readXlsx } from './parse';

let t: TestApp;
const admin = () => t.as(CPF.ana, 1);
const JOANA = '35906821406';
let joanaId = 0;

beforeAll(async () => {
  t = await createTestApp();
  const first = (await admin()(`/api/Auditoria/Estudante?cpf=${JOANA}`)).json() as StudentAuditAnswer;
  joanaId = first.alunos[0]!.id;
  // More entries than one page: reads of Joana's class list (class 1002).
  const demo = await loadDemo(t);
  for (let i = 0; i < 12; i += 1) await t.as(CPF.cecilia, 19)(`/api/turmas/${demo.cls['1002']}/alunos`);
});
afterAll(() => t.close());

async function everyEntry(): Promise<StudentAuditAnswer> {
  return (
    await admin()(`/api/Auditoria/Estudante?alunoId=${joanaId}&tamanho=100`)
  ).json() as StudentAuditAnswer;
}

describe('GET /api/Auditoria/Estudante?formato=', () => {
  it('answers every entry (all pages, not only the first) as a CSV, dates dd/mm/aaaa hh:mm, accents kept', async () => {
    const all = await everyEntry();
    expect(all.total).toBeGreaterThan(10);
    const res = await admin()(`/api/Auditoria/Estudante?alunoId=${joanaId}&pagina=1&tamanho=10&formato=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([
      'Quando',
      'Usuário',
      'CPF do usuário',
      'Perfil',
      'Ação',
      'Detalhe',
      'Endereço IP',
    ]);
    // The export's own record is written before the file: one entry more than the list read before it.
    expect(rows).toHaveLength(all.total + 1);
    expect(rows[0]![4]).toBe('Exportação');
    expect(rows[0]![5]).toBe('Auditoria de acessos do estudante (arquivo CSV)');
    expect(rows[0]![0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const cecilia = rows.find((r) => r[1] === 'Cecília Cadastro Alves')!;
    expect(cecilia[2]).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
  });

  it('records the export in the student access audit, and answers an XLSX with the instants as dates', async () => {
    const res = await admin()(`/api/Auditoria/Estudante?cpf=${JOANA}&formato=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    const row = await lastStudentAccess(t, 'exportar', CPF.ana);
    expect(row?.detalhe).toBe('Auditoria de acessos do estudante (arquivo XLSX)');
    expect([...(row?.alunoIds ?? [])]).toEqual([joanaId]);
    const ws = await readXlsx(res.rawPayload);
    const all = await everyEntry();
    // The list read after the export holds its record too.
    expect(ws.rowCount).toBe(all.total + 1);
    const when = ws.getRow(2).getCell(1);
    expect(when.value).toBeInstanceOf(Date);
    expect(when.numFmt).toBe('dd/mm/yyyy hh:mm');
  });

  it('reads the entries in keyset pages, newest first, none lost or repeated between pages', async () => {
    const service = createStudentAuditService(t.db);
    const { pages } = await service.allAccesses(
      { tipo: 'id', alunoId: joanaId, cpf: null, pagina: 1, tamanho: 10 },
      5,
    );
    const seen: string[] = [];
    let count = 0;
    for await (const page of pages) {
      expect(page.length).toBeLessThanOrEqual(5);
      count += 1;
      seen.push(...page.map((r) => r.quando));
    }
    const all = await everyEntry();
    expect(count).toBeGreaterThan(2);
    expect(seen).toEqual(all.itens.map((r) => r.quando));
  });

  it('refuses a role without the audit (403) and no session (401) even with formato=pdf; 404 as the list', async () => {
    const refused = await t.as(CPF.cecilia, 19)(`/api/Auditoria/Estudante?alunoId=${joanaId}&formato=pdf`);
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject(`/api/Auditoria/Estudante?alunoId=${joanaId}&formato=pdf`)).statusCode).toBe(
      401,
    );
    const list = await admin()(`/api/Auditoria/Estudante?alunoId=999999`);
    const file = await admin()(`/api/Auditoria/Estudante?alunoId=999999&formato=csv`);
    expect(list.statusCode).toBe(404);
    expect(file.statusCode).toBe(404);
    expect(file.body).toBe(list.body);
  });
});
