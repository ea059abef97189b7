import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { acompanhamento, acompanhamentoAluno, respostaAprendizagem } from '../../db/schema/monitoring';
import { criterio } from '../../db/schema/sheets';
import { aluno, alunoTurma } from '../../db/schema/students';
import type { Db } from '../../db/types';

/** The class's current students (stay open, student not deleted). */
export async function findCurrentStudentIds(db: Db, turmaId: number): Promise<number[]> {
  const rows = await db
    .select({ id: aluno.id })
    .from(alunoTurma)
    .innerJoin(aluno, eq(aluno.id, alunoTurma.alunoId))
    .where(and(eq(alunoTurma.turmaId, turmaId), isNull(alunoTurma.dataFim), isNull(aluno.deletedAt)));
  return rows.map((r) => r.id);
}

export async function insertStudentRecords(
  db: Db,
  acompanhamentoId: number,
  alunoIds: number[],
): Promise<void> {
  if (alunoIds.length === 0) return;
  await db.insert(acompanhamentoAluno).values(alunoIds.map((alunoId) => ({ acompanhamentoId, alunoId })));
}

export interface StudentRecordRow {
  acompanhamentoAlunoId: number;
  alunoId: number;
  nome: string;
  cpf: string | null;
  dataNascimento: string;
  situacao: number;
  alfabetizado: boolean;
}

/**
 * The monitoring's student records, by name, each with its answers per level (1-4), in one statement:
 * the records and the level counts were two (the answer of GET /api/AcompanhamentoAprendizagem).
 */
export async function findStudentRecordsWithLevels(
  db: Db,
  acompanhamentoId: number,
): Promise<(StudentRecordRow & { niveis: { nivel: number; quantidade: number }[] })[]> {
  const rows = await db
    .select({
      acompanhamentoAlunoId: acompanhamentoAluno.id,
      alunoId: aluno.id,
      nome: aluno.nome,
      cpf: aluno.cpf,
      dataNascimento: aluno.dataNascimento,
      situacao: acompanhamentoAluno.situacao,
      alfabetizado: aluno.estudanteAlfabetizado,
      niveis: sql<{ nivel: number; quantidade: number }[]>`coalesce((
        select json_agg(json_build_object('nivel', x.nivel, 'quantidade', x.n))
        from (select c.nivel, count(*)::int as n
                from resposta_aprendizagem ra
                join criterio c on c.id = ra.criterio_id
               where ra.acompanhamento_aluno_id = ${acompanhamentoAluno.id}
               group by c.nivel) x), '[]'::json)`,
    })
    .from(acompanhamentoAluno)
    .innerJoin(aluno, eq(aluno.id, acompanhamentoAluno.alunoId))
    .where(eq(acompanhamentoAluno.acompanhamentoId, acompanhamentoId))
    .orderBy(asc(aluno.nome), asc(aluno.id));
  return rows.map((r) => ({ ...r, alfabetizado: r.alfabetizado === true }));
}

/** Answers per (skill, level) over the monitoring's students. */
export async function findSkillLevelCounts(
  db: Db,
  acompanhamentoId: number,
): Promise<{ habilidadeId: number; nivel: number; quantidade: number }[]> {
  const rows = await db
    .select({ habilidadeId: respostaAprendizagem.habilidadeId, nivel: criterio.nivel, quantidade: count() })
    .from(respostaAprendizagem)
    .innerJoin(acompanhamentoAluno, eq(acompanhamentoAluno.id, respostaAprendizagem.acompanhamentoAlunoId))
    .innerJoin(criterio, eq(criterio.id, respostaAprendizagem.criterioId))
    .where(eq(acompanhamentoAluno.acompanhamentoId, acompanhamentoId))
    .groupBy(respostaAprendizagem.habilidadeId, criterio.nivel);
  return rows.map((r) => ({ ...r, quantidade: Number(r.quantidade) }));
}

export interface StudentRecord {
  id: number;
  acompanhamentoId: number;
  alunoId: number;
  alfabetizado: boolean;
}

const recordColumns = {
  id: acompanhamentoAluno.id,
  acompanhamentoId: acompanhamentoAluno.acompanhamentoId,
  alunoId: acompanhamentoAluno.alunoId,
  alfabetizado: aluno.estudanteAlfabetizado,
};

export async function findStudentRecord(
  db: Db,
  acompanhamentoId: number,
  alunoId: number,
): Promise<StudentRecord | null> {
  const [r] = await db
    .select(recordColumns)
    .from(acompanhamentoAluno)
    .innerJoin(aluno, eq(aluno.id, acompanhamentoAluno.alunoId))
    .where(
      and(
        eq(acompanhamentoAluno.acompanhamentoId, acompanhamentoId),
        eq(acompanhamentoAluno.alunoId, alunoId),
      ),
    );
  return r ? { ...r, alfabetizado: r.alfabetizado === true } : null;
}

