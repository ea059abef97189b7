import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALFABETIZADO_NOT_EVALUATED,
  ALREADY_FINISHED,
  ALREADY_STARTED,
  FINISH_INCOMPLETE,
  GENRE_KEEP_ONE,
  GENRE_NOT_OF_SERIE,
  GENRE_TO_FINISH,
  NOT_EF_CLASS,
  NOT_STARTED,
  OUTSIDE_VALIDATION,
  REASON_MAX,
  REASON_REQUIRED,
  START_EXPIRED,
  STUDENTS_ALL_TICKED,
  STUDENT_RECORD_NOT_FOUND,
} from '@siam/domain/monitoring';
import { auditLog } from '../../../db/schema/audit';
import { turma } from '../../../db/schema/classes';
import {
  acompanhamento,
  acompanhamentoAluno,
  acompanhamentoGenero,
  respostaAprendizagem,
} from '../../../db/schema/monitoring';
import { criterio } from '../../../db/schema/sheets';
import { aluno, alunoTurma } from '../../../db/schema/students';
import { createTestApp, CPF, type TestApp } from '../../../../test/testing/test-app';
import { YEAR, loadDemo, setPeriod, type Demo } from '../../../../test/fixtures/monitoring-fixtures';
import {
  MONITORING_MSG,
  type Acompanhamento,
  type TurmaAcompanhamento,
} from '@siam/domain/contracts/monitoring';
import type { Habilidade } from '@siam/domain/contracts/sheets';

let t: TestApp;
let demo: Demo;
const admin = () => t.as(CPF.ana, 1);
const paulo = () => t.as(CPF.paulo, 17);
const carla = () => t.as(CPF.carla, 16);
const BASE = '/api/AcompanhamentoAprendizagem';
type Who = ReturnType<typeof admin>;

let students1002: { id: number; alfabetizado: boolean | null }[] = [];
let genres4: number[] = [];
let skills: Habilidade[] = [];

beforeAll(async () => {
  t = await createTestApp();
  demo = await loadDemo(t);
  students1002 = await t.db
    .select({ id: aluno.id, alfabetizado: aluno.estudanteAlfabetizado })
    .from(alunoTurma)
    .innerJoin(aluno, eq(aluno.id, alunoTurma.alunoId))
    .where(and(eq(alunoTurma.turmaId, demo.cls['1002']!), isNull(alunoTurma.dataFim)));
  genres4 = ((await paulo()('/api/GeneroTextual?codigoSerie=4')).json() as { id: number }[]).map((g) => g.id);
});
afterAll(() => t.close());

const start = (who: Who, extra: Record<string, unknown> = {}) =>
  who({
    method: 'POST',
    url: BASE,
    payload: {
      ano: YEAR,
      bimestre: 4,
      turmaId: demo.cls['1002'],
      responsavel: CPF.paulo,
      componenteCurricular: 1,
      codigosGenerosTextuais: genres4.slice(0, 2),
      alunos: students1002.map((s) => s.id),
      ...extra,
    },
  });

const respond = (who: Who, acompanhamentoId: number, alunoId: number, list: Habilidade[], nivel = 3) =>
  who({
    method: 'POST',
    url: '/api/AcompanhamentoAprendizagemAluno/Respostas',
    payload: {
      alunoId,
      acompanhamentoId,
      respostas: list.map((s) => ({
        habilidadeId: s.id,
        criterioId: s.criterios.find((c) => c.nivel === nivel)!.id,
      })),
    },
  });

