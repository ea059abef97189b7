/**
 * The counts of 'O que aguarda você' (GET /api/Pendencias, docs/decisions/125): one aggregate statement
 * per kind of pending work, never a query per row. Every statement is limited to the caller's area
 * (`AreaFilter`) before it counts, so a record of a school outside it never counts.
 *
 * Indexes each lookup uses: servidor_cpf_key (the teacher by CPF), turma_professor_idx (their classes),
 * turma_escola_serie_situacao_idx (a school's classes), acompanhamento_turma_periodo_key /
 * acompanhamento_turma_idx (a class's monitoring), acompanhamento_periodo_idx (a term's monitorings
 * for the levels), escola_municipio_idx / municipio_regional_idx (an area's schools),
 * premio_escola_escola_idx → plano_parfi_escola_ano_key → plano_acao_plano_idx →
 * execucao_acao_plano_acao_key (a school's executions). Not indexed: `execucao_acao.situacao` (the
 * approvers' count reads every execution; see the decision), and `periodo_acompanhamento`'s dates
 * (a few rows per year).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import type { TermPeriod } from '@siam/domain/attention';
import { situacaoExecucaoLabel } from '@siam/domain/enums';

type Row = Record<string, unknown>;

async function rows(db: Db, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const ids = (list: readonly number[]): string => list.join(',');

/** Where the caller acts: the whole state, some regionals, some municipalities or some schools. */
export type AreaFilter =
  | { kind: 'all' }
  | { kind: 'regionais'; ids: number[] }
  | { kind: 'municipios'; ids: number[] }
  | { kind: 'escolas'; ids: number[] };

/** The condition that the school `e` (joined with its municipality `m`) is in the area. */
function inArea(area: AreaFilter): SQL {
  switch (area.kind) {
    case 'all':
      return sql`true`;
    case 'regionais':
      return sql`m.regional = any(string_to_array(${ids(area.ids)}::text, ',')::int[])`;
    case 'municipios':
      return sql`e.municipio = any(string_to_array(${ids(area.ids)}::text, ',')::int[])`;
    case 'escolas':
      return sql`e.id = any(string_to_array(${ids(area.ids)}::text, ',')::int[])`;
  }
}

export interface PeriodRow extends TermPeriod {
  id: number;
}

/** The periods whose entry or validation window holds `today` (a handful of rows). */
export async function findOpenPeriods(db: Db, today: string): Promise<PeriodRow[]> {
  const found = await rows(
    db,
    sql`select id, ano, bimestre, ficha_id,
          acompanhamento_data_inicio::text as ai, acompanhamento_data_fim::text as af,
          validacao_data_inicio::text as vi, validacao_data_fim::text as vf
        from periodo_acompanhamento
        where (acompanhamento_data_inicio <= ${today}::date and acompanhamento_data_fim >= ${today}::date)
           or (validacao_data_inicio <= ${today}::date and validacao_data_fim >= ${today}::date)
        order by ficha_id, ano, bimestre`,
  );
  return found.map((r) => ({
    id: num(r.id),
    ano: num(r.ano),
    bimestre: num(r.bimestre),
    fichaAcompanhamentoId: num(r.ficha_id),
    acompanhamentoDataInicio: str(r.ai).slice(0, 10),
    acompanhamentoDataFim: str(r.af).slice(0, 10),
    validacaoDataInicio: str(r.vi).slice(0, 10),
    validacaoDataFim: str(r.vf).slice(0, 10),
  }));
}

/** The séries of a sheet's classes: 1 learning → Ensino Fundamental (4-9), 2 activities → Infantil (1-3). */
const SERIES_OF_SHEET = sql`(case when p.ficha_id = 1 then t.serie between 4 and 9 else t.serie between 1 and 3 end)`;

const ofPeriods = (periodIds: readonly number[]) =>
  sql`p.id = any(string_to_array(${ids(periodIds)}::text, ',')::int[])`;

export interface TeacherPendingRow {
  periodoId: number;
  naoIniciados: number;
  emAndamento: number;
  turmas: { rotulo: string; descricao: string }[];
}

