/**
 * Answers with a client id (`respostaId`, issue 18 item 3, decision 133) on
 * POST /api/AcompanhamentoAtividadeTurma/Resposta: applied once, a repeat answers the current percent
 * (even after the monitoring was finished), the same id for another answer is 409, and the refusals of
 * the state and of the caller stay the server's, with their messages.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALREADY_FINISHED, FINISH_EXPIRED } from '@siam/domain/monitoring';
import { MONITORING_MSG, type Acompanhamento } from '@siam/domain/contracts/monitoring';
import type { Habilidade } from '@siam/domain/contracts/sheets';
import { auditLog } from '../../../db/schema/audit';
import { turma } from '../../../db/schema/classes';
import { acompanhamento, respostaAtividade, respostaRecebida } from '../../../db/schema/monitoring';
import { createTestApp, CPF, type TestApp } from '../../../../test/testing/test-app';
import { YEAR, loadDemo, setPeriod, type Demo } from '../../../../test/fixtures/monitoring-fixtures';

let t: TestApp;
let demo: Demo;
const paulo = () => t.as(CPF.paulo, 17);
const BASE = '/api/AcompanhamentoAtividadeTurma';
type Who = ReturnType<typeof paulo>;
type Result = { situacao: number; aplicadas: string[]; repetidas: string[] };

/** Monitoring A: class 1001, bimestre 4 (window open); B: the same class, bimestre 3. */
let A = 0;
let B = 0;
let skills: Habilidade[] = [];

const answer = (acompId: number, s: Habilidade, nivel: number, respostaId: string = randomUUID()) => ({
  respostaId,
  criterioId: s.criterios.find((c) => c.nivel === nivel)!.id,
  acompanhamentoAtividadeTurmaId: acompId,
  fichaId: 2,
  estruturaId: s.estruturaId,
  categoriaId: s.categoriaId,
  habilidadeId: s.id,
});
type Answer = ReturnType<typeof answer>;

const post = (payload: unknown, who: Who = paulo()) =>
  who({ method: 'POST', url: `${BASE}/Resposta`, payload: payload as object });

async function start(bimestre: number): Promise<number> {
  const res = await paulo()({
    method: 'POST',
    url: BASE,
    payload: { turmaId: demo.cls['1001'], ano: YEAR, bimestre, responsavel: CPF.paulo },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as Acompanhamento).acompanhamentoId;
}

async function audits(id: number): Promise<number> {
  const [r] = await t.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'responder'), eq(auditLog.entityId, String(id))));
  return Number(r!.n);
}

async function answerRows(id: number): Promise<number> {
  const [r] = await t.db
    .select({ n: count() })
    .from(respostaAtividade)
    .where(eq(respostaAtividade.acompanhamentoId, id));
  return Number(r!.n);
}

async function received(id: number): Promise<number> {
  const [r] = await t.db
    .select({ n: count() })
    .from(respostaRecebida)
    .where(eq(respostaRecebida.acompanhamentoId, id));
  return Number(r!.n);
}

