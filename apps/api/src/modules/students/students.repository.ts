import { and, asc, eq, inArray, isNull, not, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { turma } from '../../db/schema/classes';
import { municipio } from '../../db/schema/places';
import { escola } from '../../db/schema/schools';
import { aluno, alunoTurma } from '../../db/schema/students';
import { builtOnce } from '../../db/built-once';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/types';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Aluno, ClassStudent, HistoricoItem, TurmaAluno } from '@siam/domain/contracts/students';
import { Motivo } from '@siam/domain/enums';

/** The columns of `aluno` a write sets (the form's fields, the school of record, the search key). */
export interface StudentValues {
  nome: string;
  nomeNormalizado: string;
  cpf: string;
  sexo: 'F' | 'M';
  cor: number;
  dataNascimento: string;
  nomeMae: string;
  nomePai: string | null;
  codigoInep: string | null;
  transporte: number;
  nivelEnsino: number | null;
  serie: number | null;
  participaAee: boolean;
  contraturno: boolean;
  pessoaComDeficiencia: boolean;
  descricaoDeficiencia: string | null;
  dificuldadePedagogica: boolean;
  estudanteAlfabetizado: boolean | null;
}

const notDeleted = isNull(aluno.deletedAt);

// ---------------------------------------------------------------- lookups (ids, by index)

export async function findStudentIdsByCpf(db: Db, cpf: string): Promise<number[]> {
  const rows = await db
    .select({ id: aluno.id })
    .from(aluno)
    .where(and(eq(aluno.cpf, cpf), notDeleted));
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------- the Aluno answer (one statement)

/** One stay of a student, as the answer's statement aggregates it (JSON: dates as 'YYYY-MM-DD'). */
interface StayRow {
  anoTurmaAlunoId: number;
  ano: number;
  motivo: number;
  dataInicio: string;
  dataFim: string | null;
  turmaId: number;
  codigoTurma: string;
  nomeTurma: string;
  serie: number;
  turno: number;
  nivelEnsino: number;
  anoTurma: number;
  escolaId: number;
  nomeEscola: string;
  codigoInepEscola: string;
  sige: boolean;
  nomeMunicipio: string;
  nomeProfessor: string | null;
  emAcompanhamento: boolean;
}

/**
 * The stays of the student of the row, newest first, as one JSON array: with the student's row in
 * the same statement, an answer costs one round trip whatever it holds (a statement is the largest
 * cost of a hot read, docs/performance.md). The open-monitoring flag (decision 041) is asked for the
 * current stay only: the student has a record in a learning monitoring of that class that is not
 * validated (moving or finishing removes it).
 */
const staysJson = sql<StayRow[]>`coalesce((
  select json_agg(json_build_object(
      'anoTurmaAlunoId', st.id, 'ano', st.ano, 'motivo', st.motivo,
      'dataInicio', st.data_inicio, 'dataFim', st.data_fim,
      'turmaId', t.id, 'codigoTurma', t.codigo_turma, 'nomeTurma', t.nome_turma, 'serie', t.serie,
      'turno', t.turno, 'nivelEnsino', t.nivel_ensino, 'anoTurma', t.ano_turma,
      'escolaId', e.id, 'nomeEscola', e.nome, 'codigoInepEscola', e.codigo_inep, 'sige', e.sige,
      'nomeMunicipio', m.nome, 'nomeProfessor', p.nome,
      'emAcompanhamento', (st.data_fim is null and exists (
        select 1 from acompanhamento_aluno aa
        join acompanhamento ac on ac.id = aa.acompanhamento_id
        where aa.aluno_id = st.aluno_id and ac.turma_id = st.turma_id and ac.validado is not true)))
    order by st.data_inicio desc, st.id desc)
  from aluno_turma st
  join turma t on t.id = st.turma_id
  join escola e on e.id = t.escola_id
  join municipio m on m.codigo = e.municipio
  left join servidor p on p.id = t.professor_id
  where st.aluno_id = ${aluno.id}), '[]'::json)`;

/** The query of the students (not deleted) a condition on `aluno` selects, with all the answer shows. */
function studentsQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: aluno.id,
      nome: aluno.nome,
      cpf: aluno.cpf,
      sexo: aluno.sexo,
      cor: aluno.cor,
      dataNascimento: aluno.dataNascimento,
      nomeMae: aluno.nomeMae,
      nomePai: aluno.nomePai,
      codigoInep: aluno.codigoInep,
      matricula: aluno.matricula,
      transporte: aluno.transporte,
      nivelEnsino: aluno.nivelEnsino,
      serie: aluno.serie,
      estudanteAprovado: aluno.estudanteAprovado,
      estudanteReenturmado: aluno.estudanteReenturmado,
      estudanteAlfabetizado: aluno.estudanteAlfabetizado,
      participaAee: aluno.participaAee,
      contraturno: aluno.contraturno,
      pessoaComDeficiencia: aluno.pessoaComDeficiencia,
      descricaoDeficiencia: aluno.descricaoDeficiencia,
      dificuldadePedagogica: aluno.dificuldadePedagogica,
      situacao: aluno.situacao,
      escolaId: escola.id,
      escolaInep: escola.codigoInep,
      escolaNome: escola.nome,
      escolaSige: escola.sige,
      escolaMunicipio: municipio.nome,
      stays: staysJson,
    })
    .from(aluno)
    .leftJoin(escola, eq(escola.id, aluno.escolaId))
    .leftJoin(municipio, eq(municipio.codigo, escola.municipio))
    .where(and(where, notDeleted))
    .orderBy(asc(aluno.nome), asc(aluno.id));
}

