import {
  SCHOOL_DELETED,
  SCHOOL_HAS_CLASSES,
  SCHOOL_IMPORTED,
  SCHOOL_MUNICIPIO_UNKNOWN,
  SCHOOL_NOT_IN_SIAM,
  SCHOOL_SAVE_FAILED,
  SCHOOL_UPDATED,
  SGU_SCHOOL_NOT_FOUND,
} from '@siam/domain/school-import';
import type { RegisterSchool } from '@siam/domain/contracts/register-import';
import type { Db } from '../../db/types';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { audit } from '../audit';
import type { Caller } from '../../lib/caller';
import {
  countSchoolClasses,
  findSchoolRowById,
  findSchoolRowByInep,
  insertImportedSchool,
  lockSchool,
  municipioKnown,
  softDeleteSchool,
  updateImportedSchool,
  type ImportValues,
} from './register-import.repository';
import type { SguAdapter, SguSchool } from './sgu.adapter';

export interface Ctx {
  caller: Caller;
  ip?: string | null;
}

const conflict = (message: string) => new AppError('CONFLICT', 409, message);

export interface SaveResult {
  created: boolean;
  mensagem: string;
  escola: RegisterSchool;
}

export function createRegisterImportService(db: Db, sgu: SguAdapter, now: () => Date) {
  async function fromRegister(codigoInep: string): Promise<SguSchool> {
    const found = await sgu.findSchool(codigoInep);
    if (!found) throw notFound(SGU_SCHOOL_NOT_FOUND);
    return found;
  }

  /** The register's school joined with what the product holds about it. */
  async function describe(tx: Db, s: SguSchool): Promise<RegisterSchool> {
    const row = await findSchoolRowByInep(tx, s.codigoInep);
    const inSiam = row !== null && !row.deleted;
    return {
      codigoInep: s.codigoInep,
      sige: inSiam ? row.sige : s.sige,
      nomeEscola: s.nomeEscola,
      municipio: s.municipio,
      codigoMunicipio: s.codigoMunicipio,
      rede: s.rede,
      localizacao: s.localizacao,
      latitude: s.latitude,
      longitude: s.longitude,
      siam: inSiam,
      id: inSiam ? row.id : null,
      turma: inSiam ? await countSchoolClasses(tx, row.id) : 0,
    };
  }

  return {
    /** GET /api/Escolas/EscolaSGU?codigoInep=: the register's school, and whether the product has it. */
    async find(codigoInep: string): Promise<RegisterSchool> {
      return describe(db, await fromRegister(codigoInep));
    },

    /**
     * POST /api/Escolas/EscolaSGU: imports the school (or restores a deleted one) or updates it with
     * the register's current data and the chosen SIGE link. The register is asked again: the
     * client sends only the code and the switch.
     */
    async save(ctx: Ctx, input: { codigoInep: string; sige: boolean }): Promise<SaveResult> {
      const s = await fromRegister(input.codigoInep);
      const values: ImportValues = {
        codigoInep: s.codigoInep,
        nome: s.nomeEscola,
        municipio: s.codigoMunicipio,
        rede: s.rede,
        localizacao: s.localizacao,
        sige: input.sige,
        latitude: s.latitude,
        longitude: s.longitude,
      };
      try {
        return await db.transaction(async (tx) => {
          if (!(await municipioKnown(tx, values.municipio))) throw badRequest(SCHOOL_MUNICIPIO_UNKNOWN);
          const before = await findSchoolRowByInep(tx, values.codigoInep);
          let id: number;
          const created = before === null || before.deleted;
          if (before === null) {
            id = await insertImportedSchool(tx, values);
          } else {
            await lockSchool(tx, before.id);
            await updateImportedSchool(tx, before.id, values);
            id = before.id;
          }
          await audit(tx, ctx, {
            action: created ? 'importar' : 'atualizar',
            entity: 'escola',
            entityId: id,
            before,
            after: { id, ...values },
          });
          return {
            created,
            mensagem: created ? SCHOOL_IMPORTED : SCHOOL_UPDATED,
            escola: await describe(tx, s),
          };
        });
      } catch (error) {
        if (isUniqueViolation(error, 'escola_codigo_inep_key')) throw conflict(SCHOOL_SAVE_FAILED);
        throw error;
      }
    },

    /** DELETE /api/Escolas: only a school the product has, with an id and no classes (spec 03 §6). */
    async remove(ctx: Ctx, id: number): Promise<{ mensagem: string }> {
      return db.transaction(async (tx) => {
        const before = await findSchoolRowById(tx, id);
        if (!before) throw notFound(SCHOOL_NOT_IN_SIAM);
        await lockSchool(tx, id);
        if ((await countSchoolClasses(tx, id)) > 0) throw conflict(SCHOOL_HAS_CLASSES);
        await softDeleteSchool(tx, id, now());
        await audit(tx, ctx, { action: 'excluir', entity: 'escola', entityId: id, before, after: null });
        return { mensagem: SCHOOL_DELETED };
      });
    },
  };
}