describe('the demo monitoring of class 1004', () => {
  it('is finished, not validated, by a teacher who is not Carla, with consistent answers', async () => {
    const rows = (
      await carla()(`${BASE}/Escola/Turmas?escolaId=${demo.school.A}&bimestre=4&ano=${YEAR}`)
    ).json() as TurmaAcompanhamento[];
    expect(rows.every((r) => r.serie >= 4)).toBe(true);
    const r1004 = rows.find((r) => r.codigoTurma === '1004')!;
    expect(r1004).toMatchObject({ status: true, validado: null, situacao: 100 });
    expect(r1004.cpfProfessor).not.toBe(CPF.carla);
    expect(r1004.nomeProfessor).toBeTruthy();
    expect(rows.find((r) => r.codigoTurma === '1002')!.acompanhamentoId).toBeNull();
    const a = (await carla()(`${BASE}?acompId=${r1004.acompanhamentoId}`)).json() as Acompanhamento;
    expect(a.alunoAcompanhamento.length).toBeGreaterThanOrEqual(1);
    expect(a.codigosGenerosTextuais.length).toBeGreaterThanOrEqual(1);
    for (const s of a.alunoAcompanhamento) {
      const answered = s.totalNiveis.reduce((n, l) => n + l.quantidade, 0);
      expect(answered > 0).toBe(!s.alfabetizado);
    }
    const byClass = await carla()(
      `${BASE}?turmaId=${demo.cls['1004']}&bimestre=4&ano=${YEAR}&componenteCurricular=1`,
    );
    expect((byClass.json() as Acompanhamento).acompanhamentoId).toBe(r1004.acompanhamentoId);
  });

  it('answers 404 when not started, 400 without a filter, 403 out of scope', async () => {
    const none = await carla()(`${BASE}?turmaId=${demo.cls['1002']}&bimestre=4&ano=${YEAR}`);
    expect([none.statusCode, none.body]).toEqual([404, NOT_STARTED]);
    expect((await carla()(BASE)).statusCode).toBe(400);
    expect((await carla()(`${BASE}?acompId=abc`)).statusCode).toBe(400);
    expect(
      (await t.as(CPF.rita, 8)(`${BASE}/Escola/Turmas?escolaId=${demo.school.C}&bimestre=4&ano=${YEAR}`))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.as(CPF.cecilia, 19)(`${BASE}?turmaId=${demo.cls['1004']}&bimestre=4&ano=${YEAR}`)).statusCode,
    ).toBe(403);
    // Paulo does not teach 1004 and is not its monitoring's teacher.
    expect((await paulo()(`${BASE}?turmaId=${demo.cls['1004']}&bimestre=4&ano=${YEAR}`)).statusCode).toBe(
      403,
    );
  });

  it("answers 404 with the class message when the monitoring's class was deleted", async () => {
    const [m] = await t.db
      .select({ id: acompanhamento.id })
      .from(acompanhamento)
      .where(and(eq(acompanhamento.turmaId, demo.cls['1004']!), eq(acompanhamento.tipo, 1)));
    await t.db.update(turma).set({ deletedAt: new Date() }).where(eq(turma.id, demo.cls['1004']!));
    try {
      const gone = await admin()(`${BASE}?acompId=${m!.id}`);
      expect([gone.statusCode, gone.body]).toEqual([404, MONITORING_MSG.turmaNaoEncontrada]);
    } finally {
      await t.db.update(turma).set({ deletedAt: null }).where(eq(turma.id, demo.cls['1004']!));
    }
    expect((await admin()(`${BASE}?acompId=${m!.id}`)).statusCode).toBe(200);
  });
});

