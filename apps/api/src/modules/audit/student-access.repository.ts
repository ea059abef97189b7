import { and, arrayOverlaps, count, desc, eq, lt, or, sql } from 'drizzle-orm';
import { studentAccessLog } from '../../db/schema/audit';
import { usuario } from '../../db/schema/auth';
import { aluno } from '../../db/schema/students';
import type { Db } from '../../db/types';

/** Who reads or writes (the caller's CPF and active role) and from which address. */
export interface AccessWho {
  usuarioCpf: string;
  perfilId: number;
  ip: string | null;
}

/** One access: the students it touched (none: a search that found nobody), what, and its detail. */
export interface AccessRow {
  alunoIds: readonly number[];
  acao: string;
  detalhe: string;
}

export const DETAIL_MAX = 300;

/**
 * Records the rows in ONE statement whatever their number: the rows travel as one JSON parameter,
 * so the statement text and its plan are the same for every request.
 */
export async function insertStudentAccess(db: Db, who: AccessWho, rows: readonly AccessRow[]): Promise<void> {
  await insertStudentAccessBatch(
    db,
    rows.map((r) => ({ ...who, ...r })),
  );
}

/** Rows of several callers (the reads' batches, decision 104 addendum), one statement. */
export async function insertStudentAccessBatch(
  db: Db,
  rows: readonly (AccessWho & AccessRow)[],
): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(
    rows.map((r) => ({
      u: r.usuarioCpf,
      p: r.perfilId,
      i: r.ip,
      a: r.alunoIds,
      c: r.acao,
      d: r.detalhe.slice(0, DETAIL_MAX),
    })),
  );
  await db.execute(sql`
    insert into student_access_log (usuario_cpf, perfil_id, ip, aluno_ids, acao, detalhe)
    select x.u, x.p::smallint, x.i, x.a, x.c, x.d
      from json_to_recordset(${json}::json) as x(u text, p int, i text, a int[], c text, d text)`);
}

/** The students a CPF names, deleted ones too (a CPF may name a deleted student and its re-registration). */
export async function findAuditStudentsByCpf(db: Db, cpf: string) {
  return db
    .select({ id: aluno.id, nome: aluno.nome, cpf: aluno.cpf, deletedAt: aluno.deletedAt })
    .from(aluno)
    .where(eq(aluno.cpf, cpf))
    .orderBy(aluno.id);
}

export async function findAuditStudentById(db: Db, id: number) {
  return db
    .select({ id: aluno.id, nome: aluno.nome, cpf: aluno.cpf, deletedAt: aluno.deletedAt })
    .from(aluno)
    .where(eq(aluno.id, id));
}

/** What the audit screen and its export show of an access: when, who (and the name), action, detail. */
const accessColumns = {
  at: studentAccessLog.at,
  usuarioCpf: studentAccessLog.usuarioCpf,
  usuarioNome: usuario.nome,
  perfilId: studentAccessLog.perfilId,
  acao: studentAccessLog.acao,
  detalhe: studentAccessLog.detalhe,
  ip: studentAccessLog.ip,
};

/**
 * One page of the accesses of these students, newest first (the GIN index on `aluno_ids` finds the
 * rows that name any of them), with the user's name, and the total.
 */
export async function findStudentAccessPage(db: Db, alunoIds: number[], offset: number, limit: number) {
  const where = arrayOverlaps(studentAccessLog.alunoIds, alunoIds);
  const [rows, [total]] = await Promise.all([
    db
      .select(accessColumns)
      .from(studentAccessLog)
      .leftJoin(usuario, eq(usuario.cpf, studentAccessLog.usuarioCpf))
      .where(where)
      .orderBy(desc(studentAccessLog.at), desc(studentAccessLog.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(studentAccessLog).where(and(where)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Where a keyset read of the accesses stopped: the last row's instant and id (newest first). */
export interface AccessCursor {
  at: Date;
  id: number;
}

/**
 * The accesses of these students after `cursor` (newest first, as the screen lists them), `limit` rows:
 * a keyset page of the export (decision 128), so a long history is read in bounded pieces.
 */
export async function findStudentAccessAfter(
  db: Db,
  alunoIds: number[],
  cursor: AccessCursor | null,
  limit: number,
) {
  const where = arrayOverlaps(studentAccessLog.alunoIds, alunoIds);
  return db
    .select({ id: studentAccessLog.id, ...accessColumns })
    .from(studentAccessLog)
    .leftJoin(usuario, eq(usuario.cpf, studentAccessLog.usuarioCpf))
    .where(
      cursor
        ? and(
            where,
            or(
              lt(studentAccessLog.at, cursor.at),
              and(eq(studentAccessLog.at, cursor.at), lt(studentAccessLog.id, cursor.id)),
            ),
          )
        : where,
    )
    .orderBy(desc(studentAccessLog.at), desc(studentAccessLog.id))
    .limit(limit);
}
