/**
 * Data access of the PARFI plan (award years, plans, actions, mandatory objectives, executions and
 * their views). Money columns are numeric(14,2): read as strings and turned into integer centavos,
 * written from centavos as exact decimal text; sums are done by PostgreSQL in numeric.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { fromCents } from '@siam/domain/parfi';
import { modalidadeAcaoLabel, situacaoExecucaoLabel, tipoDocumentoLabel } from '@siam/domain/enums';
import {
  anoParfi,
  anoPremio,
  anoPremioCategoria,
  pareamentoEscolas,
  premioEscola,
} from '../../db/schema/award';
import {
  acao,
  arquivoAnexado,
  deferirArquivo,
  deferirExecucao,
  execucaoAcao,
  meta,
  motivoIndeferimento,
  objetivo,
  objetivoObrigatorio,
  planoAcao,
  planoParfi,
  tipoDocumento,
} from '../../db/schema/parfi';
import { municipio, regional } from '../../db/schema/places';
import { escola } from '../../db/schema/schools';
import { builtOnce } from '../../db/built-once';
import type { Db } from '../../db/types';

// ---------------------------------------------------------------- money

/** numeric text ('-12.50', '1234.5', '0') → integer centavos. */
export function dbCents(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const text = String(value).trim();
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`not a decimal: ${text}`);
  const frac = (match[3] ?? '').padEnd(2, '0');
  if (frac.length > 2 && /[^0]/.test(frac.slice(2))) throw new Error(`more than two decimals: ${text}`);
  const cents = Number(match[2]) * 100 + Number(frac.slice(0, 2));
  return match[1] ? -cents : cents;
}

/** Integer centavos → exact numeric text. */
export function centsText(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const money = (v: string | number | null | undefined) => fromCents(dbCents(v));
const moneyOrNull = (v: string | null | undefined) => (v === null || v === undefined ? null : money(v));

// ---------------------------------------------------------------- award years

export interface AwardYearRow {
  id: number;
  ano: number;
  primeiroAnoParfi: number;
  segundoAnoParfi: number;
  valorPremiada: string;
  valorFomentada: string;
  porcentagemPrimeiraParcela: string;
}

export async function findAwardYears(db: Db, id?: number): Promise<AwardYearRow[]> {
  return db
    .select({
      id: anoPremio.id,
      ano: anoPremio.ano,
      primeiroAnoParfi: anoPremio.primeiroAnoParfi,
      segundoAnoParfi: anoPremio.segundoAnoParfi,
      valorPremiada: anoPremio.valorPremiada,
      valorFomentada: anoPremio.valorFomentada,
      porcentagemPrimeiraParcela: anoPremio.porcentagemPrimeiraParcela,
    })
    .from(anoPremio)
    .where(id === undefined ? undefined : eq(anoPremio.id, id))
    .orderBy(desc(anoPremio.ano));
}

export async function findAwardCategories(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(anoPremioCategoria)
    .where(inArray(anoPremioCategoria.anoPremioId, ids))
    .orderBy(asc(anoPremioCategoria.categoriaId));
}

export async function findPairingIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: pareamentoEscolas.id, anoPremioId: pareamentoEscolas.anoPremioId })
    .from(pareamentoEscolas)
    .where(inArray(pareamentoEscolas.anoPremioId, ids));
}

export async function findParfiYears(db: Db, anoPremioId?: number) {
  return db
    .select({
      id: anoParfi.id,
      ano: anoParfi.ano,
      anoPremioId: anoParfi.anoPremioId,
      anoPremio: anoPremio.ano,
      parcela: anoParfi.parcela,
      porcentagemPrimeiraParcela: anoPremio.porcentagemPrimeiraParcela,
    })
    .from(anoParfi)
    .innerJoin(anoPremio, eq(anoPremio.id, anoParfi.anoPremioId))
    .where(anoPremioId === undefined ? undefined : eq(anoParfi.anoPremioId, anoPremioId))
    .orderBy(desc(anoPremio.ano), asc(anoParfi.ano));
}

/** Award years (with their PARFI years) a school takes part in, or every award year. */
export async function findPrizeEntries(db: Db, escolaId?: number) {
  const rows = await db
    .select({
      anoPremioId: anoPremio.id,
      anoPremio: anoPremio.ano,
      anoParfi: anoParfi.ano,
      tipoEscolaId: premioEscola.tipoEscolaId,
    })
    .from(anoPremio)
    .innerJoin(anoParfi, eq(anoParfi.anoPremioId, anoPremio.id))
    .leftJoin(
      premioEscola,
      escolaId === undefined
        ? sql`false`
        : and(eq(premioEscola.anoPremioId, anoPremio.id), eq(premioEscola.escolaId, escolaId)),
    )
    .where(escolaId === undefined ? undefined : sql`${premioEscola.id} is not null`)
    .orderBy(desc(anoPremio.ano), asc(anoParfi.ano));
  const byYear = new Map<
    number,
    { anoPremio: number; anoPremioId: number; anoParfi: number[]; tipoEscolaId: number | null }
  >();
  for (const r of rows) {
    const e = byYear.get(r.anoPremioId) ?? {
      anoPremio: r.anoPremio,
      anoPremioId: r.anoPremioId,
      anoParfi: [],
      tipoEscolaId: r.tipoEscolaId ?? null,
    };
    e.anoParfi.push(r.anoParfi);
    byYear.set(r.anoPremioId, e);
  }
  return [...byYear.values()];
}