describe('teacher entry', () => {
  let id = 0;

  it("the teacher lists the class's students to tick them (own school only)", async () => {
    const res = await paulo()(`/api/turmas/${demo.cls['1002']}/alunos`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { id: number }[]).map((s) => s.id).sort()).toEqual(
      students1002.map((s) => s.id).sort(),
    );
    expect((await paulo()(`/api/turmas/${demo.cls['2001']}/alunos`)).statusCode).toBe(403);
  });

  it('refuses a wrong start', async () => {
    expect((await start(admin())).statusCode).toBe(403);
    expect((await start(carla())).statusCode).toBe(403);
    expect((await start(paulo(), { responsavel: CPF.ana })).statusCode).toBe(403);
    const ei = await start(paulo(), { turmaId: demo.cls['1001'] });
    expect([ei.statusCode, ei.body]).toEqual([400, NOT_EF_CLASS]);
    const missing = await start(paulo(), { alunos: students1002.slice(1).map((s) => s.id) });
    expect([missing.statusCode, missing.body]).toEqual([400, STUDENTS_ALL_TICKED]);
    const extra = await start(paulo(), { alunos: [...students1002.map((s) => s.id), 999999] });
    expect(extra.body).toBe(STUDENTS_ALL_TICKED);
    const noGenre = await start(paulo(), { codigosGenerosTextuais: [] });
    expect([noGenre.statusCode, noGenre.body]).toEqual([400, GENRE_KEEP_ONE]);
    const g8 = ((await paulo()('/api/GeneroTextual?codigoSerie=8')).json() as { id: number }[]).map(
      (g) => g.id,
    );
    const wrongGenre = await start(paulo(), {
      codigosGenerosTextuais: g8.filter((g) => !genres4.includes(g)).slice(0, 1),
    });
    expect([wrongGenre.statusCode, wrongGenre.body]).toEqual([400, GENRE_NOT_OF_SERIE]);
    expect((await start(paulo(), { bimestre: 1 })).body).toBe(START_EXPIRED);
    expect((await start(paulo(), { componenteCurricular: 2 })).statusCode).toBe(400);
    // A malformed or missing field without a message of its own is named (issue 15).
    const notAList = await start(paulo(), { alunos: 'x' });
    expect([notAList.statusCode, notAList.body]).toEqual([400, "Campo 'alunos' inválido."]);
    const noGenres = await start(paulo(), { codigosGenerosTextuais: undefined });
    expect([noGenres.statusCode, noGenres.body]).toEqual([
      400,
      "Campo 'codigosGenerosTextuais' obrigatório.",
    ]);
    const badStudent = await start(paulo(), { alunos: [students1002[0]!.id, 'y'] });
    expect([badStudent.statusCode, badStudent.body]).toEqual([400, MONITORING_MSG.alunoInvalido]);
  });

  it('opens with every current student and freezes the set', async () => {
    // The spec's call lists no `alunos` (spec 02 §7): absent, the class's current students (issue 15).
    const res = await start(paulo(), { alunos: undefined });
    expect(res.statusCode, res.body).toBe(201);
    const a = res.json() as Acompanhamento;
    id = a.acompanhamentoId;
    expect(a.alunoAcompanhamento.map((s) => s.alunoId).sort()).toEqual(students1002.map((s) => s.id).sort());
    expect(a.codigosGenerosTextuais).toEqual([...genres4.slice(0, 2)].sort((x, y) => x - y));
    expect((await start(paulo())).statusCode).toBe(409);
    expect((await start(paulo())).body).toBe(ALREADY_STARTED);
    skills = (await paulo()(`${BASE}/Turma?acompanhamentoId=${id}`)).json() as Habilidade[];
    expect(skills.length).toBeGreaterThanOrEqual(12);
  });

  it("saves a student's levels, recomputing both percents; alfabetizado students are not evaluated", async () => {
    const evaluable = students1002.filter((s) => s.alfabetizado !== true);
    const target = evaluable[0]!;
    const half = skills.slice(0, skills.length / 2);
    const res = await respond(paulo(), id, target.id, half);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      situacaoAluno: Math.floor((half.length * 100) / skills.length),
      situacao: Math.floor((half.length * 100) / (skills.length * evaluable.length)),
      aplicadas: [],
      repetidas: [],
    });
    const { situacao, situacaoAluno } = res.json() as { situacao: number; situacaoAluno: number };
    const [record] = await t.db
      .select({ situacao: acompanhamentoAluno.situacao })
      .from(acompanhamentoAluno)
      .where(and(eq(acompanhamentoAluno.acompanhamentoId, id), eq(acompanhamentoAluno.alunoId, target.id)));
    expect(record?.situacao).toBe(situacaoAluno);
    const [monitoring] = await t.db
      .select({ situacao: acompanhamento.situacao })
      .from(acompanhamento)
      .where(eq(acompanhamento.id, id));
    expect(monitoring?.situacao).toBe(situacao);
    const [answered] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'responder'), eq(auditLog.entityId, String(id))));
    expect(answered).toMatchObject({ usuarioCpf: CPF.paulo, entity: 'acompanhamento_aprendizagem' });
    expect(answered?.after).toEqual({
      alunoId: target.id,
      respostas: half.map((h) => ({ habilidadeId: h.id, criterioId: expect.any(Number) })),
      situacao,
      situacaoAluno,
    });
    // Every record's percent follows its answers, not only the answered one's: a record whose stored
    // percent is stale (as after a change of the sheet's skills) is set right by the next answer, and
    // the records without answers stay at 0.
    const other = evaluable[1]!;
    await t.db
      .update(acompanhamentoAluno)
      .set({ situacao: 77 })
      .where(and(eq(acompanhamentoAluno.acompanhamentoId, id), eq(acompanhamentoAluno.alunoId, other.id)));
    expect((await respond(paulo(), id, target.id, half)).statusCode).toBe(200);
    const records = await t.db
      .select({ alunoId: acompanhamentoAluno.alunoId, situacao: acompanhamentoAluno.situacao })
      .from(acompanhamentoAluno)
      .where(eq(acompanhamentoAluno.acompanhamentoId, id));
    expect(records.length).toBe(students1002.length);
    for (const r of records) expect(r.situacao).toBe(r.alunoId === target.id ? situacaoAluno : 0);
    const alfa = students1002.find((s) => s.alfabetizado === true);
    if (alfa) {
      const refused = await respond(paulo(), id, alfa.id, half);
      expect([refused.statusCode, refused.body]).toEqual([400, ALFABETIZADO_NOT_EVALUATED]);
    }
    const chosen = await paulo()({
      method: 'POST',
      url: '/api/habilidadeficha/respondidas',
      payload: {
        ano: YEAR,
        bimestre: 4,
        fichaId: 1,
        turmaId: demo.cls['1002'],
        alunoId: target.id,
        componenteCurricular: 1,
        categoriaId: half[0]!.categoriaId,
        estruturaId: half[0]!.estruturaId,
      },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((chosen.json() as Habilidade[]).every((s) => s.nivelSelecionado === 3)).toBe(true);
    const stranger = await paulo()({
      method: 'POST',
      url: '/api/habilidadeficha/respondidas',
      payload: { ano: YEAR, bimestre: 4, fichaId: 1, turmaId: demo.cls['1002'], alunoId: 999999 },
    });
    expect([stranger.statusCode, stranger.body]).toEqual([404, STUDENT_RECORD_NOT_FOUND]);
    const counts = (
      await carla()(`${BASE}/Turma?acompanhamentoId=${id}&categoriaId=${half[0]!.categoriaId}`)
    ).json() as Habilidade[];
    expect(counts[0]!.quantidadeNiveis.find((l) => l.nivel === 3)!.quantidade).toBe(1);
    // Bad criteria and other roles.
    const mismatch = await paulo()({
      method: 'POST',
      url: '/api/AcompanhamentoAprendizagemAluno/Respostas',
      payload: {
        alunoId: target.id,
        acompanhamentoId: id,
        respostas: [{ habilidadeId: skills[1]!.id, criterioId: skills[0]!.criterios[0]!.id }],
      },
    });
    expect(mismatch.statusCode).toBe(400);
    expect((await respond(admin(), id, target.id, half)).statusCode).toBe(403);
    expect((await respond(carla(), id, target.id, half)).statusCode).toBe(403);
  });

  it("each student's answers per level follow every change (kept counts match the answers)", async () => {
    const evaluable = students1002.filter((s) => s.alfabetizado !== true);
    const [first] = evaluable;
    // The first student: half at level 3 (previous test), then one of them moved to level 1 and two
    // new skills at level 2 (the others stay unanswered: the next test counts on it).
    const half = skills.slice(0, skills.length / 2);
    expect((await respond(paulo(), id, first!.id, half.slice(0, 1), 1)).statusCode).toBe(200);
    expect((await respond(paulo(), id, first!.id, skills.slice(-2), 2)).statusCode).toBe(200);
    type Answer = {
      alunoAcompanhamento: { alunoId: number; totalNiveis: { nivel: number; quantidade: number }[] }[];
    };
    const shown = (await carla()(`${BASE}?acompId=${id}`)).json() as Answer;
    const truth = await t.db
      .select({ alunoId: acompanhamentoAluno.alunoId, nivel: criterio.nivel, n: sql<number>`count(*)::int` })
      .from(respostaAprendizagem)
      .innerJoin(acompanhamentoAluno, eq(acompanhamentoAluno.id, respostaAprendizagem.acompanhamentoAlunoId))
      .innerJoin(criterio, eq(criterio.id, respostaAprendizagem.criterioId))
      .where(eq(acompanhamentoAluno.acompanhamentoId, id))
      .groupBy(acompanhamentoAluno.alunoId, criterio.nivel);
    for (const s of shown.alunoAcompanhamento) {
      const expected = [1, 2, 3, 4].map((nivel) => ({
        nivel,
        quantidade: truth.find((r) => r.alunoId === s.alunoId && r.nivel === nivel)?.n ?? 0,
      }));
      expect(s.totalNiveis, `student ${s.alunoId}`).toEqual(expected);
    }
    const mine = shown.alunoAcompanhamento.find((s) => s.alunoId === first!.id)!;
    expect(mine.totalNiveis).toEqual([
      { nivel: 1, quantidade: 1 },
      { nivel: 2, quantidade: 2 },
      { nivel: 3, quantidade: half.length - 1 },
      { nivel: 4, quantidade: 0 },
    ]);
  });

  it('genres: at least one, of the class série; finishing needs 100%', async () => {
    const put = (body: unknown) =>
      paulo()({ method: 'PUT', url: `${BASE}/${id}/GenerosTextuais`, payload: body as object });
    expect((await put([])).body).toBe(GENRE_KEEP_ONE);
    const ok = await put([genres4[2]]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as Acompanhamento).codigosGenerosTextuais).toEqual([genres4[2]]);
    expect(
      (await admin()({ method: 'PUT', url: `${BASE}/${id}/GenerosTextuais`, payload: [genres4[0]] }))
        .statusCode,
    ).toBe(403);
    const finish = () =>
      paulo()({ method: 'PUT', url: BASE, payload: { acompanhamentoId: id, status: true } });
    // Genres removed behind the API's back (imported data): finishing asks for one.
    await t.db.delete(acompanhamentoGenero).where(eq(acompanhamentoGenero.acompanhamentoId, id));
    expect((await finish()).body).toBe(GENRE_TO_FINISH);
    expect((await put([genres4[2]])).statusCode).toBe(200);
    expect((await finish()).body).toBe(FINISH_INCOMPLETE);
    const toEvaluate = students1002.filter((x) => x.alfabetizado !== true);
    for (const [i, s] of toEvaluate.entries()) {
      // The first already has half its skills (updated, not counted again), the others none.
      const answered = await respond(paulo(), id, s.id, skills, 2);
      expect(answered.statusCode).toBe(200);
      expect(answered.json()).toMatchObject({
        situacaoAluno: 100,
        situacao: Math.floor(((i + 1) * 100) / toEvaluate.length),
      });
    }
    const done = await finish();
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: true, situacao: 100 });
    expect((await put([genres4[0]])).body).toBe(ALREADY_FINISHED);
    expect((await respond(paulo(), id, students1002[0]!.id, skills)).body).toBe(
      students1002[0]!.alfabetizado ? ALFABETIZADO_NOT_EVALUATED : ALREADY_FINISHED,
    );
  });

  it('validation: reason rules, the administrator cannot validate, outside the window refused', async () => {
    const validate = (who: Who, payload: Record<string, unknown>) =>
      who({
        method: 'POST',
        url: `${BASE}/${id}/Validar`,
        payload: { acompanhamentoAprendizagemId: id, responsavel: CPF.carla, ...payload },
      });
    expect((await validate(admin(), { validacao: true })).statusCode).toBe(403);
    expect((await validate(paulo(), { validacao: true })).statusCode).toBe(403);
    expect((await validate(carla(), { validacao: false })).body).toBe(REASON_REQUIRED.aprendizagem);
    expect((await validate(carla(), { validacao: false, justificativa: 'x'.repeat(201) })).body).toBe(
      REASON_MAX,
    );
    await setPeriod(t, CPF.ana, 4, 1, { acomp: [-30, 30], valid: [5, 30] });
    expect((await validate(carla(), { validacao: true })).body).toBe(OUTSIDE_VALIDATION);
    await setPeriod(t, CPF.ana, 4, 1, { acomp: [-30, 30], valid: [-30, 30] });
    const ok = await validate(carla(), { validacao: true });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ validado: true, justificativa: null });
  });
});

