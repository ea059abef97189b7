import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { turma } from '../../db/schema/classes';
import { escola } from '../../db/schema/schools';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';
import { CLASS_MSG } from '@siam/domain/contracts/classes';

let t: TestApp;
const year = new Date().getFullYear();
const school = { A: 0, B: 0, C: 0 };
const cls: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const [k, inep] of [
    ['A', '27012345'],
    ['B', '27012346'],
    ['C', '27099999'],
  ] as const) {
    const [row] = await t.db.select({ id: escola.id }).from(escola).where(eq(escola.codigoInep, inep));
    school[k] = row!.id;
  }
  const rows = await t.db
    .select({ id: turma.id, codigo: turma.codigoTurma, ano: turma.anoTurma, escolaId: turma.escolaId })
    .from(turma);
  for (const r of rows) if (r.ano === year) cls[r.codigo] = r.id;
  const prev = rows.find((r) => r.ano === year - 1 && r.escolaId === school.A);
  cls.prev = prev!.id;
});
afterAll(() => t.close());

const valid = {
  codigoTurma: '1005',
  nomeTurma: '4º ANO A',
  nivelEnsino: 2,
  serie: 7,
  turno: 1,
  anexo: true,
  nomeAnexo: 'Sala anexa do Sítio',
};
const post = (cpf: string, perfil: number, payload: unknown) =>
  t.as(cpf, perfil)({ method: 'POST', url: '/api/Turmas', payload: payload as object });
const put = (cpf: string, perfil: number, url: string, payload: unknown) =>
  t.as(cpf, perfil)({ method: 'PUT', url, payload: payload as object });

