import { roleScope } from '@siam/domain/roles';
import { EXPORT_CHUNK, pageRequest, type Page, type SortOrder } from '@siam/domain/server-paging';
import {
  STUDENT_LIST_SORTS,
  type StudentListItem,
  type StudentListQuery,
  type StudentListSort,
} from '@siam/domain/contracts/student-list';
import { PAGING_MSG } from '@siam/domain/server-paging';
import type { Db } from '../../db/types';
import { badRequest, forbidden } from '../../lib/errors';
import type { Caller } from '../../lib/caller';
import { insertStudentAccess } from '../audit';
import {
  assertSchoolInScope,
  linkedSchoolIds,
  municipiosOf,
  regionaisOf,
  schoolIdsOfMunicipios,
  seesEverything,
} from '../auth';
import {
  findRegionalOfMunicipality,
  findStudentListPage,
  studentListChunks,
  type ListFilter,
  type ListPlace,
} from './student-list.repository';

/**
 * The place listed, inside the caller's scope (the checks of GET /api/Alunos/Buscar, decision 111):
 * a school outside it, a municipality or regional where the caller sees no school is 403. A school
 * role naming a municipality lists only its own schools there; a regional only the state, the
 * administrator and that regional's roles.
 */
async function placeInScope(db: Db, caller: Caller, q: StudentListQuery): Promise<ListPlace> {
  const none: ListPlace = { escolaId: null, municipio: null, regional: null, onlySchools: null };
  if (q.escolaId !== undefined) {
    if (!seesEverything(caller)) await assertSchoolInScope(db, caller, q.escolaId);
    return { ...none, escolaId: q.escolaId };
  }
  if (q.municipio !== undefined) {
    const place = { ...none, municipio: q.municipio };
    switch (roleScope(caller.role)) {
      case 'admin':
      case 'state':
        return place;
      case 'regional': {
        const regional = await findRegionalOfMunicipality(db, q.municipio);
        if (regional === null || !regionaisOf(caller).includes(regional)) throw forbidden();
        return place;
      }
      case 'municipal':
        if (!municipiosOf(caller).includes(q.municipio)) throw forbidden();
        return place;
      case 'school': {
        const own = new Set(linkedSchoolIds(caller));
        const there = (await schoolIdsOfMunicipios(db, [q.municipio])).filter((id) => own.has(id));
        if (there.length === 0) throw forbidden();
        return { ...place, onlySchools: there };
      }
    }
  }
  if (q.regional !== undefined) {
    const scope = roleScope(caller.role);
    if (scope === 'admin' || scope === 'state') return { ...none, regional: q.regional };
    if (scope === 'regional' && regionaisOf(caller).includes(q.regional)) {
      return { ...none, regional: q.regional };
    }
  }
  // The whole state: the roles whose scope is the state (a state-wide list and its export).
  if (q.todoEstado) {
    const scope = roleScope(caller.role);
    if (scope === 'admin' || scope === 'state') return none;
  }
  throw forbidden();
}

const filterOf = (q: StudentListQuery): ListFilter => ({
  nome: q.nome,
  serie: q.serie,
  turmaId: q.turmaId,
});

/** The audit's detail (decision 104): the place and filters, never the name typed. */
export function studentListDetail(q: StudentListQuery): string {
  const place =
    q.escolaId !== undefined
      ? `escola ${q.escolaId}`
      : q.municipio !== undefined
        ? `município ${q.municipio}`
        : q.regional !== undefined
          ? `regional ${q.regional}`
          : 'todo o estado';
  const filters = [
    q.serie !== undefined ? `série ${q.serie}` : null,
    q.turmaId !== undefined ? `turma ${q.turmaId}` : null,
    q.nome !== undefined ? 'filtro por nome' : null,
  ].filter(Boolean);
  return `Lista de estudantes (${[place, ...filters].join(', ')})`;
}

export interface ExportWho {
  caller: Caller;
  ip: string | null;
  format: string;
}

export function createStudentListService(db: Db) {
  return {
    /** GET /api/Alunos/Lista: one page of the students of the place. */
    async page(caller: Caller, q: StudentListQuery): Promise<Page<StudentListItem>> {
      const place = await placeInScope(db, caller, q);
      const page = pageRequest(q, 'nome' as StudentListSort);
      const { itens, total } = await findStudentListPage(db, place, filterOf(q), page);
      return { itens, total, pagina: page.pagina, tamanhoPagina: page.tamanhoPagina };
    },

    /**
     * The whole list for a file (`?formato=`), after the same scope check: keyset pages of
     * EXPORT_CHUNK rows in the order asked, each page recorded in the student access audit (action
     * 'exportar') before it is handed on to be written.
     */
    async exportPages(
      who: ExportWho,
      q: StudentListQuery,
      sort: { id: string; direction: SortOrder } | undefined,
    ): Promise<AsyncIterable<StudentListItem[]>> {
      const place = await placeInScope(db, who.caller, q);
      const ordenar = sort?.id ?? q.ordenar ?? 'nome';
      if (!(STUDENT_LIST_SORTS as readonly string[]).includes(ordenar)) throw badRequest(PAGING_MSG.sort);
      const order = sort?.direction ?? q.ordem ?? 'asc';
      const chunks = studentListChunks(
        db,
        place,
        filterOf(q),
        ordenar as StudentListSort,
        order,
        EXPORT_CHUNK,
      );
      const detail = `${studentListDetail(q)} (arquivo ${who.format.toUpperCase()})`;
      const access = { usuarioCpf: who.caller.cpf, perfilId: who.caller.role, ip: who.ip };
      return (async function* () {
        for await (const rows of chunks) {
          await insertStudentAccess(db, access, [
            { alunoIds: rows.map((r) => r.id), acao: 'exportar', detalhe: detail },
          ]);
          yield rows;
        }
      })();
    },
  };
}
