/**
 * The aggregate queries of the live dashboards (decision 090). Every query is one SQL statement with
 * GROUP BY over the schools of the caller's scope and filters (`EscolaWhere`, on the aliases `e`
 * escola, `m` municipio, `r` regional); nothing is read row by row in the process.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';

/** The level the figures are grouped by: the one below the narrowest filter or scope. */
export type Nivel = 'regional' | 'municipio' | 'escola';

/** The schools a panel covers: the caller's scope and the filters, both applied in SQL. */
export interface EscolaWhere {
  /** Base scope: every school, or those of these regionals, municipalities or schools. */
  regionais?: number[];
  municipios?: number[];
  escolas?: number[];
  /** Filters. */
  regional?: number;
  municipio?: number;
  escola?: number;
}

const list = (ids: number[]) =>
  ids.length === 0
    ? sql`(null)`
    : sql`(${sql.join(
        ids.map((i) => sql`${i}::int`),
        sql`, `,
      )})`;

/** The WHERE condition on `e` (escola) and `m` (municipio) for a scope and filters. */
export function escolaCondition(w: EscolaWhere): SQL {
  const parts: SQL[] = [sql`e.deleted_at is null`];
  if (w.regionais) parts.push(sql`m.regional in ${list(w.regionais)}`);
  if (w.municipios) parts.push(sql`e.municipio in ${list(w.municipios)}`);
  if (w.escolas) parts.push(sql`e.id in ${list(w.escolas)}`);
  if (w.regional !== undefined) parts.push(sql`m.regional = ${w.regional}::int`);
  if (w.municipio !== undefined) parts.push(sql`e.municipio = ${w.municipio}::int`);
  if (w.escola !== undefined) parts.push(sql`e.id = ${w.escola}::int`);
  return sql.join(parts, sql` and `);
}

/** The grouping key and label of a level. */
function grupo(nivel: Nivel): { chave: SQL; rotulo: SQL } {
  switch (nivel) {
    case 'regional':
      return { chave: sql`r.codigo`, rotulo: sql`r.sigla` };
    case 'municipio':
      return { chave: sql`m.codigo`, rotulo: sql`m.nome` };
    case 'escola':
      return { chave: sql`e.id`, rotulo: sql`e.nome` };
  }
}

const ESCOLA_JOINS = sql`join municipio m on m.codigo = e.municipio join regional r on r.codigo = m.regional`;

type Row = Record<string, unknown>;

async function rows<T>(db: Db, query: SQL, map: (r: Row) => T): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows.map(map);
}

const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

export interface CadastroRow {
  chave: number;
  rotulo: string;
  sige: boolean;
  escolas: number;
  turmas: number;
  enturmados: number;
}

/**
 * Panels 1 and 2: per group and origin (sige or not), the schools, the active classes of the year
 * and the students currently in them (`painel_escola_turmas`: one row per school and year, kept by
 * triggers on turma, aluno_turma and aluno; migration 0010).
 */
export async function cadastroPorGrupo(
  db: Db,
  w: EscolaWhere,
  nivel: Nivel,
  ano: number,
): Promise<CadastroRow[]> {
  const g = grupo(nivel);
  return rows(
    db,
    sql`
      select ${g.chave} as chave, ${g.rotulo} as rotulo, e.sige as sige,
        count(*) as escolas, coalesce(sum(s.turmas), 0) as turmas,
        coalesce(sum(s.enturmados), 0) as enturmados
      from escola e ${ESCOLA_JOINS}
      left join painel_escola_turmas s on s.escola_id = e.id and s.ano = ${ano}::int
      where ${escolaCondition(w)}
      group by ${g.chave}, ${g.rotulo}, e.sige
      order by ${g.rotulo}, ${g.chave}, e.sige`,
    (r) => ({
      chave: num(r.chave),
      rotulo: str(r.rotulo),
      sige: r.sige === true || r.sige === 't',
      escolas: num(r.escolas),
      turmas: num(r.turmas),
      enturmados: num(r.enturmados),
    }),
  );
}

