/**
 * PARFI data access: a plan's actions, their writes and the planned totals.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { modalidadeAcaoLabel, situacaoExecucaoLabel } from '@siam/domain/enums';
import { acao, execucaoAcao, meta, objetivo, planoAcao } from '../../db/schema/parfi';
import type { Db } from '../../db/types';
import { deleteExecution } from './executions.repository';
import { centsText, dbCents, dbMoney as money } from '@siam/domain/money';

export interface ActionRow {
  id: number;
  planoParfiId: number;
  objetivoId: number;
  objetivoCodigo: number;
  objetivo: string;
  metaId: number;
  meta: string;
  acaoId: number;
  acao: string;
  financiavel: boolean;
  debito: boolean;
  modalidade: number;
  orientacao: string;
  valor: string;
  dataInicio: string;
  dataFim: string;
  execucaoId: number | null;
  situacao: number | null;
  statusExecucao: number | null;
}

function actionQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: planoAcao.id,
      planoParfiId: planoAcao.planoParfiId,
      objetivoId: planoAcao.objetivoId,
      objetivoCodigo: objetivo.codigo,
      objetivo: objetivo.resumo,
      metaId: planoAcao.metaId,
      meta: meta.descricao,
      acaoId: planoAcao.acaoId,
      acao: acao.descricao,
      financiavel: acao.financiavel,
      debito: acao.debito,
      modalidade: acao.modalidade,
      orientacao: acao.orientacao,
      valor: planoAcao.valor,
      dataInicio: planoAcao.dataInicio,
      dataFim: planoAcao.dataFim,
      execucaoId: execucaoAcao.id,
      situacao: execucaoAcao.situacao,
      statusExecucao: execucaoAcao.status,
    })
    .from(planoAcao)
    .innerJoin(objetivo, eq(objetivo.id, planoAcao.objetivoId))
    .innerJoin(meta, eq(meta.id, planoAcao.metaId))
    .innerJoin(acao, eq(acao.id, planoAcao.acaoId))
    .leftJoin(execucaoAcao, eq(execucaoAcao.planoAcaoId, planoAcao.id))
    .where(where)
    .orderBy(asc(planoAcao.id));
}

export async function findActionById(db: Db, id: number): Promise<ActionRow | null> {
  const [row] = await actionQuery(db, eq(planoAcao.id, id));
  return row ?? null;
}

/** An action's line in a plan's answer (the guidance text is only in the action's own answer). */
export type ActionLineRow = Omit<ActionRow, 'orientacao'>;

export function toActionLine(a: ActionLineRow) {
  return {
    id: a.id,
    planoParfiId: a.planoParfiId,
    objetivoId: a.objetivoId,
    objetivoCodigo: a.objetivoCodigo,
    objetivo: a.objetivo,
    metaId: a.metaId,
    meta: a.meta,
    acaoId: a.acaoId,
    acao: a.acao,
    financiavel: a.financiavel,
    debito: a.debito,
    modalidade: a.modalidade,
    modalidadeDescricao: modalidadeAcaoLabel(a.modalidade),
    valor: money(a.valor),
    dataInicio: a.dataInicio,
    dataFim: a.dataFim,
    situacao: a.situacao,
    status: situacaoExecucaoLabel(a.situacao),
    statusExecucao: a.statusExecucao,
    podeEditar: a.situacao === null,
  };
}

/** True when the plan already holds this catalogue action with the same value and dates. */
export async function hasSameAction(
  db: Db,
  v: { planoParfiId: number; acaoId: number; valorCents: number; dataInicio: string; dataFim: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: planoAcao.id })
    .from(planoAcao)
    .where(
      and(
        eq(planoAcao.planoParfiId, v.planoParfiId),
        eq(planoAcao.acaoId, v.acaoId),
        eq(planoAcao.valor, centsText(v.valorCents)),
        eq(planoAcao.dataInicio, v.dataInicio),
        eq(planoAcao.dataFim, v.dataFim),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertAction(
  db: Db,
  v: {
    planoParfiId: number;
    objetivoId: number;
    metaId: number;
    acaoId: number;
    valorCents: number;
    dataInicio: string;
    dataFim: string;
  },
): Promise<number> {
  const [row] = await db
    .insert(planoAcao)
    .values({
      planoParfiId: v.planoParfiId,
      objetivoId: v.objetivoId,
      metaId: v.metaId,
      acaoId: v.acaoId,
      valor: centsText(v.valorCents),
      dataInicio: v.dataInicio,
      dataFim: v.dataFim,
    })
    .returning({ id: planoAcao.id });
  if (!row) throw new Error('insert plano_acao returned no row');
  return row.id;
}

export async function updateAction(
  db: Db,
  id: number,
  v: { valorCents: number; dataInicio: string; dataFim: string },
): Promise<void> {
  await db
    .update(planoAcao)
    .set({
      valor: centsText(v.valorCents),
      dataInicio: v.dataInicio,
      dataFim: v.dataFim,
      updatedAt: new Date(),
    })
    .where(eq(planoAcao.id, id));
}

/** Deletes an action with its (unsent) execution, documents and stored contents keys (answered). */
export async function deleteAction(db: Db, id: number): Promise<string[]> {
  const executions = await db
    .select({ id: execucaoAcao.id })
    .from(execucaoAcao)
    .where(eq(execucaoAcao.planoAcaoId, id));
  const keys: string[] = [];
  for (const e of executions) keys.push(...(await deleteExecution(db, e.id)));
  await db.delete(planoAcao).where(eq(planoAcao.id, id));
  return keys;
}

/** Σ of the plan's actions, optionally per objective and without one action (centavos). */
export async function plannedCents(
  db: Db,
  planId: number,
  filter: { objetivoId?: number; exceptActionId?: number } = {},
): Promise<number> {
  const conditions = [eq(planoAcao.planoParfiId, planId)];
  if (filter.objetivoId !== undefined) conditions.push(eq(planoAcao.objetivoId, filter.objetivoId));
  if (filter.exceptActionId !== undefined) conditions.push(sql`${planoAcao.id} <> ${filter.exceptActionId}`);
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${planoAcao.valor}), 0)::text` })
    .from(planoAcao)
    .where(and(...conditions));
  return dbCents(row?.total ?? '0');
}

export async function objectiveTotals(db: Db, planId: number) {
  const rows = await db
    .select({ objetivoId: planoAcao.objetivoId, total: sql<string>`sum(${planoAcao.valor})::text` })
    .from(planoAcao)
    .where(eq(planoAcao.planoParfiId, planId))
    .groupBy(planoAcao.objetivoId)
    .orderBy(asc(planoAcao.objetivoId));
  return rows.map((r) => ({ objetivoId: r.objetivoId, valorPlanejado: money(r.total) }));
}
