import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { monitoringToday } from '@siam/domain/monitoring';
import { PARTICIPANT_MSG, VISIT_MSG } from '@siam/domain/visit-reports';
import { usuario, usuarioPerfil } from '../../db/schema/auth';
import { anoParfi, anoPremio, pareamentoEscolas } from '../../db/schema/award';
import { objetivoObrigatorio } from '../../db/schema/parfi';
import { escola } from '../../db/schema/schools';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';

/** Extra users of this file: the director of school B, one of school C, one without a role. */
const BRUNO = '31467592099';
const CLARA = '79823415609';
const SEM_PERFIL = '23156984051';
const UNKNOWN = '82647103950';

let t: TestApp;
let pairing: number;
let award: number;
let parfi2025: number;
const yesterday = () => {
  const d = new Date(`${monitoringToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

interface Criterion {
  id: number;
  codigo: number;
  indicadorId: number;
  categoriaId: number;
}

beforeAll(async () => {
  t = await createTestApp();
  const [a] = await t.db.select({ id: anoPremio.id }).from(anoPremio).where(eq(anoPremio.ano, 2025));
  award = a!.id;
  const [p] = await t.db
    .select({ id: pareamentoEscolas.id })
    .from(pareamentoEscolas)
    .where(eq(pareamentoEscolas.anoPremioId, award));
  pairing = p!.id;
  const [y] = await t.db
    .select({ id: anoParfi.id })
    .from(anoParfi)
    .where(and(eq(anoParfi.anoPremioId, award), eq(anoParfi.ano, 2025)));
  parfi2025 = y!.id;
  const [diego] = await t.db.select().from(usuario).where(eq(usuario.cpf, CPF.diego));
  const schools = await t.db.select({ id: escola.id, inep: escola.codigoInep }).from(escola);
  const schoolOf = (inep: string) => schools.find((s) => s.inep === inep)!.id;
  const users = await t.db
    .insert(usuario)
    .values([
      { cpf: BRUNO, nome: 'Bruno Diretor Escola B', passwordHash: diego!.passwordHash },
      { cpf: CLARA, nome: 'Clara Diretora Escola C', passwordHash: diego!.passwordHash },
      { cpf: SEM_PERFIL, nome: 'Sandra Sem Perfil', passwordHash: diego!.passwordHash },
    ])
    .returning({ id: usuario.id, cpf: usuario.cpf });
  const idOf = (cpf: string) => users.find((u) => u.cpf === cpf)!.id;
  await t.db.insert(usuarioPerfil).values([
    { usuarioId: idOf(BRUNO), perfilId: 15, escolaId: schoolOf('27012346') },
    { usuarioId: idOf(CLARA), perfilId: 15, escolaId: schoolOf('27099999') },
  ]);
});
afterAll(() => t.close());

const diego = (o: Parameters<ReturnType<TestApp['as']>>[0]) => t.as(CPF.diego, 15)(o);
const bruno = (o: Parameters<ReturnType<TestApp['as']>>[0]) => t.as(BRUNO, 15)(o);
const admin = (o: Parameters<ReturnType<TestApp['as']>>[0]) => t.as(CPF.ana, 1)(o);
const json = <T>(r: { json: () => unknown }) => r.json() as T;

/** Every criterion of report type `tipo`, by category. */
async function criteriaOf(tipo: number): Promise<Criterion[]> {
  const cats = json<{ id: number }[]>(await diego(`/api/CategoriaRelatorio/${tipo}`));
  const out: Criterion[] = [];
  for (const c of cats) out.push(...json<Criterion[]>(await diego(`/api/CriterioRelatorio/${c.id}/${tipo}`)));
  return out;
}
/** One answer per indicator: level `level(i)` for the i-th indicator. */
function answers(criteria: Criterion[], reportId: number, level: (i: number) => number) {
  const indicators = [...new Set(criteria.map((c) => c.indicadorId))];
  return indicators.map((ind, i) => {
    const c = criteria.find((x) => x.indicadorId === ind && x.codigo === level(i))!;
    return { relatorioVisitaId: reportId, criterioId: c.id, indicadorId: ind, categoriaId: c.categoriaId };
  });
}
const newReport = (body: Record<string, unknown>) => ({
  tipoRelatorioId: 1,
  data: yesterday(),
  anoParfiId: parfi2025,
  pareamentoEscolasId: pairing,
  ...body,
});

describe('catalogue: TipoRelatorio, CategoriaRelatorio, Indicador, CriterioRelatorio', () => {
  it('lists the three report types and each type’s categories, indicators and 4-level criteria', async () => {
    const types = await diego('/api/TipoRelatorio');
    expect(types.statusCode).toBe(200);
    expect(types.json()).toEqual([
      { id: 1, descricao: 'Relatório de Diagnóstico' },
      { id: 2, descricao: 'Relatório de Acompanhamento' },
      { id: 3, descricao: 'Relatório de Avaliação Final' },
    ]);
    for (const tipo of [1, 2, 3]) {
      const cats = json<{ id: number; tipoRelatorioId: number }[]>(
        await diego(`/api/CategoriaRelatorio/${tipo}`),
      );
      expect(cats.length).toBeGreaterThanOrEqual(2);
      expect(cats.every((c) => c.tipoRelatorioId === tipo)).toBe(true);
      const inds = json<{ categoriaId: number; relatorioId: number }[]>(
        await diego(`/api/Indicador/Categoria/${cats[0]!.id}`),
      );
      expect(inds.length).toBeGreaterThanOrEqual(2);
      expect(inds[0]).toMatchObject({ categoriaId: cats[0]!.id, relatorioId: tipo });
      const crits = json<Criterion[]>(await diego(`/api/CriterioRelatorio/${cats[0]!.id}/${tipo}`));
      expect(crits.length).toBe(inds.length * 4);
      expect([...new Set(crits.map((c) => c.codigo))].sort()).toEqual([1, 2, 3, 4]);
    }
    expect(json<unknown[]>(await diego('/api/Indicador/Categoria/999999'))).toEqual([]);
  });

  it('refuses roles without visit reports and bad ids', async () => {
    const paulo = await t.as(CPF.paulo, 17)('/api/TipoRelatorio');
    expect(paulo.statusCode).toBe(403);
    expect(paulo.body).toBe('Funcionalidade não permitida');
    expect((await t.as(CPF.eva, 7)('/api/CategoriaRelatorio/1')).statusCode).toBe(403);
    const bad = await diego('/api/CategoriaRelatorio/9');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toBe('Tipo de relatório inválido.');
    expect((await diego('/api/Indicador/Categoria/abc')).body).toBe('Categoria inválida.');
    expect((await diego('/api/CriterioRelatorio/x/1')).statusCode).toBe(400);
  });
});

describe('visit report life cycle', () => {
  let reportId: number;
  let criteria1: Criterion[];

  it('creates only the offered type, with a past date, for the visiting school', async () => {
    criteria1 = await criteriaOf(1);
    const post = (who: typeof diego, body: Record<string, unknown>) =>
      who({ method: 'POST', url: '/api/RelatorioVisita', payload: newReport(body) });
    const type2 = await post(diego, { tipoRelatorioId: 2 });
    expect(type2.statusCode).toBe(409);
    expect(type2.body).toBe(VISIT_MSG.typeNotOffered);
    const future = await post(diego, { data: '2099-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.body).toBe('A data da visita deve ser menor ou igual à data atual.');
    expect((await post(diego, { data: '' })).body).toBe(VISIT_MSG.dateRequired);
    expect((await post(diego, { data: '2025-13-45' })).statusCode).toBe(400);
    expect((await post(diego, { descricaoDetalhada: 'x'.repeat(3001) })).body).toBe(VISIT_MSG.descriptionMax);
    expect((await post(diego, { tipoRelatorioId: 'um' })).body).toBe(VISIT_MSG.typeInvalid);
    expect((await post(diego, { finalizado: true })).statusCode).toBe(400);
    const visited = await post(bruno, {});
    expect(visited.statusCode).toBe(403);
    expect((await post(t.as(CLARA, 15), {})).statusCode).toBe(403);
    expect((await post(t.as(CPF.paulo, 17), {})).statusCode).toBe(403);
    const unknownPairing = await post(diego, { pareamentoEscolasId: 999999 });
    expect(unknownPairing.statusCode).toBe(404);
    expect(unknownPairing.body).toBe('Pareamento de escolas não encontrado para este relatório.');

    const created = await post(diego, { descricaoDetalhada: 'Primeira visita.' });
    expect(created.statusCode).toBe(201);
    reportId = created.json() as number;
    expect(typeof reportId).toBe('number');
    const again = await post(diego, {});
    expect(again.statusCode).toBe(409);
    expect(again.body).toBe(VISIT_MSG.openExists);
  });

  it('lists and shows the report to both schools; the visited school cannot edit; school C sees nothing', async () => {
    const url = `/api/RelatorioVisita/${pairing}/${award}/${parfi2025}`;
    const list = json<{ id: number; podeEditar: boolean; escolaAcompanhada: { codigoInep: string } }[]>(
      await diego(url),
    );
    expect(list.map((r) => r.id)).toEqual([reportId]);
    expect(list[0]).toMatchObject({ podeEditar: true, escolaAcompanhada: { codigoInep: '27012346' } });
    const seen = json<{ podeEditar: boolean; tipoRelatorio: string }[]>(await bruno(url));
    expect(seen[0]).toMatchObject({ podeEditar: false, tipoRelatorio: 'Relatório de Diagnóstico' });
    expect((await t.as(CLARA, 15)(url)).statusCode).toBe(403);
    expect((await t.as(CLARA, 15)(`/api/RelatorioVisita?relatorioVisitaId=${reportId}`)).statusCode).toBe(
      403,
    );
    expect((await diego(`/api/RelatorioVisita/${pairing}/${award}/999999`)).body).toBe(
      'Ano PARFI não encontrado.',
    );
    const one = await bruno(`/api/RelatorioVisita?relatorioVisitaId=${reportId}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      id: reportId,
      finalizado: false,
      descricaoDetalhada: 'Primeira visita.',
    });
    const missing = await diego('/api/RelatorioVisita?relatorioVisitaId=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(VISIT_MSG.reportNotFound);
    expect((await diego(`/api/RelatorioVisita/${reportId}/2`)).statusCode).toBe(404);
    const detail = await diego(`/api/RelatorioVisita/${reportId}/1`);
    expect(detail.json()).toMatchObject({ id: reportId, indicadores: [], participantes: [] });
  });

  it('looks participants up with the §5.6 outcomes and adds them (visiting school only)', async () => {
    const look = (cpf: string) => diego(`/api/ParticipanteVisita/Usuario/${cpf}`);
    expect((await look('123')).body).toBe('CPF inválido!');
    const unknown = await look(UNKNOWN);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('Usuário não encontrado, necessário realizar o cadastro!');
    expect((await look(SEM_PERFIL)).body).toBe('Usuário não possui perfil no SIAM!');
    expect((await look('529.982.247-25')).json()).toEqual({
      nome: 'Paulo Professor Santos',
      cpf: CPF.paulo,
      perfis: [{ codigoPerfil: 17, nomePerfil: 'Professor Escola' }],
    });

    const add = (who: typeof diego, body: Record<string, unknown>) =>
      who({
        method: 'POST',
        url: '/api/ParticipanteVisita',
        payload: { relatorioVisitaId: reportId, ...body },
      });
    expect((await add(diego, { cpf: '111.111.111-11' })).body).toBe('CPF inválido!');
    expect((await add(diego, { cpf: UNKNOWN })).body).toBe(PARTICIPANT_MSG.userNotFound);
    const noRole = await add(diego, { cpf: SEM_PERFIL });
    expect(noRole.statusCode).toBe(400);
    expect(noRole.body).toBe('Usuário não possui perfil no SIAM!');
    expect((await add(diego, { cpf: CPF.paulo, codigoPerfil: 1 })).body).toBe('Perfil inválido.');
    expect((await add(bruno, { cpf: CPF.paulo })).statusCode).toBe(403);
    const ok = await add(diego, { cpf: '529.982.247-25', codigoPerfil: 17, nome: 'ignorado' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      mensagem: 'Participante adicionado com sucesso!',
      participante: {
        nome: 'Paulo Professor Santos',
        cpf: CPF.paulo,
        codigoPerfil: 17,
        nomePerfil: 'Professor Escola',
      },
    });
    expect((await add(diego, { cpf: CPF.paulo })).statusCode).toBe(409);
    const carla = await add(diego, { cpf: CPF.carla });
    expect(carla.json()).toMatchObject({ participante: { codigoPerfil: 0, nomePerfil: null } });

    const list = json<{ id: number; nome: string }[]>(
      await bruno(`/api/ParticipanteVisita/Relatorio/${reportId}`),
    );
    expect(list.map((p) => p.nome)).toEqual(['Carla Coordenadora Lima', 'Paulo Professor Santos']);
    expect((await t.as(CLARA, 15)(`/api/ParticipanteVisita/Relatorio/${reportId}`)).statusCode).toBe(403);
    const carlaId = list[0]!.id;
    expect(
      (await bruno({ method: 'DELETE', url: `/api/ParticipanteVisita?participanteVisitaId=${carlaId}` }))
        .statusCode,
    ).toBe(403);
    const del = await diego({
      method: 'DELETE',
      url: `/api/ParticipanteVisita?participanteVisitaId=${carlaId}`,
    });
    expect(del.json()).toEqual({ mensagem: 'Participante excluído com sucesso.' });
    expect(
      (await diego({ method: 'DELETE', url: '/api/ParticipanteVisita?participanteVisitaId=x' })).statusCode,
    ).toBe(400);
  });

  it('saves answers of the report’s type only (the visiting school)', async () => {
    const all = answers(criteria1, reportId, () => 2);
    const post = (who: typeof diego, payload: object) =>
      who({ method: 'POST', url: '/api/IndicadorRelatorio', payload });
    const criteria2 = await criteriaOf(2);
    const wrongType = answers(criteria2, reportId, () => 1).slice(0, 1);
    expect((await post(diego, wrongType)).body).toBe(VISIT_MSG.indicatorInvalid);
    expect((await post(diego, [{ ...all[0]!, criterioId: all[1]!.criterioId }])).body).toBe(
      VISIT_MSG.indicatorInvalid,
    );
    expect((await post(diego, [all[0], all[0]])).body).toBe('Indicador repetido.');
    expect((await post(diego, [{ foo: 1 }])).statusCode).toBe(400);
    expect((await post(diego, { x: 1 })).statusCode).toBe(400);
    expect((await post(bruno, all.slice(0, 2))).statusCode).toBe(403);
    const ok = await post(diego, all.slice(0, 2));
    expect(ok.statusCode).toBe(200);
    expect(json<{ indicadores: { nivel: number }[] }>(ok).indicadores).toHaveLength(2);
    const read = json<{ nivel: number }[]>(await bruno(`/api/IndicadorRelatorio/${reportId}`));
    expect(read.map((r) => r.nivel)).toEqual([2, 2]);
  });

  it('a save without descricaoDetalhada keeps the stored description; null clears it (issue 15)', async () => {
    const put = (body: Record<string, unknown>) =>
      diego({ method: 'PUT', url: '/api/RelatorioVisita', payload: newReport({ id: reportId, ...body }) });
    const stored = async () =>
      json<{ descricaoDetalhada: string | null }>(
        await diego(`/api/RelatorioVisita?relatorioVisitaId=${reportId}`),
      ).descricaoDetalhada;
    expect((await put({ descricaoDetalhada: 'Rascunho da visita.' })).statusCode).toBe(200);
    expect((await put({})).statusCode).toBe(200);
    expect(await stored()).toBe('Rascunho da visita.');
    expect((await put({ descricaoDetalhada: null })).statusCode).toBe(200);
    expect(await stored()).toBeNull();
  });

  it('finalises only with every requirement, in the hint order, then creates the mandatory objectives', async () => {
    const put = (body: Record<string, unknown>, who = diego) =>
      who({ method: 'PUT', url: '/api/RelatorioVisita', payload: newReport({ id: reportId, ...body }) });
    const long = 'A escola acompanhada organiza bem a rotina de leitura, mas precisa planejar melhor.';
    expect((await put({ finalizado: true, descricaoDetalhada: '' })).body).toBe(
      'Necessário preencher descrição',
    );
    expect((await put({ finalizado: true, descricaoDetalhada: long })).body).toBe(VISIT_MSG.hintIndicators);
    expect((await put({ tipoRelatorioId: 3 })).statusCode).toBe(400);
    expect((await put({}, bruno)).statusCode).toBe(403);
    const allFour = answers(criteria1, reportId, () => 4);
    const refused = await put({ finalizado: true, descricaoDetalhada: long, indicadores: allFour });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toBe(VISIT_MSG.allLevelFour);
    const short = await put({
      finalizado: true,
      descricaoDetalhada: 'Visita boa 12345678901234567890',
      indicadores: allFour,
    });
    expect(short.body).toBe('Descrição muito curta.');
    // Nothing was saved by the refusals: still open and with the two earlier answers.
    expect(
      json<{ finalizado: boolean }>(await diego(`/api/RelatorioVisita?relatorioVisitaId=${reportId}`))
        .finalizado,
    ).toBe(false);
    expect(json<unknown[]>(await diego(`/api/IndicadorRelatorio/${reportId}`))).toHaveLength(2);

    // Lowest level 1 on the first two indicators, 3 elsewhere.
    const mixed = answers(criteria1, reportId, (i) => (i < 2 ? 1 : 3));
    const ok = await put({ finalizado: true, descricaoDetalhada: long, indicadores: mixed });
    expect(ok.statusCode).toBe(200);
    const body = json<{
      mensagem: string;
      relatorio: { finalizado: boolean };
      objetivosObrigatorios: number;
    }>(ok);
    expect(body.mensagem).toBe('Sucesso ao salvar!');
    expect(body.relatorio.finalizado).toBe(true);
    expect(body.objetivosObrigatorios).toBeGreaterThan(0);
    const rows = await t.db
      .select()
      .from(objetivoObrigatorio)
      .where(eq(objetivoObrigatorio.relatorioVisitaId, reportId));
    expect(rows.length).toBe(body.objetivosObrigatorios);
    expect(rows.reduce((n, r) => n + r.quantidadeIndicadores, 0)).toBe(2);
    const forB = await admin(
      `/api/ObjetivoObrigatorio/Escola?codigoInep=27012346&relatorioVisitaId=${reportId}`,
    );
    expect(json<unknown[]>(forB).length).toBe(rows.length);
  });

  it('keeps a finalized report immutable', async () => {
    const put = await diego({
      method: 'PUT',
      url: '/api/RelatorioVisita',
      payload: newReport({ id: reportId }),
    });
    expect(put.statusCode).toBe(409);
    expect(put.body).toBe(VISIT_MSG.finalized);
    const [participant] = json<{ id: number }[]>(
      await diego(`/api/ParticipanteVisita/Relatorio/${reportId}`),
    );
    expect(
      (
        await diego({
          method: 'DELETE',
          url: `/api/ParticipanteVisita?participanteVisitaId=${participant!.id}`,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await diego({
          method: 'POST',
          url: '/api/ParticipanteVisita',
          payload: { relatorioVisitaId: reportId, cpf: CPF.carla },
        })
      ).statusCode,
    ).toBe(409);
    const ans = answers(criteria1, reportId, () => 2);
    expect((await diego({ method: 'POST', url: '/api/IndicadorRelatorio', payload: ans })).statusCode).toBe(
      409,
    );
  });

  it('POST ObjetivoObrigatorio?relatorioId= without a body (re)creates the finalised report’s objectives (issue 15)', async () => {
    const call = (who: typeof diego, id: number | string = reportId) =>
      who({ method: 'POST', url: `/api/ObjetivoObrigatorio?relatorioId=${id}` });
    const stored = () =>
      t.db.select().from(objetivoObrigatorio).where(eq(objetivoObrigatorio.relatorioVisitaId, reportId));
    const before = await stored();
    expect(before.length).toBeGreaterThan(0);

    const first = await call(diego);
    expect(first.statusCode).toBe(201);
    const views = json<
      {
        objetivoId: number;
        relatorioVisitaId: number;
        percentualMinimo: number;
        quantidadeIndicadores: number;
      }[]
    >(first);
    // The same objectives as finalising created, in the body form's shape.
    expect(views.map((v) => v.objetivoId).sort()).toEqual(before.map((r) => r.objetivoId).sort());
    for (const v of views)
      expect(v).toMatchObject({ relatorioVisitaId: reportId, percentualMinimo: 10, pendente: true });
    expect(views.reduce((n, v) => n + v.quantidadeIndicadores, 0)).toBe(2);

    // Again: replaced, nothing created twice.
    const second = await call(admin);
    expect(second.statusCode).toBe(201);
    expect(json<{ objetivoId: number }[]>(second).map((v) => v.objetivoId)).toEqual(
      views.map((v) => v.objetivoId),
    );
    const after = await stored();
    expect(after.length).toBe(before.length);
    expect(new Set(after.map((r) => r.objetivoId)).size).toBe(after.length);

    // Only who may write the report: the visited school and school C are refused, as is a role
    // without 'parfi.visit' (whatever the query holds); an unknown report is a 404.
    expect((await call(bruno)).statusCode).toBe(403);
    expect((await call(t.as(CLARA, 15))).statusCode).toBe(403);
    const teacher = await call(t.as(CPF.paulo, 17));
    expect([teacher.statusCode, teacher.body]).toEqual([403, 'Funcionalidade não permitida']);
    expect((await call(t.as(CPF.paulo, 17), 'x')).statusCode).toBe(403);
    const missing = await call(diego, 999999);
    expect([missing.statusCode, missing.body]).toEqual([404, VISIT_MSG.reportNotFound]);
    expect((await call(diego, 'x')).statusCode).toBe(400);
    expect((await stored()).length).toBe(before.length);
  });

  it('then offers type 2, and only the administrator deletes (with its objectives)', async () => {
    const type1 = await diego({ method: 'POST', url: '/api/RelatorioVisita', payload: newReport({}) });
    expect(type1.statusCode).toBe(409);
    const criteria2 = await criteriaOf(2);
    const type2 = await diego({
      method: 'POST',
      url: '/api/RelatorioVisita',
      payload: newReport({ tipoRelatorioId: 2, indicadores: answers(criteria2, 0, () => 3).slice(0, 2) }),
    });
    expect(type2.statusCode).toBe(201);
    // An open report imposes nothing yet (POST ObjetivoObrigatorio without a body).
    const early = await diego({
      method: 'POST',
      url: `/api/ObjetivoObrigatorio?relatorioId=${type2.json() as number}`,
    });
    expect([early.statusCode, early.body]).toEqual([409, VISIT_MSG.notFinalized]);
    const type2Answers = json<unknown[]>(await bruno(`/api/IndicadorRelatorio/${type2.json() as number}`));
    expect(type2Answers).toHaveLength(2);
    const del = (who: typeof diego, q: string) => who({ method: 'DELETE', url: `/api/RelatorioVisita?${q}` });
    expect((await del(diego, `relatorioVisitaId=${reportId}`)).statusCode).toBe(403);
    expect((await del(admin, `relatorioVisitaId=${reportId}&anoPremio=2024`)).statusCode).toBe(400);
    expect((await del(admin, 'relatorioVisitaId=abc')).statusCode).toBe(400);
    const ok = await del(
      admin,
      `relatorioVisitaId=${reportId}&escolaInep=27012345&anoPremio=2025&anoParfi=2025&pareamentoEscolasId=${pairing}&anoPremioId=${award}`,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ mensagem: 'Relatório excluído com sucesso.' });
    expect((await admin(`/api/RelatorioVisita?relatorioVisitaId=${reportId}`)).statusCode).toBe(404);
    const rows = await t.db
      .select()
      .from(objetivoObrigatorio)
      .where(eq(objetivoObrigatorio.relatorioVisitaId, reportId));
    expect(rows).toEqual([]);
    expect((await del(admin, `relatorioVisitaId=${reportId}`)).statusCode).toBe(404);
  });

  it('lets only one of two simultaneous creations of the same type win', async () => {
    const post = () => diego({ method: 'POST', url: '/api/RelatorioVisita', payload: newReport({}) });
    const results = await Promise.all([post(), post()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});