/**
 * Panel 1: students whose school of record is in the scope, per group, and how many have no class,
 * from `painel_escola_cadastro` (kept by triggers on aluno and aluno_turma).
 */
export async function alunosPorGrupo(
  db: Db,
  w: EscolaWhere,
  nivel: Nivel,
): Promise<{ chave: number; cadastrados: number; semTurma: number }[]> {
  const g = grupo(nivel);
  return rows(
    db,
    sql`
      select ${g.chave} as chave, coalesce(sum(p.cadastrados), 0) as cadastrados,
        coalesce(sum(p.sem_turma), 0) as sem_turma
      from painel_escola_cadastro p join escola e on e.id = p.escola_id ${ESCOLA_JOINS}
      where ${escolaCondition(w)}
      group by ${g.chave}`,
    (r) => ({ chave: num(r.chave), cadastrados: num(r.cadastrados), semTurma: num(r.sem_turma) }),
  );
}

/** The ids of the schools of a scope and filters, for a semi-join (cheaper than joining the places). */
const escolasDoEscopo = (w: EscolaWhere) =>
  sql`(select e.id from escola e join municipio m on m.codigo = e.municipio where ${escolaCondition(w)})`;

/** The séries of the `turmas_serieN` / `enturmados_serieN` columns. */
const SERIES_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/**
 * Panel 1: students currently in the active classes of the year, per série (the séries with at least
 * one active class), from the per-série columns of `painel_escola_turmas`.
 */
export async function enturmadosPorSerie(
  db: Db,
  w: EscolaWhere,
  ano: number,
): Promise<{ serie: number; turmas: number; enturmados: number }[]> {
  const sums = sql.join(
    SERIES_IDS.map((i) =>
      sql.raw(
        `coalesce(sum(s.turmas_serie${i}), 0) as t${i}, coalesce(sum(s.enturmados_serie${i}), 0) as e${i}`,
      ),
    ),
    sql`, `,
  );
  const [totals] = await rows(
    db,
    sql`
      select ${sums} from painel_escola_turmas s
      where s.ano = ${ano}::int and s.turmas > 0 and s.escola_id in ${escolasDoEscopo(w)}`,
    (r) => r,
  );
  return SERIES_IDS.map((serie) => ({
    serie,
    turmas: num(totals?.[`t${serie}`]),
    enturmados: num(totals?.[`e${serie}`]),
  })).filter((x) => x.turmas > 0);
}

export interface EscolaSigeRow {
  nome: string;
  codigoInep: string;
  municipio: string;
  turmas: number;
  enturmados: number;
  comMatricula: number;
  ultimaSincronizacao: string | null;
}

/**
 * Panel 2: the SIGE schools of the scope (first `limit` by name) with their active classes of the
 * year, the students in them, how many of those carry a SIGE enrolment number (matrícula; all three
 * from `painel_escola_turmas`), and the last synchronisation that changed something (its audit record).
 */
export async function escolasSige(
  db: Db,
  w: EscolaWhere,
  ano: number,
  limit: number,
): Promise<{ total: number; escolas: EscolaSigeRow[] }> {
  const cond = escolaCondition(w);
  const [count] = await rows(
    db,
    sql`select count(*) as n from escola e ${ESCOLA_JOINS} where e.sige and ${cond}`,
    (r) => num(r.n),
  );
  const escolas = await rows(
    db,
    sql`
      select e.nome as nome, e.codigo_inep as codigo_inep, m.nome as municipio,
        coalesce(s.turmas, 0) as turmas, coalesce(s.enturmados, 0) as enturmados,
        coalesce(s.com_matricula, 0) as com_matricula,
        (select max(l.at) from audit_log l
          where l.entity = 'escola' and l.entity_id = e.id::text and l.action = 'sincronizar'
        ) as ultima
      from escola e ${ESCOLA_JOINS}
      left join painel_escola_turmas s on s.escola_id = e.id and s.ano = ${ano}::int
      where e.sige and ${cond}
      order by e.nome, e.id
      limit ${limit}::int`,
    (r) => ({
      nome: str(r.nome),
      codigoInep: str(r.codigo_inep),
      municipio: str(r.municipio),
      turmas: num(r.turmas),
      enturmados: num(r.enturmados),
      comMatricula: num(r.com_matricula),
      ultimaSincronizacao:
        r.ultima === null || r.ultima === undefined
          ? null
          : new Date(r.ultima as string | Date).toISOString(),
    }),
  );
  return { total: count ?? 0, escolas };
}

