import { EXPORT_CHUNK, pageRequest, type Page, type SortOrder } from '@siam/domain/server-paging';
import {
  STUDENT_LIST_SORTS,
  type StudentListItem,
  type StudentListQuery,
  type StudentListSort,
} from '@siam/domain/contracts/student-list';
import { PAGING_MSG } from '@siam/domain/server-paging';
import type { Db } from '../../db/types';
import { badRequest } from '../../lib/errors';
import type { Caller } from '../../lib/caller';
import { insertStudentAccess } from '../audit';
import { placeInScope } from '../auth';
import { findStudentListPage, studentListChunks, type ListFilter } from './student-list.repository';

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