// ---------------------------------------------------------------- schools

export interface SchoolRow {
  id: number;
  codigoInep: string;
  nome: string;
  municipio: number;
  nomeMunicipio: string;
  regional: number;
  siglaRegional: string;
}

const schoolColumns = {
  id: escola.id,
  codigoInep: escola.codigoInep,
  nome: escola.nome,
  municipio: escola.municipio,
  nomeMunicipio: municipio.nome,
  regional: municipio.regional,
  siglaRegional: regional.sigla,
};

export async function findSchoolByInep(db: Db, inep: string): Promise<SchoolRow | null> {
  const [row] = await db
    .select(schoolColumns)
    .from(escola)
    .innerJoin(municipio, eq(municipio.codigo, escola.municipio))
    .innerJoin(regional, eq(regional.codigo, municipio.regional))
    .where(and(eq(escola.codigoInep, inep), sql`${escola.deletedAt} is null`));
  return row ?? null;
}

/** A school's participation in the award of year `anoPremio` and its PARFI year `anoParfi`. */
export interface Participation {
  premioEscolaId: number;
  tipoEscolaId: number;
  valorPremio: string;
  anoPremioId: number;
  anoPremio: number;
  porcentagemPrimeiraParcela: string;
  anoParfiId: number;
  anoParfi: number;
  parcela: number;
}

export async function findParticipation(
  db: Db,
  escolaId: number,
  anoPremioYear: number,
  anoParfiYear: number,
): Promise<Participation | null> {
  const [row] = await db
    .select({
      premioEscolaId: premioEscola.id,
      tipoEscolaId: premioEscola.tipoEscolaId,
      valorPremio: premioEscola.valorPremio,
      anoPremioId: anoPremio.id,
      anoPremio: anoPremio.ano,
      porcentagemPrimeiraParcela: anoPremio.porcentagemPrimeiraParcela,
      anoParfiId: anoParfi.id,
      anoParfi: anoParfi.ano,
      parcela: anoParfi.parcela,
    })
    .from(premioEscola)
    .innerJoin(anoPremio, eq(anoPremio.id, premioEscola.anoPremioId))
    .innerJoin(anoParfi, eq(anoParfi.anoPremioId, anoPremio.id))
    .where(
      and(
        eq(premioEscola.escolaId, escolaId),
        eq(anoPremio.ano, anoPremioYear),
        eq(anoParfi.ano, anoParfiYear),
      ),
    );
  return row ?? null;
}

// ---------------------------------------------------------------- plans

export interface PlanRow {
  id: number;
  premioEscolaId: number;
  anoParfiId: number;
  valorParfi: string;
  saldoDisponivel: string;
  valorExecutado: string;
  escolaId: number;
  escolaInep: string;
  nomeEscola: string;
  municipio: number;
  regional: number;
  tipoEscolaId: number;
  valorPremio: string;
  anoPremioId: number;
  anoPremio: number;
  anoParfi: number;
  parcela: number;
}

const planColumns = {
  id: planoParfi.id,
  premioEscolaId: planoParfi.premioEscolaId,
  anoParfiId: planoParfi.anoParfiId,
  valorParfi: planoParfi.valorParfi,
  saldoDisponivel: planoParfi.saldoDisponivel,
  valorExecutado: planoParfi.valorExecutado,
  escolaId: escola.id,
  escolaInep: escola.codigoInep,
  nomeEscola: escola.nome,
  municipio: escola.municipio,
  regional: municipio.regional,
  tipoEscolaId: premioEscola.tipoEscolaId,
  valorPremio: premioEscola.valorPremio,
  anoPremioId: anoPremio.id,
  anoPremio: anoPremio.ano,
  anoParfi: anoParfi.ano,
  parcela: anoParfi.parcela,
};

function planQuery(db: Db, where: SQL | undefined, lock: boolean) {
  const q = db
    .select(planColumns)
    .from(planoParfi)
    .innerJoin(premioEscola, eq(premioEscola.id, planoParfi.premioEscolaId))
    .innerJoin(escola, eq(escola.id, premioEscola.escolaId))
    .innerJoin(municipio, eq(municipio.codigo, escola.municipio))
    .innerJoin(anoPremio, eq(anoPremio.id, premioEscola.anoPremioId))
    .innerJoin(anoParfi, eq(anoParfi.id, planoParfi.anoParfiId))
    .where(where);
  return lock ? q.for('update', { of: planoParfi }) : q;
}

