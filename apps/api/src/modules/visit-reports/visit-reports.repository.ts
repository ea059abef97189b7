import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { perfil, usuario, usuarioPerfil } from '../../db/schema/auth';
import { anoParfi, anoPremio, pareamentoEscolas } from '../../db/schema/award';
import { objetivoObrigatorio } from '../../db/schema/parfi';
import {
  categoriaRelatorio,
  criterioRelatorio,
  indicador,
  indicadorRelatorio,
  participanteVisita,
  relatorioVisita,
  tipoRelatorio,
} from '../../db/schema/visit-reports';
import type { Db } from '../../db/types';
import { pairedSchools } from './pairing.repository';

// ---------------------------------------------------------------- catalogue

export const findReportTypes = (db: Db) => db.select().from(tipoRelatorio).orderBy(asc(tipoRelatorio.id));

export const findCategories = (db: Db, tipoRelatorioId: number) =>
  db
    .select({
      id: categoriaRelatorio.id,
      codigo: categoriaRelatorio.codigo,
      descricao: categoriaRelatorio.descricao,
      tipoRelatorioId: categoriaRelatorio.tipoRelatorioId,
    })
    .from(categoriaRelatorio)
    .where(eq(categoriaRelatorio.tipoRelatorioId, tipoRelatorioId))
    .orderBy(asc(categoriaRelatorio.codigo));

export const findIndicators = (db: Db, where: { categoriaId?: number; tipoRelatorioId?: number }) =>
  db
    .select({
      id: indicador.id,
      codigo: indicador.codigo,
      descricao: indicador.descricao,
      categoriaId: indicador.categoriaId,
      relatorioId: categoriaRelatorio.tipoRelatorioId,
      objetivoId: indicador.objetivoId,
    })
    .from(indicador)
    .innerJoin(categoriaRelatorio, eq(categoriaRelatorio.id, indicador.categoriaId))
    .where(
      and(
        where.categoriaId !== undefined ? eq(indicador.categoriaId, where.categoriaId) : undefined,
        where.tipoRelatorioId !== undefined
          ? eq(categoriaRelatorio.tipoRelatorioId, where.tipoRelatorioId)
          : undefined,
      ),
    )
    .orderBy(asc(categoriaRelatorio.codigo), asc(indicador.codigo));

export const findCriteria = (db: Db, categoriaId: number, tipoRelatorioId: number) =>
  db
    .select({
      id: criterioRelatorio.id,
      codigo: criterioRelatorio.codigo,
      descricao: criterioRelatorio.descricao,
      indicadorId: criterioRelatorio.indicadorId,
      categoriaId: criterioRelatorio.categoriaId,
    })
    .from(criterioRelatorio)
    .innerJoin(indicador, eq(indicador.id, criterioRelatorio.indicadorId))
    .innerJoin(categoriaRelatorio, eq(categoriaRelatorio.id, criterioRelatorio.categoriaId))
    .where(
      and(
        eq(criterioRelatorio.categoriaId, categoriaId),
        eq(categoriaRelatorio.tipoRelatorioId, tipoRelatorioId),
      ),
    )
    .orderBy(asc(indicador.codigo), asc(criterioRelatorio.codigo));

export const findCriteriaByIds = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: criterioRelatorio.id,
          codigo: criterioRelatorio.codigo,
          indicadorId: criterioRelatorio.indicadorId,
          categoriaId: criterioRelatorio.categoriaId,
        })
        .from(criterioRelatorio)
        .where(inArray(criterioRelatorio.id, ids));

// ---------------------------------------------------------------- pairing

export interface PairingRow {
  id: number;
  anoPremioId: number;
  anoPremio: number;
  premiadaId: number;
  premiadaInep: string;
  premiadaNome: string;
  fomentadaId: number;
  fomentadaInep: string;
  fomentadaNome: string;
}

