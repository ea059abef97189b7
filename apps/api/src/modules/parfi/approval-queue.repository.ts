/**
 * PARFI data access: the approval queue (executions awaiting a decision, by level). The list grows
 * with the state at the regional and state levels (issue 17): it is sorted in SQL (names by the ICU
 * root collation `und-x-icu`, which is Portugal's and Brazil's order: 'Álvaro' with 'A'; both PGlite
 * and PostgreSQL 15 have it), read a page at a time (`limit`/`offset` for the screen) or in keyset
 * pages (the export streams every row of the filter without holding the list).
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';
import { anoParfi, anoPremio, premioEscola } from '../../db/schema/award';
import { acao, execucaoAcao, meta, objetivo, planoAcao, planoParfi } from '../../db/schema/parfi';
import { municipio, regional } from '../../db/schema/places';
import { escola } from '../../db/schema/schools';
import type { Db } from '../../db/types';
import type { QueueSortColumn } from '@siam/domain/contracts/deferral';

export type { QueueSortColumn };

export interface QueueFilter {
  anoPremio: number;
  anoParfi: number;
  codigoRegional?: number | undefined;
  codigoMunicipio?: number | undefined;
  situacoes: number[];
  regionais?: number[] | undefined;
  municipios?: number[] | undefined;
}

export interface QueueSort {
  column: QueueSortColumn;
  direction: 'asc' | 'desc';
}

const collated = (column: AnyColumn) => sql`${column} collate "und-x-icu"`;

/** The SQL each sort column orders by (text by pt-BR order). */
function sortExpression(column: QueueSortColumn): SQL | AnyColumn {
  switch (column) {
    case 'planoAcaoId':
      return planoAcao.id;
    case 'codigoInep':
      return escola.codigoInep;
    case 'nomeEscola':
      return collated(escola.nome);
    case 'nomeMunicipio':
      return collated(municipio.nome);
    case 'siglaRegional':
      return collated(regional.sigla);
    case 'descricao':
      return collated(acao.descricao);
    case 'valor':
      return planoAcao.valor;
    case 'dataInicio':
      return planoAcao.dataInicio;
    case 'dataFim':
      return planoAcao.dataFim;
    case 'nivel':
    case 'status':
      return execucaoAcao.situacao;
  }
}

/** The default order: school name (pt-BR), then the action. */
const DEFAULT_SORT: QueueSort = { column: 'nomeEscola', direction: 'asc' };

function conditionsOf(f: QueueFilter): SQL[] {
  const conditions: SQL[] = [
    eq(anoPremio.ano, f.anoPremio),
    eq(anoParfi.ano, f.anoParfi),
    inArray(execucaoAcao.situacao, f.situacoes),
  ];
  if (f.codigoRegional !== undefined) conditions.push(eq(municipio.regional, f.codigoRegional));
  if (f.codigoMunicipio !== undefined) conditions.push(eq(escola.municipio, f.codigoMunicipio));
  if (f.regionais)
    conditions.push(f.regionais.length ? inArray(municipio.regional, f.regionais) : sql`false`);
  if (f.municipios)
    conditions.push(f.municipios.length ? inArray(escola.municipio, f.municipios) : sql`false`);
  return conditions;
}

const queueFields = {
  planoAcaoId: planoAcao.id,
  execucaoAcaoId: execucaoAcao.id,
  codigoInep: escola.codigoInep,
  nomeEscola: escola.nome,
  codigoRegional: municipio.regional,
  siglaRegional: regional.sigla,
  codigoMunicipio: escola.municipio,
  nomeMunicipio: municipio.nome,
  objetivo: objetivo.resumo,
  meta: meta.descricao,
  acao: acao.descricao,
  valor: planoAcao.valor,
  dataInicio: planoAcao.dataInicio,
  dataFim: planoAcao.dataFim,
  situacao: execucaoAcao.situacao,
};

/** The queue's rows with the sort's key (its value as text: the keyset's cursor). */
function queueSelect(db: Db, sort: QueueSort) {
  return db
    .select({ ...queueFields, sortKey: sql<string | null>`(${sortExpression(sort.column)})::text` })
    .from(execucaoAcao)
    .innerJoin(planoAcao, eq(planoAcao.id, execucaoAcao.planoAcaoId))
    .innerJoin(objetivo, eq(objetivo.id, planoAcao.objetivoId))
    .innerJoin(meta, eq(meta.id, planoAcao.metaId))
    .innerJoin(acao, eq(acao.id, planoAcao.acaoId))
    .innerJoin(planoParfi, eq(planoParfi.id, planoAcao.planoParfiId))
    .innerJoin(premioEscola, eq(premioEscola.id, planoParfi.premioEscolaId))
    .innerJoin(anoPremio, eq(anoPremio.id, premioEscola.anoPremioId))
    .innerJoin(anoParfi, eq(anoParfi.id, planoParfi.anoParfiId))
    .innerJoin(escola, eq(escola.id, premioEscola.escolaId))
    .innerJoin(municipio, eq(municipio.codigo, escola.municipio))
    .innerJoin(regional, eq(regional.codigo, municipio.regional))
    .$dynamic();
}

function orderOf(sort: QueueSort): SQL[] {
  const by = sort.direction === 'desc' ? desc : asc;
  return [by(sortExpression(sort.column)), by(planoAcao.id)];
}

export interface QueuePage {
  /** 0-based page and its size. */
  offset: number;
  limit: number;
}

/** The queue of a filter, sorted; one page of it when `page` is given. */
export async function findApprovalQueue(
  db: Db,
  f: QueueFilter,
  sort: QueueSort = DEFAULT_SORT,
  page?: QueuePage,
) {
  if (f.situacoes.length === 0) return [];
  const query = queueSelect(db, sort)
    .where(and(...conditionsOf(f)))
    .orderBy(...orderOf(sort));
  const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
  return rows.map(({ sortKey: _key, ...row }) => row);
}

/** How many actions the filter holds. */
export async function countApprovalQueue(db: Db, f: QueueFilter): Promise<number> {
  if (f.situacoes.length === 0) return 0;
  const rows = queueSelect(db, DEFAULT_SORT)
    .where(and(...conditionsOf(f)))
    .as('fila');
  const [row] = await db.select({ n: count() }).from(rows);
  return Number(row?.n ?? 0);
}

export type ApprovalQueueRow = Awaited<ReturnType<typeof findApprovalQueue>>[number];

/**
 * Every row of the filter in the sort's order, in keyset pages of `size` rows (the sort key and the
 * action's id of the last row start the next page): an export streams them without the whole list.
 */
export async function* approvalQueuePages(
  db: Db,
  f: QueueFilter,
  sort: QueueSort = DEFAULT_SORT,
  size = 1000,
): AsyncGenerator<ApprovalQueueRow[]> {
  if (f.situacoes.length === 0) return;
  const expression = sortExpression(sort.column);
  const after = sort.direction === 'desc' ? sql`<` : sql`>`;
  let last: { key: string | null; id: number } | null = null;
  for (;;) {
    const conditions = conditionsOf(f);
    if (last) conditions.push(sql`(${expression}, ${planoAcao.id}) ${after} (${last.key}, ${last.id})`);
    const rows = await queueSelect(db, sort)
      .where(and(...conditions))
      .orderBy(...orderOf(sort))
      .limit(size);
    if (rows.length === 0) return;
    const lastRow = rows[rows.length - 1]!;
    last = { key: lastRow.sortKey, id: lastRow.planoAcaoId };
    yield rows.map(({ sortKey: _key, ...row }) => row);
    if (rows.length < size) return;
  }
}