/**
 * Per period: the active classes of the period's year and sheet that the teacher (by CPF) teaches in
 * the given schools, whose monitoring (component 1) is not started or not finished.
 */
export async function teacherPending(
  db: Db,
  f: { cpf: string; escolas: number[]; periodIds: number[] },
): Promise<TeacherPendingRow[]> {
  if (f.periodIds.length === 0 || f.escolas.length === 0) return [];
  const found = await rows(
    db,
    sql`select p.id as periodo_id,
          count(*) filter (where a.id is null) as nao_iniciados,
          count(*) filter (where a.id is not null) as em_andamento,
          json_agg(json_build_object(
            'rotulo', t.nome_turma,
            'descricao', case when a.id is null then 'Não iniciado' else 'Em andamento (' || a.situacao || '%)' end
          ) order by t.nome_turma, t.id) as turmas
        from servidor s
        join turma t on t.professor_id = s.id
        join periodo_acompanhamento p on p.ano = t.ano_turma and ${SERIES_OF_SHEET}
        left join acompanhamento a on a.turma_id = t.id and a.tipo = p.ficha_id and a.ano = p.ano
          and a.bimestre = p.bimestre and a.componente = 1
        where s.cpf = ${f.cpf} and ${ofPeriods(f.periodIds)}
          and t.situacao = 1 and t.deleted_at is null
          and t.escola_id = any(string_to_array(${ids(f.escolas)}::text, ',')::int[])
          and (a.id is null or not a.status)
        group by p.id`,
  );
  return found.map((r) => ({
    periodoId: num(r.periodo_id),
    naoIniciados: num(r.nao_iniciados),
    emAndamento: num(r.em_andamento),
    turmas: parseJson<{ rotulo: string; descricao: string }[]>(r.turmas) ?? [],
  }));
}

function parseJson<T>(v: unknown): T | null {
  if (v === null || v === undefined) return null;
  return (typeof v === 'string' ? JSON.parse(v) : v) as T;
}

export interface SchoolCountRow {
  periodoId: number;
  escolaId: number;
  nomeEscola: string;
  quantidade: number;
}

/**
 * Per period and school: the finished monitorings of the period's term and sheet not yet decided
 * (`validado` null), in the area; `exceptCpf` leaves out the caller's own monitorings (a coordinator
 * does not validate its own class).
 */
export async function awaitingValidation(
  db: Db,
  f: { area: AreaFilter; periodIds: number[]; exceptCpf?: string | undefined },
): Promise<SchoolCountRow[]> {
  if (f.periodIds.length === 0) return [];
  const found = await rows(
    db,
    sql`select p.id as periodo_id, e.id as escola_id, e.nome as nome_escola, count(*) as quantidade
        from periodo_acompanhamento p
        join acompanhamento a on a.ano = p.ano and a.bimestre = p.bimestre and a.tipo = p.ficha_id
        join turma t on t.id = a.turma_id
        join escola e on e.id = t.escola_id
        join municipio m on m.codigo = e.municipio
        where ${ofPeriods(f.periodIds)} and a.status and a.validado is null
          and t.deleted_at is null and e.deleted_at is null and ${inArea(f.area)}
          and (${f.exceptCpf ?? null}::text is null or a.responsavel <> ${f.exceptCpf ?? null}::text)
        group by p.id, e.id, e.nome
        order by p.id, count(*) desc, e.nome`,
  );
  return found.map((r) => ({
    periodoId: num(r.periodo_id),
    escolaId: num(r.escola_id),
    nomeEscola: str(r.nome_escola),
    quantidade: num(r.quantidade),
  }));
}

export interface CountWithTop {
  total: number;
  /** The first lines (most first), at most `top`. */
  linhas: { rotulo: string; quantidade: number | null; descricao: string | null }[];
}

/**
 * The executions whose situation is one of `situacoes` in the area's schools, per school (most first,
 * the first `top`), with the total.
 */