/** The plan by id; `lock` takes the plan row's lock (every change of a plan runs under it). */
export async function findPlanById(db: Db, id: number, lock = false): Promise<PlanRow | null> {
  const [row] = await planQuery(db, eq(planoParfi.id, id), lock);
  return row ?? null;
}

export async function findPlanByParticipation(db: Db, premioEscolaId: number, anoParfiId: number) {
  const [row] = await planQuery(
    db,
    and(eq(planoParfi.premioEscolaId, premioEscolaId), eq(planoParfi.anoParfiId, anoParfiId)),
    false,
  );
  return row ?? null;
}

/** Inserts the plan unless it exists (unique constraint); answers its id and whether it was created. */
export async function insertPlan(
  db: Db,
  values: { premioEscolaId: number; anoParfiId: number; valorParfiCents: number },
): Promise<{ id: number; created: boolean }> {
  const [row] = await db
    .insert(planoParfi)
    .values({
      premioEscolaId: values.premioEscolaId,
      anoParfiId: values.anoParfiId,
      valorParfi: centsText(values.valorParfiCents),
      saldoDisponivel: centsText(values.valorParfiCents),
      valorExecutado: '0',
    })
    .onConflictDoNothing({ target: [planoParfi.premioEscolaId, planoParfi.anoParfiId] })
    .returning({ id: planoParfi.id });
  if (row) return { id: row.id, created: true };
  const existing = await findPlanByParticipation(db, values.premioEscolaId, values.anoParfiId);
  if (!existing) throw new Error('plan vanished');
  return { id: existing.id, created: false };
}

/**
 * Recalculates a plan's balance (valorParfi − Σ actions), executed value (Σ fiscal documents not
 * refused) and the mandatory counters, in numeric, inside the caller's transaction.
 */
export async function recalculatePlan(db: Db, planId: number): Promise<void> {
  await db.execute(sql`
    update plano_parfi p set
      saldo_disponivel = p.valor_parfi - coalesce((select sum(a.valor) from plano_acao a where a.plano_parfi_id = p.id), 0),
      valor_executado = coalesce((
        select sum(f.valor_orcamento) from arquivo_anexado f
          join execucao_acao e on e.id = f.execucao_acao_id
          join plano_acao a on a.id = e.plano_acao_id
        where a.plano_parfi_id = p.id and f.documento_id = 4 and f.deferido is distinct from false), 0),
      updated_at = now()
    where p.id = ${planId}`);
  await db.execute(sql`
    update objetivo_obrigatorio o set
      quantidade_acao_planejada = (select count(*) from plano_acao a
        where a.plano_parfi_id = o.plano_parfi_id and a.objetivo_id = o.objetivo_id)
    where o.plano_parfi_id = ${planId}`);
}

// ---------------------------------------------------------------- catalogue

export async function findObjectives(db: Db) {
  const [objs, goals, actions] = await Promise.all([
    db.select().from(objetivo).orderBy(asc(objetivo.codigo)),
    db.select().from(meta).orderBy(asc(meta.objetivoId), asc(meta.codigo)),
    db.select().from(acao).orderBy(asc(acao.objetivoId), asc(acao.codigo)),
  ]);
  return objs.map((o) => ({
    id: o.id,
    codigo: o.codigo,
    resumo: o.resumo,
    metas: goals
      .filter((g) => g.objetivoId === o.id)
      .map((g) => ({ id: g.id, codigo: g.codigo, descricao: g.descricao })),
    acoes: actions
      .filter((a) => a.objetivoId === o.id)
      .map((a) => ({
        id: a.id,
        codigo: a.codigo,
        descricao: a.descricao,
        financiavel: a.financiavel,
        debito: a.debito,
        modalidade: a.modalidade,
        modalidadeDescricao: modalidadeAcaoLabel(a.modalidade),
        orientacao: a.orientacao,
        metaId: a.metaId,
      })),
  }));
}

export async function findCatalogueAction(db: Db, acaoId: number) {
  const [row] = await db.select().from(acao).where(eq(acao.id, acaoId));
  return row ?? null;
}

export async function findGoal(db: Db, metaId: number) {
  const [row] = await db.select().from(meta).where(eq(meta.id, metaId));
  return row ?? null;
}

export async function objectiveExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: objetivo.id }).from(objetivo).where(eq(objetivo.id, id));
  return row !== undefined;
}

export async function findDocumentTypes(db: Db) {
  return db
    .select({ id: tipoDocumento.id, descricao: tipoDocumento.descricao, tipo: tipoDocumento.tipo })
    .from(tipoDocumento)
    .orderBy(asc(tipoDocumento.id));
}

