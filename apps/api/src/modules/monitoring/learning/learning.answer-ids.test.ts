/**
 * Answers with a client id (`respostaId`, issue 18 item 3, decision 133) on
 * POST /api/AcompanhamentoAprendizagemAluno/Respostas: applied once per student, a repeat answers the
 * current percents (even after the monitoring was finished or the student left it), the same id for
 * another answer is 409, and the refusals of the state, the student and the caller stay the server's.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALFABETIZADO_NOT_EVALUATED,
  ALREADY_FINISHED,
  FINISH_EXPIRED,
  STUDENT_RECORD_NOT_FOUND,
} from '@siam/domain/monitoring';
import { MONITORING_MSG, type Acompanhamento } from '@siam/domain/contracts/monitoring';
import type { Habilidade } from '@siam/domain/contracts/sheets';
import { auditLog } from '../../../db/schema/audit';
import { turma } from '../../../db/schema/classes';
import {
  acompanhamento,
  acompanhamentoAluno,
  respostaAprendizagem,
  respostaRecebida,
} from '../../../db/schema/monitoring';
import { aluno, alunoTurma } from '../../../db/schema/students';
import { createTestApp, CPF, type TestApp } from '../../../../test/testing/test-app';
import { YEAR, loadDemo, setPeriod, type Demo } from '../../../../test/fixtures/monitoring-fixtures';

let t: TestApp;
let demo: Demo;
const paulo = () => t.as(CPF.paulo, 17);
const BASE = '/api/AcompanhamentoAprendizagem';
const URL = '/api/AcompanhamentoAprendizagemAluno/Respostas';
type Who = ReturnType<typeof paulo>;
type Result = { situacao: number; situacaoAluno: number; aplicadas: string[]; repetidas: string[] };

/** The learning monitoring of class 1002 (bimestre 4) and an activity one of 1001 (another kind). */
let id = 0;
let activityId = 0;
let students: { id: number; alfabetizado: boolean | null }[] = [];
let evaluable: number[] = [];
let skills: Habilidade[] = [];

const item = (s: Habilidade, nivel: number, respostaId: string = randomUUID()) => ({
  respostaId,
  habilidadeId: s.id,
  criterioId: s.criterios.find((c) => c.nivel === nivel)!.id,
});
type Item = ReturnType<typeof item>;

const post = (alunoId: number, respostas: unknown[], who: Who = paulo(), acompanhamentoId = id) =>
  who({ method: 'POST', url: URL, payload: { alunoId, acompanhamentoId, respostas } });

async function audits(): Promise<number> {
  const [r] = await t.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'responder'), eq(auditLog.entityId, String(id))));
  return Number(r!.n);
}

async function answerRows(alunoId: number): Promise<number> {
  const [r] = await t.db
    .select({ n: count() })
    .from(respostaAprendizagem)
    .innerJoin(acompanhamentoAluno, eq(acompanhamentoAluno.id, respostaAprendizagem.acompanhamentoAlunoId))
    .where(and(eq(acompanhamentoAluno.acompanhamentoId, id), eq(acompanhamentoAluno.alunoId, alunoId)));
  return Number(r!.n);
}

