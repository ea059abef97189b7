import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALREADY_FINISHED,
  ALREADY_STARTED,
  ALREADY_VALIDATED,
  FINISH_EXPIRED,
  FINISH_INCOMPLETE,
  NOT_EI_CLASS,
  NOT_FINISHED,
  NOT_STARTED,
  OUTSIDE_VALIDATION,
  OWN_CLASS,
  START_EXPIRED,
  REASON_REQUIRED,
} from '@siam/domain/monitoring';
import { auditLog } from '../../../db/schema/audit';
import { acompanhamento } from '../../../db/schema/monitoring';
import { escola } from '../../../db/schema/schools';
import { createTestApp, CPF, type TestApp } from '../../../../test/testing/test-app';
import type { Habilidade } from '@siam/domain/contracts/sheets';
import { YEAR, loadDemo, setPeriod, type Demo } from '../../../../test/fixtures/monitoring-fixtures';
import type { Acompanhamento, TurmaAcompanhamento } from '@siam/domain/contracts/monitoring';

let t: TestApp;
let demo: Demo;
const admin = () => t.as(CPF.ana, 1);
const paulo = () => t.as(CPF.paulo, 17);
const carla = () => t.as(CPF.carla, 16);
const BASE = '/api/AcompanhamentoAtividadeTurma';

beforeAll(async () => {
  t = await createTestApp();
  demo = await loadDemo(t);
});
afterAll(() => t.close());

type Item = { id: number; descricao: string };

