/**
 * GET /api/Pendencias ('O que aguarda você', docs/decisions/125): the counts of each role from the demo
 * data plus records this file creates, inside the caller's area only; a record of a school outside it
 * never counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Pendencia } from '@siam/domain/contracts/attention';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';
import { YEAR, day, loadDemo, type Demo } from '../../../test/fixtures/monitoring-fixtures';

let t: TestApp;
let demo: Demo;

beforeAll(async () => {
  t = await createTestApp();
  demo = await loadDemo(t);
});
afterAll(() => t.close());

async function pending(cpf: string, perfil: number): Promise<Pendencia[]> {
  const res = await t.as(cpf, perfil)('/api/Pendencias');
  expect(res.statusCode).toBe(200);
  return res.json() as Pendencia[];
}

const byKind = (list: Pendencia[], tipo: Pendencia['tipo']) => list.filter((p) => p.tipo === tipo);
const total = (list: Pendencia[], tipo: Pendencia['tipo']) =>
  byKind(list, tipo).reduce((s, p) => s + p.quantidade, 0);

/** A monitoring row of class `turmaId` in term 4 of this year. */
async function monitoring(
  turmaId: number,
  v: { tipo: 1 | 2; status: boolean; validado?: boolean | null; responsavel?: string; situacao?: number },
): Promise<number> {
  const res = await t.db.execute(sql`
    insert into acompanhamento (tipo, turma_id, ano, bimestre, componente, responsavel, status, validado, situacao, justificativa)
    values (${v.tipo}, ${turmaId}, ${YEAR}, 4, 1, ${v.responsavel ?? CPF.sergio}, ${v.status}, ${v.validado ?? null},
      ${v.situacao ?? (v.status ? 100 : 40)}, ${v.validado === false ? 'Faltam registros' : null})
    returning id`);
  return Number((res as unknown as { rows: { id: number }[] }).rows[0]!.id);
}

const one = async (q: ReturnType<typeof sql>): Promise<number | null> => {
  const res = (await t.db.execute(q)) as unknown as { rows: { id: number }[] };
  return res.rows[0] ? Number(res.rows[0].id) : null;
};

/** An action of `escolaId` (its award and plan copied from school A's when it has none) whose execution is in `situacao`. */
async function executionAt(escolaId: number, situacao: number, status: number): Promise<void> {
  const a = demo.school.A;
  const pe =
    (await one(sql`select id from premio_escola where escola_id = ${escolaId} limit 1`)) ??
    (await one(sql`
      insert into premio_escola (ano_premio_id, escola_id, tipo_escola_id, categoria_id, valor_premio)
      select ano_premio_id, ${escolaId}, tipo_escola_id, categoria_id, valor_premio from premio_escola
      where escola_id = ${a} limit 1 returning id`));
  const pp =
    (await one(sql`select id from plano_parfi where premio_escola_id = ${pe} limit 1`)) ??
    (await one(sql`
      insert into plano_parfi (premio_escola_id, ano_parfi_id, valor_parfi, saldo_disponivel)
      select ${pe}, p.ano_parfi_id, p.valor_parfi, p.saldo_disponivel from plano_parfi p
      join premio_escola x on x.id = p.premio_escola_id and x.escola_id = ${a} limit 1 returning id`));
  const pa = await one(sql`
    insert into plano_acao (plano_parfi_id, objetivo_id, meta_id, acao_id, valor, data_inicio, data_fim)
    select ${pp}, objetivo_id, meta_id, acao_id, valor, data_inicio, data_fim from plano_acao limit 1
    returning id`);
  await t.db.execute(
    sql`insert into execucao_acao (plano_acao_id, situacao, status) values (${pa}, ${situacao}, ${status})`,
  );
}