export async function findRefusalReasons(db: Db) {
  return db
    .select({ id: motivoIndeferimento.id, descricao: motivoIndeferimento.descricao })
    .from(motivoIndeferimento)
    .orderBy(asc(motivoIndeferimento.id));
}

// ---------------------------------------------------------------- actions

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

// ---------------------------------------------------------------- mandatory objectives

export interface MandatoryRow {
  id: number;
  planoParfiId: number;
  relatorioVisitaId: number | null;
  objetivoId: number;
  objetivoCodigo: number;
  resumo: string;
  percentualMinimo: string;
  percentualMaximo: string | null;
  numeroAcao: number;
  quantidadeAcaoPlanejada: number;
  quantidadeIndicadores: number;
}

export async function findMandatory(
  db: Db,
  filter: { planId?: number; relatorioVisitaId?: number; id?: number },
): Promise<MandatoryRow[]> {
  const conditions: SQL[] = [];
  if (filter.planId !== undefined) conditions.push(eq(objetivoObrigatorio.planoParfiId, filter.planId));
  if (filter.relatorioVisitaId !== undefined) {
    conditions.push(eq(objetivoObrigatorio.relatorioVisitaId, filter.relatorioVisitaId));
  }
  if (filter.id !== undefined) conditions.push(eq(objetivoObrigatorio.id, filter.id));
  return db
    .select({
      id: objetivoObrigatorio.id,
      planoParfiId: objetivoObrigatorio.planoParfiId,
      relatorioVisitaId: objetivoObrigatorio.relatorioVisitaId,
      objetivoId: objetivoObrigatorio.objetivoId,
      objetivoCodigo: objetivo.codigo,
      resumo: objetivo.resumo,
      percentualMinimo: objetivoObrigatorio.percentualMinimo,
      percentualMaximo: objetivoObrigatorio.percentualMaximo,
      numeroAcao: objetivoObrigatorio.numeroAcao,
      quantidadeAcaoPlanejada: objetivoObrigatorio.quantidadeAcaoPlanejada,
      quantidadeIndicadores: objetivoObrigatorio.quantidadeIndicadores,
    })
    .from(objetivoObrigatorio)
    .innerJoin(objetivo, eq(objetivo.id, objetivoObrigatorio.objetivoId))
    .where(and(...conditions))
    .orderBy(asc(objetivo.codigo));
}

export async function replaceMandatoryOfReport(
  db: Db,
  planId: number,
  relatorioVisitaId: number,
  items: {
    objetivoId: number;
    percentualMinimo: number;
    percentualMaximo: number | null;
    numeroAcao: number;
    quantidadeIndicadores: number;
  }[],
): Promise<void> {
  await db
    .delete(objetivoObrigatorio)
    .where(
      and(
        eq(objetivoObrigatorio.planoParfiId, planId),
        eq(objetivoObrigatorio.relatorioVisitaId, relatorioVisitaId),
      ),
    );
  for (const item of items) {
    const values = {
      planoParfiId: planId,
      relatorioVisitaId,
      objetivoId: item.objetivoId,
      percentualMinimo: item.percentualMinimo.toFixed(2),
      percentualMaximo: item.percentualMaximo === null ? null : item.percentualMaximo.toFixed(2),
      numeroAcao: item.numeroAcao,
      quantidadeIndicadores: item.quantidadeIndicadores,
    };
    await db
      .insert(objetivoObrigatorio)
      .values(values)
      .onConflictDoUpdate({
        target: [objetivoObrigatorio.planoParfiId, objetivoObrigatorio.objetivoId],
        set: values,
      });
  }
}

export async function updateMandatory(
  db: Db,
  id: number,
  v: {
    percentualMinimo: number;
    percentualMaximo: number | null;
    numeroAcao: number;
    quantidadeIndicadores: number;
  },
): Promise<void> {
  await db
    .update(objetivoObrigatorio)
    .set({
      percentualMinimo: v.percentualMinimo.toFixed(2),
      percentualMaximo: v.percentualMaximo === null ? null : v.percentualMaximo.toFixed(2),
      numeroAcao: v.numeroAcao,
      quantidadeIndicadores: v.quantidadeIndicadores,
    })
    .where(eq(objetivoObrigatorio.id, id));
}

// ---------------------------------------------------------------- a plan's answer (one statement)

/**
 * What a plan's answer shows besides the plan row: its actions (by id, with the catalogue texts but
 * not the guidance, and the execution's state), the Σ of the actions per objective (numeric, by
 * objective), the mandatory objectives (by objective code) and the PARFI years of the plan's award
 * year in which the school takes part (ascending; `parcelaDescricao`). Money and percentages are
 * numeric text, as drizzle reads numeric columns; JSON dates are 'YYYY-MM-DD' as drizzle reads
 * `date` columns.
 */