export interface FichaRow {
  fichaId: number;
  bimestre: number;
  chave: number;
  rotulo: string;
  naoIniciado: number;
  emAndamento: number;
  completo: number;
  validado: number;
  /** Sum of the progress percents (0 for a sheet not started): the average is soma / total. */
  somaSituacao: number;
}

/**
 * Panels 3 and 5: for each monitoring period of the year whose entry window has begun, every active
 * class of the sheet's level (ficha 1 → Ensino Fundamental, ficha 2 → Educação Infantil) counts once,
 * by the state of its monitoring (decision 012): none, started, finished, validated. Read from the
 * per-school summaries (migration 0010): the active classes per level (`painel_escola_turmas`) and the
 * monitorings per state (`painel_escola_fichas`); "not started" is the difference. A sheet's level:
 * ficha 1 → Ensino Fundamental (level 2), any other → Educação Infantil (level 1).
 */
export async function fichasPorStatus(
  db: Db,
  w: EscolaWhere,
  nivel: Nivel,
  f: { ano: number; bimestre?: number | undefined; fichaId?: number; hoje: string },
): Promise<FichaRow[]> {
  const g = grupo(nivel);
  const periodo: SQL[] = [];
  const estado: SQL[] = [];
  if (f.bimestre !== undefined) {
    periodo.push(sql` and p.bimestre = ${f.bimestre}::int`);
    estado.push(sql` and f.bimestre = ${f.bimestre}::int`);
  }
  if (f.fichaId !== undefined) {
    periodo.push(sql` and p.ficha_id = ${f.fichaId}::int`);
    estado.push(sql` and f.tipo = ${f.fichaId}::int`);
  }
  const cond = escolaCondition(w);
  return rows(
    db,
    sql`
      with esperadas as (
        select ${g.chave} as chave, ${g.rotulo} as rotulo,
          sum(s.turmas_nivel1) as nivel1, sum(s.turmas_nivel2) as nivel2
        from painel_escola_turmas s join escola e on e.id = s.escola_id ${ESCOLA_JOINS}
        where s.ano = ${f.ano}::int and s.turmas > 0 and ${cond}
        group by ${g.chave}, ${g.rotulo}
      ), estados as (
        select f.tipo as tipo, f.bimestre as bimestre, ${g.chave} as chave,
          sum(f.em_andamento) as em_andamento, sum(f.completo) as completo, sum(f.validado) as validado,
          sum(f.soma_situacao) as soma_situacao
        from painel_escola_fichas f join escola e on e.id = f.escola_id ${ESCOLA_JOINS}
        where f.ano = ${f.ano}::int${sql.join(estado, sql``)} and ${cond}
        group by f.tipo, f.bimestre, ${g.chave}
      )
      select p.ficha_id as ficha_id, p.bimestre as bimestre, x.chave as chave, x.rotulo as rotulo,
        k.turmas - coalesce(st.em_andamento + st.completo + st.validado, 0) as nao_iniciado,
        coalesce(st.em_andamento, 0) as em_andamento, coalesce(st.completo, 0) as completo,
        coalesce(st.validado, 0) as validado, coalesce(st.soma_situacao, 0) as soma_situacao
      from periodo_acompanhamento p
      cross join esperadas x
      cross join lateral (select case when p.ficha_id = 1 then x.nivel2 else x.nivel1 end as turmas) k
      left join estados st on st.tipo = p.ficha_id and st.bimestre = p.bimestre and st.chave = x.chave
      where k.turmas > 0 and p.ano = ${f.ano}::int and p.acompanhamento_data_inicio <= ${f.hoje}::date${sql.join(periodo, sql``)}
      order by p.bimestre, x.rotulo, x.chave, p.ficha_id`,
    (r) => ({
      fichaId: num(r.ficha_id),
      bimestre: num(r.bimestre),
      chave: num(r.chave),
      rotulo: str(r.rotulo),
      naoIniciado: num(r.nao_iniciado),
      emAndamento: num(r.em_andamento),
      completo: num(r.completo),
      validado: num(r.validado),
      somaSituacao: num(r.soma_situacao),
    }),
  );
}

