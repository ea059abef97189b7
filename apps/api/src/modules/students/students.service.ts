import { toIsoDate } from '@siam/domain/dates';
import { Motivo } from '@siam/domain/enums';
import { can } from '@siam/domain/permissions';
import {
  SIGE_NOTICE,
  STUDENT_ALREADY_ENROLLED,
  STUDENT_ALREADY_REGISTERED,
  STUDENT_NOT_FOUND,
  STUDENT_NOT_IN_CLASS,
  STUDENT_OWNERSHIP_NOTICE,
  normalizeStudentName,
  type StudentFormValues,
  type StudentLookup,
  type StudentUpdateFormValues,
} from '@siam/domain/students';
import type { Db } from '../../db/types';
import { transaction, type UnitOfWork } from '../../db/unit-of-work';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { fieldRequired } from '../../lib/validation-messages';
import { audit, auditStatements } from '../audit';
import type { Caller } from '../../lib/caller';
import { assertSchoolInScope, isPlaceInScope, isSchoolInScope, seesEverything } from '../auth';
import {
  endCurrentStay,
  findClass,
  findClassWithPlace,
  findClassWithStudents,
  findSchoolSige,
  findStudentIdByCpfExcept,
  findStudentIdsByCpf,
  insertStay,
  insertStayWithSchool,
  insertStudent,
  loadStudent,
  loadStudents,
  searchStudents,
  lockStudent,
  setStudentSchool,
  softDeleteStudent,
  studentSchoolSql,
  updateStudent,
  type ClassRow,
  type StudentValues,
} from './students.repository';
import {
  STUDENT_MSG,
  type Aluno,
  type AlunoResumo,
  type ClassStudent,
} from '@siam/domain/contracts/students';

/** Who calls, for the audit record. */
export interface Ctx {
  caller: Caller;
  ip?: string | null;
}

/** What a lookup out of the caller's area answers (issue 15): only what enrolling needs. */
export function reducedStudent(a: Aluno): AlunoResumo {
  const t = a.turmaAtual;
  return {
    restrito: true,
    id: a.id,
    nome: a.nome,
    dataNascimento: a.dataNascimento,
    nomeMae: a.nomeMae,
    escola: a.escola,
    turmaAtual: t
      ? { id: t.id, nomeTurma: t.nomeTurma, serie: t.serie, turno: t.turno, escolaId: t.escolaId }
      : null,
  };
}

const conflict = (message: string) => new AppError('CONFLICT', 409, message);
const sigeRefusal = () => badRequest(SIGE_NOTICE);
const ownershipRefusal = () => new AppError('FORBIDDEN', 403, STUDENT_OWNERSHIP_NOTICE);

/** The stored columns of the form's values. */
function valuesOf(
  form: Omit<StudentFormValues, 'estudanteAlfabetizado'> & { estudanteAlfabetizado: boolean | null },
): StudentValues {
  return {
    nome: form.nome,
    nomeNormalizado: normalizeStudentName(form.nome),
    cpf: form.cpf,
    sexo: form.sexo,
    cor: form.cor as number,
    dataNascimento: form.dataNascimento,
    nomeMae: form.nomeMae,
    nomePai: form.nomePai,
    codigoInep: form.codigoInep,
    transporte: form.transporte as number,
    nivelEnsino: form.nivelEnsino,
    serie: form.serie,
    participaAee: form.participaAee,
    contraturno: form.contraturno,
    pessoaComDeficiencia: form.pessoaComDeficiencia,
    descricaoDeficiencia: form.descricaoDeficiencia ?? null,
    dificuldadePedagogica: form.dificuldadePedagogica,
    estudanteAlfabetizado: form.estudanteAlfabetizado,
  };
}

/**
 * What happens elsewhere when a student leaves a class (moved to another class or finished): every
 * listener runs inside the transaction that ends the stay, after it is ended, so its writes commit or
 * roll back with it. The monitoring module subscribes (wired in `app.ts`): the student's record in the
 * old class's open learning monitorings is removed (spec 02 §4, decision 041).
 */
export type StudentLeftClassListener = (
  tx: Db,
  ctx: Ctx,
  alunoId: number,
  turmaId: number,
) => Promise<unknown>;