export interface PlanParts {
  acoes: ActionLineRow[];
  totais: { objetivoId: number; total: string }[];
  obrigatorios: MandatoryRow[];
  anosParfi: number[];
}

/**
 * `PlanParts` as one JSON object, for the plan, school and award year the three expressions name
 * (columns of the enclosing query or parameters). The same rows and orders as `actionQuery`,
 * `objectiveTotals`, `findMandatory` and `findPrizeEntries` (the award year's entry).
 */
function planPartsJson(planId: SQL, escolaId: SQL, anoPremioId: SQL): SQL<PlanParts> {
  return sql<PlanParts>`json_build_object(
    'acoes', coalesce((
      select json_agg(json_build_object(
          'id', pa.id, 'planoParfiId', pa.plano_parfi_id, 'objetivoId', pa.objetivo_id,
          'objetivoCodigo', ob.codigo, 'objetivo', ob.resumo, 'metaId', pa.meta_id, 'meta', mt.descricao,
          'acaoId', pa.acao_id, 'acao', ac.descricao, 'financiavel', ac.financiavel, 'debito', ac.debito,
          'modalidade', ac.modalidade, 'valor', pa.valor::text,
          'dataInicio', pa.data_inicio, 'dataFim', pa.data_fim,
          'execucaoId', ex.id, 'situacao', ex.situacao, 'statusExecucao', ex.status)
        order by pa.id)
      from plano_acao pa
      join objetivo ob on ob.id = pa.objetivo_id
      join meta mt on mt.id = pa.meta_id
      join acao ac on ac.id = pa.acao_id
      left join execucao_acao ex on ex.plano_acao_id = pa.id
      where pa.plano_parfi_id = ${planId}), '[]'::json),
    'totais', coalesce((
      select json_agg(json_build_object('objetivoId', st.objetivo_id, 'total', st.total) order by st.objetivo_id)
      from (select sa.objetivo_id, sum(sa.valor)::text as total from plano_acao sa
            where sa.plano_parfi_id = ${planId} group by sa.objetivo_id) st), '[]'::json),
    'obrigatorios', coalesce((
      select json_agg(json_build_object(
          'id', oo.id, 'planoParfiId', oo.plano_parfi_id, 'relatorioVisitaId', oo.relatorio_visita_id,
          'objetivoId', oo.objetivo_id, 'objetivoCodigo', oob.codigo, 'resumo', oob.resumo,
          'percentualMinimo', oo.percentual_minimo::text, 'percentualMaximo', oo.percentual_maximo::text,
          'numeroAcao', oo.numero_acao, 'quantidadeAcaoPlanejada', oo.quantidade_acao_planejada,
          'quantidadeIndicadores', oo.quantidade_indicadores)
        order by oob.codigo, oo.id)
      from objetivo_obrigatorio oo
      join objetivo oob on oob.id = oo.objetivo_id
      where oo.plano_parfi_id = ${planId}), '[]'::json),
    'anosParfi', coalesce((
      select json_agg(ya.ano order by ya.ano)
      from ano_parfi ya
      join premio_escola ype on ype.ano_premio_id = ya.ano_premio_id and ype.escola_id = ${escolaId}
      where ya.ano_premio_id = ${anoPremioId}), '[]'::json))`;
}

/** The parts of the answer of a plan already read (a write's transaction reloads them): one statement. */
export async function findPlanParts(db: Db, plan: PlanRow): Promise<PlanParts> {
  const [row] = await db
    .select({
      parts: planPartsJson(sql`${plan.id}::int`, sql`${plan.escolaId}::int`, sql`${plan.anoPremioId}::int`),
    })
    .from(planoParfi)
    .where(eq(planoParfi.id, plan.id));
  if (!row) throw new Error('plan vanished');
  return row.parts;
}

/** The participation and plan of `findPlanOfSchool`'s statement, as its JSON column holds them. */
interface ParticipationJson {
  premioEscolaId: number;
  tipoEscolaId: number;
  valorPremio: string;
  anoPremioId: number;
  anoPremio: number;
  anoParfiId: number;
  anoParfi: number;
  parcela: number;
  plano: {
    id: number;
    valorParfi: string;
    saldoDisponivel: string;
    valorExecutado: string;
    partes: PlanParts;
  } | null;
}

/**
 * GET PlanoParfi in one statement built once: the school by INEP (not deleted) with its place (the
 * scope check), its participation in the award year `anoPremio` and PARFI year `anoParfi` (null when
 * it takes none), and that participation's plan with all its answer shows (null when there is none).
 * The same rows as `findSchoolByInep`, `findParticipation`, `findPlanByParticipation` and
 * `findPlanParts`, read in one snapshot.
 */