describe('POST /api/Turmas', () => {
  it('registers a class of the current year, active, regular, with the annex', async () => {
    const res = await post(CPF.diego, 15, { ...valid, escolaId: school.A });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      codigoTurma: '1005',
      nomeTurma: '4º ANO A',
      serie: 7,
      nivelEnsino: 2,
      turno: 1,
      situacao: 1,
      modalidadeEnsino: 1,
      anoTurma: year,
      ano: year,
      multisseriada: false,
      anexo: true,
      nomeAnexo: 'Sala anexa do Sítio',
      quantidadeAlunos: 0,
      nomeProfessor: null,
      cpfProfessor: null,
      idProfessor: null,
      escolaId: school.A,
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'turma'), eq(auditLog.action, 'cadastrar')));
    expect(audit).toHaveLength(1);
  });

  it('sets multisseriada from the série and lets the registration team register', async () => {
    const res = await post(CPF.cecilia, 19, {
      ...valid,
      codigoTurma: '1006',
      nomeTurma: 'MULTI EF',
      serie: 9,
      anexo: false,
      escolaId: school.A,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ multisseriada: true, anexo: false, nomeAnexo: null });
  });

  it('refuses a taken code, a sige school, a school out of scope and roles without the feature', async () => {
    const taken = await post(CPF.diego, 15, { ...valid, escolaId: school.A });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toBe('Já existe uma turma com este código nesta escola.');
    const sige = await post(CPF.ana, 1, { ...valid, escolaId: school.C });
    expect(sige.statusCode).toBe(400);
    expect(sige.body).toBe('Esta escola foi cadastrada pelo SIGE e não pode ser alterada no SIAM.');
    expect((await post(CPF.diego, 15, { ...valid, escolaId: school.B })).statusCode).toBe(403);
    for (const [cpf, perfil] of [
      [CPF.carla, 16],
      [CPF.paulo, 17],
      [CPF.rita, 8],
    ] as const) {
      expect(
        (await post(cpf, perfil, { ...valid, codigoTurma: '1099', escolaId: school.A })).statusCode,
      ).toBe(403);
    }
    expect((await post(CPF.ana, 1, { ...valid, escolaId: 999999 })).statusCode).toBe(404);
  });

  it('answers the first failing rule of the form (never a 500)', async () => {
    const cases: [unknown, string][] = [
      [valid, 'Escola não selecionada'],
      [{ ...valid, escolaId: 'x' }, 'Escola não selecionada'],
      [
        { ...valid, escolaId: school.A, codigoTurma: 'A1' },
        'O código da turma é obrigatório e deve ser um número',
      ],
      [
        { ...valid, escolaId: school.A, codigoTurma: '12345678901' },
        'O código da turma deve ter no máximo 10 caracteres',
      ],
      [{ ...valid, escolaId: school.A, nomeTurma: '' }, 'O nome da turma é obrigatório'],
      [{ ...valid, escolaId: school.A, nivelEnsino: 7 }, 'Por favor, selecione um nível de ensino'],
      [{ ...valid, escolaId: school.A, nivelEnsino: 1 }, 'Por favor, selecione uma série'],
      [{ ...valid, escolaId: school.A, turno: null }, 'Por favor, selecione um turno'],
      [{ ...valid, escolaId: school.A, nomeAnexo: '' }, 'Por favor, informe o nome da sala anexa'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(CPF.diego, 15, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.body).toBe(message);
    }
    for (const payload of [[], null, 'x', { escolaId: 1e30 }]) {
      const res = await post(CPF.diego, 15, payload);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});

describe('PUT /api/Turmas', () => {
  it('renames a current-year class of a non-sige school', async () => {
    const res = await put(CPF.diego, 15, '/api/Turmas', { id: cls['1003'], nomeTurma: '2º ANO B' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: cls['1003'], nomeTurma: '2º ANO B' });
  });

  it('refuses old classes, sige classes, out-of-scope classes and bad input', async () => {
    const old = await put(CPF.diego, 15, '/api/Turmas', { id: cls.prev, nomeTurma: 'X' });
    expect(old.statusCode).toBe(400);
    expect(old.body).toBe('Somente turmas do ano corrente podem ser alteradas.');
    const sige = await put(CPF.ana, 1, '/api/Turmas', { id: cls['3001'], nomeTurma: 'X' });
    expect(sige.statusCode).toBe(400);
    expect(sige.body).toBe('Esta escola foi cadastrada pelo SIGE e não pode ser alterada no SIAM.');
    expect((await put(CPF.diego, 15, '/api/Turmas', { id: cls['2001'], nomeTurma: 'X' })).statusCode).toBe(
      403,
    );
    expect((await put(CPF.paulo, 17, '/api/Turmas', { id: cls['1003'], nomeTurma: 'X' })).statusCode).toBe(
      403,
    );
    expect((await put(CPF.diego, 15, '/api/Turmas', { id: 999999, nomeTurma: 'X' })).statusCode).toBe(404);
    const long = await put(CPF.diego, 15, '/api/Turmas', { id: cls['1003'], nomeTurma: 'x'.repeat(16) });
    expect(long.body).toBe('O nome da turma deve ter no máximo 15 caracteres');
    expect((await put(CPF.diego, 15, '/api/Turmas', { id: 'abc', nomeTurma: 'X' })).statusCode).toBe(400);
  });
});

describe('PUT /api/Turmas/{id}/Situacao and the class list', () => {
  const list = async (query: string) =>
    (
      (await t.as(CPF.diego, 15)(`/api/Escolas/${school.A}/turmas${query}`)).json() as {
        codigoTurma: string;
        situacao: number;
      }[]
    ).map((c) => c.codigoTurma);

  it('deactivates a class without students and teacher, and lists it with situacao=todas', async () => {
    const res = await put(CPF.diego, 15, `/api/Turmas/${cls['1003']}/Situacao`, { situacao: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mensagem: 'Turma atualizada com sucesso!' });
    expect(await list('')).not.toContain('1003');
    expect(await list('?situacao=0')).toEqual(['1003']);
    expect(await list('?situacao=todas')).toContain('1003');
    expect(await list('?situacao=todas')).toContain('1001');
    const back = await put(CPF.cecilia, 19, `/api/Turmas/${cls['1003']}/Situacao`, { situacao: 1 });
    expect(back.statusCode).toBe(200);
    expect(await list('')).toContain('1003');
  });

  it('refuses to deactivate a class with students or a teacher', async () => {
    for (const codigo of ['1001', '1004']) {
      const res = await put(CPF.diego, 15, `/api/Turmas/${cls[codigo]}/Situacao`, { situacao: 0 });
      expect(res.statusCode, codigo).toBe(400);
      expect(res.body).toBe('A turma só pode ser inativada sem estudantes e sem professor.');
    }
  });

  it('refuses sige, old and out-of-scope classes, and bad input', async () => {
    expect((await put(CPF.ana, 1, `/api/Turmas/${cls['3001']}/Situacao`, { situacao: 1 })).statusCode).toBe(
      400,
    );
    expect((await put(CPF.diego, 15, `/api/Turmas/${cls.prev}/Situacao`, { situacao: 1 })).statusCode).toBe(
      400,
    );
    expect(
      (await put(CPF.diego, 15, `/api/Turmas/${cls['2001']}/Situacao`, { situacao: 1 })).statusCode,
    ).toBe(403);
    expect(
      (await put(CPF.carla, 16, `/api/Turmas/${cls['1003']}/Situacao`, { situacao: 1 })).statusCode,
    ).toBe(403);
    expect(
      (await put(CPF.diego, 15, `/api/Turmas/${cls['1003']}/Situacao`, { situacao: 2 })).statusCode,
    ).toBe(400);
    expect((await put(CPF.diego, 15, `/api/Turmas/x/Situacao`, { situacao: 1 })).statusCode).toBe(400);
    expect((await put(CPF.diego, 15, `/api/Turmas/999999/Situacao`, { situacao: 1 })).statusCode).toBe(404);
    expect((await t.as(CPF.diego, 15)(`/api/Escolas/${school.A}/turmas?situacao=x`)).statusCode).toBe(400);
  });

  it("the class list's school: 404 unknown or deleted (classes or not), 403 out of scope, [] without classes", async () => {
    const get = (who: ReturnType<typeof t.as>, id: number, q = '') => who(`/api/Escolas/${id}/turmas${q}`);
    const notFound = [404, CLASS_MSG.escolaNaoEncontrada];
    const ana = t.as(CPF.ana, 1);
    const unknown = await get(ana, 999999);
    expect([unknown.statusCode, unknown.body]).toEqual(notFound);
    // In scope, classes of the year, and none of another year (the place is then asked on its own).
    expect(((await get(ana, school.B)).json() as unknown[]).length).toBeGreaterThan(0);
    expect((await get(ana, school.B, '?ano=2001')).json()).toEqual([]);
    // Out of the director's scope: 403 with classes and without.
    expect((await get(t.as(CPF.diego, 15), school.B)).statusCode).toBe(403);
    expect((await get(t.as(CPF.diego, 15), school.B, '?ano=2001')).statusCode).toBe(403);
    // A deleted school is not found, whether its classes are listed or not.
    await t.db.update(escola).set({ deletedAt: new Date() }).where(eq(escola.id, school.B));
    try {
      for (const q of ['', '?ano=2001']) {
        const gone = await get(ana, school.B, q);
        expect([gone.statusCode, gone.body], q).toEqual(notFound);
      }
    } finally {
      await t.db.update(escola).set({ deletedAt: null }).where(eq(escola.id, school.B));
    }
  });
});