export function createStudentsService(
  db: Db,
  now: () => Date,
  onStudentLeftClass: readonly StudentLeftClassListener[],
) {
  const today = () => toIsoDate(now());
  const currentYear = () => now().getFullYear();

  async function studentLeftClass(tx: Db, ctx: Ctx, alunoId: number, turmaId: number): Promise<void> {
    for (const listener of onStudentLeftClass) await listener(tx, ctx, alunoId, turmaId);
  }

  /** Locks and loads a student for a write (404 when missing or deleted). */
  async function lockAndLoad(uow: UnitOfWork, id: number): Promise<Aluno> {
    const exists = await lockStudent(uow, id);
    const [student] = exists ? await loadStudents(uow.tx, [id]) : [];
    if (!student) throw notFound(STUDENT_NOT_FOUND);
    return student;
  }

  /** Spec 01 §6: edit, move and finish only for students of a school in scope, unless Administrador. */
  async function assertOwnership(tx: Db, caller: Caller, student: Aluno): Promise<void> {
    if (can(caller.role, 'student.anySchool')) return;
    if (!student.escola || !(await isSchoolInScope(tx, caller, student.escola.id))) throw ownershipRefusal();
  }

  /** An existing class in the caller's scope (404 / 403). */
  async function classInScope(tx: Db, caller: Caller, turmaId: number): Promise<ClassRow> {
    const turma = await findClass(tx, turmaId);
    if (!turma) throw notFound(STUDENT_MSG.classNotFound);
    await assertSchoolInScope(tx, caller, turma.escolaId);
    return turma;
  }

  function assertCurrentActive(turma: ClassRow): void {
    if (turma.situacao !== 1 || turma.anoTurma !== currentYear())
      throw badRequest(STUDENT_MSG.classNotCurrent);
  }

  async function reload(tx: Db, id: number): Promise<Aluno> {
    const [student] = await loadStudents(tx, [id]);
    if (!student) throw notFound(STUDENT_NOT_FOUND);
    return student;
  }

  /**
   * Move and finish: locks and loads the student, checks ownership and sige, and answers the student
   * with its current class (the spec's not-in-class message when it has none).
   */
  async function lockInClass(
    uow: UnitOfWork,
    caller: Caller,
    alunoId: number,
  ): Promise<{ before: Aluno; current: NonNullable<Aluno['turmaAtual']> }> {
    const before = await lockAndLoad(uow, alunoId);
    await assertOwnership(uow.tx, caller, before);
    if (before.escola?.sige) throw sigeRefusal();
    const current = before.turmaAtual;
    if (!current) throw badRequest(STUDENT_NOT_IN_CLASS);
    return { before, current };
  }

  /** After ending the current stay (`ended` null: there was none open): the student left its class. */
  async function leftClass(tx: Db, ctx: Ctx, alunoId: number, turmaId: number, ended: number | null) {
    if (ended === null) throw badRequest(STUDENT_NOT_IN_CLASS);
    await studentLeftClass(tx, ctx, alunoId, turmaId);
  }

  /** Runs a write; the one-current-class index's violation becomes the spec's 409. */
  async function write<T>(fn: (uow: UnitOfWork) => Promise<T>): Promise<T> {
    try {
      return await transaction(db, fn);
    } catch (error) {
      if (isUniqueViolation(error, 'aluno_turma_current_key')) throw conflict(STUDENT_ALREADY_ENROLLED);
      if (isUniqueViolation(error, 'aluno_cpf_key')) throw conflict(STUDENT_ALREADY_REGISTERED);
      throw error;
    }
  }

  return {
    /**
     * GET /api/Alunos: exact lookups (CPF, normalised name + birth date, INEP code). A school may find
     * a student of another school (to receive a transfer): out of the caller's area the answer is the
     * reduced record (issue 15). Every lookup is audited and limited per user (route config).
     */
    async search(ctx: Ctx, query: StudentLookup): Promise<(Aluno | AlunoResumo)[]> {
      // Recorded in the students' access log by the route (decision 104).
      const found = await searchStudents(
        db,
        query.tipo === 'cpf'
          ? { cpf: query.valor }
          : query.tipo === 'inep'
            ? { codigoInep: query.valor }
            : {
                nomeNormalizado: normalizeStudentName(query.valor),
                dataNascimento: query.dataNascimento ?? '',
              },
      );
      const inArea = new Map<number, boolean>();
      const answer: (Aluno | AlunoResumo)[] = [];
      for (const a of found) {
        const escolaId = a.escola?.id;
        let mine = false;
        if (escolaId !== undefined) {
          if (!inArea.has(escolaId)) inArea.set(escolaId, await isSchoolInScope(db, ctx.caller, escolaId));
          mine = inArea.get(escolaId) === true;
        }
        // A student with no school is in the area of the roles that see every school only.
        answer.push(mine || (escolaId === undefined && seesEverything(ctx.caller)) ? a : reducedStudent(a));
      }
      return answer;
    },

    /** POST /api/Alunos: registers a student at the caller's school (the school of record). */
    create(ctx: Ctx, input: StudentFormValues & { escolaId: number }): Promise<Aluno> {
      return write(async ({ tx }) => {
        const school = await findSchoolSige(tx, input.escolaId);
        if (!school) throw badRequest(STUDENT_MSG.schoolNotFound);
        await assertSchoolInScope(tx, ctx.caller, school.id);
        if (school.sige) throw sigeRefusal();
        if ((await findStudentIdsByCpf(tx, input.cpf)).length > 0) throw conflict(STUDENT_ALREADY_REGISTERED);
        const values = valuesOf(input);
        const id = await insertStudent(tx, { ...values, escolaId: school.id });
        await audit(tx, ctx, {
          action: 'cadastrar',
          entity: 'aluno',
          entityId: id,
          after: { ...values, escolaId: school.id },
        });
        return reload(tx, id);
      });
    },

    /**
     * PUT /api/Alunos: edits a student of the caller's school; `novoCpf` changes the CPF. A check box
     * the body leaves out (or null) keeps its stored value (issue 15).
     */
    update(
      ctx: Ctx,
      input: StudentUpdateFormValues & { id: number; novoCpf?: string | undefined },
    ): Promise<Aluno> {
      return write(async (uow) => {
        const tx = uow.tx;
        const before = await lockAndLoad(uow, input.id);
        await assertOwnership(tx, ctx.caller, before);
        if (before.escola?.sige) throw sigeRefusal();
        const pessoaComDeficiencia = input.pessoaComDeficiencia ?? before.pessoaComDeficiencia;
        const values = valuesOf({
          ...input,
          cpf: input.novoCpf ?? input.cpf,
          pessoaComDeficiencia,
          descricaoDeficiencia: pessoaComDeficiencia
            ? (input.descricaoDeficiencia ?? before.descricaoDeficiencia)
            : null,
          participaAee: input.participaAee ?? before.participaAee,
          contraturno: input.contraturno ?? before.contraturno,
          dificuldadePedagogica: input.dificuldadePedagogica ?? before.dificuldadePedagogica,
          // Nullable in the register: null stays null.
          estudanteAlfabetizado: input.estudanteAlfabetizado ?? before.estudanteAlfabetizado,
        });
        if (
          values.cpf !== before.cpf &&
          (await findStudentIdByCpfExcept(tx, values.cpf, before.id)) !== null
        ) {
          throw conflict(STUDENT_ALREADY_REGISTERED);
        }
        // Level and série follow the class; the edit form may leave them out.
        const { nivelEnsino, serie, ...rest } = values;
        await updateStudent(
          tx,
          before.id,
          { ...rest, ...(nivelEnsino !== null ? { nivelEnsino } : {}), ...(serie !== null ? { serie } : {}) },
          now(),
        );
        const after = await reload(tx, before.id);
        await audit(tx, ctx, { action: 'editar', entity: 'aluno', entityId: before.id, before, after });
        return after;
      });
    },

    /** DELETE /api/Alunos (Administrador): soft delete; the current stay ends today. */
    remove(ctx: Ctx, alunoId: number): Promise<void> {
      return write(async (uow) => {
        const tx = uow.tx;
        const before = await lockAndLoad(uow, alunoId);
        if (before.escola?.sige) throw sigeRefusal();
        await endCurrentStay(tx, alunoId, { dataFim: today() });
        await softDeleteStudent(tx, alunoId, now());
        await audit(tx, ctx, { action: 'excluir', entity: 'aluno', entityId: alunoId, before });
      });
    },

    /**
     * POST /api/Alunos/Enturmar: opens a stay in an active class of the current year in scope. A student
     * of another school with no current class may be enrolled (transfer in); the class's school becomes
     * the school of record.
     */
    async enrol(ctx: Ctx, input: { turmaId: number; alunoId: number }): Promise<Aluno> {
      // The class with its school's place, read on the pool before the transaction (decision 113):
      // inside it the class was read without a lock too. Not side by side with the transaction: on
      // PGlite a read outside waits for the transaction to end. Its refusals keep their order, after
      // the student's 404.
      const cls = await findClassWithPlace(db, input.turmaId);
      return write(async (uow) => {
        if (!(await lockStudent(uow, input.alunoId))) throw notFound(STUDENT_NOT_FOUND);
        if (!cls) throw notFound(STUDENT_MSG.classNotFound);
        if (!isPlaceInScope(ctx.caller, cls.turma.escolaId, cls.place)) throw forbidden();
        const turma = cls.turma;
        assertCurrentActive(turma);
        if (turma.sige) throw sigeRefusal();
        // A student already in a class: the one-current-class index refuses the stay (409
        // STUDENT_ALREADY_ENROLLED, as the check of the loaded student answered), so the student is
        // not loaded before; the insert answers the school of record the audit shows as before.
        const stay = await insertStayWithSchool(uow.tx, {
          alunoId: input.alunoId,
          turmaId: turma.id,
          ano: turma.anoTurma,
          dataInicio: today(),
        });
        // The answer is read before the student's row is updated: it shows the school of the current
        // stay, and of the row only the level and série, which become the class's. The update and the
        // audit rows then go in one round trip (after the stay's insert, as before: the dashboards'
        // triggers of each see the other's change).
        const loaded = await loadStudent(uow, input.alunoId);
        if (!loaded) throw notFound(STUDENT_NOT_FOUND);
        const after: Aluno = { ...loaded, serie: turma.serie, nivelEnsino: turma.nivelEnsino };
        await uow.batch([
          studentSchoolSql(
            input.alunoId,
            { escolaId: turma.escolaId, serie: turma.serie, nivelEnsino: turma.nivelEnsino },
            now(),
          ),
          ...auditStatements(ctx, {
            action: 'enturmar',
            entity: 'aluno',
            entityId: input.alunoId,
            before: { turmaAtual: null, escola: stay.escola },
            after: { anoTurmaAlunoId: stay.id, turmaAtual: after.turmaAtual, escola: after.escola },
          }),
        ]);
        return after;
      });
    },

    /**
     * POST /api/Alunos/Movimentar (Remanejar): ends the current stay with motivo 2 and opens one in
     * another active class of the same school. The web app asked about losing the monitoring first;
     * the student's record in the old class's open learning monitoring is removed (decision 041).
     */
    move(ctx: Ctx, input: { alunoId: number; novaTurmaId: number }): Promise<Aluno> {
      return write(async (uow) => {
        const tx = uow.tx;
        const { before, current } = await lockInClass(uow, ctx.caller, input.alunoId);
        const turma = await classInScope(tx, ctx.caller, input.novaTurmaId);
        if (turma.escolaId !== current.escolaId) throw badRequest(STUDENT_MSG.classOtherSchool);
        if (turma.id === current.id) throw badRequest(STUDENT_MSG.sameClass);
        assertCurrentActive(turma);
        if (turma.sige) throw sigeRefusal();
        const ended = await endCurrentStay(tx, before.id, { dataFim: today(), motivo: Motivo.Remanejar });
        await leftClass(tx, ctx, before.id, current.id, ended);
        const stayId = await insertStay(tx, {
          alunoId: before.id,
          turmaId: turma.id,
          ano: turma.anoTurma,
          dataInicio: today(),
        });
        await setStudentSchool(
          tx,
          before.id,
          {
            escolaId: turma.escolaId,
            serie: turma.serie,
            nivelEnsino: turma.nivelEnsino,
            estudanteReenturmado: true,
          },
          now(),
        );
        const after = await reload(tx, before.id);
        await audit(tx, ctx, {
          action: 'movimentar',
          entity: 'aluno',
          entityId: before.id,
          before: { turmaAtual: current, temAcompanhamento: before.temAcompanhamento },
          after: { anoTurmaAlunoIdEncerrado: ended, anoTurmaAlunoId: stayId, turmaAtual: after.turmaAtual },
        });
        return after;
      });
    },

    /**
     * POST /api/Alunos/Finalizar (motivo 3-6): ends the current stay `anoTurmaAlunoId`. A student with
     * no current class gets the spec's not-in-class message whatever stay it names (or none).
     */
    finish(
      ctx: Ctx,
      input: { alunoId: number; motivo: number; anoTurmaAlunoId?: number | undefined },
    ): Promise<Aluno> {
      return write(async (uow) => {
        const tx = uow.tx;
        const { before, current } = await lockInClass(uow, ctx.caller, input.alunoId);
        if (input.anoTurmaAlunoId === undefined) throw badRequest(fieldRequired('anoTurmaAlunoId'));
        if (current.anoTurmaAlunoId !== input.anoTurmaAlunoId) throw badRequest(STUDENT_MSG.stayNotCurrent);
        const ended = await endCurrentStay(tx, before.id, {
          dataFim: today(),
          motivo: input.motivo,
          stayId: input.anoTurmaAlunoId,
        });
        await leftClass(tx, ctx, before.id, current.id, ended);
        const after = await reload(tx, before.id);
        await audit(tx, ctx, {
          action: 'finalizar',
          entity: 'aluno',
          entityId: before.id,
          before: { turmaAtual: current, temAcompanhamento: before.temAcompanhamento },
          after: { anoTurmaAlunoId: ended, motivo: input.motivo, escola: after.escola },
        });
        return after;
      });
    },

    /** GET /api/turmas/{id}/alunos: the class's current students (class in scope). */
    async classStudents(caller: Caller, turmaId: number): Promise<ClassStudent[]> {
      // One statement: the class, its school's place for the scope check, and its students.
      const found = await findClassWithStudents(db, turmaId);
      if (!found) throw notFound(STUDENT_MSG.classNotFound);
      if (!isPlaceInScope(caller, found.turma.escolaId, found.place)) throw forbidden();
      return found.alunos;
    },
  };
}

export type StudentsService = ReturnType<typeof createStudentsService>;