beforeAll(async () => {
  t = await createTestApp();
  demo = await loadDemo(t);
  A = await start(4);
  const created = await t.as(
    CPF.ana,
    1,
  )({
    method: 'POST',
    url: '/api/Periodo',
    payload: {
      ano: YEAR,
      bimestre: 3,
      fichaAcompanhamentoId: 2,
      acompanhamentoDataInicio: '2000-01-01',
      acompanhamentoDataFim: '2000-01-02',
      validacaoDataInicio: '2000-01-01',
      validacaoDataFim: '2000-01-02',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  await setPeriod(t, CPF.ana, 3, 2, { acomp: [-5, 5], valid: [10, 20] });
  B = await start(3);
  skills = (await paulo()(`${BASE}/Turma?acompanhamentoId=${A}`)).json() as Habilidade[];
  expect(skills.length).toBeGreaterThanOrEqual(12);
});
afterAll(() => t.close());

describe('the contract', () => {
  it('refuses a respostaId that is not a UUID, and one repeated in the body, with 400', async () => {
    for (const bad of ['x', 123, '', 'b1e6d2a4-5f7c-4e1b-9a2f', `${randomUUID()}0`, null]) {
      const res = await post([{ ...answer(A, skills[0]!, 1), respostaId: bad }]);
      expect([res.statusCode, res.body], String(bad)).toEqual([400, MONITORING_MSG.respostaIdInvalido]);
    }
    const id = randomUUID();
    const twice = await post([answer(A, skills[0]!, 1, id), answer(A, skills[1]!, 1, id.toUpperCase())]);
    expect([twice.statusCode, twice.body]).toEqual([400, MONITORING_MSG.respostaIdRepetido]);
    expect(await received(A)).toBe(0);
    expect(await answerRows(A)).toBe(0);
  });

  it('refuses the roles that may not write with 403 before reading the body', async () => {
    for (const who of [t.as(CPF.carla, 16), t.as(CPF.ana, 1)]) {
      const res = await post([answer(A, skills[0]!, 1)], who);
      expect([res.statusCode, res.body]).toEqual([403, 'Funcionalidade não permitida']);
    }
    const bad = await post([{ ...answer(A, skills[0]!, 1), respostaId: 'x' }], t.as(CPF.carla, 16));
    expect(bad.statusCode).toBe(403);
  });
});

/** The first body applied (skills 0-2, level 2). */
let first: Answer[] = [];

describe('applied once', () => {
  it('applies a body once: its retry answers the same percent, with no new row nor audit row', async () => {
    first = skills.slice(0, 3).map((s) => answer(A, s, 2));
    const ids = first.map((a) => a.respostaId);
    const res = await post(first);
    expect(res.statusCode, res.body).toBe(200);
    const applied = res.json() as Result;
    expect(applied).toEqual({
      situacao: Math.floor((3 * 100) / skills.length),
      aplicadas: ids,
      repetidas: [],
    });
    const again = await post(first);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ situacao: applied.situacao, aplicadas: [], repetidas: ids });
    // The same ids in capitals are the same ids.
    const upper = await post(first.map((a) => ({ ...a, respostaId: a.respostaId.toUpperCase() })));
    expect(upper.json()).toEqual({ situacao: applied.situacao, aplicadas: [], repetidas: ids });
    expect(await audits(A)).toBe(1);
    expect(await answerRows(A)).toBe(3);
    expect(await received(A)).toBe(3);
    const [audit] = await t.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'responder'), eq(auditLog.entityId, String(A))));
    expect(audit!.after).toMatchObject({ respostaIds: ids });
  });

  it('a retry never undoes a later change of the same skill', async () => {
    const later = answer(A, skills[0]!, 4);
    expect((await post([later])).json()).toMatchObject({ aplicadas: [later.respostaId] });
    expect((await post(first)).json()).toMatchObject({ repetidas: first.map((a) => a.respostaId) });
    const read = (await paulo()(`${BASE}/Turma?acompanhamentoId=${A}`)).json() as Habilidade[];
    expect(read.find((s) => s.id === skills[0]!.id)!.nivelSelecionado).toBe(4);
  });

  it('two identical calls at once: one applies, the other finds the repeats', async () => {
    const body = skills.slice(3, 5).map((s) => answer(A, s, 3));
    const ids = body.map((a) => a.respostaId);
    const auditsBefore = await audits(A);
    const [r1, r2] = await Promise.all([post(body), post(body)]);
    expect([r1.statusCode, r2.statusCode]).toEqual([200, 200]);
    const results = [r1.json() as Result, r2.json() as Result];
    expect(results.map((r) => r.aplicadas).sort()).toEqual([[], ids].sort());
    expect(results.map((r) => r.repetidas).sort()).toEqual([[], ids].sort());
    expect(results[0]!.situacao).toBe(results[1]!.situacao);
    expect(await audits(A)).toBe(auditsBefore + 1);
    expect(await answerRows(A)).toBe(5);
  });

  it('a body mixing repeats, new answers and answers without an id applies only what is new', async () => {
    const same = first[1]!;
    const fresh = answer(A, skills[5]!, 1);
    const { respostaId: _none, ...anonymous } = answer(A, skills[6]!, 1);
    const res = await post([same, fresh, anonymous]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ aplicadas: [fresh.respostaId], repetidas: [same.respostaId] });
    expect(await answerRows(A)).toBe(7);
  });

  it('the same id for another answer is 409, and nothing of the call is applied', async () => {
    const [used] = first;
    const rowsA = await answerRows(A);
    const auditsA = await audits(A);
    const cases: [string, unknown[]][] = [
      ['another monitoring', [answer(B, skills[0]!, 2, used!.respostaId)]],
      ['another skill', [answer(A, skills[8]!, 2, used!.respostaId)]],
      ['another level', [answer(A, skills[0]!, 1, used!.respostaId)]],
      ['with a new answer', [answer(A, skills[9]!, 2), answer(A, skills[8]!, 2, used!.respostaId)]],
    ];
    for (const [what, body] of cases) {
      const res = await post(body);
      expect([res.statusCode, res.body], what).toEqual([409, MONITORING_MSG.respostaIdEmUso]);
    }
    // Another user: the row says someone else sent it.
    await t.db
      .update(respostaRecebida)
      .set({ usuarioCpf: CPF.carla })
      .where(eq(respostaRecebida.respostaId, used!.respostaId));
    const other = await post([used]);
    expect([other.statusCode, other.body]).toEqual([409, MONITORING_MSG.respostaIdEmUso]);
    await t.db
      .update(respostaRecebida)
      .set({ usuarioCpf: CPF.paulo })
      .where(eq(respostaRecebida.respostaId, used!.respostaId));
    expect(await answerRows(A)).toBe(rowsA);
    expect(await answerRows(B)).toBe(0);
    expect(await received(B)).toBe(0);
    expect(await audits(A)).toBe(auditsA);
  });
});