type StudentRow = Awaited<ReturnType<typeof studentsQuery>>[number];

/** The answer's shape of the rows of `studentsQuery`. */
function toStudents(base: StudentRow[]): Aluno[] {
  const students: Aluno[] = [];
  for (const r of base) {
    const own = r.stays;
    const current = own.find((s) => s.dataFim === null) ?? null;
    const history: HistoricoItem[] = own
      .filter((s) => s.motivo !== Motivo.EnturmacaoIndevida)
      .map((s) => ({
        anoTurmaAlunoId: s.anoTurmaAlunoId,
        ano: s.ano,
        turma: {
          id: s.turmaId,
          codigoTurma: s.codigoTurma,
          nomeTurma: s.nomeTurma,
          serie: s.serie,
          turno: s.turno,
          escolaId: s.escolaId,
          nomeEscola: s.nomeEscola,
          codigoInepEscola: s.codigoInepEscola,
          nomeProfessor: s.nomeProfessor ?? null,
        },
        motivo: s.motivo,
        dataInicio: s.dataInicio,
        dataFim: s.dataFim,
      }));
    const turmaAtual: TurmaAluno | null = current
      ? {
          anoTurmaAlunoId: current.anoTurmaAlunoId,
          id: current.turmaId,
          codigoTurma: current.codigoTurma,
          nomeTurma: current.nomeTurma,
          serie: current.serie,
          turno: current.turno,
          nivelEnsino: current.nivelEnsino,
          anoTurma: current.anoTurma,
          escolaId: current.escolaId,
          nomeEscola: current.nomeEscola,
          codigoInepEscola: current.codigoInepEscola,
          nomeProfessor: current.nomeProfessor ?? null,
          dataInicio: current.dataInicio,
        }
      : null;
    const escolaAluno = current
      ? {
          id: current.escolaId,
          codigoInep: current.codigoInepEscola,
          nomeEscola: current.nomeEscola,
          nomeMunicipio: current.nomeMunicipio,
          sige: current.sige,
        }
      : r.escolaId !== null
        ? {
            id: r.escolaId,
            codigoInep: r.escolaInep ?? '',
            nomeEscola: r.escolaNome ?? '',
            nomeMunicipio: r.escolaMunicipio ?? '',
            sige: r.escolaSige ?? false,
          }
        : null;
    students.push({
      id: r.id,
      nome: r.nome,
      cpf: r.cpf,
      sexo: r.sexo,
      cor: r.cor,
      dataNascimento: r.dataNascimento,
      nomeMae: r.nomeMae,
      nomePai: r.nomePai,
      codigoInep: r.codigoInep,
      matricula: r.matricula,
      transporte: r.transporte,
      nivelEnsino: r.nivelEnsino,
      serie: r.serie,
      estudanteAprovado: r.estudanteAprovado,
      estudanteReenturmado: r.estudanteReenturmado,
      estudanteAlfabetizado: r.estudanteAlfabetizado,
      participaAee: r.participaAee,
      contraturno: r.contraturno,
      pessoaComDeficiencia: r.pessoaComDeficiencia,
      descricaoDeficiencia: r.descricaoDeficiencia,
      dificuldadePedagogica: r.dificuldadePedagogica,
      temAcompanhamento: current !== null && current.emAcompanhamento === true,
      situacao: r.situacao,
      escola: escolaAluno,
      turmaAtual,
      historico: history,
      turmasAnteriores: history.filter((h) => h.dataFim !== null),
    });
  }
  return students;
}

