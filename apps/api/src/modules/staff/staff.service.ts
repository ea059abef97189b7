import { toIsoDate } from '@siam/domain/dates';
import { mayChangePerson, mayRemovePersonFromPlace, type PersonLink } from '@siam/domain/people';
import { can, type Feature } from '@siam/domain/permissions';
import { Role, roleScope, type RoleId } from '@siam/domain/roles';
import {
  ALREADY_COORDINATOR,
  ALREADY_TEAM,
  NOT_CURRENT_HOLDER,
  SCHOOL_HAS_DIRECTOR,
  SERVIDOR_NOT_FOUND,
  STAFF_FUNCTION,
  TEACHER_CLASSES_NOT_FOUND,
  isRoleOfFunction,
  teacherFixedValues,
  type StaffFunctionId,
} from '@siam/domain/staff';
import { CLASS_NOT_CURRENT_YEAR, CLASS_NOT_FOUND } from '@siam/domain/classes';
import { SIGE_NOTICE } from '@siam/domain/students';
import type { Db } from '../../db/types';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { audit } from '../audit';
import type { Caller } from '../../lib/caller';
import { isPlaceInScope, isSchoolInScope, linkedSchoolIds, schoolIdsInScope } from '../auth';
import { findClassById } from '../classes';
import type { Turma } from '@siam/domain/contracts/classes';
import { findSchoolsByIds } from '../schools';
import type { School } from '@siam/domain/contracts/schools';
import {
  addSchoolLink,
  endStays,
  ensureUser,
  findActiveClassesOfTeacher,
  findAnyCurrentSchoolIds,
  findCurrentClassStay,
  findCurrentSchoolIds,
  findCurrentStays,
  findMonitoringsOfClasses,
  findPersonByCpf,
  findPersonLinks,
  findSchoolPlaceById,
  findServidor,
  findStartedPeriods,
  findTeacherWithClasses,
  hasCurrentStay,
  insertStay,
  lockClass,
  removeSchoolLink,
  setClassTeacher,
  updatePerson,
  upsertPerson,
  type PersonValues,
  type SchoolPlace,
} from './staff.repository';
import type { Servidor } from '@siam/domain/contracts/staff';
import { computeTeacherStats, type TeacherStats } from './teacher-stats';

export const COORDENADOR_NAO_ENCONTRADO = 'Coordenador não encontrado';
export const DIRETOR_NAO_ENCONTRADO = 'Diretor não encontrado';
export const ESCOLA_NAO_ENCONTRADA = 'Nenhuma escola encontrada';
export const CPF_NAO_ALTERAVEL = 'O CPF do servidor não pode ser alterado.';
export const TURMA_INATIVA = 'Não é possível enturmar professor em uma turma inativa.';
export const PROFESSOR_NAO_ENTURMADO = 'O professor não está enturmado nesta turma.';

const conflict = (message: string) => new AppError('CONFLICT', 409, message);

/** The school role that each function gives its holder (usuario_perfil). */
const ROLE_OF_FUNCTION: Record<StaffFunctionId, RoleId> = {
  1: Role.DiretorEscola,
  2: Role.CoordenadorEscola,
  3: Role.ProfessorEscola,
  4: Role.ProfessorEscola,
  5: Role.Cadastro,
};
const TEACHER_FUNCTIONS = [
  STAFF_FUNCTION.ProfessorEducacaoInfantil,
  STAFF_FUNCTION.ProfessorEnsinoFundamental,
];

/** Who calls, for the audit record. */
export interface Ctx {
  caller: Caller;
  ip?: string | null;
}

/** A person as the forms send it: the common fields and the kind's extras. */
export type PersonInput = PersonValues & Record<string, unknown>;

const COMMON = ['cpf', 'nome', 'email', 'emailPessoal', 'dataNascimento', 'sexo', 'telefone'] as const;

