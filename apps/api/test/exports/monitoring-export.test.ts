/**
 * Exports of the monitoring lists and results (decision 128): the school's classes with their monitoring
 * (…/Escola/Turmas?formato=) and a learning monitoring's results, students × skills with the level of
 * each (GET /api/AcompanhamentoAprendizagem?formato=), recorded in the student access audit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Acompanhamento, TurmaAcompanhamento } from '@siam/domain/contracts/monitoring';
import type { Habilidade } from '@siam/domain/contracts/sheets';
import { lastStudentAccess } from '../testing/access-log';
import { createTestApp, CPF, type TestApp } from '../testing/test-app';
import { YEAR, loadDemo, type Demo } from '../fixtures/monitoring-fixtures';
import { XLSX_TYPE, parseCsv, readXlsx } from './parse';

let t: TestApp;
let demo: Demo;
const carla = () => t.as(CPF.carla, 16);
const admin = () => t.as(CPF.ana, 1);
let acompId = 0;

beforeAll(async () => {
  t = await createTestApp();
  demo = await loadDemo(t);
  const rows = (
    await carla()(
      `/api/AcompanhamentoAprendizagem/Escola/Turmas?escolaId=${demo.school.A}&ano=${YEAR}&bimestre=4`,
    )
  ).json() as TurmaAcompanhamento[];
  acompId = rows.find((r) => r.codigoTurma === '1004')!.acompanhamentoId!;
});
afterAll(() => t.close());

describe('GET …/Escola/Turmas?formato=', () => {
  it('answers the learning classes of the term as the consultation lists them', async () => {
    const url = `/api/AcompanhamentoAprendizagem/Escola/Turmas?escolaId=${demo.school.A}&ano=${YEAR}&bimestre=4`;
    const list = (await carla()(url)).json() as TurmaAcompanhamento[];
    const res = await carla()(`${url}&formato=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="acompanhamento-de-aprendizagem-turmas/);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(['Turma', 'Professor', 'Finalizado', 'Validado', 'Progresso (%)']);
    expect(rows).toHaveLength(list.length);
    const r1004 = list.find((r) => r.codigoTurma === '1004')!;
    expect(rows.find((r) => r[0] === r1004.nomeTurma)).toEqual([
      r1004.nomeTurma,
      r1004.nomeProfessor,
      'Sim',
      'Aguardando',
      String(r1004.situacao),
    ]);
    const notStarted = list.find((r) => r.acompanhamentoId === null);
    if (notStarted) expect(rows.find((r) => r[0] === notStarted.nomeTurma)!.slice(2)).toEqual(['—', '—', '']);
  });

  it('answers the activity classes as an XLSX with the progress as a number', async () => {
    const url = `/api/AcompanhamentoAtividadeTurma/Escola/Turmas?escolaId=${demo.school.A}&ano=${YEAR}&bimestre=4`;
    const list = (await carla()(url)).json() as TurmaAcompanhamento[];
    const res = await carla()(`${url}&formato=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    const ws = await readXlsx(res.rawPayload);
    expect(ws.rowCount).toBe(list.length + 1);
    expect(ws.getRow(1).getCell(5).value).toBe('Progresso (%)');
  });

  it('refuses a school outside the scope exactly like the list, and a role without the lists', async () => {
    const url = `/api/AcompanhamentoAprendizagem/Escola/Turmas?escolaId=${demo.school.C}&ano=${YEAR}&bimestre=4`;
    const list = await carla()(url);
    const file = await carla()(`${url}&formato=csv`);
    expect(list.statusCode).toBe(403);
    expect(file.statusCode).toBe(list.statusCode);
    expect(file.body).toBe(list.body);
    const refused = await t.as(CPF.cecilia, 19)(`${url}&formato=pdf`);
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject(`${url}&formato=pdf`)).statusCode).toBe(401);
  });
});

describe('GET /api/AcompanhamentoAprendizagem?acompId=&formato= (the results)', () => {
  it('answers students × skills with the level chosen for each, typed in XLSX, and records the export', async () => {
    const acomp = (
      await carla()(`/api/AcompanhamentoAprendizagem?acompId=${acompId}`)
    ).json() as Acompanhamento;
    const skills = (
      await carla()(`/api/AcompanhamentoAprendizagem/Turma?acompanhamentoId=${acompId}`)
    ).json() as Habilidade[];
    const res = await carla()(`/api/AcompanhamentoAprendizagem?acompId=${acompId}&formato=xlsx`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    const ws = await readXlsx(res.rawPayload);
    expect(ws.rowCount).toBe(acomp.alunoAcompanhamento.length + 1);
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['Estudante', 'Alfabetizado', 'Progresso (%)']);
    expect(header.slice(3)).toEqual(skills.map((s) => s.descricao));
    // The levels: for each skill, how many students are at each level is what the validation chart shows.
    skills.forEach((skill, i) => {
      const counts = [0, 0, 0, 0];
      for (let r = 2; r <= ws.rowCount; r += 1) {
        const v = ws.getRow(r).getCell(4 + i).value;
        if (v !== null && v !== undefined) {
          expect(typeof v).toBe('number');
          counts[(v as number) - 1]! += 1;
        }
      }
      expect(counts).toEqual(
        [1, 2, 3, 4].map((n) => skill.quantidadeNiveis.find((q) => q.nivel === n)?.quantidade ?? 0),
      );
    });
    const progress = ws.getRow(2).getCell(3).value;
    expect(progress === null || typeof progress === 'number').toBe(true);
    const row = await lastStudentAccess(t, 'exportar', CPF.carla);
    expect(row?.detalhe).toMatch(/^Acompanhamento de aprendizagem: turma .* \(arquivo XLSX\)$/);
    expect([...(row?.alunoIds ?? [])].sort()).toEqual(acomp.alunoAcompanhamento.map((s) => s.alunoId).sort());
  });

  it('answers the results as CSV with accents and the students of the JSON', async () => {
    const acomp = (
      await admin()(`/api/AcompanhamentoAprendizagem?acompId=${acompId}`)
    ).json() as Acompanhamento;
    const res = await admin()(`/api/AcompanhamentoAprendizagem?acompId=${acompId}&formato=csv&ordenar=nome`);
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(res.body);
    expect(header![0]).toBe('Estudante');
    expect(rows.map((r) => r[0])).toEqual(
      acomp.alunoAcompanhamento.map((s) => s.nome).sort(new Intl.Collator('pt-BR').compare),
    );
    for (const r of rows) for (const level of r.slice(3)) expect(level).toMatch(/^[1-4]?$/);
  });

  it('refuses a teacher’s monitoring outside the scope like the JSON', async () => {
    const outsider = t.as(CPF.rita, 8);
    const json = await t.as(CPF.paulo, 17)(`/api/AcompanhamentoAprendizagem?acompId=${acompId}`);
    const file = await t.as(CPF.paulo, 17)(`/api/AcompanhamentoAprendizagem?acompId=${acompId}&formato=csv`);
    expect(file.statusCode).toBe(json.statusCode);
    expect(file.body).toBe(json.body);
    const unauth = await t.app.inject(`/api/AcompanhamentoAprendizagem?acompId=${acompId}&formato=pdf`);
    expect(unauth.statusCode).toBe(401);
    const regional = await outsider(`/api/AcompanhamentoAprendizagem?acompId=${acompId}&formato=csv`);
    expect(regional.statusCode).toBe(200);
  });
});

describe('GET …/Turma?acompanhamentoId=&categoriaId=&formato= (the validation’s skills table)', () => {
  it('answers a learning category’s skills with the students at each level, as numbers', async () => {
    const all = (
      await carla()(`/api/AcompanhamentoAprendizagem/Turma?acompanhamentoId=${acompId}`)
    ).json() as Habilidade[];
    const categoriaId = all[0]!.categoriaId;
    const url = `/api/AcompanhamentoAprendizagem/Turma?acompanhamentoId=${acompId}&categoriaId=${categoriaId}`;
    const skills = (await carla()(url)).json() as Habilidade[];
    const csv = await carla()(`${url}&formato=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, ...rows] = parseCsv(csv.body);
    expect(header).toEqual(['Nº', 'Habilidade', 'Nível 1', 'Nível 2', 'Nível 3', 'Nível 4']);
    expect(rows).toHaveLength(skills.length);
    const first = skills[0]!;
    const count = (n: number) =>
      String(first.quantidadeNiveis.filter((q) => q.nivel === n).reduce((a, q) => a + q.quantidade, 0));
    expect(rows[0]).toEqual([String(first.ordem), first.descricao, count(1), count(2), count(3), count(4)]);
    const ws = await readXlsx((await carla()(`${url}&formato=xlsx&ordenar=nivel4&ordem=desc`)).rawPayload);
    expect(ws.rowCount).toBe(skills.length + 1);
    expect(typeof ws.getRow(2).getCell(6).value).toBe('number');
    const most = Math.max(
      ...skills.map((s) => Number(s.quantidadeNiveis.find((q) => q.nivel === 4)?.quantidade ?? 0)),
    );
    expect(ws.getRow(2).getCell(6).value).toBe(most);
  });

  it('answers an activity monitoring’s skills with the level chosen (Nível), refused like the JSON', async () => {
    const url = `/api/AcompanhamentoAtividadeTurma/Turma?acompanhamentoId=${acompId}`;
    const json = await t.as(CPF.cecilia, 19)(url);
    const file = await t.as(CPF.cecilia, 19)(`${url}&formato=pdf`);
    expect(file.statusCode).toBe(json.statusCode);
    expect(file.statusCode).toBe(403);
    const rows = (
      await carla()(
        `/api/AcompanhamentoAtividadeTurma/Escola/Turmas?escolaId=${demo.school.A}&ano=${YEAR}&bimestre=4`,
      )
    ).json() as TurmaAcompanhamento[];
    const started = rows.find((r) => r.acompanhamentoId !== null);
    if (!started) return;
    const own = `/api/AcompanhamentoAtividadeTurma/Turma?acompanhamentoId=${started.acompanhamentoId}`;
    const res = await carla()(`${own}&formato=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(parseCsv(res.body)[0]).toEqual(['Nº', 'Habilidade', 'Nível']);
  });
});
