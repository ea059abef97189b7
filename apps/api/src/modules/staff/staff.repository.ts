import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { usuario, usuarioPerfil } from '../../db/schema/auth';
import { turma } from '../../db/schema/classes';
import { acompanhamento, periodoAcompanhamento } from '../../db/schema/monitoring';
import { municipio } from '../../db/schema/places';
import { escola } from '../../db/schema/schools';
import { servidor, servidorEscola } from '../../db/schema/staff';
import { builtOnce } from '../../db/built-once';
import type { Db } from '../../db/types';
import type { Servidor, TeacherClass } from '@siam/domain/contracts/staff';

export async function findPersonByCpf(
  db: Db,
  cpf: string,
): Promise<{ id: number; nome: string; cpf: string } | null> {
  const [row] = await db
    .select({ id: servidor.id, nome: servidor.nome, cpf: servidor.cpf })
    .from(servidor)
    .where(eq(servidor.cpf, cpf))
    .limit(1);
  return row ?? null;
}

const personColumns = {
  id: servidor.id,
  nome: servidor.nome,
  cpf: servidor.cpf,
  email: servidor.email,
  emailPessoal: servidor.emailPessoal,
  dataNascimento: servidor.dataNascimento,
  sexo: servidor.sexo,
  telefone: servidor.telefone,
  extras: servidor.extras,
};

type PersonRow = { [K in keyof typeof personColumns]: (typeof servidor.$inferSelect)[K] };

/** The API shape: the extras first, so that they never override a common field. */
function toServidor({ extras, ...row }: PersonRow): Servidor {
  return { ...(extras ?? {}), ...row };
}

/** The whole person (common fields and extras), by CPF or id. */
export async function findServidor(db: Db, by: { cpf: string } | { id: number }): Promise<Servidor | null> {
  const [row] = await db
    .select(personColumns)
    .from(servidor)
    .where('cpf' in by ? eq(servidor.cpf, by.cpf) : eq(servidor.id, by.id))
    .limit(1);
  return row ? toServidor(row) : null;
}

export interface PersonValues {
  cpf: string;
  nome: string;
  email: string;
  emailPessoal: string;
  dataNascimento: string;
  sexo: string;
  telefone: string;
}

/**
 * Creates the person or updates the one with that CPF, in one statement (two concurrent saves of one
 * CPF cannot create two records). Extras are merged into the stored ones (a coordinator's training
 * survives the teacher form).
 */
export async function upsertPerson(
  db: Db,
  values: PersonValues,
  extras: Record<string, unknown>,
): Promise<Servidor> {
  const [row] = await db
    .insert(servidor)
    .values({ ...values, extras })
    .onConflictDoUpdate({
      target: servidor.cpf,
      set: {
        nome: values.nome,
        email: values.email,
        emailPessoal: values.emailPessoal,
        dataNascimento: values.dataNascimento,
        sexo: values.sexo,
        telefone: values.telefone,
        extras: sql`${servidor.extras} || excluded.extras`,
        updatedAt: sql`now()`,
      },
    })
    .returning(personColumns);
  if (!row) throw new Error('upsert servidor returned no row');
  return toServidor(row);
}