describe('administrator actions', () => {
  async function monitoring1004(): Promise<Acompanhamento> {
    return (
      await admin()(`${BASE}?turmaId=${demo.cls['1004']}&bimestre=4&ano=${YEAR}`)
    ).json() as Acompanhamento;
  }

  it('recalculates; only the administrator', async () => {
    const a = await monitoring1004();
    const url = `${BASE}/AjustarPorcentagem?acompApredizagemId=${a.acompanhamentoId}`;
    expect((await carla()({ method: 'POST', url })).statusCode).toBe(403);
    const res = await admin()({ method: 'POST', url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ situacao: 100 });
    expect(
      (await admin()({ method: 'POST', url: `${BASE}/AjustarPorcentagem?acompApredizagemId=x` })).statusCode,
    ).toBe(400);
  });

  it("deletes one student's record and recomputes; the student is no longer in open monitoring", async () => {
    const a = await monitoring1004();
    const s = a.alunoAcompanhamento[0]!;
    const url = `/api/AcompanhamentoAprendizagemAluno?acompAlunoId=${s.acompanhamentoAlunoId}`;
    expect((await carla()({ method: 'DELETE', url })).statusCode).toBe(403);
    expect((await admin()({ method: 'DELETE', url })).statusCode).toBe(204);
    expect((await admin()({ method: 'DELETE', url })).statusCode).toBe(404);
    const after = await monitoring1004();
    expect(after.alunoAcompanhamento.map((x) => x.acompanhamentoAlunoId)).not.toContain(
      s.acompanhamentoAlunoId,
    );
  });

  it('moving a student removes their record from the open monitoring (students hook)', async () => {
    const a = await monitoring1004();
    const s = a.alunoAcompanhamento[0]!;
    const found = (await admin()(`/api/Alunos?cpf=${s.cpf}`)).json() as { temAcompanhamento: boolean }[];
    expect(found[0]!.temAcompanhamento).toBe(true);
    const [stay] = await t.db
      .select({ id: alunoTurma.id })
      .from(alunoTurma)
      .where(and(eq(alunoTurma.alunoId, s.alunoId), isNull(alunoTurma.dataFim)));
    const res = await admin()({
      method: 'POST',
      url: '/api/Alunos/Finalizar',
      payload: { alunoId: s.alunoId, motivo: 3, anoTurmaAlunoId: stay!.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await monitoring1004();
    expect(after.alunoAcompanhamento.map((x) => x.alunoId)).not.toContain(s.alunoId);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'remover-estudante'));
    expect(audits.length).toBe(1);
  });

  it('deletes the monitoring; only the administrator', async () => {
    const a = await monitoring1004();
    const url = `${BASE}?acompanhamentoId=${a.acompanhamentoId}`;
    expect((await carla()({ method: 'DELETE', url })).statusCode).toBe(403);
    expect((await admin()({ method: 'DELETE', url })).statusCode).toBe(204);
    expect((await admin()({ method: 'DELETE', url })).statusCode).toBe(404);
    const gone = await admin()(`${BASE}?acompId=${a.acompanhamentoId}`);
    expect([gone.statusCode, gone.body]).toEqual([404, NOT_STARTED]);
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'excluir'));
    expect((row!.before as Acompanhamento).acompanhamentoId).toBe(a.acompanhamentoId);
  });
});