function split(input: PersonInput): { values: PersonValues; extras: Record<string, unknown> } {
  const extras: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) {
    if (!(COMMON as readonly string[]).includes(k) && k !== 'id' && v !== undefined) extras[k] = v;
  }
  const { cpf, nome, email, emailPessoal, dataNascimento, sexo, telefone } = input;
  return { values: { cpf, nome, email, emailPessoal, dataNascimento, sexo, telefone }, extras };
}

/** The allocation kinds: function, role feature and messages. */
const ALLOCATION = {
  diretor: { funcao: STAFF_FUNCTION.Diretor, feature: 'staff.director', taken: SCHOOL_HAS_DIRECTOR },
  coordenador: {
    funcao: STAFF_FUNCTION.Coordenador,
    feature: 'staff.coordinator',
    taken: ALREADY_COORDINATOR,
  },
  cadastro: { funcao: STAFF_FUNCTION.CadastroEscola, feature: 'staff.team', taken: ALREADY_TEAM },
} as const satisfies Record<string, { funcao: StaffFunctionId; feature: Feature; taken: string }>;
export type AllocationKind = keyof typeof ALLOCATION;

export function createStaffService(db: Db, now: () => Date) {
  const today = () => toIsoDate(now());

  /**
   * The schools where a person currently holds a function. Anyone may ask about themself; asking
   * about someone else needs `feature` and only shows schools in the caller's scope.
   */
  async function schoolsOfFunction(
    caller: Caller,
    cpf: string,
    funcao: number,
    feature: Feature,
    notFoundMessage: string,
  ): Promise<{ nome: string; cpf: string; escolas: School[] }> {
    const self = cpf === caller.cpf;
    if (!self && !can(caller.role, feature)) throw forbidden();
    const person = await findPersonByCpf(db, cpf);
    if (!person) throw notFound(notFoundMessage);
    // Asking about oneself with the matching school role (the settings flyout's 'Selecione a
    // unidade'): the units are the role's school links, which are also the session's scope; a
    // director whose stay ended keeps the Diretor Escola link until it is removed (decision 032).
    const ownRole = self && isRoleOfFunction(caller.role, funcao);
    let ids = ownRole ? linkedSchoolIds(caller) : await findCurrentSchoolIds(db, person.id, funcao);
    if (!self) ids = await inScope(db, caller, ids);
    if (ids.length === 0) throw notFound(notFoundMessage);
    return { nome: person.nome, cpf: person.cpf, escolas: await findSchoolsByIds(db, ids) };
  }

  async function inScope(tx: Db, caller: Caller, ids: number[]): Promise<number[]> {
    const scope = await schoolIdsInScope(tx, caller);
    return scope === 'all' ? ids : ids.filter((id) => scope.includes(id));
  }

  /** An existing school in the caller's scope (404 / 403). */
  async function schoolInScope(tx: Db, caller: Caller, escolaId: number): Promise<SchoolPlace> {
    const school = await findSchoolPlaceById(tx, escolaId);
    if (!school) throw notFound(ESCOLA_NAO_ENCONTRADA);
    if (!(await isSchoolInScope(tx, caller, escolaId))) throw forbidden();
    return school;
  }

  /**
   * Every link of the person with that CPF (the roles of their user and their current stays, each
   * with its place), for the domain's "who may change whom" rule (decision 120).
   */
  async function personLinks(tx: Db, cpf: string): Promise<PersonLink[]> {
    return (await findPersonLinks(tx, cpf)).map((l) => ({
      role: l.perfilId ?? ROLE_OF_FUNCTION[l.funcao as StaffFunctionId] ?? 0,
      idRegional: l.idRegional,
      idMunicipio: l.idMunicipio,
      escolaId: l.escolaId,
    }));
  }

  /**
   * A person's data (and their links) may be changed only by a caller whose area holds every link of
   * the person and whose role no role of the person is above (decision 120); a person who holds
   * nothing yet (a teacher just registered) by anyone with the feature. 403 otherwise.
   */
  async function assertMayChange(tx: Db, caller: Caller, cpf: string): Promise<void> {
    if (!mayChangePerson(caller, await personLinks(tx, cpf))) throw forbidden();
  }

  /** Ending a person's link at a school of the caller's scope: the person must not be above the caller. */
  async function assertMayRemove(tx: Db, caller: Caller, cpf: string): Promise<void> {
    if (!mayRemovePersonFromPlace(caller, await personLinks(tx, cpf))) throw forbidden();
  }

  /** Gives the person's user (created when needed) the school role of the function. */
  async function grantRole(tx: Db, person: Servidor, funcao: StaffFunctionId, school: SchoolPlace) {
    const user = await ensureUser(tx, {
      cpf: person.cpf,
      nome: person.nome,
      emailPessoal: person.emailPessoal,
      telefone: person.telefone,
    });
    await addSchoolLink(tx, user.id, ROLE_OF_FUNCTION[funcao], school);
    return user;
  }

  /** Removes the school role of the function unless another current stay still justifies it. */
  async function revokeRoleIfUnused(
    tx: Db,
    person: { id: number; cpf: string },
    funcao: StaffFunctionId,
    escolaId: number,
  ) {
    const role = ROLE_OF_FUNCTION[funcao];
    const sameRole = (Object.keys(ROLE_OF_FUNCTION).map(Number) as StaffFunctionId[]).filter(
      (f) => ROLE_OF_FUNCTION[f] === role,
    );
    if (await hasCurrentStay(tx, person.id, escolaId, sameRole)) return 0;
    return removeSchoolLink(tx, person.cpf, role, escolaId);
  }

  /** Runs a write in one transaction; the staff constraints' violations become the spec's 409s. */
  async function write<T>(fn: (tx: Db) => Promise<T>, takenMessage?: string): Promise<T> {
    try {
      return await db.transaction((tx) => fn(tx));
    } catch (error) {
      if (isUniqueViolation(error, 'servidor_escola_director_key')) throw conflict(SCHOOL_HAS_DIRECTOR);
      if (takenMessage && isUniqueViolation(error, 'servidor_escola_current_key'))
        throw conflict(takenMessage);
      if (isUniqueViolation(error, 'servidor_escola_class_teacher_key')) {
        throw conflict('A turma já possui um professor.');
      }
      throw error;
    }
  }

  async function reloadClass(tx: Db, turmaId: number): Promise<Turma> {
    const cls = await findClassById(tx, turmaId);
    if (!cls) throw notFound(CLASS_NOT_FOUND);
    return cls;
  }

  return {
    coordenador: (caller: Caller, cpf: string) =>
      schoolsOfFunction(
        caller,
        cpf,
        STAFF_FUNCTION.Coordenador,
        'staff.coordinator',
        COORDENADOR_NAO_ENCONTRADO,
      ),
    diretor: (caller: Caller, cpf: string) =>
      schoolsOfFunction(caller, cpf, STAFF_FUNCTION.Diretor, 'staff.director', DIRETOR_NAO_ENCONTRADO),

    /**
     * GET /api/Servidor?cpf=: the person (one record per CPF), exactly as the person forms edit it, for
     * a person the caller may change (decision 120); 403 for anyone else, 404 for an unknown CPF.
     * Every answer is recorded in the audit log (who, which role, whom).
     */
    async byCpf(ctx: Ctx, cpf: string): Promise<Servidor> {
      const person = await findServidor(db, { cpf });
      if (!person) throw notFound(SERVIDOR_NOT_FOUND);
      await assertMayChange(db, ctx.caller, person.cpf);
      await audit(db, ctx, { action: 'consultar', entity: 'servidor', entityId: person.id });
      return person;
    },

    /** GET /api/Servidor/escola?cpf=: the schools where the person holds a current function, in scope. */
    async schoolsOfPerson(caller: Caller, cpf: string): Promise<{ escolas: School[] }> {
      const person = await findPersonByCpf(db, cpf);
      if (!person) throw notFound(SERVIDOR_NOT_FOUND);
      const ids = await inScope(db, caller, await findAnyCurrentSchoolIds(db, person.id));
      return { escolas: await findSchoolsByIds(db, ids) };
    },

    /**
     * GET /api/Servidor/Professor?cpf=: the teacher's active classes of the current year. A teacher
     * asks about themself; the class-assignment roles see the classes of their scope.
     */
    async teacherClasses(caller: Caller, cpf: string) {
      if (!can(caller.role, 'teacher.assign') && cpf !== caller.cpf) throw forbidden();
      // One statement: the person, the classes and their schools' places (for the scope filter).
      const person = await findTeacherWithClasses(db, cpf, now().getFullYear());
      if (!person) throw notFound(TEACHER_CLASSES_NOT_FOUND);
      const turmas = person.turmas
        .filter((t) => cpf === caller.cpf || isPlaceInScope(caller, t.escolaId, t.place))
        .map(({ place: _place, ...t }) => t);
      if (turmas.length === 0) throw notFound(TEACHER_CLASSES_NOT_FOUND);
      return { nome: person.nome, cpf: person.cpf, turmas };
    },

    /** PUT /api/Servidor: updates a person (by id, else by CPF); the CPF itself never changes. */
    async update(ctx: Ctx, id: number | undefined, input: PersonInput): Promise<Servidor> {
      const { values, extras } = split(input);
      return write(async (tx) => {
        const before = await findServidor(tx, id !== undefined ? { id } : { cpf: values.cpf });
        if (!before) throw notFound(SERVIDOR_NOT_FOUND);
        await assertMayChange(tx, ctx.caller, before.cpf);
        if (before.cpf !== values.cpf) throw badRequest(CPF_NAO_ALTERAVEL);
        const { cpf: _cpf, ...rest } = values;
        const after = await updatePerson(tx, before.id, rest, extras);
        if (!after) throw notFound(SERVIDOR_NOT_FOUND);
        await audit(tx, ctx, { action: 'atualizar', entity: 'servidor', entityId: after.id, before, after });
        return after;
      });
    },

    /**
     * POST /api/Servidor/diretor | coordenador | CadastroEscola: creates or updates the person, opens a
     * stay in the function from today and gives the user the school role (creating the user without
     * a password when needed). One current director per school and one current stay per person,
     * school and function are database constraints, so concurrent requests cannot both win.
     */
    async allocate(
      ctx: Ctx,
      kind: AllocationKind,
      escolaId: number,
      input: PersonInput & { turnoServidor?: number },
    ): Promise<Servidor> {
      const { funcao, taken } = ALLOCATION[kind];
      const { values, extras } = split(input);
      return write(async (tx) => {
        const school = await schoolInScope(tx, ctx.caller, escolaId);
        // The person's data and role links change: the whole person must be the caller's to change.
        await assertMayChange(tx, ctx.caller, values.cpf);
        if (funcao === STAFF_FUNCTION.Diretor) {
          if ((await findCurrentStays(tx, { escolaId, funcoes: [funcao] })).length > 0) {
            throw conflict(SCHOOL_HAS_DIRECTOR);
          }
        }
        const before = await findServidor(tx, { cpf: values.cpf });
        if (before && (await hasCurrentStay(tx, before.id, escolaId, [funcao]))) throw conflict(taken);
        const person = await upsertPerson(tx, values, extras);
        const stayId = await insertStay(tx, {
          servidorId: person.id,
          escolaId,
          funcao,
          turmaId: null,
          turno: typeof input.turnoServidor === 'number' ? input.turnoServidor : null,
          dataInicio: today(),
        });
        const user = await grantRole(tx, person, funcao, school);
        await audit(tx, ctx, {
          action: 'alocar',
          entity: 'servidor_escola',
          entityId: stayId,
          before,
          after: { servidor: person, escolaId, funcao, dataInicio: today(), usuarioCriado: user.created },
        });
        return person;
      }, taken);
    },

    /**
     * PUT /api/Servidor/{diretor|coordenador|CadastroEscola}/Desalocar: ends the current stay (data_fim
     * today; the row is kept) and removes the school role. 404 when the person is not a current
     * holder. The registration team may be removed by CPF alone: its stays in the caller's scope.
     */
    async deallocate(
      ctx: Ctx,
      kind: AllocationKind,
      target: { servidorId: number; escolaId: number } | { cpf: string },
    ): Promise<void> {
      const { funcao } = ALLOCATION[kind];
      await write(async (tx) => {
        let person: { id: number; cpf: string } | null;
        let escolaIds: number[];
        if ('cpf' in target) {
          person = await findPersonByCpf(tx, target.cpf);
          if (!person) throw notFound(NOT_CURRENT_HOLDER);
          escolaIds = await inScope(tx, ctx.caller, await findCurrentSchoolIds(tx, person.id, funcao));
        } else {
          await schoolInScope(tx, ctx.caller, target.escolaId);
          person = await findServidor(tx, { id: target.servidorId });
          escolaIds = [target.escolaId];
        }
        if (!person) throw notFound(NOT_CURRENT_HOLDER);
        await assertMayRemove(tx, ctx.caller, person.cpf);
        if (escolaIds.length === 0) throw notFound(NOT_CURRENT_HOLDER);
        const stays = (await findCurrentStays(tx, { servidorId: person.id, funcoes: [funcao] })).filter((s) =>
          escolaIds.includes(s.escolaId),
        );
        if (stays.length === 0) throw notFound(NOT_CURRENT_HOLDER);
        await endStays(
          tx,
          stays.map((s) => s.id),
          today(),
        );
        for (const escolaId of new Set(stays.map((s) => s.escolaId))) {
          await revokeRoleIfUnused(tx, person, funcao, escolaId);
        }
        await audit(tx, ctx, {
          action: 'desalocar',
          entity: 'servidor_escola',
          entityId: stays.map((s) => s.id).join(','),
          before: stays,
          after: { dataFim: today() },
        });
      });
    },

    /** POST /api/servidor/professor: registers or updates a teacher (the fixed values of spec 02 §5). */
    async registerTeacher(ctx: Ctx, input: PersonInput): Promise<Servidor> {
      const { values, extras } = split(input);
      const { tipoAreaAtuacao: _a, tipoFuncaoServidor: _f, ...fixed } = teacherFixedValues(4);
      return write(async (tx) => {
        await assertMayChange(tx, ctx.caller, values.cpf);
        const before = await findServidor(tx, { cpf: values.cpf });
        const person = await upsertPerson(tx, values, { ...extras, ...fixed });
        await audit(tx, ctx, {
          action: before ? 'atualizar' : 'cadastrar',
          entity: 'servidor',
          entityId: person.id,
          before,
          after: person,
        });
        return person;
      });
    },

    /**
     * POST /api/servidor/professor/enturmar: the class's teacher becomes this person (created or
     * updated). A previous teacher's stay in the class ends today and their Professor Escola role
     * of the school goes when they teach no other class there. Refused for sige schools.
     */
    async assignTeacher(ctx: Ctx, turmaId: number, input: PersonInput): Promise<Turma> {
      const { values, extras } = split(input);
      return write(async (tx) => {
        const cls = await lockClass(tx, turmaId);
        if (!cls) throw notFound(CLASS_NOT_FOUND);
        const school = await schoolInScope(tx, ctx.caller, cls.escolaId);
        await assertMayChange(tx, ctx.caller, values.cpf);
        if (cls.sige) throw badRequest(SIGE_NOTICE);
        if (cls.anoTurma !== now().getFullYear()) throw badRequest(CLASS_NOT_CURRENT_YEAR);
        if (cls.situacao !== 1) throw badRequest(TURMA_INATIVA);
        const fixed = teacherFixedValues(cls.serie);
        const { tipoFuncaoServidor, tipoAreaAtuacao, ...personFixed } = fixed;
        const person = await upsertPerson(tx, values, { ...extras, ...personFixed, tipoAreaAtuacao });
        const previous = await findCurrentClassStay(tx, turmaId);
        if (previous && previous.servidorId === person.id && cls.professorId === person.id) {
          return reloadClass(tx, turmaId);
        }
        if (previous) {
          await endStays(tx, [previous.id], today());
          const old = await findServidor(tx, { id: previous.servidorId });
          if (old) await revokeRoleIfUnused(tx, old, previous.funcao as StaffFunctionId, cls.escolaId);
        }
        const stayId = await insertStay(tx, {
          servidorId: person.id,
          escolaId: cls.escolaId,
          funcao: tipoFuncaoServidor,
          turmaId,
          turno: cls.turno,
          dataInicio: today(),
        });
        await setClassTeacher(tx, turmaId, person.id);
        const user = await grantRole(tx, person, tipoFuncaoServidor, school);
        await audit(tx, ctx, {
          action: 'enturmar_professor',
          entity: 'turma',
          entityId: turmaId,
          before: { professorId: cls.professorId, stay: previous },
          after: { professorId: person.id, stayId, usuarioCriado: user.created },
        });
        return reloadClass(tx, turmaId);
      });
    },

    /**
     * PUT /api/Servidor/Professor/Desenturmar: removes the teacher from the class (also for sige
     * classes, as the edit screen's notice says) and ends the stay.
     */
    async unassignTeacher(ctx: Ctx, professorId: number, turmaId: number): Promise<Turma> {
      return write(async (tx) => {
        const cls = await lockClass(tx, turmaId);
        if (!cls) throw notFound(CLASS_NOT_FOUND);
        await schoolInScope(tx, ctx.caller, cls.escolaId);
        const teacher = await findServidor(tx, { id: professorId });
        if (teacher) await assertMayRemove(tx, ctx.caller, teacher.cpf);
        const stay = await findCurrentClassStay(tx, turmaId);
        if (cls.professorId !== professorId && stay?.servidorId !== professorId) {
          throw notFound(PROFESSOR_NAO_ENTURMADO);
        }
        if (stay) await endStays(tx, [stay.id], today());
        if (cls.professorId === professorId) await setClassTeacher(tx, turmaId, null);
        if (teacher) {
          for (const funcao of TEACHER_FUNCTIONS) await revokeRoleIfUnused(tx, teacher, funcao, cls.escolaId);
        }
        await audit(tx, ctx, {
          action: 'desenturmar_professor',
          entity: 'turma',
          entityId: turmaId,
          before: { professorId: cls.professorId, stay },
          after: { professorId: null, dataFim: today() },
        });
        return reloadClass(tx, turmaId);
      });
    },

    /** The teacher dashboard counters: the teacher's own, or anyone's for the administrator. */
    async teacherStats(caller: Caller, cpf: string): Promise<{ estatisticaAcompanhamentos: TeacherStats }> {
      if (cpf !== caller.cpf && roleScope(caller.role) !== 'admin') throw forbidden();
      const date = now();
      const ano = date.getFullYear();
      const person = await findPersonByCpf(db, cpf);
      if (!person) {
        return {
          estatisticaAcompanhamentos: { naoIniciados: 0, emAndamento: 0, completos: 0, validados: 0 },
        };
      }
      const [periods, classes] = await Promise.all([
        findStartedPeriods(db, ano, toIsoDate(date)),
        findActiveClassesOfTeacher(db, person.id, ano),
      ]);
      const monitorings = await findMonitoringsOfClasses(
        db,
        classes.map((c) => c.id),
        ano,
      );
      return { estatisticaAcompanhamentos: computeTeacherStats(periods, classes, monitorings) };
    },
  };
}
