import {
  CLASS_CODE_TAKEN,
  CLASS_DEACTIVATION_REFUSED,
  CLASS_NOT_CURRENT_YEAR,
  CLASS_NOT_FOUND,
  CLASS_UPDATED,
  canDeactivateClass,
  type ClassRegisterValues,
} from '@siam/domain/classes';
import { nivelEnsinoDaSerie } from '@siam/domain/enums';
import { SIGE_NOTICE } from '@siam/domain/students';
import type { Db } from '../../db/types';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { audit } from '../audit';
import type { Caller } from '../../lib/caller';
import { assertSchoolInScope, isPlaceInScope, schoolPlace } from '../auth';
import { findSchoolsByIds } from '../schools';
import {
  countCurrentStudents,
  findClassById,
  findSchoolClasses,
  insertClass,
  lockClassState,
  updateClass,
  type ClassState,
} from './classes.repository';
import { CLASS_MSG, type Turma } from '@siam/domain/contracts/classes';

/** Who calls, for the audit record. */
export interface Ctx {
  caller: Caller;
  ip?: string | null;
}

const conflict = (message: string) => new AppError('CONFLICT', 409, message);

export function createClassesService(db: Db, now: () => Date) {
  const currentYear = () => now().getFullYear();

  /** An existing class in the caller's scope, locked (404 / 403). */
  async function classInScope(tx: Db, caller: Caller, id: number): Promise<ClassState> {
    const cls = await lockClassState(tx, id);
    if (!cls) throw notFound(CLASS_NOT_FOUND);
    await assertSchoolInScope(tx, caller, cls.escolaId);
    return cls;
  }

  /** Name and situation change only for non-sige schools and classes of the current year. */
  function assertEditable(cls: ClassState): void {
    if (cls.sige) throw badRequest(SIGE_NOTICE);
    if (cls.anoTurma !== currentYear()) throw badRequest(CLASS_NOT_CURRENT_YEAR);
  }

  async function reload(tx: Db, id: number): Promise<Turma> {
    const turma = await findClassById(tx, id);
    if (!turma) throw notFound(CLASS_NOT_FOUND);
    return turma;
  }

  return {
    /**
     * GET /api/Escolas/{id}/turmas: the school's classes of a year (the current one by default);
     * situação 1 by default, 'todas' for active and inactive.
     */
    async schoolClasses(
      caller: Caller,
      escolaId: number,
      filter: {
        serie?: number | undefined;
        situacao?: number | 'todas' | undefined;
        ano?: number | undefined;
      },
    ): Promise<Turma[]> {
      // One statement: the classes with the school's place, which says both whether the school exists
      // and whether it is in scope (checked before anything is answered). With no class, the place is
      // asked on its own (cached, decision 011 addendum).
      const found = await findSchoolClasses(db, escolaId, {
        ano: filter.ano ?? currentYear(),
        situacao: filter.situacao === 'todas' ? undefined : (filter.situacao ?? 1),
        serie: filter.serie,
      });
      const place = found.place === undefined ? await schoolPlace(db, escolaId) : found.place;
      if (!place) throw notFound(CLASS_MSG.escolaNaoEncontrada);
      if (!isPlaceInScope(caller, escolaId, place)) throw forbidden();
      return found.classes;
    },

    /**
     * POST /api/Turmas: a class of the current year, active, modalidade regular, multisseriada from
     * the série. Refused for sige schools; the code is unique per school and year (a constraint).
     */
    async create(ctx: Ctx, form: ClassRegisterValues): Promise<Turma> {
      try {
        return await db.transaction(async (tx) => {
          const [school] = await findSchoolsByIds(tx, [form.escolaId]);
          if (!school) throw notFound(CLASS_MSG.escolaNaoEncontrada);
          await assertSchoolInScope(tx, ctx.caller, form.escolaId);
          if (school.sige) throw badRequest(SIGE_NOTICE);
          const id = await insertClass(tx, {
            escolaId: form.escolaId,
            codigoTurma: form.codigoTurma,
            nomeTurma: form.nomeTurma,
            serie: form.serie,
            turno: form.turno,
            nivelEnsino: nivelEnsinoDaSerie(form.serie),
            anoTurma: currentYear(),
            multisseriada: form.multisseriada,
            anexo: form.anexo,
            nomeAnexo: form.nomeAnexo,
          });
          const turma = await reload(tx, id);
          await audit(tx, ctx, { action: 'cadastrar', entity: 'turma', entityId: id, after: turma });
          return turma;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'turma_escola_codigo_ano_key')) throw conflict(CLASS_CODE_TAKEN);
        throw error;
      }
    },

    /** PUT /api/Turmas: renames a class (non-sige school, current year). */
    async rename(ctx: Ctx, id: number, nomeTurma: string): Promise<Turma> {
      return db.transaction(async (tx) => {
        const cls = await classInScope(tx, ctx.caller, id);
        assertEditable(cls);
        await updateClass(tx, id, { nomeTurma });
        const turma = await reload(tx, id);
        await audit(tx, ctx, {
          action: 'atualizar',
          entity: 'turma',
          entityId: id,
          before: { nomeTurma: cls.nomeTurma },
          after: { nomeTurma },
        });
        return turma;
      });
    },

    /**
     * PUT /api/Turmas/{id}/Situacao: activation is immediate; deactivation needs a class with no
     * current students and no teacher. Both only for non-sige schools and current-year classes.
     */
    async setSituation(ctx: Ctx, id: number, situacao: 0 | 1): Promise<{ mensagem: string }> {
      return db.transaction(async (tx) => {
        const cls = await classInScope(tx, ctx.caller, id);
        assertEditable(cls);
        if (situacao === 0 && cls.situacao !== 0) {
          const quantidadeAlunos = await countCurrentStudents(tx, id);
          if (!canDeactivateClass({ quantidadeAlunos, idProfessor: cls.professorId })) {
            throw badRequest(CLASS_DEACTIVATION_REFUSED);
          }
        }
        if (cls.situacao !== situacao) {
          await updateClass(tx, id, { situacao });
          await audit(tx, ctx, {
            action: situacao === 1 ? 'ativar' : 'inativar',
            entity: 'turma',
            entityId: id,
            before: { situacao: cls.situacao },
            after: { situacao },
          });
        }
        return { mensagem: CLASS_UPDATED };
      });
    },
  };
}