export async function findPlanOfSchool(
  db: Db,
  inep: string,
  anoPremioYear: number,
  anoParfiYear: number,
): Promise<{
  school: SchoolRow;
  participates: boolean;
  plan: { row: PlanRow; parts: PlanParts } | null;
} | null> {
  const p = sql.placeholder;
  const q = builtOnce(db, 'plano_parfi_da_escola', (d) =>
    d
      .select({
        ...schoolColumns,
        participacao: sql<ParticipationJson | null>`(
          select json_build_object(
              'premioEscolaId', pe.id, 'tipoEscolaId', pe.tipo_escola_id, 'valorPremio', pe.valor_premio::text,
              'anoPremioId', ap.id, 'anoPremio', ap.ano, 'anoParfiId', apf.id, 'anoParfi', apf.ano,
              'parcela', apf.parcela,
              'plano', (
                select json_build_object(
                    'id', pp.id, 'valorParfi', pp.valor_parfi::text,
                    'saldoDisponivel', pp.saldo_disponivel::text, 'valorExecutado', pp.valor_executado::text,
                    'partes', ${planPartsJson(sql`pp.id`, sql`"escola"."id"`, sql`ap.id`)})
                from plano_parfi pp
                where pp.premio_escola_id = pe.id and pp.ano_parfi_id = apf.id))
          from premio_escola pe
          join ano_premio ap on ap.id = pe.ano_premio_id
          join ano_parfi apf on apf.ano_premio_id = ap.id
          where pe.escola_id = "escola"."id" and ap.ano = ${p('anoPremio')}::int
            and apf.ano = ${p('anoParfi')}::int
          limit 1)`,
      })
      .from(escola)
      .innerJoin(municipio, eq(municipio.codigo, escola.municipio))
      .innerJoin(regional, eq(regional.codigo, municipio.regional))
      .where(and(eq(escola.codigoInep, p('inep')), sql`${escola.deletedAt} is null`))
      .limit(1)
      .prepare('plano_parfi_da_escola'),
  );
  const [row] = await q.execute({ inep, anoPremio: anoPremioYear, anoParfi: anoParfiYear });
  if (!row) return null;
  const { participacao: part, ...school } = row;
  if (!part) return { school, participates: false, plan: null };
  const plano = part.plano;
  if (!plano) return { school, participates: true, plan: null };
  return {
    school,
    participates: true,
    plan: {
      row: {
        id: plano.id,
        premioEscolaId: part.premioEscolaId,
        anoParfiId: part.anoParfiId,
        valorParfi: plano.valorParfi,
        saldoDisponivel: plano.saldoDisponivel,
        valorExecutado: plano.valorExecutado,
        escolaId: school.id,
        escolaInep: school.codigoInep,
        nomeEscola: school.nome,
        municipio: school.municipio,
        regional: school.regional,
        tipoEscolaId: part.tipoEscolaId,
        valorPremio: part.valorPremio,
        anoPremioId: part.anoPremioId,
        anoPremio: part.anoPremio,
        anoParfi: part.anoParfi,
        parcela: part.parcela,
      },
      parts: plano.partes,
    },
  };
}

// ---------------------------------------------------------------- executions

export interface ExecutionRow {
  id: number;
  planoAcaoId: number;
  situacao: number | null;
  status: number;
}

