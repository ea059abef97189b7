import { can } from '@siam/domain/permissions';
import type { Db } from '../../db/types';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { audit } from '../audit';
import type { Caller } from '../../lib/caller';
import { assertSchoolInScope, schoolIdsInScope } from '../auth';
import {
  findSchoolHistories,
  findSchoolsByIds,
  findSchoolsByInep,
  inepTaken,
  insertSchool,
  municipioExists,
  searchSchools,
  updateSchool,
  type SchoolValues,
} from './schools.repository';
import {
  MUNICIPIO_NOT_FOUND,
  SCHOOL_NOT_FOUND,
  type School,
  type SchoolDetail,
} from '@siam/domain/contracts/schools';

export const SCHOOL_FILTER_REQUIRED = 'Informe um filtro';
export const SCHOOL_INEP_TAKEN = 'Escola já cadastrada.';
/** At most this many schools per search (refine the filter for more). */
export const SCHOOL_SEARCH_LIMIT = 200;

/** Who calls, for the audit record. */
export interface Ctx {
  caller: Caller;
  ip?: string | null;
}

export interface SchoolQuery {
  IdInep?: string | undefined;
  municipio?: number | undefined;
  codigoRegional?: number | undefined;
  nome?: string | undefined;
}

export interface SchoolInput {
  codigoInep: string;
  nomeEscola: string;
  codigoMunicipio: number;
  rede: number;
  localizacao: number;
  /** Absent on an edit: the school keeps its value (issue 15: an unchanged save turned sige off). */
  sige?: boolean | undefined;
}

const conflict = (message: string) => new AppError('CONFLICT', 409, message);

export function createSchoolsService(db: Db) {
  async function withHistory(tx: Db, schools: School[]): Promise<SchoolDetail[]> {
    const histories = await findSchoolHistories(
      tx,
      schools.map((s) => s.id),
    );
    return schools.map((s) => ({ ...s, historicoServidores: histories.get(s.id) ?? [] }));
  }

  async function save(ctx: Ctx, id: number | undefined, input: SchoolInput): Promise<SchoolDetail> {
    const values: SchoolValues = {
      codigoInep: input.codigoInep,
      nome: input.nomeEscola,
      municipio: input.codigoMunicipio,
      rede: input.rede,
      localizacao: input.localizacao,
      sige: input.sige ?? false,
    };
    try {
      return await db.transaction(async (tx) => {
        const before = id === undefined ? null : ((await findSchoolsByIds(tx, [id]))[0] ?? null);
        if (id !== undefined && !before) throw notFound(SCHOOL_NOT_FOUND);
        if (input.sige === undefined && before) values.sige = before.sige;
        if (!(await municipioExists(tx, values.municipio))) throw badRequest(MUNICIPIO_NOT_FOUND);
        if (await inepTaken(tx, values.codigoInep, id)) throw conflict(SCHOOL_INEP_TAKEN);
        let schoolId: number;
        if (id === undefined) {
          schoolId = await insertSchool(tx, values);
        } else {
          await updateSchool(tx, id, values);
          schoolId = id;
        }
        const [after] = await withHistory(tx, await findSchoolsByIds(tx, [schoolId]));
        if (!after) throw notFound(SCHOOL_NOT_FOUND);
        const { historicoServidores: _h, ...plain } = after;
        await audit(tx, ctx, {
          action: id === undefined ? 'cadastrar' : 'atualizar',
          entity: 'escola',
          entityId: schoolId,
          before,
          after: plain,
        });
        return after;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'escola_codigo_inep_key')) throw conflict(SCHOOL_INEP_TAKEN);
      throw error;
    }
  }

  return {
    /**
     * GET /api/Escolas: the administrator's INEP search (issue 2), or the consultation filters
     * (municipality, regional, part of the name) within the caller's scope, with each school's staff
     * history; at most 200, ordered by name.
     */
    async search(caller: Caller, query: SchoolQuery): Promise<School[] | SchoolDetail[]> {
      if (query.IdInep !== undefined) {
        if (!can(caller.role, 'school.searchByInep')) throw forbidden();
        return findSchoolsByInep(db, query.IdInep);
      }
      if (query.municipio === undefined && query.codigoRegional === undefined && !query.nome) {
        throw badRequest(SCHOOL_FILTER_REQUIRED);
      }
      if (!can(caller.role, 'school.consult')) throw forbidden();
      const scope = await schoolIdsInScope(db, caller);
      const schools = await searchSchools(db, query, scope, SCHOOL_SEARCH_LIMIT);
      return withHistory(db, schools);
    },

    /** GET /api/Escolas/{id}: the school with its staff history; 404; 403 outside the caller's scope. */
    async getById(caller: Caller, id: number): Promise<SchoolDetail> {
      const [school] = await findSchoolsByIds(db, [id]);
      if (!school) throw notFound(SCHOOL_NOT_FOUND);
      await assertSchoolInScope(db, caller, id);
      const [detail] = await withHistory(db, [school]);
      return detail as SchoolDetail;
    },

    /** POST /api/Escolas (administrator, the SGU import): 409 for an INEP code already registered. */
    create: (ctx: Ctx, input: SchoolInput) => save(ctx, undefined, input),
    /** PUT /api/Escolas: updates a school by id. */
    update: (ctx: Ctx, id: number, input: SchoolInput) => save(ctx, id, input),
  };
}