/**
 * The students with these ids (not deleted), in the order of `ids`, with their school, current class,
 * history and open-monitoring flag. One statement whatever the number of students.
 */
export async function loadStudents(db: Db, ids: number[]): Promise<Aluno[]> {
  if (ids.length === 0) return [];
  const byId = new Map(toStudents(await studentsQuery(db, inArray(aluno.id, ids))).map((a) => [a.id, a]));
  return ids.map((id) => byId.get(id)).filter((a): a is Aluno => a !== undefined);
}

/** GET /api/Alunos's exact lookups, each one statement built once: by CPF, INEP code, or folded name + birth date. */
export async function searchStudents(
  db: Db,
  by: { cpf: string } | { codigoInep: string } | { nomeNormalizado: string; dataNascimento: string },
): Promise<Aluno[]> {
  const p = sql.placeholder;
  if ('cpf' in by) {
    const q = builtOnce(db, 'alunos_por_cpf', (d) =>
      studentsQuery(d, eq(aluno.cpf, p('cpf'))).prepare('alunos_por_cpf'),
    );
    return toStudents(await q.execute(by));
  }
  if ('codigoInep' in by) {
    const q = builtOnce(db, 'alunos_por_inep', (d) =>
      studentsQuery(d, eq(aluno.codigoInep, p('codigoInep'))).prepare('alunos_por_inep'),
    );
    return toStudents(await q.execute(by));
  }
  const q = builtOnce(db, 'alunos_por_nome', (d) =>
    studentsQuery(
      d,
      and(eq(aluno.nomeNormalizado, p('nomeNormalizado')), eq(aluno.dataNascimento, p('dataNascimento'))),
    ).prepare('alunos_por_nome'),
  );
  return toStudents(await q.execute(by));
}

/**
 * One student (not deleted) with all the answer shows, built once and run on the write's
 * connection: the answer a write reloads.
 */
export async function loadStudent(uow: UnitOfWork, id: number): Promise<Aluno | null> {
  const q = uow.built('aluno_por_id', (d) =>
    studentsQuery(d, eq(aluno.id, sql.placeholder('id'))).prepare('aluno_por_id'),
  );
  const [student] = toStudents(await q.execute({ id }));
  return student ?? null;
}

// ---------------------------------------------------------------- rows the rules need

/**
 * Locks the student's row for the rest of the transaction (concurrent writes on one student run one
 * after the other) and answers whether it exists and is not deleted. Built once.
 */
export async function lockStudent(uow: UnitOfWork, id: number): Promise<boolean> {
  const q = uow.built('aluno_trava', (d) =>
    d
      .select({ id: aluno.id })
      .from(aluno)
      .where(and(eq(aluno.id, sql.placeholder('id')), notDeleted))
      .for('update')
      .prepare('aluno_trava'),
  );
  return (await q.execute({ id })).length > 0;
}

export async function findStudentIdByCpfExcept(
  db: Db,
  cpf: string,
  exceptId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ id: aluno.id })
    .from(aluno)
    .where(and(eq(aluno.cpf, cpf), notDeleted, not(eq(aluno.id, exceptId))))
    .limit(1);
  return row?.id ?? null;
}

export interface ClassRow {
  id: number;
  escolaId: number;
  serie: number;
  nivelEnsino: number;
  situacao: number;
  anoTurma: number;
  sige: boolean;
}

/** The columns of `ClassRow` (the class joined with its school). */
const classColumns = {
  id: turma.id,
  escolaId: turma.escolaId,
  serie: turma.serie,
  nivelEnsino: turma.nivelEnsino,
  situacao: turma.situacao,
  anoTurma: turma.anoTurma,
  sige: escola.sige,
};

/**
 * The place of a class's school for the scope check (`isPlaceInScope`): null when the school is
 * deleted, as `findSchoolPlace` answers. Read with `turma` joined to `escola` and left-joined to
 * `municipio`.
 */
const schoolPlaceColumns = {
  municipio: sql<number | null>`case when ${escola.deletedAt} is null then ${municipio.codigo} end`,
  regional: sql<number | null>`case when ${escola.deletedAt} is null then ${municipio.regional} end`,
};