export async function findPairing(db: Db, id: number): Promise<PairingRow | null> {
  const { premiada, fomentada, columns } = pairedSchools();
  const [row] = await db
    .select({
      id: pareamentoEscolas.id,
      anoPremioId: pareamentoEscolas.anoPremioId,
      anoPremio: anoPremio.ano,
      ...columns,
    })
    .from(pareamentoEscolas)
    .innerJoin(anoPremio, eq(anoPremio.id, pareamentoEscolas.anoPremioId))
    .innerJoin(premiada, eq(premiada.id, pareamentoEscolas.escolaPremiadaId))
    .innerJoin(fomentada, eq(fomentada.id, pareamentoEscolas.escolaFomentadaId))
    .where(eq(pareamentoEscolas.id, id));
  return row ?? null;
}

export async function findParfiYear(db: Db, id: number) {
  const [row] = await db.select().from(anoParfi).where(eq(anoParfi.id, id));
  return row ?? null;
}

// ---------------------------------------------------------------- reports

export type ReportRow = typeof relatorioVisita.$inferSelect & { tipoRelatorio: string; anoParfi: number };

const reportColumns = {
  id: relatorioVisita.id,
  tipoRelatorioId: relatorioVisita.tipoRelatorioId,
  pareamentoEscolasId: relatorioVisita.pareamentoEscolasId,
  anoParfiId: relatorioVisita.anoParfiId,
  data: relatorioVisita.data,
  descricaoDetalhada: relatorioVisita.descricaoDetalhada,
  finalizado: relatorioVisita.finalizado,
  createdAt: relatorioVisita.createdAt,
  updatedAt: relatorioVisita.updatedAt,
  tipoRelatorio: tipoRelatorio.descricao,
  anoParfi: anoParfi.ano,
};

export function findReports(
  db: Db,
  where: { id?: number; pareamentoEscolasId?: number; anoParfiId?: number },
  lock = false,
): Promise<ReportRow[]> {
  const q = db
    .select(reportColumns)
    .from(relatorioVisita)
    .innerJoin(tipoRelatorio, eq(tipoRelatorio.id, relatorioVisita.tipoRelatorioId))
    .innerJoin(anoParfi, eq(anoParfi.id, relatorioVisita.anoParfiId))
    .where(
      and(
        where.id !== undefined ? eq(relatorioVisita.id, where.id) : undefined,
        where.pareamentoEscolasId !== undefined
          ? eq(relatorioVisita.pareamentoEscolasId, where.pareamentoEscolasId)
          : undefined,
        where.anoParfiId !== undefined ? eq(relatorioVisita.anoParfiId, where.anoParfiId) : undefined,
      ),
    )
    .orderBy(asc(relatorioVisita.id));
  return lock ? q.for('update', { of: relatorioVisita }) : q;
}

/** Locks the pairing row so that two creations on one pairing run one after the other. */
export async function lockPairing(db: Db, id: number): Promise<void> {
  await db
    .select({ id: pareamentoEscolas.id })
    .from(pareamentoEscolas)
    .where(eq(pareamentoEscolas.id, id))
    .for('update');
}

export async function insertReport(
  db: Db,
  v: {
    tipoRelatorioId: number;
    pareamentoEscolasId: number;
    anoParfiId: number;
    data: string;
    descricaoDetalhada: string | null;
  },
): Promise<number> {
  const [row] = await db.insert(relatorioVisita).values(v).returning({ id: relatorioVisita.id });
  return row!.id;
}

export async function updateReport(
  db: Db,
  id: number,
  v: { data: string; descricaoDetalhada: string | null; finalizado: boolean },
): Promise<void> {
  await db
    .update(relatorioVisita)
    .set({ ...v, updatedAt: new Date() })
    .where(eq(relatorioVisita.id, id));
}

export async function deleteReport(db: Db, id: number): Promise<void> {
  await db.delete(objetivoObrigatorio).where(eq(objetivoObrigatorio.relatorioVisitaId, id));
  await db.delete(relatorioVisita).where(eq(relatorioVisita.id, id));
}

// ---------------------------------------------------------------- answers