describe('the refusals stay the server’s', () => {
  it('a caller who no longer teaches the class: 403, for a new answer and for a repeat', async () => {
    const [cls] = await t.db
      .select({ professorId: turma.professorId })
      .from(turma)
      .where(eq(turma.id, demo.cls['1001']!));
    await t.db.update(turma).set({ professorId: null }).where(eq(turma.id, demo.cls['1001']!));
    try {
      const fresh = await post([answer(A, skills[10]!, 1)]);
      expect([fresh.statusCode, fresh.body]).toEqual([403, 'Funcionalidade não permitida']);
      // A repeat is answered only to who may still write the monitoring.
      const repeat = await post(first);
      expect([repeat.statusCode, repeat.body]).toEqual([403, 'Funcionalidade não permitida']);
    } finally {
      await t.db.update(turma).set({ professorId: cls!.professorId }).where(eq(turma.id, demo.cls['1001']!));
    }
  });

  it('outside the window: a new answer is refused with the deadline message, a repeat is 200', async () => {
    const kept = answer(B, skills[0]!, 2);
    expect((await post([kept])).json()).toMatchObject({ aplicadas: [kept.respostaId] });
    const auditsB = await audits(B);
    await setPeriod(t, CPF.ana, 3, 2, { acomp: [-20, -1], valid: [10, 20] });
    const late = await post([answer(B, skills[1]!, 2)]);
    expect([late.statusCode, late.body]).toEqual([400, FINISH_EXPIRED]);
    const repeat = await post([kept]);
    expect(repeat.statusCode, repeat.body).toBe(200);
    expect(repeat.json()).toMatchObject({ aplicadas: [], repetidas: [kept.respostaId] });
    await setPeriod(t, CPF.ana, 3, 2, { acomp: [5, 10], valid: [10, 20] });
    const early = await post([answer(B, skills[1]!, 2)]);
    expect([early.statusCode, early.body]).toEqual([400, MONITORING_MSG.foraDoPeriodo]);
    expect(await audits(B)).toBe(auditsB);
    expect(await answerRows(B)).toBe(1);
  });

  it('finished, then validated: a new answer is refused, a repeat of an earlier one is 200', async () => {
    const rest = skills.map((s) => answer(A, s, 3));
    const filled = await post(rest);
    expect(filled.statusCode, filled.body).toBe(200);
    expect((filled.json() as Result).situacao).toBe(100);
    const fin = await paulo()({ method: 'PUT', url: BASE, payload: { acompanhamentoId: A, status: true } });
    expect(fin.statusCode, fin.body).toBe(200);
    const auditsA = await audits(A);
    const late = await post([answer(A, skills[0]!, 1)]);
    expect([late.statusCode, late.body]).toEqual([400, ALREADY_FINISHED]);
    const repeat = await post(rest);
    expect(repeat.statusCode, repeat.body).toBe(200);
    expect(repeat.json()).toEqual({ situacao: 100, aplicadas: [], repetidas: rest.map((a) => a.respostaId) });
    // A repeat mixed with a new answer runs the checks: the whole call is refused.
    const mixed = await post([rest[0], answer(A, skills[1]!, 1)]);
    expect([mixed.statusCode, mixed.body]).toEqual([400, ALREADY_FINISHED]);
    await t.db.update(acompanhamento).set({ validado: true }).where(eq(acompanhamento.id, A));
    const validated = await post([answer(A, skills[0]!, 1)]);
    expect([validated.statusCode, validated.body]).toEqual([400, ALREADY_FINISHED]);
    expect((await post(rest)).statusCode).toBe(200);
    expect(await audits(A)).toBe(auditsA);
  });
});
