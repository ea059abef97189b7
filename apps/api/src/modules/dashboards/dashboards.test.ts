import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PainelDados } from '@siam/domain/dashboards';
import { monitoringToday } from '@siam/domain/monitoring';
import { createTestApp, CPF, type TestApp } from '../../testing/test-app';

let t: TestApp;
const school: Record<'A' | 'B' | 'C', number> = { A: 0, B: 0, C: 0 };
const year = Number(monitoringToday(new Date()).slice(0, 4));

beforeAll(async () => {
  t = await createTestApp({ config: { painelBiUrls: { 3: 'https://bi.example.org/relatorios/3?x=1' } } });
  for (const [key, inep] of [
    ['A', '27012345'],
    ['B', '27012346'],
    ['C', '27099999'],
  ] as const) {
    const [s] = (await t.as(CPF.ana, 1)(`/api/Escolas?IdInep=${inep}`)).json() as { id: number }[];
    school[key] = s!.id;
  }
});
afterAll(() => t.close());

/** One number from the database, for figures computed independently of the module. */
async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = (await t.db.execute(query)) as unknown as { rows: { n: unknown }[] };
  return Number(result.rows[0]!.n);
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