export interface NivelRow {
  bimestre: number;
  categoriaId: number;
  categoria: string;
  nivel: number;
  respostas: number;
}

/**
 * Panels 4 and 5: the answers' levels per category of the sheet and bimestre. Learning (ficha 1):
 * one answer per student and skill; activities (ficha 2): one per class and skill. Read from
 * `painel_escola_niveis` (one row per school of the class, period and category: `painel_nivel_categoria`
 * summed, kept by triggers; migration 0010), not from the answers nor the monitorings: a state has
 * millions of answers and tens of thousands of monitorings.
 */
export async function niveisPorCategoria(
  db: Db,
  w: EscolaWhere,
  f: { fichaId: 1 | 2; ano: number; bimestre?: number | undefined },
): Promise<NivelRow[]> {
  const bimestre = f.bimestre === undefined ? sql`` : sql` and s.bimestre = ${f.bimestre}::int`;
  const totals = await rows(
    db,
    sql`
      select x.bimestre as bimestre, cf.id as categoria_id, cf.descricao as categoria,
        x.n1 as n1, x.n2 as n2, x.n3 as n3, x.n4 as n4
      from (
        select s.bimestre as bimestre, s.categoria_id as categoria_id,
          sum(s.n1) as n1, sum(s.n2) as n2, sum(s.n3) as n3, sum(s.n4) as n4
        from painel_escola_niveis s
        where s.tipo = ${f.fichaId}::int and s.ano = ${f.ano}::int${bimestre}
          and s.escola_id in ${escolasDoEscopo(w)}
        group by s.bimestre, s.categoria_id
      ) x
      join categoria_ficha cf on cf.id = x.categoria_id
      join estrutura_ficha ef on ef.id = cf.estrutura_id
      order by ef.ordem, cf.ordem, x.bimestre`,
    (r) => ({
      bimestre: num(r.bimestre),
      categoriaId: num(r.categoria_id),
      categoria: str(r.categoria),
      niveis: [num(r.n1), num(r.n2), num(r.n3), num(r.n4)],
    }),
  );
  return totals.flatMap((t) =>
    t.niveis
      .map((respostas, i) => ({
        bimestre: t.bimestre,
        categoriaId: t.categoriaId,
        categoria: t.categoria,
        nivel: i + 1,
        respostas,
      }))
      .filter((r) => r.respostas > 0),
  );
}

/** Panel 6: the PARFI actions of the plans in scope by execution situation (null: not sent). */
export async function acoesPorSituacao(
  db: Db,
  w: EscolaWhere,
  ano: number | undefined,
): Promise<{ situacao: number | null; acoes: number }[]> {
  const filtroAno = ano === undefined ? sql`` : sql` and ap.ano = ${ano}::int`;
  return rows(
    db,
    sql`
      select ex.situacao as situacao, count(*) as acoes
      from plano_acao pa
      join plano_parfi pp on pp.id = pa.plano_parfi_id
      join premio_escola pe on pe.id = pp.premio_escola_id
      join ano_premio ap on ap.id = pe.ano_premio_id
      join escola e on e.id = pe.escola_id ${ESCOLA_JOINS}
      left join execucao_acao ex on ex.plano_acao_id = pa.id
      where ${escolaCondition(w)}${filtroAno}
      group by ex.situacao
      order by ex.situacao nulls first`,
    (r) => ({ situacao: r.situacao === null ? null : num(r.situacao), acoes: num(r.acoes) }),
  );
}