/** Updates the person with that id (common fields; extras merged). Null when there is none. */
export async function updatePerson(
  db: Db,
  id: number,
  values: Omit<PersonValues, 'cpf'>,
  extras: Record<string, unknown>,
): Promise<Servidor | null> {
  const [row] = await db
    .update(servidor)
    .set({
      ...values,
      extras: sql`${servidor.extras} || ${JSON.stringify(extras)}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(eq(servidor.id, id))
    .returning(personColumns);
  return row ? toServidor(row) : null;
}

// ---------------------------------------------------------------- stays

export interface StayRow {
  id: number;
  servidorId: number;
  escolaId: number;
  funcao: number;
  turmaId: number | null;
  dataInicio: string;
}

const stayColumns = {
  id: servidorEscola.id,
  servidorId: servidorEscola.servidorId,
  escolaId: servidorEscola.escolaId,
  funcao: servidorEscola.funcao,
  turmaId: servidorEscola.turmaId,
  dataInicio: servidorEscola.dataInicio,
};

/** Schools where the person currently holds the function (open link). */
export async function findCurrentSchoolIds(db: Db, servidorId: number, funcao: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ escolaId: servidorEscola.escolaId })
    .from(servidorEscola)
    .where(
      and(
        eq(servidorEscola.servidorId, servidorId),
        eq(servidorEscola.funcao, funcao),
        isNull(servidorEscola.dataFim),
      ),
    );
  return rows.map((r) => r.escolaId);
}

/** A link of a person, for the "who may change whom" rule (decision 120). */
export interface PersonLinkRow {
  /** A role link of the person's user (`perfilId`), or a current staff stay (`funcao`). */
  perfilId: number | null;
  funcao: number | null;
  idRegional: number | null;
  idMunicipio: number | null;
  escolaId: number | null;
}

/**
 * Every link of the person with that CPF, in one statement: the role links of their user (any role,
 * any place) and their current staff stays with the school's place.
 */
export async function findPersonLinks(db: Db, cpf: string): Promise<PersonLinkRow[]> {
  const rows = await db.execute(sql`
    select up.perfil_id as "perfilId", null::int as "funcao", up.id_regional as "idRegional",
           up.id_municipio as "idMunicipio", up.escola_id as "escolaId"
      from ${usuarioPerfil} up join ${usuario} u on u.id = up.usuario_id
     where u.cpf = ${cpf}
    union all
    select null::int, se.funcao, m.regional, e.municipio, se.escola_id
      from ${servidorEscola} se
      join ${servidor} s on s.id = se.servidor_id
      join ${escola} e on e.id = se.escola_id
      join ${municipio} m on m.codigo = e.municipio
     where s.cpf = ${cpf} and se.data_fim is null`);
  return (rows as unknown as { rows: PersonLinkRow[] }).rows;
}

/** Every school where the person holds any current function. */
export async function findAnyCurrentSchoolIds(db: Db, servidorId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ escolaId: servidorEscola.escolaId })
    .from(servidorEscola)
    .where(and(eq(servidorEscola.servidorId, servidorId), isNull(servidorEscola.dataFim)));
  return rows.map((r) => r.escolaId);
}

/** The current stays of a school in some functions (optionally of one person). */
export function findCurrentStays(
  db: Db,
  filter: { escolaId?: number; servidorId?: number; funcoes: number[] },
): Promise<StayRow[]> {
  return db
    .select(stayColumns)
    .from(servidorEscola)
    .where(
      and(
        filter.escolaId !== undefined ? eq(servidorEscola.escolaId, filter.escolaId) : undefined,
        filter.servidorId !== undefined ? eq(servidorEscola.servidorId, filter.servidorId) : undefined,
        inArray(servidorEscola.funcao, filter.funcoes),
        isNull(servidorEscola.dataFim),
      ),
    )
    .orderBy(asc(servidorEscola.id));
}

/** The current teacher stay of a class, if any. */
export async function findCurrentClassStay(db: Db, turmaId: number): Promise<StayRow | null> {
  const [row] = await db
    .select(stayColumns)
    .from(servidorEscola)
    .where(and(eq(servidorEscola.turmaId, turmaId), isNull(servidorEscola.dataFim)))
    .limit(1);
  return row ?? null;
}

export async function insertStay(
  db: Db,
  stay: {
    servidorId: number;
    escolaId: number;
    funcao: number;
    turmaId: number | null;
    turno: number | null;
    dataInicio: string;
  },
): Promise<number> {
  const [row] = await db.insert(servidorEscola).values(stay).returning({ id: servidorEscola.id });
  if (!row) throw new Error('insert servidor_escola returned no row');
  return row.id;
}

/**
 * Ends open stays (data_fim = `dataFim`, never before their start). Answers how many were ended.
 * History is never rewritten: only open rows are touched.
 */
export async function endStays(db: Db, ids: number[], dataFim: string): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(servidorEscola)
    .set({ dataFim: sql`greatest(${dataFim}::date, ${servidorEscola.dataInicio})` })
    .where(and(inArray(servidorEscola.id, ids), isNull(servidorEscola.dataFim)))
    .returning({ id: servidorEscola.id });
  return rows.length;
}

/** Whether the person still has a current stay at the school in one of the functions. */
export async function hasCurrentStay(
  db: Db,
  servidorId: number,
  escolaId: number,
  funcoes: number[],
): Promise<boolean> {
  const [row] = await db
    .select({ id: servidorEscola.id })
    .from(servidorEscola)
    .where(
      and(
        eq(servidorEscola.servidorId, servidorId),
        eq(servidorEscola.escolaId, escolaId),
        inArray(servidorEscola.funcao, funcoes),
        isNull(servidorEscola.dataFim),
      ),
    )
    .limit(1);
  return row !== undefined;
}

// ---------------------------------------------------------------- classes (teacher assignment)

export interface StaffClassRow {
  id: number;
  escolaId: number;
  serie: number;
  turno: number;
  anoTurma: number;
  situacao: number;
  professorId: number | null;
  sige: boolean;
}

/** A non-deleted class with its school's sige flag, locked for the rest of the transaction. */
export async function lockClass(db: Db, turmaId: number): Promise<StaffClassRow | null> {
  const [row] = await db
    .select({
      id: turma.id,
      escolaId: turma.escolaId,
      serie: turma.serie,
      turno: turma.turno,
      anoTurma: turma.anoTurma,
      situacao: turma.situacao,
      professorId: turma.professorId,
      sige: escola.sige,
    })
    .from(turma)
    .innerJoin(escola, eq(escola.id, turma.escolaId))
    .where(and(eq(turma.id, turmaId), isNull(turma.deletedAt)))
    .for('update', { of: turma })
    .limit(1);
  return row ?? null;
}

export async function setClassTeacher(db: Db, turmaId: number, professorId: number | null): Promise<void> {
  await db
    .update(turma)
    .set({ professorId, updatedAt: sql`now()` })
    .where(eq(turma.id, turmaId));
}

/**
 * GET /api/Servidor/Professor in one statement built once: the person with this CPF and the
 * active classes of the year they teach (by school name, série, class name), each with its school's place for the
 * scope filter. Null when no person has the CPF.
 */
export async function findTeacherWithClasses(
  db: Db,
  cpf: string,
  ano: number,
): Promise<{
  id: number;
  nome: string;
  cpf: string;
  turmas: (TeacherClass & { place: { municipio: number; regional: number } })[];
} | null> {
  const q = builtOnce(db, 'professor_com_turmas', (d) =>
    d
      .select({
        id: servidor.id,
        nome: servidor.nome,
        cpf: servidor.cpf,
        turmas: sql<(TeacherClass & { municipioCodigo: number; regionalCodigo: number })[]>`coalesce((
          select json_agg(json_build_object(
              'turmaId', t.id, 'codigoTurma', t.codigo_turma, 'nomeTurma', t.nome_turma,
              'escolaId', e.id, 'nomeEscola', e.nome, 'municipio', m.nome, 'cre', r.sigla,
              'turno', t.turno, 'serie', t.serie, 'nivelEnsino', t.nivel_ensino, 'anoTurma', t.ano_turma,
              'municipioCodigo', m.codigo, 'regionalCodigo', r.codigo)
            order by e.nome, t.serie, t.nome_turma)
          from turma t
          join escola e on e.id = t.escola_id
          join municipio m on m.codigo = e.municipio
          join regional r on r.codigo = m.regional
          where t.professor_id = "servidor"."id" and t.ano_turma = ${sql.placeholder('ano')}::int
            and t.situacao = 1 and t.deleted_at is null and e.deleted_at is null), '[]'::json)`,
      })
      .from(servidor)
      .where(eq(servidor.cpf, sql.placeholder('cpf')))
      .limit(1)
      .prepare('professor_com_turmas'),
  );
  const [row] = await q.execute({ cpf, ano });
  if (!row) return null;
  return {
    id: row.id,
    nome: row.nome,
    cpf: row.cpf,
    turmas: row.turmas.map(({ municipioCodigo, regionalCodigo, ...t }) => ({
      ...t,
      place: { municipio: municipioCodigo, regional: regionalCodigo },
    })),
  };
}

// ---------------------------------------------------------------- user and role links

export interface SchoolPlace {
  id: number;
  sige: boolean;
  municipio: number;
  regional: number;
}

/** A non-deleted school with its municipality and regional. */
export async function findSchoolPlaceById(db: Db, escolaId: number): Promise<SchoolPlace | null> {
  const [row] = await db
    .select({ id: escola.id, sige: escola.sige, municipio: escola.municipio, regional: municipio.regional })
    .from(escola)
    .innerJoin(municipio, eq(municipio.codigo, escola.municipio))
    .where(and(eq(escola.id, escolaId), isNull(escola.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * The user with that CPF, created without a password when there is none (they get one through the
 * department's password reset, as users created by manter-usuario). Answers the user id.
 */
export async function ensureUser(
  db: Db,
  person: { cpf: string; nome: string; emailPessoal: string | null; telefone: string | null },
): Promise<{ id: number; created: boolean }> {
  const inserted = await db
    .insert(usuario)
    .values({
      cpf: person.cpf,
      nome: person.nome,
      emailPessoal: person.emailPessoal,
      telefone: person.telefone,
    })
    .onConflictDoNothing({ target: usuario.cpf })
    .returning({ id: usuario.id });
  if (inserted[0]) return { id: inserted[0].id, created: true };
  const [row] = await db.select({ id: usuario.id }).from(usuario).where(eq(usuario.cpf, person.cpf)).limit(1);
  if (!row) throw new Error('usuario vanished');
  return { id: row.id, created: false };
}

/** Gives the user the school role link (idempotent). */
export async function addSchoolLink(
  db: Db,
  usuarioId: number,
  perfilId: number,
  school: SchoolPlace,
): Promise<void> {
  await db
    .insert(usuarioPerfil)
    .values({
      usuarioId,
      perfilId,
      idRegional: school.regional,
      idMunicipio: school.municipio,
      escolaId: school.id,
    })
    .onConflictDoNothing();
}

/** Removes the school role link of the user with that CPF. Answers how many links were removed. */
export async function removeSchoolLink(
  db: Db,
  cpf: string,
  perfilId: number,
  escolaId: number,
): Promise<number> {
  const rows = await db
    .delete(usuarioPerfil)
    .where(
      and(
        eq(usuarioPerfil.perfilId, perfilId),
        eq(usuarioPerfil.escolaId, escolaId),
        inArray(
          usuarioPerfil.usuarioId,
          db.select({ id: usuario.id }).from(usuario).where(eq(usuario.cpf, cpf)),
        ),
      ),
    )
    .returning({ id: usuarioPerfil.id });
  return rows.length;
}

// ---------------------------------------------------------------- teacher statistics

/** Monitoring periods of a year whose fill-in window has begun by `today`. */
export function findStartedPeriods(
  db: Db,
  ano: number,
  today: string,
): Promise<{ fichaId: number; bimestre: number }[]> {
  return db
    .select({ fichaId: periodoAcompanhamento.fichaId, bimestre: periodoAcompanhamento.bimestre })
    .from(periodoAcompanhamento)
    .where(
      and(eq(periodoAcompanhamento.ano, ano), lte(periodoAcompanhamento.acompanhamentoDataInicio, today)),
    );
}

/** The teacher's active, non-deleted classes of a school year. */
export function findActiveClassesOfTeacher(
  db: Db,
  servidorId: number,
  ano: number,
): Promise<{ id: number; nivelEnsino: number }[]> {
  return db
    .select({ id: turma.id, nivelEnsino: turma.nivelEnsino })
    .from(turma)
    .where(
      and(
        eq(turma.professorId, servidorId),
        eq(turma.situacao, 1),
        eq(turma.anoTurma, ano),
        isNull(turma.deletedAt),
      ),
    );
}

export function findMonitoringsOfClasses(
  db: Db,
  turmaIds: number[],
  ano: number,
): Promise<{ turmaId: number; tipo: number; bimestre: number; status: boolean; validado: boolean | null }[]> {
  if (turmaIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      turmaId: acompanhamento.turmaId,
      tipo: acompanhamento.tipo,
      bimestre: acompanhamento.bimestre,
      status: acompanhamento.status,
      validado: acompanhamento.validado,
    })
    .from(acompanhamento)
    .where(and(inArray(acompanhamento.turmaId, turmaIds), eq(acompanhamento.ano, ano)));
}
