import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PainelDados } from '@siam/domain/contracts/dashboards';
import { monitoringToday } from '@siam/domain/monitoring';
import { demoSchoolIds } from '../../../test/testing/demo-data';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';

let t: TestApp;
const school: Record<'A' | 'B' | 'C', number> = { A: 0, B: 0, C: 0 };
const year = Number(monitoringToday(new Date()).slice(0, 4));

beforeAll(async () => {
  t = await createTestApp({ config: { painelBiUrls: { 3: 'https://bi.example.org/relatorios/3?x=1' } } });
  Object.assign(school, await demoSchoolIds(t));
});
afterAll(() => t.close());

/** One number from the database, for figures computed independently of the module. */
async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = (await t.db.execute(query)) as unknown as { rows: { n: unknown }[] };
  return Number(result.rows[0]!.n);
}

/** Rows of a query as sorted 'a/b/c' strings, to compare a summary with the raw rows. */
async function tuples(query: ReturnType<typeof sql>): Promise<string[]> {
  const result = (await t.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((r) => Object.values(r).map(Number).join('/')).sort();
}

/**
 * The per-school summaries of migration 0010 against the raw rows: active classes, current students
 * and students with a SIGE enrolment number per school and year (and per level and série); monitoring
 * states per school and period; answer levels per school, period and category (from the answers).
 */
async function expectSchoolSummariesMatch() {
  const stays = sql`(select at.turma_id, count(*) as n, count(*) filter (where al.matricula is not null) as m
    from aluno_turma at join aluno al on al.id = at.aluno_id where at.data_fim is null group by at.turma_id)`;
  const turmas = await tuples(sql`select t.escola_id, t.ano_turma, count(*) as k,
      coalesce(sum(c.n), 0) as n, coalesce(sum(c.m), 0) as m,
      count(*) filter (where t.nivel_ensino = 1) as n1, count(*) filter (where t.nivel_ensino = 2) as n2,
      count(*) filter (where t.serie = 1) as t1,
      count(*) filter (where t.serie = 2) as t2,
      count(*) filter (where t.serie = 3) as t3,
      count(*) filter (where t.serie = 4) as t4,
      count(*) filter (where t.serie = 5) as t5,
      count(*) filter (where t.serie = 6) as t6,
      count(*) filter (where t.serie = 7) as t7,
      count(*) filter (where t.serie = 8) as t8,
      count(*) filter (where t.serie = 9) as t9,
      coalesce(sum(c.n) filter (where t.serie = 1), 0) as e1,
      coalesce(sum(c.n) filter (where t.serie = 2), 0) as e2,
      coalesce(sum(c.n) filter (where t.serie = 3), 0) as e3,
      coalesce(sum(c.n) filter (where t.serie = 4), 0) as e4,
      coalesce(sum(c.n) filter (where t.serie = 5), 0) as e5,
      coalesce(sum(c.n) filter (where t.serie = 6), 0) as e6,
      coalesce(sum(c.n) filter (where t.serie = 7), 0) as e7,
      coalesce(sum(c.n) filter (where t.serie = 8), 0) as e8,
      coalesce(sum(c.n) filter (where t.serie = 9), 0) as e9
    from turma t left join ${stays} c on c.turma_id = t.id
    where t.situacao = 1 and t.deleted_at is null group by 1, 2`);
  expect(turmas.length).toBeGreaterThan(0);
  expect(
    await tuples(sql`select escola_id, ano, turmas, enturmados, com_matricula, turmas_nivel1, turmas_nivel2,
      turmas_serie1, turmas_serie2, turmas_serie3, turmas_serie4, turmas_serie5, turmas_serie6, turmas_serie7, turmas_serie8, turmas_serie9,
      enturmados_serie1, enturmados_serie2, enturmados_serie3, enturmados_serie4, enturmados_serie5, enturmados_serie6, enturmados_serie7, enturmados_serie8, enturmados_serie9
      from painel_escola_turmas where turmas <> 0 or enturmados <> 0 or com_matricula <> 0`),
  ).toEqual(turmas);
  const fichas = await tuples(sql`select t.escola_id, a.tipo, a.ano, a.bimestre,
      count(*) filter (where not a.status and a.validado is not true) as em,
      count(*) filter (where a.status and a.validado is not true) as co,
      count(*) filter (where a.validado is true) as va, sum(a.situacao) as so
    from acompanhamento a join turma t on t.id = a.turma_id
    where a.componente = 1 and t.situacao = 1 and t.deleted_at is null and t.ano_turma = a.ano
      and t.nivel_ensino = (case when a.tipo = 1 then 2 else 1 end)
    group by 1, 2, 3, 4`);
  expect(fichas.length).toBeGreaterThan(0);
  expect(
    await tuples(sql`select escola_id, tipo, ano, bimestre, em_andamento, completo, validado, soma_situacao
      from painel_escola_fichas
      where em_andamento <> 0 or completo <> 0 or validado <> 0 or soma_situacao <> 0`),
  ).toEqual(fichas);
  const niveis = await tuples(sql`select e, tipo, ano, bimestre, c,
      count(*) filter (where nivel = 1) as n1, count(*) filter (where nivel = 2) as n2,
      count(*) filter (where nivel = 3) as n3, count(*) filter (where nivel = 4) as n4
    from (
      select t.escola_id as e, a.tipo, a.ano, a.bimestre, h.categoria_id as c, cr.nivel
      from resposta_aprendizagem r join acompanhamento_aluno aa on aa.id = r.acompanhamento_aluno_id
      join acompanhamento a on a.id = aa.acompanhamento_id join turma t on t.id = a.turma_id
      join criterio cr on cr.id = r.criterio_id join habilidade h on h.id = cr.habilidade_id
      union all
      select t.escola_id, a.tipo, a.ano, a.bimestre, h.categoria_id, cr.nivel
      from resposta_atividade r join acompanhamento a on a.id = r.acompanhamento_id
      join turma t on t.id = a.turma_id
      join criterio cr on cr.id = r.criterio_id join habilidade h on h.id = cr.habilidade_id
    ) x group by 1, 2, 3, 4, 5`);
  expect(niveis.length).toBeGreaterThan(0);
  expect(
    await tuples(sql`select escola_id, tipo, ano, bimestre, categoria_id, n1, n2, n3, n4
      from painel_escola_niveis where n1 <> 0 or n2 <> 0 or n3 <> 0 or n4 <> 0`),
  ).toEqual(niveis);
}

const indicador = (d: PainelDados, rotulo: string) => d.indicadores.find((i) => i.rotulo === rotulo)?.valor;
const grafico = (d: PainelDados, id: string) => d.graficos.find((g) => g.id === id)!;
const serie = (d: PainelDados, id: string, rotulo: string) =>
  grafico(d, id).series.find((s) => s.rotulo === rotulo)!.valores;

async function dados(cpf: string, perfil: number, id: number, query = ''): Promise<PainelDados> {
  const res = await t.as(cpf, perfil)(`/api/Painel/${id}/Dados${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PainelDados;
}

describe('GET /api/Painel', () => {
  it('lists the six panels with the configured report URL or null', async () => {
    const res = await t.as(CPF.rita, 8)('/api/Painel');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 1, nome: 'Acompanhamento de Cadastro', url: null },
      { id: 2, nome: 'Gestão de Cadastro - ALFAMAIS/SIGE', url: null },
      { id: 3, nome: 'Quantitativo de Fichas no Alfamais', url: 'https://bi.example.org/relatorios/3?x=1' },
      { id: 4, nome: 'Acompanhamento de Aprendizagens por Categoria', url: null },
      { id: 5, nome: 'Acompanhamento de Fichas de Atividade', url: null },
      { id: 6, nome: 'Acompanhamento do Prêmio', url: null },
    ]);
  });

  it('lets the configured report origin be framed (CSP frame-src)', async () => {
    const res = await t.app.inject('/api/health');
    expect(String(res.headers['content-security-policy'])).toMatch(
      /frame-src [^;]*https:\/\/bi\.example\.org/,
    );
  });

  it('is refused to the roles without the panel menu and without a session', async () => {
    expect((await t.as(CPF.paulo, 17)('/api/Painel')).statusCode).toBe(403);
    const ulisses = await t.as(CPF.ulisses, 14)('/api/Painel/1/Dados');
    expect(ulisses.statusCode).toBe(403);
    expect(ulisses.body).toBe('Funcionalidade não permitida');
    expect((await t.app.inject('/api/Painel')).statusCode).toBe(401);
  });
});

describe('live figures match the demo data', () => {
  it('panel 1: registration of the whole state, grouped by regional', async () => {
    const d = await dados(CPF.ana, 1, 1);
    expect(indicador(d, 'Escolas')).toBe(
      await count(sql`select count(*) as n from escola where deleted_at is null`),
    );
    const turmas = await count(
      sql`select count(*) as n from turma where ano_turma = ${year}::int and situacao = 1 and deleted_at is null`,
    );
    expect(indicador(d, 'Turmas ativas')).toBe(turmas);
    const enturmados =
      await count(sql`select count(*) as n from aluno_turma at join turma t on t.id = at.turma_id
      where at.data_fim is null and t.ano_turma = ${year}::int and t.situacao = 1 and t.deleted_at is null`);
    expect(indicador(d, 'Estudantes enturmados')).toBe(enturmados);
    expect(grafico(d, 'cadastro-grupo').categorias).toEqual(['1ª CRE', '2ª CRE']);
    expect(serie(d, 'cadastro-grupo', 'Estudantes enturmados').reduce((s, v) => s + v, 0)).toBe(enturmados);
    const cadastrados = await count(
      sql`select count(*) as n from aluno where deleted_at is null and escola_id is not null`,
    );
    expect(serie(d, 'cadastro-grupo', 'Estudantes cadastrados').reduce((s, v) => s + v, 0)).toBe(cadastrados);
    expect(d.tabelas[0]!.linhas.reduce((s, l) => s + Number(l[2]), 0)).toBe(turmas);
    // The demo's named students without a class (Pedro Henrique Costa, Maria Eduarda Lima) count.
    expect(indicador(d, 'Estudantes sem turma')).toBeGreaterThanOrEqual(2);
  });

  it('panel 1 for school A’s director: its four classes only, with Joana’s class', async () => {
    const d = await dados(CPF.diego, 15, 1);
    expect(indicador(d, 'Escolas')).toBe(1);
    expect(indicador(d, 'Turmas ativas')).toBe(4);
    expect(grafico(d, 'cadastro-grupo').categorias).toEqual(['Escola Estadual Santa Aurora']);
    const enturmados =
      await count(sql`select count(*) as n from aluno_turma at join turma t on t.id = at.turma_id
      where at.data_fim is null and t.escola_id = ${school.A}::int and t.ano_turma = ${year}::int and t.situacao = 1`);
    expect(indicador(d, 'Estudantes enturmados')).toBe(enturmados);
    const series = grafico(d, 'cadastro-serie');
    expect(series.categorias).toEqual(['Infantil V', '1º ano', '2º ano', '3º ano']);
    // 2º ANO A has no student in the demo data.
    expect(series.series[0]!.valores[2]).toBe(0);
  });

  it('panel 2: SIGE and ALFAMAIS schools, school C in the SIGE table', async () => {
    const d = await dados(CPF.ana, 1, 2);
    expect(indicador(d, 'Escolas SIGE')).toBe(
      await count(sql`select count(*) as n from escola where sige and deleted_at is null`),
    );
    expect(indicador(d, 'Escolas ALFAMAIS')).toBe(
      await count(sql`select count(*) as n from escola where not sige and deleted_at is null`),
    );
    const tabela = d.tabelas[0]!;
    const c = tabela.linhas.find((l) => l[1] === '27099999')!;
    expect(c[0]).toBe('Escola Estadual Integrada Palmeira');
    expect(c[2]).toBe('Nova Palmeira');
    expect(c[3]).toBeGreaterThanOrEqual(1);
    expect(tabela.linhas.some((l) => l[1] === '27012345')).toBe(false);
  });

  it('panel 3: sheets by term and state; Paulo’s bimestre 1 validated, school A', async () => {
    const d = await dados(CPF.ana, 1, 3, `?escola=${school.A}&ano=${year}&bimestre=1`);
    // Classes 1001 (activities) and 1002 (learning) were validated in bimestre 1 (decision 012).
    expect(indicador(d, 'Validado')).toBeGreaterThanOrEqual(2);
    const esperadas = await count(sql`select count(*) as n from periodo_acompanhamento p join turma t
      on t.ano_turma = p.ano and t.nivel_ensino = (case when p.ficha_id = 1 then 2 else 1 end)
      where p.ano = ${year}::int and p.bimestre = 1 and t.escola_id = ${school.A}::int and t.situacao = 1
        and t.deleted_at is null`);
    expect(indicador(d, 'Fichas esperadas')).toBe(esperadas);
    expect(grafico(d, 'fichas-bimestre').categorias).toEqual(['Primeiro bimestre']);
    // Bimestre 4 of class 1004: finished, not yet validated (demo data).
    const q4 = await dados(CPF.ana, 1, 3, `?escola=${school.A}&bimestre=4`);
    expect(indicador(q4, 'Completo')).toBeGreaterThanOrEqual(1);
  });

  it('panel 4: learning levels per category, all the answers of the year', async () => {
    const d = await dados(CPF.ana, 1, 4);
    const respostas = await count(sql`select count(*) as n from resposta_aprendizagem r
      join acompanhamento_aluno aa on aa.id = r.acompanhamento_aluno_id
      join acompanhamento a on a.id = aa.acompanhamento_id where a.tipo = 1 and a.ano = ${year}::int`);
    expect(respostas).toBeGreaterThan(0);
    expect(indicador(d, 'Respostas registradas')).toBe(respostas);
    const cat = grafico(d, 'aprendizagens-categoria');
    expect(cat.categorias).toContain('Decodificação e fluência');
    expect(cat.series.map((s) => s.rotulo)).toEqual(['Nível 1', 'Nível 2', 'Nível 3', 'Nível 4']);
    const soma = cat.series.flatMap((s) => s.valores).reduce((s, v) => s + v, 0);
    expect(soma).toBe(respostas);
  });

  it('panel 5: activity sheets of Educação Infantil classes', async () => {
    const d = await dados(CPF.ana, 1, 5);
    const esperadas = await count(sql`select count(*) as n from periodo_acompanhamento p join turma t
      on t.ano_turma = p.ano and t.nivel_ensino = 1
      where p.ano = ${year}::int and p.ficha_id = 2 and p.acompanhamento_data_inicio <= ${monitoringToday(new Date())}::date
        and t.situacao = 1 and t.deleted_at is null`);
    expect(indicador(d, 'Fichas esperadas')).toBe(esperadas);
    expect(grafico(d, 'atividades-niveis').categorias).toContain('Quantidades e números');
    const media = indicador(d, 'Preenchimento médio')!;
    expect(media).toBeGreaterThan(0);
    expect(media).toBeLessThanOrEqual(100);
  });

  it('panel 6: the 2025 award, school A’s plan with one action sent for approval', async () => {
    const d = await dados(CPF.ana, 1, 6, '?ano=2025');
    expect(indicador(d, 'Escolas participantes')).toBeGreaterThanOrEqual(2);
    const porSituacao = grafico(d, 'premio-situacao');
    const enviada = porSituacao.categorias.indexOf('Enviada para deferimento');
    expect(porSituacao.series[0]!.valores[enviada]).toBeGreaterThanOrEqual(1);
    expect(porSituacao.categorias).toContain('Não enviada para deferimento');
    const planejado = await count(sql`select coalesce(sum(pa.valor), 0) as n from plano_acao pa
      join plano_parfi pp on pp.id = pa.plano_parfi_id join premio_escola pe on pe.id = pp.premio_escola_id
      join ano_premio ap on ap.id = pe.ano_premio_id where ap.ano = 2025`);
    expect(indicador(d, 'Planejado')).toBeCloseTo(planejado, 2);
    expect(grafico(d, 'premio-ano').categorias).toEqual(['2025']);
    // School C takes part in no award.
    const c = await dados(CPF.ana, 1, 6, `?escola=${school.C}`);
    expect(indicador(c, 'Escolas participantes')).toBe(0);
    expect(indicador(c, 'Ações planejadas')).toBe(0);
  });
});

describe('scope', () => {
  it('a school role sees its school and is refused another school, municipality or regional', async () => {
    expect((await t.as(CPF.diego, 15)(`/api/Painel/1/Dados?escola=${school.A}`)).statusCode).toBe(200);
    expect((await t.as(CPF.diego, 15)('/api/Painel/1/Dados?municipio=101')).statusCode).toBe(200);
    for (const q of [`escola=${school.B}`, 'municipio=102', 'regional=2']) {
      const res = await t.as(CPF.diego, 15)(`/api/Painel/1/Dados?${q}`);
      expect(res.statusCode, q).toBe(403);
      expect(res.body).toBe('Funcionalidade não permitida');
    }
  });

  it('a regional role sees its regional by municipality, not the other regional', async () => {
    const d = await dados(CPF.rita, 8, 1);
    expect(grafico(d, 'cadastro-grupo').categorias).toEqual(['Rio Claro do Sul', 'Santa Aurora']);
    expect((await t.as(CPF.rita, 8)('/api/Painel/3/Dados?municipio=201')).statusCode).toBe(403);
    expect((await t.as(CPF.rita, 8)(`/api/Painel/6/Dados?escola=${school.C}`)).statusCode).toBe(403);
    expect((await t.as(CPF.rita, 8)('/api/Painel/2/Dados?regional=2')).statusCode).toBe(403);
    expect((await t.as(CPF.rita, 8)('/api/Painel/2/Dados?regional=1')).statusCode).toBe(200);
  });

  it('a municipal role sees its municipality’s schools only', async () => {
    const d = await dados(CPF.marta, 12, 1);
    const escolas = await count(
      sql`select count(*) as n from escola where municipio = 101 and deleted_at is null`,
    );
    expect(indicador(d, 'Escolas')).toBe(escolas);
    expect(grafico(d, 'cadastro-grupo').categorias).toContain('Escola Estadual Santa Aurora');
    expect((await t.as(CPF.marta, 12)('/api/Painel/1/Dados?municipio=102')).statusCode).toBe(403);
    expect((await t.as(CPF.marta, 12)(`/api/Painel/1/Dados?escola=${school.B}`)).statusCode).toBe(403);
  });

  it('a state role sees everything', async () => {
    const d = await dados(CPF.eva, 7, 2, '?regional=2');
    expect(grafico(d, 'sige-estudantes-grupo').categorias).toEqual(['Nova Palmeira']);
  });
});

describe('bad input answers 400 (never 500)', () => {
  it.each([
    ['/api/Painel/7/Dados', 'Painel inválido.'],
    ['/api/Painel/abc/Dados', 'Painel inválido.'],
    ['/api/Painel/1/Dados?ano=20x6', 'Ano inválido.'],
    ['/api/Painel/3/Dados?ano=1999', 'Ano inválido.'],
    ['/api/Painel/3/Dados?bimestre=5', 'Bimestre inválido.'],
    ['/api/Painel/3/Dados?escola=-1', 'Código inválido.'],
    ['/api/Painel/3/Dados?regional=1e3', 'Código inválido.'],
    ['/api/Painel/3/Dados?municipio=99999999999', 'Código inválido.'],
  ])('%s', async (url, message) => {
    const res = await t.as(CPF.ana, 1)(url);
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe(message);
  });

  it('empty filters are no filters; an unknown school is 404; unknown places give empty figures', async () => {
    expect(
      (await t.as(CPF.ana, 1)('/api/Painel/3/Dados?regional=&municipio=&escola=&ano=&bimestre=')).statusCode,
    ).toBe(200);
    const res = await t.as(CPF.ana, 1)('/api/Painel/1/Dados?escola=999999');
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('Nenhuma escola encontrada');
    const d = await dados(CPF.ana, 1, 1, '?regional=77');
    expect(indicador(d, 'Escolas')).toBe(0);
    expect(d.graficos[0]!.categorias).toEqual([]);
  });
});

describe('the level summary kept by triggers (runs last: it changes answers)', () => {
  type Row = { a: number; c: number; nivel: number; n: number };
  async function read(query: ReturnType<typeof sql>): Promise<string[]> {
    const result = (await t.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
    return result.rows
      .map((r) => ({ a: Number(r.a), c: Number(r.c), nivel: Number(r.nivel), n: Number(r.n) }) as Row)
      .filter((r) => r.n !== 0)
      .map((r) => `${r.a}/${r.c}/${r.nivel}:${r.n}`)
      .sort();
  }
  async function expectSummaryMatchesAnswers() {
    const answers = await read(sql`
      select aa.acompanhamento_id as a, h.categoria_id as c, cr.nivel as nivel, count(*) as n
      from resposta_aprendizagem r join acompanhamento_aluno aa on aa.id = r.acompanhamento_aluno_id
      join criterio cr on cr.id = r.criterio_id join habilidade h on h.id = cr.habilidade_id
      group by 1, 2, 3
      union all
      select r.acompanhamento_id, h.categoria_id, cr.nivel, count(*)
      from resposta_atividade r join criterio cr on cr.id = r.criterio_id join habilidade h on h.id = cr.habilidade_id
      group by 1, 2, 3`);
    const summary = await read(sql`
      select acompanhamento_id as a, categoria_id as c, v.nivel as nivel, v.n as n
      from painel_nivel_categoria p cross join lateral (values (1, p.n1), (2, p.n2), (3, p.n3), (4, p.n4)) v(nivel, n)`);
    expect(answers.length).toBeGreaterThan(0);
    expect(summary).toEqual(answers);
    await expectSchoolSummariesMatch();
  }
  const one = async (query: ReturnType<typeof sql>) => count(query);

  it('matches the answers after the seed, an answer changed, a student record and a monitoring deleted', async () => {
    await expectSummaryMatchesAnswers();

    // A learning answer moved to another level of the same skill (the teacher's upsert updates it).
    const answerId = await one(sql`select min(id) as n from resposta_aprendizagem`);
    await t.db.execute(sql`update resposta_aprendizagem r set criterio_id = c.id from criterio c
      where r.id = ${answerId}::int and c.habilidade_id = r.habilidade_id and c.id <> r.criterio_id
        and c.nivel = (select case when cc.nivel = 4 then 1 else cc.nivel + 1 end from criterio cc where cc.id = r.criterio_id)`);
    await expectSummaryMatchesAnswers();

    // A student's record removed (moved student): its answers go by the cascade.
    const recordId = await one(sql`select min(acompanhamento_aluno_id) as n from resposta_aprendizagem`);
    await t.db.execute(sql`delete from acompanhamento_aluno where id = ${recordId}::int`);
    await expectSummaryMatchesAnswers();

    // One activity answer removed, and a whole learning monitoring deleted (administrator).
    await t.db.execute(
      sql`delete from resposta_atividade where id = (select min(id) from resposta_atividade)`,
    );
    const monitoringId = await one(sql`select max(acompanhamento_id) as n from acompanhamento_aluno aa
      where exists (select 1 from resposta_aprendizagem r where r.acompanhamento_aluno_id = aa.id)`);
    await t.db.execute(sql`delete from acompanhamento where id = ${monitoringId}::int`);
    await expectSummaryMatchesAnswers();
    expect(
      await one(
        sql`select count(*) as n from painel_nivel_categoria where acompanhamento_id = ${monitoringId}::int`,
      ),
    ).toBe(0);

    // New answers (a fresh record of a monitoring) are counted.
    await t.db.execute(sql`insert into resposta_atividade (acompanhamento_id, habilidade_id, criterio_id)
      select a.id, h.id, c.id from acompanhamento a cross join habilidade h join criterio c on c.habilidade_id = h.id and c.nivel = 2
      where a.tipo = 2 and h.ficha_id = 2
        and not exists (select 1 from resposta_atividade r where r.acompanhamento_id = a.id and r.habilidade_id = h.id)
      limit 3`);
    await expectSummaryMatchesAnswers();
  });
});

describe('the registration summary kept by triggers (runs last: it changes students)', () => {
  async function pairs(query: ReturnType<typeof sql>): Promise<string[]> {
    const result = (await t.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
    return result.rows.map((r) => Object.values(r).map(Number).join('/')).sort();
  }
  async function expectSummaryMatches() {
    expect(
      await pairs(sql`select escola_id, cadastrados, sem_turma from painel_escola_cadastro
        where cadastrados <> 0 or sem_turma <> 0`),
    ).toEqual(
      await pairs(sql`select a.escola_id as e, count(*) as c, count(*) filter (where at.id is null) as s
        from aluno a left join aluno_turma at on at.aluno_id = a.id and at.data_fim is null
        where a.deleted_at is null and a.escola_id is not null group by a.escola_id`),
    );
    expect(
      await pairs(sql`select turma_id, enturmados from painel_turma_alunos where enturmados <> 0`),
    ).toEqual(
      await pairs(
        sql`select turma_id as t, count(*) as n from aluno_turma where data_fim is null group by turma_id`,
      ),
    );
    await expectSchoolSummariesMatch();
  }

  it('matches the students after the seed, an enrolment, a move to another school, a finish and a delete', async () => {
    await expectSummaryMatches();
    const admin = t.as(CPF.ana, 1);
    const [pedro] = (await admin('/api/Alunos?cpf=10742583635')).json() as { id: number }[];
    const turmasA = (await admin(`/api/Escolas/${school.A}/turmas`)).json() as {
      id: number;
      codigoTurma: string;
    }[];
    const turmasB = (await admin(`/api/Escolas/${school.B}/turmas`)).json() as {
      id: number;
      codigoTurma: string;
    }[];
    const enrol = await admin({
      method: 'POST',
      url: '/api/Alunos/Enturmar',
      payload: { turmaId: turmasA.find((c) => c.codigoTurma === '1003')!.id, alunoId: pedro!.id },
    });
    expect(enrol.statusCode, enrol.body).toBe(200);
    await expectSummaryMatches();

    // Ended stay, then enrolled at school B: the school of record moves with the student.
    const stay = (enrol.json() as { turmaAtual: { anoTurmaAlunoId: number } }).turmaAtual.anoTurmaAlunoId;
    const finish = await admin({
      method: 'POST',
      url: '/api/Alunos/Finalizar',
      payload: { alunoId: pedro!.id, motivo: 3, anoTurmaAlunoId: stay },
    });
    expect(finish.statusCode, finish.body).toBe(200);
    await expectSummaryMatches();
    const again = await admin({
      method: 'POST',
      url: '/api/Alunos/Enturmar',
      payload: { turmaId: turmasB[0]!.id, alunoId: pedro!.id },
    });
    expect(again.statusCode, again.body).toBe(200);
    await expectSummaryMatches();

    const del = await admin({ method: 'DELETE', url: `/api/Alunos?alunoId=${pedro!.id}` });
    expect(del.statusCode, del.body).toBe(204);
    await expectSummaryMatches();
  });
});

describe('the per-school summaries kept by triggers (runs last: it changes classes and monitorings)', () => {
  const one = async (query: ReturnType<typeof sql>) => count(query);

  it('match the raw rows after class, monitoring and enrolment-number changes', async () => {
    await expectSchoolSummariesMatch();

    // SIGE enrolment numbers given to and taken from students in a current class.
    await t.db.execute(sql`update aluno set matricula = '2026' || id where matricula is null
      and id in (select aluno_id from aluno_turma where data_fim is null order by aluno_id limit 2)`);
    await expectSchoolSummariesMatch();
    await t.db.execute(sql`update aluno set matricula = null
      where id = (select min(aluno_id) from aluno_turma where data_fim is null)`);
    await expectSchoolSummariesMatch();

    // A monitoring of an active class: created, finished, validated, reopened, deleted.
    const classId = await one(sql`select min(t.id) as n from turma t
      where t.situacao = 1 and t.deleted_at is null and t.nivel_ensino = 2 and t.ano_turma = ${year}::int
        and exists (select 1 from aluno_turma at where at.turma_id = t.id and at.data_fim is null)`);
    const bimestre = await one(sql`select min(b) as n from generate_series(1, 4) b where not exists (
      select 1 from acompanhamento a where a.turma_id = ${classId}::int and a.tipo = 1 and a.ano = ${year}::int
        and a.bimestre = b and a.componente = 1)`);
    const [created] = (
      (await t.db
        .execute(sql`insert into acompanhamento (tipo, turma_id, ano, bimestre, responsavel, situacao)
        values (1, ${classId}::int, ${year}::int, ${bimestre}::int, ${CPF.ana}, 40) returning id`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    await expectSchoolSummariesMatch();
    await t.db.execute(
      sql`update acompanhamento set status = true, situacao = 100 where id = ${created!.id}::int`,
    );
    await expectSchoolSummariesMatch();
    await t.db.execute(sql`update acompanhamento set validado = true where id = ${created!.id}::int`);
    await expectSchoolSummariesMatch();
    await t.db.execute(
      sql`update acompanhamento set validado = false, status = false where id = ${created!.id}::int`,
    );
    await expectSchoolSummariesMatch();

    // The class deactivated and activated again, changed série and level, moved to another school.
    await t.db.execute(sql`update turma set situacao = 0 where id = ${classId}::int`);
    await expectSchoolSummariesMatch();
    await t.db.execute(sql`update turma set situacao = 1 where id = ${classId}::int`);
    await expectSchoolSummariesMatch();
    await t.db.execute(
      sql`update turma set serie = case when serie = 9 then 8 else serie + 1 end where id = ${classId}::int`,
    );
    await expectSchoolSummariesMatch();
    await t.db.execute(sql`update turma set nivel_ensino = 1 where id = ${classId}::int`);
    await expectSchoolSummariesMatch();
    await t.db.execute(sql`update turma set nivel_ensino = 2 where id = ${classId}::int`);
    await expectSchoolSummariesMatch();
    const monitored = await one(sql`select min(a.turma_id) as n from acompanhamento a
      where exists (select 1 from painel_nivel_categoria p where p.acompanhamento_id = a.id and p.n1 + p.n2 + p.n3 + p.n4 > 0)`);
    await t.db.execute(sql`update turma set escola_id = ${school.C}::int
      where id = ${monitored}::int and escola_id <> ${school.C}::int`);
    await expectSchoolSummariesMatch();
    await t.db.execute(sql`update turma set deleted_at = now() where id = ${monitored}::int`);
    await expectSchoolSummariesMatch();

    // A new class, and the monitoring deleted.
    await t.db
      .execute(sql`insert into turma (escola_id, codigo_turma, nome_turma, serie, turno, nivel_ensino, ano_turma)
      values (${school.A}::int, 'P0010', 'Turma painel', 2, 1, 1, ${year}::int)`);
    await expectSchoolSummariesMatch();
    await t.db.execute(sql`delete from acompanhamento where id = ${created!.id}::int`);
    await expectSchoolSummariesMatch();
  });
});