export interface PremioRow {
  anoPremio: number;
  chave: number;
  rotulo: string;
  escolas: number;
  planos: number;
  valorParfi: number;
  planejado: number;
  executado: number;
}

/** Panel 6: per award year and group, the schools with a plan, the PARFI value, planned and executed. */
export async function premioPorGrupo(
  db: Db,
  w: EscolaWhere,
  nivel: Nivel,
  ano: number | undefined,
): Promise<PremioRow[]> {
  const g = grupo(nivel);
  const filtroAno = ano === undefined ? sql`` : sql` and ap.ano = ${ano}::int`;
  return rows(
    db,
    sql`
      select ap.ano as ano_premio, ${g.chave} as chave, ${g.rotulo} as rotulo,
        count(distinct pe.escola_id) as escolas, count(*) as planos,
        coalesce(sum(pp.valor_parfi), 0) as valor_parfi,
        coalesce(sum(pl.planejado), 0) as planejado,
        coalesce(sum(pp.valor_executado), 0) as executado
      from plano_parfi pp
      join premio_escola pe on pe.id = pp.premio_escola_id
      join ano_premio ap on ap.id = pe.ano_premio_id
      join escola e on e.id = pe.escola_id ${ESCOLA_JOINS}
      left join lateral (
        select coalesce(sum(pa.valor), 0) as planejado from plano_acao pa where pa.plano_parfi_id = pp.id
      ) pl on true
      where ${escolaCondition(w)}${filtroAno}
      group by ap.ano, ${g.chave}, ${g.rotulo}
      order by ap.ano, ${g.rotulo}`,
    (r) => ({
      anoPremio: num(r.ano_premio),
      chave: num(r.chave),
      rotulo: str(r.rotulo),
      escolas: num(r.escolas),
      planos: num(r.planos),
      valorParfi: num(r.valor_parfi),
      planejado: num(r.planejado),
      executado: num(r.executado),
    }),
  );
}

/** Schools taking part in an award of the scope (any plan or not), for the panel's indicator. */
export async function escolasPremiadas(db: Db, w: EscolaWhere, ano: number | undefined): Promise<number> {
  const filtroAno = ano === undefined ? sql`` : sql` and ap.ano = ${ano}::int`;
  const [n] = await rows(
    db,
    sql`
      select count(distinct pe.escola_id) as n
      from premio_escola pe join ano_premio ap on ap.id = pe.ano_premio_id
      join escola e on e.id = pe.escola_id ${ESCOLA_JOINS}
      where ${escolaCondition(w)}${filtroAno}`,
    (r) => num(r.n),
  );
  return n ?? 0;
}

/** The regional of a municipality, or null when unknown. */
export async function regionalDoMunicipio(db: Db, codigo: number): Promise<number | null> {
  const [r] = await rows(db, sql`select regional from municipio where codigo = ${codigo}::int`, (x) =>
    num(x.regional),
  );
  return r ?? null;
}

/** The places (municipality, regional) of the given schools. */
export async function lugaresDasEscolas(
  db: Db,
  ids: number[],
): Promise<{ id: number; municipio: number; regional: number }[]> {
  if (ids.length === 0) return [];
  return rows(
    db,
    sql`select e.id as id, e.municipio as municipio, m.regional as regional
      from escola e join municipio m on m.codigo = e.municipio
      where e.deleted_at is null and e.id in ${list(ids)}`,
    (r) => ({ id: num(r.id), municipio: num(r.municipio), regional: num(r.regional) }),
  );
}