beforeAll(async () => {
  t = await createTestApp();
  demo = await loadDemo(t);
  students = await t.db
    .select({ id: aluno.id, alfabetizado: aluno.estudanteAlfabetizado })
    .from(alunoTurma)
    .innerJoin(aluno, eq(aluno.id, alunoTurma.alunoId))
    .where(and(eq(alunoTurma.turmaId, demo.cls['1002']!), isNull(alunoTurma.dataFim)));
  evaluable = students.filter((s) => s.alfabetizado !== true).map((s) => s.id);
  expect(evaluable.length).toBeGreaterThanOrEqual(3);
  const genres = ((await paulo()('/api/GeneroTextual?codigoSerie=4')).json() as { id: number }[]).map(
    (g) => g.id,
  );
  const res = await paulo()({
    method: 'POST',
    url: BASE,
    payload: {
      ano: YEAR,
      bimestre: 4,
      turmaId: demo.cls['1002'],
      responsavel: CPF.paulo,
      componenteCurricular: 1,
      codigosGenerosTextuais: genres.slice(0, 1),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  id = (res.json() as Acompanhamento).acompanhamentoId;
  const activity = await paulo()({
    method: 'POST',
    url: '/api/AcompanhamentoAtividadeTurma',
    payload: { turmaId: demo.cls['1001'], ano: YEAR, bimestre: 4, responsavel: CPF.paulo },
  });
  expect(activity.statusCode, activity.body).toBe(201);
  activityId = (activity.json() as Acompanhamento).acompanhamentoId;
  skills = (await paulo()(`${BASE}/Turma?acompanhamentoId=${id}`)).json() as Habilidade[];
  expect(skills.length).toBeGreaterThanOrEqual(12);
});
afterAll(() => t.close());

describe('the contract', () => {
  it('refuses a respostaId that is not a UUID, and one repeated in the body, with 400', async () => {
    for (const bad of ['x', 7, '', `{${randomUUID()}}`]) {
      const res = await post(evaluable[0]!, [{ ...item(skills[0]!, 1), respostaId: bad }]);
      expect([res.statusCode, res.body], String(bad)).toEqual([400, MONITORING_MSG.respostaIdInvalido]);
    }
    const same = randomUUID();
    const twice = await post(evaluable[0]!, [item(skills[0]!, 1, same), item(skills[1]!, 1, same)]);
    expect([twice.statusCode, twice.body]).toEqual([400, MONITORING_MSG.respostaIdRepetido]);
    expect(await answerRows(evaluable[0]!)).toBe(0);
  });

  it('refuses the roles that may not write with 403', async () => {
    for (const who of [t.as(CPF.carla, 16), t.as(CPF.ana, 1)]) {
      const res = await post(evaluable[0]!, [item(skills[0]!, 1)], who);
      expect([res.statusCode, res.body]).toEqual([403, 'Funcionalidade não permitida']);
    }
  });
});

/** Student 0's first answers (skills 0-3, level 2). */
let first: Item[] = [];

describe('applied once', () => {
  it("applies a student's body once: its retry answers the same percents, no new row nor audit row", async () => {
    const s = evaluable[0]!;
    first = skills.slice(0, 4).map((h) => item(h, 2));
    const ids = first.map((a) => a.respostaId);
    const res = await post(s, first);
    expect(res.statusCode, res.body).toBe(200);
    const applied = res.json() as Result;
    expect(applied).toMatchObject({ aplicadas: ids, repetidas: [] });
    expect(applied.situacaoAluno).toBe(Math.floor((4 * 100) / skills.length));
    const again = await post(s, first);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ ...applied, aplicadas: [], repetidas: ids });
    expect(await audits()).toBe(1);
    expect(await answerRows(s)).toBe(4);
    const rows = await t.db.select().from(respostaRecebida).where(eq(respostaRecebida.acompanhamentoId, id));
    expect(rows.map((r) => r.respostaId).sort()).toEqual([...ids].sort());
    expect(
      rows.every((r) => r.tipo === 'aprendizagem' && r.alunoId === s && r.usuarioCpf === CPF.paulo),
    ).toBe(true);
  });

  it('two identical calls at once: one applies, the other finds the repeats', async () => {
    const s = evaluable[1]!;
    const body = skills.slice(0, 3).map((h) => item(h, 3));
    const ids = body.map((a) => a.respostaId);
    const before = await audits();
    const [r1, r2] = await Promise.all([post(s, body), post(s, body)]);
    expect([r1.statusCode, r2.statusCode]).toEqual([200, 200]);
    const results = [r1.json() as Result, r2.json() as Result];
    expect(results.map((r) => r.aplicadas).sort()).toEqual([[], ids].sort());
    expect(results.map((r) => r.repetidas).sort()).toEqual([[], ids].sort());
    expect(results[0]!.situacaoAluno).toBe(results[1]!.situacaoAluno);
    expect(await audits()).toBe(before + 1);
    expect(await answerRows(s)).toBe(3);
  });

  it('the same id for another student, skill, monitoring or kind is 409, and nothing is applied', async () => {
    const used = first[0]!;
    const before = await audits();
    const cases: [string, () => ReturnType<typeof post>][] = [
      ['another student', () => post(evaluable[2]!, [used])],
      ['another skill', () => post(evaluable[0]!, [{ ...item(skills[5]!, 2), respostaId: used.respostaId }])],
      ['with a new answer', () => post(evaluable[2]!, [item(skills[1]!, 1), used])],
      [
        'an activity monitoring',
        () =>
          t.as(
            CPF.paulo,
            17,
          )({
            method: 'POST',
            url: '/api/AcompanhamentoAtividadeTurma/Resposta',
            payload: [
              {
                respostaId: used.respostaId,
                criterioId: used.criterioId,
                acompanhamentoAtividadeTurmaId: activityId,
                fichaId: 2,
                estruturaId: skills[0]!.estruturaId,
                categoriaId: skills[0]!.categoriaId,
                habilidadeId: used.habilidadeId,
              },
            ],
          }),
      ],
    ];
    for (const [what, call] of cases) {
      const res = await call();
      expect([res.statusCode, res.body], what).toEqual([409, MONITORING_MSG.respostaIdEmUso]);
    }
    expect(await answerRows(evaluable[2]!)).toBe(0);
    expect(await audits()).toBe(before);
  });
});

describe('the refusals stay the server’s', () => {
  it('an alfabetizado student: 400 with its message', async () => {
    const alfa = students.find((s) => s.alfabetizado === true);
    const target = alfa?.id ?? evaluable[2]!;
    if (!alfa) await t.db.update(aluno).set({ estudanteAlfabetizado: true }).where(eq(aluno.id, target));
    try {
      const res = await post(target, [item(skills[0]!, 1)]);
      expect([res.statusCode, res.body]).toEqual([400, ALFABETIZADO_NOT_EVALUATED]);
    } finally {
      if (!alfa) await t.db.update(aluno).set({ estudanteAlfabetizado: null }).where(eq(aluno.id, target));
    }
  });

  it('a caller who no longer teaches the class: 403, for a new answer and for a repeat', async () => {
    const [cls] = await t.db
      .select({ professorId: turma.professorId })
      .from(turma)
      .where(eq(turma.id, demo.cls['1002']!));
    await t.db.update(turma).set({ professorId: null }).where(eq(turma.id, demo.cls['1002']!));
    try {
      const fresh = await post(evaluable[0]!, [item(skills[6]!, 1)]);
      expect([fresh.statusCode, fresh.body]).toEqual([403, 'Funcionalidade não permitida']);
      const repeat = await post(evaluable[0]!, first);
      expect([repeat.statusCode, repeat.body]).toEqual([403, 'Funcionalidade não permitida']);
    } finally {
      await t.db.update(turma).set({ professorId: cls!.professorId }).where(eq(turma.id, demo.cls['1002']!));
    }
  });

  it('outside the window: a new answer is refused with the deadline message, a repeat is 200', async () => {
    const before = await audits();
    await setPeriod(t, CPF.ana, 4, 1, { acomp: [-20, -1], valid: [10, 20] });
    try {
      const late = await post(evaluable[0]!, [item(skills[6]!, 1)]);
      expect([late.statusCode, late.body]).toEqual([400, FINISH_EXPIRED]);
      const repeat = await post(evaluable[0]!, first);
      expect(repeat.statusCode, repeat.body).toBe(200);
      expect(repeat.json()).toMatchObject({ aplicadas: [], repetidas: first.map((a) => a.respostaId) });
      await setPeriod(t, CPF.ana, 4, 1, { acomp: [5, 10], valid: [10, 20] });
      const early = await post(evaluable[0]!, [item(skills[6]!, 1)]);
      expect([early.statusCode, early.body]).toEqual([400, MONITORING_MSG.foraDoPeriodo]);
    } finally {
      await setPeriod(t, CPF.ana, 4, 1, { acomp: [-30, 30], valid: [-30, 30] });
    }
    expect(await audits()).toBe(before);
  });

  it('the student left the class: a new answer is 404 with its message, a repeat is 200', async () => {
    const s = evaluable[1]!;
    const kept = item(skills[7]!, 4);
    expect((await post(s, [kept])).statusCode).toBe(200);
    // The student leaves the class (finished there): the students module removes the open record.
    const [stay] = await t.db
      .select({ id: alunoTurma.id })
      .from(alunoTurma)
      .where(and(eq(alunoTurma.alunoId, s), isNull(alunoTurma.dataFim)));
    const left = await t.as(
      CPF.ana,
      1,
    )({
      method: 'POST',
      url: '/api/Alunos/Finalizar',
      payload: { alunoId: s, motivo: 3, anoTurmaAlunoId: stay!.id },
    });
    expect(left.statusCode, left.body).toBe(200);
    const fresh = await post(s, [item(skills[8]!, 1)]);
    expect([fresh.statusCode, fresh.body]).toEqual([404, STUDENT_RECORD_NOT_FOUND]);
    const repeat = await post(s, [kept]);
    expect(repeat.statusCode, repeat.body).toBe(200);
    expect(repeat.json()).toMatchObject({ situacaoAluno: 0, aplicadas: [], repetidas: [kept.respostaId] });
  });

  it('finished, then validated: a new answer is refused, a repeat of an earlier one is 200', async () => {
    const left = (await paulo()(`${BASE}?acompId=${id}`)).json() as Acompanhamento;
    const bodies = new Map<number, Item[]>();
    for (const r of left.alunoAcompanhamento.filter((x) => !x.alfabetizado)) {
      const body = skills.map((h) => item(h, 3));
      bodies.set(r.alunoId, body);
      const res = await post(r.alunoId, body);
      expect(res.statusCode, res.body).toBe(200);
    }
    const fin = await paulo()({ method: 'PUT', url: BASE, payload: { acompanhamentoId: id, status: true } });
    expect(fin.statusCode, fin.body).toBe(200);
    const before = await audits();
    const [alunoId, body] = [...bodies][0]!;
    const late = await post(alunoId, [item(skills[0]!, 1)]);
    expect([late.statusCode, late.body]).toEqual([400, ALREADY_FINISHED]);
    const repeat = await post(alunoId, body);
    expect(repeat.statusCode, repeat.body).toBe(200);
    expect(repeat.json()).toEqual({
      situacao: 100,
      situacaoAluno: 100,
      aplicadas: [],
      repetidas: body.map((a) => a.respostaId),
    });
    await t.db.update(acompanhamento).set({ validado: true }).where(eq(acompanhamento.id, id));
    const validated = await post(alunoId, [item(skills[0]!, 1)]);
    expect([validated.statusCode, validated.body]).toEqual([400, ALREADY_FINISHED]);
    expect((await post(alunoId, body)).statusCode).toBe(200);
    expect(await audits()).toBe(before);
  });
});