export async function executionsAwaiting(
  db: Db,
  f: { area: AreaFilter; situacoes: number[]; top: number },
): Promise<CountWithTop> {
  if (f.situacoes.length === 0) return { total: 0, linhas: [] };
  const found = await rows(
    db,
    sql`select e.nome as rotulo, count(*) as quantidade, sum(count(*)) over () as total
        from execucao_acao x
        join plano_acao pa on pa.id = x.plano_acao_id
        join plano_parfi pp on pp.id = pa.plano_parfi_id
        join premio_escola pe on pe.id = pp.premio_escola_id
        join escola e on e.id = pe.escola_id
        join municipio m on m.codigo = e.municipio
        where x.situacao = any(string_to_array(${ids(f.situacoes)}::text, ',')::int[])
          and ${inArea(f.area)}
        group by e.id, e.nome
        order by count(*) desc, e.nome
        limit ${f.top}`,
  );
  return {
    total: num(found[0]?.total),
    linhas: found.map((r) => ({ rotulo: str(r.rotulo), quantidade: num(r.quantidade), descricao: null })),
  };
}

/**
 * The school's executions refused at some level and open again (status 0), to correct and send: the
 * first `top` actions (most recent first) with the total.
 */
export async function refusedExecutions(
  db: Db,
  f: { escolas: number[]; situacoes: readonly number[]; top: number },
): Promise<CountWithTop> {
  if (f.escolas.length === 0) return { total: 0, linhas: [] };
  const found = await rows(
    db,
    sql`select ac.descricao as rotulo, x.situacao as situacao, e.nome as escola,
          count(*) over () as total
        from premio_escola pe
        join escola e on e.id = pe.escola_id
        join plano_parfi pp on pp.premio_escola_id = pe.id
        join plano_acao pa on pa.plano_parfi_id = pp.id
        join acao ac on ac.id = pa.acao_id
        join execucao_acao x on x.plano_acao_id = pa.id
        where pe.escola_id = any(string_to_array(${ids(f.escolas)}::text, ',')::int[])
          and x.situacao = any(string_to_array(${ids(f.situacoes)}::text, ',')::int[])
          and x.status = 0
        order by x.updated_at desc, x.id desc
        limit ${f.top}`,
  );
  return {
    total: num(found[0]?.total),
    linhas: found.map((r) => ({
      rotulo: str(r.rotulo),
      quantidade: null,
      descricao: `${situacaoExecucaoLabel(num(r.situacao))} · ${str(r.escola)}`,
    })),
  };
}

/**
 * The monitorings of the year `ano` in the given schools that the coordinator did not validate
 * (`validado` false): the first `top` (most recent decision first) with the total.
 */
export async function returnedMonitorings(
  db: Db,
  f: { escolas: number[]; ano: number; top: number },
): Promise<CountWithTop> {
  if (f.escolas.length === 0) return { total: 0, linhas: [] };
  const found = await rows(
    db,
    sql`select t.nome_turma as turma, a.tipo as tipo, a.bimestre as bimestre, a.justificativa as motivo,
          coalesce(s.nome, '') as professor, count(*) over () as total
        from turma t
        join acompanhamento a on a.turma_id = t.id
        left join servidor s on s.cpf = a.responsavel
        where t.escola_id = any(string_to_array(${ids(f.escolas)}::text, ',')::int[])
          and t.deleted_at is null and a.ano = ${f.ano}::int and a.validado = false
        order by a.data_validacao desc nulls last, a.id desc
        limit ${f.top}`,
  );
  return {
    total: num(found[0]?.total),
    linhas: found.map((r) => {
      const kind = num(r.tipo) === 1 ? 'aprendizagem' : 'atividades';
      const prof = str(r.professor);
      const motivo = str(r.motivo).trim();
      return {
        rotulo: `${str(r.turma)} — ${kind}, ${num(r.bimestre)}º bimestre`,
        quantidade: null,
        descricao:
          [prof && `Professor(a): ${prof}`, motivo && `Motivo: ${motivo}`].filter(Boolean).join(' · ') ||
          null,
      };
    }),
  };
}
