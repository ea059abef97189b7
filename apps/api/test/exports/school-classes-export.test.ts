/** Export of a school's classes (decision 128): GET /api/Escolas/{id}/turmas?formato=csv|xlsx. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_MSG } from '@siam/domain/export';
import type { Turma } from '@siam/domain/contracts/classes';
import { serieLabel, turnoLabel } from '@siam/domain/enums';
import { demoSchoolIds } from '../testing/demo-data';
import { createTestApp, CPF, type TestApp } from '../testing/test-app';
import { XLSX_TYPE, parseCsv, readXlsx } from './parse';

let t: TestApp;
let schools: Awaited<ReturnType<typeof demoSchoolIds>>;
const cecilia = () => t.as(CPF.cecilia, 19);
const admin = () => t.as(CPF.ana, 1);

beforeAll(async () => {
  t = await createTestApp();
  schools = await demoSchoolIds(t);
});
afterAll(() => t.close());

describe('GET /api/Escolas/{id}/turmas?formato=', () => {
  it('answers every class of the list as a CSV for Brazilian Excel, with the screen’s labels', async () => {
    const list = (await cecilia()(`/api/Escolas/${schools.A}/turmas`)).json() as Turma[];
    expect(list.length).toBeGreaterThanOrEqual(4);
    const res = await cecilia()(`/api/Escolas/${schools.A}/turmas?formato=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/filename="turmas-da-escola-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(['Código', 'Turma', 'Série', 'Turno', 'Professor', 'Estudantes']);
    expect(rows).toHaveLength(list.length);
    const first = list.find((c) => c.codigoTurma === '1002')!;
    const row = rows.find((r) => r[0] === '1002')!;
    // Accents and ordinal signs as written ('1º ANO A', '1º ano').
    expect(row).toEqual([
      '1002',
      first.nomeTurma,
      serieLabel(first.serie),
      turnoLabel(first.turno),
      first.nomeProfessor,
      String(first.quantidadeAlunos),
    ]);
    expect(row[1]).toBe('1º ANO A');
    const noTeacher = rows.find((r) => r[0] === '1003')!;
    expect(noTeacher[4]).toBe('Sem professor');
  });

  it('follows the table’s sort and answers an XLSX with the number of students as a number', async () => {
    const list = (await admin()(`/api/Escolas/${schools.A}/turmas`)).json() as Turma[];
    const res = await admin()(
      `/api/Escolas/${schools.A}/turmas?formato=xlsx&ordenar=quantidadeAlunos&ordem=desc`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    const ws = await readXlsx(res.rawPayload);
    expect(ws.rowCount).toBe(list.length + 1);
    const most = Math.max(...list.map((c) => c.quantidadeAlunos));
    expect(ws.getRow(2).getCell(6).value).toBe(most);
    expect(typeof ws.getRow(2).getCell(6).value).toBe('number');
  });

  it('adds the year and the situation for editar-turma’s list (situacao=todas)', async () => {
    const list = (
      await cecilia()(`/api/Escolas/${schools.A}/turmas?situacao=todas&serie=4`)
    ).json() as Turma[];
    const res = await cecilia()(`/api/Escolas/${schools.A}/turmas?situacao=todas&serie=4&formato=csv`);
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([
      'Código',
      'Turma',
      'Série',
      'Turno',
      'Professor',
      'Estudantes',
      'Ano',
      'Situação',
    ]);
    expect(rows).toHaveLength(list.length);
    const c1002 = rows.find((r) => r[0] === '1002')!;
    expect(c1002[6]).toBe(String(new Date().getFullYear()));
    expect(c1002[7]).toBe('Ativa');
  });

  it('refuses a school outside the caller’s scope exactly like the list', async () => {
    const list = await cecilia()(`/api/Escolas/${schools.B}/turmas`);
    const file = await cecilia()(`/api/Escolas/${schools.B}/turmas?formato=csv`);
    expect(list.statusCode).toBe(403);
    expect(file.statusCode).toBe(list.statusCode);
    expect(file.body).toBe(list.body);
  });

  it('refuses a role without the list (403) and no session (401) before reading formato=pdf', async () => {
    const refused = await t.as(CPF.ulisses, 14)(`/api/Escolas/${schools.A}/turmas?formato=pdf`);
    expect(refused.statusCode).toBe(403);
    const anonymous = await t.app.inject(`/api/Escolas/${schools.A}/turmas?formato=pdf`);
    expect(anonymous.statusCode).toBe(401);
    const bad = await cecilia()(`/api/Escolas/${schools.A}/turmas?formato=pdf`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toBe(EXPORT_MSG.invalidFormat);
  });
});