export async function findExecution(
  db: Db,
  by: { id?: number; planoAcaoId?: number },
  lock = false,
): Promise<ExecutionRow | null> {
  const where =
    by.id !== undefined ? eq(execucaoAcao.id, by.id) : eq(execucaoAcao.planoAcaoId, by.planoAcaoId ?? -1);
  const q = db
    .select({
      id: execucaoAcao.id,
      planoAcaoId: execucaoAcao.planoAcaoId,
      situacao: execucaoAcao.situacao,
      status: execucaoAcao.status,
    })
    .from(execucaoAcao)
    .where(where);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function insertExecution(db: Db, planoAcaoId: number): Promise<ExecutionRow> {
  await db.insert(execucaoAcao).values({ planoAcaoId, status: 0 }).onConflictDoNothing();
  const row = await findExecution(db, { planoAcaoId }, true);
  if (!row) throw new Error('execution vanished');
  return row;
}

export async function setExecutionState(
  db: Db,
  id: number,
  situacao: number | null,
  status: number,
): Promise<void> {
  await db
    .update(execucaoAcao)
    .set({ situacao, status, updatedAt: new Date() })
    .where(eq(execucaoAcao.id, id));
}

/** Deletes an execution with its approval history and documents; answers the contents keys to remove. */
export async function deleteExecution(db: Db, id: number): Promise<string[]> {
  const files = await db
    .select({ id: arquivoAnexado.id, conteudoId: arquivoAnexado.conteudoId })
    .from(arquivoAnexado)
    .where(eq(arquivoAnexado.execucaoAcaoId, id));
  await db.delete(deferirExecucao).where(eq(deferirExecucao.execucaoAcaoId, id));
  await db.delete(arquivoAnexado).where(eq(arquivoAnexado.execucaoAcaoId, id));
  await db.delete(execucaoAcao).where(eq(execucaoAcao.id, id));
  return files.map((f) => f.conteudoId);
}

export interface FileRow {
  id: number;
  execucaoAcaoId: number;
  documentoId: number;
  tipo: number;
  nome: string;
  contentType: string;
  tamanho: number;
  conteudoId: string;
  dataExecucao: string;
  cnpj: string | null;
  valorOrcamento: string | null;
  notaFiscal: string | null;
  deferido: boolean | null;
  finalizado: boolean;
  motivoIndeferimentoId: number | null;
  detalhamento: string | null;
}

const fileColumns = {
  id: arquivoAnexado.id,
  execucaoAcaoId: arquivoAnexado.execucaoAcaoId,
  documentoId: arquivoAnexado.documentoId,
  tipo: tipoDocumento.tipo,
  nome: arquivoAnexado.nome,
  contentType: arquivoAnexado.contentType,
  tamanho: arquivoAnexado.tamanho,
  conteudoId: arquivoAnexado.conteudoId,
  dataExecucao: arquivoAnexado.dataExecucao,
  cnpj: arquivoAnexado.cnpj,
  valorOrcamento: arquivoAnexado.valorOrcamento,
  notaFiscal: arquivoAnexado.notaFiscal,
  deferido: arquivoAnexado.deferido,
  finalizado: arquivoAnexado.finalizado,
  motivoIndeferimentoId: arquivoAnexado.motivoIndeferimentoId,
  detalhamento: arquivoAnexado.detalhamento,
};

export function findFilesOfExecution(db: Db, execucaoId: number): Promise<FileRow[]> {
  return db
    .select(fileColumns)
    .from(arquivoAnexado)
    .innerJoin(tipoDocumento, eq(tipoDocumento.id, arquivoAnexado.documentoId))
    .where(eq(arquivoAnexado.execucaoAcaoId, execucaoId))
    .orderBy(asc(arquivoAnexado.id));
}

export async function findFileById(db: Db, id: number): Promise<FileRow | null> {
  const [row] = await db
    .select(fileColumns)
    .from(arquivoAnexado)
    .innerJoin(tipoDocumento, eq(tipoDocumento.id, arquivoAnexado.documentoId))
    .where(eq(arquivoAnexado.id, id));
  return row ?? null;
}

export async function insertFile(
  db: Db,
  v: {
    execucaoAcaoId: number;
    documentoId: number;
    nome: string;
    contentType: string;
    tamanho: number;
    conteudoId: string;
    dataExecucao: string;
    cnpj: string | null;
    valorCents: number | null;
    notaFiscal: string | null;
  },
): Promise<number> {
  const [row] = await db
    .insert(arquivoAnexado)
    .values({
      execucaoAcaoId: v.execucaoAcaoId,
      documentoId: v.documentoId,
      nome: v.nome,
      contentType: v.contentType,
      tamanho: v.tamanho,
      conteudoId: v.conteudoId,
      dataExecucao: v.dataExecucao,
      cnpj: v.cnpj,
      valorOrcamento: v.valorCents === null ? null : centsText(v.valorCents),
      notaFiscal: v.notaFiscal,
    })
    .returning({ id: arquivoAnexado.id });
  if (!row) throw new Error('insert arquivo_anexado returned no row');
  return row.id;
}

export async function deleteFile(db: Db, id: number): Promise<void> {
  await db.delete(arquivoAnexado).where(eq(arquivoAnexado.id, id));
}

/** Sending again: the documents not finalised go back to pending review. */
export async function resetPendingFiles(db: Db, execucaoId: number): Promise<void> {
  await db
    .update(arquivoAnexado)
    .set({ deferido: null, motivoIndeferimentoId: null, detalhamento: null })
    .where(and(eq(arquivoAnexado.execucaoAcaoId, execucaoId), eq(arquivoAnexado.finalizado, false)));
}

export async function setFileDecision(
  db: Db,
  id: number,
  v: {
    deferido: boolean | null;
    motivoIndeferimentoId: number | null;
    detalhamento: string | null;
    finalizado?: boolean;
  },
): Promise<void> {
  await db.update(arquivoAnexado).set(v).where(eq(arquivoAnexado.id, id));
}

// ---------------------------------------------------------------- deferral records

export interface DeferralRow {
  id: number;
  execucaoAcaoId: number;
  nivelDeferimentoId: number;
  deferido: boolean | null;
  motivoIndeferimentoId: number | null;
  detalhamento: string | null;
  situacaoAnterior: number | null;
  statusAnterior: number;
  nomeUsuario: string | null;
  perfilId: number | null;
  data: Date;
}

export function findDeferrals(db: Db, execucaoId: number): Promise<DeferralRow[]> {
  return db
    .select({
      id: deferirExecucao.id,
      execucaoAcaoId: deferirExecucao.execucaoAcaoId,
      nivelDeferimentoId: deferirExecucao.nivelDeferimentoId,
      deferido: deferirExecucao.deferido,
      motivoIndeferimentoId: deferirExecucao.motivoIndeferimentoId,
      detalhamento: deferirExecucao.detalhamento,
      situacaoAnterior: deferirExecucao.situacaoAnterior,
      statusAnterior: deferirExecucao.statusAnterior,
      nomeUsuario: deferirExecucao.nomeUsuario,
      perfilId: deferirExecucao.perfilId,
      data: deferirExecucao.data,
    })
    .from(deferirExecucao)
    .where(eq(deferirExecucao.execucaoAcaoId, execucaoId))
    .orderBy(desc(deferirExecucao.id));
}

export async function findFileDecisions(db: Db, fileIds: number[]) {
  if (fileIds.length === 0) return [];
  return db
    .select({
      id: deferirArquivo.id,
      arquivoAnexadoId: deferirArquivo.arquivoAnexadoId,
      deferirExecucaoId: deferirArquivo.deferirExecucaoId,
      nivelDeferimentoId: deferirExecucao.nivelDeferimentoId,
      data: deferirExecucao.data,
      deferido: deferirArquivo.deferido,
      motivoIndeferimentoId: deferirArquivo.motivoIndeferimentoId,
      detalhamento: deferirArquivo.detalhamento,
    })
    .from(deferirArquivo)
    .innerJoin(deferirExecucao, eq(deferirExecucao.id, deferirArquivo.deferirExecucaoId))
    .where(inArray(deferirArquivo.arquivoAnexadoId, fileIds))
    .orderBy(desc(deferirArquivo.id));
}

// ---------------------------------------------------------------- views

export type ReasonNames = Map<number, string>;

export async function reasonNames(db: Db): Promise<ReasonNames> {
  return new Map((await findRefusalReasons(db)).map((r) => [r.id, r.descricao]));
}

export function toFileView(
  f: FileRow,
  decisions: Awaited<ReturnType<typeof findFileDecisions>>,
  reasons: ReasonNames,
) {
  return {
    id: f.id,
    execucaoAcaoId: f.execucaoAcaoId,
    documentoId: f.documentoId,
    tipoDocumento: tipoDocumentoLabel(f.documentoId),
    tipo: f.tipo,
    nome: f.nome,
    contentType: f.contentType,
    tamanho: f.tamanho,
    dataExecucao: f.dataExecucao,
    cnpj: f.cnpj,
    valorOrcamento: moneyOrNull(f.valorOrcamento),
    notaFiscal: f.notaFiscal,
    deferido: f.deferido,
    finalizado: f.finalizado,
    motivoIndeferimentoId: f.motivoIndeferimentoId,
    motivoIndeferimento: f.motivoIndeferimentoId ? (reasons.get(f.motivoIndeferimentoId) ?? null) : null,
    detalhamento: f.detalhamento,
    deferirArquivos: decisions
      .filter((d) => d.arquivoAnexadoId === f.id)
      .map((d) => ({
        id: d.id,
        deferirExecucaoId: d.deferirExecucaoId,
        nivelDeferimentoId: d.nivelDeferimentoId,
        data: d.data.toISOString(),
        deferido: d.deferido,
        motivoIndeferimentoId: d.motivoIndeferimentoId,
        motivoIndeferimento: d.motivoIndeferimentoId ? (reasons.get(d.motivoIndeferimentoId) ?? null) : null,
        detalhamento: d.detalhamento,
      })),
  };
}
export type FileView = ReturnType<typeof toFileView>;

export function toDeferralView(d: DeferralRow) {
  return {
    id: d.id,
    execucaoAcaoId: d.execucaoAcaoId,
    data: d.data.toISOString(),
    nivelDeferimentoId: d.nivelDeferimentoId,
    deferido: d.deferido,
    motivoIndeferimentoId: d.motivoIndeferimentoId,
    detalhamento: d.detalhamento,
    nomeUsuario: d.nomeUsuario,
    perfilId: d.perfilId,
    situacaoAnterior: d.situacaoAnterior,
  };
}
export type DeferralView = ReturnType<typeof toDeferralView>;

// ---------------------------------------------------------------- approval queue

export interface QueueFilter {
  anoPremio: number;
  anoParfi: number;
  codigoRegional?: number | undefined;
  codigoMunicipio?: number | undefined;
  situacoes: number[];
  regionais?: number[] | undefined;
  municipios?: number[] | undefined;
}

export async function findApprovalQueue(db: Db, f: QueueFilter) {
  if (f.situacoes.length === 0) return [];
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
  return db
    .select({
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
    })
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
    .where(and(...conditions))
    .orderBy(asc(escola.nome), asc(planoAcao.id));
}

export { money as moneyOf };