/** Every skill of sheet 2 with its structure and category. */
async function allSkills(acompanhamentoId: number): Promise<Habilidade[]> {
  const res = await paulo()(`${BASE}/Turma?acompanhamentoId=${acompanhamentoId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Habilidade[];
}

const answer = (acompId: number, s: Habilidade, nivel: number) => ({
  criterioId: s.criterios.find((c) => c.nivel === nivel)!.id,
  acompanhamentoAtividadeTurmaId: acompId,
  fichaId: 2,
  estruturaId: s.estruturaId,
  categoriaId: s.categoriaId,
  habilidadeId: s.id,
});

const list = (who: ReturnType<typeof admin>, escolaId: number, bimestre = 4) =>
  who(`${BASE}/Escola/Turmas?escolaId=${escolaId}&bimestre=${bimestre}&ano=${YEAR}`);

describe('school class list', () => {
  it('lists the Educação Infantil classes with their monitoring state; 1001 not started in bimestre 4', async () => {
    const res = await list(carla(), demo.school.A);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as TurmaAcompanhamento[];
    expect(rows.every((r) => r.serie <= 3)).toBe(true);
    const c1001 = rows.find((r) => r.codigoTurma === '1001')!;
    expect(c1001).toMatchObject({ acompanhamentoId: null, status: false, validado: null, situacao: 0 });
    expect(c1001.nomeProfessor).toBe('Paulo Professor Santos');
    const b1 = (await list(carla(), demo.school.A, 1)).json() as TurmaAcompanhamento[];
    expect(b1.find((r) => r.codigoTurma === '1001')).toMatchObject({
      status: true,
      validado: true,
      situacao: 100,
    });
  });

  it('checks roles and scope', async () => {
    expect((await list(paulo(), demo.school.A)).statusCode).toBe(200);
    expect((await list(t.as(CPF.rita, 8), demo.school.A)).statusCode).toBe(200);
    expect((await list(t.as(CPF.rita, 8), demo.school.C)).statusCode).toBe(403);
    expect((await list(paulo(), demo.school.B)).statusCode).toBe(403);
    expect((await list(t.as(CPF.diego, 15), demo.school.A)).statusCode).toBe(403);
    expect((await list(t.as(CPF.ulisses, 14), demo.school.A)).statusCode).toBe(403);
  });

  it('filters by shift; an unknown or deleted school is refused like one out of scope', async () => {
    const all = (await list(carla(), demo.school.A)).json() as TurmaAcompanhamento[];
    for (const turno of new Set(all.map((r) => r.turno))) {
      const res = await carla()(
        `${BASE}/Escola/Turmas?escolaId=${demo.school.A}&bimestre=4&ano=${YEAR}&turno=${turno}`,
      );
      expect(res.json()).toEqual(all.filter((r) => r.turno === turno));
    }
    expect((await list(admin(), 999999)).statusCode).toBe(403);
    await t.db.update(escola).set({ deletedAt: new Date() }).where(eq(escola.id, demo.school.A));
    try {
      expect((await list(admin(), demo.school.A)).statusCode).toBe(403);
    } finally {
      await t.db.update(escola).set({ deletedAt: null }).where(eq(escola.id, demo.school.A));
    }
    expect((await list(admin(), demo.school.A)).statusCode).toBe(200);
  });

  it('answers 400, never 500, on bad input', async () => {
    for (const q of [
      'escolaId=x&bimestre=4&ano=2026',
      `escolaId=${demo.school.A}&bimestre=9&ano=${YEAR}`,
      'bimestre=1',
      `escolaId=${demo.school.A}&bimestre=1&ano=${YEAR}&turno=8`,
    ]) {
      const res = await carla()(`${BASE}/Escola/Turmas?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe('teacher entry', () => {
  let acompId = 0;
  const start = (who: ReturnType<typeof admin>, extra: Record<string, unknown> = {}) =>
    who({
      method: 'POST',
      url: BASE,
      payload: { turmaId: demo.cls['1001'], ano: YEAR, bimestre: 4, responsavel: CPF.paulo, ...extra },
    });

  it('not started: 404 with the spec message', async () => {
    const res = await paulo()(
      `${BASE}/Professor/Turma?TurmaId=${demo.cls['1001']}&bimestre=4&ano=${YEAR}&responsavel=${CPF.paulo}`,
    );
    expect([res.statusCode, res.body]).toEqual([404, NOT_STARTED]);
  });

  it('only the class teacher with Professor Escola starts it, for an EI class, inside the window', async () => {
    expect((await start(admin())).statusCode).toBe(403);
    expect((await start(carla())).statusCode).toBe(403);
    expect((await start(paulo(), { responsavel: CPF.carla })).statusCode).toBe(403);
    expect((await start(paulo(), { turmaId: demo.cls['1003'] })).statusCode).toBe(403);
    const ef = await start(paulo(), { turmaId: demo.cls['1002'] });
    expect([ef.statusCode, ef.body]).toEqual([400, NOT_EI_CLASS]);
    const b1 = await start(paulo(), { bimestre: 1 });
    expect([b1.statusCode, b1.body]).toEqual([400, START_EXPIRED]);
    const b2 = await start(paulo(), { bimestre: 2 });
    expect([b2.statusCode, b2.body]).toEqual([400, START_EXPIRED]);
    expect((await start(paulo(), { turmaId: 'x' })).statusCode).toBe(400);
    expect((await start(paulo(), { responsavel: '123' })).statusCode).toBe(400);
  });

  it('starts, answers 409 for a second start, and reads back', async () => {
    const res = await start(paulo());
    expect(res.statusCode, res.body).toBe(201);
    const a = res.json() as Acompanhamento;
    acompId = a.acompanhamentoId;
    expect(a).toMatchObject({
      status: false,
      validado: null,
      situacao: 0,
      responsavel: CPF.paulo,
      alunoAcompanhamento: [],
    });
    expect(a.periodo?.bimestre).toBe(4);
    const again = await start(paulo());
    expect([again.statusCode, again.body]).toEqual([409, ALREADY_STARTED]);
    const read = await paulo()(`${BASE}/Professor/Turma?turmaId=${demo.cls['1001']}&bimestre=4&ano=${YEAR}`);
    expect((read.json() as Acompanhamento).acompanhamentoId).toBe(acompId);
    const other = await paulo()(
      `${BASE}/Professor/Turma?TurmaId=${demo.cls['1001']}&bimestre=4&ano=${YEAR}&responsavel=${CPF.carla}`,
    );
    expect(other.statusCode).toBe(403);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'acompanhamento_atividade'));
    expect(audits.some((x) => x.action === 'iniciar')).toBe(true);
  });

  it('saves one level per skill and recomputes the progress in the same call', async () => {
    const skills = await allSkills(acompId);
    expect(skills.length).toBeGreaterThanOrEqual(12);
    const first = skills.slice(0, 3);
    const res = await paulo()({
      method: 'POST',
      url: `${BASE}/Resposta`,
      payload: first.map((s) => answer(acompId, s, 2)),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      situacao: Math.floor((3 * 100) / skills.length),
      aplicadas: [],
      repetidas: [],
    });
    // Changing a level keeps the count.
    const again = await paulo()({
      method: 'POST',
      url: `${BASE}/Resposta`,
      payload: [answer(acompId, first[0]!, 4)],
    });
    expect(again.json()).toMatchObject({ situacao: Math.floor((3 * 100) / skills.length) });
    const read = await allSkills(acompId);
    expect(read[0]!.nivelSelecionado).toBe(4);
    expect(read[3]!.nivelSelecionado).toBeNull();
    const [e] = (await paulo()('/api/EstruturaFicha?fichaId=2')).json() as Item[];
    const [c] = (await paulo()(`/api/CategoriaFicha?fichaId=2&estruturaId=${e!.id}`)).json() as Item[];
    const byCat = (
      await paulo()(`${BASE}/Turma?acompanhamentoId=${acompId}&categoriaId=${c!.id}`)
    ).json() as Habilidade[];
    expect(byCat.every((s) => s.categoriaId === c!.id)).toBe(true);
  });

  it('refuses bad answers with 400 and other roles with 403', async () => {
    const [s1, s2] = await allSkills(acompId);
    const mismatched = { ...answer(acompId, s1!, 1), habilidadeId: s2!.id };
    const post = (who: ReturnType<typeof admin>, payload: unknown) =>
      who({ method: 'POST', url: `${BASE}/Resposta`, payload: payload as object });
    expect((await post(paulo(), [mismatched])).statusCode).toBe(400);
    expect((await post(paulo(), [])).statusCode).toBe(400);
    expect((await post(paulo(), { x: 1 })).statusCode).toBe(400);
    expect((await post(paulo(), [{ ...answer(acompId, s1!, 1), fichaId: 1 }])).statusCode).toBe(400);
    expect(
      (await post(paulo(), [{ ...answer(acompId, s1!, 1), acompanhamentoAtividadeTurmaId: 999999 }]))
        .statusCode,
    ).toBe(404);
    expect((await post(admin(), [answer(acompId, s1!, 1)])).statusCode).toBe(403);
    expect((await post(carla(), [answer(acompId, s1!, 1)])).statusCode).toBe(403);
  });

  it('finishes only at 100%, then refuses changes', async () => {
    const finish = () =>
      paulo()({ method: 'PUT', url: BASE, payload: { acompanhamentoId: acompId, status: true } });
    const early = await finish();
    expect([early.statusCode, early.body]).toEqual([400, FINISH_INCOMPLETE]);
    const skills = await allSkills(acompId);
    const res = await paulo()({
      method: 'POST',
      url: `${BASE}/Resposta`,
      payload: skills.map((s, i) => answer(acompId, s, (i % 4) + 1)),
    });
    expect(res.json()).toEqual({ situacao: 100, aplicadas: [], repetidas: [] });
    expect(
      (await admin()({ method: 'PUT', url: BASE, payload: { acompanhamentoId: acompId, status: true } }))
        .statusCode,
    ).toBe(403);
    const done = await finish();
    expect(done.statusCode, done.body).toBe(200);
    const a = done.json() as Acompanhamento;
    expect(a).toMatchObject({ status: true, situacao: 100 });
    expect(a.totalNiveis.reduce((n, l) => n + l.quantidade, 0)).toBe(skills.length);
    const after = await paulo()({
      method: 'POST',
      url: `${BASE}/Resposta`,
      payload: [answer(acompId, skills[0]!, 1)],
    });
    expect([after.statusCode, after.body]).toEqual([400, ALREADY_FINISHED]);
    expect((await finish()).body).toBe(ALREADY_FINISHED);
  });

  it('validation: coordinator only, reason when not valid, once', async () => {
    const validate = (who: ReturnType<typeof admin>, payload: Record<string, unknown>) =>
      who({
        method: 'POST',
        url: `${BASE}/Validacao`,
        payload: { acompanhamentoAtividadeTurmaId: acompId, responsavel: CPF.carla, nivel: 1, ...payload },
      });
    expect((await validate(paulo(), { validacao: true })).statusCode).toBe(403);
    expect((await validate(admin(), { validacao: true })).statusCode).toBe(403);
    expect((await validate(t.as(CPF.rita, 8), { validacao: true })).statusCode).toBe(403);
    const noReason = await validate(carla(), { validacao: false, justificativa: '' });
    expect([noReason.statusCode, noReason.body]).toEqual([400, REASON_REQUIRED.atividade]);
    const ok = await validate(carla(), {
      validacao: false,
      justificativa: 'Rever os níveis de convivência.',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ validado: false, justificativa: 'Rever os níveis de convivência.' });
    const twice = await validate(carla(), { validacao: true });
    expect([twice.statusCode, twice.body]).toEqual([400, ALREADY_VALIDATED]);
  });
});