/**
 * The class with its school's place and `more` columns: `turma` joined to its school and left-joined
 * to the school's municipio (the class lookups built once, before their where).
 */
function classWithPlace<F extends SelectedFields>(d: Db, more: F) {
  return d
    .select({ ...classColumns, ...schoolPlaceColumns, ...more })
    .from(turma)
    .innerJoin(escola, eq(escola.id, turma.escolaId))
    .leftJoin(municipio, eq(municipio.codigo, escola.municipio));
}

/** The place read by `schoolPlaceColumns` (null when the school is deleted). */
function placeOf(m: number | null, r: number | null): { municipio: number; regional: number } | null {
  return m !== null && r !== null ? { municipio: Number(m), regional: Number(r) } : null;
}

/** The class `id` (a value or a prepared statement's placeholder), when it is not deleted. */
function classNotDeleted(id: number | Placeholder): SQL | undefined {
  return and(eq(turma.id, id), isNull(turma.deletedAt));
}

/** A class that is not deleted, with its school's sige flag. */
export async function findClass(db: Db, id: number): Promise<ClassRow | null> {
  const [row] = await db
    .select(classColumns)
    .from(turma)
    .innerJoin(escola, eq(escola.id, turma.escolaId))
    .where(classNotDeleted(id))
    .limit(1);
  return row ?? null;
}

/**
 * A class (not deleted) with its school's sige flag and the school's place for the scope check
 * (`isPlaceInScope`; null when the school is deleted, as `findSchoolPlace` answers), in one statement
 * built once: an enrolment reads it on the pool before its transaction.
 */
export async function findClassWithPlace(
  db: Db,
  id: number,
): Promise<{ turma: ClassRow; place: { municipio: number; regional: number } | null } | null> {
  const q = builtOnce(db, 'turma_com_lugar', (d) =>
    classWithPlace(d, {})
      .where(classNotDeleted(sql.placeholder('id')))
      .limit(1)
      .prepare('turma_com_lugar'),
  );
  const [row] = await q.execute({ id });
  if (!row) return null;
  const { municipio: m, regional: r, ...rest } = row;
  return {
    turma: rest,
    place: placeOf(m, r),
  };
}

