/**
 * PARFI data access: the catalogue (objectives, goals, actions, document types, refusal reasons).
 */
import { asc, eq } from 'drizzle-orm';
import { modalidadeAcaoLabel } from '@siam/domain/enums';
import { acao, meta, motivoIndeferimento, objetivo, tipoDocumento } from '../../db/schema/parfi';
import type { Db } from '../../db/types';

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