describe('windows and validation refusals', () => {
  it('refuses answers and finishing after the entry window, validation outside its window', async () => {
    // A fresh monitoring of 1001 in bimestre 3, inside a window that then closes.
    await setPeriod(t, CPF.ana, 4, 2, { acomp: [-30, 30], valid: [-30, 30] });
    const created = await admin()({
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
    const res = await paulo()({
      method: 'POST',
      url: BASE,
      payload: { turmaId: demo.cls['1001'], ano: YEAR, bimestre: 3, responsavel: CPF.paulo },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as Acompanhamento).acompanhamentoId;
    const skills = await allSkills(id);
    await paulo()({ method: 'POST', url: `${BASE}/Resposta`, payload: skills.map((s) => answer(id, s, 3)) });
    // Validation before finishing and before its window.
    const early = await carla()({
      method: 'POST',
      url: `${BASE}/Validacao`,
      payload: { acompanhamentoAtividadeTurmaId: id, validacao: true },
    });
    expect([early.statusCode, early.body]).toEqual([400, NOT_FINISHED]);
    await setPeriod(t, CPF.ana, 3, 2, { acomp: [-20, -1], valid: [10, 20] });
    const late = await paulo()({
      method: 'POST',
      url: `${BASE}/Resposta`,
      payload: [answer(id, skills[0]!, 1)],
    });
    expect([late.statusCode, late.body]).toEqual([400, FINISH_EXPIRED]);
    const fin = await paulo()({ method: 'PUT', url: BASE, payload: { acompanhamentoId: id, status: true } });
    expect([fin.statusCode, fin.body]).toEqual([400, FINISH_EXPIRED]);
    await setPeriod(t, CPF.ana, 3, 2, { acomp: [-20, 0], valid: [10, 20] });
    expect(
      (await paulo()({ method: 'PUT', url: BASE, payload: { acompanhamentoId: id, status: true } }))
        .statusCode,
    ).toBe(200);
    const outside = await carla()({
      method: 'POST',
      url: `${BASE}/Validacao`,
      payload: { acompanhamentoAtividadeTurmaId: id, validacao: true },
    });
    expect([outside.statusCode, outside.body]).toEqual([400, OUTSIDE_VALIDATION]);
    await setPeriod(t, CPF.ana, 3, 2, { acomp: [-20, 0], valid: [0, 20] });
    const ok = await carla()({
      method: 'POST',
      url: `${BASE}/Validacao`,
      payload: { acompanhamentoAtividadeTurmaId: id, validacao: true, justificativa: 'x' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ validado: true, justificativa: null });
  });

  it('refuses a coordinator validating their own class', async () => {
    // Make Carla the responsible teacher of a finished monitoring (direct data set-up).
    const rows = (await list(carla(), demo.school.A, 3)).json() as TurmaAcompanhamento[];
    const id = rows.find((r) => r.codigoTurma === '1001')!.acompanhamentoId!;
    await t.db
      .update(acompanhamento)
      .set({ validado: null, responsavel: CPF.carla })
      .where(eq(acompanhamento.id, id));
    const res = await carla()({
      method: 'POST',
      url: `${BASE}/Validacao`,
      payload: { acompanhamentoAtividadeTurmaId: id, validacao: true },
    });
    expect([res.statusCode, res.body]).toEqual([400, OWN_CLASS]);
  });
});
