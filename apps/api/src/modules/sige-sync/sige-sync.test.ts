import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Motivo } from '@siam/domain/enums';
import {
  INEP_INVALID,
  INEP_REQUIRED,
  SIGE_CONFLICT,
  SIGE_SCHOOL_NOT_FOUND,
  SYNC_NOT_SIGE,
  SYNC_REASON,
} from '@siam/domain/school-import';
import type { SyncResult, SyncResultItem, SyncResultRow } from '@siam/domain/contracts/sige-sync';
import {
  SYNC_RESULT_NOT_FOUND,
  SYNC_RESULT_SCHOOL_REQUIRED,
  summarizeSync,
} from '@siam/domain/school-import';
import { studentAccessLog } from '../../db/schema/audit';
import { sincronizacaoResultado } from '../../db/schema/sige-sync';
import { turma } from '../../db/schema/classes';
import { escola } from '../../db/schema/schools';
import { aluno, alunoTurma } from '../../db/schema/students';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';
import { buildDemoSige } from '../../db/seed/demo-sige';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sync = (cpf: string, perfil: number, codigoInep: unknown) =>
  t.as(cpf, perfil)({ method: 'POST', url: '/api/Escolas/Sincronizar', payload: { codigoInep } });
/** The spec's call: POST Escolas/Sincronizar?codigoInep={inep} (spec 01 §7), no body. */
const syncByQuery = (cpf: string, perfil: number, query: string) =>
  t.as(cpf, perfil)({ method: 'POST', url: `/api/Escolas/Sincronizar?${query}` });

async function schoolId(inep: string): Promise<number> {
  const [row] = await t.db.select({ id: escola.id }).from(escola).where(eq(escola.codigoInep, inep));
  if (!row) throw new Error(inep);
  return row.id;
}

async function currentClassOf(nome: string): Promise<string | null> {
  const [row] = await t.db
    .select({ turma: turma.nomeTurma })
    .from(aluno)
    .innerJoin(alunoTurma, and(eq(alunoTurma.alunoId, aluno.id), isNull(alunoTurma.dataFim)))
    .innerJoin(turma, eq(turma.id, alunoTurma.turmaId))
    .where(and(eq(aluno.nome, nome), isNull(aluno.deletedAt)));
  return row?.turma ?? null;
}

/** The names of the current students of a class of the year, sorted as demo-sige.ts sorts them. */
async function classStudentNames(inep: string, codigoTurma: string): Promise<string[]> {
  const c = await schoolId(inep);
  const rows = await t.db
    .select({ nome: aluno.nome })
    .from(aluno)
    .innerJoin(alunoTurma, and(eq(alunoTurma.alunoId, aluno.id), isNull(alunoTurma.dataFim)))
    .innerJoin(turma, eq(turma.id, alunoTurma.turmaId))
    .where(and(eq(turma.escolaId, c), eq(turma.codigoTurma, codigoTurma)));
  return rows.map((r) => r.nome).sort((a, b) => a.localeCompare(b, 'pt-BR'));
}