export async function findStudentRecordById(db: Db, id: number): Promise<StudentRecord | null> {
  const [r] = await db
    .select(recordColumns)
    .from(acompanhamentoAluno)
    .innerJoin(aluno, eq(aluno.id, acompanhamentoAluno.alunoId))
    .where(eq(acompanhamentoAluno.id, id));
  return r ? { ...r, alfabetizado: r.alfabetizado === true } : null;
}

/** Skill → chosen level of one student record. */
export async function findRecordLevels(db: Db, recordId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ habilidadeId: respostaAprendizagem.habilidadeId, nivel: criterio.nivel })
    .from(respostaAprendizagem)
    .innerJoin(criterio, eq(criterio.id, respostaAprendizagem.criterioId))
    .where(eq(respostaAprendizagem.acompanhamentoAlunoId, recordId));
  return new Map(rows.map((r) => [r.habilidadeId, r.nivel]));
}

/** Upserts one level per skill of a student record: one INSERT ... ON CONFLICT. */
export async function upsertLearningAnswers(
  db: Db,
  recordId: number,
  answers: { habilidadeId: number; criterioId: number }[],
): Promise<void> {
  if (answers.length === 0) return;
  await db
    .insert(respostaAprendizagem)
    .values(answers.map((a) => ({ acompanhamentoAlunoId: recordId, ...a })))
    .onConflictDoUpdate({
      target: [respostaAprendizagem.acompanhamentoAlunoId, respostaAprendizagem.habilidadeId],
      set: { criterioId: sql`excluded.criterio_id`, updatedAt: sql`now()` },
    });
}

/**
 * Sets every student record's `situacao` of the monitoring from its answers (one UPDATE) and answers
 * the class counts: students to evaluate (not alfabetizado, not deleted) and their answered skills.
 */
export async function refreshStudentProgress(
  db: Db,
  acompanhamentoId: number,
  skills: number,
): Promise<{ evaluable: number; answered: number }> {
  await db.execute(sql`
    update acompanhamento_aluno r
       set situacao = case when ${skills}::int = 0 then 0 else least(100, floor(
             (select count(*) from resposta_aprendizagem a where a.acompanhamento_aluno_id = r.id)
             * 100.0 / ${skills}::int))::int end
     where r.acompanhamento_id = ${acompanhamentoId}::int`);
  const [row] = await db
    .select({
      evaluable: sql<number>`count(distinct ${acompanhamentoAluno.id})::int`,
      answered: sql<number>`count(${respostaAprendizagem.id})::int`,
    })
    .from(acompanhamentoAluno)
    .innerJoin(aluno, eq(aluno.id, acompanhamentoAluno.alunoId))
    .leftJoin(respostaAprendizagem, eq(respostaAprendizagem.acompanhamentoAlunoId, acompanhamentoAluno.id))
    .where(
      and(
        eq(acompanhamentoAluno.acompanhamentoId, acompanhamentoId),
        sql`${aluno.estudanteAlfabetizado} is not true`,
        isNull(aluno.deletedAt),
      ),
    );
  return { evaluable: Number(row?.evaluable ?? 0), answered: Number(row?.answered ?? 0) };
}

export async function deleteStudentRecord(db: Db, id: number): Promise<void> {
  await db.delete(acompanhamentoAluno).where(eq(acompanhamentoAluno.id, id));
}

/** The student's records in the class's learning monitorings that are not validated. */
export async function findOpenRecordsOfStudent(
  db: Db,
  alunoId: number,
  turmaId: number,
): Promise<{ id: number; acompanhamentoId: number }[]> {
  return db
    .select({ id: acompanhamentoAluno.id, acompanhamentoId: acompanhamentoAluno.acompanhamentoId })
    .from(acompanhamentoAluno)
    .innerJoin(acompanhamento, eq(acompanhamento.id, acompanhamentoAluno.acompanhamentoId))
    .where(
      and(
        eq(acompanhamentoAluno.alunoId, alunoId),
        eq(acompanhamento.turmaId, turmaId),
        eq(acompanhamento.tipo, 1),
        sql`${acompanhamento.validado} is not true`,
      ),
    );
}

/** Locks the monitorings `ids` (row locks), so progress is recomputed by one writer at a time. */
export async function lockMonitorings(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .select({ id: acompanhamento.id })
    .from(acompanhamento)
    .where(inArray(acompanhamento.id, ids))
    .for('update');
}