export async function findSchoolSige(db: Db, id: number): Promise<{ id: number; sige: boolean } | null> {
  const [row] = await db
    .select({ id: escola.id, sige: escola.sige })
    .from(escola)
    .where(and(eq(escola.id, id), isNull(escola.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * GET /api/turmas/{id}/alunos in one statement built once: the class with its school's place for the
 * scope check (as `findClassWithPlace`: null when the school is deleted) and its current students by
 * name, aggregated in JSON. Null when the class does not exist.
 */
export async function findClassWithStudents(
  db: Db,
  turmaId: number,
): Promise<{
  turma: ClassRow;
  place: { municipio: number; regional: number } | null;
  alunos: ClassStudent[];
} | null> {
  const q = builtOnce(db, 'turma_com_alunos', (d) =>
    classWithPlace(d, {
      alunos: sql<ClassStudent[]>`coalesce((
          select json_agg(json_build_object(
              'id', a.id, 'nome', a.nome, 'cpf', a.cpf, 'codigoInep', a.codigo_inep,
              'matricula', a.matricula, 'sexo', a.sexo, 'dataNascimento', a.data_nascimento,
              'anoTurmaAlunoId', st.id, 'dataInicio', st.data_inicio)
            order by a.nome, a.id)
          from aluno_turma st
          join aluno a on a.id = st.aluno_id and a.deleted_at is null
          where st.turma_id = ${turma.id} and st.data_fim is null), '[]'::json)`,
    })
      .where(classNotDeleted(sql.placeholder('turmaId')))
      .limit(1)
      .prepare('turma_com_alunos'),
  );
  const [row] = await q.execute({ turmaId });
  if (!row) return null;
  const { alunos, municipio: m, regional: r, ...rest } = row;
  return {
    turma: rest,
    place: placeOf(m, r),
    alunos,
  };
}

// ---------------------------------------------------------------- writes

export async function insertStudent(db: Db, values: StudentValues & { escolaId: number }): Promise<number> {
  const [row] = await db.insert(aluno).values(values).returning({ id: aluno.id });
  if (!row) throw new Error('insert aluno returned nothing');
  return row.id;
}

export async function updateStudent(
  db: Db,
  id: number,
  values: Partial<StudentValues>,
  now: Date,
): Promise<void> {
  await updateAluno(db, id, values, now);
}

/** School of record and level/série after an enrolment (the class's). */
export async function setStudentSchool(
  db: Db,
  id: number,
  values: { escolaId: number; serie: number; nivelEnsino: number; estudanteReenturmado?: boolean },
  now: Date,
): Promise<void> {
  await updateAluno(db, id, values, now);
}

/** Updates a student's row and its `updatedAt`. */
async function updateAluno(
  db: Db,
  id: number,
  values: Partial<typeof aluno.$inferInsert>,
  now: Date,
): Promise<void> {
  await db
    .update(aluno)
    .set({ ...values, updatedAt: now })
    .where(eq(aluno.id, id));
}

/**
 * `setStudentSchool`'s update of an enrolment as a statement for the write's batch (`uow.batch`, with
 * the audit's statements).
 */
export function studentSchoolSql(
  id: number,
  values: { escolaId: number; serie: number; nivelEnsino: number },
  now: Date,
): SQL {
  return sql`update aluno set escola_id = ${values.escolaId}::int, serie = ${values.serie}::smallint,
      nivel_ensino = ${values.nivelEnsino}::smallint, updated_at = ${now.toISOString()}::timestamptz
    where id = ${id}::int`;
}

export async function softDeleteStudent(db: Db, id: number, now: Date): Promise<void> {
  await db.update(aluno).set({ deletedAt: now, updatedAt: now }).where(eq(aluno.id, id));
}

/** Opens a stay (the current class). The partial unique index refuses a second current one. */
export async function insertStay(
  db: Db,
  stay: { alunoId: number; turmaId: number; ano: number; dataInicio: string },
): Promise<number> {
  const [row] = await db
    .insert(alunoTurma)
    .values({ ...stay, motivo: Motivo.Normal })
    .returning({ id: alunoTurma.id });
  if (!row) throw new Error('insert aluno_turma returned nothing');
  return row.id;
}

/**
 * Opens a stay like `insertStay` and answers, from the same statement, the student's school of
 * record before the enrolment (the audit's `before.escola`, as the answer shows it for a student
 * without a class; null when none). The partial unique index refuses a second current stay.
 */
export async function insertStayWithSchool(
  db: Db,
  stay: { alunoId: number; turmaId: number; ano: number; dataInicio: string },
): Promise<{ id: number; escola: Aluno['escola'] }> {
  const result = await db.execute(sql`
    insert into aluno_turma (aluno_id, turma_id, ano, data_inicio, motivo)
    values (${stay.alunoId}, ${stay.turmaId}, ${stay.ano}, ${stay.dataInicio}, ${Motivo.Normal})
    returning id, (
      select json_build_object('id', e.id, 'codigoInep', coalesce(e.codigo_inep, ''),
          'nomeEscola', coalesce(e.nome, ''), 'nomeMunicipio', coalesce(m.nome, ''),
          'sige', coalesce(e.sige, false))
        from aluno a join escola e on e.id = a.escola_id left join municipio m on m.codigo = e.municipio
       where a.id = ${stay.alunoId}) as escola`);
  const [row] = (result as unknown as { rows: { id: number; escola: Aluno['escola'] }[] }).rows;
  if (!row) throw new Error('insert aluno_turma returned nothing');
  return { id: Number(row.id), escola: row.escola };
}

/**
 * Ends the student's current stay (`stayId` when given must be it) with `motivo` on `dataFim`.
 * Answers the ended stay's id, or null when there was no such current stay.
 */
export async function endCurrentStay(
  db: Db,
  alunoId: number,
  end: { dataFim: string; motivo?: number; stayId?: number },
): Promise<number | null> {
  const [row] = await db
    .update(alunoTurma)
    // Never before the stay began (a stay that starts later this year and ends today).
    .set({
      dataFim: sql`greatest(${alunoTurma.dataInicio}, ${end.dataFim}::date)`,
      ...(end.motivo !== undefined ? { motivo: end.motivo } : {}),
    })
    .where(
      and(
        eq(alunoTurma.alunoId, alunoId),
        isNull(alunoTurma.dataFim),
        end.stayId !== undefined ? eq(alunoTurma.id, end.stayId) : undefined,
      ),
    )
    .returning({ id: alunoTurma.id });
  return row?.id ?? null;
}