describe('POST /api/Escolas/Sincronizar', () => {
  it('refuses bad input with 400, other roles and other schools with 403, a non-SIGE school', async () => {
    expect((await sync(CPF.ana, 1, '123')).body).toBe(INEP_INVALID);
    const missing = await t.as(CPF.ana, 1)({ method: 'POST', url: '/api/Escolas/Sincronizar', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toBe(INEP_REQUIRED);
    for (const [cpf, perfil] of [
      [CPF.eva, 7],
      [CPF.paulo, 17],
      [CPF.carla, 16],
    ] as const) {
      const res = await sync(cpf, perfil, '27099999');
      expect(res.statusCode).toBe(403);
      expect(res.body).toBe('Funcionalidade não permitida');
    }
    // The director and the registration staff of school A may synchronise their own school only.
    expect((await sync(CPF.diego, 15, '27099999')).statusCode).toBe(403);
    expect((await sync(CPF.cecilia, 19, '27099999')).statusCode).toBe(403);
    const notSige = await sync(CPF.diego, 15, '27012345');
    expect(notSige.statusCode).toBe(400);
    expect(notSige.body).toBe(SYNC_NOT_SIGE);
    const unknown = await sync(CPF.ana, 1, '11111111');
    expect(unknown.statusCode).toBe(404);
    // A SIGE school the demo SIGE does not have.
    const gone = await sync(CPF.ana, 1, '27012348');
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toBe(SIGE_SCHOOL_NOT_FOUND);
  });

  it('takes the INEP code in the query string, as the spec writes the call (issue 15)', async () => {
    const bad = await syncByQuery(CPF.ana, 1, 'codigoInep=123');
    expect([bad.statusCode, bad.body]).toEqual([400, INEP_INVALID]);
    const none = await syncByQuery(CPF.ana, 1, '');
    expect([none.statusCode, none.body]).toEqual([400, INEP_REQUIRED]);
    const blank = await syncByQuery(CPF.ana, 1, 'codigoInep=');
    expect([blank.statusCode, blank.body]).toEqual([400, INEP_REQUIRED]);
    // The scope and the school's rules apply to the query's code as to the body's.
    expect((await syncByQuery(CPF.diego, 15, 'codigoInep=27099999')).statusCode).toBe(403);
    const notSige = await syncByQuery(CPF.diego, 15, 'codigoInep=27012345');
    expect([notSige.statusCode, notSige.body]).toEqual([400, SYNC_NOT_SIGE]);
    // The query wins over a body that names another school.
    const both = await t.as(
      CPF.diego,
      15,
    )({
      method: 'POST',
      url: '/api/Escolas/Sincronizar?codigoInep=27012345',
      payload: { codigoInep: '27099999' },
    });
    expect([both.statusCode, both.body]).toEqual([400, SYNC_NOT_SIGE]);
  });

  it('applies the demo SIGE changes to school C, reports each, keeps every history, then reports none', async () => {
    const seededBefore = await classStudentNames('27099999', '3001');
    // The spec's form (query string); the body form below answers the same.
    const res = await syncByQuery(CPF.ana, 1, 'codigoInep=27099999');
    expect(res.statusCode).toBe(200);
    const rows = res.json<SyncResultRow[]>();
    const seeded = seededBefore;
    expect(seeded.length).toBeGreaterThanOrEqual(4);
    const renamed = (seeded[1] ?? '').split(' ');
    const corrected = [...renamed.slice(0, -1), 'de', ...renamed.slice(-1)].join(' ');
    const left = seeded.at(-1) ?? '';
    const moved = seeded.at(-2) ?? '';
    const pick = (r: SyncResultRow) => [r.nome_Turma, r.nome_Aluno, r.mensagem];
    expect(rows.map(pick).sort()).toEqual(
      [
        ['1º ANO D', null, SYNC_REASON.classCreated],
        ['1º ANO C', corrected, SYNC_REASON.studentUpdated],
        ['1º ANO C', 'Laura Gomes Barbosa', SYNC_REASON.studentCreated],
        ['1º ANO D', moved, SYNC_REASON.studentMoved('1º ANO C')],
        ['1º ANO D', 'Davi Lucas Ferreira Lima', SYNC_REASON.studentCreated],
        ['1º ANO D', 'Maria Clara Albuquerque Nunes', SYNC_REASON.studentCreated],
        ['1º ANO C', left, SYNC_REASON.studentLeft],
      ].sort(),
    );
    expect(rows.find((r) => r.nome_Aluno === 'Laura Gomes Barbosa')).toMatchObject({
      codigo_Turma: '3001',
      serie: 4,
      turno: 1,
      identificador: '802517',
      cpf_Aluno: '27190456325',
    });

    const c = await schoolId('27099999');
    const classes = await t.db
      .select()
      .from(turma)
      .where(and(eq(turma.escolaId, c), eq(turma.anoTurma, new Date().getFullYear())));
    expect(classes.map((x) => [x.codigoTurma, x.nomeTurma, x.turno, x.situacao]).sort()).toEqual([
      ['3001', '1º ANO C', 1, 1],
      ['3002', '1º ANO D', 2, 1],
    ]);
    expect(await currentClassOf(moved)).toBe('1º ANO D');
    expect(await currentClassOf('Laura Gomes Barbosa')).toBe('1º ANO C');
    expect(await currentClassOf(corrected)).toBe('1º ANO C');
    expect(await currentClassOf(left)).toBeNull();

    // The student SIGE no longer lists keeps the record and every stay; the last one ended as a transfer.
    const [gone] = await t.db.select().from(aluno).where(eq(aluno.nome, left));
    expect(gone?.deletedAt).toBeNull();
    const stays = await t.db
      .select()
      .from(alunoTurma)
      .where(eq(alunoTurma.alunoId, gone?.id ?? 0));
    expect(stays.length).toBeGreaterThan(0);
    expect(stays.some((s) => s.dataFim !== null && s.motivo === Motivo.Transferir)).toBe(true);
    const [movedRow] = await t.db.select().from(aluno).where(eq(aluno.nome, moved));
    const movedStays = await t.db
      .select()
      .from(alunoTurma)
      .where(eq(alunoTurma.alunoId, movedRow?.id ?? 0));
    expect(movedStays.some((s) => s.motivo === Motivo.Remanejar && s.dataFim !== null)).toBe(true);

    const again = await sync(CPF.ana, 1, '27099999');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual([]);
  });
});

describe('a synchronisation that fails', () => {
  let failing: TestApp;
  beforeAll(async () => {
    // The demo school, plus a new class, and a student whose CPF SIGE gives to another student.
    const data = { escolas: structuredClone(buildDemoSige(new Date())) };
    const school = data.escolas[0];
    if (!school) throw new Error('demo');
    school.turmas.unshift({
      codigoTurma: '3009',
      nomeTurma: '1º ANO Z',
      serie: 4,
      turno: 3,
      nivelEnsino: 2,
      alunos: [],
    });
    const first = school.turmas[1]?.alunos[0];
    const second = school.turmas[1]?.alunos[1];
    if (!first || !second) throw new Error('demo');
    first.cpf = second.cpf;
    second.cpf = null;
    const dir = mkdtempSync(join(tmpdir(), 'sige-'));
    const file = join(dir, 'sige.json');
    writeFileSync(file, JSON.stringify(data));
    failing = await createTestApp({ config: { sigeDemoFile: file } });
  });
  afterAll(() => failing.close());

  it('changes nothing and answers 409 with a clear message', async () => {
    const res = await failing.as(
      CPF.ana,
      1,
    )({
      method: 'POST',
      url: '/api/Escolas/Sincronizar',
      payload: { codigoInep: '27099999' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.body).toBe(SIGE_CONFLICT);
    const classes = await failing.db.select().from(turma).where(eq(turma.codigoTurma, '3009'));
    expect(classes).toEqual([]);
    // A failed synchronisation keeps no result (it is written in the sync's transaction).
    expect(await failing.db.select().from(sincronizacaoResultado)).toEqual([]);
    const [bianca] = await failing.db.select().from(aluno).where(eq(aluno.nome, 'Bianca Moreira Souza'));
    expect(bianca).toBeDefined();
  });
});

describe('kept results: GET /api/Escolas/Sincronizar/Resultados (decision 126)', () => {
  const results = (cpf: string, perfil: number, query: string) =>
    t.as(cpf, perfil)({ method: 'GET', url: `/api/Escolas/Sincronizar/Resultados?${query}` });
  const result = (cpf: string, perfil: number, id: string | number) =>
    t.as(cpf, perfil)({ method: 'GET', url: `/api/Escolas/Sincronizar/Resultados/${id}` });

  it('keeps each synchronisation (who, when, what changed) and answers it again, newest first', async () => {
    const c = await schoolId('27099999');
    const res = await sync(CPF.ana, 1, '27099999');
    expect(res.statusCode).toBe(200);
    const rows = res.json<SyncResultRow[]>();
    const location = String(res.headers['content-location']);
    expect(location).toMatch(/^\/api\/Escolas\/Sincronizar\/Resultados\/\d+$/);
    const id = Number(location.split('/').at(-1));

    const one = await result(CPF.ana, 1, id);
    expect(one.statusCode).toBe(200);
    const kept = one.json<SyncResult>();
    expect(kept).toMatchObject({
      id,
      escolaId: c,
      codigoInep: '27099999',
      usuarioCpf: CPF.ana,
      alteracoes: rows,
      resumo: summarizeSync(rows),
    });
    expect(kept.usuarioNome.length).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(kept.executadaEm))).toBe(false);

    const list = await results(CPF.ana, 1, `escolaId=${c}`);
    expect(list.statusCode).toBe(200);
    const items = list.json<SyncResultItem[]>();
    expect(items[0]?.id).toBe(id);
    const times = items.map((i) => Date.parse(i.executadaEm));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // The list carries the summary, not the changed students.
    expect(items[0]).not.toHaveProperty('alteracoes');
  });

  it('records the read of a result that names students in the student access log', async () => {
    const c = await schoolId('27099999');
    const [withStudents] = await t.db
      .insert(sincronizacaoResultado)
      .values({
        escolaId: c,
        usuarioCpf: CPF.ana,
        usuarioNome: 'Ana',
        perfilId: 1,
        executadaEm: new Date(),
        resumo: summarizeSync([]),
        alteracoes: [],
        alunoIds: [1],
      })
      .returning({ id: sincronizacaoResultado.id });
    expect((await result(CPF.ana, 1, withStudents!.id)).statusCode).toBe(200);
    const logged = await t.db
      .select()
      .from(studentAccessLog)
      .where(like(studentAccessLog.detalhe, 'Resultado da sincronização com o SIGE%'));
    expect(logged.some((r) => r.alunoIds.includes(1) && r.acao === 'consultar')).toBe(true);
  });

  it('refuses other roles, schools out of scope, unknown ids and bad input in Portuguese', async () => {
    const c = await schoolId('27099999');
    const [any] = await t.db
      .select({ id: sincronizacaoResultado.id })
      .from(sincronizacaoResultado)
      .where(eq(sincronizacaoResultado.escolaId, c));
    expect(any).toBeDefined();
    // A role without the synchronisation.
    for (const res of [await results(CPF.paulo, 17, `escolaId=${c}`), await result(CPF.paulo, 17, any!.id)]) {
      expect([res.statusCode, res.body]).toEqual([403, 'Funcionalidade não permitida']);
    }
    // School A's director may not read school C's synchronisations.
    expect((await results(CPF.diego, 15, `escolaId=${c}`)).statusCode).toBe(403);
    expect((await result(CPF.diego, 15, any!.id)).statusCode).toBe(403);
    // ... but lists their own school's (none yet: school A does not use SIGE).
    const own = await results(CPF.diego, 15, `escolaId=${await schoolId('27012345')}`);
    expect([own.statusCode, own.json()]).toEqual([200, []]);

    const unknown = await result(CPF.ana, 1, 999999);
    expect([unknown.statusCode, unknown.body]).toEqual([404, SYNC_RESULT_NOT_FOUND]);
    const bad = await result(CPF.ana, 1, 'abc');
    expect([bad.statusCode, bad.body]).toEqual([400, SYNC_RESULT_NOT_FOUND]);
    const none = await results(CPF.ana, 1, '');
    expect([none.statusCode, none.body]).toEqual([400, SYNC_RESULT_SCHOOL_REQUIRED]);
    const blank = await results(CPF.ana, 1, 'escolaId=x');
    expect([blank.statusCode, blank.body]).toEqual([400, SYNC_RESULT_SCHOOL_REQUIRED]);
  });
});