export const findAnswers = (db: Db, relatorioVisitaId: number) =>
  db
    .select({
      relatorioVisitaId: indicadorRelatorio.relatorioVisitaId,
      criterioId: indicadorRelatorio.criterioId,
      indicadorId: indicadorRelatorio.indicadorId,
      categoriaId: indicadorRelatorio.categoriaId,
      nivel: criterioRelatorio.codigo,
      descricaoCriterio: criterioRelatorio.descricao,
      objetivoId: indicador.objetivoId,
    })
    .from(indicadorRelatorio)
    .innerJoin(criterioRelatorio, eq(criterioRelatorio.id, indicadorRelatorio.criterioId))
    .innerJoin(indicador, eq(indicador.id, indicadorRelatorio.indicadorId))
    .where(eq(indicadorRelatorio.relatorioVisitaId, relatorioVisitaId))
    .orderBy(asc(indicadorRelatorio.categoriaId), asc(indicadorRelatorio.indicadorId));

export async function replaceAnswers(
  db: Db,
  relatorioVisitaId: number,
  answers: { criterioId: number; indicadorId: number; categoriaId: number }[],
): Promise<void> {
  await db.delete(indicadorRelatorio).where(eq(indicadorRelatorio.relatorioVisitaId, relatorioVisitaId));
  if (answers.length > 0)
    await db.insert(indicadorRelatorio).values(answers.map((a) => ({ ...a, relatorioVisitaId })));
}

// ---------------------------------------------------------------- participants

export const findParticipants = (db: Db, where: { relatorioVisitaId?: number; id?: number }) =>
  db
    .select({
      id: participanteVisita.id,
      relatorioVisitaId: participanteVisita.relatorioVisitaId,
      nome: participanteVisita.nome,
      cpf: participanteVisita.cpf,
      codigoPerfil: participanteVisita.codigoPerfil,
      nomePerfil: participanteVisita.nomePerfil,
    })
    .from(participanteVisita)
    .where(
      and(
        where.relatorioVisitaId !== undefined
          ? eq(participanteVisita.relatorioVisitaId, where.relatorioVisitaId)
          : undefined,
        where.id !== undefined ? eq(participanteVisita.id, where.id) : undefined,
      ),
    )
    .orderBy(asc(participanteVisita.nome), asc(participanteVisita.id));

export async function countParticipants(db: Db, relatorioVisitaId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(participanteVisita)
    .where(eq(participanteVisita.relatorioVisitaId, relatorioVisitaId));
  return Number(row?.n ?? 0);
}

/** Inserts a participant; null when the CPF is already on the report. */
export async function insertParticipant(
  db: Db,
  v: {
    relatorioVisitaId: number;
    nome: string;
    cpf: string;
    codigoPerfil: number;
    nomePerfil: string | null;
  },
): Promise<number | null> {
  const [row] = await db
    .insert(participanteVisita)
    .values(v)
    .onConflictDoNothing({ target: [participanteVisita.relatorioVisitaId, participanteVisita.cpf] })
    .returning({ id: participanteVisita.id });
  return row?.id ?? null;
}

export async function deleteParticipant(db: Db, id: number): Promise<void> {
  await db.delete(participanteVisita).where(eq(participanteVisita.id, id));
}

/** A user of the product and the distinct roles they hold. */
export async function findUserWithRoles(
  db: Db,
  cpf: string,
): Promise<{ nome: string; cpf: string; perfis: { codigoPerfil: number; nomePerfil: string }[] } | null> {
  const [user] = await db
    .select({ id: usuario.id, nome: usuario.nome, cpf: usuario.cpf })
    .from(usuario)
    .where(eq(usuario.cpf, cpf));
  if (!user) return null;
  const roles = await db
    .selectDistinct({ codigoPerfil: perfil.id, nomePerfil: perfil.nome })
    .from(usuarioPerfil)
    .innerJoin(perfil, eq(perfil.id, usuarioPerfil.perfilId))
    .where(eq(usuarioPerfil.usuarioId, user.id))
    .orderBy(asc(perfil.id));
  return { nome: user.nome, cpf: user.cpf, perfis: roles };
}