describe('GET /api/Pendencias', () => {
  it('refuses an unauthenticated call and a profile the user does not hold', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/Pendencias' });
    expect(none.statusCode).toBe(401);
    const notHeld = await t.as(CPF.paulo, 16)('/api/Pendencias');
    expect([notHeld.statusCode, notHeld.body]).toEqual([403, 'Funcionalidade não permitida']);
  });

  it('teacher: the classes they teach without a finished monitoring, with the days left in the entry window', async () => {
    // Out of scope: a class of school C (where Paulo is not linked) given to Paulo never counts.
    await t.db.execute(sql`
      update turma set professor_id = (select id from servidor where cpf = ${CPF.paulo})
      where id = ${demo.cls['3001']!}`);
    const list = await pending(CPF.paulo, 17);
    expect(list.map((p) => p.tipo)).toEqual(['acompanhamento.preencher', 'acompanhamento.preencher']);
    const learning = list.find((p) => p.rota.startsWith('/acompanhamento-aprendizagem'))!;
    const activities = list.find((p) => p.rota.startsWith('/acompanhamento-atividades'))!;
    expect(learning).toMatchObject({
      quantidade: 1,
      prazo: day(30),
      diasRestantes: 30,
      rota: `/acompanhamento-aprendizagem?ano=${YEAR}&bimestre=4`,
      detalhes: [{ rotulo: '1º ANO A', descricao: 'Não iniciado' }],
    });
    expect(learning.titulo).toContain('4º bimestre');
    expect(activities).toMatchObject({ quantidade: 1, detalhes: [{ rotulo: 'INF V A' }] });

    // Started, not finished: still waiting (in progress); finished: no longer.
    const started = await monitoring(demo.cls['1002']!, { tipo: 1, status: false, responsavel: CPF.paulo });
    const after = await pending(CPF.paulo, 17);
    expect(after.find((p) => p.rota.startsWith('/acompanhamento-aprendizagem'))).toMatchObject({
      quantidade: 1,
      detalhes: [{ rotulo: '1º ANO A', descricao: 'Em andamento (40%)' }],
    });
    await t.db.execute(sql`update acompanhamento set status = true, situacao = 100 where id = ${started}`);
    const done = await pending(CPF.paulo, 17);
    expect(done.map((p) => p.rota)).toEqual([`/acompanhamento-atividades?ano=${YEAR}&bimestre=4`]);
    await t.db.execute(sql`delete from acompanhamento where id = ${started}`);
  });

  it("coordinator: finished monitorings awaiting validation in their schools only, with the window's end", async () => {
    // Demo: class 1004 (school A) has a finished, undecided learning monitoring.
    const base = await pending(CPF.carla, 16);
    expect(byKind(base, 'acompanhamento.validar')).toEqual([
      expect.objectContaining({
        quantidade: 1,
        prazo: day(30),
        diasRestantes: 30,
        rota: expect.stringMatching(
          new RegExp(
            `^/consultar-acompanhamento-aprendizagem\\?escola=${demo.school.A}&ano=${YEAR}&bimestre=4$`,
          ),
        ),
      }),
    ]);
    // One more in school B (Carla's too), one in school C (not hers) and one of her own: +1 only.
    const b = await monitoring(demo.cls['2001']!, { tipo: 1, status: true });
    const c = await monitoring(demo.cls['3001']!, { tipo: 1, status: true });
    const own = await monitoring(demo.cls['1003']!, { tipo: 1, status: true, responsavel: CPF.carla });
    const list = await pending(CPF.carla, 16);
    const item = byKind(list, 'acompanhamento.validar')[0]!;
    expect(item.quantidade).toBe(2);
    expect(item.rota).not.toContain('escola=');
    expect(item.detalhes?.map((d) => d.quantidade)).toEqual([1, 1]);
    // Carla as a coordinator is shown nothing of the other kinds.
    expect(list.every((p) => p.tipo === 'acompanhamento.validar')).toBe(true);
    await t.db.execute(sql`delete from acompanhamento where id in (${b}, ${c}, ${own})`);
  });

  it('municipal, regional and state levels: finished activity monitorings of their area (sign-off screens)', async () => {
    expect(total(await pending(CPF.rita, 8), 'acompanhamento.assinatura')).toBe(0);
    const a = await monitoring(demo.cls['1001']!, { tipo: 2, status: true });
    const b = await monitoring(demo.cls['2001']!, { tipo: 2, status: true });
    const c = await monitoring(demo.cls['3001']!, { tipo: 2, status: true });
    const regional = byKind(await pending(CPF.rita, 8), 'acompanhamento.assinatura');
    expect(regional).toEqual([
      expect.objectContaining({
        quantidade: 2,
        rota: '/validar-acompanhamento-atividade-Regional',
        prazo: day(30),
      }),
    ]);
    const municipal = byKind(await pending(CPF.marta, 12), 'acompanhamento.assinatura');
    expect(municipal).toEqual([
      expect.objectContaining({ quantidade: 1, rota: '/validar-acompanhamento-atividade-municipal' }),
    ]);
    const state = byKind(await pending(CPF.eva, 7), 'acompanhamento.assinatura');
    expect(state).toEqual([
      expect.objectContaining({ quantidade: 3, rota: '/validar-acompanhamento-atividade-estadual' }),
    ]);
    await t.db.execute(sql`delete from acompanhamento where id in (${a}, ${b}, ${c})`);
  });

  it('PARFI approvers: executions awaiting their own level in their area', async () => {
    // Demo: school A (Santa Aurora) has one execution sent for approval (level 1, Marta's).
    // Out of scope for Marta: one sent by school C; at level 2 (Artur's): one of school B.
    await executionAt(demo.school.C, 0, 2);
    await executionAt(demo.school.B, 1, 2);
    const marta = byKind(await pending(CPF.marta, 12), 'parfi.deferir');
    expect(marta).toEqual([
      expect.objectContaining({ quantidade: 1, rota: '/premio/deferimento-parfi', prazo: null }),
    ]);
    expect(marta[0]!.detalhes).toEqual([expect.objectContaining({ quantidade: 1 })]);
    const artur = byKind(await pending(CPF.artur, 9), 'parfi.deferir');
    expect(artur).toEqual([expect.objectContaining({ quantidade: 1 })]);
    // The state team decides level 3: nothing at situation 3.
    expect(byKind(await pending(CPF.eva, 7), 'parfi.deferir')).toEqual([]);
    // The administrator decides every level, state-wide: 2 at level 1 (A, C) + 1 at level 2 (B).
    const admin = byKind(await pending(CPF.ana, 1), 'parfi.deferir');
    expect(admin).toEqual([expect.objectContaining({ quantidade: 3 })]);
  });

  it('director: refused PARFI actions and monitorings not validated, of their school only', async () => {
    expect(await pending(CPF.diego, 15)).toEqual([]);
    // School A's sent action refused at level 1; school C's refused at level 2 (not Diego's).
    await t.db.execute(sql`
      update execucao_acao set situacao = 2, status = 0 where situacao = 0 and plano_acao_id in (
        select pa.id from plano_acao pa join plano_parfi pp on pp.id = pa.plano_parfi_id
        join premio_escola pe on pe.id = pp.premio_escola_id where pe.escola_id = ${demo.school.A})`);
    await executionAt(demo.school.C, 4, 0);
    const rejected = await monitoring(demo.cls['1001']!, { tipo: 2, status: true, validado: false });
    const otherSchool = await monitoring(demo.cls['3001']!, { tipo: 1, status: true, validado: false });
    const list = await pending(CPF.diego, 15);
    expect(list.map((p) => [p.tipo, p.quantidade, p.rota])).toEqual([
      ['parfi.refazer', 1, '/premio/executar-parfi'],
      ['acompanhamento.devolvido', 1, '/enturmar-professor'],
    ]);
    expect(list[0]!.detalhes![0]!.descricao).toContain('Indeferida nível 1');
    expect(list[1]!.detalhes![0]).toMatchObject({ rotulo: 'INF V A — atividades, 4º bimestre' });
    expect(list[1]!.detalhes![0]!.descricao).toContain('Motivo: Faltam registros');
    await t.db.execute(sql`delete from acompanhamento where id in (${rejected}, ${otherSchool})`);
  });

  it('answers [] when nothing waits, and for a role shown no kind', async () => {
    expect(await pending(CPF.ulisses, 14)).toEqual([]);
    expect(await pending(CPF.fabio, 10)).toEqual([]);
  });
});
