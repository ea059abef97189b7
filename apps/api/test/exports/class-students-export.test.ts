/**
 * Exports through the list's own call (decision 128): GET /api/turmas/{id}/alunos?formato=csv|xlsx
 * answers the file of what the list answers, after the same guard and scope checks, recorded in the
 * student access audit as an export.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_MSG } from '@siam/domain/export';
import type { ClassStudent } from '@siam/domain/contracts/students';
import { lastStudentAccess } from '../testing/access-log';
import { demoSchoolIds } from '../testing/demo-data';
import { createTestApp, CPF, type TestApp } from '../testing/test-app';
import { parseCsv } from './parse';

let t: TestApp;
let classA = 0;
let classB = 0;
const admin = () => t.as(CPF.ana, 1);
const cecilia = () => t.as(CPF.cecilia, 19);

beforeAll(async () => {
  t = await createTestApp();
  const schools = await demoSchoolIds(t);
  const first = async (escolaId: number) => {
    const classes = (await admin()(`/api/Escolas/${escolaId}/turmas`)).json() as { id: number }[];
    for (const c of classes) {
      const students = (await admin()(`/api/turmas/${c.id}/alunos`)).json() as ClassStudent[];
      if (students.length >= 2) return c.id;
    }
    throw new Error('no class with students');
  };
  classA = await first(schools.A);
  classB = await first(schools.B);
});
afterAll(() => t.close());

describe('GET /api/turmas/{id}/alunos?formato=', () => {
  it('answers a CSV for Brazilian Excel with every student of the list', async () => {
    const list = (await cecilia()(`/api/turmas/${classA}/alunos`)).json() as ClassStudent[];
    const res = await cecilia()(`/api/turmas/${classA}/alunos?formato=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="estudantes-da-turma-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([
      'Código INEP',
      'Matrícula',
      'Nome',
      'Sexo',
      'CPF',
      'Data de nascimento',
      'Na turma desde',
    ]);
    expect(rows).toHaveLength(list.length);
    const first = list[0]!;
    const row = rows.find((r) => r[2] === first.nome)!;
    const [y, m, d] = first.dataNascimento.split('-');
    expect(row[5]).toBe(`${d}/${m}/${y}`);
  });

  it('records the export in the student access audit, with every student', async () => {
    const list = (await cecilia()(`/api/turmas/${classA}/alunos`)).json() as ClassStudent[];
    const res = await cecilia()(`/api/turmas/${classA}/alunos?formato=xlsx`);
    expect(res.statusCode).toBe(200);
    const row = await lastStudentAccess(t, 'exportar', CPF.cecilia);
    expect(row?.detalhe).toBe(`Lista de estudantes da turma (código ${classA}) (arquivo XLSX)`);
    expect([...(row?.alunoIds ?? [])].sort()).toEqual(list.map((s) => s.id).sort());
  });

  it('answers an XLSX with typed cells (dates as dates)', async () => {
    const list = (await admin()(`/api/turmas/${classA}/alunos`)).json() as ClassStudent[];
    const res = await admin()(`/api/turmas/${classA}/alunos?formato=xlsx&ordenar=nome&ordem=desc`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.rowCount).toBe(list.length + 1);
    expect(ws.getRow(1).getCell(3).value).toBe('Nome');
    const names = list.map((s) => s.nome);
    const sorted = [...names].sort((a, b) => new Intl.Collator('pt-BR').compare(b, a));
    expect(ws.getRow(2).getCell(3).value).toBe(sorted[0]);
    const birth = ws.getRow(2).getCell(6);
    expect(birth.value).toBeInstanceOf(Date);
    expect(birth.numFmt).toBe('dd/mm/yyyy');
    const student = list.find((s) => s.nome === sorted[0])!;
    expect((birth.value as Date).toISOString().slice(0, 10)).toBe(student.dataNascimento);
  });

  it('refuses a class outside the caller’s scope like the list does', async () => {
    const list = await cecilia()(`/api/turmas/${classB}/alunos`);
    const file = await cecilia()(`/api/turmas/${classB}/alunos?formato=csv`);
    expect(list.statusCode).toBeGreaterThanOrEqual(400);
    expect(file.statusCode).toBe(list.statusCode);
    expect(file.body).toBe(list.body);
  });

  it('refuses an unknown format with a Portuguese message, and a caller without a session first', async () => {
    const bad = await cecilia()(`/api/turmas/${classA}/alunos?formato=pdf`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toBe(EXPORT_MSG.invalidFormat);
    const badSort = await cecilia()(`/api/turmas/${classA}/alunos?formato=csv&ordenar=nome&ordem=up`);
    expect(badSort.statusCode).toBe(400);
    expect(badSort.body).toBe(EXPORT_MSG.invalidSort);
    const anonymous = await t.app.inject(`/api/turmas/${classA}/alunos?formato=pdf`);
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers JSON as before without formato', async () => {
    const res = await cecilia()(`/api/turmas/${classA}/alunos?ordenar=nome`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});
