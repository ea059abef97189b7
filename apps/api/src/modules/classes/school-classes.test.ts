import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSchoolIds } from '../../../test/testing/demo-data';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';
import type { Turma } from '@siam/domain/contracts/classes';

let t: TestApp;
const school: Record<'A' | 'B' | 'C', number> = { A: 0, B: 0, C: 0 };
const year = new Date().getFullYear();

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(school, await demoSchoolIds(t));
});
afterAll(() => t.close());

describe('GET /api/Escolas/{id}/turmas', () => {
  it('lists the school’s active classes of the current year by série and name, with their students', async () => {
    const res = await t.as(CPF.cecilia, 19)(`/api/Escolas/${school.A}/turmas`);
    expect(res.statusCode).toBe(200);
    const classes = res.json() as Turma[];
    expect(classes.map((c) => c.codigoTurma)).toEqual(['1001', '1002', '1003', '1004']);
    expect(classes[0]).toMatchObject({
      nomeTurma: 'INF V A',
      serie: 2,
      turno: 1,
      nivelEnsino: 1,
      composicaoEnsino: 1,
      modalidadeEnsino: 1,
      situacao: 1,
      escolaId: school.A,
      nomeProfessor: 'Paulo Professor Santos',
      anoTurma: year,
      multisseriada: false,
    });
    expect(classes[0]!.quantidadeAlunos).toBeGreaterThanOrEqual(3);
    expect(classes[1]!.quantidadeAlunos).toBeGreaterThanOrEqual(3);
    expect(classes.find((c) => c.codigoTurma === '1003')).toMatchObject({
      quantidadeAlunos: 0,
      nomeProfessor: null,
    });
  });

  it('filters by série, situação and year', async () => {
    const admin = t.as(CPF.ana, 1);
    const serie4 = (await admin(`/api/Escolas/${school.A}/turmas?serie=4&situacao=1`)).json() as Turma[];
    expect(serie4.map((c) => c.codigoTurma)).toEqual(['1002']);
    expect((await admin(`/api/Escolas/${school.A}/turmas?serie=9`)).json()).toEqual([]);
    expect((await admin(`/api/Escolas/${school.A}/turmas?situacao=0`)).json()).toEqual([]);
    const last = (
      await admin(`/api/Escolas/${school.A}/turmas?situacao=0&ano=${year - 1}`)
    ).json() as Turma[];
    expect(last.length).toBeGreaterThan(0);
    expect(last.every((c) => c.situacao === 0 && c.anoTurma === year - 1)).toBe(true);
    expect((await admin(`/api/Escolas/${school.A}/turmas?serie=`)).statusCode).toBe(200);
  });

  it('refuses schools outside the scope and roles without the features', async () => {
    expect((await t.as(CPF.rita, 8)(`/api/Escolas/${school.A}/turmas`)).statusCode).toBe(200);
    expect((await t.as(CPF.rita, 8)(`/api/Escolas/${school.C}/turmas`)).statusCode).toBe(403);
    expect((await t.as(CPF.sergio, 11)(`/api/Escolas/${school.B}/turmas`)).statusCode).toBe(403);
    expect((await t.as(CPF.carla, 16)(`/api/Escolas/${school.B}/turmas`)).statusCode).toBe(200);
    expect((await t.as(CPF.cecilia, 19)(`/api/Escolas/${school.B}/turmas`)).statusCode).toBe(403);
    const paulo = await t.as(CPF.paulo, 17)(`/api/Escolas/${school.A}/turmas`);
    expect(paulo.statusCode).toBe(403);
    expect(paulo.body).toBe('Funcionalidade não permitida');
    expect((await t.as(CPF.ulisses, 14)(`/api/Escolas/${school.A}/turmas`)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown school and 400 for bad input', async () => {
    const admin = t.as(CPF.ana, 1);
    const missing = await admin('/api/Escolas/99999999/turmas');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('Nenhuma escola encontrada');
    expect((await admin('/api/Escolas/abc/turmas')).statusCode).toBe(400);
    expect((await admin(`/api/Escolas/${school.A}/turmas?serie=10`)).body).toBe('Série inválida.');
    expect((await admin(`/api/Escolas/${school.A}/turmas?situacao=2`)).body).toBe('Situação inválida.');
    expect((await admin(`/api/Escolas/${school.A}/turmas?ano=abc`)).body).toBe('Ano inválido.');
  });
});
